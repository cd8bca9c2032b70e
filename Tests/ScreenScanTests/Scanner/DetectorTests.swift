import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// The detector's parts on synthetic screens drawn with the built-in bitmap font
/// (DejaVu Sans Bold, 13 px, drawn at whole scales).
struct DetectorTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let black = RGBA8(red: 0, green: 0, blue: 0)

  func scan(_ image: RGBAImage, scale: Double = 2) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
  }

  func canvas(_ w: Int = 600, _ h: Int = 300, _ fill: RGBA8 = white) -> RGBAImage {
    RGBAImage(width: w, height: h, fill: fill)
  }

  @Test func darkTextOnLightIsOneLineWithItsTrueColors() throws {
    var img = canvas()
    img.draw("Settings and privacy", x: 40, y: 60, color: RGBA8(red: 34, green: 34, blue: 34), scale: 2)
    let r = scan(img)
    try #require(r.textRegions.count == 1)
    let t = r.textRegions[0]
    #expect(t.foreground == RGBA8(red: 34, green: 34, blue: 34))
    #expect(t.background == Self.white)
    #expect(abs(t.ratio - WCAG.contrastRatio(of: try SRGBColor(css: "#222"), on: .white)) < 1e-9)
    #expect(t.outcome == .pass)
    #expect(t.bold)
    // 13 px glyphs drawn at 2× on a 2× screen: 13 logical px (cap height 9.5 px ≈ 0.72 em).
    #expect(abs(t.fontSize - 13) <= 1.5, "\(t.fontSize)")
    #expect(t.box.x >= 38 && t.box.x <= 44 && t.box.width > 200)
    #expect(r.findings.isEmpty)
  }

  @Test func lowContrastTextIsAFinding() throws {
    var img = canvas()
    img.draw("Forgot password?", x: 40, y: 60, color: RGBA8(red: 170, green: 170, blue: 170), scale: 2)
    let r = scan(img)
    try #require(r.textRegions.count == 1)
    #expect(r.textRegions[0].outcome == .fail)
    #expect(r.textRegions[0].required == 4.5)
    try #require(r.findings.count == 1)
    #expect(r.findings[0].rule == .textContrast)
    #expect(r.findings[0].level == .error)
    #expect(r.findings[0].message.contains("2.32:1 is below 4.5:1"))
  }

  @Test func lightOnDarkAndLargeText() throws {
    var img = canvas(600, 300, RGBA8(red: 18, green: 18, blue: 18))
    img.draw("Overview", x: 30, y: 40, color: RGBA8(red: 110, green: 110, blue: 110), scale: 4)
    let r = scan(img, scale: 2)
    try #require(r.textRegions.count == 1)
    let t = r.textRegions[0]
    // 26 logical px bold: large text, needs 3:1; #6e6e6e on #121212 is 3.6.
    #expect(t.fontSize >= 22 && t.fontSize <= 30, "\(t.fontSize)")
    #expect(t.required == 3)
    #expect(t.outcome == .pass)
  }

  @Test func iconsAndRulesAreNotText() {
    var img = canvas()
    img.fill(x: 0, y: 150, width: 600, height: 2, color: RGBA8(red: 220, green: 220, blue: 220))  // divider
    // A filled circle (status dot) and a chevron.
    for y in 0..<24 {
      for x in 0..<24 where (x - 12) * (x - 12) + (y - 12) * (y - 12) <= 120 {
        img[40 + x, 60 + y] = RGBA8(red: 52, green: 199, blue: 89)
      }
    }
    for k in 0..<12 {
      img.fill(x: 500 + k, y: 60 + k, width: 3, height: 2, color: RGBA8(red: 150, green: 150, blue: 150))
      img.fill(x: 500 + k, y: 84 - k, width: 3, height: 2, color: RGBA8(red: 150, green: 150, blue: 150))
    }
    img.stroke(
      // card outline
      x: 100, y: 180, width: 300, height: 100, color: RGBA8(red: 200, green: 200, blue: 200), thickness: 2)
    let r = scan(img)
    #expect(r.textRegions.isEmpty, "\(r.textRegions.map(\.box))")
  }

  @Test func columnsAreSeparateAndColorChangesSplitALine() throws {
    var img = canvas(800, 300)
    img.draw("Storage", x: 30, y: 40, color: Self.black, scale: 2)
    img.draw("12 GB", x: 600, y: 40, color: RGBA8(red: 120, green: 120, blue: 120), scale: 2)
    img.draw("Read the", x: 30, y: 150, color: Self.black, scale: 2)
    let link = 30 + RGBAImage.textWidth("Read the ", scale: 2)
    img.draw("terms", x: link, y: 150, color: RGBA8(red: 120, green: 170, blue: 250), scale: 2)
    let r = scan(img)
    let rows = Dictionary(grouping: r.textRegions) { $0.box.y / 100 }
    #expect(rows[0]?.count == 2)
    let second = try #require(rows[1]).sorted { $0.box.x < $1.box.x }
    try #require(second.count == 2)
    #expect(second[0].foreground == Self.black)
    #expect(second[1].foreground == RGBA8(red: 120, green: 170, blue: 250))
    #expect(second[1].outcome == .fail)  // a light link on white
  }

  /// A glyph or mark of a line, as `ColorSplit.split` takes it: its box, pixel count and core
  /// color (each with a plateau of its own ink).
  struct Piece {
    var minX, minY, maxX, maxY, count: Int
    var color: SIMD3<Double>
  }

  /// `pieces` as one line on white, split by color: the runs, and how many blobs they hold.
  func colorRuns(_ pieces: [Piece]) -> (runs: [TextLineGrouper.Line], blobs: Int) {
    let blobs = pieces.enumerated().map { k, p in
      InkBlob(
        minX: p.minX, minY: p.minY, maxX: p.maxX, maxY: p.maxY, count: p.count, surface: 0, label: Int32(k))
    }
    let colors = Dictionary(uniqueKeysWithValues: pieces.enumerated().map { (Int32($0), $1.color) })
    let plateaus = Dictionary(uniqueKeysWithValues: pieces.indices.map { (Int32($0), 30) })
    let line = TextLineGrouper.Line(
      blobs: Array(blobs.indices), minX: blobs.map(\.minX).min()!, minY: blobs.map(\.minY).min()!,
      maxX: blobs.map(\.maxX).max()!, maxY: blobs.map(\.maxY).max()!, surface: 0)
    let runs = ColorSplit.split(
      line, blobs: blobs, colors: colors, plateaus: plateaus, stemPixels: 3,
      background: SIMD3(255, 255, 255))
    return (runs, blobs.count)
  }

  /// A link with a pale dashed underline (sphinx-celery's, #DCF0D5 under #348613, 1.2:1 on
  /// white): the dashes, flat blobs in the line's bottom quarter, are marks of the link. Were
  /// they runs, each would cut the link at a glyph and read as text failing at 1.2:1.
  @Test func aDashedUnderlineIsNoRunOfItsOwn() {
    var pieces: [Piece] = []
    for k in 0..<6 {
      pieces.append(
        // a glyph
        Piece(minX: 12 * k, minY: 0, maxX: 12 * k + 9, maxY: 25, count: 120, color: SIMD3(52, 134, 19)))
      if k % 2 == 0 {  // a dash under it
        pieces.append(
          Piece(minX: 12 * k, minY: 30, maxX: 12 * k + 16, maxY: 31, count: 34, color: SIMD3(220, 240, 213)))
      }
    }
    let (runs, blobs) = colorRuns(pieces)
    #expect(runs.count == 1)
    #expect(runs.first?.blobs.count == blobs)
  }

  /// A link with a dotted border (conia's, 2 px gray squares a few pixels under red links):
  /// dots that small wholly under the baseline are marks of the link, not runs of gray text
  /// (each read as a 2 px line at 2.8:1). Dots of the same size on the baseline, an
  /// ellipsis in another color a word space on, stay a run of their own.
  @Test func aDottedBorderUnderTheBaselineIsNoRunOfItsOwn() {
    func runs(dotsAt top: Int, from x0: Int) -> [TextLineGrouper.Line] {
      // Glyphs, their bottoms on the baseline (row 25), then 2 px dots from `top`, 4 px apart from `x0`.
      let glyphs = (0..<6).map {
        Piece(minX: 12 * $0, minY: 0, maxX: 12 * $0 + 9, maxY: 25, count: 120, color: SIMD3(174, 57, 44))
      }
      let dots = (0..<8).map {
        Piece(
          minX: x0 + 4 * $0, minY: top, maxX: x0 + 4 * $0 + 1, maxY: top + 1, count: 4,
          color: SIMD3(153, 153, 153))
      }
      return colorRuns(glyphs + dots).runs
    }
    #expect(runs(dotsAt: 29, from: 0).count == 1)  // under the glyphs and the baseline: a border
    #expect(runs(dotsAt: 24, from: 82).count == 2)  // on the baseline, a word space on: dots of their own
  }

  @Test func textOnAChipIsMeasuredAgainstTheChip() throws {
    var img = canvas()
    img.fill(x: 40, y: 40, width: 120, height: 44, color: RGBA8(red: 220, green: 38, blue: 38))
    img.draw("Error", x: 56, y: 48, color: Self.white, scale: 2)
    let r = scan(img)
    let t = try #require(r.textRegions.first { $0.foreground == Self.white })
    #expect(t.background == RGBA8(red: 220, green: 38, blue: 38))
  }

  @Test func gradientBackgroundNeedsReview() throws {
    var img = canvas()
    for y in 0..<300 {
      for x in 0..<600 {
        img[x, y] = RGBA8(red: UInt8(120 + x / 5), green: UInt8(120 + x / 5), blue: UInt8(120 + x / 5))
      }
    }
    img.draw("Welcome back", x: 20, y: 100, color: Self.white, scale: 2)
    let r = scan(img)
    let t = try #require(r.textRegions.first)
    #expect(t.outcome == .needsReview)
    #expect(t.reviewReason?.contains("graded") == true)
  }

  @Test(arguments: [
    (1170, 3.0), (1179, 3.0), (1290, 3.0), (750, 2.0), (828, 2.0), (780, 2.0), (1280, 1.0), (2560, 2.0),
    (390, 1.0), (375, 1.0),
  ])
  func scaleFromWidth(width: Int, scale: Double) {
    #expect(ScaleInference.infer(width: width).scale == scale)
  }

  @Test func largeTextRules() {
    #expect(LargeTextRule.wcag.isLarge(fontSize: 24, bold: false))
    #expect(!LargeTextRule.wcag.isLarge(fontSize: 23.9, bold: false))
    #expect(LargeTextRule.wcag.isLarge(fontSize: 18.66, bold: true))
    #expect(!LargeTextRule.wcag.isLarge(fontSize: 18.6, bold: true))
    #expect(LargeTextRule.mobile.isLarge(fontSize: 18, bold: false))
    #expect(LargeTextRule.mobile.isLarge(fontSize: 14, bold: true))
  }
}
