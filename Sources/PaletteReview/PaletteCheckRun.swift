import ColorScience
import Findings

extension PaletteChecker {
  /// One run of `PaletteChecker.check`, in named stages (the pairs of each variant, the
  /// increased-contrast regressions, the state groups, the report), with what they share.
  struct CheckRun {
    typealias Checked = (pair: PairRule, ratio: Double, required: Double?)
    typealias Failing = (rule: Int, fg: Int, bg: Int, ratio: Double, required: Double, background: SRGBColor)
    typealias Listed = (rule: Int, fg: Int, bg: Int)

    let palette: Palette
    let policy: PalettePolicy
    /// The policy's pairs, else the palette's, else those inferred from the token names.
    let rules: [PairRule]
    /// How many of `rules` were inferred (0: they were given).
    let inferred: Int
    var unpaired: [(token: String, reason: String)]
    var budget: PairBudget
    var findings: [PaletteFinding] = []
    var checked: [Variant: [Checked]] = [:]
    /// Token paths get numbers once for the whole check; a plain path in a rule is looked up
    /// once, not once per variant and again per pair.
    var numbers: TokenNumbers
    /// Each rule's foreground and background numbers (-1: a pattern, expanded per variant).
    let plain: [(fg: Int, bg: Int)]
    /// Each rule's use, read per pair without copying the rule (five strings) out of `rules`.
    let uses: [PairUse]
    /// Each variant's pair ratios by pair number (`TokenNumbers.pair`), for the other
    /// appearance's message and the increased-contrast regression check.
    var ratios: [Variant: PairRatios] = [:]
    var checkedKeys: [Variant: [Int]] = [:]
    var skippedTranslucent = Set<PairKey>()
    var checkedForegrounds: [Variant: [Bool]] = [:]
    var usedAsBackground: [Bool] = []
    /// The state groups compared (given, else inferred), and those inferred.
    var groups: [StateGroup] = []
    var inferredGroups: [StateGroup] = []

    init(palette: Palette, policy: PalettePolicy) {
      self.palette = palette
      self.policy = policy
      var rules = policy.pairs.isEmpty ? palette.pairs : policy.pairs
      var inferred = 0
      var unpaired: [(token: String, reason: String)] = []
      if rules.isEmpty {
        let allTokens = Set(palette.variants.values.flatMap(\.keys))
        let result = PairInference.analyze(allTokens, maximumPairs: policy.maximumPairs)
        rules = result.pairs
        unpaired = result.unpaired
        inferred = rules.count
      }
      // The fast table while every token path is ASCII (`TokenNumbers`).
      var numbers = TokenNumbers(
        asciiOnly: palette.variants.values.allSatisfy { TokenNumbers.allASCII($0.keys) }
          && palette.extraThemes.allSatisfy { TokenNumbers.allASCII($0.tokens.keys) })
      plain = rules.map { rule in
        (
          fg: TokenPattern.isPattern(rule.foreground) ? -1 : numbers.number(rule.foreground),
          bg: TokenPattern.isPattern(rule.background) ? -1 : numbers.number(rule.background)
        )
      }
      self.rules = rules
      uses = rules.map(\.use)
      self.inferred = inferred
      self.unpaired = unpaired
      self.numbers = numbers
      budget = PairBudget(limit: policy.maximumPairs, file: palette.files.first ?? palette.name)
    }

    /// Checks every pair of one variant, and plans the fixes of those that fail.
    mutating func checkPairs(in variant: Variant, tokens: [String: Token]) throws(PaletteError) {
      let thresholds = policy.thresholds[variant] ?? palette.thresholds(for: variant)
      // Opaque surfaces for translucent backgrounds.
      var surfaces = policy.translucentOver.flatMap { TokenPattern.expand($0, in: tokens) }.compactMap {
        tokens[$0]
      }.filter { $0.color.isOpaque }
      if surfaces.isEmpty {
        surfaces = [
          Token(
            path: variant.isDark ? "black" : "white", color: variant.isDark ? .black : .white, location: nil)
        ]
      }
      // This variant's color and luminance by token number (nil: not in this variant; NaN:
      // not computed yet). Colors alone, not whole tokens: the pair loop reads nothing else.
      var here = VariantColors(tokens, numbers: numbers)
      let pairsHere = try listPairs(tokens: tokens, here: &here)
      let failing = measure(
        pairsHere, in: variant, tokens: tokens, thresholds: thresholds, surfaces: surfaces, here: &here)
      guard !failing.isEmpty else { return }
      reportFailures(
        failing, of: pairsHere, in: variant, tokens: tokens, thresholds: thresholds, surfaces: surfaces,
        here: &here)
    }

    /// The concrete pairs of one variant (patterns expanded), counted against the budget
    /// before any is made.
    mutating func listPairs(tokens: [String: Token], here: inout VariantColors) throws(PaletteError)
      -> [Listed]
    {
      var pairsHere: [Listed] = []
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
        let fgs =
          f >= 0
          ? (here.colors[f] == nil ? [] : [f])
          : TokenPattern.expand(rules[r].foreground, in: tokens).map { numbers.number($0) }
        let bgs =
          b >= 0
          ? (here.colors[b] == nil ? [] : [b])
          : TokenPattern.expand(rules[r].background, in: tokens).map { numbers.number($0) }
        here.cover(numbers, tokens)
        let (n, overflow) = fgs.count.multipliedReportingOverflow(by: bgs.count)
        try budget.spend(overflow ? Int.max : n, what)
        for fg in fgs {
          for bg in bgs where fg != bg { pairsHere.append((r, fg, bg)) }
        }
      }
      return pairsHere
    }

    /// Measures one variant's pairs (WCAG, and APCA when the policy asks), records what
    /// was checked, and returns the pairs below their minimum.
    mutating func measure(
      _ pairsHere: [Listed], in variant: Variant, tokens: [String: Token], thresholds: Thresholds,
      surfaces: [Token],
      here: inout VariantColors
    ) -> [Failing] {
      var failing: [Failing] = []
      var checkedHere: [Checked] = []
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
      if usedAsBackground.count < here.colors.count {
        usedAsBackground += [Bool](repeating: false, count: here.colors.count - usedAsBackground.count)
      }
      for (r, f, b) in pairsHere {
        // Every pair here was listed because both its colors are in this variant.
        guard let fg = here.colors[f], let bg = here.colors[b] else { continue }
        // An inferred pair on a translucent background: what lies behind is not named (a
        // keybinding hint sits on its button, not on the page), so it is not guessed.
        if !bg.isOpaque && rules[r].inferredBy != nil && policy.translucentOver.isEmpty {
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
        let required = thresholds.minimum(for: uses[r])
        // A plain rule's pair is the rule itself, copied whole; a pattern's is spelled out.
        let concrete =
          plain[r].fg == f && plain[r].bg == b
          ? rules[r]
          : PairRule(
            foreground: numbers.paths[f], background: numbers.paths[b], use: uses[r],
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
          findings.append(
            PaletteFinding(
              rule: .pairAPCA, level: .warning, variant: variant, tokens: [fgPath, bgPath],
              colors: [fg, worstBG],
              ratio: abs(APCA.lightnessContrast(text: fg, background: worstBG)), required: lc,
              message:
                "\(fgPath) on \(bgPath): APCA Lc \(NumberText.rounded(abs(APCA.lightnessContrast(text: fg, background: worstBG)))) is below \(NumberText.plain(lc))",
              location: tokens[fgPath]?.location, source: rules[r].source))
        }
      }
      if !checkedHere.isEmpty {
        checked[variant] = checkedHere
        if keepsKeys { checkedKeys[variant] = keysHere }
      }
      if keepsRatios { ratios[variant] = ratiosHere }
      checkedForegrounds[variant] = foregroundsHere
      return failing
    }

    /// Reports one variant's failing pairs, each with its fix: for each failing pair, move
    /// whichever of its two colors costs least per failure it resolves (ΔE00 divided by the
    /// failing pairs it is in), so the accent behind ten labels is fixed once rather than
    /// every label on it. A color moves with every token that aliases it (`bg.accent` and
    /// `text.link` both `{brand.blue}`: the fix is `brand.blue`), and satisfies every pair
    /// any of them is in, here.
    mutating func reportFailures(
      _ failing: [Failing], of pairsHere: [Listed], in variant: Variant, tokens: [String: Token],
      thresholds: Thresholds,
      surfaces: [Token], here: inout VariantColors
    ) {
      let fixer = FixPlanner(
        pairs: pairsHere.map { ($0.fg, $0.bg, thresholds.minimum(for: uses[$0.rule])) },
        failing: failing.map { ($0.fg, $0.bg) }, required: failing.map(\.required), here: &here,
        numbers: numbers, tokens: tokens,
        surface: surfaces[0].color)
      for (k, (r, f, b, ratio, required, bgColor)) in failing.enumerated() {
        let rule = rules[r]
        let fgPath = numbers.paths[f]
        let bgPath = numbers.paths[b]
        guard let fg = tokens[fgPath] else { continue }
        var message =
          "\(fgPath) on \(bgPath): contrast \(WCAG.formatRatio(ratio)):1 is below \(PaletteChecker.fmt(required)):1 for \(rule.use.rawValue) in \(palette.displayName(variant))"
        if here.colors[b]?.isOpaque == false {
          message += " (translucent background, worst case over the variant's surfaces)"
        }
        // The same pair in the other appearance, when it passes there.
        if let ov = PaletteChecker.otherAppearance(of: variant),
          let r = ratios[ov]?[TokenNumbers.pair(f, b)]
            ?? PaletteChecker.pairRatio(palette, ov, fgPath, bgPath), r >= required
        {
          message += "; it passes in \(palette.displayName(ov)) at \(WCAG.formatRatio(r)):1"
        }
        var finding = PaletteFinding(
          rule: .pairContrast, level: .error, variant: variant, tokens: [fgPath, bgPath],
          colors: [fg.color, bgColor],
          ratio: ratio, required: required, message: message, location: fg.location, source: rule.source)
        switch fixer.choice[k] {
        case .move(let unit, let color, let deltaE, let constraintCount):
          finding.fix = (unit, color)
          finding.message +=
            "; nearest passing \(unit): \(color.hex) (ΔE00 \(PaletteChecker.fmt(deltaE, 1)), passes all \(constraintCount) of its pairs)"
        case .impossible:
          finding.message += "; no \(fgPath) of this hue passes every pair it is in: change the background"
        case .none:
          break
        }
        findings.append(finding)
      }
    }

    /// Increased contrast must not lower a pair's contrast.
    mutating func checkRegressions() {
      for variant in palette.variants.keys.sorted() {
        guard let base = variant.base, let there = ratios[base], let keys = checkedKeys[variant] else {
          continue
        }
        // In the order the pairs were checked: stable, and no sort of every pair key. By
        // index: a pair is read only when it regressed, not copied out for every comparison.
        let list = checked[variant] ?? []
        for k in keys.indices {
          let r = list[k].ratio
          guard let b = there[keys[k]], r < b - 1e-9 else { continue }
          let checkedPair = list[k]
          let parts = [checkedPair.pair.foreground, checkedPair.pair.background]
          guard let table = palette.variants[variant], let fg = table[parts[0]], let bg = table[parts[1]]
          else { continue }
          // An error only when the pair fails its own (raised) minimum here; else a warning.
          let failsHere = checkedPair.required.map { r < $0 } ?? false
          var message =
            "\(parts[0]) on \(parts[1]): \(palette.displayName(variant)) lowers contrast to \(WCAG.formatRatio(r)):1 from \(WCAG.formatRatio(b)):1 in \(palette.displayName(base))"
          if let req = checkedPair.required {
            message +=
              failsHere
              ? ", below its minimum of \(PaletteChecker.fmt(req)):1"
              : " (still above its minimum of \(PaletteChecker.fmt(req)):1)"
          }
          findings.append(
            PaletteFinding(
              rule: .contrastRegression, level: failsHere ? .error : .warning, variant: variant,
              tokens: parts, colors: [fg.color, bg.color],
              ratio: r, required: b, message: message, location: fg.location, source: nil))
        }
      }
    }

    /// State groups (given, else inferred from the names): every two members of a group,
    /// in every variant, must stay apart for each color-vision deficiency.
    mutating func checkStateGroups() throws(PaletteError) {
      groups = policy.stateGroups.isEmpty ? palette.stateGroups : policy.stateGroups
      inferredGroups =
        groups.isEmpty ? StateInference.groups(Set(palette.variants.values.flatMap(\.keys))) : []
      groups += inferredGroups
      for (variant, tokens) in palette.variants.sorted(by: { $0.key < $1.key }) {
        for group in groups {
          let members = group.members.flatMap { TokenPattern.expand($0, in: tokens) }
          let (n, overflow) = members.count.multipliedReportingOverflow(by: max(0, members.count - 1))
          try budget.spend(overflow ? Int.max : n / 2, "the state groups")
          // Each member simulated once, not once per member it is compared with.
          let seen = members.map {
            tokens[$0].map { (token: $0, state: Distinguishability.SeenState([$0.color])) }
          }
          for (i, a) in members.enumerated() {
            for j in (i + 1)..<members.count {
              guard let sa = seen[i], let sb = seen[j] else { continue }
              compare((a, sa.token, sa.state), (members[j], sb.token, sb.state), of: group, in: variant)
            }
          }
        }
      }
    }

    /// Compares two members of a state group in one variant; reports them when they collapse.
    mutating func compare(
      _ first: (String, Token, Distinguishability.SeenState),
      _ second: (String, Token, Distinguishability.SeenState), of group: StateGroup, in variant: Variant
    ) {
      let ((a, ta, sa), (b, tb, sb)) = (first, second)
      let r = Distinguishability.compare(sa, sb, threshold: policy.distinguishThreshold)
      // The most severe level among the deficiencies that collapse the pair, and who they are.
      guard !r.isDistinguishable,
        let severest = r.collapsing.map({ policy.stateSeverity[$0] ?? .error }).max()
      else { return }
      let who = r.collapsing.filter { (policy.stateSeverity[$0] ?? .error) == severest }
      var level: PaletteFinding.Level = group.cue == nil ? severest : .note
      if group.inferred { level = min(level, .warning) }
      let worst = who[0]
      findings.append(
        PaletteFinding(
          rule: .stateDistinguishability, level: level, variant: variant, tokens: [a, b],
          colors: [ta.color, tb.color], ratio: r.deltaE[worst], required: policy.distinguishThreshold,
          message:
            "\(group.name): \(a) and \(b) collapse for \(who.map(\.rawValue).joined(separator: " and ")) (ΔE00 \(DeltaE.formatted(r.deltaE[worst] ?? 0)) after simulation, luminance contrast \(WCAG.formatRatio(r.luminanceRatio)):1) in \(palette.displayName(variant)); "
            + (group.cue.map { "the policy says they are always shown with \($0), which keeps them apart" }
              ?? "wherever these states are shown they need a non-color cue (icon, shape, text)"
              + (level == .error ? ", or separate their lightness" : "")),
          location: ta.location, source: group.inferred ? "state group inferred from names" : "state group"))
    }

    /// The report: the pairs left unchecked, the themes checked beside another of their
    /// kind, coverage, and the tokens' own suppressions.
    mutating func report() throws(PaletteError) -> PaletteReport {
      for key in skippedTranslucent.sorted(by: { ($0.fg, $0.bg) < ($1.fg, $1.bg) }) {
        unpaired.append(
          (
            key.fg,
            "on \(key.bg), which is translucent in some theme: what lies behind it is not named; give translucentOver in a policy"
          ))
      }
      var report = PaletteReport(
        palette: palette, findings: findings, checkedPairs: checked, inferredPairs: inferred,
        unpaired: unpaired)
      report.inferredStateGroups = inferredGroups
      try checkExtraThemes(into: &report)
      Coverage.record(
        into: &report, explicit: inferred == 0, numbers: numbers, checkedForegrounds: checkedForegrounds,
        usedAsBackground: usedAsBackground)
      // The tokens' own suppressions: a finding any of whose tokens opts out of its rule is
      // listed, with the reason, not reported.
      let suppressions = palette.suppressions
      if !suppressions.isEmpty {
        var kept: [PaletteFinding] = []
        for f in report.findings {
          if let s = f.tokens.lazy.compactMap({ suppressions[$0] }).first(where: { $0.rules.contains(f.rule) }
          ) {
            report.suppressed.append((f, s.reason))
          } else {
            kept.append(f)
          }
        }
        report.findings = kept
      }
      return report
    }

    /// Themes that share a kind with another: the same pairs and groups, checked alone.
    mutating func checkExtraThemes(into report: inout PaletteReport) throws(PaletteError) {
      for extra in palette.extraThemes {
        var single = Palette(
          name: palette.name, format: palette.format, files: palette.files,
          variants: [extra.variant: extra.tokens],
          thresholds: palette.thresholds)
        single.themeNames = [extra.variant: extra.name]
        var sub = policy
        sub.pairs = rules
        sub.stateGroups = groups
        // Each is bounded by the limit on its own, and what it made counts toward the total.
        let r = try PaletteChecker.check(single, policy: sub)
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
    }
  }
}
