extension FixPlanner {
  /// The units of the tokens in failing pairs: a token with every token that aliases it in
  /// this variant, named by the token at the end of the alias chain, because they share one
  /// color and a fix must move them together.
  struct Units {
    /// The unit of each token in a failing pair, by token number.
    let unitOf: [Int: String]
    /// Each unit's members that have a token number (are named by some pair).
    let members: [String: Set<Int>]
    /// How many failing pairs each unit is in (a pair inside one unit counts once), the
    /// divisor of a move's cost: one change that fixes ten labels beats ten changes.
    let failCount: [String: Int]
    private let numbers: TokenNumbers
    private let tokens: [String: Token]

    init(failing: [(fg: Int, bg: Int)], numbers: TokenNumbers, tokens: [String: Token]) {
      self.numbers = numbers
      self.tokens = tokens
      var unitOf: [Int: String] = [:]
      for (f, b) in failing {
        if unitOf[f] == nil { unitOf[f] = Units.root(numbers.paths[f], in: tokens) }
        if unitOf[b] == nil { unitOf[b] = Units.root(numbers.paths[b], in: tokens) }
      }
      self.unitOf = unitOf
      members = Units.members(unitOf, numbers: numbers, tokens: tokens)
      var failCount: [String: Int] = [:]
      for (f, b) in failing {
        // Every token of a failing pair got its unit above.
        let fu = unitOf[f] ?? Units.root(numbers.paths[f], in: tokens)
        let bu = unitOf[b] ?? Units.root(numbers.paths[b], in: tokens)
        failCount[fu, default: 0] += 1
        if bu != fu { failCount[bu, default: 0] += 1 }
      }
      self.failCount = failCount
    }

    /// The unit of token `n`.
    func unit(of n: Int) -> String { unitOf[n] ?? Units.root(numbers.paths[n], in: tokens) }

    /// The token at the end of `path`'s alias chain (at most 64 hops: the resolver has
    /// refused longer chains, and a cycle must not hang the planner).
    static func root(_ path: String, in tokens: [String: Token]) -> String {
      var p = path
      var hops = 0
      while let a = tokens[p]?.aliasOf, tokens[a] != nil, hops < 64 {
        p = a
        hops += 1
      }
      return p
    }

    /// Each unit's members: the failing tokens in it, and, when the variant has aliases,
    /// every numbered token that aliases into it and its root, since moving the unit moves
    /// their pairs too. Without aliases (most large palettes) the token walk is skipped.
    static func members(_ unitOf: [Int: String], numbers: TokenNumbers, tokens: [String: Token])
      -> [String: Set<Int>]
    {
      var members: [String: Set<Int>] = [:]
      for (n, u) in unitOf { members[u, default: []].insert(n) }
      guard tokens.values.contains(where: { $0.aliasOf != nil }) else { return members }
      for t in tokens.values where t.aliasOf != nil {
        let u = root(t.path, in: tokens)
        guard members[u] != nil, let n = numbers.existing(t.path) else { continue }
        members[u, default: []].insert(n)
      }
      for u in members.keys { if let n = numbers.existing(u) { members[u, default: []].insert(n) } }
      return members
    }

    /// The judged pairs (not decorative) each unit member is in, by token number: arrays
    /// by number, not dictionaries, since 20,000 pairs per variant are walked once.
    static func pairsTouching(
      _ members: [String: Set<Int>], in pairs: [(fg: Int, bg: Int, required: Double?)], tokenCount: Int
    ) -> [[Int]] {
      var wanted = [Bool](repeating: false, count: tokenCount)
      for m in members.values { for n in m where n < wanted.count { wanted[n] = true } }
      var touching = [[Int]](repeating: [], count: tokenCount)
      for (k, p) in pairs.enumerated() where p.required != nil {
        if wanted[p.fg] { touching[p.fg].append(k) }
        if wanted[p.bg], p.bg != p.fg { touching[p.bg].append(k) }
      }
      return touching
    }
  }
}
