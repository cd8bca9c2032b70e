/// Infers foreground/background pairs when a palette does not list them, following how
/// design systems name their tokens, and says by which rule (`PairRule.inferredBy`).
/// Explicit pairs (in the palette or a policy) always win: inference runs only without them.
///
/// A token path is split into words (`semanticColors.primaryButtonText` → semantic, colors,
/// primary, button, text) and read as a *kind* (text, icon, background, border, or a plain
/// palette color), a *stem* (the words that are neither the kind, namespace noise such as
/// `color`/`sys`, nor a rest state such as `default`/`rest`), and qualifiers:
///
/// 1. **on-X** (`onPrimary`, `fgColor.onEmphasis`, `text.brand.on-brand`, `inverseOnSurface`):
///    the foreground goes on the surface named X, and on X's role variants
///    (`bgColor.accent.emphasis` for `onEmphasis`); the longest name that exists wins
///    (`onPrimaryFixedVariant` → `primaryFixed`, `primaryFixedDim`).
/// 2. **Component stem** (`primaryButtonText` ↔ `primaryButtonBackground`,
///    `button.primary.fgColor.rest` ↔ `button.primary.bgColor.rest`): a foreground whose stem
///    names a component pairs with the background of the same stem, the longest match
///    first (`menuItemText` → `menuBackground` when there is no `menuItemBackground`), and
///    with the page only when its component has no background at all.
/// 3. **Role color** (`fgColor.danger`, `accent-content-color`, `color.blueText`): text in a
///    role or hue color goes on that role's light tints (`bgColor.danger.muted`,
///    `accent-subtle-background`, `blueLighter`) and on the generic surfaces, never on the
///    role's own fill (`negative-background-color-default` carries `on`/white text).
/// 4. **Generic text** (`text`, `fg.default`, `fgColor.muted`, `bodySubtext`, `label`,
///    `secondaryLabel`, `link`, `placeholderText`): on the generic surfaces of the same
///    theme (`background`, `bg.default`, `surface`, `canvas`, `page`, `systemBackground`,
///    their levels and containers).
///
/// Tokens that name an absolute color (`fgColor.white`, `bgColor.black`) or are "static",
/// "fixed", "inverse" or "emphasis" pair only with what their names point to (an on-X, or a
/// surface with the same qualifier). Interaction states (hover, pressed, focus, disabled…)
/// are left out; selected/checked pair only with the same state. Every foreground left
/// unpaired is listed with the reason, for `--explain-pairs`.
public enum PairInference {
  /// Inferred pairs, and the foregrounds left without one (with the reason).
  public struct Result: Sendable {
    /// The foreground/background pairs inference made, each naming the rule that made it.
    public var pairs: [PairRule]
    /// Foregrounds no rule paired, each with the reason, so `--explain-pairs` can say why.
    public var unpaired: [(token: String, reason: String)]
  }

  /// Lower-cased words of a token path: `semanticColors.bodyTextChecked` →
  /// semantic, colors, body, text, checked.
  public static func splitWords(_ t: String) -> [String] {
    var out: [String] = []
    var current = ""
    var previousLower = false
    for ch in t {
      if ch == "." || ch == "-" || ch == "_" || ch == " " || ch == "/" {
        if !current.isEmpty { out.append(current.lowercased()) }
        current = ""
        previousLower = false
        continue
      }
      if ch.isUppercase && previousLower {
        out.append(current.lowercased())
        current = ""
      }
      current.append(ch)
      previousLower = ch.isLowercase || ch.isNumber
    }
    if !current.isEmpty { out.append(current.lowercased()) }
    return out
  }

  /// The pairs inferred from `tokens`' names, without the unpaired list `analyze` also returns.
  public static func infer(_ tokens: Set<String>) -> [PairRule] { analyze(tokens).pairs }

  // MARK: Vocabulary

  static let noise: Set<String> = [
    "color", "colors", "semantic", "semanticcolors", "sys", "ref", "md", "token", "tokens", "theme", "alias",
    "default", "rest", "enabled", "normal", "root",
  ]
  static let backgroundWords: Set<String> = [
    "background", "backgrounds", "bg", "bgcolor", "surface", "canvas", "backdrop", "layer",
  ]
  static let textWords: Set<String> = [
    "text", "fg", "fgcolor", "foreground", "content", "label", "subtext", "typography", "ink", "font",
  ]
  /// Words that make a token text when nothing else names its kind (Spectrum's
  /// `body-color`, `heading-color`; Fluent's `link`).
  static let typographyWords: Set<String> = [
    "body", "heading", "title", "subtitle", "detail", "code", "caption", "link", "placeholder", "paragraph",
  ]
  static let iconWords: Set<String> = ["icon", "iconcolor", "glyph", "symbol"]
  static let otherKindWords: Set<String> = [
    "border", "bordercolor", "divider", "stroke", "separator", "outline", "shadow", "scrim", "overlay",
    "focus", "ring", "track", "handle", "highlight", "selection", "cursor", "caret", "shade", "tint",
    "opacity", "visual", "indicator", "loupe", "checkerboard", "swatch",
  ]
  /// Interaction states: checked at rest only.
  static let transientStates: Set<String> = [
    "focus", "hover", "hovered", "pressed", "press", "down", "active", "focused", "key", "visited", "dragged",
    "drag", "disabled", "inactive", "loading", "readonly",
  ]
  /// Persistent states: paired only with the same state.
  static let persistentStates: Set<String> = ["selected", "checked", "current"]
  static let absoluteWords: Set<String> = ["white", "black"]
  /// Parts of a control that carry no text: a foreground named with one is a UI component.
  static let componentPartWords: Set<String> = [
    "track", "handle", "knob", "thumb", "indicator", "progress", "checkbox", "radio", "toggle", "switch",
  ]
  /// Qualifiers that tie a token to particular surfaces.
  static let reservedWords: Set<String> = [
    "static", "fixed", "inverse", "inverted", "emphasis", "emphasized", "transparent", "translucent",
  ]
  /// Surfaces named without a background word: a bare `card`, `page`, `sheet` or `popover`
  /// (shadcn/ui's `--card`, a hand-written `{"card": "#f4f4f5"}`) is something text is drawn
  /// on, so a palette's text is checked on it too (the "card trap": text on a card nobody checks).
  static let surfaceNouns: Set<String> = [
    "card", "page", "sheet", "panel", "popover", "dialog", "modal", "paper", "elevated", "raised", "sunken",
  ]
  /// The words a bare surface's name may hold: its surface noun and generic levels (`cardRaised`).
  static let bareSurfaceWords = surfaceNouns.union(genericWords)
  /// Levels of generic text and generic surfaces.
  static let genericWords: Set<String> = [
    "primary", "secondary", "tertiary", "quaternary", "muted", "subtle", "strong", "weak", "body", "base",
    "main",
    "subdued", "placeholder", "link", "heading", "title", "subtitle", "detail", "code", "caption",
    "paragraph", "page", "app",
    "frame", "canvas", "elevated", "sunken", "inset", "raised", "container", "card", "paper", "overlay",
    "layer",
    "light", "lighter", "lightest", "lowest", "low", "high", "highest", "dim",
    "bright", "variant", "system", "grouped", "level", "1", "2", "3", "4", "01", "02", "03", "04", "0", "00",
  ]
  /// Roles and hues: a foreground named only by these is text in that color.
  static let roleWords: Set<String> = [
    "accent", "brand", "neutral", "success", "positive", "danger", "negative", "error", "critical", "warning",
    "caution",
    "attention", "notice", "info", "informative", "severe", "action", "done", "sponsors", "open", "closed",
    "draft", "upsell",
    "merged", "discovery", "magic", "help", "new", "red", "orange", "yellow", "green", "blue", "indigo",
    "purple", "pink",
    "teal", "cyan", "mint", "brown", "gray", "grey", "sky", "magenta", "violet", "lime", "celery",
    "chartreuse",
    "seafoam", "fuchsia", "turquoise", "cinnamon", "silver",
  ]
  /// Light tints of a role: where text in the role's color sits.
  static let tintWords: Set<String> = [
    "muted", "subtle", "light", "lighter", "lightest", "weak", "soft", "tinted", "pale", "secondary",
    "tertiary", "container", "wash",
  ]

  enum Kind { case text, icon, background, plain, other }

  struct Name {
    var path: String
    var words: [String]
    var kind: Kind
    /// Words minus kind, noise and states: what the token is about.
    var stem: [String]
    var states: Set<String>
    var transient: String?
    /// `on X`: context words before `on`, target words after.
    var onContext: [String]?
    var onTarget: [String]?
    var absolute: Bool
    var reserved: Set<String>
    var quaternary: Bool
  }

  static func read(_ path: String) -> Name {
    let words = splitWords(path).filter { !noise.contains($0) }
    let set = Set(words)
    let onIndex = words.firstIndex(of: "on").flatMap { $0 < words.count - 1 ? $0 : nil }
    // "label" is the kind in Apple's secondaryLabel, a component in Primer's label.red.fgColor
    // and label.red.borderColor: it names text only when no other word names the kind.
    let strongText = set.intersection(textWords).subtracting(["label"])
    var kind: Kind
    if onIndex != nil && set.isDisjoint(with: otherKindWords.subtracting(["outline"])) {
      kind = set.isDisjoint(with: iconWords) ? .text : .icon
    } else if !set.isDisjoint(with: backgroundWords) {
      kind = .background
    } else if !strongText.isEmpty {
      kind = .text
    } else if !set.isDisjoint(with: iconWords) {
      kind = .icon
    } else if !set.isDisjoint(with: otherKindWords) {
      kind = .other
    } else if (set.contains("label") || !set.isDisjoint(with: typographyWords))
      && set.isDisjoint(with: roleWords.subtracting(["action"]))
    {
      kind = .text
    } else if !set.isDisjoint(with: surfaceNouns) && set.isSubset(of: bareSurfaceWords) {
      kind = .background
    } else {
      kind = .plain
    }
    let kindWords: Set<String>
    switch kind {
    case .background: kindWords = backgroundWords
    case .text: kindWords = strongText.isEmpty ? textWords : textWords.subtracting(["label"])
    case .icon: kindWords = iconWords
    default: kindWords = []
    }
    let stateWords = transientStates.union(persistentStates)
    var name = Name(
      path: path, words: words, kind: kind,
      stem: words.filter { !kindWords.contains($0) && !stateWords.contains($0) },
      states: set.intersection(persistentStates), transient: words.first { transientStates.contains($0) },
      absolute: !set.isDisjoint(with: absoluteWords), reserved: set.intersection(reservedWords),
      quaternary: set.contains("quaternary"))
    if let i = onIndex {
      let strip = { (w: ArraySlice<String>) in
        w.filter { !stateWords.contains($0) && !textWords.contains($0) && !iconWords.contains($0) }
      }
      name.onContext = strip(words[..<i])
      name.onTarget = strip(words[(i + 1)...])
      name.stem = (name.onContext ?? []) + (name.onTarget ?? [])
    }
    return name
  }

  static func isGenericSurface(_ b: Name) -> Bool {
    // A backdrop or scrim dims what is behind a dialog: nothing is written on it.
    b.kind == .background && b.states.isEmpty && b.reserved.isEmpty && !b.absolute
      && b.stem.allSatisfy { genericWords.contains($0) }
      && !b.words.contains("backdrop") && !b.words.contains("scrim")
  }

  // MARK: Inference

  /// Stops once it has more than `maximumPairs` pairs (the checker counts them and reports
  /// the limit): 900 generic text tokens on 900 generic surfaces already infer 810,000.
  public static func analyze(_ tokens: Set<String>, maximumPairs: Int = .max) -> Result {
    var run = InferenceRun(names: tokens.sorted().map(read), maximumPairs: maximumPairs)
    for f in run.names where f.kind == .text || f.kind == .icon {
      guard run.pairs.count <= maximumPairs else { break }
      run.pairForeground(f)
    }
    run.pairLabelsAndSeparators()
    return Result(pairs: run.pairs, unpaired: run.unpaired)
  }
}

/// Token-path patterns for config pairs: `*` matches one path segment.
public enum TokenPattern {
  /// Whether `path` has a `*` segment (read as bytes: `utf8.contains` walked the view one
  /// element at a time, and a large check asks for every pair's two paths).
  static func isPattern(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { $0.contains(UInt8(ascii: "*")) }
  }

  /// Whether `path` matches `pattern` segment by segment, where a `*` segment matches any one
  /// segment; a different number of segments never matches.
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    let p = pattern.split(separator: ".", omittingEmptySubsequences: false)
    let t = path.split(separator: ".", omittingEmptySubsequences: false)
    guard p.count == t.count else { return false }
    return zip(p, t).allSatisfy { $0 == "*" || $0 == $1 }
  }

  /// The paths of `tokens` that `pattern` names, sorted; a plain path gives itself when present,
  /// else nothing, so a policy pair for a missing token expands to no pairs rather than an error.
  public static func expand(_ pattern: String, in tokens: [String]) -> [String] {
    pattern.contains("*")
      ? tokens.filter { matches(pattern, $0) }.sorted() : (tokens.contains(pattern) ? [pattern] : [])
  }

  /// The same against a token table: plain paths are a hash lookup, patterns a scan.
  public static func expand(_ pattern: String, in tokens: [String: Token]) -> [String] {
    if !isPattern(pattern) { return tokens[pattern] == nil ? [] : [pattern] }
    return tokens.keys.filter { matches(pattern, $0) }.sorted()
  }
}
