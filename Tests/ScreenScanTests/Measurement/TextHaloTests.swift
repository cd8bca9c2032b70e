import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Text with a glow or shadow (CSS `text-shadow`): size, weight and contrast come from the
/// glyph cores, against what is next to them, not from glyphs and glow together.
struct TextHaloTests {
  /// Block capitals of a regular weight at 2×: cap height 29 px (20 logical px text:
  /// 29 / 0.72 / 2), stems 4 px (0.1 em, a regular stem).
  static let capHeight = 29
  static let stem = 4
  static let letterWidth = 18

  /// The glyph pixels of `text` (letters E F H I L T and spaces) with its top-left at x, y.
  static func glyphMask(_ text: String, x: Int, y: Int, width: Int, height: Int) -> [Bool] {
    var mask = [Bool](repeating: false, count: width * height)
    func rect(_ rx: Int, _ ry: Int, _ w: Int, _ h: Int) {
      for yy in ry..<(ry + h) { for xx in rx..<(rx + w) { mask[yy * width + xx] = true } }
    }
    let (c, s, w) = (capHeight, stem, letterWidth)
    var pen = x
    for letter in text {
      switch letter {
      case "E", "F":
        rect(pen, y, s, c)
        rect(pen, y, w, s)
        rect(pen, y + c / 2 - s / 2, w - 3, s)
        if letter == "E" { rect(pen, y + c - s, w, s) }
      case "H":
        rect(pen, y, s, c)
        rect(pen + w - s, y, s, c)
        rect(pen, y + c / 2 - s / 2, w, s)
      case "I":
        rect(pen, y, s, c)
      case "L":
        rect(pen, y, s, c)
        rect(pen, y + c - s, w, s)
      case "T":
        rect(pen, y, w, s)
        rect(pen + w / 2 - s / 2, y, s, c)
      default:
        break
      }
      pen += letter == "I" ? s + 9 : (letter == " " ? 20 : w + 9)
    }
    return mask
  }

  /// `text` in `color` on `page`, with a halo `ramp[d - 1]` at (chessboard) distance d from
  /// the glyphs: a glow that fades out over `ramp.count` pixels.
  static func draw(_ text: String, color: RGBA8, halo ramp: [RGBA8], page: RGBA8) -> RGBAImage {
    let (width, height) = (640, 160)
    var img = RGBAImage(width: width, height: height, fill: page)
    let mask = glyphMask(text, x: 40, y: 60, width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        if mask[y * width + x] {
          img[x, y] = color
          continue
        }
        var nearest = Int.max
        for dy in -ramp.count...ramp.count where y + dy >= 0 && y + dy < height {
          for dx in -ramp.count...ramp.count
          where x + dx >= 0 && x + dx < width && mask[(y + dy) * width + x + dx] {
            nearest = min(nearest, max(abs(dx), abs(dy)))
          }
        }
        if nearest <= ramp.count { img[x, y] = ramp[nearest - 1] }
      }
    }
    return img
  }

  static func gray(_ v: UInt8) -> RGBA8 { RGBA8(red: v, green: v, blue: v) }

  /// Gray text in a light glow on white: the glow measured as ink made the stems bold, so
  /// 20 px text read as large and passed at 3:1 against the white page. From its cores it is
  /// regular, held to 4.5:1, and measured against the glow it sits in.
  @Test func aGlowDoesNotMakeTextLargeAndBold() throws {
    let text = Self.gray(0x80)
    let ramp = [0xD0, 0xD8, 0xE0, 0xE8, 0xF0, 0xF8].map { Self.gray(UInt8($0)) }
    let img = Self.draw("HELL FIT TILE", color: text, halo: ramp, page: Self.gray(0xFF))
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    try #require(r.textRegions.count == 1, "\(r.textRegions.map(\.box))")
    let t = r.textRegions[0]
    #expect(t.foreground == text)
    #expect(abs(t.fontSize - 20) <= 1.5, "\(t.fontSize)")
    #expect(!t.bold, "stem ratio \(t.stemRatio)")
    #expect(t.required == 4.5)
    // Two pixels out from the glyphs: the glow's second step.
    #expect(t.background == ramp[1])
    let expected = WCAG.contrastRatio(of: SRGBColor(text), on: SRGBColor(ramp[1]))
    #expect(abs(t.ratio - expected) < 1e-9, "\(t.ratio) vs \(expected)")
    #expect(t.outcome == .fail)
    #expect(r.findings.count == 1 && r.findings[0].level == .error)
  }

  /// White text in a dark shadow on a light gray page: the shadow is the ink farthest from
  /// the page, so taken for the text it gave black text; the cores are white.
  @Test func aDarkShadowIsNotTakenForTheText() throws {
    let ramp = [0x10, 0x28, 0x40, 0x58, 0x70, 0x88, 0xA0].map { Self.gray(UInt8($0)) }
    let img = Self.draw("HELL FIT TILE", color: Self.gray(0xFF), halo: ramp, page: Self.gray(0xB0))
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    try #require(r.textRegions.count == 1, "\(r.textRegions.map(\.box))")
    let t = r.textRegions[0]
    #expect(t.foreground == Self.gray(0xFF))
    #expect(t.background == ramp[1])
    #expect(abs(t.fontSize - 20) <= 1.5, "\(t.fontSize)")
    #expect(!t.bold, "stem ratio \(t.stemRatio)")
    #expect(t.outcome == .pass)
  }

  /// The control: the same letters without a halo measure the same size and weight, against
  /// the page.
  @Test func theSameTextWithoutAHaloIsUnchanged() throws {
    let img = Self.draw("HELL FIT TILE", color: Self.gray(0x80), halo: [], page: Self.gray(0xFF))
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    try #require(r.textRegions.count == 1)
    let t = r.textRegions[0]
    #expect(abs(t.fontSize - 20) <= 1.5, "\(t.fontSize)")
    #expect(!t.bold, "stem ratio \(t.stemRatio)")
    #expect(t.background == Self.gray(0xFF))
    #expect(t.required == 4.5 && t.outcome == .fail)
  }
}
