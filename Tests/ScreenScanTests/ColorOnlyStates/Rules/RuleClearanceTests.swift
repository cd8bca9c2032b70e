import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `RuleClearance`: a row through small glyphs' stems, at an even pitch with background
/// above them (a 1× word's x-height under its capitals), is no dotted rule; dots with
/// background above and below them are.
struct RuleClearanceTests {
  static let white = RGBA8(red: 250, green: 250, blue: 250)
  static let ink = RGBA8(red: 50, green: 50, blue: 50)

  func word(_ box: PixelBox) -> TextRegion {
    TextRegion(
      box: box, foreground: Self.ink, background: Self.white, ratio: 12, apca: 90, fontSize: 8, bold: false,
      stemRatio: 0.1, required: 4.5, outcome: .pass)
  }

  /// Twelve 2 px stems 4 px apart on rows 24–30 (the x-height of a word whose box is rows
  /// 20–30), and under the word, on row 34, twelve 2 px dots at the same pitch.
  func stemsOverDots() -> RGBAImage {
    var img = RGBAImage(width: 80, height: 50, fill: Self.white)
    for i in 0..<12 {
      img.fill(x: 10 + 4 * i, y: 24, width: 2, height: 7, color: Self.ink)
      img.fill(x: 10 + 4 * i, y: 34, width: 2, height: 1, color: Self.ink)
    }
    return img
  }

  @Test func aRowThroughGlyphStemsIsNoDottedRule() {
    let finder = statesWithBlobs(stemsOverDots())
    let t = word(PixelBox(x: 10, y: 20, width: 46, height: 11))
    #expect(!finder.dotted(t, y: 26))
    #expect(finder.dotted(t, y: 34))
  }
}
