import ColorScience
import Testing

@testable import ScreenScan

/// `TypefaceCue` fires: a monospace run between proportional words.
struct TypefaceCueRuleTests {
  @Test func monospaceRunsAmongProseAreCode() {
    let (findings, trace) = explained(ProseRowTests().row(code: "**text**", monospace: true, above: false))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("TypefaceCue"), "\(trace.candidates.map(\.outcome))")
  }
}
