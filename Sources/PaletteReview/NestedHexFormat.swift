import JSONSupport

/// Plain nested JSON of color strings, the form people write by hand:
///
///     {"fg": {"body": "#333", "muted": "#999"}, "bg": {"page": "#fff", "card": "#f6f6f6"}}
///
/// Groups nest to any depth (paths join with dots); values are CSS colors or `{path}`
/// aliases; other strings and numbers (fonts, sizes) are not colors and are left out.
/// Modes are read where they clearly are modes: a top-level group named by mode words
/// (`{"light": {…}, "dark": {…}}`) holds that variant's tokens, and a group whose keys are
/// all mode words and whose values are all strings is one token with a value per mode
/// (`{"bg": {"light": "#fff", "dark": "#000"}}` → `bg`). See `ModeWords` for the words.
enum NestedHexFormat {
  /// Every leaf is a string or a number, and at least one string starts like a color
  /// (`#`, `rgb(`…) or an alias: a JSON object that is nothing but colors in groups.
  static func looksLike(_ root: JSONNode) -> Bool {
    guard let top = root.objectEntries, !top.isEmpty else { return false }
    var colors = 0
    var pending = [root]
    var visited = 0
    while let node = pending.popLast() {
      visited += 1
      switch node {
      case .object(let entries, _):
        for (k, _, v) in entries {
          if k.hasPrefix("$") { return false }
          pending.append(v)
        }
      case .string(let s, _):
        let lower = s.lowercased()
        if lower.hasPrefix("#") || PaletteInput.isAlias(s)
          || TokenLayers.Alternative.colorFunctions.contains(where: { lower.hasPrefix($0) })
        {
          colors += 1
        }
      case .number: break
      default: return false
      }
    }
    return colors > 0
  }

  static func load(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette {
    let layers = try read(file, root: root, limits: limits)
    return try layers.palette(
      name: PaletteFileName.stem(file), format: "nested JSON colors", files: [file], limits: limits)
  }

  static func read(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> TokenLayers
  {
    var layers = TokenLayers()
    var count = 0
    func add(_ path: String, _ value: JSONNode, mode: Variant?) throws(PaletteError) {
      let alt: TokenLayers.Alternative
      switch value {
      case .string(let s, _): alt = try .reading(s, file: file, node: value, path: path)
      default: alt = .notColor
      }
      count += 1
      guard count <= limits.maximumTokens else {
        throw PaletteError(
          file: file, line: value.span.line, column: value.span.column, tokenPath: path,
          message: "more than \(limits.maximumTokens) tokens", limit: .tokens)
      }
      let entry = TokenLayers.Entry([alt], location: PaletteInput.location(file, value))
      if let mode { layers.modes[mode, default: [:]][path] = entry } else { layers.shared[path] = entry }
    }
    // Groups still to read, in document order: a stack, not recursion.
    var pending: [(node: JSONNode, prefix: String, mode: Variant?)] = []
    for (key, _, value) in (root.objectEntries ?? []).reversed() {
      if let mode = ModeWords.variant(key), value.objectEntries != nil {
        pending.append((value, "", mode))
        layers.themeNames[mode] = key
      } else {
        pending.append((value, key, nil))
      }
    }
    while let (node, prefix, mode) = pending.popLast() {
      guard let entries = node.objectEntries else {
        try add(prefix, node, mode: mode)
        continue
      }
      // A token with a value per mode: every key a mode word, every value a string.
      if mode == nil, !prefix.isEmpty, !entries.isEmpty,
        entries.allSatisfy({ ModeWords.variant($0.key) != nil && $0.value.stringValue != nil })
      {
        for (key, _, value) in entries { try add(prefix, value, mode: ModeWords.variant(key)) }
        continue
      }
      for (key, _, value) in entries.reversed() {
        pending.append((value, prefix.isEmpty ? key : prefix + "." + key, mode))
      }
    }
    return layers
  }
}

/// A palette's name from its file name: `brand.tokens.json` → `brand`.
enum PaletteFileName {
  static func stem(_ file: String) -> String {
    var name = file.split(separator: "/").last.map(String.init) ?? file
    for suffix in [".tokens.json", ".palette.json", ".json", ".tokens.css", ".css"]
    where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }
}
