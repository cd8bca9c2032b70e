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
    let allTokens = Set(palette.variants.values.flatMap(\.keys))
    var rules = policy.pairs.isEmpty ? palette.pairs : policy.pairs
    var inferred = 0
    var made = 0
    func count(_ n: Int, _ what: String) throws(PaletteError) {
      let (sum, overflow) = made.addingReportingOverflow(n)
      made = overflow ? Int.max : sum
      guard made <= policy.maximumPairs else {
        throw PaletteError(file: palette.files.first ?? palette.name,
                           message: "\(what) make \(made == Int.max ? "too many" : "at least \(made)") foreground/background pairs across the variants; the limit is \(policy.maximumPairs)",
                           limit: .pairs)
      }
    }
    var unpaired: [(token: String, reason: String)] = []
    if rules.isEmpty {
      let result = PairInference.analyze(allTokens, maximumPairs: policy.maximumPairs)
      rules = result.pairs
      unpaired = result.unpaired
      inferred = rules.count
    }
    var ratios: [Variant: [PairKey: Double]] = [:]
    var skippedTranslucent = Set<PairKey>()
    for variant in palette.variants.keys.sorted() {
      let tokens = palette.variants[variant]!
      let thresholds = policy.thresholds[variant] ?? palette.thresholds(for: variant)
      // Opaque surfaces for translucent backgrounds.
      var surfaces = policy.translucentOver.flatMap { TokenPattern.expand($0, in: tokens) }.compactMap { tokens[$0] }.filter { $0.color.isOpaque }
      if surfaces.isEmpty {
        surfaces = [Token(path: variant.isDark ? "black" : "white", color: variant.isDark ? .black : .white, location: nil)]
      }
      var pairsHere: [(PairRule, String, String)] = []
      for rule in rules {
        let fgs = TokenPattern.expand(rule.foreground, in: tokens)
        let bgs = TokenPattern.expand(rule.background, in: tokens)
        let (n, overflow) = fgs.count.multipliedReportingOverflow(by: bgs.count)
        try count(overflow ? Int.max : n, inferred > 0 ? "the inferred pairs" : "the pairs")
        for fg in fgs {
          for bg in bgs where fg != bg { pairsHere.append((rule, fg, bg)) }
        }
      }
      var failing: [(PairRule, String, String, Double, Double, SRGBColor)] = []
      var ratiosHere: [PairKey: Double] = [:]
      ratiosHere.reserveCapacity(pairsHere.count)
      // Luminance once per token; a pair is then arithmetic.
      var luminance: [String: Double] = [:]
      func lum(_ path: String, _ c: SRGBColor) -> Double {
        if let l = luminance[path] { return l }
        let l = WCAG.relativeLuminance(c)
        luminance[path] = l
        return l
      }
      for (rule, fgPath, bgPath) in pairsHere {
        let fg = tokens[fgPath]!
        let bg = tokens[bgPath]!
        // An inferred pair on a translucent background: what lies behind is not named (a
        // keybinding hint sits on its button, not on the page), so it is not guessed.
        if rule.inferredBy != nil && !bg.color.isOpaque && policy.translucentOver.isEmpty {
          skippedTranslucent.insert(PairKey(fg: fgPath, bg: bgPath))
          continue
        }
        var worst = Double.infinity
        var worstBG = bg.color
        if bg.color.isOpaque && fg.color.isOpaque {
          worst = WCAG.contrastRatio(luminance: lum(fgPath, fg.color), lum(bgPath, bg.color))
        } else {
          for b in bg.color.isOpaque ? [bg.color] : surfaces.map({ bg.color.composited(over: $0.color) }) {
            let r = WCAG.contrastRatio(of: fg.color, on: b)
            if r < worst { (worst, worstBG) = (r, b) }
          }
        }
        let required = thresholds.minimum(for: rule.use)
        let concrete = PairRule(foreground: fgPath, background: bgPath, use: rule.use, source: rule.source, inferredBy: rule.inferredBy)
        checked[variant, default: []].append((concrete, worst, required))
        ratiosHere[PairKey(fg: fgPath, bg: bgPath)] = worst
        if let required, worst < required { failing.append((rule, fgPath, bgPath, worst, required, worstBG)) }
        if let lc = policy.apca, abs(APCA.lightnessContrast(text: fg.color, background: worstBG)) < lc {
          findings.append(PaletteFinding(
            rule: .pairAPCA, level: .warning, variant: variant, tokens: [fgPath, bgPath], colors: [fg.color, worstBG],
            ratio: abs(APCA.lightnessContrast(text: fg.color, background: worstBG)), required: lc,
            message: "\(fgPath) on \(bgPath): APCA Lc \(NumberText.rounded(abs(APCA.lightnessContrast(text: fg.color, background: worstBG)))) is below \(NumberText.plain(lc))",
            location: fg.location, source: rule.source))
        }
      }
      ratios[variant] = ratiosHere
      var pairsByForeground: [String: [(PairRule, String, String)]] = [:]
      for p in pairsHere { pairsByForeground[p.1, default: []].append(p) }
      var fixes: [String: (SuggestionOutcome, Int)] = [:]
      for (rule, fgPath, bgPath, ratio, required, bgColor) in failing {
        let fg = tokens[fgPath]!
        var message = "\(fgPath) on \(bgPath): contrast \(WCAG.formatRatio(ratio)):1 is below \(fmt(required)):1 for \(rule.use.rawValue) in \(palette.displayName(variant))"
        if !tokens[bgPath]!.color.isOpaque { message += " (translucent background, worst case over the variant's surfaces)" }
        // The same pair in the other appearance, when it passes there.
        let otherVariant: Variant? = variant.isDark ? (variant == .dark ? .standard : variant.base.map { $0 == .dark ? Variant.standard : .increasedContrast }) : .dark
        if let ov = otherVariant, let r = ratios[ov]?[PairKey(fg: fgPath, bg: bgPath)] ?? pairRatio(palette, ov, fgPath, bgPath), r >= required {
          message += "; it passes in \(palette.displayName(ov)) at \(WCAG.formatRatio(r)):1"
        }
        var finding = PaletteFinding(
          rule: .pairContrast, level: .error, variant: variant, tokens: [fgPath, bgPath], colors: [fg.color, bgColor],
          ratio: ratio, required: required, message: message, location: fg.location, source: rule.source)
        // Fix: the nearest foreground (hue kept) that satisfies every pair it is in, here.
        // Computed once per token: every failing pair of it shares the answer.
        let (outcome, constraintCount): (SuggestionOutcome, Int)
        if let cached = fixes[fgPath] {
          (outcome, constraintCount) = cached
        } else {
          let constraints = (pairsByForeground[fgPath] ?? []).compactMap { p -> (Double, Double)? in
            guard let req = thresholds.minimum(for: p.0.use) else { return nil }
            let b = tokens[p.2]!.color
            return (WCAG.relativeLuminance(b.isOpaque ? b : b.composited(over: surfaces[0].color)), req)
          }
          let o = NearestColorSearch.nearest(to: fg.color) { c in
            let l = WCAG.relativeLuminance(c)
            return constraints.allSatisfy { WCAG.contrastRatio(luminance: l, $0.0) >= $0.1 }
          }
          fixes[fgPath] = (o, constraints.count)
          (outcome, constraintCount) = (o, constraints.count)
        }
        if case .suggestion(let s) = outcome {
          finding.fix = (fgPath, s.color)
          finding.message += "; nearest passing \(fgPath): \(s.color.hex) (ΔE00 \(fmt(s.deltaE2000, 1)), passes all \(constraintCount) of its pairs)"
        } else if case .impossible = outcome {
          finding.message += "; no \(fgPath) of this hue passes every pair it is in: change the background"
        }
        findings.append(finding)
      }
    }
    // Increased contrast must not lower a pair's contrast.
    for variant in palette.variants.keys.sorted() {
      guard let base = variant.base, let there = ratios[base] else { continue }
      // In the order the pairs were checked: stable, and no sort of every pair key.
      for checkedPair in checked[variant] ?? [] {
        let key = PairKey(fg: checkedPair.pair.foreground, bg: checkedPair.pair.background)
        let r = checkedPair.ratio
        guard let b = there[key], r < b - 1e-9 else { continue }
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
    let groups = policy.stateGroups.isEmpty ? palette.stateGroups : policy.stateGroups
    for variant in palette.variants.keys.sorted() {
      let tokens = palette.variants[variant]!
      for group in groups {
        let members = group.members.flatMap { TokenPattern.expand($0, in: tokens) }
        let (n, overflow) = members.count.multipliedReportingOverflow(by: max(0, members.count - 1))
        try count(overflow ? Int.max : n / 2, "the state groups")
        for (i, a) in members.enumerated() {
          for b in members.dropFirst(i + 1) {
            let r = Distinguishability.compare([tokens[a]!.color], [tokens[b]!.color], threshold: policy.distinguishThreshold)
            guard !r.isDistinguishable, !r.collapsing.isEmpty else { continue }
            // The most severe level among the deficiencies that collapse the pair, and who they are.
            let severest = r.collapsing.map { policy.stateSeverity[$0] ?? .error }.max()!
            let who = r.collapsing.filter { (policy.stateSeverity[$0] ?? .error) == severest }
            let level: PaletteFinding.Level = group.cue == nil ? severest : .note
            let worst = who[0]
            findings.append(PaletteFinding(
              rule: .stateDistinguishability, level: level, variant: variant, tokens: [a, b],
              colors: [tokens[a]!.color, tokens[b]!.color], ratio: r.deltaE[worst], required: policy.distinguishThreshold,
              message: "\(group.name): \(a) and \(b) collapse for \(who.map(\.rawValue).joined(separator: " and ")) (ΔE00 \(DeltaE.formatted(r.deltaE[worst] ?? 0)) after simulation, luminance contrast \(WCAG.formatRatio(r.luminanceRatio)):1) in \(palette.displayName(variant)); " + (group.cue.map { "the policy says they are always shown with \($0), which keeps them apart" }
                ?? "wherever these states are shown they need a non-color cue (icon, shape, text)" + (level == .error ? ", or separate their lightness" : "")),
              location: tokens[a]!.location, source: "state group"))
          }
        }
      }
    }
    for key in skippedTranslucent.sorted(by: { ($0.fg, $0.bg) < ($1.fg, $1.bg) }) {
      unpaired.append((key.fg, "on \(key.bg), which is translucent in some theme: what lies behind it is not named; give translucentOver in a policy"))
    }
    var report = PaletteReport(palette: palette, findings: findings, checkedPairs: checked, inferredPairs: inferred, unpaired: unpaired)
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
      try count(r.checkedPairs.values.reduce(0) { $0 + $1.count }, "the pairs")
      report.findings += r.findings.map { f in
        var f = f
        f.theme = extra.name
        return f
      }
      report.extraThemes.append((extra.name, extra.variant, r.checkedPairs[extra.variant] ?? []))
    }
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
