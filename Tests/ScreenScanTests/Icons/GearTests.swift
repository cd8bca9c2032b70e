import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// A settings gear at 1× is an icon, not text (issue 33, item 2): libadwaita's 14 px gear
/// before a list row's title is one blob (its teeth joined to its ring), its centre a counter
/// too small to be a surface, and it was boxed as a glyph of ~19 px text.
struct GearTests {
  typealias P = PictogramTests

  /// libadwaita's gear at 1×, pixel for pixel ("#" full ink, "+" three fifths).
  static let gear = [
    "......##......",
    "..+#+.##.+#+..",
    "..+########+..",
    "...########...",
    "+####++++####+",
    "####+....+####",
    ".+##+....+##+.",
    ".+##+....+##+.",
    "####+....+####",
    "+####++++####+",
    "...########...",
    "..+########+..",
    "..+#+.##.+#+..",
    "......##......",
  ]

  /// Draws pixel art: "#" in `ink`, "+" three fifths of the way from `paper` to it.
  static func draw(_ rows: [String], on img: inout RGBAImage, x: Int, y: Int, ink: RGBA8, paper: RGBA8) {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((3 * Int(a) + 2 * Int(b)) / 5) }
    let half = RGBA8(
      red: mix(ink.red, paper.red), green: mix(ink.green, paper.green), blue: mix(ink.blue, paper.blue))
    for (dy, row) in rows.enumerated() {
      for (dx, c) in row.enumerated() where c != "." { img[x + dx, y + dy] = c == "#" ? ink : half }
    }
  }

  /// The gear before a row's title: the title is text, the gear none.
  @Test func aGearBeforeItsLabelIsNotText() {
    var img = RGBAImage(width: 240, height: 50, fill: P.white)
    Self.draw(Self.gear, on: &img, x: 20, y: 18, ink: P.ink, paper: P.white)
    img.draw("Rows have", x: 50, y: 20, color: P.ink)
    let r = ScreenScanner(options: ScanOptions(scale: 1)).scan(img)
    #expect(!r.textRegions.contains { $0.box.x < 40 }, "\(r.textRegions.map(\.box))")
    #expect(r.textRegions.contains { $0.box.x >= 40 }, "\(r.textRegions.map(\.box))")
  }

  /// Glyphs ringed round a bare centre are no gear: "O", "0", "@", "#" and "o" at 2×.
  @Test(arguments: ["O", "0", "@", "#", "o", "8", "%", "*"])
  func glyphsAreNoGear(_ glyph: String) {
    var img = RGBAImage(width: 60, height: 60, fill: P.white)
    img.draw(glyph, x: 20, y: 20, color: P.ink, scale: 2)
    #expect(!Self.isGear(img))
    var gear = RGBAImage(width: 60, height: 60, fill: P.white)
    Self.draw(Self.gear, on: &gear, x: 20, y: 20, ink: P.ink, paper: P.white)
    #expect(Self.isGear(gear))
  }

  /// Whether the largest blob of the image is a gear.
  static func isGear(_ img: RGBAImage) -> Bool {
    WidgetPartTests.largestBlob(of: img) { $0.isGear($1) }
  }
}
