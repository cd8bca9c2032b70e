import ColorScience
import Testing

@testable import ScreenScan

/// `UnderlineCue` fires: a breadcrumb whose links are underlined.
struct UnderlineCueRuleTests {
  @Test func underlinedCrumbsAreACue() {
    let (findings, trace) = explained(RowEvidenceTests().breadcrumb(underlined: true), scale: 1)
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("UnderlineCue"), "\(trace.candidates.map(\.outcome))")
  }
}
