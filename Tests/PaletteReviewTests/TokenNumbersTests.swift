import Testing

@testable import PaletteReview

/// Token numbers agree with a `Dictionary` keyed by the paths, in the ASCII table and
/// after a non-ASCII path moves it to a `Dictionary`, including paths that are equal as
/// `String`s but not byte for byte.
struct TokenNumbersTests {
  @Test func numbersMatchADictionaryThroughGrowth() {
    var numbers = TokenNumbers()
    var reference: [String: Int] = [:]
    for k in 0..<3_000 {
      let path = "fg.t\(k % 1_777)"
      let n = numbers.number(path)
      #expect(n == reference[path, default: reference.count])
      reference[path] = n
    }
    #expect(numbers.paths.count == 1_777)
    #expect(numbers.existing("fg.t1776") == reference["fg.t1776"])
    #expect(numbers.existing("fg.t1777") == nil)
  }

  @Test func aKelvinSignFindsTheAsciiKAsAStringDoes() {
    var numbers = TokenNumbers()
    let k = numbers.number("unit.K")
    // U+212A KELVIN SIGN is canonically "K": the same key to a Dictionary.
    #expect(numbers.existing("unit.\u{212A}") == k)
    #expect(numbers.number("unit.\u{212A}") == k)
    // Now in the Dictionary: still the same numbers, and new ones after them.
    #expect(numbers.number("unit.K") == k)
    #expect(numbers.number("fg.é") == 1)
    #expect(numbers.existing("fg.e\u{301}") == 1)
    #expect(numbers.paths == ["unit.K", "fg.é"])
  }

  @Test func aNonAsciiStartUsesTheDictionaryFromTheFirstPath() {
    var numbers = TokenNumbers(asciiOnly: false)
    #expect(numbers.number("fg.e\u{301}") == 0)
    #expect(numbers.number("fg.é") == 0)
    #expect(numbers.existing("bg") == nil)
    #expect(TokenNumbers.allASCII(["a.b", "c"]) && !TokenNumbers.allASCII(["a", "ü"]))
  }
}
