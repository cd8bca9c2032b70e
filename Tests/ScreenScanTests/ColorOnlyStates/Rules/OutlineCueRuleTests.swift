import ColorScience
import Testing

@testable import ScreenScan

/// `OutlineCue` fires: tabs whose active one stands in an outline.
struct OutlineCueRuleTests {
  @Test func anOutlinedActiveTabIsACue() {
    let (findings, trace) = explained(StateEvidenceTests().tabs(framed: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("OutlineCue"), "\(trace.candidates.map(\.outcome))")
  }
}
