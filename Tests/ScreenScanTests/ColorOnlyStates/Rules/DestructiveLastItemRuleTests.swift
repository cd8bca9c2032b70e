import ColorScience
import Testing

@testable import ScreenScan

/// `DestructiveLastItem` fires: a settings list whose last item is red.
struct DestructiveLastItemRuleTests {
  @Test func aRedLastSettingIsADestructiveAction() {
    let (findings, trace) = explained(
      ListSelectionTests().settings(odd: 3, color: ListSelectionTests.red), scale: 1)
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("DestructiveLastItem"), "\(trace.candidates.map(\.outcome))")
  }
}
