import FileInput
import JSONSupport

/// Tokens Studio for Figma exports (one file): token sets as top-level keys (`global`,
/// `light`, `dark`), their order in `$metadata.tokenSetOrder`, and `$themes`, each theme
/// choosing sets with `selectedTokenSets` (`enabled`: its tokens; `source`: read for
/// references only; `disabled`: left out). Tokens hold `value` (or `$value`) and `type`
/// (`color`); references `{colors.gray.100}` omit the set's name.
///
/// Each theme is a variant named after it: its kind from its name (`Dark`, `Light HC`), or
/// from its backgrounds when the name says none (`Ocean` with dark surfaces reads as dark);
/// a second theme of a kind already taken is checked on its own under its name. Without
/// `$themes`, sets named by mode words (`dark`, `theme/dark`) are those variants' tokens and
/// the other sets are shared.
enum TokensStudioFormat {
  static func looksLike(_ root: JSONNode) -> Bool {
    root["$themes"]?.arrayValues != nil || root["$metadata"]?["tokenSetOrder"]?.arrayValues != nil
  }

  static let valueKeys = ["value", "$value"]
  static let typeKeys = ["type", "$type"]

  static func load(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette {
    func fail(_ node: JSONNode, _ message: String) -> PaletteError {
      PaletteError(file: file, line: node.span.line, column: node.span.column, message: message)
    }
    let sets = (root.objectEntries ?? []).filter { !$0.key.hasPrefix("$") }
    var byName: [String: JSONNode] = [:]
    for s in sets where byName[s.key] == nil { byName[s.key] = s.value }
    // The sets in the order they apply (later overrides earlier): tokenSetOrder, then the rest.
    var order: [String] = []
    if let listed = root["$metadata"]?["tokenSetOrder"]?.arrayValues {
      for item in listed {
        guard let name = item.stringValue else {
          throw fail(item, "$metadata.tokenSetOrder must list set names (strings), found \(item.kindName)")
        }
        if byName[name] != nil, !order.contains(name) { order.append(name) }
      }
    }
    for s in sets where !order.contains(s.key) { order.append(s.key) }
    var count = 0
    // Each set's tokens, collected once however many themes use it.
    var collected:
      [String: (shared: [String: TokenLayers.Entry], modes: [Variant: [String: TokenLayers.Entry]])] = [:]
    func tokens(of set: String) throws(PaletteError) -> (
      shared: [String: TokenLayers.Entry], modes: [Variant: [String: TokenLayers.Entry]]
    ) {
      if let known = collected[set] { return known }
      var shared: [String: TokenLayers.Entry] = [:]
      var modes: [Variant: [String: TokenLayers.Entry]] = [:]
      guard let node = byName[set] else { return (shared, modes) }
      try ValueTokens.collect(
        node, prefix: "", file: file, valueKeys: valueKeys, typeKeys: typeKeys, into: &shared,
        modes: &modes, count: &count, limits: limits)
      collected[set] = (shared, modes)
      return (shared, modes)
    }
    let name = PaletteFileName.stem(file)
    guard let themes = root["$themes"]?.arrayValues, !themes.isEmpty else {
      var layers = TokenLayers()
      for set in order {
        let t = try tokens(of: set)
        let setName = set.replacingOccurrences(of: "/", with: ".")
        if let mode = ModeWords.variant(setName) ?? ModeWords.inFileName(setName)?.variant {
          layers.modes[mode, default: [:]].merge(t.shared) { _, later in later }
          layers.themeNames[mode] = set
        } else {
          layers.shared.merge(t.shared) { _, later in later }
        }
        for (v, m) in t.modes { layers.modes[v, default: [:]].merge(m) { _, later in later } }
      }
      return try layers.palette(name: name, format: "Tokens Studio", files: [file], limits: limits)
    }
    var palette = Palette(name: name, format: "Tokens Studio", files: [file], variants: [:])
    var themeNames: [String] = []
    for theme in themes {
      guard let themeName = theme["name"]?.stringValue else {
        throw fail(theme, "a theme in $themes needs a \"name\" (a string)")
      }
      themeNames.append(themeName)
    }
    let grouping = ThemeGroups(themes, names: themeNames)
    guard let grouping else {
      for (theme, themeName) in zip(themes, themeNames) {
        let status = try setStatus(of: theme, named: themeName, sets: byName, file: file)
        try loadTheme(
          themeName, status: status,
          kind: Variant.named(themeName) ?? ModeWords.inFileName(themeName)?.variant,
          combination: false, order: order, tokens: tokens(of:), limits: limits, into: &palette)
      }
      return palette
    }
    var loaded = 0
    for (n, combination) in grouping.combinations.enumerated() {
      let name = grouping.name(of: combination)
      guard loaded < limits.maximumVariants else {
        palette.skippedVariantCount += grouping.count - n
        for later in grouping.combinations.dropFirst(n).prefix(Palette.listedSkippedVariants) {
          palette.skippedVariants.append(
            (
              grouping.name(of: later),
              "over the limit of \(limits.maximumVariants) variants (--max-variants)"
            ))
        }
        break
      }
      loaded += 1
      // One theme of each group at a time: a set any of them enables is enabled.
      var status: [String: String] = [:]
      for t in combination.themes {
        for (set, s) in try setStatus(of: themes[t], named: themeNames[t], sets: byName, file: file) {
          status[set] = ThemeGroups.stronger(status[set], s)
        }
      }
      let appearance = themeNames[combination.themes[0]]
      try loadTheme(
        name, status: status, kind: Variant.named(appearance) ?? ModeWords.inFileName(appearance)?.variant,
        combination: !combination.isDefault, order: order, tokens: tokens(of:), limits: limits, into: &palette
      )
    }
    return palette
  }

  /// Resolves one theme (or combination of themes, one per group) from the sets `status`
  /// selects, in `order`, and puts it in the palette: as the variant its `kind` (else its
  /// backgrounds) says, as an extra theme when that variant is taken or it is a
  /// combination other than the defaults, or as skipped when its kind cannot be told.
  static func loadTheme(
    _ themeName: String, status: [String: String], kind: Variant?, combination: Bool, order: [String],
    tokens: (String) throws(PaletteError) -> (
      shared: [String: TokenLayers.Entry], modes: [Variant: [String: TokenLayers.Entry]]
    ),
    limits: PaletteLimits, into palette: inout Palette
  ) throws(PaletteError) {
    var layers = TokenLayers()
    var sourceOnly = Set<String>()
    for set in order where status[set] == "enabled" || status[set] == "source" {
      let t = try tokens(set)
      layers.shared.merge(t.shared) { _, later in later }
      for (v, m) in t.modes { layers.modes[v, default: [:]].merge(m) { _, later in later } }
      if status[set] == "source" {
        sourceOnly.formUnion(t.shared.keys)
      } else {
        sourceOnly.subtract(t.shared.keys)
      }
    }
    // A theme is one appearance: mode groups inside its sets are read for that appearance.
    var single = TokenLayers()
    single.shared = kind.map { layers.entries(for: $0) } ?? layers.shared
    var resolved = try single.resolved(limits: limits)[.standard] ?? [:]
    // Source sets are there for references; their tokens are not the theme's.
    for path in sourceOnly { resolved[path] = nil }
    guard let variant = kind ?? Variant.guessed(from: resolved) else {
      let reason = "its name says no appearance and it has no background tokens to tell light from dark"
      if combination {
        palette.skippedVariantCount += 1
        palette.skippedVariants.append((themeName, reason))
      } else {
        palette.skippedThemes.append((themeName, reason))
      }
      return
    }
    if combination || palette.variants[variant] != nil {
      palette.extraThemes.append((themeName, variant, resolved))
      return
    }
    palette.variants[variant] = resolved
    palette.themeNames[variant] = themeName
    palette.notes.append("variant \(variant.displayName) from theme '\(themeName)'")
  }

  /// A theme's `selectedTokenSets`: each set's status (enabled, source or disabled), every
  /// set named one the file holds.
  static func setStatus(
    of theme: JSONNode, named themeName: String, sets byName: [String: JSONNode], file: String
  )
    throws(PaletteError) -> [String: String]
  {
    func fail(_ node: JSONNode, _ message: String) -> PaletteError {
      PaletteError(file: file, line: node.span.line, column: node.span.column, message: message)
    }
    guard let selected = theme["selectedTokenSets"]?.objectEntries else {
      throw fail(
        theme,
        "theme '\(MessageText.quoted(themeName))' needs \"selectedTokenSets\": an object of set names and enabled, source or disabled"
      )
    }
    var status: [String: String] = [:]
    for (set, keySpan, value) in selected {
      guard let s = value.stringValue, ["enabled", "source", "disabled"].contains(s) else {
        throw fail(
          value,
          "theme '\(MessageText.quoted(themeName))': set '\(MessageText.quoted(set))' must be \"enabled\", \"source\" or \"disabled\", found \(value.stringValue.map { "'\(MessageText.quoted($0))'" } ?? value.kindName)"
        )
      }
      guard byName[set] != nil else {
        throw PaletteError(
          file: file, line: keySpan.line, column: keySpan.column,
          message:
            "theme '\(MessageText.quoted(themeName))' selects set '\(MessageText.quoted(set))', which is not in the file"
        )
      }
      status[set] = s
    }
    return status
  }
}
