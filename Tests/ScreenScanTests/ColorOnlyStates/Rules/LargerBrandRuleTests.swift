import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `LargerBrand` fires: a navbar whose brand, in the links' color, is set larger than them.
struct LargerBrandRuleTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let gray = RGBA8(red: 90, green: 90, blue: 90)
  static let blue = RGBA8(red: 0, green: 122, blue: 255)

  /// A navbar at 2×: "Acme" (at `brandScale`, bold when `boldBrand`), then four links, the
  /// second current in blue.
  static func navbar(brandScale: Int, boldBrand: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: 1280, height: 200, fill: white)
    for dx in 0...(boldBrand ? 2 : 0) {
      img.draw("Acme", x: 40 + dx, y: 100 - 7 * brandScale, color: gray, scale: brandScale)
    }
    for (k, link) in ["Home", "Docs", "News", "More"].enumerated() {
      img.draw(link, x: 300 + 160 * k, y: 86, color: k == 1 ? blue : gray, scale: 2)
    }
    return img
  }

  @Test func aLargerBrandLeavesTheRow() throws {
    let judged = JudgedGroup(Self.navbar(brandScale: 3), axis: .row)
    try #require(judged.lines.count == 5, "\(judged.steps)")
    #expect(judged.modifiers.first == "LargerBrand", "\(judged.steps)")
    // The current link is reported among the four links; the brand is no member.
    let f = try #require(judged.finding, "\(judged.steps)")
    #expect(f.boxes.count == 4 && f.boxes.allSatisfy { $0.x >= 300 }, "\(f.boxes)")
  }

  /// A brand in the links' size stays: a selected first item is an item.
  @Test func aBrandInTheLinksSizeStays() {
    let judged = JudgedGroup(Self.navbar(brandScale: 2), axis: .row)
    #expect(!judged.modifiers.contains("LargerBrand"), "\(judged.steps)")
    #expect(judged.finding?.boxes.count == 5, "\(judged.steps)")
  }
}
