/// The catalog of every rule Legible checks: one case per rule, and everything a report,
/// `--help`, `legible rules` or a SARIF `rules` array says about it.
///
/// Adding a rule is one new case here (the compiler then asks for its title, criterion,
/// level and help in the switches below) plus the code that finds it. Reporters never keep
/// their own lists: they read `Rule.allCases` and these properties.
public enum Rule: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Text in a screenshot below its WCAG minimum.
  case textContrast = "text-contrast"
  /// UI states in a screenshot told apart only by color.
  case colorOnlyState = "color-only-state"
  /// An icon in a screenshot that is its control's only label, below 3:1 against its
  /// background.
  case nonTextContrast = "non-text-contrast"
  /// A foreground/background token pair below its contrast minimum.
  case pairContrast = "pair-contrast"
  /// A token pair below the policy's APCA Lc minimum.
  case pairAPCA = "pair-apca"
  /// An increased-contrast variant that lowers a pair's contrast.
  case contrastRegression = "contrast-regression"
  /// State colors that collapse for a color-vision deficiency.
  case stateDistinguishability = "state-distinguishability"
  /// A foreground (text or icon token) checked against no surface in any theme, or a palette
  /// whose token names declare no pair, with no policy listing one: nothing checked.
  case paletteUnchecked = "palette-unchecked"

  /// The identifier used in reports, configs (`severity`), baselines and SARIF `ruleId`.
  public var id: String { rawValue }

  /// The rule for an identifier, or nil; `Rule.suggestion(for:)` offers a near miss.
  public init?(id: String) { self.init(rawValue: id) }

  /// UpperCamelCase name, as SARIF's `reportingDescriptor.name` asks.
  public var name: String {
    switch self {
    case .textContrast: "TextContrast"
    case .colorOnlyState: "ColorOnlyState"
    case .nonTextContrast: "NonTextContrast"
    case .pairContrast: "PairContrast"
    case .pairAPCA: "PairAPCA"
    case .contrastRegression: "ContrastRegression"
    case .stateDistinguishability: "StateDistinguishability"
    case .paletteUnchecked: "PaletteUnchecked"
    }
  }

  /// One sentence: what a finding of this rule means.
  public var title: String {
    switch self {
    case .textContrast: "Text contrast below the WCAG minimum: 4.5:1, or 3:1 for large text."
    case .colorOnlyState: "UI states told apart only by color."
    case .nonTextContrast: "An icon that is its control's only label is below 3:1 against its background."
    case .pairContrast: "A foreground/background token pair is below its contrast minimum."
    case .pairAPCA: "A token pair is below the policy's APCA Lc minimum."
    case .contrastRegression: "An increased-contrast variant lowers a pair's contrast."
    case .stateDistinguishability: "State colors collapse for a color-vision deficiency."
    case .paletteUnchecked:
      "A foreground, or a whole palette, was checked against no surface: its contrast was not verified."
    }
  }

  /// The WCAG 2.2 success criteria the rule tests, by number ("1.4.3"); empty for rules that
  /// follow other guidance (APCA, Apple's Increase Contrast).
  public var successCriteria: [String] {
    switch self {
    case .textContrast: ["1.4.3"]
    case .colorOnlyState: ["1.4.1"]
    case .nonTextContrast: ["1.4.11"]
    case .pairContrast: ["1.4.3", "1.4.6", "1.4.11"]
    case .pairAPCA: []
    case .contrastRegression: ["1.4.6"]
    case .stateDistinguishability: ["1.4.1"]
    case .paletteUnchecked: []
    }
  }

  /// The level a finding gets unless a config's `severity` or the rule's own code says
  /// otherwise (a color-only state whose colors survive simulation is a warning).
  public var defaultLevel: Level {
    switch self {
    case .pairAPCA, .paletteUnchecked: .warning
    default: .error
    }
  }

  /// What to do about a finding: the help text of SARIF, the HTML report and `legible rules`.
  public var help: String {
    switch self {
    case .textContrast:
      "Darken or lighten the text or its background until the pair reaches 4.5:1 (3:1 for text at least 24 px, or 18.66 px bold)."
    case .nonTextContrast:
      "Darken or lighten the icon or what is behind it until the pair reaches 3:1, or give the control a text label."
    case .colorOnlyState:
      "Add a second cue to the state that differs (weight, underline or indicator bar, icon or check, shape, outline or a text label); never carry a state by color alone."
    case .pairContrast:
      "Use the nearest passing color Legible suggests, or pair the foreground with a background it passes on."
    case .pairAPCA:
      "Raise the pair's lightness difference until its APCA Lc reaches the policy's minimum."
    case .contrastRegression:
      "Give the increased-contrast variant at least the standard variant's contrast for this pair."
    case .stateDistinguishability:
      "Show these states with a non-color cue (icon, shape, text) wherever they appear, and separate their lightness."
    case .paletteUnchecked:
      "List the pairs to check in the palette or a policy (legible palette FILE --init-policy policy.json writes one to start from); the report lists each unchecked token with the reason."
    }
  }

  /// Where the guidance behind the rule is explained.
  public var helpURI: String {
    switch self {
    case .textContrast, .pairContrast, .paletteUnchecked:
      "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
    case .colorOnlyState, .stateDistinguishability:
      "https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html"
    case .nonTextContrast: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"
    case .pairAPCA: "https://github.com/Myndex/apca-w3"
    case .contrastRegression:
      "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects"
    }
  }

  /// What the rule looks at.
  public var subject: Subject {
    switch self {
    case .textContrast, .colorOnlyState, .nonTextContrast: .screenshot
    case .pairContrast, .pairAPCA, .contrastRegression, .stateDistinguishability, .paletteUnchecked: .palette
    }
  }

  /// What a rule reads: a screenshot's pixels or a palette's tokens.
  public enum Subject: String, Sendable, Hashable {
    /// A PNG screenshot's pixels.
    case screenshot
    /// A design-token palette's tokens and pairs.
    case palette
  }

  /// Alphabetical by id, the order reports list rules in.
  public static func < (a: Rule, b: Rule) -> Bool { a.rawValue < b.rawValue }
}
