import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Pills that each stand in a frame, the selected one's frame, fill and label recolored
/// (Tabler's "Day / Week / Month"): the frame is the usual items' own, in another color, so
/// the state rests on color. A frame or bar that only the selected pill has is a cue.
struct RecoloredFrameTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let paleBorder = RGBA8(red: 224, green: 229, blue: 236)
  static let grayLabel = RGBA8(red: 110, green: 116, blue: 128)
  static let blue = RGBA8(red: 52, green: 100, blue: 190)
  static let paleBlue = RGBA8(red: 237, green: 242, blue: 250)

  enum Usual { case framed, bare }
  enum Selected { case framed, barOnly }

  /// Four pills at 2×, a pill's width apart; the second is selected.
  func pills(usual: Usual, selected: Selected) -> RGBAImage {
    var img = RGBAImage(width: 1000, height: 220, fill: Self.white)
    for (k, word) in ["Day", "Week", "Month", "Year"].enumerated() {
      let x = 40 + 230 * k
      let width = RGBAImage.textWidth(word, scale: 2) + 64
      if k == 1 {
        switch selected {
        case .framed:
          img.fill(x: x, y: 60, width: width, height: 76, color: Self.paleBlue)
          img.stroke(x: x, y: 60, width: width, height: 76, color: Self.blue)
        case .barOnly:
          // Where the others' bottom edge runs, as thick: the amount of ink alone matches.
          img.fill(x: x, y: 134, width: width, height: 2, color: Self.blue)
        }
      } else if usual == .framed {
        img.stroke(x: x, y: 60, width: width, height: 76, color: Self.paleBorder)
      }
      img.draw(word, x: x + 32, y: 84, color: k == 1 ? Self.blue : Self.grayLabel, scale: 2)
    }
    return img
  }

  @Test func aFrameEveryPillHasRecoloredIsColorOnly() throws {
    let f = try #require(colorOnly(pills(usual: .framed, selected: .framed)).first)
    #expect(f.boxes.count == 4)
    #expect(f.evidence?.members.filter(\.differs).count == 1)
  }

  @Test func aFrameOnlyTheSelectedPillHasIsACue() {
    expectDropped(pills(usual: .bare, selected: .framed), by: "MarkInkCue")
  }

  @Test func aBarUnderTheSelectedPillAmongFramedOnesIsACue() {
    // The framed usual pills have sides beside their text; the selected one has none: its
    // bar is a mark of its own, not their frame recolored.
    expectDropped(pills(usual: .framed, selected: .barOnly), by: "MarkInkCue")
  }
}
