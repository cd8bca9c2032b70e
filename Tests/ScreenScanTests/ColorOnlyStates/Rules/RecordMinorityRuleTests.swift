import ColorScience
import Testing

@testable import ScreenScan

/// `RecordMinority` fires: an inbox whose entries split three and three.
struct RecordMinorityRuleTests {
  @Test func anEvenSplitOfEntriesIsNoState() {
    let (findings, trace) = explained(
      RecordListTests().inbox(unread: [0, 1, 2], unreadColor: RecordListTests.accent))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("RecordMinority"), "\(trace.candidates.map(\.outcome))")
  }
}
