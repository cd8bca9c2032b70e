import ColorScience
import Testing

@testable import ScreenScan

/// `UsualLook` fires: a month grid with no day selected: once position explains the weekends, nothing is odd.
struct UsualLookRuleTests {
  @Test func noOddItemLeftIsNoState() {
    let (findings, trace) = explained(StateEvidenceTests().monthGrid(selected: nil))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("UsualLook"), "\(trace.candidates.map(\.outcome))")
  }
}
