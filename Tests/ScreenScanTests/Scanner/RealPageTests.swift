import ColorScience
import Foundation
import Imaging
import Testing

@testable import ScreenScan

/// What pages styled by real design systems show and generated screens do not: code lines
/// of many colors, near-invisible labels, icons beside text.
struct RealPageTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let black = RGBA8(red: 0, green: 0, blue: 0)

  func scan(_ image: RGBAImage, scale: Double = 2) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
  }

  /// `Sequence[str]` in syntax colors, with no space between the tokens: each color is its
  /// own region, judged alone (WCAG judges the red `[` by its own contrast).
  @Test func aCodeLineOfTwoColorsIsJudgedPerColor() throws {
    let red = RGBA8(red: 231, green: 76, blue: 60)  // 3.82:1 on white
    let green = RGBA8(red: 0, green: 128, blue: 0)  // 5.14:1
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    var x = 40
    for (token, color) in [("Sequence[", red), ("str", green), ("]", red)] {
      img.draw(token, x: x, y: 60, color: color, scale: 2)
      x += RGBAImage.textWidth(token, scale: 2)
    }
    let r = scan(img).textRegions.sorted { $0.box.x < $1.box.x }
    try #require(r.count >= 3, "\(r.map(\.box))")
    let strStart = 40 + RGBAImage.textWidth("Sequence[", scale: 2)
    let strEnd = strStart + RGBAImage.textWidth("str", scale: 2)
    let str = try #require(r.first { $0.box.x >= strStart - 2 && $0.box.x < strStart + 6 })
    #expect(str.foreground == green)
    #expect(str.outcome == .pass)
    #expect(str.box.x + str.box.width <= strEnd + 2)
    // Every region outside `str` is red and fails, the lone bracket too.
    let others = r.filter { $0.box.x != str.box.x }
    #expect(others.allSatisfy { $0.foreground == red && $0.outcome == .fail })
    #expect(others.contains { $0.box.x >= strEnd - 2 })
  }

  /// Thin glyphs at 1× never reach their ink color; a lighter core of the same ink is no
  /// new run, so one-color words stay whole.
  @Test func antialiasedGlyphsOfOneColorStayOneLine() throws {
    var img = RGBAImage(width: 500, height: 120, fill: Self.white)
    img.draw("illustrating lily fill", x: 20, y: 40, color: RGBA8(red: 41, green: 128, blue: 185), scale: 1)
    img.draw("illustrating lily fill", x: 20, y: 80, color: RGBA8(red: 60, green: 60, blue: 60), scale: 1)
    let r = scan(img, scale: 1).textRegions
    #expect(r.count == 2, "\(r.map(\.box))")
  }

  /// A white label on an off-white sidebar (1.05:1, a dashboard's dark-theme sidebar gone
  /// wrong) is found and fails; a glow under a card as faint is no text. (Fainter text, whose
  /// antialiased edges step by 2 or less per pixel, is in `FaintTextTests`.)
  @Test(arguments: [1, 2]) func nearInvisibleLabelIsAFinding(scale: Int) throws {
    let surface = RGBA8(red: 248, green: 249, blue: 250)
    var img = RGBAImage(width: 600, height: 300, fill: surface)
    img.draw("Orders", x: 40, y: 40, color: Self.white, scale: scale)
    img.fill(x: 300, y: 200, width: 200, height: 12, color: Self.white)  // a glow under a card
    img.fill(x: 300, y: 212, width: 200, height: 4, color: RGBA8(red: 252, green: 252, blue: 253))
    let result = scan(img, scale: Double(scale))
    let r = result.textRegions
    try #require(r.count == 1, "\(r.map(\.box)) \(r.map(\.ratio))")
    #expect(r[0].box.y < 100)
    #expect(r[0].ratio > 1.02 && r[0].ratio < 1.06)
    #expect(r[0].outcome == .fail)
    #expect(result.findings.count == 1)
  }

  /// A dark panel's label one shade lighter than the panel (#272b2f on #212529, 1.08:1): its
  /// antialiased edges step into the panel, so the panel's sampled pixels hold the label's
  /// color. It is still found, and measured against the panel, not against itself.
  @Test(arguments: [1, 2]) func aLabelOneShadeOffADarkPanelIsMeasuredAgainstThePanel(scale: Int) throws {
    let panel = RGBA8(red: 33, green: 37, blue: 41)
    let label = RGBA8(red: 39, green: 43, blue: 47)
    var img = RGBAImage(width: 600, height: 200, fill: panel)
    img.draw("Customers", x: 40, y: 60, color: label, scale: scale)
    let r = scan(img, scale: Double(scale)).textRegions
    try #require(!r.isEmpty, "the label is not found")
    #expect(
      r.allSatisfy { $0.background == panel && $0.outcome == .fail },
      "\(r.map(\.background)) \(r.map(\.ratio))")
    #expect(r.allSatisfy { $0.ratio > 1.05 && $0.ratio < 1.1 }, "\(r.map(\.ratio))")
  }

  /// A wood-grain page margin (the Sphinx "scrolls" theme draws one): streaks a few codes
  /// darker than a grain that itself varies by 1.2:1. The streaks stand out from the grain
  /// less than the grain varies, so they are texture, not two dozen "text" lines at 1.02:1;
  /// black text drawn on the same grain is still found.
  @Test func woodGrainIsNoText() throws {
    let (width, height) = (400, 300)
    var img = RGBAImage(width: width, height: height, fill: Self.white)
    var seed: UInt32 = 12345
    func next() -> Int {
      seed = (seed &* 1_103_515_245 &+ 12345) & 0x7fff_ffff
      return Int(seed)
    }
    var streak = [Int](repeating: 0, count: width * height)
    for _ in 0..<300 {
      let (x, y, length, depth) = (next() % width, next() % height, 8 + next() % 24, 3 + next() % 6)
      for yy in y..<min(height, y + length) {
        for xx in [x, x + 1] where xx < width { streak[yy * width + xx] = depth }
      }
    }
    for y in 0..<height {
      for x in 0..<width {
        let grain = 6 * sin(Double(x) / 5 + Double(y) / 40) + 4 * sin(Double(x) / 13 + 1)
        let t = Int(grain.rounded()) - streak[y * width + x]
        img[x, y] = RGBA8(red: UInt8(209 + t), green: UInt8(211 + t), blue: UInt8(215 + t))
      }
    }
    img.draw("Station", x: 150, y: 250, color: Self.black, scale: 1)
    let r = scan(img, scale: 1).textRegions
    // Every region found is the drawn text (its box may take in a streak beside it).
    let text = PixelBox(x: 150, y: 250, width: RGBAImage.textWidth("Station"), height: 10)
    #expect(
      r.allSatisfy {
        $0.box.x < text.x + text.width && $0.box.x + $0.box.width > text.x && $0.box.y < text.y + text.height
          && $0.box.y + $0.box.height > text.y
      },
      "\(r.map(\.box)) \(r.map(\.ratio))")
    #expect(r.contains { $0.foreground == Self.black })
  }

  /// Brushed metal: columns of slightly different grays (up to 1.15:1 between them) with darker
  /// streaks here and there, each a lone scratch as tall as a letter at 1.1–1.2:1. A lone
  /// stroke that faint on a busy surface has nothing of text but its height; near-invisible
  /// ink is text there only as a row of glyphs. A faint word on the same metal is still
  /// found.
  @Test func loneStreaksOnBrushedMetalAreNoText() throws {
    let (width, height) = (400, 240)
    var img = RGBAImage(width: width, height: height, fill: Self.white)
    var seed: UInt32 = 777
    func next() -> Int {
      seed = (seed &* 1_103_515_245 &+ 12345) & 0x7fff_ffff
      return Int(seed >> 8)
    }
    // Bands of light and dark columns a few pixels wide, with a code of noise: neighbouring
    // columns differ by two codes at most, columns a band apart by up to fifteen.
    let columns = (0..<width).map { x in Int((8 + 7 * sin(Double(x) / 6)).rounded()) + next() % 2 }
    for y in 0..<height {
      for x in 0..<width {
        let v = UInt8(206 + columns[x])
        img[x, y] = RGBA8(red: v, green: v &+ 2, blue: v &+ 6)
      }
    }
    for k in 0..<12 {
      let (x, y) = (20 + 30 * k, 30 + (k % 3) * 40)
      let depth = UInt8(14 + k % 4)
      for yy in y..<(y + 11) {
        for xx in (x + (yy / 4) % 2)..<(x + (yy / 4) % 2 + 2) {
          let p = img[xx, yy]
          img[xx, yy] = RGBA8(red: p.red - depth, green: p.green - depth, blue: p.blue - depth)
        }
      }
    }
    let word = RGBA8(red: 150, green: 152, blue: 156)
    img.draw("Station", x: 150, y: 200, color: word, scale: 1)
    let r = scan(img, scale: 1).textRegions
    #expect(r.allSatisfy { $0.box.y >= 195 }, "\(r.map(\.box)) \(r.map(\.ratio))")
    #expect(r.contains { $0.box.y >= 195 && $0.box.x >= 145 }, "\(r.map(\.box))")
  }

  /// A validated field: its value, then a green check mark at its right end. The mark is no
  /// text; letters of like outline ("v", "V", "J") are no check marks.
  @Test func aCheckMarkBesideTextIsNoText() throws {
    let green = RGBA8(red: 25, green: 135, blue: 84)
    var img = RGBAImage(width: 700, height: 300, fill: Self.white)
    img.draw("Jane Doe", x: 40, y: 60, color: Self.black, scale: 2)
    img.line(from: (560, 70), to: (572, 84), color: green, thickness: 5)
    img.line(from: (572, 84), to: (596, 56), color: green, thickness: 5)
    for (k, letter) in ["v", "V", "J"].enumerated() {
      img.draw(letter, x: 60 + 150 * k, y: 200, color: green, scale: 3)
    }
    let r = scan(img).textRegions
    #expect(!r.contains { $0.box.x >= 540 && $0.box.y < 120 }, "\(r.map(\.box))")
    #expect(r.contains { $0.foreground == Self.black && $0.box.y < 120 })
    // The shape test itself, on each drawing's ink: only the mark is one.
    func isCheckMark(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
      let ink = { (x: Int, y: Int) in img[x, y] != Self.white }
      let xs = (x0...x1).filter { x in (y0...y1).contains { ink(x, $0) } }
      let ys = (y0...y1).filter { y in (x0...x1).contains { ink($0, y) } }
      return IconShapes.isCheckMark(
        minX: xs.min()!, minY: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1,
        isInk: ink)
    }
    #expect(isCheckMark(540, 40, 620, 110))
    for k in 0..<3 { #expect(!isCheckMark(50 + 150 * k, 190, 150 + 150 * k, 260), "letter \(k)") }
  }

  /// `int = 500` in a signature: the bars of `=` are far shorter than the glyphs beside them
  /// but sit across their middle, so the line stays whole and the `=` is judged with it.
  @Test func anEqualsSignStaysInItsLine() throws {
    let blue = RGBA8(red: 41, green: 128, blue: 185)
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    img.draw("int = 500", x: 40, y: 60, color: blue, scale: 2)
    let r = scan(img).textRegions
    try #require(r.count == 1, "\(r.map(\.box))")
    let equals = 40 + RGBAImage.textWidth("int ", scale: 2)
    #expect(r[0].box.x <= 42 && r[0].box.x + r[0].box.width >= equals + RGBAImage.textWidth("= 5", scale: 2))
    #expect(r[0].outcome == .fail)
  }

  /// `">Alan</` in HTML highlighting: the gray punctuation is the black name's ink lighter,
  /// on the same ray from the background, so hue cannot split it; at 2× every glyph of the
  /// black ink reaches black somewhere, and the gray glyphs stop at their own gray, a
  /// plateau of it. Each shade is its own region, the gray failing (2.85:1) and the black
  /// passing, as the DOM has them.
  @Test func grayPunctuationBesideABlackNameIsJudgedAlone() throws {
    let gray = RGBA8(red: 153, green: 153, blue: 153)
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    var x = 40
    for (token, color) in [("\">", gray), ("Alan", Self.black), ("</", gray), ("li", Self.black)] {
      img.draw(token, x: x, y: 60, color: color, scale: 2)
      x += RGBAImage.textWidth(token, scale: 2)
    }
    let r = scan(img).textRegions.sorted { $0.box.x < $1.box.x }
    let alanStart = 40 + RGBAImage.textWidth("\">", scale: 2)
    let grays = r.filter { $0.foreground == gray }
    #expect(grays.count == 2, "\(r.map(\.box)) \(r.map(\.foreground))")
    #expect(grays.allSatisfy { $0.outcome != .pass }, "\(grays.map(\.outcome))")
    #expect(grays.first.map { $0.box.x + $0.box.width <= alanStart + 1 } == true)
    let alan = try #require(r.first { $0.foreground == Self.black })
    #expect(alan.box.x >= alanStart - 1 && alan.outcome == .pass)
  }

  /// An inbox preview ending in "...": at 1× its dots never cover a pixel whole, so their
  /// cores stop well short of the text's gray, and a space sets them apart: a run of their
  /// own, but of no ink of their own (no plateau). Read from their marks they are no text;
  /// they are not sized as their line and judged.
  @Test func anEllipsisOfAntialiasedDotsIsNoRunOfItsOwn() throws {
    let gray = RGBA8(red: 107, green: 114, blue: 128)
    var img = RGBAImage(width: 500, height: 120, fill: Self.white)
    img.draw("in the last note about", x: 20, y: 40, color: gray, scale: 1)
    // Dots of 2×2 px off the pixel grid: coverage 0.25 to 0.75, as a browser draws them.
    let x0 = 24 + RGBAImage.textWidth("in the last note about", scale: 1)
    for k in 0..<3 {
      let x = x0 + 4 * k
      for (dx, dy, coverage) in [(0, 0, 0.3), (1, 0, 0.5), (0, 1, 0.45), (1, 1, 0.75)] {
        let c = { (v: UInt8) in UInt8((255 - coverage * (255 - Double(v))).rounded()) }
        img[x + dx, 51 + dy] = RGBA8(red: c(gray.red), green: c(gray.green), blue: c(gray.blue))
      }
    }
    let r = scan(img, scale: 1).textRegions
    #expect(r.allSatisfy { $0.outcome == .pass }, "\(r.map(\.box)) \(r.map(\.foreground))")
    #expect(r.allSatisfy { $0.box.x < x0 }, "\(r.map(\.box))")
  }

  /// `width: 200` with a gray `:` between a green key and a blue value: the colon is a run
  /// of its own, two dots that alone read as 3 px type, no text at all; it is set in its
  /// line's type and judged.
  @Test func aColonOfItsOwnColorIsJudged() throws {
    let green = RGBA8(red: 0, green: 128, blue: 0)
    let gray = RGBA8(red: 153, green: 153, blue: 153)
    let blue = RGBA8(red: 0, green: 90, blue: 160)
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    var x = 40
    for (token, color) in [("width", green), (":", gray), ("200", blue)] {
      img.draw(token, x: x, y: 60, color: color, scale: 2)
      x += RGBAImage.textWidth(token, scale: 2)
    }
    let r = scan(img).textRegions
    let colon = try #require(r.first { $0.foreground == gray }, "\(r.map(\.box)) \(r.map(\.foreground))")
    #expect(colon.outcome == .fail)
    #expect(colon.box.x >= 40 + RGBAImage.textWidth("width", scale: 2) - 2)
    #expect(colon.fontSize > 10, "\(colon.fontSize)")
  }

  /// A select field: its value, then the down chevron of the menu (darker than the value, so
  /// the line splits there). The chevron is no text; "v" and "w" are no chevrons.
  @Test func aSelectArrowIsNoText() throws {
    let gray = RGBA8(red: 110, green: 110, blue: 110)
    let dark = RGBA8(red: 52, green: 58, blue: 64)
    var img = RGBAImage(width: 700, height: 300, fill: Self.white)
    img.draw("Open this menu", x: 40, y: 60, color: gray, scale: 2)
    let arrow = 40 + RGBAImage.textWidth("Open this menu ", scale: 2)
    img.line(from: (arrow, 68), to: (arrow + 11, 79), color: dark, thickness: 3)
    img.line(from: (arrow + 11, 79), to: (arrow + 22, 68), color: dark, thickness: 3)
    img.draw("v w", x: 60, y: 200, color: dark, scale: 3)
    let r = scan(img).textRegions
    #expect(!r.contains { $0.box.x >= arrow - 4 && $0.box.y < 120 }, "\(r.map(\.box))")
    #expect(r.contains { $0.foreground == gray && $0.box.y < 120 })
    func isChevron(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
      let ink = { (x: Int, y: Int) in img[x, y] != Self.white }
      let xs = (x0...x1).filter { x in (y0...y1).contains { ink(x, $0) } }
      let ys = (y0...y1).filter { y in (x0...x1).contains { ink($0, y) } }
      return IconShapes.isDownChevron(
        minX: xs.min()!, minY: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1,
        isInk: ink)
    }
    #expect(isChevron(arrow - 3, 62, arrow + 26, 86))
    let w = 60 + RGBAImage.textWidth("v ", scale: 3)
    #expect(!isChevron(58, 190, w - 4, 260))
    #expect(!isChevron(w - 2, 190, w + RGBAImage.textWidth("w", scale: 3) + 2, 260))
  }

  /// A badge label at 1×, tightly set: the antialiased gaps between its letters differ from
  /// the badge, so the whole word is one blob, three quarters full. It is a word all the
  /// same (and white on this green fails); a solid bar as wide is no text.
  @Test func aBadgeWordWhoseLettersTouchIsText() throws {
    let green = RGBA8(red: 119, green: 179, blue: 0)
    var img = RGBAImage(width: 400, height: 120, fill: Self.black)
    img.fill(x: 30, y: 30, width: 90, height: 24, color: green)
    img.draw("Success", x: 36, y: 35, color: Self.white, scale: 1)
    // Tight tracking: the badge pixels between the letters' stems hold a faint mix, as at 1×.
    let end = 36 + RGBAImage.textWidth("Success", scale: 1)
    for x in 37..<(end - 1) {
      for y in 41..<46 where img[x, y] == green { img[x, y] = RGBA8(red: 150, green: 200, blue: 60) }
    }
    img.fill(x: 200, y: 38, width: 60, height: 8, color: Self.white)  // a bar, not a word
    let r = scan(img, scale: 1).textRegions
    try #require(r.count == 1, "\(r.map(\.box))")
    #expect(r[0].box.x < 50 && r[0].outcome == .fail)
  }

  /// An outlined star on a colored tile (a settings row's icon): its hole is a star, which
  /// a row across its legs enters twice. No text; the counters of letters are no such holes.
  @Test func anOutlinedIconIsNoText() throws {
    let orange = RGBA8(red: 222, green: 66, blue: 38)
    var img = RGBAImage(width: 700, height: 300, fill: Self.black)
    img.fill(x: 30, y: 30, width: 80, height: 80, color: orange)
    let points = (0..<10).map { k -> (x: Int, y: Int) in
      let angle = Double(k) * Double.pi / 5 - Double.pi / 2
      let radius = k % 2 == 0 ? 15.0 : 7.0
      return (70 + Int((radius * cos(angle)).rounded()), 72 + Int((radius * sin(angle)).rounded()))
    }
    for k in 0..<10 { img.line(from: points[k], to: points[(k + 1) % 10], color: Self.white, thickness: 2) }
    img.draw("Favorites", x: 140, y: 55, color: Self.white, scale: 2)
    let r = scan(img).textRegions
    #expect(!r.contains { $0.box.x < 120 }, "\(r.map(\.box))")
    #expect(r.contains { $0.box.x >= 138 })
    // The shape test on each letter with a counter, drawn alone.
    for letter in ["o", "e", "a", "g", "B", "8", "A", "4", "R", "Q", "%"] {
      var glyph = RGBAImage(width: 80, height: 80, fill: Self.white)
      glyph.draw(letter, x: 10, y: 10, color: Self.black, scale: 3)
      let ink = { (x: Int, y: Int) in glyph[x, y] != Self.white }
      let xs = (0..<80).filter { x in (0..<80).contains { ink(x, $0) } }
      let ys = (0..<80).filter { y in (0..<80).contains { ink($0, y) } }
      #expect(
        !IconShapes.hasBentHole(
          minX: xs.min()!, minY: ys.min()!, width: xs.max()! - xs.min()! + 1,
          height: ys.max()! - ys.min()! + 1, isInk: ink),
        "\(letter)")
    }
  }
}
