import Testing

@testable import ColorScience

/// Issue 36: the one gate every input color passes (`InputColor`).
struct InputColorTests {
  /// Out-of-gamut colors are clipped, so their ratio on white is what `contrast` reports
  /// and never leaves 1…21 (unclipped, `lab(50 100 0)` read 4.63:1 in a palette).
  @Test(
    arguments: zip(
      [
        "lab(50 100 0)", "color(display-p3 2 0 0)", "color(srgb 1e300 -1e300 0)",
        "color(srgb-linear -5 -5 -5)",
      ],
      ["#ff007c", "#ff0000", "#ff0000", "#000000"]))
  func outOfGamutIsClippedWithANote(input: String, hex: String) throws {
    let c = try InputColor(css: input)
    #expect(c.wasClipped)
    #expect(c.color.hex == hex)
    let ratio = WCAG.contrastRatio(of: c.color, on: .white)
    #expect(ratio >= 1 && ratio <= 21)
    #expect(c.clippingNote(subject: "fg") == "fg \(input) is outside sRGB; clipped in linear light to \(hex)")
  }

  @Test func inGamutIsKeptWithoutANote() throws {
    let c = try InputColor(css: "#777")
    #expect(!c.wasClipped)
    #expect(c.clippingNote(subject: "fg") == nil)
    #expect(c.color == (try SRGBColor(css: "#777")))
  }

  /// `lab(1e200 0 0)` overflowed to NaN, which `clipped` turned into black (21:1 on white).
  @Test(arguments: [
    "lab(1e200 0 0)", "oklab(1e200 0 0)", "lch(50 1e300 0)", "color(xyz-d65 1e308 1e308 1e308)",
  ])
  func overflowIsAnErrorNotBlack(input: String) {
    #expect {
      _ = try SRGBColor(css: input)
    } throws: { error in
      let e = error as? ColorParseError
      return e?.input == input && e?.reason.contains("overflows") == true
    }
  }

  /// The asset-catalog path admits colors it builds itself through the same check.
  @Test func nonFiniteComponentsAreRefused() {
    #expect(throws: ColorParseError.self) {
      try InputColor(SRGBColor(red: .nan, green: 0, blue: 0), input: "srgb {red nan}")
    }
    #expect(throws: ColorParseError.self) {
      try InputColor(SRGBColor(red: 0, green: .infinity, blue: 0), input: "x")
    }
  }
}
