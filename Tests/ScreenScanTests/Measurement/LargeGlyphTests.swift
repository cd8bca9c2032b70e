import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Large bold titles, and the shapes that must not be taken for their parts, on 2× screens:
/// the built-in bitmap font (DejaVu Sans Bold, 13 px) blown up 8×, and a heavy title drawn
/// from rectangles, whose strokes are 16 to 17 px wide with flat middles that pass for
/// surfaces and whose counters ("O", "o") are large enough to be surfaces of their own, as
/// in a 34 pt bold title.
struct LargeGlyphTests {
  static let page = RGBA8(red: 242, green: 242, blue: 247)
  static let ink = RGBA8(red: 17, green: 17, blue: 17)
  static let white = RGBA8(red: 255, green: 255, blue: 255)

  func scan(_ image: RGBAImage, scale: Double = 2) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
  }

  /// Draws `text` glyph by glyph, each set `kerning` pixels closer to the one before than its
  /// advance (tight titles kern "Bo" and "oo" until their edges touch). Returns the right end.
  @discardableResult
  func draw(
    _ text: String, on image: inout RGBAImage, x: Int, y: Int, color: RGBA8, scale: Int, kerning: Int = 0
  ) -> Int {
    var pen = x
    for character in text {
      image.draw(String(character), x: pen, y: y, color: color, scale: scale)
      pen += RGBAImage.textWidth(String(character), scale: scale) - kerning
    }
    return pen + kerning
  }

  /// A heavy sans title drawn from rectangles ("Bookings", 96 px: cap height 70, x-height
  /// 52, strokes 17 px), each glyph's rectangles filled, then its counters cleared, with
  /// antialiased edges (4 × 4 samples a pixel) at fractional positions. Glyphs stand
  /// `spacing` pixels apart: 1.5 makes their antialiased edges touch.
  func drawBlockTitle(on image: inout RGBAImage, x: Double, baseline: Double, color: RGBA8, spacing: Double)
    -> Double
  {
    typealias Box = (x: Double, y: Double, width: Double, height: Double)
    // Per glyph: advance, filled boxes, cleared boxes; y measured down from the cap height.
    let glyphs: [(advance: Double, fill: [Box], clear: [Box])] = [
      (52, [(0, 0, 52, 70)], [(17, 14, 18, 17), (17, 44, 20, 12)]),  // B
      (56, [(0, 18, 56, 52)], [(17, 34, 22, 20)]),  // o
      (56, [(0, 18, 56, 52)], [(17, 34, 22, 20)]),  // o
      (50, [(0, 0, 17, 70), (17, 36, 16, 16), (33, 18, 17, 18), (33, 52, 17, 18)], []),  // k
      (17, [(0, 18, 17, 52), (0, 0, 17, 13)], []),  // i
      (50, [(0, 18, 17, 52), (0, 18, 50, 17), (33, 18, 17, 52)], []),  // n
      (52, [(0, 18, 52, 48), (35, 18, 17, 70), (0, 76, 52, 12)], [(17, 32, 18, 20)]),  // g
      (48, [(0, 18, 48, 13), (0, 18, 17, 26), (0, 40, 48, 12), (31, 40, 17, 30), (0, 57, 48, 13)], []),  // s
    ]
    let top = baseline - 70
    var pen = x
    for glyph in glyphs {
      func inside(_ px: Double, _ py: Double) -> Bool {
        func within(_ b: Box) -> Bool {
          px >= pen + b.x && px < pen + b.x + b.width && py >= top + b.y && py < top + b.y + b.height
        }
        return glyph.fill.contains(where: within) && !glyph.clear.contains(where: within)
      }
      for py in Int(top)...Int(top + 90) {
        for px in Int(pen)...Int(pen + glyph.advance) + 1 {
          var covered = 0
          for sy in 0..<4 {
            for sx in 0..<4
            where inside(Double(px) + (Double(sx) + 0.5) / 4, Double(py) + (Double(sy) + 0.5) / 4) {
              covered += 1
            }
          }
          guard covered > 0 else { continue }
          let under = image[px, py]
          func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) * Double(covered) + Double(b) * Double(16 - covered)) / 16 + 0.5)
          }
          image[px, py] = RGBA8(
            red: mix(color.red, under.red), green: mix(color.green, under.green),
            blue: mix(color.blue, under.blue))
        }
      }
      pen += glyph.advance + spacing
    }
    return pen - spacing
  }

  /// The one region on the title's row, whatever else the screen holds.
  func title(in result: ScanResult, row: ClosedRange<Int>) throws -> TextRegion {
    let found = result.textRegions.filter { row.contains($0.box.y + $0.box.height / 2) }
    try #require(found.count == 1, "\(found.map(\.box))")
    return found[0]
  }

  @Test func boldTitleWithSolidStrokesIsOneWord() throws {
    var image = RGBAImage(width: 700, height: 180, fill: Self.page)
    let end = draw("Settings", on: &image, x: 20, y: 40, color: Self.ink, scale: 8)
    let t = try title(in: scan(image), row: 40...150)
    // The whole word, its solid "S", "e" and "tt" too, not "Se" and "ings" apart.
    #expect(t.box.x <= 24 && t.box.x + t.box.width >= end - 12, "\(t.box) for 20..<\(end)")
    #expect(t.foreground == Self.ink)
    #expect(t.bold)
    // 13 px glyphs at 8× on a 2× screen: a 52 px font.
    #expect(abs(t.fontSize - 52) <= 6, "\(t.fontSize)")
  }

  @Test func largeGlyphsAroundCountersStayInTheirWord() throws {
    var image = RGBAImage(width: 1100, height: 360, fill: Self.white)
    let on = draw("On", on: &image, x: 20, y: 30, color: RGBA8(red: 142, green: 142, blue: 147), scale: 8)
    let deployments = draw("Deployments", on: &image, x: 20, y: 200, color: Self.ink, scale: 8)
    let result = scan(image)
    // "O" (its counter a surface of its own) with "n", not "n" alone.
    let first = try title(in: result, row: 30...140)
    #expect(first.box.x <= 24 && first.box.x + first.box.width >= on - 12, "\(first.box) for 20..<\(on)")
    let second = try title(in: result, row: 200...310)
    #expect(second.box.x <= 32 && second.box.x + second.box.width >= deployments - 12, "\(second.box)")
  }

  @Test func tightlyKernedTitleIsOneWord() throws {
    var image = RGBAImage(width: 600, height: 160, fill: Self.page)
    // Solid strokes 17 px wide, counters of B, o and g as surfaces, and glyphs whose
    // antialiased edges touch their neighbours'.
    let end = drawBlockTitle(on: &image, x: 20.37, baseline: 110.4, color: Self.ink, spacing: 1.5)
    let t = try title(in: scan(image), row: 30...130)
    #expect(t.box.x <= 22 && Double(t.box.x + t.box.width) >= end - 2, "\(t.box) for 20..<\(end)")
    #expect(abs(t.fontSize - 48) <= 5, "\(t.fontSize)")
    #expect(t.foreground == Self.ink)
  }

  /// Fills a rounded rectangle, its edge antialiased (4 × 4 samples a pixel) over what is there.
  func fillRounded(
    _ image: inout RGBAImage, x: Int, y: Int, width: Int, height: Int, radius: Double, color: RGBA8
  ) {
    func inside(_ px: Double, _ py: Double) -> Bool {
      let cx = min(max(px, Double(x) + radius), Double(x + width) - radius)
      let cy = min(max(py, Double(y) + radius), Double(y + height) - radius)
      return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= radius * radius
    }
    for py in y..<(y + height) {
      for px in x..<(x + width) {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4
          where inside(Double(px) + (Double(sx) + 0.5) / 4, Double(py) + (Double(sy) + 0.5) / 4) {
            covered += 1
          }
        }
        let under = image[px, py]
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
          UInt8((Double(a) * Double(covered) + Double(b) * Double(16 - covered)) / 16 + 0.5)
        }
        image[px, py] = RGBA8(
          red: mix(color.red, under.red), green: mix(color.green, under.green),
          blue: mix(color.blue, under.blue))
      }
    }
  }

  /// What must stay a surface: a pill whose label is drawn in the page's color, and a badge
  /// whose digit is. Around the label their insides are stroke-thin, like a glyph's core.
  @Test func labelsInThePageColorKeepTheirChip() throws {
    let chip = RGBA8(red: 20, green: 90, blue: 60)
    var image = RGBAImage(width: 400, height: 200, fill: Self.white)
    fillRounded(&image, x: 40, y: 40, width: 140, height: 44, radius: 22, color: chip)
    draw("Overdue", on: &image, x: 58, y: 46, color: Self.white, scale: 2)
    fillRounded(&image, x: 260, y: 30, width: 44, height: 44, radius: 22, color: chip)
    draw("4", on: &image, x: 273, y: 36, color: Self.white, scale: 2)
    let r = scan(image, scale: 2)
    let labels = r.textRegions.filter { $0.foreground == Self.white }
    #expect(
      labels.contains { $0.box.x >= 40 && $0.box.x + $0.box.width <= 180 && $0.background == chip },
      "\(r.textRegions.map(\.box))")
    #expect(
      labels.contains { $0.box.x >= 260 && $0.box.x + $0.box.width <= 304 && $0.background == chip },
      "\(r.textRegions.map(\.box))")
  }

  /// Rings beside a label are not glyphs around a counter: a checkbox (its inside twice its
  /// ink) and a switch's track around its knob (twice as wide as tall).
  @Test func checkboxAndSwitchBesideALabelStayOut() throws {
    var image = RGBAImage(width: 420, height: 200, fill: Self.white)
    let gray = RGBA8(red: 170, green: 170, blue: 170)
    image.stroke(x: 20, y: 30, width: 24, height: 24, color: gray, thickness: 1)
    draw("Default", on: &image, x: 54, y: 28, color: Self.ink, scale: 2)
    // The switch: a light track, outlined, with a gray knob at its left end.
    image.fill(x: 20, y: 120, width: 48, height: 24, color: RGBA8(red: 235, green: 235, blue: 235))
    image.stroke(x: 20, y: 120, width: 48, height: 24, color: gray, thickness: 2)
    for y in 0..<16 {
      for x in 0..<16 where (x - 8) * (x - 8) + (y - 8) * (y - 8) <= 64 {
        image[24 + x, 124 + y] = RGBA8(red: 150, green: 150, blue: 150)
      }
    }
    draw("Default", on: &image, x: 80, y: 118, color: Self.ink, scale: 2)
    let r = scan(image, scale: 1)
    let top = try title(in: r, row: 20...70)
    #expect(top.box.x >= 52, "\(top.box)")
    let bottom = try title(in: r, row: 110...160)
    #expect(bottom.box.x >= 78, "\(bottom.box)")
  }
}
