import ColorScience
import Testing

@testable import ScreenScan

/// `WordSpacedRow` fires: runs of one prose line a word space apart.
struct WordSpacedRowRuleTests {
  @Test func wordsAWordSpaceApartAreProse() {
    let (findings, trace) = explained(
      LinkedCodeTests().page(linkColor: LinkedCodeTests.blue, plainColor: LinkedCodeTests.blue))
    #expect(findings.isEmpty)
    #expect(trace.rules(.dropped).contains("WordSpacedRow"), "\(trace.candidates.map(\.outcome))")
  }
}
