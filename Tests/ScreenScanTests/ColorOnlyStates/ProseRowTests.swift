import ColorScience
import Imaging
import Pixels
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
  static let outline = RGBA8(red: 150, green: 150, blue: 160)

  /// "two asterisks: [code] for strong emphasis" at 2×, the code on a chip with padding, so
  /// the pieces stand a text height apart. `monospace` sets the code's face; `above` draws a
  /// line of the same paragraph over the whole row a line pitch higher.
  func row(code text: String, monospace: Bool, above: Bool) -> RGBAImage {
    var img = RGBAImage(width: 1000, height: 200, fill: Self.white)
    let y = 110
    let h = RGBAImage.textHeight(scale: 2)
    if above {
      img.draw(
        "Inline markup is easy and reads like the text around it, as it is", x: 20, y: y - h * 3 / 2,
        color: Self.body, scale: 2)
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
    expectDropped(row(code: "**text**", monospace: true, above: false), by: "TypefaceCue")
    #expect(colorOnly(row(code: "**text**", monospace: false, above: false)).count == 1)
  }

  @Test func aRowThatALineOfItsParagraphRunsOverIsProse() {
    expectDropped(row(code: "data.txt", monospace: false, above: true), by: "ParagraphRow")
  }

  /// A list item's line may carry its bullet where the lines above it do not: the scan joins
  /// a marker to a line whose descenders make it taller ("• backquotes: ``text`` for code
  /// samples." under "two asterisks: ..."). Its words start after the marker, where the
  /// line above starts: prose. The same row with nothing above it is a row of pieces.
  @Test func aBulletJoinedToTheLineIsNoLeftEdgeOfItsOwn() {
    func paragraph(above: Bool) -> Bool {
      var img = RGBAImage(width: 1000, height: 200, fill: Self.white)
      let y = 110
      let h = RGBAImage.textHeight(scale: 2)
      let words = 20 + h  // the words start a marker and a gap after the bullet
      img.fill(x: 20, y: y + h / 3, width: h / 3, height: h / 3, color: Self.body)
      if above {
        img.draw(
          "two asterisks for strong emphasis and the rest of the line", x: words, y: y - h * 3 / 2,
          color: Self.body,
          scale: 2)
      }
      img.draw("backquotes:", x: words, y: y, color: Self.body, scale: 2)
      let x = words + RGBAImage.textWidth("backquotes:", scale: 2) + h
      img.fill(
        x: x - h / 2, y: y - 6, width: RGBAImage.textWidth("text", scale: 2) + h, height: h + 12,
        color: Self.chip)
      img.draw("text", x: x, y: y, color: Self.code, scale: 2)
      let after = x + RGBAImage.textWidth("text", scale: 2) + h
      img.draw("for code samples.", x: after, y: y, color: Self.body, scale: 2)
      func region(_ x: Int, _ end: Int, _ y: Int, _ color: RGBA8, _ fill: RGBA8) -> TextRegion {
        TextRegion(
          box: PixelBox(x: x, y: y, width: end - x, height: h), foreground: color, background: fill,
          ratio: 10,
          apca: 90, fontSize: 16, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass)
      }
      let members = [
        region(20, x - h, y, Self.body, Self.white),  // the bullet joined to "backquotes:"
        region(x, x + RGBAImage.textWidth("text", scale: 2), y, Self.code, Self.chip),
        region(after, after + RGBAImage.textWidth("for code samples.", scale: 2), y, Self.body, Self.white),
      ]
      let line = region(
        words,
        words + RGBAImage.textWidth("two asterisks for strong emphasis and the rest of the line", scale: 2),
        y - h * 3 / 2, Self.body, Self.white)
      return statesWithBlobs(img).isParagraphLine(members, lines: members + (above ? [line] : []))
    }
    #expect(paragraph(above: true))
    #expect(!paragraph(above: false))
  }

  /// A chip's outline is centred on its code but reaches above and below it: no glyph of the
  /// code. Taken as one, it joined every glyph into one column and the code's face read
  /// unknown (Django's docs theme outlines its chips, and its prose rows were reported).
  @Test func aChipsOutlineIsNoGlyphOfItsCode() {
    var img = RGBAImage(width: 600, height: 120, fill: Self.white)
    let h = RGBAImage.textHeight(scale: 2)
    let end = img.drawMonospace("queue.Queue.get", x: 40, y: 40, color: Self.code)
    img.stroke(x: 32, y: 32, width: end - 24, height: h + 16, color: Self.outline, thickness: 2)
    // The code's ink: the drawn line's box less the font's room above and below its glyphs.
    let box = PixelBox(x: 40, y: 40 + h / 4, width: end - 40, height: h * 3 / 4)
    #expect(statesWithBlobs(img).typeface(of: box) == .monospace)
  }
}
