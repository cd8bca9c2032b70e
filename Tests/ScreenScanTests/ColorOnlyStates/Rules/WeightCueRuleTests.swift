import ColorScience
import Testing

@testable import ScreenScan

/// `WeightCue` fires: two segments, the filled one bold.
struct WeightCueRuleTests {
  @Test func aBoldSegmentHasAWeightCue() {
    let (findings, trace) = explained(ColorOnlyStateTests().twoSegments(filled: true, bold: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("WeightCue"), "\(trace.candidates.map(\.outcome))")
  }
}
