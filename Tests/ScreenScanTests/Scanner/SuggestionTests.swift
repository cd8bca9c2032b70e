import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// A contrast finding in a screenshot carries the color the text should be, as a palette
/// finding does for its token: the nearest color of the same hue that meets the required
/// ratio on the measured background, exact to 8 bits.
struct SuggestionTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)

  func finding(text: RGBA8, on background: RGBA8) throws -> ScanFinding {
    var img = RGBAImage(width: 600, height: 300, fill: background)
    img.draw("Forgot password?", x: 40, y: 60, color: text, scale: 2)
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    return try #require(r.findings.first { $0.rule == .textContrast })
  }

  @Test func grayTextGetsTheNearestPassingGray() throws {
    let f = try finding(text: RGBA8(red: 170, green: 170, blue: 170), on: Self.white)
    let s = try #require(f.suggestion)
    let suggested = s.color.rgba8
    #expect(
      suggested.red == suggested.green && suggested.green == suggested.blue,
      "a gray stays gray: \(suggested.hex)")
    #expect(WCAG.contrastRatio(of: s.color, on: .white) >= 4.5)
    // One 8-bit step lighter no longer passes: the suggestion is the nearest, not just a passing one.
    let lighter = SRGBColor(
      RGBA8(red: suggested.red + 1, green: suggested.green + 1, blue: suggested.blue + 1))
    #expect(WCAG.contrastRatio(of: lighter, on: .white) < 4.5)
    #expect(f.message.contains("nearest passing text color: \(suggested.opaqueHex)"), "\(f.message)")
    #expect(f.fix?.hasPrefix("use \(suggested.opaqueHex)") == true)
  }

  @Test func coloredTextKeepsItsHue() throws {
    let orange = RGBA8(red: 0xe8, green: 0x59, blue: 0x0c)
    let f = try finding(text: orange, on: Self.white)
    let s = try #require(f.suggestion)
    let before = OKLCH(SRGBColor(orange))
    let after = OKLCH(s.color)
    #expect(abs(before.h - after.h) < 4, "hue \(before.h) -> \(after.h)")
    #expect(after.l < before.l, "passing on white means darker")
    #expect(WCAG.contrastRatio(of: s.color, on: .white) >= 4.5)
  }

  @Test func passingTextHasNoSuggestion() {
    var img = RGBAImage(width: 600, height: 300, fill: Self.white)
    img.draw("Settings and privacy", x: 40, y: 60, color: RGBA8(red: 34, green: 34, blue: 34), scale: 2)
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    #expect(r.findings.allSatisfy { $0.suggestion == nil })
    #expect(r.textRegions.count == 1 && r.textRegions[0].outcome == .pass)
  }
}
