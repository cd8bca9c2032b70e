import ColorScience
import Testing

@testable import ScreenScan

/// `SingleSelection` fires: a sidebar with two items of six in an accent color.
struct SingleSelectionRuleTests {
  @Test func twoAccentedItemsInANavColumnAreNoCurrentPage() {
    let (findings, trace) = explained(ColorOnlyStateTests().sidebar(pitch: 76, accented: [1, 3]))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("SingleSelection"), "\(trace.candidates.map(\.outcome))")
  }
}
