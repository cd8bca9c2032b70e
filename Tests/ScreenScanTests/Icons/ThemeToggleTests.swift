import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// A docs theme's header toggles are icons, not text (issue 33, item 3's web class): an
/// outlined sun (a ring with eight rays, a theme toggle) drawn at 3× just before a
/// triangle of the table-of-contents button, which the grouper joins into one line that no
/// icon object contained, so it was boxed as ~12 px text.
struct ThemeToggleTests {
  typealias P = PictogramTests
  static let black = RGBA8(red: 0, green: 0, blue: 0)

  /// A sun at (50, 50): a ring of radius 12.5, 4 px thick, and eight rays 9 px long, 3.6 px
  /// thick, from 19 px out, as furo draws its toggle at 3×; then the contents button's
  /// triangle; then, when `word` is given, that word after it at the built-in face's 3×.
  static func header(word: String? = nil) -> RGBAImage {
    var img = RGBAImage(width: 300, height: 100, fill: P.white)
    let (cx, cy) = (50.0, 50.0)
    P.ring(&img, black, cx: cx, cy: cy, r: 12.5, t: 4)
    let d = 0.5.squareRoot()
    for (ux, uy) in [(1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d), (0, -1), (d, -d)] {
      P.paint(&img, black, x0: cx - 29, y0: cy - 29, x1: cx + 29, y1: cy + 29) { x, y in
        let (dx, dy) = (x - cx, y - cy)
        let along = dx * ux + dy * uy
        let across = abs(-dx * uy + dy * ux)
        return along >= 19 && along <= 28 && across <= 1.8
      }
    }
    if let word {
      img.draw(word, x: 93, y: 40, color: black, scale: 3)
    } else {
      // The contents button's triangle, pointing left, 13 × 20 px.
      P.paint(&img, RGBA8(red: 90, green: 92, blue: 99), x0: 87, y0: 40, x1: 100, y1: 60) { x, y in
        x >= 87 && x <= 100 && abs(y - 50) <= (x - 87) * 10 / 13
      }
    }
    return img
  }

  @Test func aSunBesideAnotherIconIsNotText() {
    let r = ScreenScanner(options: ScanOptions(scale: 3)).scan(Self.header())
    #expect(r.textRegions.isEmpty, "\(r.textRegions.map(\.box))")
  }

  /// A word after the sun keeps the line text: most of its ink is no sun.
  @Test func aWordAfterASunStaysText() {
    let r = ScreenScanner(options: ScanOptions(scale: 3)).scan(Self.header(word: "Light"))
    #expect(r.textRegions.contains { $0.box.x + $0.box.width > 120 }, "\(r.textRegions.map(\.box))")
  }
}
