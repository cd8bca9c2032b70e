import ColorScience
import Testing

@testable import ScreenScan

/// `LeadingBlockCue` fires: buttons, two with a filled check box and one with a hollow one.
struct LeadingBlockCueRuleTests {
  @Test func filledCheckBoxesAreACue() {
    let (findings, trace) = explained(
      ShapeStateTests().checkboxButtons(checked: [true, false, true], boxes: true))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("LeadingBlockCue"), "\(trace.candidates.map(\.outcome))")
  }
}
