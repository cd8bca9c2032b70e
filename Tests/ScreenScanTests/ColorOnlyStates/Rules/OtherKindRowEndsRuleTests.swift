import ColorScience
import Testing

@testable import ScreenScan

/// `OtherKindRowEnds` fires: a row of links whose end piece is a line of prose far wider than the items.
struct OtherKindRowEndsRuleTests {
  @Test func aWideLabelAtARowsEndLeavesTheRow() {
    let (_, trace) = explained(
      LinkedCodeTests().page(linkColor: LinkedCodeTests.blue, plainColor: LinkedCodeTests.body))
    #expect(trace.modifiers.contains("OtherKindRowEnds"), "\(trace.candidates.map(\.outcome))")
  }
}
