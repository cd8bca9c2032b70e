import ColorScience
import Testing

@testable import ScreenScan

/// `PositionExplained` fires: a month grid whose weekend columns share their look.
struct PositionExplainedRuleTests {
  @Test func aGridColumnOfOneLookIsToldByPosition() {
    let (_, trace) = explained(StateEvidenceTests().monthGrid(selected: nil))
    #expect(trace.modifiers.contains("PositionExplained"), "\(trace.candidates.map(\.outcome))")
  }
}
