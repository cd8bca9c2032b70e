import ColorScience

/// Token paths numbered for one check, so a pair is two integers: finding a token in a
/// variant, its luminance, and a pair's ratio in another variant become array reads and
/// integer-keyed lookups instead of hashing two strings per step (20,000 pairs × 4
/// variants hashed paths about 600,000 times).
struct TokenNumbers {
  private(set) var paths: [String] = []
  private var numbers: [String: Int] = [:]

  /// The path's number, given on first sight.
  mutating func number(_ path: String) -> Int {
    if let n = numbers[path] { return n }
    numbers[path] = paths.count
    paths.append(path)
    return paths.count - 1
  }

  /// One key for a foreground/background pair of numbers (both below 2^32: they count tokens).
  static func pair(_ fg: Int, _ bg: Int) -> Int { fg << 32 | bg }
}

/// One variant's colors and luminances by token number (nil: the token is not in this
/// variant; NaN: not computed yet). Colors alone, not whole tokens: the pair loop reads
/// nothing else, and 5,000 tokens of 144 bytes did not stay in cache.
struct VariantColors {
  private(set) var colors: [SRGBColor?]
  private var luminances: [Double]

  init(_ tokens: [String: Token], numbers: TokenNumbers) {
    colors = numbers.paths.map { tokens[$0]?.color }
    luminances = [Double](repeating: .nan, count: colors.count)
  }

  /// Extends the table to the numbers given since it was made (by pattern expansion).
  mutating func cover(_ numbers: TokenNumbers, _ tokens: [String: Token]) {
    while colors.count < numbers.paths.count {
      colors.append(tokens[numbers.paths[colors.count]]?.color)
      luminances.append(.nan)
    }
  }

  /// The relative luminance of token `n`, which must be in this variant; computed once.
  mutating func luminance(_ n: Int) -> Double {
    if !luminances[n].isNaN { return luminances[n] }
    let l = WCAG.relativeLuminance(colors[n]!)
    luminances[n] = l
    return l
  }
}
