import ColorScience
import FileInput

/// CSS custom properties, the form most teams ship their tokens in:
///
///     :root { --gray-0: #fff; --color-text: #333; --color-bg: var(--gray-0); }
///     @media (prefers-color-scheme: dark) { :root { --color-bg: #111; } }
///     [data-theme="dark"] { --color-text: #eee; }
///
/// Where a declaration counts:
/// - `:root`, `html`, `:host`, `body` (and lists of them) are shared by every variant;
/// - a selector made of theme words names a variant: `.dark`, `.theme-dark`, `:root.dark`,
///   `[data-theme="dark"]`, `html[data-theme=dark]`, `.light`, `[data-contrast=more]`,
///   `.dark-hc` (see `ModeWords`; `:not(.light)` reads as nothing);
/// - `@media (prefers-color-scheme: dark)` → dark, `(prefers-contrast: more)` → increased
///   contrast, both (nested or joined by `and`) → dark increased contrast;
/// - `@supports` and `@layer` blocks are read as if they apply (a note says so);
/// - other selectors (`.button`), other media (`min-width`, `print`), `@container` and
///   the like are not palettes: skipped with a note. `@font-face`, `@keyframes`, `@import`…
///   hold no tokens and are skipped.
/// Each variant gets what a browser's cascade gives a user of it: every declaration whose
/// conditions hold, the most specific winning, then the latest (`CSSPaletteParser.cascade`),
/// so a variant inherits `:root` and overrides it; `var(--x, …)` is resolved per variant, its fallback taken when `--x` is not defined there, and
/// `light-dark(a, b)` gives standard `a` and dark `b`. Values are any color the ColorScience
/// parser reads; a value that starts like a color and does not parse is an error naming
/// the file, line, column and property; other values (sizes, fonts) are not colors and are
/// left out, with tokens that refer to them. Token paths are the property names (`--color-text`).
enum CSSCustomPropertiesFormat {
  static func load(_ file: String, limits: PaletteLimits) throws(PaletteError) -> Palette {
    let layers = try read(file, limits: limits)
    return try layers.palette(
      name: PaletteFileName.stem(file), format: "CSS custom properties", files: [file], limits: limits)
  }

  static func read(_ file: String, limits: PaletteLimits) throws(PaletteError) -> TokenLayers {
    let bytes = try PaletteInput.readBytes(file, limits: limits)
    return try read(bytes, file: file, limits: limits)
  }

  /// Whether a stylesheet defines at least one color custom property where a palette
  /// would (`legible check` finds palettes among `*.css` files this way). Throws when the
  /// file cannot be read as CSS.
  static func definesColors(_ bytes: [UInt8], file: String, limits: PaletteLimits = PaletteLimits())
    throws(PaletteError) -> Bool
  {
    let layers = try read(bytes, file: file, limits: limits)
    let all = [layers.shared] + Array(layers.modes.values)
    return all.contains {
      $0.values.contains {
        $0.alternatives.contains {
          if case .color = $0 { return true }
          return false
        }
      }
    }
  }

  static func read(_ bytes: [UInt8], file: String, limits: PaletteLimits) throws(PaletteError) -> TokenLayers
  {
    let tokens: [CSSToken]
    do {
      tokens = try CSSTokenizer.tokens(bytes)
    } catch {
      throw PaletteError(file: file, line: error.line, column: error.column, message: error.message)
    }
    var parser = CSSPaletteParser(tokens: tokens, file: file, limits: limits)
    try parser.stylesheet()
    return parser.layers
  }
}

/// Which variant a rule's declarations go to: nil `dark` and false `high` is shared;
/// `dark == false` is an explicit light.
struct CSSContext: Equatable {
  var dark: Bool? = nil
  var high = false

  /// Both conditions at once, or nil when they contradict (light inside dark).
  func and(_ other: CSSContext) -> CSSContext? {
    if let a = dark, let b = other.dark, a != b { return nil }
    return CSSContext(dark: dark ?? other.dark, high: high || other.high)
  }

  var variant: Variant? {
    if dark == nil && !high { return nil }
    if high { return dark == true ? .darkIncreasedContrast : .increasedContrast }
    return dark == true ? .dark : .standard
  }

  init(dark: Bool? = nil, high: Bool = false) {
    self.dark = dark
    self.high = high
  }

  init(_ variant: Variant) {
    self.init(dark: variant.isDark, high: variant.isIncreasedContrast)
  }
}

/// Reads rules, blocks and declarations from the tokens (CSS Syntax Level 3 §5, the parts
/// a token stylesheet uses, CSS Nesting included) into `TokenLayers`.
struct CSSPaletteParser {
  let tokens: [CSSToken]
  let file: String
  let limits: PaletteLimits
  var i = 0
  var layers = TokenLayers()
  var depth = 0
  var count = 0
  /// Notes said once per kind, so a long stylesheet does not repeat them.
  var noted = Set<String>()

  init(tokens: [CSSToken], file: String, limits: PaletteLimits) {
    self.tokens = tokens
    self.file = file
    self.limits = limits
  }

  func fail(_ t: CSSToken, _ message: String, property: String? = nil) -> PaletteError {
    PaletteError(file: file, line: t.line, column: t.column, tokenPath: property, message: message)
  }

  mutating func note(_ key: String, _ text: String) {
    if noted.insert(key).inserted { layers.notes.append(text) }
  }

  mutating func stylesheet() throws(PaletteError) {
    try block(context: CSSContext(), selector: nil, topLevel: true)
    cascade()
  }

  /// Declarations in source order with the condition each holds under and its selector's
  /// specificity.
  var declarations: [(name: String, context: CSSContext, entry: TokenLayers.Entry, specificity: Int)] = []
  /// The specificity of the rule being read (nested rules add their parent's).
  var specificity = 0

  /// The values a browser's cascade gives each variant: a declaration applies to every
  /// variant its condition matches (a `prefers-contrast: more` block to light and dark users
  /// alike), and wins over one of lower specificity, or of the same and earlier in the file.
  /// The variants are standard, plus dark and increased contrast where the stylesheet names
  /// them, plus dark increased contrast when it names both (a user can ask for both). Shared
  /// tokens are the unconditional ones; each variant holds its whole winning set.
  mutating func cascade() {
    let usesDark = declarations.contains { $0.context.dark == true }
    let usesHigh = declarations.contains { $0.context.high }
    func winners(_ applies: (CSSContext) -> Bool) -> [String: TokenLayers.Entry] {
      var won: [String: (entry: TokenLayers.Entry, specificity: Int)] = [:]
      for d in declarations where applies(d.context) {
        if let w = won[d.name], w.specificity > d.specificity { continue }
        won[d.name] = (d.entry, d.specificity)
      }
      return won.mapValues(\.entry)
    }
    layers.shared = winners { $0 == CSSContext() }
    var variants: [Variant] = []
    if declarations.contains(where: { $0.context.dark == false }) { variants.append(.standard) }
    if usesHigh { variants.append(.increasedContrast) }
    if usesDark { variants.append(.dark) }
    if usesDark && usesHigh { variants.append(.darkIncreasedContrast) }
    for v in variants {
      layers.modes[v] = winners { c in
        (c.dark.map { $0 == v.isDark } ?? true) && (!c.high || v.isIncreasedContrast)
      }
    }
  }

  /// The items of a block up to its `}` (consumed), or to the end at the top level.
  /// `selector` is where declarations go: nil when they are not palette declarations.
  mutating func block(context: CSSContext?, selector: CSSContext?, topLevel: Bool = false)
    throws(PaletteError)
  {
    while i < tokens.count {
      let t = tokens[i]
      switch t.kind {
      case .whitespace, .semicolon:
        i += 1
      case .closeBrace:
        guard !topLevel else { throw fail(t, "'}' closes no block") }
        i += 1
        return
      case .atKeyword:
        try atRule(context: context, selector: selector)
      default:
        // A declaration or a nested rule: read up to `;`, `{` or `}` at the outer level.
        let start = i
        let end = try scan()
        if end < tokens.count, tokens[end].kind == .openBrace {
          let prelude = Array(tokens[start..<end])
          i = end + 1
          try rule(prelude: prelude, context: context, parent: selector)
        } else {
          let item = Array(tokens[start..<end])
          i = end
          if topLevel { throw fail(t, "a declaration outside any rule; expected a selector and a { block }") }
          if let selector, let context, let target = context.and(selector) {
            try declaration(item, context: target)
          }
        }
      }
    }
    if !topLevel {
      throw fail(tokens[tokens.count - 1], "a block is not closed (expected '}' before the end of the file)")
    }
  }

  /// From `i`, the index of the first `;`, `{` or `}` outside parentheses and brackets.
  func scan() throws(PaletteError) -> Int {
    var k = i
    var open: [CSSToken] = []
    while k < tokens.count {
      let t = tokens[k]
      switch t.kind {
      case .openParen, .function, .openBracket: open.append(t)
      case .closeParen, .closeBracket: if !open.isEmpty { open.removeLast() }
      case .semicolon, .openBrace, .closeBrace: if open.isEmpty { return k }
      default: break
      }
      k += 1
    }
    return k
  }

  /// Skips a `{ … }` block whose `{` was consumed.
  mutating func skipBlock(from open: CSSToken) throws(PaletteError) {
    var level = 1
    while i < tokens.count {
      switch tokens[i].kind {
      case .openBrace: level += 1
      case .closeBrace:
        level -= 1
        if level == 0 {
          i += 1
          return
        }
      default: break
      }
      i += 1
    }
    throw fail(open, "block is not closed (expected '}' before the end of the file)")
  }

  mutating func enter(_ t: CSSToken) throws(PaletteError) {
    depth += 1
    guard depth <= limits.maximumDepth else {
      var e = fail(t, "blocks nested deeper than \(limits.maximumDepth) levels")
      e.limit = .depth
      throw e
    }
  }

  mutating func rule(prelude: [CSSToken], context: CSSContext?, parent: CSSContext?) throws(PaletteError) {
    let open = tokens[i - 1]
    try enter(open)
    defer { depth -= 1 }
    let outer = specificity
    specificity = (parent == nil ? 0 : outer) + Self.specificity(prelude)
    defer { specificity = outer }
    let own = selectorContext(prelude)
    // Nested in a palette rule, `&.dark` adds to it; any other nested rule is a component's.
    let selector: CSSContext? = own.flatMap { s in parent.map { s.and($0) } ?? s }
    if selector == nil, context != nil {
      let text = prelude.map(\.source).joined().trimmingCharacters(in: .whitespaces)
      note(
        "selector",
        "\(file):\(prelude.first?.line ?? 0):\(prelude.first?.column ?? 0): rules for other selectors (the first: '\(MessageText.quoted(text))') not read: only :root, html and theme selectors (.dark, [data-theme=dark]) define the palette"
      )
    }
    try block(context: context, selector: selector)
  }

  /// The variant a selector list says, or nil when it is not a palette selector. A list
  /// with `:root` in it is shared, whatever else it names.
  func selectorContext(_ prelude: [CSSToken]) -> CSSContext? {
    var selectors: [[String]] = [[]]
    // In `[name=value]` only the value says a theme (`[data-bs-theme=dark]`); a bare
    // `[name]` says none.
    var attribute: (open: Bool, valued: Bool) = (false, false)
    for t in prelude {
      switch t.kind {
      case .comma: selectors.append([])
      case .openBracket: attribute = (true, false)
      case .closeBracket:
        if !attribute.valued { selectors[selectors.count - 1].append("[attribute]") }
        attribute = (false, false)
      case .delimiter where attribute.open && t.text == "=": attribute.valued = true
      case .ident, .function, .hash, .string, .number:
        guard !attribute.open || attribute.valued else { continue }
        let words = t.text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        selectors[selectors.count - 1] += words
      case .delimiter where t.text == "&":
        selectors[selectors.count - 1].append("&")
      default: break
      }
    }
    let neutral: Set<String> = [
      "root", "html", "host", "body", "data", "theme", "color", "scheme", "mode", "appearance", "is", "where",
      "&",
    ]
    var result: CSSContext? = nil
    var shared = false
    for words in selectors where !words.isEmpty {
      var rest: [String] = []
      var k = 0
      while k < words.count {
        // `:not(.light)` beside a dark media query or selector says nothing more.
        if words[k] == "not", k + 1 < words.count, ModeWords.light.contains(words[k + 1]) {
          k += 2
          continue
        }
        if !neutral.contains(words[k]) { rest.append(words[k]) }
        k += 1
      }
      if rest.isEmpty {
        shared = true
        continue
      }
      guard let v = ModeWords.variant(rest.joined(separator: "-")) ?? contrastAttribute(rest) else {
        return nil
      }
      let c = CSSContext(v)
      if let r = result, r != c { return nil }
      result = c
    }
    if shared { return CSSContext() }
    return result
  }

  /// Selectors Level 4 §16 specificity (ids, classes/attributes/pseudo-classes, types) as
  /// one number, the highest of a list's selectors: `[data-theme=dark]` (0,1,0) ties with
  /// `:root` and the later wins; `html[data-theme=dark]` (0,1,1) beats `:root` wherever it
  /// is. `:where()` counts nothing; `:is()`/`:not()` count their argument (all of it: an
  /// approximation of "the most specific").
  static func specificity(_ prelude: [CSSToken]) -> Int {
    var best = 0
    var (a, b, c) = (0, 0, 0)
    var k = 0
    var skipDepth = 0
    var parens = 0
    var inBracket = false
    while k < prelude.count {
      let t = prelude[k]
      let previous = k > 0 ? prelude[k - 1] : nil
      defer { k += 1 }
      if skipDepth > 0 {
        if t.kind == .function || t.kind == .openParen { skipDepth += 1 }
        if t.kind == .closeParen { skipDepth -= 1 }
        continue
      }
      switch t.kind {
      case .comma where parens == 0:
        best = max(best, a * 1_000_000 + b * 1_000 + c)
        (a, b, c) = (0, 0, 0)
      case .openBracket:
        inBracket = true
        b += 1
      case .closeBracket: inBracket = false
      case .hash where !inBracket: a += 1
      case .function:
        let name = t.text.lowercased()
        if previous?.kind == .colon, name == "where" {
          skipDepth = 1
        } else {
          parens += 1
          if previous?.kind == .colon, !["is", "not", "has"].contains(name) { b += 1 }
        }
      case .closeParen: parens = max(0, parens - 1)
      case .ident where !inBracket:
        if previous?.kind == .colon {
          // `::before` is an element; `:root`, `:hover` are classes.
          if k >= 2, prelude[k - 2].kind == .colon { c += 1 } else { b += 1 }
        } else if previous?.kind == .delimiter && previous?.text == "." {
          b += 1
        } else {
          c += 1
        }
      default: break
      }
    }
    return max(best, a * 1_000_000 + b * 1_000 + c)
  }

  /// `[data-contrast="more"]`, `.contrast-high`: increased contrast.
  func contrastAttribute(_ words: [String]) -> Variant? {
    guard let c = words.firstIndex(of: "contrast") else { return nil }
    var others = words
    others.remove(at: c)
    let high = others.contains("more") || others.contains("high") || others.contains("increased")
    others.removeAll { $0 == "more" || $0 == "high" || $0 == "increased" }
    guard high else { return nil }
    if others.isEmpty { return .increasedContrast }
    guard let base = ModeWords.variant(others.joined(separator: "-")) else { return nil }
    return base.isDark ? .darkIncreasedContrast : .increasedContrast
  }

  mutating func atRule(context: CSSContext?, selector: CSSContext?) throws(PaletteError) {
    let at = tokens[i]
    i += 1
    let end = try scan()
    let prelude = Array(tokens[i..<end])
    i = end
    let name = at.text.lowercased()
    guard i < tokens.count, tokens[i].kind == .openBrace else {
      if i < tokens.count, tokens[i].kind == .semicolon { i += 1 }
      if name == "import" {
        note("import", "\(file):\(at.line):\(at.column): @import not followed; pass the imported file too")
      }
      return
    }
    let open = tokens[i]
    i += 1
    switch name {
    case "media":
      guard let m = mediaContext(prelude) else {
        let text = prelude.map(\.source).joined().trimmingCharacters(in: .whitespaces)
        note(
          "media",
          "\(file):\(at.line):\(at.column): @media blocks for other conditions (the first: '\(MessageText.quoted(text))') not read: only prefers-color-scheme and prefers-contrast say a variant"
        )
        try skipBlock(from: open)
        return
      }
      try enter(open)
      defer { depth -= 1 }
      try block(context: context.flatMap { $0.and(m) }, selector: selector)
    case "supports", "layer":
      if name == "supports" { note("supports", "\(file): @supports blocks are read as if supported") }
      try enter(open)
      defer { depth -= 1 }
      try block(context: context, selector: selector)
    case "font-face", "keyframes", "-webkit-keyframes", "page", "counter-style", "property",
      "font-feature-values", "font-palette-values", "view-transition", "starting-style":
      try skipBlock(from: open)
    default:
      note("at:" + name, "\(file):\(at.line):\(at.column): @\(MessageText.quoted(at.text)) blocks not read")
      try skipBlock(from: open)
    }
  }

  /// `(prefers-color-scheme: dark)`, `screen and (prefers-contrast: more)`, or nil for a
  /// query that says anything else (a width, print, `not`, a list).
  func mediaContext(_ prelude: [CSSToken]) -> CSSContext? {
    var result = CSSContext()
    var k = 0
    let parts = prelude.filter { $0.kind != .whitespace }
    while k < parts.count {
      let t = parts[k]
      if t.kind == .ident, ["screen", "all", "and", "only"].contains(t.text.lowercased()) {
        k += 1
        continue
      }
      guard t.kind == .openParen, k + 4 < parts.count, parts[k + 1].kind == .ident,
        parts[k + 2].kind == .colon,
        parts[k + 3].kind == .ident, parts[k + 4].kind == .closeParen
      else { return nil }
      let feature = parts[k + 1].text.lowercased()
      let value = parts[k + 3].text.lowercased()
      var c = CSSContext()
      switch (feature, value) {
      case ("prefers-color-scheme", "dark"): c.dark = true
      case ("prefers-color-scheme", "light"): c.dark = false
      case ("prefers-contrast", "more"), ("prefers-contrast", "high"): c.high = true
      default: return nil
      }
      guard let both = result.and(c) else { return nil }
      result = both
      k += 5
    }
    return result == CSSContext() ? nil : result
  }

  /// `--name: value` in a palette rule: its value read into `context`'s layer.
  mutating func declaration(_ item: [CSSToken], context: CSSContext) throws(PaletteError) {
    guard let nameIndex = item.firstIndex(where: { $0.kind != .whitespace }) else { return }
    let nameToken = item[nameIndex]
    guard nameToken.kind == .ident, nameToken.text.hasPrefix("--") else { return }  // color: red, font-size…
    guard let colon = item[(nameIndex + 1)...].firstIndex(where: { $0.kind != .whitespace }),
      item[colon].kind == .colon
    else {
      throw fail(nameToken, "expected ':' after the property name", property: nameToken.text)
    }
    var value = Array(item[(colon + 1)...])
    // `!important` changes nothing here.
    if let bang = value.lastIndex(where: { $0.kind == .delimiter && $0.text == "!" }),
      value[(bang + 1)...].contains(where: { $0.kind == .ident && $0.text.lowercased() == "important" })
    {
      value.removeSubrange(bang...)
    }
    let trimmed = Self.trim(value)
    let name = nameToken.text
    count += 1
    guard count <= limits.maximumTokens else {
      var e = fail(nameToken, "more than \(limits.maximumTokens) custom properties", property: name)
      e.limit = .tokens
      throw e
    }
    let location = SourceLocation(
      file: file, line: trimmed.first?.line ?? nameToken.line,
      column: trimmed.first?.column ?? nameToken.column,
      range: trimmed.first.flatMap { first in
        trimmed.last.map { first.range.lowerBound..<$0.range.upperBound }
      })
    // Colors computed from other properties (color-mix(), relative colors `rgb(from …)`,
    // channels `rgb(var(--r) var(--g) var(--b))`) would need a CSS engine: not read, said.
    if let f = trimmed.first, f.kind == .function,
      f.text.lowercased() == "color-mix"
        || (TokenLayers.Alternative.colorFunctions.contains(f.text.lowercased() + "(")
          && trimmed.contains {
            ($0.kind == .function && $0.text.lowercased() == "var")
              || ($0.kind == .ident && $0.text.lowercased() == "from")
          })
    {
      note(
        "computed",
        "\(file):\(f.line):\(f.column): '\(MessageText.quoted(name))' and other colors computed from other properties (color-mix(), rgb(from …), var() inside a color) are not read"
      )
      declarations.append((name, context, .init([.notColor], location: location), specificity))
      return
    }
    // light-dark(a, b): one value per scheme.
    if trimmed.count > 1, trimmed[0].kind == .function, trimmed[0].text.lowercased() == "light-dark",
      trimmed.last?.kind == .closeParen
    {
      let args = Self.split(Array(trimmed[1..<(trimmed.count - 1)]))
      guard args.count == 2 else {
        throw fail(trimmed[0], "light-dark() takes two colors, found \(args.count)", property: name)
      }
      for (arg, dark) in zip(args, [false, true]) {
        guard let c = context.and(CSSContext(dark: dark)) else { continue }
        declarations.append(
          (
            name, c,
            .init(try alternatives(Self.trim(arg), property: name, at: trimmed[0]), location: location),
            specificity
          ))
      }
      return
    }
    if let css = Self.channelColor(trimmed) {
      let c: InputColor
      do { c = try InputColor(css: css) } catch { throw fail(trimmed[0], error.description, property: name) }
      note(
        "channels",
        "\(file):\(trimmed[0].line):\(trimmed[0].column): bare channels such as '\(MessageText.quoted(name))' are read as \(css.prefix(3))() (the form shadcn/ui and Tailwind themes use)"
      )
      let color = TokenLayers.Alternative.color(c.color, clippedFrom: c.wasClipped ? c.input : nil)
      declarations.append((name, context, .init([color], location: location), specificity))
      return
    }
    let entry = TokenLayers.Entry(
      try alternatives(trimmed, property: name, at: nameToken), location: location)
    declarations.append((name, context, entry, specificity))
  }

  static func trim(_ t: [CSSToken]) -> [CSSToken] {
    guard let a = t.firstIndex(where: { $0.kind != .whitespace }),
      let b = t.lastIndex(where: { $0.kind != .whitespace })
    else { return [] }
    return Array(t[a...b])
  }

  /// Splits at commas outside parentheses.
  static func split(_ t: [CSSToken]) -> [[CSSToken]] {
    var out: [[CSSToken]] = [[]]
    var level = 0
    for token in t {
      switch token.kind {
      case .function, .openParen, .openBracket: level += 1
      case .closeParen, .closeBracket: level -= 1
      case .comma where level == 0:
        out.append([])
        continue
      default: break
      }
      out[out.count - 1].append(token)
    }
    return out
  }

  /// A value's readings: `var(--x, fallback)` gives the alias then the fallback's; a
  /// color gives itself; anything else is not a color.
  func alternatives(_ value: [CSSToken], property: String, at: CSSToken) throws(PaletteError) -> [TokenLayers
    .Alternative]
  {
    guard let first = value.first else { return [.notColor] }
    if first.kind == .function, first.text.lowercased() == "var", value.last?.kind == .closeParen,
      Self.closes(value)
    {
      let args = Self.split(Array(value[1..<(value.count - 1)]))
      let target = Self.trim(args[0])
      guard target.count == 1, target[0].kind == .ident, target[0].text.hasPrefix("--") else {
        throw fail(first, "var() must name a custom property, like var(--gray-9)", property: property)
      }
      var out: [TokenLayers.Alternative] = [.alias(target[0].text, alpha: nil)]
      if args.count > 1 {
        // Everything after the first comma is the fallback, commas included.
        let comma = value.firstIndex { $0.kind == .comma }!
        out += try alternatives(
          Self.trim(Array(value[(comma + 1)..<(value.count - 1)])), property: property, at: first)
      }
      return out
    }
    let text = value.map(\.source).joined()
    let looksLikeColor: Bool
    switch first.kind {
    case .hash: looksLikeColor = true
    case .function:
      looksLikeColor = TokenLayers.Alternative.colorFunctions.contains(first.text.lowercased() + "(")
    case .ident: looksLikeColor = value.count == 1 && (try? SRGBColor(css: first.text)) != nil
    default: looksLikeColor = false
    }
    guard looksLikeColor else { return [.notColor] }
    do {
      // Admitted as `legible contrast` admits colors: outside sRGB (oklch, display-p3)
      // clipped, with a note; an overflowing conversion is an error.
      let c = try InputColor(css: text)
      return [.color(c.color, clippedFrom: c.wasClipped ? c.input : nil)]
    } catch {
      throw fail(first, error.description, property: property)
    }
  }

  /// Whether the value's first `(` is closed by its last token (`var(--a) var(--b)` is not one call).
  static func closes(_ value: [CSSToken]) -> Bool {
    var level = 0
    for (k, t) in value.enumerated() {
      switch t.kind {
      case .function, .openParen: level += 1
      case .closeParen:
        level -= 1
        if level == 0 { return k == value.count - 1 }
      default: break
      }
    }
    return false
  }
}
