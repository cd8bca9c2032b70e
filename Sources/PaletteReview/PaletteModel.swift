import ColorScience
import Findings
import JSONSupport

/// The appearance variants a palette is checked in.
public enum Variant: String, CaseIterable, Sendable, Hashable, Comparable {
  /// The default appearance: light, with the system's usual contrast.
  case standard
  /// Light, with contrast raised part way (Material's medium contrast).
  case mediumContrast
  /// Light, with the system's increased contrast setting on.
  case increasedContrast
  /// Dark mode with the usual contrast.
  case dark
  /// Dark, with contrast raised part way.
  case darkMediumContrast
  /// Dark, with increased contrast.
  case darkIncreasedContrast

  /// Whether the variant is one of the dark appearances.
  public var isDark: Bool { self == .dark || self == .darkMediumContrast || self == .darkIncreasedContrast }
  /// Whether the variant asks for increased contrast, which raises the default thresholds.
  public var isIncreasedContrast: Bool { self == .increasedContrast || self == .darkIncreasedContrast }
  /// The variant an increased- or medium-contrast one must not fall below.
  public var base: Variant? {
    switch self {
    case .increasedContrast, .mediumContrast: return .standard
    case .darkIncreasedContrast, .darkMediumContrast: return .dark
    default: return nil
    }
  }

  /// Orders variants as `allCases` lists them, so reports print standard before dark.
  public static func < (a: Variant, b: Variant) -> Bool {
    (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
  }

  /// Maps the names formats use: Apple's `_ax`, Primer's `-hc`, Material's
  /// `-high-contrast`/`-medium-contrast`, asset catalogs' `contrast: high`, `light`/`dark`.
  public static func named(_ raw: String) -> Variant? {
    let n = raw.lowercased().replacingOccurrences(of: "_", with: "-")
    let dark = n.contains("dark")
    let high =
      n.hasSuffix("-ax") || n.contains("high-contrast") || n.hasSuffix("-hc") || n.contains("increased")
      || n.contains("highcontrast") || n == "ax" || n == "hc" || n == "high"
    let medium = n.contains("medium")
    if let exact = Variant(rawValue: raw) { return exact }
    if medium { return dark ? .darkMediumContrast : .mediumContrast }
    if high { return dark ? .darkIncreasedContrast : .increasedContrast }
    if dark { return .dark }
    if ["light", "default", "standard", "base", "any", ""].contains(n) || n.hasPrefix("light") {
      return .standard
    }
    return nil
  }

  /// The kind of a theme whose name says none (Fluent's `inverted`): dark when its
  /// background tokens are dark (median relative luminance below 0.18, the middle of
  /// the scale in perceived lightness), else standard; nil with no background tokens.
  static func guessed(from tokens: [String: Token]) -> Variant? {
    let l = tokens.values.filter { PairInference.read($0.path).kind == .background && $0.color.isOpaque }
      .map { WCAG.relativeLuminance($0.color) }.sorted()
    guard !l.isEmpty else { return nil }
    return l[l.count / 2] < 0.18 ? .dark : .standard
  }

  /// The variant in words for reports: "dark, increased contrast".
  public var displayName: String {
    switch self {
    case .standard: return "standard"
    case .mediumContrast: return "medium contrast"
    case .increasedContrast: return "increased contrast"
    case .dark: return "dark"
    case .darkMediumContrast: return "dark, medium contrast"
    case .darkIncreasedContrast: return "dark, increased contrast"
    }
  }
}

/// A token's own say that some rules do not apply to it, and why. A finding that involves
/// the token and one of the rules is not reported as a finding but listed as suppressed,
/// with the reason, so a review still sees it.
public struct TokenSuppression: Sendable, Hashable {
  /// The rules turned off for the token.
  public var rules: Set<Rule>
  /// Why the designers turned them off, shown beside every finding it suppresses.
  public var reason: String
  /// Where the suppression is written, if the format gives positions.
  public var location: SourceLocation?

  /// A suppression of `rules` for a token, with the reason and where it is written.
  public init(rules: Set<Rule>, reason: String, location: SourceLocation?) {
    self.rules = rules
    self.reason = reason
    self.location = location
  }
}

/// Where something is defined in an input file.
public struct SourceLocation: Sendable, Hashable {
  /// The file, as the user named it.
  public var file: String
  /// The line, counted from 1.
  public var line: Int
  /// The column, counted from 1.
  public var column: Int
  /// Byte range of the value in the file, for writing fixes.
  public var range: Range<Int>?

  /// A place in `file`; `range` is needed only to write a fix at that place.
  public init(file: String, line: Int, column: Int, range: Range<Int>? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.range = range
  }

  /// `file:line:column`, the form editors and compilers use to jump to a place.
  public var description: String { "\(file):\(line):\(column)" }
}

/// A resolved color token in one variant.
public struct Token: Sendable, Hashable {
  /// The token's path, its group names joined by dots: `fg.muted`.
  public var path: String
  /// The resolved color, aliases followed and values outside sRGB clipped.
  public var color: SRGBColor
  /// Where the token's value is written, if the format gives positions.
  public var location: SourceLocation?
  /// The token it aliases, if its value was an alias.
  public var aliasOf: String?
  /// The value as written, when it lay outside sRGB and `color` is its clipped form (the
  /// policy `legible contrast` applies, `InputColor`); reports list it as a note.
  public var clippedFrom: String?

  /// A token; `aliasOf` and `clippedFrom` record how its color was reached.
  public init(
    path: String, color: SRGBColor, location: SourceLocation?, aliasOf: String? = nil,
    clippedFrom: String? = nil
  ) {
    self.path = path
    self.color = color
    self.location = location
    self.aliasOf = aliasOf
    self.clippedFrom = clippedFrom
  }
}

/// What a pair's foreground is for, which sets its threshold.
public enum PairUse: String, Sendable, Hashable, CaseIterable {
  /// Body text, large text (WCAG's 18 pt, or 14 pt bold), UI graphics, and decoration, which is not checked.
  case text, largeText, ui, decorative
}

/// A foreground/background pair to check, and where it came from.
public struct PairRule: Sendable, Hashable {
  /// The path of the token drawn on top: text, icon or border.
  public var foreground: String
  /// The path of the token it is drawn on.
  public var background: String
  /// What the foreground is for, which sets the ratio it must reach.
  public var use: PairUse
  /// "explicit", "config", or the inference rule's name (on, stem, role-tint, generic).
  public var source: String
  /// For an inferred pair, why: "stem primaryButton", "on emphasis", "role danger on its tint dangerMuted".
  public var inferredBy: String?

  /// A pair to check; `source` says where it came from, `inferredBy` why, when inferred.
  public init(foreground: String, background: String, use: PairUse, source: String, inferredBy: String? = nil)
  {
    self.foreground = foreground
    self.background = background
    self.use = use
    self.source = source
    self.inferredBy = inferredBy
  }
}

/// Tokens that must stay distinguishable from each other (success/warning/danger…).
public struct StateGroup: Sendable, Hashable {
  /// The group's name, used in findings: "status".
  public var name: String
  /// The token paths (patterns allowed) that must stay apart from each other.
  public var members: [String]
  /// The non-color cue the design always shows with these states ("icon and label"), as a
  /// policy records it: a collapse is then a note, since the palette alone cannot show it.
  public var cue: String?
  /// Read from the token names (`StateInference`), not declared: its collapses are
  /// warnings, since the names only suggest these colors are states shown side by side.
  public var inferred: Bool
  /// A group of states; an inferred one reports collapses as warnings, not errors.
  public init(name: String, members: [String], cue: String? = nil, inferred: Bool = false) {
    self.name = name
    self.members = members
    self.cue = cue
    self.inferred = inferred
  }
}

/// Minimum ratios by use.
public struct Thresholds: Sendable, Hashable {
  /// The minimum WCAG contrast ratio for body text.
  public var text: Double
  /// The minimum ratio for large text (18 pt, or 14 pt bold).
  public var largeText: Double
  /// The minimum ratio for UI graphics and component boundaries (WCAG 1.4.11).
  public var ui: Double

  /// Thresholds of the given ratios (1 to 21 on WCAG's scale; policy files check the range, this does not).
  public init(text: Double, largeText: Double, ui: Double) {
    self.text = text
    self.largeText = largeText
    self.ui = ui
  }

  /// The ratio a pair of this use must reach; nil for decoration, which WCAG does not check.
  public func minimum(for use: PairUse) -> Double? {
    switch use {
    case .text: return text
    case .largeText: return largeText
    case .ui: return ui
    case .decorative: return nil
    }
  }

  /// WCAG AA (4.5 / 3 / 3); under increased contrast, AAA for text (7 / 4.5) and 4.5 for UI.
  public static func defaults(for variant: Variant) -> Thresholds {
    variant.isIncreasedContrast
      ? Thresholds(text: 7, largeText: 4.5, ui: 4.5) : Thresholds(text: 4.5, largeText: 3, ui: 3)
  }
}

/// A loaded palette: tokens per variant, pairs, groups and thresholds.
public struct Palette: Sendable {
  /// The palette's name, for reports.
  public var name: String
  /// The format it was read as, in words, for reports.
  public var format: String
  /// The files it was read from.
  public var files: [String]
  /// The resolved tokens of each variant the source defines, by path.
  public var variants: [Variant: [String: Token]]
  /// The pairs the palette declares itself.
  public var pairs: [PairRule]
  /// The state groups the palette declares.
  public var stateGroups: [StateGroup]
  /// Minimum ratios the palette sets per variant; others use `Thresholds.defaults(for:)`.
  public var thresholds: [Variant: Thresholds]
  /// What the loader noticed but did not treat as an error, printed with every report.
  public var notes: [String]
  /// The theme names the source uses (`light-hc`, `inverted`), by the variant each was read as.
  public var themeNames: [Variant: String] = [:]
  /// Themes of a kind another theme already fills (Fluent's `inverted` reads as light, like
  /// `default`): checked on their own, reported under their names.
  public var extraThemes: [(name: String, variant: Variant, tokens: [String: Token])] = []
  /// Themes the source defines that were not checked, with the reason.
  public var skippedThemes: [(name: String, reason: String)] = []
  /// Combinations of a resolver's contexts that were not checked, with the reason (over
  /// the variant limit, over the token budget). At most `Palette.listedSkippedVariants`
  /// are listed; `skippedVariantCount` counts them all (theme0…theme4999 × brands can
  /// be millions).
  public var skippedVariants: [(name: String, reason: String)] = []
  /// How many resolver combinations were skipped in all, listed or not.
  public var skippedVariantCount = 0
  /// What a reader left out of the files and why (a `.button` rule or a `min-width` media
  /// block of a stylesheet, an `@import`), and how several files were combined: printed
  /// as notes, so nothing is dropped unseen.
  public var readerNotes: [String] = []
  /// The most skipped combinations listed by name, so a huge resolver does not flood reports.
  public static let listedSkippedVariants = 1_000
  /// Rules the designers turned off for a token, with their reason, by token path (DTCG
  /// `$extensions.legible: {"ignore": ["pair-contrast"], "reason": "…"}`).
  public var suppressions: [String: TokenSuppression] = [:]

  /// A palette of resolved variants; pairs, groups and thresholds default to none.
  public init(
    name: String, format: String, files: [String], variants: [Variant: [String: Token]],
    pairs: [PairRule] = [],
    stateGroups: [StateGroup] = [], thresholds: [Variant: Thresholds] = [:], notes: [String] = []
  ) {
    self.name = name
    self.format = format
    self.files = files
    self.variants = variants
    self.pairs = pairs
    self.stateGroups = stateGroups
    self.thresholds = thresholds
    self.notes = notes
  }

  /// The thresholds of variant `v`: the palette's own, else the defaults for that variant.
  public func thresholds(for v: Variant) -> Thresholds { thresholds[v] ?? .defaults(for: v) }

  /// Tokens whose value lay outside sRGB and were clipped, once each (a token inherited by
  /// several variants is listed once), in path order: what every report notes beside them.
  public var clippedTokens: [Token] {
    var seen = Set<String>()
    var out: [Token] = []
    for v in variants.keys.sorted() {
      for t in (variants[v] ?? [:]).values
      where t.clippedFrom.map({ seen.insert(t.path + "\u{0}" + $0).inserted }) == true {
        out.append(t)
      }
    }
    for theme in extraThemes {
      for t in theme.tokens.values
      where t.clippedFrom.map({ seen.insert(t.path + "\u{0}" + $0).inserted }) == true {
        out.append(t)
      }
    }
    return out.sorted { ($0.path, $0.clippedFrom ?? "") < ($1.path, $1.clippedFrom ?? "") }
  }

  /// The theme as the source names it, with the variant kind beside it when they differ:
  /// `light-hc (increased contrast)`, `inverted (dark)`, `standard`.
  public func displayName(_ v: Variant) -> String {
    guard let name = themeNames[v], name != v.displayName, name != v.rawValue else { return v.displayName }
    return "\(name) (\(v.displayName))"
  }
}

/// A palette that could not be read: file, place (token path or JSON line) and reason.
public struct PaletteError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The file that could not be read.
  public var file: String
  /// The line of the problem, counted from 1, when known.
  public var line: Int?
  /// The column, counted from 1, when known.
  public var column: Int?
  /// The token path at fault, when the problem is in one token.
  public var tokenPath: String?
  /// What was found and what was expected.
  public var message: String
  /// The limit the input went over, if that is the error (the message says by how much).
  public var limit: PaletteLimits.Limit?
  /// The value of the wrong type or out of range, if that is the error.
  public var value: JSONValueError?

  /// An error in `file`, at the place known, with `limit` set when the input went over one.
  public init(
    file: String, line: Int? = nil, column: Int? = nil, tokenPath: String? = nil, message: String,
    limit: PaletteLimits.Limit? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.tokenPath = tokenPath
    self.message = message
    self.limit = limit
  }

  /// A config or policy value of the wrong type or out of range.
  public init(file: String, _ value: JSONValueError) {
    self.init(file: file, line: value.line, column: value.column, message: value.description)
    self.value = value
  }

  /// The one-line message, `file:line:column: 'token': message`, without naming a CLI flag.
  public var description: String { description(naming: { _ in nil }) }

  /// The one-line message, with the option that raises the limit when `flag` names one:
  /// "…: more than 5 tokens (token count limit, --max-tokens)".
  public func description(naming flag: (PaletteLimits.Limit) -> String?) -> String {
    var s = file
    if let line { s += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    s += ": "
    if let tokenPath { s += "'\(tokenPath)': " }
    s += message
    if let limit { s += " (\(limit.noun) limit" + (flag(limit).map { ", " + $0 } ?? "") + ")" }
    return s
  }
}
