import ColorScience

/// Token paths numbered for one check, so a pair is two integers: finding a token in a
/// variant, its luminance, and a pair's ratio in another variant become array reads and
/// integer-keyed lookups instead of hashing two strings per step (20,000 pairs × 4
/// variants hashed paths about 600,000 times).
///
/// While every path is ASCII (nearly every palette's), paths are found in an open-addressed
/// table by an FNV-1a hash of their bytes: numbering 20,000 pairs' 40,000 paths through
/// `Dictionary` spent about 300 instructions a path in SipHash and its probing. ASCII
/// strings are equal exactly when their bytes are, but a non-ASCII path can equal an ASCII
/// one (U+212A KELVIN SIGN is canonically "K"), so the first non-ASCII path numbered moves
/// the table to a `Dictionary`, which compares as `String` does; `init(asciiOnly:)` false
/// starts there. A non-ASCII path looked up in the ASCII table is compared with each path.
///
/// Token names come from the file, so an attacker picks them: the hash starts from a basis
/// drawn once per process (as `Dictionary`'s seed is), so colliding names cannot be computed
/// ahead, and a path that still needs more than `maximumProbes` slots moves the table to a
/// `Dictionary`, so no palette can make numbering quadratic.
struct TokenNumbers {
  /// The FNV offset basis mixed with a per-process random value.
  static let basis: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64.random(in: 0...UInt64.max)
  /// Probes one insertion may take before the table gives way to a `Dictionary`.
  static let maximumProbes = 48

  private(set) var paths: [String] = []
  /// Index into `paths` by slot, -1 when empty; used while `byPath` is nil.
  private var slots = [Int32](repeating: -1, count: 64)
  private var byPath: [String: Int]?

  /// Numbers to be given; `asciiOnly` false when some path may not be ASCII.
  init(asciiOnly: Bool = true) {
    if !asciiOnly { byPath = [:] }
  }

  /// Whether every path in `paths` is ASCII (the table `init(asciiOnly:)` can start with).
  static func allASCII<S: Sequence<String>>(_ paths: S) -> Bool {
    paths.allSatisfy { hash($0) != nil }
  }

  /// FNV-1a over the UTF-8 bytes, or nil when a byte is not ASCII.
  static func hash(_ path: String) -> UInt64? {
    func fnv(_ bytes: some Sequence<UInt8>) -> UInt64? {
      var h = basis
      for b in bytes {
        guard b < 0x80 else { return nil }
        h = (h ^ UInt64(b)) &* 0x100_0000_01b3
      }
      return h
    }
    if let h = path.utf8.withContiguousStorageIfAvailable({ fnv($0) }) { return h }
    return fnv(path.utf8)
  }

  /// The slot holding `path`, or the empty slot where it would go.
  private func slot(_ path: String, hash h: UInt64) -> Int { probe(path, hash: h).slot }

  /// The slot holding `path` or the empty slot where it would go, and how many slots were
  /// looked at on the way.
  private func probe(_ path: String, hash h: UInt64) -> (slot: Int, probes: Int) {
    let mask = slots.count - 1
    let mixed = (h ^ (h >> 29)) &* 0x9E37_79B9_7F4A_7C15
    var slot = Int(truncatingIfNeeded: mixed >> 32) & mask
    var probes = 1
    while slots[slot] >= 0 && paths[Int(slots[slot])] != path {
      slot = (slot + 1) & mask
      probes += 1
    }
    return (slot, probes)
  }

  /// The path's number, given on first sight.
  mutating func number(_ path: String) -> Int {
    if byPath == nil, let h = TokenNumbers.hash(path), case (let s, let probes) = probe(path, hash: h),
      slots[s] >= 0 || probes <= TokenNumbers.maximumProbes
    {
      if slots[s] >= 0 { return Int(slots[s]) }
      slots[s] = Int32(truncatingIfNeeded: paths.count)
      paths.append(path)
      if 2 * paths.count > slots.count { grow() }
      return paths.count - 1
    }
    if byPath == nil { byPath = Dictionary(uniqueKeysWithValues: zip(paths, paths.indices)) }
    if let n = byPath?[path] { return n }
    byPath?[path] = paths.count
    paths.append(path)
    return paths.count - 1
  }

  /// The path's number if it has one (no number is given).
  func existing(_ path: String) -> Int? {
    if let byPath { return byPath[path] }
    guard let h = TokenNumbers.hash(path) else { return paths.firstIndex(of: path) }
    let s = slot(path, hash: h)
    return slots[s] >= 0 ? Int(slots[s]) : nil
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: 2 * slots.count)
    for (n, path) in paths.enumerated() {
      // Every path in the table is ASCII: it got its number there.
      let h = TokenNumbers.hash(path) ?? 0
      slots[slot(path, hash: h)] = Int32(truncatingIfNeeded: n)
    }
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
    if tokens.count > 2 * numbers.paths.count {
      colors = numbers.paths.map { tokens[$0]?.color }
    } else {
      // Most tokens are numbered (a large palette's pairs name them all): each found by
      // its number's table rather than hashed again into the variant's dictionary. Keys
      // of a dictionary are never equal to each other, so each number gets one token.
      var colors = [SRGBColor?](repeating: nil, count: numbers.paths.count)
      for (path, token) in tokens {
        if let n = numbers.existing(path) { colors[n] = token.color }
      }
      self.colors = colors
    }
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
