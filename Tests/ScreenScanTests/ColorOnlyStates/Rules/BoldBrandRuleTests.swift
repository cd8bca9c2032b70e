import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `BoldBrand` fires: a navbar whose brand is set bold in the links' size and color.
///
/// The test font reads bold at every size (its stems are a seventh of its height), where a
/// real navbar's links are set in a regular face: the links' measured weight is set to a
/// regular face's (stems 0.09 of the size, no bold flag). The brand, drawn three times a
/// pixel apart, keeps the weight the scan measured.
struct BoldBrandRuleTests {
  static func regularLinks(_ lines: inout [TextRegion]) {
    for k in lines.indices where lines[k].box.x >= 300 {
      lines[k].bold = false
      lines[k].stemRatio = 0.09
    }
  }

  @Test func aBoldBrandLeavesTheRow() throws {
    let judged = JudgedGroup(
      LargerBrandRuleTests.navbar(brandScale: 2, boldBrand: true), axis: .row, adjusting: Self.regularLinks)
    try #require(judged.lines.count == 5, "\(judged.steps)")
    #expect(judged.lines[0].bold, "the brand reads bold: \(judged.steps)")
    #expect(judged.modifiers == ["BoldBrand"], "\(judged.steps)")
    // The current link is reported among the four links; the brand is no member.
    let f = try #require(judged.finding, "\(judged.steps)")
    #expect(f.boxes.count == 4 && f.boxes.allSatisfy { $0.x >= 300 }, "\(f.boxes)")
  }

  /// A brand in the links' weight stays: it is an item like them.
  @Test func aRegularBrandStays() {
    let judged = JudgedGroup(
      LargerBrandRuleTests.navbar(brandScale: 2), axis: .row,
      adjusting: { lines in
        for k in lines.indices {
          lines[k].bold = false
          lines[k].stemRatio = 0.09
        }
      })
    #expect(!judged.modifiers.contains("BoldBrand"), "\(judged.steps)")
    #expect(judged.finding?.boxes.count == 5, "\(judged.steps)")
  }
}
