import Testing

@testable import ColorScience

struct CSSColorParserTests {
  static let equivalents: [(String, String)] = [
    ("#f00", "#ff0000"), ("#F00", "#ff0000"), ("#f008", "#ff000088"), ("#ff000080", "#ff000080"),
    ("ff8800", "#ff8800"), ("rgb(255, 136, 0)", "#ff8800"), ("rgb(255 136 0)", "#ff8800"),
    ("rgba(255, 136, 0, 0.5)", "#ff880080"), ("rgb(255 136 0 / 50%)", "#ff880080"),
    ("rgb(100% 0% 0%)", "#ff0000"), ("rgb(300, -20, 0)", "#ff0000"),
    ("hsl(120, 100%, 25%)", "#008000"), ("hsl(120deg 100% 25%)", "#008000"),
    ("hsla(0.5turn, 100%, 50%, 1)", "#00ffff"),
    ("hwb(0 0% 0%)", "#ff0000"), ("hwb(120 20% 20%)", "#33cc33"), ("hwb(0 60% 60%)", "#808080"),
    ("rebeccapurple", "#663399"), ("CornflowerBlue", "#6495ed"), ("transparent", "#00000000"),
    ("oklab(0.627955 0.224863 0.125846)", "#ff0000"), ("oklch(62.7955% 0.257627 29.2339)", "#ff0000"),
    ("oklab(100% 0 0)", "#ffffff"), ("color(srgb 1 0.5 0)", "#ff8000"),
    ("color(srgb-linear 0.033104766570885 1 0)", "#33ff00"),
    ("color(display-p3 1 1 1)", "#ffffff"), ("lab(54.2905% 80.8049 69.8910)", "#ff0000"),
    ("lch(54.2905 106.8390 40.8526)", "#ff0000"), ("color(xyz-d65 0.95047 1 1.08883)", "#ffffff"),
    ("rgb(none 0 0)", "#000000"), ("  #abc  ", "#aabbcc"),
  ]

  @Test(arguments: equivalents)
  func parsesToTheSameColor(input: String, hex: String) throws {
    let color = try SRGBColor(css: input)
    #expect(color.clipped.hex == hex, "\(input) → \(color)")
  }

  @Test func displayP3OutOfGamutIsReportedThenClipped() throws {
    let c = try SRGBColor(css: "color(display-p3 0 1 0)")
    #expect(!c.isInGamut)
    #expect(c.clipped.isInGamut)
    #expect(c.clipped.hex == "#00ff00")
    let inside = try SRGBColor(css: "color(display-p3 0.4 0.4 0.4)")
    #expect(inside.isInGamut)
    #expect(inside.hex == "#666666")
  }

  static let bad: [(String, String)] = [
    ("", "empty"),
    ("#12", "3, 4, 6 or 8 digits"),
    ("#ggg", "'g' is not a hex digit"),
    ("rgb(1, 2)", "takes 3 components"),
    ("rgb(1, 2, x)", "'x' is not a number"),
    ("rgb(1, 2, 3", "missing ')'"),
    ("cmyk(1 2 3 4)", "unknown color function 'cmyk()'"),
    ("color(rec2020 1 0 0)", "unsupported color space 'rec2020'"),
    ("bleu", "did you mean 'blue'"),
    ("hsl(x 1% 1%)", "not a hue"),
    ("rgb(1 2 3 / )", "exactly one alpha"),
  ]

  @Test(arguments: bad)
  func badColorsSayWhatWasExpected(input: String, fragment: String) {
    #expect {
      _ = try SRGBColor(css: input)
    } throws: { error in
      guard let e = error as? ColorParseError else { return false }
      return e.description.contains(fragment) && e.description.contains("'\(input)'")
    }
  }
}
