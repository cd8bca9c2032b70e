import ColorScience
import Foundation

/// Which color a failing pair's fix moves, for the failing pairs of one variant.
///
/// A pair can pass by moving its foreground or its background. Each *unit* (a token with
/// every token that aliases it in this variant: `bg.accent` and `text.link`, both
/// `{brand.blue}`, move with `brand.blue`) gets one candidate: the nearest color of its hue
/// (`NearestColorSearch`) that passes every pair any member is in, with the other colors
/// kept. A failing pair takes the candidate of its two units with the smaller ΔE00 per
/// failing pair the unit is in, so one change that fixes ten labels beats ten changes; on a
/// tie, the foreground. Each unit's candidate is computed once (about 45 contrast tests per
/// constraint), only for units in a failing pair.
struct FixPlanner {
  enum Choice {
    case none
    /// No color of either token's hue passes all its pairs.
    case impossible
    /// Set `unit` to `color`: `deltaE` from its current color, passing all `constraints` pairs.
    case move(unit: String, color: SRGBColor, deltaE: Double, constraints: Int)
  }

  /// A lower bound of the ΔE00 of moving `moved` until the pair with `other` reaches
  /// `required`: the CIELAB lightness step to the nearest luminance that passes, over the
  /// largest S_L of CIEDE2000 (1.75, at L* 0 or 100), since ΔE00 ≥ ΔL*/S_L. Infinity when
  /// no luminance passes.
  static func lightnessBound(
    moving moved: inout VariantColors, _ n: Int, against other: Int, required: Double
  ) -> Double {
    guard required > 1 else { return 0 }
    let y = moved.luminance(n)
    let yo = moved.luminance(other)
    func lightness(_ y: Double) -> Double {
      let t = max(0, min(1, y))
      return 116 * (t > 216.0 / 24389 ? Foundation.cbrt(t) : t * 24389 / 27 / 116 + 16.0 / 116) - 16
    }
    var best = Double.infinity
    let lighter = required * (yo + 0.05) - 0.05
    if lighter <= 1 { best = min(best, abs(lightness(lighter) - lightness(y))) }
    let darker = (yo + 0.05) / required - 0.05
    if darker >= 0 { best = min(best, abs(lightness(darker) - lightness(y))) }
    return best / 1.75
  }

  /// By failing pair, in the order given.
  private(set) var choice: [Choice]

  /// - Parameters:
  ///   - pairs: every pair checked in the variant (token numbers and minimum; nil: decorative).
  ///   - failing: the failing pairs, as token numbers; `required`, the minimum of each.
  ///   - surface: what a translucent background is composited over.
  init(
    pairs: [(fg: Int, bg: Int, required: Double?)], failing: [(fg: Int, bg: Int)], required: [Double],
    here: inout VariantColors,
    numbers: TokenNumbers, tokens: [String: Token], surface: SRGBColor
  ) {
    choice = Array(repeating: .none, count: failing.count)
    guard !failing.isEmpty else { return }
    func root(_ path: String) -> String {
      var p = path
      var hops = 0
      while let a = tokens[p]?.aliasOf, tokens[a] != nil, hops < 64 {
        p = a
        hops += 1
      }
      return p
    }
    // Units of the tokens in failing pairs, and their members that are in some pair.
    var unitOf: [Int: String] = [:]
    for (f, b) in failing {
      if unitOf[f] == nil { unitOf[f] = root(numbers.paths[f]) }
      if unitOf[b] == nil { unitOf[b] = root(numbers.paths[b]) }
    }
    var members: [String: Set<Int>] = [:]
    for (n, u) in unitOf { members[u, default: []].insert(n) }
    if tokens.values.contains(where: { $0.aliasOf != nil }) {
      for t in tokens.values where t.aliasOf != nil {
        let u = root(t.path)
        guard members[u] != nil, let n = numbers.existing(t.path) else { continue }
        members[u, default: []].insert(n)
      }
      for u in members.keys { if let n = numbers.existing(u) { members[u, default: []].insert(n) } }
    }
    // Pairs by token number (foreground or background), for the constraints: arrays by
    // number, not dictionaries (20,000 pairs per variant are walked once).
    var wanted = [Bool](repeating: false, count: here.colors.count)
    for m in members.values { for n in m where n < wanted.count { wanted[n] = true } }
    var touching = [[Int]](repeating: [], count: here.colors.count)
    for (k, p) in pairs.enumerated() where p.required != nil {
      if wanted[p.fg] { touching[p.fg].append(k) }
      if wanted[p.bg], p.bg != p.fg { touching[p.bg].append(k) }
    }
    /// The unit of a token in a pair (every one has been given its unit above).
    func unitOfToken(_ n: Int) -> String { unitOf[n] ?? root(numbers.paths[n]) }
    var failCount: [String: Int] = [:]
    for (f, b) in failing {
      failCount[unitOfToken(f), default: 0] += 1
      if unitOfToken(b) != unitOfToken(f) { failCount[unitOfToken(b), default: 0] += 1 }
    }
    let failingBackgrounds = Set(failing.map(\.bg))
    // Each failing pair's own minimum, for the bound on moving its background.
    let failingRequired = required
    var candidate: [String: Choice] = [:]
    var alone: [Int: Choice] = [:]
    /// The unit's move, or (when no color moves the whole unit) the token's alone, which
    /// breaks its alias for it only (`PaletteFixWriter` says so).
    func plan(_ n: Int) -> Choice {
      let unit = unitOfToken(n)
      let whole = plan(unit: unit, members: members[unit] ?? [n])
      guard case .impossible = whole, (members[unit]?.count ?? 1) > 1 else { return whole }
      if let c = alone[n] { return c }
      let c = plan(unit: numbers.paths[n], members: [n], cache: false)
      alone[n] = c
      return c
    }
    func plan(unit: String, members inUnit: Set<Int>, cache: Bool = true) -> Choice {
      if cache, let c = candidate[unit] { return c }
      // The unit's own color: the root token's if it is in this variant, else a member's.
      guard let current = tokens[unit]?.color ?? inUnit.first.flatMap({ here.colors[$0] }) else {
        return .none
      }
      var constraints: [(luminance: Double, required: Double)] = []
      var seen = Set<Int>()
      for n in inUnit {
        for k in touching[n] where seen.insert(k).inserted {
          let p = pairs[k]
          guard let required = p.required else { continue }
          // A pair inside the unit moves together: it cannot be fixed by moving the unit.
          let other = inUnit.contains(p.fg) ? p.bg : p.fg
          if inUnit.contains(other) { continue }
          guard let c = here.colors[other] else { continue }
          let l = c.isOpaque ? here.luminance(other) : WCAG.relativeLuminance(c.composited(over: surface))
          constraints.append((l, required))
        }
      }
      // A translucent color moved as a background would be judged over what lies behind it.
      let result: Choice
      if !current.isOpaque && !inUnit.isDisjoint(with: failingBackgrounds) {
        result = .impossible
      } else {
        let o = NearestColorSearch.nearest(to: current) { c in
          let l = WCAG.relativeLuminance(c)
          return constraints.allSatisfy { WCAG.contrastRatio(luminance: l, $0.luminance) >= $0.required }
        }
        if case .suggestion(let s) = o {
          result = .move(unit: unit, color: s.color, deltaE: s.deltaE2000, constraints: constraints.count)
        } else {
          result = .impossible
        }
      }
      if cache { candidate[unit] = result }
      return result
    }
    // The fix names the pair's own token; the writer puts the color on the alias target
    // when every user of it passes (it does when the whole unit was planned).
    func named(_ c: Choice, _ n: Int) -> Choice {
      guard case .move(_, let color, let deltaE, let count) = c else { return c }
      return .move(unit: numbers.paths[n], color: color, deltaE: deltaE, constraints: count)
    }
    func cost(_ c: Choice, _ unit: String) -> Double {
      guard case .move(_, _, let deltaE, _) = c else { return .infinity }
      return deltaE / Double(max(1, failCount[unit] ?? 1))
    }
    // Greedy, cheapest first: a moved unit's candidate assumed its partners keep their
    // colors, so once it moves they are frozen (both sides of a pair never move).
    func membersOf(_ n: Int) -> Set<Int> {
      let unit = unitOfToken(n)
      if case .impossible = plan(unit: unit, members: members[unit] ?? [n]) { return [n] }
      return members[unit] ?? [n]
    }
    var options: [(k: Int, side: Int, choice: Choice, cost: Double)] = []
    for (k, (f, b)) in failing.enumerated() {
      let fu = unitOfToken(f)
      let bu = unitOfToken(b)
      let byForeground = cost(plan(f), fu)
      options.append((k, f, named(plan(f), f), byForeground))
      // The background's search runs only when a lower bound of its cost could win.
      guard fu != bu else { continue }
      let bound =
        FixPlanner.lightnessBound(moving: &here, b, against: f, required: failingRequired[k])
        / Double(max(1, failCount[bu] ?? 1))
      if bound < byForeground { options.append((k, b, named(plan(b), b), cost(plan(b), bu))) }
    }
    var moved: [Int: Choice] = [:]  // by token number, every member of a moved unit
    var frozen = Set<Int>()
    var done = [Bool](repeating: false, count: failing.count)
    for o in options.sorted(by: {
      ($0.cost, $0.side == failing[$0.k].bg ? 1 : 0, $0.k) < (
        $1.cost, $1.side == failing[$1.k].bg ? 1 : 0, $1.k
      )
    }) {
      guard !done[o.k] else { continue }
      let (f, b) = failing[o.k]
      // A side already moved resolves the pair (its candidate passed every pair it is in).
      if let c = moved[f].map({ named($0, f) }) ?? moved[b].map({ named($0, b) }) {
        choice[o.k] = c
        done[o.k] = true
        continue
      }
      guard o.cost.isFinite else { continue }
      let m = membersOf(o.side)
      guard m.isDisjoint(with: frozen) else { continue }
      for n in m {
        moved[n] = o.choice
        for k in touching[n] {
          let p = pairs[k]
          if !m.contains(p.fg) { frozen.insert(p.fg) }
          if !m.contains(p.bg) { frozen.insert(p.bg) }
        }
      }
      choice[o.k] = o.choice
      done[o.k] = true
    }
    for k in failing.indices where !done[k] {
      let (f, b) = failing[k]
      choice[k] = moved[f].map { named($0, f) } ?? moved[b].map { named($0, b) } ?? .impossible
    }
  }
}
