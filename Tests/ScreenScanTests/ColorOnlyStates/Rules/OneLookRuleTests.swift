import ColorScience
import Testing

@testable import ScreenScan

/// `OneLook` fires: segments of one label look whose frames are all one pale gray.
struct OneLookRuleTests {
  @Test func oneLookAndFramesOfOneColorAreNoState() {
    let (findings, trace) = explained(
      ShapeStateTests().buttonGroup(selectedBorder: RGBA8(red: 229, green: 229, blue: 229)))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("OneLook"), "\(trace.candidates.map(\.outcome))")
  }

  /// Labels of one look whose frames differ in color alone: kept, as `borderFinding` has it.
  @Test func framesRecoloredAloneAreKept() {
    let (findings, trace) = explained(
      ShapeStateTests().buttonGroup(selectedBorder: RGBA8(red: 153, green: 153, blue: 153)))
    #expect(findings.count == 1)
    #expect(trace.rules(.kept).contains("OneLook"))
  }
}
