import ColorScience
import Testing

@testable import ScreenScan

/// `BarBesideOdd` fires: a side navigation whose current item has a bar at its edge.
struct BarBesideOddRuleTests {
  @Test func aBarBesideTheCurrentNavItemIsACue() {
    let (findings, trace) = explained(ListSelectionTests().sideNav(bar: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("BarBesideOdd"), "\(trace.candidates.map(\.outcome))")
  }
}
