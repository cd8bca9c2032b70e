import ColorScience
import Testing

@testable import ScreenScan

/// `MarkInkCue` fires: tabs whose active one has an indicator bar.
struct MarkInkCueRuleTests {
  @Test func anIndicatorUnderTheActiveTabIsAMark() {
    let (findings, trace) = explained(ColorOnlyStateTests().tabs(indicator: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("MarkInkCue"), "\(trace.candidates.map(\.outcome))")
  }
}
