import ColorScience
import Findings

/// A problem found in a palette.
public struct PaletteFinding: Sendable, Hashable {
  /// The severity of a finding, shared with every other Legible finding so reporters treat them alike.
  public typealias Level = Findings.Level
  /// pair-contrast, pair-apca, contrast-regression or state-distinguishability.
  public var rule: Rule
  /// How serious the finding is: error, warning or note.
  public var level: Level
  /// The variant the finding was made in.
  public var variant: Variant
  /// The token paths involved: foreground then background for a pair, the members for a state group.
  public var tokens: [String]
  /// The colors of `tokens`, in the same order, as they resolved in `variant`.
  public var colors: [SRGBColor]
  /// The measured value: a WCAG contrast ratio, APCA |Lc| for pair-apca, or ΔE00 for a state
  /// group; nil when the rule measures nothing.
  public var ratio: Double?
  /// The value `ratio` had to reach, in the same unit; nil when there is no threshold.
  public var required: Double?
  /// One line saying what failed and by how much, for people.
  public var message: String
  /// Where the first token is defined (a pair's foreground), so reports point at the line to change.
  public var location: SourceLocation?
  /// Where the pair or group came from (explicit, config, or an inference rule).
  public var source: String?
  /// A replacement that fixes this and every other pair the token is in, in this variant.
  public var fix: (token: String, color: SRGBColor)? {
    get { fixToken.flatMap { token in fixColor.map { (token, $0) } } }
    set {
      fixToken = newValue?.token
      fixColor = newValue?.color
    }
  }
  var fixToken: String?
  var fixColor: SRGBColor?
  /// For a theme of `Palette.extraThemes`: its name (the variant alone does not say which).
  public var theme: String?
}

/// Everything a palette check produced.
public struct PaletteReport: Sendable {
  /// The palette as loaded, so reports can name its files, themes and notes.
  public var palette: Palette
  /// Every finding not suppressed, in every variant.
  public var findings: [PaletteFinding]
  /// Pair results per variant (passing ones too), for reports.
  public var checkedPairs: [Variant: [(pair: PairRule, ratio: Double, required: Double?)]]
  /// How many of the checked pairs came from inference rather than the palette or the policy.
  public var inferredPairs: Int
  /// Foregrounds inference left without a pair, and why (for --explain-pairs).
  public var unpaired: [(token: String, reason: String)] = []

  /// Findings a token's `$extensions.legible.ignore` turned off, with its reason: counted
  /// and listed by every report, never silently dropped.
  public var suppressed: [(finding: PaletteFinding, reason: String)] = []

  /// Themes checked beside another of the same kind, each with its pairs.
  public var extraThemes:
    [(name: String, variant: Variant, pairs: [(pair: PairRule, ratio: Double, required: Double?)])] = []

  /// Per variant (and extra theme, by its name in `uncheckedThemes`), the foregrounds (text
  /// and icon tokens, `TokenRole`) that are in no checked pair there, each with the reason:
  /// what a review did not verify, listed by every report so nothing passes silently.
  public var unchecked: [Variant: [(token: String, reason: String)]] = [:]
  /// The same for `Palette.extraThemes`, by theme name.
  public var uncheckedThemes: [String: [(token: String, reason: String)]] = [:]
  /// State groups read from the token names (no group was declared).
  public var inferredStateGroups: [StateGroup] = []

  /// No pair was checked in any variant: nothing about contrast was verified.
  public var checkedNothing: Bool {
    checkedPairs.values.allSatisfy(\.isEmpty) && extraThemes.allSatisfy(\.pairs.isEmpty)
  }
}

/// Policy for a palette check beyond the palette itself (from `legible.json` or --config).
public struct PalettePolicy: Sendable {
  /// Pairs with token-path patterns (`*` = one segment); when set, inference is off.
  public var pairs: [PairRule]
  /// Groups of state tokens that must stay distinguishable from each other.
  public var stateGroups: [StateGroup]
  /// Minimum contrast ratios per variant, as the policy sets them.
  public var thresholds: [Variant: Thresholds]
  /// Opaque surfaces translucent backgrounds are composited over (patterns allowed).
  public var translucentOver: [String]
  /// The APCA |Lc| every checked pair must reach (above 0, up to 108); a pair below it is a
  /// warning beside the WCAG check. Nil turns the APCA check off.
  public var apca: Double?
  /// The ΔE00 below which two state colors count as collapsed for a reader with a color vision
  /// deficiency (`Distinguishability.defaultThreshold`, 10, unless set).
  public var distinguishThreshold: Double
  /// Severity of a state group that collapses, by who is affected: protan/deutan
  /// deficiencies (about 1 in 12 men) are errors, tritan (about 1 in 10,000) warnings,
  /// achromatopsia (about 1 in 30,000) notes. A policy may raise (or lower) each.
  public var stateSeverity: [Deficiency: PaletteFinding.Level] = PalettePolicy.defaultStateSeverity

  /// The severities `stateSeverity` starts from, by how common the affected deficiency is.
  public static let defaultStateSeverity: [Deficiency: PaletteFinding.Level] = [
    .protanopia: .error, .deuteranopia: .error, .protanomaly: .error, .deuteranomaly: .error,
    .tritanopia: .warning, .tritanomaly: .warning, .achromatopsia: .note,
  ]

  /// Pairs and state-group comparisons the check may make, across variants; counted before
  /// they are made (`maxPairs` in a policy, --max-pairs).
  public var maximumPairs = PaletteLimits().maximumPairs

  /// A policy with the given pairs, groups and thresholds; the defaults check WCAG AA with inference on.
  public init(
    pairs: [PairRule] = [], stateGroups: [StateGroup] = [], thresholds: [Variant: Thresholds] = [:],
    translucentOver: [String] = [], apca: Double? = nil,
    distinguishThreshold: Double = Distinguishability.defaultThreshold
  ) {
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
        file: file,
        message:
          "\(what) make \(count) foreground/background pairs across the variants; the limit is \(limit)",
        limit: .pairs)
    }
  }
}

/// A pair of token paths, hashed as two strings (no concatenated key per pair).
struct PairKey: Hashable {
  var fg: String
  var bg: String
}

/// Runs a palette's checks: pair contrast, APCA, contrast regressions and state distinguishability.
public enum PaletteChecker {
  /// Checks every pair and state group in every variant. Pairs (patterns expanded) and
  /// state-group comparisons are counted before any is made, against
  /// `policy.maximumPairs`: `"*"` on `"*"` over 20,000 tokens would be 400 million.
  public static func check(_ palette: Palette, policy: PalettePolicy = PalettePolicy()) throws(PaletteError)
    -> PaletteReport
  {
    var run = CheckRun(palette: palette, policy: policy)
    for (variant, tokens) in palette.variants.sorted(by: { $0.key < $1.key }) {
      try run.checkPairs(in: variant, tokens: tokens)
    }
    run.checkRegressions()
    try run.checkStateGroups()
    return try run.report()
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
