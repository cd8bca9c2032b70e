import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Widget parts are not text, and glyphs without room for counters are (issue 33, items 2
/// and 5): an empty radio circle beside its label, a header bar's window controls, a
/// calculator's digit keys at 1×. Drawn in code with antialiased edges, as a toolkit draws.
struct WidgetPartTests {
  typealias P = PictogramTests
  static let window = RGBA8(red: 235, green: 235, blue: 235)

  func scan(_ image: RGBAImage, scale: Double = 1) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
  }

  /// Two empty radio circles in Qt Fusion's gray (2.0:1 on the window, a failing "text run"
  /// before this rule), each just before its label, close enough that the grouper joins
  /// them: the labels are text and pass; the circles are no text and no finding.
  @Test func emptyRadioCirclesBeforeTheirLabelsAreNotText() {
    var img = RGBAImage(width: 260, height: 90, fill: Self.window)
    let rim = RGBA8(red: 167, green: 167, blue: 167)
    for k in 0..<2 {
      let cy = 25.0 + 35 * Double(k)
      P.disc(&img, P.white, cx: 30, cy: cy, r: 7)
      P.ring(&img, rim, cx: 30, cy: cy, r: 7, t: 1.2)
      img.draw(["Radio button 2", "Radio button 3"][k], x: 43, y: Int(cy) - 6, color: P.ink)
    }
    let r = scan(img)
    let circles = r.textRegions.filter { $0.box.x < 38 }
    #expect(circles.isEmpty, "\(circles.map(\.box))")
    #expect(r.textRegions.count == 2, "\(r.textRegions.map(\.box))")
    #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
  }

  /// A hollow ring is told by its middle row and column: a thin ring leaves most of them
  /// empty, a glyph's strokes do not (the built-in face's "O" and "0", and a thick ring).
  @Test func hollowIndicatorsAreThinRingsAsWideAsTall() {
    func isHollow(_ draw: (inout RGBAImage) -> Void) -> Bool {
      var img = RGBAImage(width: 60, height: 60, fill: Self.window)
      draw(&img)
      return Self.hollow(in: img)
    }
    #expect(isHollow { P.ring(&$0, RGBA8(red: 120, green: 120, blue: 120), cx: 30, cy: 30, r: 8, t: 1.2) })
    #expect(!isHollow { P.ring(&$0, RGBA8(red: 120, green: 120, blue: 120), cx: 30, cy: 30, r: 8, t: 3) })
    #expect(!isHollow { $0.draw("O", x: 20, y: 20, color: P.ink, scale: 2) })
    #expect(!isHollow { $0.draw("0", x: 20, y: 20, color: P.ink, scale: 2) })
    #expect(!isHollow { $0.draw("o", x: 20, y: 20, color: P.ink, scale: 2) })
  }

  /// Whether the largest blob of the image is a hollow indicator.
  static func hollow(in img: RGBAImage) -> Bool {
    largestBlob(of: img) { $0.isHollowIndicator($1) }
  }

  /// Whether `test` holds for the largest ink blob of the image, asked of a `Pictograms`
  /// built over that image alone (no text lines), as the icon tests need.
  static func largestBlob(of img: RGBAImage, is test: (Pictograms, InkBlob) -> Bool) -> Bool {
    var regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 3, fillRadius: 2,
        fillArea: 0)
    }
    let blobs = InkBlobFinder.find(regions: &regions)
    guard let largest = blobs.max(by: { $0.count < $1.count }) else { return false }
    return regions.root.withUnsafeBufferPointer { labels in
      img.pixels.withUnsafeBufferPointer { pixels in
        let pictograms = Pictograms(
          lines: [], blobs: blobs, labels: labels, pixels: pixels, width: img.width, height: img.height,
          scale: 1
        )
        return test(pictograms, largest)
      }
    }
  }

  /// libadwaita's window controls at 1×: minimize, maximize and close, each a 24 px gray
  /// disc (drawn without antialiasing, as GTK does at 1×) holding its mark, side by side in
  /// the header bar. Each disc is one blob, and the row read as a line of large glyphs (a
  /// passing "text" ~7 px); it is no text.
  @Test func windowControlsAreNotText() {
    var img = RGBAImage(width: 200, height: 60, fill: Self.window)
    let plate = RGBA8(red: 218, green: 218, blue: 218)
    let mark = RGBA8(red: 46, green: 46, blue: 46)
    for (k, left) in [50, 87, 124].enumerated() {
      for y in 16..<40 {
        for x in left..<(left + 24) {
          let (dx, dy) = (Double(x - left) - 11.5, Double(y - 16) - 11.5)
          if dx * dx + dy * dy <= 12 * 12 { img[x, y] = plate }
        }
      }
      for y in 24..<32 {
        for x in (left + 8)..<(left + 16) {
          let (u, v) = (x - left - 8, y - 24)
          let drawn: Bool
          switch k {
          case 0: drawn = v >= 5 && v <= 6
          case 1: drawn = u < 2 || u > 5 || v < 2 || v > 5
          default: drawn = abs(u - v) <= 1 || abs(u + v - 7) <= 1
          }
          if drawn { img[x, y] = mark }
        }
      }
    }
    // Scanned at 1.5×, as the scale of a 900 px window's shot is inferred: the 24 px discs
    // are then too thin round their marks to be surfaces.
    let r = scan(img, scale: 1.5)
    #expect(r.textRegions.isEmpty, "\(r.textRegions.map(\.box))")
    #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
  }

  /// Badges side by side (a white count on a red disc; a dark letter on a white one) stay
  /// text: their ink reaches the disc's edge, or the plate's edge is the core.
  @Test func badgesSideBySideStayText() {
    var img = RGBAImage(width: 240, height: 80, fill: Self.window)
    let red = RGBA8(red: 200, green: 40, blue: 40)
    for (k, text) in ["3", "7"].enumerated() {
      let cx = 60.0 + 34 * Double(k)
      P.disc(&img, red, cx: cx, cy: 40, r: 14)
      img.draw(
        text, x: Int(cx) - RGBAImage.textWidth(text, scale: 2) / 2,
        y: 40 - RGBAImage.textHeight(scale: 2) / 2, color: P.white, scale: 2)
    }
    let r = scan(img, scale: 1)
    #expect(r.textRegions.count >= 1, "\(r.textRegions.map(\.box))")
  }

  /// A calculator's digit keys at 1×: an "8" (two rings stacked) and a "0" (an elliptic
  /// ring), regular weight, 9 px tall, as DejaVu Sans draws them on Qt's keys: their
  /// counters, 2–3 px across, are too small to be surfaces, so each digit's blob fills its
  /// box like a solid shape (they were never found). Both are text and pass; a filled dot
  /// and a filled upright bar of the same size beside them stay no text.
  @Test func digitsWithInkedCountersAreText() {
    var img = RGBAImage(width: 300, height: 80, fill: Self.window)
    let key = RGBA8(red: 245, green: 245, blue: 245)
    let black = RGBA8(red: 0, green: 0, blue: 0)
    func ellipseRing(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, _ t: Double) {
      P.paint(&img, black, x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry) { x, y in
        let outer = (x - cx) * (x - cx) / (rx * rx) + (y - cy) * (y - cy) / (ry * ry)
        let inner = (x - cx) * (x - cx) / ((rx - t) * (rx - t)) + (y - cy) * (y - cy) / ((ry - t) * (ry - t))
        return outer <= 1 && inner >= 1
      }
    }
    for k in 0..<4 { P.roundedRect(&img, key, x: Double(10 + 58 * k), y: 10, w: 52, h: 60, radius: 3) }
    ellipseRing(36, 37.6, 3.1, 2.3, 1.2)
    ellipseRing(36, 42.2, 3.4, 2.5, 1.2)
    ellipseRing(94, 40, 3.4, 4.6, 1.2)
    P.disc(&img, black, cx: 152, cy: 40, r: 4)
    P.roundedRect(&img, black, x: 207, y: 35.4, w: 6.8, h: 9.2, radius: 1)
    let r = scan(img)
    for k in 0..<2 {
      let found = r.textRegions.filter { $0.box.x >= 10 + 58 * k && $0.box.x < 62 + 58 * k }
      #expect(
        found.count == 1 && found.allSatisfy { $0.outcome == .pass }, "key \(k): \(r.textRegions.map(\.box))")
    }
    #expect(r.textRegions.count == 2, "\(r.textRegions.map(\.box))")
    #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
  }

  /// A countered glyph too small to judge is no text: the same "0" read at 2× measures under
  /// 7 logical px, where a filled narrow blob is as likely a bold parenthesis beside its line
  /// (a docs page's "()" at 5.6 px, a review mark of its own before this), and would earn only
  /// a review mark.
  @Test func aCounteredGlyphTooSmallToJudgeIsNoText() {
    var img = RGBAImage(width: 120, height: 80, fill: Self.window)
    let black = RGBA8(red: 0, green: 0, blue: 0)
    P.roundedRect(&img, RGBA8(red: 245, green: 245, blue: 245), x: 10, y: 10, w: 52, h: 60, radius: 3)
    P.paint(&img, black, x0: 32.6, y0: 35.4, x1: 39.4, y1: 44.6) { x, y in
      let (cx, cy, rx, ry, t) = (36.0, 40.0, 3.4, 4.6, 1.2)
      let outer = (x - cx) * (x - cx) / (rx * rx) + (y - cy) * (y - cy) / (ry * ry)
      let inner = (x - cx) * (x - cx) / ((rx - t) * (rx - t)) + (y - cy) * (y - cy) / ((ry - t) * (ry - t))
      return outer <= 1 && inner >= 1
    }
    #expect(scan(img, scale: 1).textRegions.count == 1)
    let small = scan(img, scale: 2)
    #expect(small.textRegions.isEmpty, "\(small.textRegions.map { ($0.box, $0.fontSize) })")
  }

  /// A header bar's search button: a 16 px magnifying glass alone, pixel for pixel as GTK4
  /// draws it faded by a dimmed theme (2.7:1 on the bar, a failing "text" before this rule;
  /// "#" full ink, "+" half), scanned at 1.5× as a 900 px window's shot is. No text, no text
  /// finding.
  @Test func aSearchIconIsNotText() {
    let rows = [
      "...+#####+......", "..#########.....", ".###+++++###....", "+##+.....+##+...",
      "##+.......+##...", "##+.......+##...", "##+.......+##...", "##+.......+##...",
      "##+.......###...", "+##+.....+##+...", ".###++++####+...", ".+###########+..",
      "...+#####++###+.", "...........+###+", "............+###", ".............+##",
    ]
    let bar = RGBA8(red: 56, green: 56, blue: 56)
    var img = RGBAImage(width: 200, height: 60, fill: bar)
    for (y, row) in rows.enumerated() {
      for (x, c) in row.enumerated() where c != "." {
        let v: UInt8 = c == "#" ? 120 : 88
        img[85 + x, 19 + y] = RGBA8(red: v, green: v, blue: v)
      }
    }
    let r = scan(img, scale: 1.5)
    #expect(r.textRegions.isEmpty, "\(r.textRegions.map(\.box))")
    #expect(!r.findings.contains { $0.rule == .textContrast }, "\(r.findings.map(\.message))")
  }

  /// The glyphs with a bowl high and a stroke down the right are drawn like no magnifier.
  @Test(arguments: ["Q", "q", "9", "a", "d", "O", "@", "g", "p", "e", "o"])
  func glyphsAreNoMagnifier(_ glyph: String) throws {
    #expect(!Pictograms.isMagnifier(try PictogramTests().glyphShape(glyph)), "\(glyph)")
  }
}
