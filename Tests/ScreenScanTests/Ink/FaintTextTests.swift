import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Text two or three codes off a flat surface (about 1.02–1.03:1): its antialiased edges step
/// by no more than `FlatRegions`' tolerance, so it joins the surface's region, and only
/// `FaintInk` gives it back as ink. Issue 15: "find text down to about 1.02:1 and report it,
/// because it is the worst failure of all".
struct FaintTextTests {
  /// A surface and a label a shade off it, with the label's ratio.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var surface: RGBA8
    var label: RGBA8
    var testDescription: String { name }
  }

  static let cases = [
    // A dark-theme panel (Bootstrap's dark) and a label two codes lighter: 1.026:1.
    Case(
      name: "dark", surface: RGBA8(red: 33, green: 37, blue: 41), label: RGBA8(red: 35, green: 39, blue: 43)),
    // Bootstrap's secondary gray and a label two codes lighter: 1.029:1.
    Case(
      name: "mid", surface: RGBA8(red: 108, green: 117, blue: 125),
      label: RGBA8(red: 110, green: 119, blue: 127)),
    // An off-white sidebar and a label three codes darker: 1.027:1.
    Case(
      name: "light", surface: RGBA8(red: 248, green: 249, blue: 250),
      label: RGBA8(red: 245, green: 246, blue: 247)),
  ]

  func scan(_ image: RGBAImage, scale: Double) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
  }

  /// The label is found, measured against its surface, and fails. `FaintInk` reads one row
  /// in `sampleStep`, so the label is drawn once at each offset from those rows.
  @Test(arguments: cases, [1, 2]) func aLabelTwoCodesOffItsSurfaceIsFound(_ c: Case, scale: Int) throws {
    let step = FaintInk.sampleStep(scale: Double(scale))
    let rows = (0..<step).map { 10 * scale + $0 * (8 * step + 1) }
    var img = RGBAImage(width: 300 * scale, height: rows.last! + 40 * scale, fill: c.surface)
    for y in rows { img.draw("Customers", x: 30 * scale, y: y, color: c.label, scale: scale) }
    let result = scan(img, scale: Double(scale))
    let r = result.textRegions
    try #require(r.count == step, "\(r.map(\.box)) \(r.map(\.ratio))")
    let right = 30 * scale + RGBAImage.textWidth("Customers", scale: scale)
    for region in r {
      #expect(region.background == c.surface, "\(region.background)")
      #expect(region.ratio >= 1.02 && region.ratio < 1.035, "\(region.ratio)")
      #expect(region.outcome == .fail)
      // The box holds the word: from the "C" to the last "s".
      #expect(abs(region.box.x - 30 * scale) <= 2 * scale, "\(region.box)")
      #expect(abs(region.box.x + region.box.width - right) <= 3 * scale, "\(region.box)")
    }
    #expect(result.findings.filter { $0.rule == .textContrast }.count == step)
  }

  /// A page a shade off white with a card whose soft shadow (a blur 1–8 codes darker), a
  /// gradient header and a hairline divider: all as faint as the labels above, none of it
  /// text. The card's own title is found, and nothing else.
  @Test(arguments: [1, 2]) func shadowsGradientsAndHairlinesAreNoText(scale: Int) throws {
    let page = RGBA8(red: 248, green: 249, blue: 250)
    let (width, height) = (400 * scale, 300 * scale)
    var img = RGBAImage(width: width, height: height, fill: page)
    // The card and its shadow: darker with nearness, offset down, steps of at most 2.
    let (cx, cy, cw, ch) = (60 * scale, 40 * scale, 200 * scale, 120 * scale)
    let blur = 10 * scale
    for y in 0..<height {
      for x in 0..<width {
        let dx = max(cx - x, 0, x - (cx + cw - 1))
        let dy = max(cy + 2 * scale - y, 0, y - (cy + ch - 1 + 2 * scale))
        let d = Double(dx * dx + dy * dy).squareRoot()
        guard d < Double(blur) else { continue }
        let shade = Int((8 * (1 - d / Double(blur))).rounded())
        img[x, y] = RGBA8(
          red: page.red - UInt8(shade), green: page.green - UInt8(shade), blue: page.blue - UInt8(shade))
      }
    }
    img.fill(x: cx, y: cy, width: cw, height: ch, color: RGBA8(red: 255, green: 255, blue: 255))
    img.draw("Orders", x: cx + 20 * scale, y: cy + 20 * scale, color: RealPageTests.black, scale: scale)
    // A header below the card, a vertical gradient one code every few rows.
    for y in (200 * scale)..<(240 * scale) {
      let t = UInt8((y - 200 * scale) / (3 * scale))
      img.fill(
        x: 20 * scale, y: y, width: 360 * scale, height: 1,
        color: RGBA8(red: 240 - t, green: 242 - t, blue: 245 - t))
    }
    // A horizontal gradient band, and a hairline divider two codes off the page.
    for x in (20 * scale)..<(380 * scale) {
      let t = UInt8((x - 20 * scale) / (30 * scale))
      img.fill(
        x: x, y: 250 * scale, width: 1, height: 20 * scale,
        color: RGBA8(red: 246 - t, green: 247 - t, blue: 248 - t))
    }
    img.fill(
      x: 20 * scale, y: 285 * scale, width: 360 * scale, height: scale,
      color: RGBA8(red: 246, green: 247, blue: 248))
    let r = scan(img, scale: Double(scale)).textRegions
    #expect(r.count == 1, "\(r.map(\.box)) \(r.map(\.ratio))")
    #expect(
      r.allSatisfy { $0.foreground == RealPageTests.black && $0.box.y < cy + 50 * scale }, "\(r.map(\.box))")
  }
}
