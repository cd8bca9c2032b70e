import ColorScience
import Findings
import Imaging
import Testing

@testable import ScreenScan

/// Icon-only controls are judged at 3:1 (WCAG 1.4.11, issue 33): header bars drawn in code
/// the way GTK and libadwaita draw them, with their icons faded and at full strength.
struct IconControlTests {
  static let bar = RGBA8(red: 235, green: 235, blue: 235)
  static let faded = RGBA8(red: 170, green: 170, blue: 170)  // 1.9:1 on the bar
  static let strong = RGBA8(red: 50, green: 50, blue: 50)

  func scan(_ image: RGBAImage, scale: Double = 1) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
  }

  func nonText(_ r: ScanResult) -> [ScanFinding] { r.findings.filter { $0.rule == .nonTextContrast } }

  /// Window controls as GTK draws them at 1×, 8 px around (cx, cy): a minimize bar set
  /// low, a maximize square of 2 px strokes, an antialiased close cross.
  static func windowGlyph(_ img: inout RGBAImage, _ k: Int, _ color: RGBA8, cx: Int, cy: Int) {
    switch k {
    case 0:
      for y in (cy + 2)...(cy + 3) { for x in (cx - 4)..<(cx + 4) { img[x, y] = color } }
    case 1:
      for y in (cy - 4)..<(cy + 4) {
        for x in (cx - 4)..<(cx + 4) where x < cx - 2 || x >= cx + 2 || y < cy - 2 || y >= cy + 2 {
          img[x, y] = color
        }
      }
    default:
      for (dy, row) in Self.cross.enumerated() {
        for (dx, digit) in row.enumerated() {
          let a = Double(digit.wholeNumberValue ?? 0) / 9
          let (x, y) = (cx - 4 + dx, cy - 4 + dy)
          let under = img[x, y]
          func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * a + Double(b) * (1 - a)).rounded()) }
          img[x, y] = RGBA8(
            red: mix(color.red, under.red), green: mix(color.green, under.green),
            blue: mix(color.blue, under.blue))
        }
      }
    }
  }

  /// GTK's close cross at 1×, each pixel's coverage in ninths, as read off a screenshot.
  static let cross = [
    "98100079", "89811898", "19988991", "01999910", "01899810", "18988981", "89811898", "98100189",
  ]

  /// A libadwaita header bar at 1×: a title, a flat menu button's three bars, and window
  /// controls on circles of a darker fill (or flat, as GTK 4's default theme draws them).
  static func header(glyphs color: RGBA8, circles: Bool) -> RGBAImage {
    var img = RGBAImage(width: 800, height: 56, fill: Self.bar)
    img.draw("Adwaita Demo", x: 86, y: 23, color: RGBA8(red: 47, green: 47, blue: 47), scale: 1)
    for k in 0..<3 {
      for y in (22 + 5 * k)..<(24 + 5 * k) { for x in 245..<259 { img[x, y] = color } }
    }
    for k in 0..<3 {
      let cx = 698 + 37 * k
      if circles { PictogramTests.disc(&img, Self.circle, cx: Double(cx), cy: 28, r: 13) }
      windowGlyph(&img, k, color, cx: cx, cy: 28)
    }
    return img
  }

  static let circle = RGBA8(red: 215, green: 215, blue: 215)

  /// Faded window controls on their circles and a faded menu glyph are found, each at its
  /// glyph, the controls with the circle's fill as background; the title is no icon.
  /// Before icon-only controls were told from pixels, none was judged.
  @Test func fadedHeaderIconsInFramesAreFound() throws {
    let r = scan(Self.header(glyphs: Self.faded, circles: true))
    let found = nonText(r)
    #expect(found.count == 4, "\(found.map(\.boxes))")
    for k in 0..<3 {
      let x = 694 + 37 * k
      let hit = found.first { abs($0.boxes[0].x - x) <= 1 }
      // Measured on the circle's fill, not the bar's.
      #expect(abs(Int(hit?.colors.last?.red ?? 0) - 215) <= 3, "control \(k): \(found.map(\.boxes))")
      #expect((hit?.ratio ?? 9) < 3)
    }
    #expect(found.contains { $0.boxes[0].x == 245 && $0.boxes[0].height == 12 }, "\(found.map(\.boxes))")
    #expect(r.findings.filter { $0.rule == .textContrast }.isEmpty)
  }

  /// Flat window controls (no circles) stand in a toolbar row: found too.
  @Test func fadedToolbarRowIsFound() throws {
    let found = nonText(scan(Self.header(glyphs: Self.faded, circles: false)))
    for k in 0..<3 {
      let x = 694 + 37 * k
      #expect(found.contains { abs($0.boxes[0].x - x) <= 1 }, "control \(k): \(found.map(\.boxes))")
    }
  }

  /// The same controls at full strength pass: nothing is reported.
  @Test func strongHeaderIconsPass() throws {
    #expect(nonText(scan(Self.header(glyphs: Self.strong, circles: true))).isEmpty)
    #expect(nonText(scan(Self.header(glyphs: Self.strong, circles: false))).isEmpty)
  }

  /// Glyphs with a text label beside them are the label's decoration: a row of them, each
  /// before its word, is no toolbar of icon-only controls.
  @Test func labelledGlyphsAreNoIconControls() throws {
    var img = RGBAImage(width: 800, height: 56, fill: Self.bar)
    for k in 0..<3 {
      let cx = 60 + 200 * k
      Self.windowGlyph(&img, k, Self.faded, cx: cx, cy: 28)
      img.draw(["Minimize", "Maximize", "Close"][k], x: cx + 10, y: 23, color: Self.strong, scale: 1)
    }
    #expect(nonText(scan(img)).isEmpty)
  }

  /// A search button: a faded lens in a framed button is an icon control, not text; a
  /// letter or a digit alone in the same frame is no icon control.
  @Test func lensInAButtonFrameIsAnIconNotText() throws {
    var img = RGBAImage(width: 600, height: 120, fill: RGBA8(red: 40, green: 40, blue: 40))
    let fill = RGBA8(red: 56, green: 56, blue: 56)
    let dim = RGBA8(red: 120, green: 120, blue: 120)  // 2.7:1 on the fill
    for k in 0..<3 {
      PictogramTests.roundedRect(&img, fill, x: 40 + Double(k) * 200, y: 30, w: 64, h: 60, radius: 10)
    }
    PictogramTests.ring(&img, dim, cx: 66, cy: 54, r: 12, t: 3)
    PictogramTests.paint(&img, dim, x0: 72, y0: 60, x1: 88, y1: 76) { px, py in
      let (u, v) = (px - 72, py - 60)
      return u >= 0 && v >= 0 && u <= 16 && v <= 16 && abs(u - v) <= 2.4
    }
    for (k, glyph) in ["Q", "0"].enumerated() {
      let w = RGBAImage.textWidth(glyph, scale: 2)
      img.draw(
        glyph, x: 272 + 200 * k - w / 2, y: 60 - RGBAImage.textHeight(scale: 2) / 2,
        color: RGBA8(red: 255, green: 255, blue: 255), scale: 2)
    }
    let r = scan(img, scale: 2)
    let lens = nonText(r).filter { $0.boxes[0].x < 104 }
    #expect(lens.count == 1, "\(r.findings.map(\.boxes))")
    #expect(!r.textRegions.contains { $0.box.x < 104 }, "\(r.textRegions.map(\.box))")
    for k in 0..<2 {
      let x = 240 + 200 * k
      #expect(
        !nonText(r).contains { $0.boxes[0].x >= x && $0.boxes[0].x < x + 64 },
        "\(nonText(r).map(\.message)) \(r.textRegions.map(\.box))")
    }
  }

  /// The lens's shape: a squarish part with a large hole off its middle. Letters with a
  /// large bowl to one side are narrower; squarish ones hold theirs in the middle.
  @Test(arguments: ["a", "b", "d", "p", "q", "e", "6", "9", "Q", "O", "0", "@", "&", "%", "G", "D"])
  func glyphsHaveNoOffCentreHole(_ glyph: String) throws {
    let shape = try PictogramTests().glyphShape(glyph)
    #expect(!Pictograms.hasOffCentreHole(shape), "\(glyph)")
  }

  /// A settings list: each row's faded icon on a colored tile before its title. The tile is
  /// a button frame by shape, but the title beside it names the row: no icon-only control.
  /// A faded icon on the same tile with no title is one.
  @Test func iconTilesBeforeTitlesAreNoIconControls() throws {
    var img = RGBAImage(width: 400, height: 160, fill: RGBA8(red: 255, green: 255, blue: 255))
    let tile = RGBA8(red: 90, green: 200, blue: 190)
    let pale = RGBA8(red: 200, green: 240, blue: 236)  // 1.6:1 on the tile
    for (k, title) in ["Accessibility", ""].enumerated() {
      let y = 20 + 80 * k
      PictogramTests.roundedRect(&img, tile, x: 20, y: Double(y), w: 32, h: 32, radius: 7)
      PictogramTests.star(&img, pale, x: 26, y: Double(y) + 6, size: 20)
      if !title.isEmpty { img.draw(title, x: 64, y: y + 10, color: Self.strong, scale: 1) }
    }
    let found = nonText(scan(img))
    #expect(!found.contains { $0.boxes[0].y < 60 }, "\(found.map(\.boxes))")
    #expect(found.contains { $0.boxes[0].y >= 100 }, "\(found.map(\.boxes))")
  }
}
