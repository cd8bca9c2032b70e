import Testing

@testable import ColorScience

struct WCAGTests {
  func hex(_ s: String) -> SRGBColor { try! SRGBColor(css: s) }

  @Test func publishedExamples() {
    // WCAG Understanding 1.4.3: #777777 on white is just below 4.5; #767676 is the darkest
    // gray that passes.
    let r777 = WCAG.contrastRatio(of: hex("#777777"), on: .white)
    #expect(r777 > 4.47 && r777 < 4.48)
    #expect(WCAG.formatRatio(r777) == "4.47")
    #expect(!WCAG.passes(r777, minimum: 4.5))
    let r767 = WCAG.contrastRatio(of: hex("#767676"), on: .white)
    #expect(WCAG.formatRatio(r767) == "4.54")
    #expect(WCAG.passes(r767, minimum: 4.5))
    #expect(WCAG.contrastRatio(of: .black, on: .white) == 21)
    #expect(WCAG.contrastRatio(of: .white, on: .white) == 1)
  }

  @Test func ratioIsSymmetric() {
    let a = hex("#3366cc")
    let b = hex("#fafafa")
    #expect(WCAG.contrastRatio(of: a, on: b) == WCAG.contrastRatio(of: b, on: a))
  }

  @Test func transferFunctionUsesPiecewiseThreshold() {
    // 0.04045 is the break point: below it the curve is linear.
    #expect(SRGBTransfer.decode(0.04) == 0.04 / 12.92)
    #expect(abs(SRGBTransfer.decode(0.5) - 0.21404114048223255) < 1e-15)
    for i in 0...255 {
      let v = Double(i) / 255
      #expect(abs(SRGBTransfer.encode(SRGBTransfer.decode(v)) - v) < 1e-12)
    }
    #expect(abs(WCAG.relativeLuminance(hex("#808080")) - 0.21586050011389926) < 1e-12)
  }

  @Test(arguments: [
    (4.4999, "4.49"), (4.478, "4.47"), (7.0, "7.00"), (21.0, "21.00"), (2.999999, "2.99"), (3.01, "3.01"),
  ])
  func ratiosAreTruncatedNeverRoundedUp(ratio: Double, shown: String) {
    #expect(WCAG.formatRatio(ratio) == shown)
  }

  @Test func thresholdsPerLevel() {
    #expect(WCAG.minimumRatio(for: .normalText, level: .aa) == 4.5)
    #expect(WCAG.minimumRatio(for: .normalText, level: .aaa) == 7)
    #expect(WCAG.minimumRatio(for: .largeText, level: .aa) == 3)
    #expect(WCAG.minimumRatio(for: .largeText, level: .aaa) == 4.5)
    #expect(WCAG.minimumRatio(for: .nonText, level: .aa) == 3)
    #expect(WCAG.minimumRatio(for: .nonText, level: .aaa) == nil)
    #expect(!WCAG.passes(4.499, minimum: 4.5))
  }

  @Test func translucentForegroundIsCompositedOverBackground() {
    // rgba(0,0,0,0.54) over white is #757575 after 8-bit rounding (Material's secondary text).
    let fg = hex("rgba(0, 0, 0, 0.54)")
    let c = fg.composited(over: .white)
    #expect(c.rgba8 == RGBA8(red: 117, green: 117, blue: 117))
    #expect(abs(WCAG.contrastRatio(of: fg, on: .white) - WCAG.contrastRatio(of: c, on: .white)) < 1e-12)
  }

  @Test func translucentBackgroundGivesWorstAndBestCase() {
    let bg = hex("rgba(255, 255, 255, 0.5)")
    let bounds = WCAG.contrastBounds(of: .black, on: bg)
    // Over white the background is white (21:1); over black it is #bcbcbc-ish.
    #expect(abs(bounds.best - 21) < 1e-9)
    let overBlack = WCAG.contrastRatio(of: .black, on: bg.composited(over: .black))
    #expect(abs(bounds.worst - overBlack) < 1e-9)
    #expect(!bounds.isExact)
    // A mid-gray foreground is worst where the backdrop makes the background match it.
    let gray = WCAG.contrastBounds(of: hex("#777777"), on: hex("rgba(128,128,128,0.5)"))
    #expect(gray.worst < 1.01)
    #expect(WCAG.contrastRatio(of: hex("#777777"), on: hex("rgba(128,128,128,0.5)")) == gray.worst)
  }

  @Test func compositingMatchesBrowsers() {
    // 50% #ff0000 over #0000ff: browsers show #800080 (source-over in encoded sRGB).
    let c = hex("#ff000080").composited(over: hex("#0000ff"))
    #expect(c.rgba8 == RGBA8(red: 128, green: 0, blue: 127))
  }
}
