import ColorScience
import Testing

struct SuggestionTests {
  @Test func typosGetTheNearestCandidate() {
    #expect(Suggestion.nearest(to: "scna", among: ["scan", "simulate", "check"]) == "scan")
    #expect(
      Suggestion.nearest(to: "text-contrat", among: ["text-contrast", "pair-contrast"]) == "text-contrast")
    #expect(Suggestion.nearest(to: "failon", among: ["failOn", "include"]) == "failOn")
  }

  /// A third of the word's length, at least two edits: a different word is not a typo.
  @Test func differentWordsGetNone() {
    #expect(Suggestion.nearest(to: "palette", among: ["scan", "check"]) == nil)
    #expect(Suggestion.nearest(to: "ab", among: ["xyz"]) == nil)
    #expect(Suggestion.nearest(to: "ab", among: ["xy"]) == "xy")
  }

  @Test func tiesAreStableAndLongWordsAreSkipped() {
    #expect(Suggestion.nearest(to: "cat", among: ["cot", "bat"]) == "bat")
    #expect(Suggestion.nearest(to: "cat", among: ["bat", "cot"]) == "bat")
    #expect(
      Suggestion.nearest(to: String(repeating: "a", count: 65), among: [String(repeating: "a", count: 64)])
        == nil)
  }

  @Test func deltaEIsShownToOneDecimal() {
    #expect(DeltaE.formatted(8.84) == "8.8")
    #expect(DeltaE.formatted(8.85) == "8.9")
    #expect(DeltaE.formatted(46) == "46.0")
  }
}
