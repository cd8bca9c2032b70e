import ColorScience
import Testing

@testable import ScreenScan

/// `MinimumConfidence` fires: badges in three looks, unevenly spaced.
struct MinimumConfidenceRuleTests {
  @Test func unevenBadgesAreNoControl() {
    let (findings, trace) = explained(StateEvidenceTests().badges([0, 0, 1, 2]))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("MinimumConfidence"), "\(trace.candidates.map(\.outcome))")
  }

  /// The control: unread senders in the accent color with no other cue pass every rule.
  @Test func unreadSendersInTheAccentColorAreKept() {
    let (findings, trace) = explained(
      RecordListTests().inbox(unread: [1, 4], unreadColor: RecordListTests.accent))
    #expect(findings.count == 1)
    #expect(trace.rules(.kept) == ["MinimumConfidence"])
  }
}
