import ColorScience
import Testing

@testable import ScreenScan

/// `BarUnderOdd` fires: app bar tabs whose active one has a bar under it.
struct BarUnderOddRuleTests {
  @Test func aBarUnderTheActiveAppBarTabIsACue() {
    let (findings, trace) = explained(ColorOnlyStateTests().appBarTabs(bar: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("BarUnderOdd"), "\(trace.candidates.map(\.outcome))")
  }
}
