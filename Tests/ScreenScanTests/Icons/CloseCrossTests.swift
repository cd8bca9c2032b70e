import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// A lone "×" is a close button's glyph, not text (issue 33, item 2): libadwaita's close
/// button at 2× (a thick cross on a gray disc) was boxed as a line of text on every shot. The
/// same cross on a calculator's key, among keys labelled with text, stays text.
struct CloseCrossTests {
  typealias P = PictogramTests
  static let bar = RGBA8(red: 235, green: 235, blue: 235)
  static let dark = RGBA8(red: 46, green: 46, blue: 46)

  /// A cross `size` px square whose strokes are `half` px either side of the diagonals.
  static func cross(_ img: inout RGBAImage, _ color: RGBA8, x: Double, y: Double, size: Double, half: Double)
  {
    P.paint(&img, color, x0: x, y0: y, x1: x + size, y1: y + size) { px, py in
      guard px >= x, px <= x + size, py >= y, py <= y + size else { return false }
      let (u, v) = (px - x, py - y)
      return abs(u - v) <= half * 2.squareRoot() || abs(u + v - size) <= half * 2.squareRoot()
    }
  }

  /// A header bar at 2× with its title and a close button at the right: a 16 px cross on a
  /// 48 px disc. The title is text; the cross is none.
  @Test func aCloseButtonsCrossIsNotText() {
    var img = RGBAImage(width: 400, height: 100, fill: Self.bar)
    img.draw("Welcome", x: 120, y: 42, color: Self.dark, scale: 2)
    P.disc(&img, RGBA8(red: 217, green: 217, blue: 217), cx: 340, cy: 50, r: 24)
    Self.cross(&img, Self.dark, x: 332, y: 42, size: 16, half: 2.2)
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    #expect(!r.textRegions.contains { $0.box.x > 300 }, "\(r.textRegions.map(\.box))")
    #expect(r.textRegions.contains { $0.box.x < 300 }, "\(r.textRegions.map(\.box))")
  }

  /// A keypad at 1× whose bottom-left key holds a 12 px cross among keys labelled with
  /// text: a multiplication key, text.
  @Test func aCrossOnAKeyAmongLabelledKeysIsText() {
    var img = RGBAImage(width: 200, height: 216, fill: Self.bar)
    for row in 0..<3 {
      for column in 0..<3 {
        P.roundedRect(
          &img, RGBA8(red: 245, green: 245, blue: 245), x: Double(10 + 58 * column), y: Double(10 + 66 * row),
          w: 52, h: 60, radius: 3)
      }
    }
    for (n, name) in ["MC", "MR", "MS", "AC", "CE", "OK"].enumerated() {
      img.draw(name, x: 28 + 58 * (n % 3), y: 35 + 66 * (n / 3), color: Self.dark)
    }
    Self.cross(&img, Self.dark, x: 30, y: 166, size: 12, half: 1.6)
    let r = ScreenScanner(options: ScanOptions(scale: 1)).scan(img)
    #expect(r.textRegions.contains { $0.box.x < 62 && $0.box.y > 142 }, "\(r.textRegions.map(\.box))")
  }
}
