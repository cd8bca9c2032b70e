import ColorScience
import Testing

@testable import ScreenScan

/// `LeadingIconCue` fires: chips whose selected one leads with a check mark.
struct LeadingIconCueRuleTests {
  @Test func aCheckMarkBeforeTheSelectedChipIsACue() {
    let (findings, trace) = explained(ColorOnlyStateTests().chips(check: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("LeadingIconCue"), "\(trace.candidates.map(\.outcome))")
  }
}
