import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Drawn cases of states told apart by color only (flagged) and with a second cue (not).
struct ColorOnlyStateTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 40, green: 40, blue: 40)

  func colorOnly(_ image: RGBAImage) -> [ScanFinding] {
    ScreenScanner(options: ScanOptions(scale: 2)).scan(image).findings.filter { $0.rule == "color-only-state" }
  }

  /// Three segments; the selected one differs by its fill, and optionally by weight.
  func segmented(selectedFill: RGBA8, selectedBoldExtra: Bool) -> RGBAImage {
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    for (i, label) in ["Day", "Week", "Month"].enumerated() {
      let x = 40 + i * 200
      if i == 1 { img.fill(x: x, y: 60, width: 190, height: 60, color: selectedFill) }
      img.draw(label, x: x + 60, y: 76, color: Self.ink, scale: 2)
      if i == 1 && selectedBoldExtra {
        img.draw(label, x: x + 61, y: 76, color: Self.ink, scale: 2)  // a heavier stroke
        img.draw(label, x: x + 62, y: 76, color: Self.ink, scale: 2)
      }
    }
    return img
  }

  @Test func segmentedByFillAloneIsFlagged() throws {
    let findings = colorOnly(segmented(selectedFill: RGBA8(red: 215, green: 230, blue: 255), selectedBoldExtra: false))
    let f = try #require(findings.first)
    #expect(f.boxes.count == 3)
    #expect(f.message.contains("only by color"))
    #expect(f.fix?.contains("not color") == true)
    #expect(f.deficiency != nil)
  }

  @Test func segmentedWithAHeavierWeightIsNotFlagged() {
    #expect(colorOnly(segmented(selectedFill: RGBA8(red: 215, green: 230, blue: 255), selectedBoldExtra: true)).isEmpty)
  }

  /// Tabs whose active label is colored; with or without an indicator bar under it.
  func tabs(indicator: Bool) -> RGBAImage {
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    for (i, label) in ["Posts", "Replies", "Media", "Likes"].enumerated() {
      let x = 30 + i * 165
      let active = i == 2
      img.draw(label, x: x, y: 60, color: active ? RGBA8(red: 0, green: 122, blue: 255) : RGBA8(red: 120, green: 120, blue: 120), scale: 2)
      if active && indicator { img.fill(x: x - 4, y: 100, width: 90, height: 6, color: RGBA8(red: 0, green: 122, blue: 255)) }
    }
    return img
  }

  @Test func tabsByTextColorAloneAreFlagged() {
    let findings = colorOnly(tabs(indicator: false))
    #expect(findings.count == 1)
    #expect(findings.first?.level == .error)  // blue against gray collapses for achromats
  }

  @Test func distinctColorsWithoutACueAreAWarning() throws {
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    for (i, label) in ["Posts", "Replies", "Media", "Likes"].enumerated() {
      img.draw(label, x: 30 + i * 165, y: 60, color: i == 1 ? RGBA8(red: 0, green: 0, blue: 0) : RGBA8(red: 190, green: 190, blue: 190), scale: 2)
    }
    let f = try #require(colorOnly(img).first)
    #expect(f.level == .warning)
    #expect(f.message.contains("nothing else marks the state"))
  }

  @Test func tabsWithAnIndicatorBarAreNotFlagged() {
    #expect(colorOnly(tabs(indicator: true)).isEmpty)
  }

  /// Body text with a link in a close color, underlined or not.
  func paragraph(underline: Bool) -> RGBAImage {
    var img = RGBAImage(width: 800, height: 160, fill: Self.white)
    let body = RGBA8(red: 60, green: 60, blue: 60)
    let link = RGBA8(red: 40, green: 80, blue: 160)
    img.draw("Read our", x: 20, y: 50, color: body, scale: 2)
    let x1 = 20 + RGBAImage.textWidth("Read our ", scale: 2)
    img.draw("privacy policy", x: x1, y: 50, color: link, scale: 2)
    let w = RGBAImage.textWidth("privacy policy", scale: 2)
    if underline { img.fill(x: x1, y: 50 + RGBAImage.textHeight(scale: 2) - 6, width: w, height: 2, color: link) }
    img.draw("before you sign up", x: x1 + w + RGBAImage.textWidth(" ", scale: 2), y: 50, color: body, scale: 2)
    return img
  }

  @Test func linkWithoutUnderlineIsFlagged() throws {
    let f = try #require(colorOnly(paragraph(underline: false)).first)
    #expect(f.message.contains("link"))
    #expect(f.boxes.count >= 2)
  }

  @Test func underlinedLinkIsNotFlagged() {
    #expect(colorOnly(paragraph(underline: true)).isEmpty)
  }

  @Test func distinguishabilityNamesTheCollapsingDeficiency() throws {
    let red = try SRGBColor(css: "#d32f2f")
    let green = try SRGBColor(css: "#388e3c")
    let r = Distinguishability.compare([red], [green])
    #expect(r.collapsing.contains(.deuteranopia) || r.collapsing.contains(.protanopia))
    #expect(!r.survivesColorOnly)
    #expect(r.typicalDeltaE > 40)
    let distinct = Distinguishability.compare([SRGBColor.black], [SRGBColor.white])
    #expect(distinct.isDistinguishable && distinct.survivesColorOnly && distinct.collapsing.isEmpty)
    // Blue and orange survive the red-green deficiencies.
    let blue = try SRGBColor(css: "#1f6feb")
    let orange = try SRGBColor(css: "#f0883e")
    #expect(!Distinguishability.compare([blue], [orange]).collapsing.contains(.deuteranopia))
  }
}
