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

  /// The path's number if it has one (no number is given).
  func existing(_ path: String) -> Int? { numbers[path] }

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
    // A token not in this variant (never asked for) reads as black rather than trapping.
    let l = colors[n].map(WCAG.relativeLuminance) ?? 0
    luminances[n] = l
    return l
  }
}

/// Contrast ratios by pair key (`TokenNumbers.pair`): open addressing over two arrays.
///
/// A large check stores a ratio per pair in every variant and looks pairs up in the base
/// and the other appearance (80,000 stores and 40,000 lookups for 5,000 tokens in 4
/// variants); `Dictionary` put each through SipHash and its generic table. Keys are two
/// token numbers, spread by a multiplicative (Fibonacci) hash; setting a key again replaces
/// its ratio, as a dictionary does.
struct PairRatios {
  private var keys: [Int]
  private var ratios: [Double]
  private var shift: UInt64
  private(set) var count = 0

  /// Room for `capacity` pairs at most half full before it grows.
  init(capacity: Int = 0) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    keys = [Int](repeating: -1, count: size)
    ratios = [Double](repeating: 0, count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
  }

  subscript(key: Int) -> Double? {
    var slot = self.slot(key)
    while keys[slot] >= 0 {
      if keys[slot] == key { return ratios[slot] }
      slot = (slot + 1) & (keys.count - 1)
    }
    return nil
  }

  mutating func set(_ key: Int, _ ratio: Double) {
    if 2 * (count + 1) > keys.count { grow() }
    var slot = self.slot(key)
    while keys[slot] >= 0 {
      if keys[slot] == key {
        ratios[slot] = ratio
        return
      }
      slot = (slot + 1) & (keys.count - 1)
    }
    keys[slot] = key
    ratios[slot] = ratio
    count += 1
  }

  private func slot(_ key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  private mutating func grow() {
    let old = (keys, ratios)
    self = PairRatios(capacity: keys.count)
    for (key, ratio) in zip(old.0, old.1) where key >= 0 { set(key, ratio) }
  }
}
