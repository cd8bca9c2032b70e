import ColorScience

extension FixPlanner {
  /// Each unit's candidate move, searched once and cached: the nearest color of its hue
  /// (`NearestColorSearch`) that passes every pair any member is in, with the other colors
  /// kept. This is the planner's expensive part (about 45 contrast tests per constraint), so
  /// it runs only for units the greedy choice asks about.
  struct CandidateSearch {
    let pairs: [(fg: Int, bg: Int, required: Double?)]
    /// The judged pairs each unit member is in (`Units.pairsTouching`).
    let touching: [[Int]]
    let failingBackgrounds: Set<Int>
    let units: Units
    let numbers: TokenNumbers
    let tokens: [String: Token]
    /// What a translucent foreground is composited over to judge it.
    let surface: SRGBColor
    private var candidate: [String: Choice] = [:]
    private var alone: [Int: Choice] = [:]

    init(
      pairs: [(fg: Int, bg: Int, required: Double?)], touching: [[Int]], failingBackgrounds: Set<Int>,
      units: Units, numbers: TokenNumbers, tokens: [String: Token], surface: SRGBColor
    ) {
      self.pairs = pairs
      self.touching = touching
      self.failingBackgrounds = failingBackgrounds
      self.units = units
      self.numbers = numbers
      self.tokens = tokens
      self.surface = surface
    }

    /// Token `n`'s unit's move, or (when no color moves the whole unit) the token's alone,
    /// which breaks its alias for it only (`PaletteFixWriter` says so).
    mutating func plan(_ n: Int, here: inout VariantColors) -> Choice {
      let unit = units.unit(of: n)
      let whole = plan(unit: unit, members: units.members[unit] ?? [n], here: &here)
      guard case .impossible = whole, (units.members[unit]?.count ?? 1) > 1 else { return whole }
      if let c = alone[n] { return c }
      let c = plan(unit: numbers.paths[n], members: [n], cache: false, here: &here)
      alone[n] = c
      return c
    }

    /// The members that move when token `n`'s side is chosen: its whole unit, or the token
    /// alone when the unit cannot move as one.
    mutating func movingMembers(of n: Int, here: inout VariantColors) -> Set<Int> {
      let unit = units.unit(of: n)
      if case .impossible = plan(unit: unit, members: units.members[unit] ?? [n], here: &here) { return [n] }
      return units.members[unit] ?? [n]
    }

    /// The fix names the pair's own token; the writer puts the color on the alias target
    /// when every user of it passes (it does when the whole unit was planned).
    func named(_ c: Choice, _ n: Int) -> Choice {
      guard case .move(_, let color, let deltaE, let count) = c else { return c }
      return .move(unit: numbers.paths[n], color: color, deltaE: deltaE, constraints: count)
    }

    /// The move of the tokens `inUnit` together, named `unit`: the luminances and minimums
    /// of every pair they are in with a token outside them are the constraints. A
    /// translucent color moved as a background cannot be judged (what lies behind it is
    /// unknown), so that move is impossible.
    mutating func plan(unit: String, members inUnit: Set<Int>, cache: Bool = true, here: inout VariantColors)
      -> Choice
    {
      if cache, let c = candidate[unit] { return c }
      // The unit's own color: the root token's if it is in this variant, else a member's.
      guard let current = tokens[unit]?.color ?? inUnit.first.flatMap({ here.colors[$0] }) else {
        return .none
      }
      let constraints = self.constraints(of: inUnit, here: &here)
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

    /// The other side's luminance and the minimum of every judged pair a member of
    /// `inUnit` is in, each pair once. A pair inside the unit moves together, so moving the
    /// unit cannot fix it and it is left out.
    private func constraints(of inUnit: Set<Int>, here: inout VariantColors) -> [(
      luminance: Double, required: Double
    )] {
      var constraints: [(luminance: Double, required: Double)] = []
      var seen = Set<Int>()
      for n in inUnit {
        for k in touching[n] where seen.insert(k).inserted {
          let p = pairs[k]
          guard let required = p.required else { continue }
          let other = inUnit.contains(p.fg) ? p.bg : p.fg
          if inUnit.contains(other) { continue }
          guard let c = here.colors[other] else { continue }
          let l = c.isOpaque ? here.luminance(other) : WCAG.relativeLuminance(c.composited(over: surface))
          constraints.append((l, required))
        }
      }
      return constraints
    }
  }
}
