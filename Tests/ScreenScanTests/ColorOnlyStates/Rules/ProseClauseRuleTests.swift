import ColorScience
import Testing

@testable import ScreenScan

/// `ProseClause` fires: a row whose first run is a clause of prose before a code chip.
struct ProseClauseRuleTests {
  @Test func aClauseLongRunIsNoLabel() {
    let (findings, trace) = explained(
      StateEvidenceTests().clauseRow("inside a module; for example, the fully-qualified name"))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("ProseClause"), "\(trace.candidates.map(\.outcome))")
  }
}
