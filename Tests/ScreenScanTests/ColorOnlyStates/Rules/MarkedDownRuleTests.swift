import ColorScience
import Testing

@testable import ScreenScan

/// `MarkedDown` fires: a row of days whose first two are a paler gray.
struct MarkedDownRuleTests {
  @Test func grayedDaysAreMarkedDown() {
    let (findings, trace) = explained(
      StateEvidenceTests().dayRow(firstTwo: RGBA8(red: 165, green: 165, blue: 165)))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("MarkedDown"), "\(trace.candidates.map(\.outcome))")
  }
}
