import ColorScience
import Testing

@testable import ScreenScan

/// `RepeatedWordColumn` fires: a status column, \"Late\" in red among \"Paid\".
struct RepeatedWordColumnRuleTests {
  @Test func aStatusColumnRepeatingOneWordIsContent() {
    let (findings, trace) = explained(
      StateEvidenceTests().column(["Paid", "Paid", "Late", "Paid", "Paid"], red: 2))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("RepeatedWordColumn"), "\(trace.candidates.map(\.outcome))")
  }
}
