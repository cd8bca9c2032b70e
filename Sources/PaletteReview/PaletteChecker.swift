import ColorScience
import Findings

/// A problem found in a palette.
public struct PaletteFinding: Sendable, Hashable {
  public typealias Level = Findings.Level
  /// pair-contrast, pair-apca, contrast-regression or state-distinguishability.
  public var rule: Rule
  public var level: Level
  public var variant: Variant
  public var tokens: [String]
  public var colors: [SRGBColor]
  public var ratio: Double?
  public var required: Double?
  public var message: String
  public var location: SourceLocation?
  /// Where the pair or group came from (explicit, config, or an inference rule).
  public var source: String?
  /// A replacement that fixes this and every other pair the token is in, in this variant.
  public var fix: (token: String, color: SRGBColor)? {
    get { fixToken.map { ($0, fixColor!) } }
    set { fixToken = newValue?.token; fixColor = newValue?.color }
  }
  var fixToken: String?
  var fixColor: SRGBColor?
  /// For a theme of `Palette.extraThemes`: its name (the variant alone does not say which).
  public var theme: String?
}

/// Everything a palette check produced.
public struct PaletteReport: Sendable {
  public var palette: Palette
  public var findings: [PaletteFinding]
  /// Pair results per variant (passing ones too), for reports.
  public var checkedPairs: [Variant: [(pair: PairRule, ratio: Double, required: Double?)]]
  public var inferredPairs: Int
  /// Foregrounds inference left without a pair, and why (for --explain-pairs).
  public var unpaired: [(token: String, reason: String)] = []

  /// Findings a token's `$extensions.legible.ignore` turned off, with its reason: counted
  /// and listed by every report, never silently dropped.
  public var suppressed: [(finding: PaletteFinding, reason: String)] = []

  /// Themes checked beside another of the same kind, each with its pairs.
  public var extraThemes: [(name: String, variant: Variant, pairs: [(pair: PairRule, ratio: Double, required: Double?)])] = []

  /// Per variant (and extra theme, by its name in `uncheckedThemes`), the foregrounds (text
  /// and icon tokens, `TokenRole`) that are in no checked pair there, each with the reason:
  /// what a review did not verify, listed by every report so nothing passes silently.
  public var unchecked: [Variant: [(token: String, reason: String)]] = [:]
  /// The same for `Palette.extraThemes`, by theme name.
  public var uncheckedThemes: [String: [(token: String, reason: String)]] = [:]
  /// State groups read from the token names (no group was declared).
  public var inferredStateGroups: [StateGroup] = []

  /// No pair was checked in any variant: nothing about contrast was verified.
  public var checkedNothing: Bool { checkedPairs.values.allSatisfy(\.isEmpty) && extraThemes.allSatisfy(\.pairs.isEmpty) }
}

/// Policy for a palette check beyond the palette itself (from `legible.json` or --config).
public struct PalettePolicy: Sendable {
  /// Pairs with token-path patterns (`*` = one segment); when set, inference is off.
  public var pairs: [PairRule]
  public var stateGroups: [StateGroup]
  public var thresholds: [Variant: Thresholds]
  /// Opaque surfaces translucent backgrounds are composited over (patterns allowed).
  public var translucentOver: [String]
  public var apca: Double?
  public var distinguishThreshold: Double
  /// Severity of a state group that collapses, by who is affected: protan/deutan
  /// deficiencies (about 1 in 12 men) are errors, tritan (about 1 in 10,000) warnings,
  /// achromatopsia (about 1 in 30,000) notes. A policy may raise (or lower) each.
  public var stateSeverity: [Deficiency: PaletteFinding.Level] = PalettePolicy.defaultStateSeverity

  public static let defaultStateSeverity: [Deficiency: PaletteFinding.Level] = [
    .protanopia: .error, .deuteranopia: .error, .protanomaly: .error, .deuteranomaly: .error,
    .tritanopia: .warning, .tritanomaly: .warning, .achromatopsia: .note,
  ]

  /// Pairs and state-group comparisons the check may make, across variants; counted before
  /// they are made (`maxPairs` in a policy, --max-pairs).
  public var maximumPairs = PaletteLimits().maximumPairs

  public init(pairs: [PairRule] = [], stateGroups: [StateGroup] = [], thresholds: [Variant: Thresholds] = [:],
              translucentOver: [String] = [], apca: Double? = nil, distinguishThreshold: Double = Distinguishability.defaultThreshold) {
    self.pairs = pairs
    self.stateGroups = stateGroups
    self.thresholds = thresholds
    self.translucentOver = translucentOver
    self.apca = apca
    self.distinguishThreshold = distinguishThreshold
  }
}

/// Pairs made so far against the policy's limit, counted before they are made.
struct PairBudget {
  let limit: Int
  /// The file errors name.
  let file: String
  private(set) var made = 0

  /// Counts `n` more pairs, made by `what`; throws when the total passes the limit.
  mutating func spend(_ n: Int, _ what: String) throws(PaletteError) {
    let (sum, overflow) = made.addingReportingOverflow(n)
    made = overflow ? Int.max : sum
    guard made <= limit else {
      let count = made == Int.max ? "too many" : "at least \(made)"
      throw PaletteError(
        file: file, message: "\(what) make \(count) foreground/background pairs across the variants; the limit is \(limit)",
        limit: .pairs)
    }
  }
}

/// A pair of token paths, hashed as two strings (no concatenated key per pair).
struct PairKey: Hashable {
  var fg: String
  var bg: String
}

public enum PaletteChecker {
  /// Checks every pair and state group in every variant. Pairs (patterns expanded) and
  /// state-group comparisons are counted before any is made, against
  /// `policy.maximumPairs`: `"*"` on `"*"` over 20,000 tokens would be 400 million.
  public static func check(_ palette: Palette, policy: PalettePolicy = PalettePolicy()) throws(PaletteError) -> PaletteReport {
    var findings: [PaletteFinding] = []
    var checked: [Variant: [(pair: PairRule, ratio: Double, required: Double?)]] = [:]
    var rules = policy.pairs.isEmpty ? palette.pairs : policy.pairs
    var inferred = 0
    var budget = PairBudget(limit: policy.maximumPairs, file: palette.files.first ?? palette.name)
    var unpaired: [(token: String, reason: String)] = []
    if rules.isEmpty {
      let allTokens = Set(palette.variants.values.flatMap(\.keys))
      let result = PairInference.analyze(allTokens, maximumPairs: policy.maximumPairs)
      rules = result.pairs
      unpaired = result.unpaired
      inferred = rules.count
    }
    // Token paths get numbers once for the whole check; a plain path in a rule is looked up
    // once, not once per variant and again per pair.
    var numbers = TokenNumbers()
    let plain = rules.map { rule in
      (fg: TokenPattern.isPattern(rule.foreground) ? -1 : numbers.number(rule.foreground),
       bg: TokenPattern.isPattern(rule.background) ? -1 : numbers.number(rule.background))
    }
    // Each variant's pair ratios by pair number (`TokenNumbers.pair`), for the other
    // appearance's message and the increased-contrast regression check.
    var ratios: [Variant: PairRatios] = [:]
    var checkedKeys: [Variant: [Int]] = [:]
    var skippedTranslucent = Set<PairKey>()
    var checkedForegrounds: [Variant: [Bool]] = [:]
    var usedAsBackground: [Bool] = []
    for variant in palette.variants.keys.sorted() {
      let tokens = palette.variants[variant]!
      let thresholds = policy.thresholds[variant] ?? palette.thresholds(for: variant)
      // Opaque surfaces for translucent backgrounds.
      var surfaces = policy.translucentOver.flatMap { TokenPattern.expand($0, in: tokens) }.compactMap { tokens[$0] }.filter { $0.color.isOpaque }
      if surfaces.isEmpty {
        surfaces = [Token(path: variant.isDark ? "black" : "white", color: variant.isDark ? .black : .white, location: nil)]
      }
      // This variant's color and luminance by token number (nil: not in this variant; NaN:
      // not computed yet). Colors alone, not whole tokens: the pair loop reads nothing else.
      var here = VariantColors(tokens, numbers: numbers)
      var pairsHere: [(rule: Int, fg: Int, bg: Int)] = []
      pairsHere.reserveCapacity(rules.count)
      let what = inferred > 0 ? "the inferred pairs" : "the pairs"
      for r in rules.indices {
        let (f, b) = plain[r]
        if f >= 0 && b >= 0 {
          let n = here.colors[f] != nil && here.colors[b] != nil ? 1 : 0
          try budget.spend(n, what)
          if n == 1 && f != b { pairsHere.append((r, f, b)) }
          continue
        }
        let fgs = f >= 0
          ? (here.colors[f] == nil ? [] : [f])
          : TokenPattern.expand(rules[r].foreground, in: tokens).map { numbers.number($0) }
        let bgs = b >= 0
          ? (here.colors[b] == nil ? [] : [b])
          : TokenPattern.expand(rules[r].background, in: tokens).map { numbers.number($0) }
        here.cover(numbers, tokens)
        let (n, overflow) = fgs.count.multipliedReportingOverflow(by: bgs.count)
        try budget.spend(overflow ? Int.max : n, what)
        for fg in fgs {
          for bg in bgs where fg != bg { pairsHere.append((r, fg, bg)) }
        }
      }
      var failing: [(rule: Int, fg: Int, bg: Int, ratio: Double, required: Double, background: SRGBColor)] = []
      var checkedHere: [(pair: PairRule, ratio: Double, required: Double?)] = []
      checkedHere.reserveCapacity(pairsHere.count)
      // Ratios by pair only where another variant reads them (the bases and the other
      // appearances: standard and dark), keys only where the regression check needs them.
      let keepsRatios = PaletteChecker.readVariants.contains(variant)
      let keepsKeys = variant.base != nil
      var keysHere: [Int] = []
      if keepsKeys { keysHere.reserveCapacity(pairsHere.count) }
      var ratiosHere = PairRatios(capacity: keepsRatios ? pairsHere.count : 0)
      // Which tokens were checked as foregrounds here, and as backgrounds anywhere, by
      // number: coverage reads these, not a set of 80,000 hashed paths.
      var foregroundsHere = [Bool](repeating: false, count: here.colors.count)
      if usedAsBackground.count < here.colors.count { usedAsBackground += [Bool](repeating: false, count: here.colors.count - usedAsBackground.count) }
      for (r, f, b) in pairsHere {
        let fg = here.colors[f]!
        let bg = here.colors[b]!
        // An inferred pair on a translucent background: what lies behind is not named (a
        // keybinding hint sits on its button, not on the page), so it is not guessed.
        if rules[r].inferredBy != nil && !bg.isOpaque && policy.translucentOver.isEmpty {
          skippedTranslucent.insert(PairKey(fg: numbers.paths[f], bg: numbers.paths[b]))
          continue
        }
        var worst = Double.infinity
        var worstBG = bg
        if bg.isOpaque && fg.isOpaque {
          worst = WCAG.contrastRatio(luminance: here.luminance(f), here.luminance(b))
        } else {
          for c in bg.isOpaque ? [bg] : surfaces.map({ bg.composited(over: $0.color) }) {
            let ratio = WCAG.contrastRatio(of: fg, on: c)
            if ratio < worst { (worst, worstBG) = (ratio, c) }
          }
        }
        let required = thresholds.minimum(for: rules[r].use)
        let concrete = PairRule(foreground: numbers.paths[f], background: numbers.paths[b], use: rules[r].use,
                                source: rules[r].source, inferredBy: rules[r].inferredBy)
        checkedHere.append((concrete, worst, required))
        foregroundsHere[f] = true
        usedAsBackground[b] = true
        let key = TokenNumbers.pair(f, b)
        if keepsKeys { keysHere.append(key) }
        if keepsRatios { ratiosHere.set(key, worst) }
        if let required, worst < required { failing.append((r, f, b, worst, required, worstBG)) }
        if let lc = policy.apca, abs(APCA.lightnessContrast(text: fg, background: worstBG)) < lc {
          let fgPath = numbers.paths[f]
          let bgPath = numbers.paths[b]
          findings.append(PaletteFinding(
            rule: .pairAPCA, level: .warning, variant: variant, tokens: [fgPath, bgPath], colors: [fg, worstBG],
            ratio: abs(APCA.lightnessContrast(text: fg, background: worstBG)), required: lc,
            message: "\(fgPath) on \(bgPath): APCA Lc \(NumberText.rounded(abs(APCA.lightnessContrast(text: fg, background: worstBG)))) is below \(NumberText.plain(lc))",
            location: tokens[fgPath]!.location, source: rules[r].source))
        }
      }
      if !checkedHere.isEmpty {
        checked[variant] = checkedHere
        if keepsKeys { checkedKeys[variant] = keysHere }
      }
      if keepsRatios { ratios[variant] = ratiosHere }
      checkedForegrounds[variant] = foregroundsHere
      guard !failing.isEmpty else { continue }
      // The fixes: for each failing pair, move whichever of its two colors costs least per
      // failure it resolves (ΔE00 divided by the failing pairs it is in), so the accent behind
      // ten labels is fixed once rather than every label on it. A color moves with every
      // token that aliases it (`bg.accent` and `text.link` both `{brand.blue}`: the fix is
      // `brand.blue`), and satisfies every pair any of them is in, here.
      let fixer = FixPlanner(pairs: pairsHere.map { ($0.fg, $0.bg, thresholds.minimum(for: rules[$0.rule].use)) },
                             failing: failing.map { ($0.fg, $0.bg) }, required: failing.map(\.required), here: &here, numbers: numbers, tokens: tokens,
                             surface: surfaces[0].color)
      for (k, (r, f, b, ratio, required, bgColor)) in failing.enumerated() {
        let rule = rules[r]
        let fgPath = numbers.paths[f]
        let bgPath = numbers.paths[b]
        let fg = tokens[fgPath]!
        var message = "\(fgPath) on \(bgPath): contrast \(WCAG.formatRatio(ratio)):1 is below \(fmt(required)):1 for \(rule.use.rawValue) in \(palette.displayName(variant))"
        if !here.colors[b]!.isOpaque { message += " (translucent background, worst case over the variant's surfaces)" }
        // The same pair in the other appearance, when it passes there.
        if let ov = otherAppearance(of: variant), let r = ratios[ov]?[TokenNumbers.pair(f, b)] ?? pairRatio(palette, ov, fgPath, bgPath), r >= required {
          message += "; it passes in \(palette.displayName(ov)) at \(WCAG.formatRatio(r)):1"
        }
        var finding = PaletteFinding(
          rule: .pairContrast, level: .error, variant: variant, tokens: [fgPath, bgPath], colors: [fg.color, bgColor],
          ratio: ratio, required: required, message: message, location: fg.location, source: rule.source)
        switch fixer.choice[k] {
        case .move(let unit, let color, let deltaE, let constraintCount):
          finding.fix = (unit, color)
          finding.message += "; nearest passing \(unit): \(color.hex) (ΔE00 \(fmt(deltaE, 1)), passes all \(constraintCount) of its pairs)"
        case .impossible:
          finding.message += "; no \(fgPath) of this hue passes every pair it is in: change the background"
        case .none:
          break
        }
        findings.append(finding)
      }
    }
    // Increased contrast must not lower a pair's contrast.
    for variant in palette.variants.keys.sorted() {
      guard let base = variant.base, let there = ratios[base], let keys = checkedKeys[variant] else { continue }
      // In the order the pairs were checked: stable, and no sort of every pair key. By
      // index: a pair is read only when it regressed, not copied out for every comparison.
      let list = checked[variant] ?? []
      for k in keys.indices {
        let r = list[k].ratio
        guard let b = there[keys[k]], r < b - 1e-9 else { continue }
        let checkedPair = list[k]
        let parts = [checkedPair.pair.foreground, checkedPair.pair.background]
        let fg = palette.variants[variant]![parts[0]]!
        // An error only when the pair fails its own (raised) minimum here; else a warning.
        let failsHere = checkedPair.required.map { r < $0 } ?? false
        var message = "\(parts[0]) on \(parts[1]): \(palette.displayName(variant)) lowers contrast to \(WCAG.formatRatio(r)):1 from \(WCAG.formatRatio(b)):1 in \(palette.displayName(base))"
        if let req = checkedPair.required { message += failsHere ? ", below its minimum of \(fmt(req)):1" : " (still above its minimum of \(fmt(req)):1)" }
        findings.append(PaletteFinding(
          rule: .contrastRegression, level: failsHere ? .error : .warning, variant: variant, tokens: parts, colors: [fg.color, palette.variants[variant]![parts[1]]!.color],
          ratio: r, required: b, message: message, location: fg.location, source: nil))
      }
    }
    // State groups.
    var groups = policy.stateGroups.isEmpty ? palette.stateGroups : policy.stateGroups
    let inferredGroups = groups.isEmpty ? StateInference.groups(Set(palette.variants.values.flatMap(\.keys))) : []
    groups += inferredGroups
    for variant in palette.variants.keys.sorted() {
      let tokens = palette.variants[variant]!
      for group in groups {
        let members = group.members.flatMap { TokenPattern.expand($0, in: tokens) }
        let (n, overflow) = members.count.multipliedReportingOverflow(by: max(0, members.count - 1))
        try budget.spend(overflow ? Int.max : n / 2, "the state groups")
        for (i, a) in members.enumerated() {
          for b in members.dropFirst(i + 1) {
            let r = Distinguishability.compare([tokens[a]!.color], [tokens[b]!.color], threshold: policy.distinguishThreshold)
            guard !r.isDistinguishable, !r.collapsing.isEmpty else { continue }
            // The most severe level among the deficiencies that collapse the pair, and who they are.
            let severest = r.collapsing.map { policy.stateSeverity[$0] ?? .error }.max()!
            let who = r.collapsing.filter { (policy.stateSeverity[$0] ?? .error) == severest }
            var level: PaletteFinding.Level = group.cue == nil ? severest : .note
            if group.inferred { level = min(level, .warning) }
            let worst = who[0]
            findings.append(PaletteFinding(
              rule: .stateDistinguishability, level: level, variant: variant, tokens: [a, b],
              colors: [tokens[a]!.color, tokens[b]!.color], ratio: r.deltaE[worst], required: policy.distinguishThreshold,
              message: "\(group.name): \(a) and \(b) collapse for \(who.map(\.rawValue).joined(separator: " and ")) (ΔE00 \(DeltaE.formatted(r.deltaE[worst] ?? 0)) after simulation, luminance contrast \(WCAG.formatRatio(r.luminanceRatio)):1) in \(palette.displayName(variant)); " + (group.cue.map { "the policy says they are always shown with \($0), which keeps them apart" }
                ?? "wherever these states are shown they need a non-color cue (icon, shape, text)" + (level == .error ? ", or separate their lightness" : "")),
              location: tokens[a]!.location, source: group.inferred ? "state group inferred from names" : "state group"))
          }
        }
      }
    }
    for key in skippedTranslucent.sorted(by: { ($0.fg, $0.bg) < ($1.fg, $1.bg) }) {
      unpaired.append((key.fg, "on \(key.bg), which is translucent in some theme: what lies behind it is not named; give translucentOver in a policy"))
    }
    var report = PaletteReport(palette: palette, findings: findings, checkedPairs: checked, inferredPairs: inferred, unpaired: unpaired)
    report.inferredStateGroups = inferredGroups
    // Themes that share a kind with another: the same pairs, checked alone.
    for extra in palette.extraThemes {
      var single = Palette(name: palette.name, format: palette.format, files: palette.files, variants: [extra.variant: extra.tokens],
                           thresholds: palette.thresholds)
      single.themeNames = [extra.variant: extra.name]
      var sub = policy
      sub.pairs = rules
      sub.stateGroups = groups
      // Each is bounded by the limit on its own, and what it made counts toward the total.
      let r = try check(single, policy: sub)
      try budget.spend(r.checkedPairs.values.reduce(0) { $0 + $1.count }, "the pairs")
      // Its unchecked foregrounds are counted with the whole palette's, below.
      report.findings += r.findings.filter { $0.rule != .paletteUnchecked }.map { f in
        var f = f
        f.theme = extra.name
        return f
      }
      report.extraThemes.append((extra.name, extra.variant, r.checkedPairs[extra.variant] ?? []))
      report.uncheckedThemes[extra.name] = r.unchecked[extra.variant] ?? []
    }
    Coverage.record(into: &report, explicit: inferred == 0, numbers: numbers, checkedForegrounds: checkedForegrounds,
                    usedAsBackground: usedAsBackground)
    // The tokens' own suppressions: a finding any of whose tokens opts out of its rule is
    // listed, with the reason, not reported.
    if !palette.suppressions.isEmpty {
      var kept: [PaletteFinding] = []
      for f in report.findings {
        if let s = f.tokens.lazy.compactMap({ palette.suppressions[$0] }).first(where: { $0.rules.contains(f.rule) }) {
          report.suppressed.append((f, s.reason))
        } else {
          kept.append(f)
        }
      }
      report.findings = kept
    }
    return report
  }

  /// The variant whose ratio a failing pair's message quotes when the pair passes there.
  static func otherAppearance(of variant: Variant) -> Variant? {
    guard variant.isDark else { return .dark }
    if variant == .dark { return .standard }
    return variant.base.map { $0 == .dark ? Variant.standard : .increasedContrast }
  }

  /// Variants whose pair ratios another variant reads: bases and other appearances.
  static let readVariants = Set(
    Variant.allCases.compactMap(\.base) + Variant.allCases.compactMap(otherAppearance))

  static func pairRatio(_ p: Palette, _ v: Variant, _ fg: String, _ bg: String) -> Double? {
    guard let f = p.variants[v]?[fg], let b = p.variants[v]?[bg], b.color.isOpaque else { return nil }
    return WCAG.contrastRatio(of: f.color, on: b.color)
  }

  static func fmt(_ v: Double, _ digits: Int = 2) -> String {
    if digits == 2 && v == v.rounded() || v.magnitude >= 1e13 { return NumberText.plain(v) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return NumberText.plain((v * scale).rounded() / scale)
  }
}
