import FileInput
import JSONSupport

/// Style Dictionary token files (amzn/style-dictionary, before its DTCG mode): tokens are
/// objects with `value` (not `$value`), nested in the CTI groups category → type → item
/// (`color.background.base`), with `type`, `comment` and `attributes` beside it.
/// References are `{color.base.gray.100.value}` or `{color.base.gray.100}`. Tokens whose
/// `type` (or `attributes.category`) says another kind, and values that are not colors,
/// are left out. Mode words read as in `NestedHexFormat`: a top-level `dark` group, or a
/// group of tokens keyed by mode words (`{"bg": {"light": {"value": …}, "dark": {…}}}`).
enum StyleDictionaryFormat {
  /// Some object holds `value` beside no `$` keys: a Style Dictionary token.
  static func looksLike(_ root: JSONNode) -> Bool {
    var pending = [(root, 0)]
    while let (node, depth) = pending.popLast() {
      guard depth < 64, let entries = node.objectEntries else { continue }
      for (k, _, v) in entries {
        if k.hasPrefix("$") { return false }
        if k == "value", v.objectEntries == nil || v["value"] == nil { return true }
        pending.append((v, depth + 1))
      }
    }
    return false
  }

  static func load(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette {
    try read(file, root: root, limits: limits).palette(
      name: PaletteFileName.stem(file), format: "Style Dictionary", files: [file], limits: limits)
  }

  static func read(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> TokenLayers
  {
    var layers = TokenLayers()
    var count = 0
    var top: [(key: String, node: JSONNode)] = []
    for (key, _, value) in root.objectEntries ?? [] {
      if let mode = ModeWords.variant(key), value.objectEntries != nil,
        !ValueTokens.isToken(value, valueKeys: ["value"])
      {
        var own: [String: TokenLayers.Entry] = [:]
        try ValueTokens.collect(
          value, prefix: "", file: file, valueKeys: ["value"], typeKeys: ["type"], into: &own,
          modes: &layers.modes, count: &count, limits: limits)
        layers.modes[mode, default: [:]].merge(own) { _, later in later }
        layers.themeNames[mode] = key
      } else {
        top.append((key, value))
      }
    }
    for (key, value) in top {
      try ValueTokens.collect(
        value, prefix: key, file: file, valueKeys: ["value"], typeKeys: ["type"], into: &layers.shared,
        modes: &layers.modes, count: &count, limits: limits)
    }
    return layers
  }
}

/// The token tree of the `value`-keyed forms (Style Dictionary, Tokens Studio): groups of
/// objects that hold `value` (or `$value`) and `type`.
enum ValueTokens {
  static func isToken(_ node: JSONNode, valueKeys: [String]) -> Bool {
    guard let entries = node.objectEntries else { return false }
    return entries.contains { e in valueKeys.contains(e.key) }
  }

  /// Collects the tokens under `node` into `shared` (by dotted path), and a group keyed by
  /// mode words whose members are all tokens into `modes` at the group's path. The type is
  /// inherited from enclosing groups (Tokens Studio writes it on groups too).
  static func collect(
    _ node: JSONNode, prefix: String, file: String, valueKeys: [String], typeKeys: [String],
    into shared: inout [String: TokenLayers.Entry], modes: inout [Variant: [String: TokenLayers.Entry]],
    count: inout Int, limits: PaletteLimits, inheritedType: String? = nil
  ) throws(PaletteError) {
    var pending: [(node: JSONNode, prefix: String, type: String?, mode: Variant?)] = [
      (node, prefix, inheritedType, nil)
    ]
    while let (node, prefix, inherited, mode) = pending.popLast() {
      guard let entries = node.objectEntries else {
        if let mode {
          modes[mode, default: [:]][prefix] = .init([.notColor], location: PaletteInput.location(file, node))
        } else {
          shared[prefix] = .init([.notColor], location: PaletteInput.location(file, node))
        }
        continue
      }
      var type = inherited
      for k in typeKeys { if let t = node[k]?.stringValue { type = t } }
      if let category = node["attributes"]?["category"]?.stringValue, type == nil { type = category }
      if let value = valueKeys.lazy.compactMap({ node[$0] }).first {
        count += 1
        guard count <= limits.maximumTokens else {
          throw PaletteError(
            file: file, line: value.span.line, column: value.span.column, tokenPath: prefix,
            message: "more than \(limits.maximumTokens) tokens", limit: .tokens)
        }
        var alt = TokenLayers.Alternative.notColor
        if type == nil || type == "color", let s = value.stringValue {
          alt = try .reading(s, file: file, node: value, path: prefix)
          if type == "color", alt == .notColor {
            throw PaletteError(
              file: file, line: value.span.line, column: value.span.column, tokenPath: prefix,
              message:
                "'\(MessageText.quoted(s))' is not a color; a color token's value must be a CSS color or a {reference}"
            )
          }
        } else if type == "color" {
          throw PaletteError(
            file: file, line: value.span.line, column: value.span.column, tokenPath: prefix,
            message:
              "a color token's value must be a string (a CSS color or a {reference}), found \(value.kindName)"
          )
        }
        let entry = TokenLayers.Entry([alt], location: PaletteInput.location(file, value))
        if let mode { modes[mode, default: [:]][prefix] = entry } else { shared[prefix] = entry }
        continue
      }
      let children = entries.filter {
        !$0.key.hasPrefix("$") && !typeKeys.contains($0.key) && $0.key != "attributes"
      }
      // One token with a value per mode: every key a mode word, every member a token.
      if mode == nil, !prefix.isEmpty, !children.isEmpty,
        children.allSatisfy({ ModeWords.variant($0.key) != nil && isToken($0.value, valueKeys: valueKeys) })
      {
        for (key, _, value) in children.reversed() {
          pending.append((value, prefix, type, ModeWords.variant(key)))
        }
        continue
      }
      for (key, _, value) in children.reversed() {
        pending.append((value, prefix.isEmpty ? key : prefix + "." + key, type, mode))
      }
    }
  }
}
