import ColorScience
import Testing

@testable import ScreenScan

/// `DisabledAside` fires: a navbar whose last link is disabled beside the current one.
struct DisabledAsideRuleTests {
  @Test func aDisabledLinkIsSetAsideBesideTheCurrentOne() {
    let (_, trace) = explained(RowEvidenceTests().navbar(disabled: true))
    #expect(trace.modifiers.contains("DisabledAside"), "\(trace.candidates.map(\.outcome))")
  }
}
