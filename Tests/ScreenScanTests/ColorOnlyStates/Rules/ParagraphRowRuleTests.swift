import ColorScience
import Testing

@testable import ScreenScan

/// `ParagraphRow` fires: a prose line under a line of the same paragraph.
struct ParagraphRowRuleTests {
  @Test func aLineOfAParagraphIsNoRow() {
    let (findings, trace) = explained(ProseRowTests().row(code: "data.txt", monospace: false, above: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("ParagraphRow"), "\(trace.candidates.map(\.outcome))")
  }
}
