import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Icons are no text (issue 15): pictograms drawn in code with antialiased edges, where
/// screens put them (in a tile, above a tab label, before a menu label, in a status bar),
/// beside the short text that must stay text (a badge's digit, initials, "OK", "@", "%").
struct PictogramTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 60, green: 60, blue: 67)

  func scan(_ image: RGBAImage, scale: Double = 2) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
  }

  // MARK: Drawing

  /// Paints `color` over the pixels of the box where `inside` holds, each pixel covered in
  /// proportion to how many of its 4×4 sample points fall inside (antialiased edges, as a
  /// browser draws an SVG icon). Coordinates are in pixels.
  static func paint(
    _ img: inout RGBAImage, _ color: RGBA8, x0: Double, y0: Double, x1: Double, y1: Double,
    inside: (Double, Double) -> Bool
  ) {
    for y in max(0, Int(y0.rounded(.down)))..<min(img.height, Int(y1.rounded(.up)) + 1) {
      for x in max(0, Int(x0.rounded(.down)))..<min(img.width, Int(x1.rounded(.up)) + 1) {
        var hits = 0
        for sy in 0..<4 {
          for sx in 0..<4 where inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4)
          { hits += 1 }
        }
        guard hits > 0 else { continue }
        let a = Double(hits) / 16
        let under = img[x, y]
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * a + Double(b) * (1 - a)).rounded()) }
        img[x, y] = RGBA8(
          red: mix(color.red, under.red), green: mix(color.green, under.green),
          blue: mix(color.blue, under.blue))
      }
    }
  }

  static func disc(_ img: inout RGBAImage, _ color: RGBA8, cx: Double, cy: Double, r: Double) {
    paint(&img, color, x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r) { x, y in
      (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
    }
  }

  /// A ring of outer radius `r` and stroke `t`; only its upper half when `upperHalf`.
  static func ring(
    _ img: inout RGBAImage, _ color: RGBA8, cx: Double, cy: Double, r: Double, t: Double,
    upperHalf: Bool = false
  ) {
    paint(&img, color, x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r) { x, y in
      let d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy)
      return d2 <= r * r && d2 >= (r - t) * (r - t) && (!upperHalf || y <= cy)
    }
  }

  static func roundedRect(
    _ img: inout RGBAImage, _ color: RGBA8, x: Double, y: Double, w: Double, h: Double, radius: Double
  ) {
    paint(&img, color, x0: x, y0: y, x1: x + w, y1: y + h) { px, py in
      let dx = max(x + radius - px, 0, px - (x + w - radius))
      let dy = max(y + radius - py, 0, py - (y + h - radius))
      return px >= x && px <= x + w && py >= y && py <= y + h && dx * dx + dy * dy <= radius * radius
    }
  }

  /// An outlined person, `size` pixels square, top-left at x, y: a ring for the head over
  /// the upper half of a larger ring for the shoulders.
  static func person(_ img: inout RGBAImage, _ color: RGBA8, x: Double, y: Double, size s: Double) {
    let t = s * 0.09
    ring(&img, color, cx: x + s / 2, cy: y + s * 0.28, r: s * 0.2, t: t)
    ring(&img, color, cx: x + s / 2, cy: y + s * 0.95, r: s * 0.42, t: t, upperHalf: true)
  }

  /// A sun, `size` pixels square: a ring with eight short rays drawn apart around it.
  static func sun(_ img: inout RGBAImage, _ color: RGBA8, x: Double, y: Double, size s: Double) {
    let (cx, cy) = (x + s / 2, y + s / 2)
    ring(&img, color, cx: cx, cy: cy, r: s * 0.2, t: s * 0.08)
    let diagonal = 0.5.squareRoot()
    for (dx, dy) in [
      (1.0, 0.0), (diagonal, diagonal), (0, 1), (-diagonal, diagonal), (-1, 0), (-diagonal, -diagonal),
      (0, -1), (diagonal, -diagonal),
    ] {
      disc(&img, color, cx: cx + dx * s * 0.4, cy: cy + dy * s * 0.4, r: s * 0.07)
    }
  }

  /// An outlined five-pointed star, `size` pixels square.
  static func star(_ img: inout RGBAImage, _ color: RGBA8, x: Double, y: Double, size s: Double) {
    func points(_ outer: Double, _ inner: Double) -> [(Double, Double)] {
      (0..<10).map { k in
        let angle = Double(k) * Double.pi / 5 - Double.pi / 2
        let r = k % 2 == 0 ? outer : inner
        return (x + s / 2 + r * cosine(angle), y + s * 0.53 + r * sine(angle))
      }
    }
    func inside(_ p: [(Double, Double)], _ px: Double, _ py: Double) -> Bool {
      var odd = false
      for i in p.indices {
        let (ax, ay) = p[i]
        let (bx, by) = p[(i + 1) % p.count]
        if (ay > py) != (by > py), px < ax + (py - ay) * (bx - ax) / (by - ay) { odd.toggle() }
      }
      return odd
    }
    let outer = points(s * 0.5, s * 0.2)
    let hole = points(s * 0.5 - s * 0.16, s * 0.2 - s * 0.06)
    paint(&img, color, x0: x, y0: y, x1: x + s, y1: y + s) { px, py in
      inside(outer, px, py) && !inside(hole, px, py)
    }
  }

  /// Sine and cosine by their Taylor series after range reduction (the test needs a few
  /// angles, not Foundation).
  static func sine(_ a: Double) -> Double {
    var x = a.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi }
    if x < -Double.pi { x += 2 * Double.pi }
    var term = x
    var sum = x
    for n in 1...10 {
      term *= -x * x / Double((2 * n) * (2 * n + 1))
      sum += term
    }
    return sum
  }
  static func cosine(_ a: Double) -> Double { sine(a + Double.pi / 2) }

  /// A 2×2 grid of filled rounded squares, `size` pixels square.
  static func grid(_ img: inout RGBAImage, _ color: RGBA8, x: Double, y: Double, size s: Double) {
    let cell = s * 0.44
    for (i, j) in [(0.0, 0.0), (1, 0), (0, 1), (1, 1)] {
      roundedRect(
        &img, color, x: x + i * (s - cell), y: y + j * (s - cell), w: cell, h: cell, radius: cell * 0.2)
    }
  }

  /// Three rounded bars of stepped heights on one baseline, `size` pixels square.
  static func barChart(_ img: inout RGBAImage, _ color: RGBA8, x: Double, y: Double, size s: Double) {
    let w = s * 0.18
    for (k, h) in [0.6, 1.0, 0.75].enumerated() {
      roundedRect(&img, color, x: x + Double(k) * s * 0.41, y: y + s * (1 - h), w: w, h: s * h, radius: w / 2)
    }
  }

  /// The detected lines that overlap the box.
  func regions(_ r: ScanResult, in box: PixelBox) -> [TextRegion] {
    r.textRegions.filter {
      $0.box.x < box.x + box.width && box.x < $0.box.x + $0.box.width && $0.box.y < box.y + box.height
        && box.y < $0.box.y + $0.box.height
    }
  }

  // MARK: Icons are not text

  /// A sidebar: each menu label led by its icon (a bar chart, a sun, a person), a row gap
  /// apart. Only the labels are text.
  @Test func iconsBeforeMenuLabelsAreNotText() throws {
    var img = RGBAImage(width: 500, height: 300, fill: Self.white)
    let gray = RGBA8(red: 150, green: 150, blue: 150)  // 2.96:1 on white: would fail as text
    Self.barChart(&img, gray, x: 40, y: 40, size: 40)
    Self.sun(&img, gray, x: 40, y: 120, size: 40)
    Self.person(&img, gray, x: 40, y: 200, size: 40)
    for (k, label) in ["Reports", "Settings", "Profile"].enumerated() {
      img.draw(label, x: 110, y: 44 + 80 * k, color: Self.ink, scale: 2)
    }
    let r = scan(img)
    for k in 0..<3 {
      #expect(
        regions(r, in: PixelBox(x: 36, y: 36 + 80 * k, width: 48, height: 48)).isEmpty,
        "icon \(k): \(r.textRegions.map(\.box))")
    }
    #expect(r.textRegions.count == 3, "\(r.textRegions.map(\.box))")
    #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
  }

  /// An icon so close to its label that the grouper joins them into one line, in another
  /// color than the label's: split off by color, the run that is an icon (a bar chart; a
  /// person's shoulders, its head a piece of its own) is no text either.
  @Test func iconsJoinedToTheirLabelsAreSplitOff() throws {
    var img = RGBAImage(width: 500, height: 220, fill: Self.white)
    let gray = RGBA8(red: 150, green: 150, blue: 150)
    Self.barChart(&img, gray, x: 40, y: 40, size: 40)
    Self.person(&img, gray, x: 40, y: 130, size: 40)
    img.draw("Reports", x: 92, y: 52, color: Self.ink, scale: 2)
    img.draw("Profile", x: 92, y: 150, color: Self.ink, scale: 2)
    let r = scan(img)
    #expect(r.textRegions.count == 2, "\(r.textRegions.map(\.box))")
    #expect(r.textRegions.allSatisfy { $0.foreground == Self.ink })
    #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
  }

  /// A settings list: each row's icon white in a colored rounded square (a person, a star,
  /// a sun), its label beside the tile. White on these tiles is under 4.5:1; as text the
  /// icons were findings ("FAIL 4.17:1 #ffffff on #c85a50").
  @Test func iconsInTilesAreNotText() throws {
    var img = RGBAImage(width: 600, height: 330, fill: RGBA8(red: 28, green: 28, blue: 30))
    let tiles = [
      RGBA8(red: 200, green: 90, blue: 80), RGBA8(red: 227, green: 63, blue: 159),
      RGBA8(red: 66, green: 214, blue: 190),
    ]
    for (k, tile) in tiles.enumerated() {
      let y = 30 + 100 * Double(k)
      Self.roundedRect(&img, tile, x: 30, y: y, w: 64, h: 64, radius: 14)
      switch k {
      case 0: Self.person(&img, Self.white, x: 44, y: y + 14, size: 36)
      case 1: Self.star(&img, Self.white, x: 44, y: y + 14, size: 36)
      default: Self.sun(&img, Self.white, x: 44, y: y + 14, size: 36)
      }
      img.draw(["Account", "Favorites", "Display"][k], x: 120, y: Int(y) + 18, color: Self.white, scale: 2)
    }
    let r = scan(img)
    for k in 0..<3 {
      #expect(
        regions(r, in: PixelBox(x: 30, y: 30 + 100 * k, width: 64, height: 64)).isEmpty,
        "tile \(k): \(r.textRegions.map(\.box))")
    }
    #expect(r.textRegions.count == 3, "\(r.textRegions.map(\.box))")
  }

  /// A tab bar: icons (a person, a sun, a 2×2 grid) above their labels. Only the labels
  /// are text.
  @Test func tabBarIconsAboveLabelsAreNotText() throws {
    var img = RGBAImage(width: 600, height: 200, fill: RGBA8(red: 8, green: 7, blue: 9))
    let gray = RGBA8(red: 109, green: 109, blue: 109)  // 3.9:1: would fail as text
    Self.person(&img, gray, x: 70, y: 50, size: 48)
    Self.sun(&img, gray, x: 270, y: 50, size: 48)
    Self.grid(&img, gray, x: 470, y: 50, size: 48)
    for (k, label) in ["Profile", "Settings", "Library"].enumerated() {
      let w = RGBAImage.textWidth(label, scale: 2)
      img.draw(label, x: 94 + 200 * k - w / 2, y: 112, color: gray, scale: 2)
    }
    let r = scan(img)
    #expect(
      regions(r, in: PixelBox(x: 0, y: 40, width: 600, height: 64)).isEmpty, "\(r.textRegions.map(\.box))")
    #expect(r.textRegions.count == 3, "\(r.textRegions.map(\.box))")
    // The labels themselves still fail.
    #expect(r.findings.filter { $0.rule == .textContrast }.count == 3)
  }

  /// A status bar: signal bars of stepped heights and a battery (a charge inside an
  /// outline) beside the time. Only the time is text.
  @Test func statusBarIconsAreNotText() throws {
    var img = RGBAImage(width: 780, height: 80, fill: Self.white)
    img.draw("9:41", x: 60, y: 26, color: RGBA8(red: 0, green: 0, blue: 0), scale: 2)
    for (k, h) in [9.0, 15, 20, 26].enumerated() {
      Self.roundedRect(
        &img, RGBA8(red: 0, green: 0, blue: 0), x: 640 + Double(k) * 8, y: 52 - h, w: 6, h: h, radius: 1.5)
    }
    Self.roundedRect(&img, RGBA8(red: 0, green: 0, blue: 0), x: 690, y: 28, w: 44, h: 24, radius: 6)
    Self.roundedRect(&img, Self.white, x: 692.5, y: 30.5, w: 39, h: 19, radius: 4)
    Self.roundedRect(&img, RGBA8(red: 0, green: 0, blue: 0), x: 695, y: 33, w: 34, h: 14, radius: 3)
    // The battery's cap, touching its body.
    Self.roundedRect(&img, RGBA8(red: 0, green: 0, blue: 0), x: 733.5, y: 35, w: 4, h: 9, radius: 1.5)
    let r = scan(img)
    #expect(
      regions(r, in: PixelBox(x: 630, y: 20, width: 120, height: 40)).isEmpty, "\(r.textRegions.map(\.box))")
    #expect(regions(r, in: PixelBox(x: 50, y: 20, width: 100, height: 40)).count == 1)
  }

  // MARK: Short text stays text

  /// The risk of telling icons from glyphs: one- and two-glyph text in the same places. A
  /// count on a badge, initials on an avatar, a letter on a tile, a digit above a label,
  /// "OK" or "%" before one: all stay text, and a failing one fails. (R, e, Q, &, @ and 8
  /// in the built-in bitmap face are found by no scan, their counters being too small to
  /// be background: `glyphShapesAreNoIcons` checks them by their shape.)
  @Test(arguments: ["3", "7", "4", "JB", "OK", "99+", "%", "A"])
  func shortTextInIconPlacesStaysText(_ text: String) throws {
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    let red = RGBA8(red: 240, green: 80, blue: 70)  // white on it: 3.4:1, fails 4.5:1
    let w = RGBAImage.textWidth(text, scale: 2)
    let h = RGBAImage.textHeight(scale: 2)
    // On a badge (a filled circle) and on a tile (a rounded square).
    Self.disc(&img, red, cx: 80, cy: 80, r: 30 + Double(w) / 4)
    img.draw(text, x: 80 - w / 2, y: 80 - h / 2, color: Self.white, scale: 2)
    Self.roundedRect(&img, red, x: 180, y: 50, w: 60, h: 60, radius: 14)
    img.draw(text, x: 210 - w / 2, y: 80 - h / 2, color: Self.white, scale: 2)
    // Above a label, and before one.
    img.draw(text, x: 360 - w / 2, y: 50, color: Self.ink, scale: 2)
    img.draw("Label", x: 360 - RGBAImage.textWidth("Label", scale: 1) / 2, y: 84, color: Self.ink, scale: 1)
    img.draw(text, x: 460, y: 60, color: Self.ink, scale: 2)
    img.draw("Settings", x: 460 + w + 14, y: 64, color: Self.ink, scale: 1)
    let r = scan(img)
    for (place, box) in [
      ("badge", PixelBox(x: 50, y: 50, width: 60, height: 60)),
      ("tile", PixelBox(x: 180, y: 50, width: 60, height: 60)),
      ("above a label", PixelBox(x: 330, y: 45, width: 60, height: 35)),
      ("before a label", PixelBox(x: 455, y: 55, width: w + 10, height: 35)),
    ] {
      #expect(!regions(r, in: box).isEmpty, "\(text) \(place): \(r.textRegions.map(\.box))")
    }
    let badge = try #require(regions(r, in: PixelBox(x: 50, y: 50, width: 60, height: 60)).first)
    #expect(badge.outcome == .fail && badge.foreground == Self.white)
  }

  /// The core of a glyph drawn at 3× in the built-in face (DejaVu Sans Bold): its pixels
  /// at least half inked.
  func glyphShape(_ text: String) throws -> PartShape {
    var img = RGBAImage(width: 80, height: 60, fill: Self.white)
    img.draw(text, x: 10, y: 5, color: RGBA8(red: 0, green: 0, blue: 0), scale: 3)
    let ink = { (x: Int, y: Int) in img[x, y].red < 128 }
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<img.height {
      for x in 0..<img.width where ink(x, y) {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    let shape = PartShape.measure(
      minX: minX, minY: minY, width: maxX - minX + 1, height: maxY - minY + 1, isCore: ink)
    return try #require(shape)
  }

  /// The letters and signs whose counters sit where an icon's inside does (high up like a
  /// head: R, P, 9, e, &, %; large like an outline's: Q, D, O, 0, @, 8, g, q, A, 6) are
  /// drawn like neither a person nor an outline.
  @Test(arguments: ["R", "P", "9", "e", "&", "%", "Q", "D", "O", "0", "@", "8", "g", "q", "A", "6", "B", "a"])
  func glyphShapesAreNoIcons(_ glyph: String) throws {
    let shape = try glyphShape(glyph)
    #expect(!Pictograms.isPerson(shape), "\(glyph)")
    #expect(!Pictograms.isOutline(shape, share: 0.45), "\(glyph)")
  }

  /// And the icons are: the outlined person, the star.
  @Test func iconShapesAreIcons() throws {
    func drawn(_ draw: (inout RGBAImage) -> Void) throws -> PartShape {
      var img = RGBAImage(width: 60, height: 60, fill: Self.white)
      draw(&img)
      let ink = { (x: Int, y: Int) in img[x, y].red < 128 }
      let shape = PartShape.measure(minX: 0, minY: 0, width: 60, height: 60, isCore: ink)
      return try #require(shape)
    }
    let black = RGBA8(red: 0, green: 0, blue: 0)
    // The person's head touches its shoulders here, one blob, as at small sizes.
    let person = try drawn {
      Self.ring(&$0, black, cx: 30, cy: 18, r: 10, t: 3.5)
      Self.ring(&$0, black, cx: 30, cy: 52, r: 24, t: 3.5, upperHalf: true)
    }
    #expect(Pictograms.isPerson(person))
    let star = try drawn { Self.star(&$0, black, x: 4, y: 4, size: 52) }
    #expect(Pictograms.isOutline(star, share: 0.5))
  }

  /// Two short lines stacked tightly are two lines of text, not a stacked icon: rows of a
  /// grid line up part over like part, text does not.
  @Test func stackedShortLinesStayText() {
    var img = RGBAImage(width: 300, height: 200, fill: Self.white)
    img.draw("12", x: 100, y: 50, color: Self.ink, scale: 3)
    img.draw("-5", x: 100, y: 50 + RGBAImage.textHeight(scale: 3), color: Self.ink, scale: 3)
    let r = scan(img)
    #expect(r.textRegions.count == 2, "\(r.textRegions.map(\.box))")
  }

  // MARK: The shape measures

  /// A ring has one hole, is symmetric and convex; its core is all band. A crescent is no
  /// mirror image of itself; a battery has a charge standing inside its hole.
  @Test func partShapeMeasuresHolesSymmetryAndIslands() throws {
    func shape(_ inside: (Int, Int) -> Bool, _ w: Int, _ h: Int) throws -> PartShape {
      let measured = PartShape.measure(minX: 0, minY: 0, width: w, height: h, isCore: inside)
      return try #require(measured)
    }
    let ring = try shape(
      { x, y in
        let d = (x - 15) * (x - 15) + (y - 15) * (y - 15)
        return d <= 225 && d >= 121
      }, 31, 31)
    #expect(ring.holes.count == 1 && ring.islandShare == 0)
    #expect(ring.mirrorSimilarity > 0.95 && ring.solidity > 0.9 && ring.outlineShare > 0.97)
    let crescent = try shape(
      { x, y in
        (x - 15) * (x - 15) + (y - 15) * (y - 15) <= 225 && (x - 21) * (x - 21) + (y - 15) * (y - 15) > 144
      }, 31, 31)
    #expect(crescent.mirrorSimilarity < 0.6)
    let battery = try shape(
      { x, y in
        let frame = x < 3 || x > 36 || y < 3 || y > 16
        let charge = x >= 6 && x <= 33 && y >= 6 && y <= 13
        return frame || charge
      }, 40, 20)
    #expect(battery.islandShare > 0.4)
    // A dotted zero: its dot is an island too, but a small share of the counter.
    let zero = try shape(
      { x, y in
        let d = (x - 10) * (x - 10) * 4 + (y - 15) * (y - 15)
        return (d <= 225 && d >= 121) || ((x - 10) * (x - 10) + (y - 15) * (y - 15) <= 4)
      }, 21, 31)
    #expect(zero.islandShare > 0 && zero.islandShare < 0.3)
  }
}
