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
    public var pairs: [PairRule]
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

  public static func infer(_ tokens: Set<String>) -> [PairRule] { analyze(tokens).pairs }

  // MARK: Vocabulary

  static let noise: Set<String> = ["color", "colors", "semantic", "semanticcolors", "sys", "ref", "md", "token", "tokens", "theme", "alias", "default", "rest", "enabled", "normal", "root"]
  static let backgroundWords: Set<String> = ["background", "backgrounds", "bg", "bgcolor", "surface", "canvas", "backdrop", "layer"]
  static let textWords: Set<String> = ["text", "fg", "fgcolor", "foreground", "content", "label", "subtext", "typography", "ink"]
  /// Words that make a token text when nothing else names its kind (Spectrum's
  /// `body-color`, `heading-color`; Fluent's `link`).
  static let typographyWords: Set<String> = ["body", "heading", "title", "subtitle", "detail", "code", "caption", "link", "placeholder", "paragraph"]
  static let iconWords: Set<String> = ["icon", "iconcolor", "glyph", "symbol"]
  static let otherKindWords: Set<String> = ["border", "bordercolor", "divider", "stroke", "separator", "outline", "shadow", "scrim", "overlay", "focus", "ring", "track", "handle", "highlight", "selection", "cursor", "caret", "shade", "tint", "opacity", "visual", "indicator", "loupe", "checkerboard", "swatch"]
  /// Interaction states: checked at rest only.
  static let transientStates: Set<String> = ["focus", "hover", "hovered", "pressed", "press", "down", "active", "focused", "key", "visited", "dragged", "drag", "disabled", "inactive", "loading", "readonly"]
  /// Persistent states: paired only with the same state.
  static let persistentStates: Set<String> = ["selected", "checked", "current"]
  static let absoluteWords: Set<String> = ["white", "black"]
  /// Parts of a control that carry no text: a foreground named with one is a UI component.
  static let componentPartWords: Set<String> = ["track", "handle", "knob", "thumb", "indicator", "progress", "checkbox", "radio", "toggle", "switch"]
  /// Qualifiers that tie a token to particular surfaces.
  static let reservedWords: Set<String> = ["static", "fixed", "inverse", "inverted", "emphasis", "emphasized", "transparent", "translucent"]
  /// Levels of generic text and generic surfaces.
  static let genericWords: Set<String> = [
    "primary", "secondary", "tertiary", "quaternary", "muted", "subtle", "strong", "weak", "body", "base", "main",
    "subdued", "placeholder", "link", "heading", "title", "subtitle", "detail", "code", "caption", "paragraph", "page", "app",
    "frame", "canvas", "elevated", "sunken", "inset", "raised", "container", "card", "overlay", "layer", "light", "lighter", "lightest", "lowest", "low", "high", "highest", "dim",
    "bright", "variant", "system", "grouped", "level", "1", "2", "3", "4", "01", "02", "03", "04", "0", "00",
  ]
  /// Roles and hues: a foreground named only by these is text in that color.
  static let roleWords: Set<String> = [
    "accent", "brand", "neutral", "success", "positive", "danger", "negative", "error", "critical", "warning", "caution",
    "attention", "notice", "info", "informative", "severe", "action", "done", "sponsors", "open", "closed", "draft", "upsell",
    "merged", "discovery", "magic", "help", "new", "red", "orange", "yellow", "green", "blue", "indigo", "purple", "pink",
    "teal", "cyan", "mint", "brown", "gray", "grey", "sky", "magenta", "violet", "lime", "celery", "chartreuse",
    "seafoam", "fuchsia", "turquoise", "cinnamon", "silver",
  ]
  /// Light tints of a role: where text in the role's color sits.
  static let tintWords: Set<String> = ["muted", "subtle", "light", "lighter", "lightest", "weak", "soft", "tinted", "pale", "secondary", "tertiary", "container", "wash"]

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
    if onIndex != nil && set.isDisjoint(with: otherKindWords.subtracting(["outline"])) { kind = set.isDisjoint(with: iconWords) ? .text : .icon }
    else if !set.isDisjoint(with: backgroundWords) { kind = .background }
    else if !strongText.isEmpty { kind = .text }
    else if !set.isDisjoint(with: iconWords) { kind = .icon }
    else if !set.isDisjoint(with: otherKindWords) { kind = .other }
    else if (set.contains("label") || !set.isDisjoint(with: typographyWords)) && set.isDisjoint(with: roleWords.subtracting(["action"])) { kind = .text }
    else { kind = .plain }
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
      let strip = { (w: ArraySlice<String>) in w.filter { !stateWords.contains($0) && !textWords.contains($0) && !iconWords.contains($0) } }
      name.onContext = strip(words[..<i])
      name.onTarget = strip(words[(i + 1)...])
      name.stem = (name.onContext ?? []) + (name.onTarget ?? [])
    }
    return name
  }

  static func isGenericSurface(_ b: Name) -> Bool {
    // A backdrop or scrim dims what is behind a dialog: nothing is written on it.
    b.kind == .background && b.states.isEmpty && b.reserved.isEmpty && !b.absolute && b.stem.allSatisfy { genericWords.contains($0) }
      && !b.words.contains("backdrop") && !b.words.contains("scrim")
  }

  // MARK: Inference

  /// Stops once it has more than `maximumPairs` pairs (the checker counts them and reports
  /// the limit): 900 generic text tokens on 900 generic surfaces already infer 810,000.
  public static func analyze(_ tokens: Set<String>, maximumPairs: Int = .max) -> Result {
    let names = tokens.sorted().map(read)
    var pairs: [PairRule] = []
    var unpaired: [(String, String)] = []
    var seen = Set<PairKey>()
    func add(_ f: Name, _ b: Name, _ use: PairUse, _ rule: String, _ reason: String) {
      guard pairs.count <= maximumPairs, f.path != b.path, seen.insert(PairKey(fg: f.path, bg: b.path)).inserted else { return }
      pairs.append(PairRule(foreground: f.path, background: b.path, use: f.quaternary ? .decorative : use, source: rule, inferredBy: reason))
    }
    // Candidate surfaces: backgrounds, and plain palette colors for on-X and tints.
    let surfaces = names.filter { ($0.kind == .background || $0.kind == .plain) && $0.transient == nil }
    var byStem: [[String]: [Name]] = [:]
    for s in surfaces { byStem[s.stem, default: []].append(s) }
    var generic = surfaces.filter(isGenericSurface)
    // A palette of hues with no background names (Polaris v1): its `white` and the light
    // levels of `sky`, which Polaris documents as its background scale, are the page.
    if generic.isEmpty {
      generic = surfaces.filter { $0.kind == .plain && $0.states.isEmpty && ($0.stem == ["white"] || ($0.stem.first == "sky" && $0.stem.count == 2 && ["light", "lighter", "lightest"].contains($0.stem[1]))) }
    }
    // Interaction-state backgrounds by state and stem (`buttonBackgroundHovered`), for the
    // text of the same component in the same state.
    var transientSurfaces: [String: [[String]: [Name]]] = [:]
    for b in names where b.kind == .background && b.reserved.isEmpty && !b.absolute {
      guard let transient = b.transient else { continue }
      transientSurfaces[transient, default: [:]][b.stem, default: []].append(b)
    }
    // Backgrounds that have hover/pressed siblings are control fills (a button's), not surfaces for role-colored text.
    let controlFills = Set(names.filter { $0.kind == .background && $0.transient != nil }.map(\.stem))
    func joined(_ w: [String]) -> String {
      w.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    for f in names where f.kind == .text || f.kind == .icon {
      guard pairs.count <= maximumPairs else { break }
      // The parts of a control that are not text (a switch's track and knob, a slider's
      // handle, a progress indicator) are UI components: 3:1 (WCAG 1.4.11), not 4.5:1.
      let use: PairUse = f.kind == .icon || f.words.contains(where: componentPartWords.contains) ? .ui : .text
      let before = pairs.count
      if let t = f.transient {
        // Disabled controls are exempt from the minimums (WCAG 2.2, 1.4.3 "incidental").
        if t == "disabled" || t == "inactive" { unpaired.append((f.path, "disabled: exempt from contrast minimums (WCAG 1.4.3, incidental)")); continue }
        // A component's text in a state goes on the component's background in the same
        // state (`buttonTextHovered` on `buttonBackgroundHovered`), else its parent's.
        let core = f.stem.filter { !genericWords.contains($0) && !reservedWords.contains($0) }
        if f.onTarget == nil, !core.isEmpty, !core.allSatisfy(roleWords.contains), let byState = transientSurfaces[t] {
          var stem = f.stem
          for _ in 0..<2 where !stem.isEmpty && pairs.count == before {
            for b in byState[stem] ?? [] where b.states == f.states { add(f, b, use, "stem", "stem \(joined(stem)), both \(t)") }
            stem.removeLast()
          }
        }
        if pairs.count == before { unpaired.append((f.path, "an interaction state (\(t)) with no background of the same component in that state: checked at rest only")) }
        continue
      }
      // 1. on-X: the surface the name points to.
      if let target = f.onTarget, !target.isEmpty {
        let context = f.onContext ?? []
        let core = target.filter { !backgroundWords.contains($0) }
        if target.contains(where: backgroundWords.contains) && core.allSatisfy(genericWords.contains) && context.isEmpty {
          // on-surface: the surface named, and its levels and containers (surfaceDim,
          // surfaceContainerHigh); on-background: the background.
          // A variant's text (onSurfaceVariant) goes on the surface's levels as well.
          let surface = target.last == "variant" ? Array(target.dropLast()) : target
          for b in surfaces where b.kind == .background && b.states == f.states && b.reserved.isEmpty && !b.absolute
            && b.words.count >= surface.count && Array(b.words.prefix(surface.count)) == surface && b.words.dropFirst(surface.count).allSatisfy(genericWords.contains) {
            add(f, b, use, "on", "on \(joined(target)): the surface and its levels")
          }
        } else {
          let target = core
          var candidates: [[String]] = []
          if !context.isEmpty && !(context.last == target.first) { candidates.append(context + target) }
          if let last = context.last, last == target.first { candidates.append(context.dropLast() + target) }
          for n in stride(from: target.count, through: 1, by: -1) { candidates.append(Array(target.prefix(n))) }
          for c in candidates {
            // The surface itself, its dim/bright levels, and role variants of it (bgColor.accent.emphasis).
            let hits = surfaces.filter { b in
              guard b.states == f.states, !b.absolute || target.contains(where: absoluteWords.contains) else { return false }
              if b.stem == c { return true }
              if b.stem.count == c.count + 1, Array(b.stem.prefix(c.count)) == c, ["dim", "bright"].contains(b.stem.last ?? "") { return true }
              return b.stem.count > c.count && Array(b.stem.suffix(c.count)) == c && b.stem.dropLast(c.count).allSatisfy(roleWords.contains) && context.isEmpty
            }
            for b in hits { add(f, b, use, "on", "on \(joined(c))") }
            if !hits.isEmpty { break }
          }
        }
        if pairs.count == before { unpaired.append((f.path, "names a surface (on \(joined(target))) that the palette does not define")) }
        continue
      }
      if f.absolute {
        unpaired.append((f.path, "names an absolute color, not the surface it is drawn on; list its pairs in a policy"))
        continue
      }
      let core = f.stem.filter { !genericWords.contains($0) && !reservedWords.contains($0) }
      // Static/fixed/inverse foregrounds: only surfaces that share the qualifier.
      if !f.reserved.isEmpty {
        for b in surfaces where b.kind == .background && b.reserved == f.reserved && b.states == f.states
          && b.stem.filter({ !reservedWords.contains($0) }) == f.stem.filter({ !reservedWords.contains($0) }) {
          add(f, b, use, "stem", "stem \(joined(b.stem)) (\(f.reserved.sorted().joined(separator: ", ")))")
        }
        if pairs.count == before {
          unpaired.append((f.path, "\(f.reserved.sorted().joined(separator: ", ")) color with no surface of the same name; list its pairs in a policy"))
        }
        continue
      }
      if f.kind == .icon && !core.isEmpty {
        unpaired.append((f.path, "an icon in a role or component color: its surfaces are not named; list its pairs in a policy"))
        continue
      }
      if core.isEmpty {
        // 4. Generic text on generic surfaces.
        if f.states.isEmpty {
          for b in generic { add(f, b, use, "generic", "generic \(f.kind == .icon ? "icon" : "text") on a generic surface") }
        } else {
          for b in surfaces where b.kind == .background && b.states == f.states && b.stem.allSatisfy(genericWords.contains) && b.reserved.isEmpty && !b.absolute {
            add(f, b, use, "generic", "generic text on a generic surface, both \(f.states.sorted().joined(separator: ", "))")
          }
        }
      } else if core.allSatisfy(roleWords.contains) {
        // 3. Role color: the role's own surface when it is a surface (Fluent's errorBackground,
        // with no hover or pressed sibling; one with them is a control fill that carries on-X
        // text), its light tints, and the generic surfaces only when it has no surface of its own.
        for b in byStem[core] ?? [] where b.kind == .background && b.states == f.states && !controlFills.contains(b.stem) && b.reserved.isEmpty && !b.absolute {
          add(f, b, use, "stem", "role \(joined(core)) on its own surface \(joined(b.words))")
        }
        for b in surfaces where b.states == f.states && b.reserved.isEmpty && !b.absolute {
          let rest = b.stem.filter { !core.contains($0) }
          guard b.stem.filter(core.contains) == core, !rest.isEmpty, rest.allSatisfy(tintWords.contains) else { continue }
          // A level of the role's text (text.danger.tertiary) goes on the tint of the same level only.
          let level = f.stem.filter { !core.contains($0) }
          guard level.isEmpty || Set(level) == Set(rest) else { continue }
          guard b.kind == .background || b.stem.count == core.count + 1 else { continue }
          add(f, b, use, "role-tint", "role \(joined(core)) on its tint \(joined(b.stem))")
        }
        // And the generic surfaces (Fluent's errorText under a form field on bodyBackground).
        if f.states.isEmpty { for b in generic where b.kind == .background { add(f, b, use, "generic", "role \(joined(core)) on a generic surface") } }
      } else {
        // 2. Component stem: its own background, else its light tints (display.blue.fgColor →
        // display.blue.bgColor.muted), else its parent's (menuItemText → menuBackground):
        // one level up at most, and never the page, which a component's text is not drawn on.
        var stem = f.stem
        for _ in 0..<2 where !stem.isEmpty && pairs.count == before && !stem.allSatisfy(genericWords.contains) {
          for b in byStem[stem] ?? [] where b.kind == .background && b.states == f.states && !b.absolute && b.reserved.isEmpty {
            add(f, b, use, "stem", "stem \(joined(stem))")
          }
          if pairs.count == before {
            for b in surfaces where b.kind == .background && b.states == f.states && !b.absolute && b.reserved.isEmpty
              && b.stem.count > stem.count && Array(b.stem.prefix(stem.count)) == stem && b.stem.dropFirst(stem.count).allSatisfy(tintWords.contains) {
              add(f, b, use, "stem", "stem \(joined(stem)) on its tint \(joined(b.stem))")
            }
          }
          stem.removeLast()
        }
        if pairs.count == before {
          unpaired.append((f.path, "component \(joined(f.stem)) has no background of its own (nor its parent): its surface is not named; list its pairs in a policy"))
          continue
        }
      }
      if pairs.count == before { unpaired.append((f.path, "no surface of its component or role, and no generic surface")) }
    }
    // A plain `white` in a palette whose role fills have hover and pressed states (Spectrum's
    // `accent-background-color-default`): the fills are buttons, and their label is white.
    for f in names where f.kind == .plain && f.words == ["white"] {
      for b in surfaces where b.kind == .background && b.states.isEmpty && b.reserved.isEmpty && !b.absolute
        && controlFills.contains(b.stem) && !b.stem.isEmpty && b.stem.allSatisfy(roleWords.contains) {
        add(f, b, .text, "on", "white label on the \(joined(b.stem)) fill (a control: it has interaction states)")
      }
    }
    // Apple's separator is a UI component's edge (WCAG 1.4.11, 3:1) on the generic surfaces.
    for f in names where f.kind == .other && f.transient == nil && (f.words.last == "separator") && f.reserved.isEmpty
      && f.stem.dropLast().allSatisfy({ genericWords.contains($0) || $0 == "opaque" }) {
      for b in generic where b.kind == .background { add(f, b, .ui, "generic", "separator (a UI component, 3:1) on a generic surface") }
    }
    return Result(pairs: pairs, unpaired: unpaired)
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

  public static func matches(_ pattern: String, _ path: String) -> Bool {
    let p = pattern.split(separator: ".", omittingEmptySubsequences: false)
    let t = path.split(separator: ".", omittingEmptySubsequences: false)
    guard p.count == t.count else { return false }
    return zip(p, t).allSatisfy { $0 == "*" || $0 == $1 }
  }

  public static func expand(_ pattern: String, in tokens: [String]) -> [String] {
    pattern.contains("*") ? tokens.filter { matches(pattern, $0) }.sorted() : (tokens.contains(pattern) ? [pattern] : [])
  }

  /// The same against a token table: plain paths are a hash lookup, patterns a scan.
  public static func expand(_ pattern: String, in tokens: [String: Token]) -> [String] {
    if !isPattern(pattern) { return tokens[pattern] == nil ? [] : [pattern] }
    return tokens.keys.filter { matches(pattern, $0) }.sorted()
  }
}
