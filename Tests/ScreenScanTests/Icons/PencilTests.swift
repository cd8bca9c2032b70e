import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// An edit button's pencil at 1× is an icon, not text (issue 33, item 2): libadwaita's
/// 16 px pencil, drawn in outline, is one blob and was boxed as ~21 px text at a card's
/// corner.
struct PencilTests {
  typealias P = PictogramTests

  /// libadwaita's pencil at 1×, pixel for pixel ("#" full ink, "+" three fifths).
  static let pencil = [
    "...........+.....",
    ".........+###+...",
    "........+#####...",
    ".......+######+..",
    "......+#######...",
    ".....+##+.###+...",
    "....+##+.+##+....",
    "...+##+.+##+.....",
    "..+##+.+##+......",
    ".+##+.+##+.......",
    "+##+.+##+........",
    "###.+##+.........",
    "######+..........",
    "#####+...........",
    "####+............",
  ]

  /// The pencil alone at a card's corner: no text.
  @Test func aPencilIsNotText() {
    var img = RGBAImage(width: 120, height: 60, fill: P.white)
    GearTests.draw(Self.pencil, on: &img, x: 80, y: 20, ink: P.ink, paper: P.white)
    img.draw("Title", x: 10, y: 10, color: P.ink)
    let r = ScreenScanner(options: ScanOptions(scale: 1)).scan(img)
    #expect(!r.textRegions.contains { $0.box.x >= 70 }, "\(r.textRegions.map(\.box))")
    #expect(r.textRegions.contains { $0.box.x < 70 }, "\(r.textRegions.map(\.box))")
  }
}
