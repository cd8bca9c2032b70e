import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Words of one prose line split by inline code are no row of alternatives: the code's face
/// (monospace among proportional words) is a cue besides its color, and a line that a line of
/// the same paragraph runs over, a line pitch away, is prose whatever its pieces look like.
/// Each is drawn where the rule must hold the finding back and again where the same pieces
/// stand alone and are reported.
struct ProseRowTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let body = RGBA8(red: 40, green: 40, blue: 40)
  static let chip = RGBA8(red: 240, green: 226, blue: 232)
  static let code = RGBA8(red: 190, green: 30, blue: 80)

  /// "two asterisks: [code] for strong emphasis" at 2×, the code on a chip with padding, so
  /// the pieces stand a text height apart. `monospace` sets the code's face; `above` draws a
  /// line of the same paragraph over the whole row a line pitch higher.
  func row(code text: String, monospace: Bool, above: Bool) -> RGBAImage {
    var img = RGBAImage(width: 1000, height: 200, fill: Self.white)
    let y = 110, h = RGBAImage.textHeight(scale: 2)
    if above {
      img.draw("Inline markup is easy and reads like the text around it, as it is", x: 20, y: y - h * 3 / 2, color: Self.body, scale: 2)
    }
    img.draw("two asterisks:", x: 20, y: y, color: Self.body, scale: 2)
    let x = 20 + RGBAImage.textWidth("two asterisks:", scale: 2) + h
    let width = monospace ? text.count * RGBAImage.monospacePitch : RGBAImage.textWidth(text, scale: 2)
    img.fill(x: x - h / 2, y: y - 6, width: width + h, height: h + 12, color: Self.chip)
    if monospace {
      _ = img.drawMonospace(text, x: x, y: y, color: Self.code)
    } else {
      img.draw(text, x: x, y: y, color: Self.code, scale: 2)
    }
    img.draw("for strong emphasis", x: x + width + h, y: y, color: Self.body, scale: 2)
    return img
  }

  /// The pieces alone, the code in the prose's face: reported (a chip told only by color).
  @Test func aChipWordAloneInTheProseFaceIsReported() {
    #expect(colorOnly(row(code: "data.txt", monospace: false, above: false)).count == 1)
  }

  /// "**text**" is too short for the face test to say monospace for sure, but its glyphs step
  /// on one pitch beside proportional words: code, not a selected item. The same word in the
  /// prose's face is reported.
  @Test func codeSteppingOnOnePitchBetweenProseWordsIsNoState() {
    #expect(colorOnly(row(code: "**text**", monospace: true, above: false)).isEmpty)
    #expect(colorOnly(row(code: "**text**", monospace: false, above: false)).count == 1)
  }

  @Test func aRowThatALineOfItsParagraphRunsOverIsProse() {
    #expect(colorOnly(row(code: "data.txt", monospace: false, above: true)).isEmpty)
  }
}
