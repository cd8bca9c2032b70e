import Testing

@testable import PaletteReview

/// PairRatios behaves as a dictionary from pair key to ratio.
struct PairRatiosTests {
  @Test func storesReplacesAndGrowsLikeADictionary() {
    var table = PairRatios(capacity: 2)
    var reference: [Int: Double] = [:]
    // Keys as the checker makes them, in a grid and with repeats, past several doublings.
    for fg in 0..<60 {
      for bg in stride(from: 0, to: 90, by: 3) {
        let key = TokenNumbers.pair(fg, bg)
        let ratio = Double(fg * 1000 + bg) / 7
        table.set(key, ratio)
        reference[key] = ratio
      }
    }
    for fg in 0..<60 where fg % 4 == 0 {
      table.set(TokenNumbers.pair(fg, 3), -1)
      reference[TokenNumbers.pair(fg, 3)] = -1
    }
    #expect(table.count == reference.count)
    for (key, ratio) in reference { #expect(table[key] == ratio) }
    #expect(table[TokenNumbers.pair(1, 1)] == nil)
    #expect(table[TokenNumbers.pair(60, 0)] == nil)
    #expect(PairRatios()[0] == nil)
  }
}
