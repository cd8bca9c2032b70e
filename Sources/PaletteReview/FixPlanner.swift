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

  /// One side of a failing pair the greedy choice may move: pair `k`'s token `side`, to
  /// `choice`, at `cost` (ΔE00 per failing pair its unit is in).
  typealias Option = (k: Int, side: Int, choice: Choice, cost: Double)

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
    let units = Units(failing: failing, numbers: numbers, tokens: tokens)
    var search = CandidateSearch(
      pairs: pairs, touching: Units.pairsTouching(units.members, in: pairs, tokenCount: here.colors.count),
      failingBackgrounds: Set(failing.map(\.bg)), units: units, numbers: numbers, tokens: tokens,
      surface: surface)
    let options = FixPlanner.options(
      failing: failing, required: required, units: units, search: &search, here: &here)
    choose(options, failing: failing, search: &search, here: &here)
  }

  /// Every way to fix each failing pair worth comparing: its foreground's move always, its
  /// background's only when a lower bound of its cost (`lightnessBound`) could beat the
  /// foreground's, so most background searches never run.
  static func options(
    failing: [(fg: Int, bg: Int)], required: [Double], units: Units, search: inout CandidateSearch,
    here: inout VariantColors
  ) -> [Option] {
    func cost(_ c: Choice, _ unit: String) -> Double {
      guard case .move(_, _, let deltaE, _) = c else { return .infinity }
      return deltaE / Double(max(1, units.failCount[unit] ?? 1))
    }
    var options: [Option] = []
    for (k, (f, b)) in failing.enumerated() {
      let fu = units.unit(of: f)
      let bu = units.unit(of: b)
      // Each plan into a local first: `search.named(search.plan(…))` would hold a copy of
      // the search while the plan mutates it, copying its cache on every insertion.
      let byForegroundPlan = search.plan(f, here: &here)
      let byForeground = cost(byForegroundPlan, fu)
      options.append((k, f, search.named(byForegroundPlan, f), byForeground))
      guard fu != bu else { continue }
      let bound =
        FixPlanner.lightnessBound(moving: &here, b, against: f, required: required[k])
        / Double(max(1, units.failCount[bu] ?? 1))
      if bound < byForeground {
        let byBackground = search.plan(b, here: &here)
        options.append((k, b, search.named(byBackground, b), cost(byBackground, bu)))
      }
    }
    return options
  }

  /// Greedy, cheapest first: a moved unit's candidate assumed its partners keep their
  /// colors, so once it moves they are frozen (both sides of a pair never move). On equal
  /// cost the foreground goes first, then the earlier pair. A pair whose side another
  /// pair's move already moved takes that move (its candidate passed every pair it is in).
  private mutating func choose(
    _ options: [Option], failing: [(fg: Int, bg: Int)], search: inout CandidateSearch,
    here: inout VariantColors
  ) {
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
      if let c = moved[f].map({ search.named($0, f) }) ?? moved[b].map({ search.named($0, b) }) {
        choice[o.k] = c
        done[o.k] = true
        continue
      }
      guard o.cost.isFinite else { continue }
      let m = search.movingMembers(of: o.side, here: &here)
      guard m.isDisjoint(with: frozen) else { continue }
      for n in m {
        moved[n] = o.choice
        for k in search.touching[n] {
          let p = search.pairs[k]
          if !m.contains(p.fg) { frozen.insert(p.fg) }
          if !m.contains(p.bg) { frozen.insert(p.bg) }
        }
      }
      choice[o.k] = o.choice
      done[o.k] = true
    }
    for k in failing.indices where !done[k] {
      let (f, b) = failing[k]
      choice[k] = moved[f].map { search.named($0, f) } ?? moved[b].map { search.named($0, b) } ?? .impossible
    }
  }
}
