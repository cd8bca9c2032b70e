/// Infers foreground/background pairs when a palette does not list them, and says by
/// which rule. Explicit pairs (in the palette or the config) always win.
///
/// - `material-on`: Material's `onX` on `X` (onPrimary on primary, onSurface on surface…).
/// - `apple-label`: Apple's label, secondaryLabel, tertiaryLabel, quaternaryLabel,
///   placeholderText and link on systemBackground and its secondary/tertiary and grouped
///   siblings.
/// - `fg-on-bg`: tokens whose name has a text/foreground/fg/label/content word, on the
///   default backgrounds (background/bg/surface/canvas tokens named default, primary, base,
///   body, page or 1), and on the background of the same role (fg.danger on bg.danger);
///   state variants (hover, pressed, disabled…) are left out.
/// - `text-on-white-black`: with no background tokens at all, text tokens on white/black.
public enum PairInference {
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

  public static func infer(_ tokens: Set<String>) -> [PairRule] {
    var pairs: [PairRule] = []
    var seen = Set<String>()
    func add(_ fg: String, _ bg: String, _ use: PairUse, _ rule: String) {
      guard fg != bg, tokens.contains(fg), tokens.contains(bg), seen.insert(fg + "\u{0}" + bg).inserted else { return }
      pairs.append(PairRule(foreground: fg, background: bg, use: use, source: rule))
    }
    let sorted = tokens.sorted()
    // Material roles.
    for t in sorted {
      let last = t.split(separator: ".").last.map(String.init) ?? t
      guard last.hasPrefix("on"), last.count > 2, last.dropFirst(2).first?.isUppercase == true else { continue }
      let role = last.dropFirst(2)
      let bg = String(role.prefix(1).lowercased() + role.dropFirst())
      let prefix = t.dropLast(last.count)
      add(t, prefix + bg, .text, "material-on")
    }
    // Apple semantic colors.
    let labels = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link"]
    let backgrounds = ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
                       "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground"]
    for t in sorted {
      let last = t.split(separator: ".").last.map(String.init) ?? t
      guard labels.contains(last) else { continue }
      let prefix = String(t.dropLast(last.count))
      for b in backgrounds { add(t, prefix + b, last == "quaternaryLabel" ? .decorative : .text, "apple-label") }
    }
    // Generic naming, by words (split on . - _ and camelCase): text/foreground/fg/label/
    // content tokens on the default backgrounds and on the background of the same role.
    let states: Set<String> = ["hover", "hovered", "down", "pressed", "focus", "key", "selected", "disabled", "active", "checked", "visited", "rest"]
    func words(_ t: String) -> [String] { splitWords(t) }
    func isFG(_ w: [String]) -> Bool {
      !w.contains("background") && !w.contains("bg") && (w.contains("text") || w.contains("foreground") || w.contains("fg") || w.contains("label") || w.contains("content") || w.contains("fgcolor"))
    }
    func isBG(_ w: [String]) -> Bool { w.contains("background") || w.contains("bg") || w.contains("bgcolor") || w.contains("surface") || w.contains("canvas") }
    let noise: Set<String> = ["color", "colors", "semantic", "semanticcolors", "sys", "ref", "token", "tokens", "text", "foreground", "fg", "fgcolor", "label", "content", "background", "bg", "bgcolor", "surface", "canvas"]
    func role(_ w: [String]) -> [String] { w.filter { !noise.contains($0) } }
    let fgs = sorted.filter { t in let w = words(t); return isFG(w) && Set(w).isDisjoint(with: states) }
    let bgs = sorted.filter { t in let w = words(t); return isBG(w) && Set(w).isDisjoint(with: states) }
    let defaultWords: Set<String> = ["default", "primary", "base", "body", "1", "01", "page", "canvas"]
    var defaults = bgs.filter { Set(role(words($0))).isSubset(of: defaultWords) }
    if defaults.isEmpty, let shortest = bgs.min(by: { words($0).count < words($1).count }) { defaults = [shortest] }
    for f in fgs {
      for b in defaults { add(f, b, .text, "fg-on-bg") }
      let r = role(words(f))
      if !r.isEmpty { for b in bgs where role(words(b)) == r { add(f, b, .text, "fg-on-bg") } }
    }
    // Palettes with text tokens and no backgrounds: on white (and black) when those exist.
    if bgs.isEmpty {
      let plain = sorted.filter { ["white", "black"].contains(words($0).last ?? "") }
      for f in fgs { for b in plain { add(f, b, .text, "text-on-white-black") } }
    }
    return pairs
  }
}

/// Token-path patterns for config pairs: `*` matches one path segment.
public enum TokenPattern {
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
    if !pattern.utf8.contains(UInt8(ascii: "*")) { return tokens[pattern] == nil ? [] : [pattern] }
    return tokens.keys.filter { matches(pattern, $0) }.sorted()
  }
}
