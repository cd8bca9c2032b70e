import ColorScience
import JSONSupport

/// Legible's own palette format, for people to write by hand (schema:
/// Palettes/legible-palette.schema.json).
///
///     {
///       "name": "Acme",
///       "variants": {
///         "standard": { "text": { "primary": "#1c1c1e", "link": "{brand.blue}" }, "bg": { "page": "#fff" } },
///         "increasedContrast": { "text": { "secondary": "#3a3a3c" } },
///         "dark": { … }, "darkIncreasedContrast": { … }
///       },
///       "pairs": [{ "foreground": "text.primary", "background": "bg.page", "use": "text" }],
///       "stateGroups": [{ "name": "status", "members": ["status.success", "status.danger"] }],
///       "thresholds": { "increasedContrast": { "text": 7, "largeText": 4.5, "ui": 4.5 } }
///     }
///
/// Tokens nest in groups (paths join with dots); values are any CSS color or an alias
/// `{path}`. Increased-contrast variants inherit from their base (standard or dark), and
/// dark inherits from standard, so a variant lists only what changes.
enum LegiblePaletteFormat {
  static func looksLike(_ root: JSONNode) -> Bool { root["variants"]?.objectEntries != nil }

  static func load(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette {
    func fail(_ node: JSONNode, _ message: String, path: String? = nil) -> PaletteError {
      PaletteError(
        file: file, line: node.span.line, column: node.span.column, tokenPath: path, message: message)
    }
    guard let variantsNode = root["variants"], let variantEntries = variantsNode.objectEntries else {
      throw PaletteError(file: file, line: 1, column: 1, message: "expected an object with \"variants\"")
    }
    var raw: [Variant: [String: AliasResolver.Entry]] = [:]
    var count = 0
    for (name, keySpan, node) in variantEntries {
      guard let variant = Variant.named(name) else {
        throw PaletteError(
          file: file, line: keySpan.line, column: keySpan.column,
          message:
            "unknown variant '\(name)'; expected standard, increasedContrast, dark or darkIncreasedContrast")
      }
      var entries: [String: AliasResolver.Entry] = [:]
      // Groups still to read, in document order: a stack, not recursion, so a deep
      // document costs no thread stack.
      var pending: [(node: JSONNode, prefix: String)] = [(node, "")]
      while let (node, prefix) = pending.popLast() {
        guard let object = node.objectEntries else {
          throw fail(node, "expected a group (object) of tokens", path: prefix)
        }
        var groups: [(node: JSONNode, prefix: String)] = []
        // Grown once per group, not doubled (and rehashed) a dozen times for thousands of tokens.
        entries.reserveCapacity(entries.count + object.count)
        for (key, _, value) in object where !key.hasPrefix("$") {
          let path = prefix.isEmpty ? key : prefix + "." + key
          switch value {
          case .string(let s, _):
            count += 1
            guard count <= limits.maximumTokens else {
              var e = fail(value, "more than \(limits.maximumTokens) tokens")
              e.limit = .tokens
              throw e
            }
            if PaletteInput.isAlias(s) {
              entries[path] = .init(
                raw: .alias(PaletteInput.aliasTarget(s), alpha: nil),
                location: PaletteInput.location(file, value))
            } else {
              entries[path] = .admitted(
                try PaletteInput.admitted(s, file: file, node: value, path: path),
                location: PaletteInput.location(file, value))
            }
          case .object: groups.append((value, path))
          default:
            throw fail(value, "expected a color string or a group, found \(value.kindName)", path: path)
          }
        }
        pending += groups.reversed()
      }
      raw[variant] = entries
    }
    guard raw[.standard] != nil || raw[.dark] != nil else {
      throw fail(variantsNode, "needs a \"standard\" or a \"dark\" variant")
    }
    let variants = try resolved(raw, limits: limits)
    let (pairs, groups) = try pairsAndGroups(root, file: file)
    // Wrong types are errors naming their JSON path, never skipped.
    func typed<T>(_ body: () throws(JSONValueError) -> T) throws(PaletteError) -> T {
      do { return try body() } catch { throw PaletteError(file: file, error) }
    }
    var thresholds: [Variant: Thresholds] = [:]
    let thresholdEntries = try typed { () throws(JSONValueError) in
      try root["thresholds"]?.object("thresholds") ?? []
    }
    for (name, keySpan, node) in thresholdEntries {
      guard let v = Variant.named(name) else {
        throw PaletteError(
          file: file, line: keySpan.line, column: keySpan.column,
          message: "unknown variant '\(name)' in thresholds")
      }
      do {
        thresholds[v] = try Thresholds(node, key: "thresholds.\(name)", defaults: Thresholds.defaults(for: v))
      } catch {
        throw PaletteError(file: file, error)
      }
    }
    let name = try typed { () throws(JSONValueError) in try root["name"]?.string("name") }
    return Palette(
      name: name ?? file, format: "Legible palette", files: [file], variants: variants,
      pairs: pairs, stateGroups: groups, thresholds: thresholds)
  }

  /// Each variant's tokens, resolved: increased (and medium) contrast inherits from its
  /// base, dark from standard, then aliases are followed.
  static func resolved(_ raw: [Variant: [String: AliasResolver.Entry]], limits: PaletteLimits)
    throws(PaletteError) -> [Variant: [String: Token]]
  {
    func merged(_ v: Variant) -> [String: AliasResolver.Entry] {
      var chain: [Variant] = [v]
      if let b = v.base { chain.insert(b, at: 0) }
      if chain.first?.isDark == true { chain.insert(.standard, at: 0) }
      // The variant's own table whole (shared, not copied), then from each base, nearest
      // first, only the tokens it does not restate: a variant that lists every token (as
      // large palettes' do) copies and rewrites nothing, where merging the bases first and
      // the variant over them copied every table and rewrote every token.
      var out = raw[v] ?? [:]
      for c in chain.dropLast().reversed() {
        for (path, entry) in raw[c] ?? [:] where out[path] == nil { out[path] = entry }
      }
      return out
    }
    var variants: [Variant: [String: Token]] = [:]
    for v in raw.keys { variants[v] = try AliasResolver.resolve(merged(v), limits: limits) }
    return variants
  }

  /// The palette's `pairs` and `stateGroups`.
  static func pairsAndGroups(_ root: JSONNode, file: String) throws(PaletteError) -> (
    [PairRule], [StateGroup]
  ) {
    func fail(_ node: JSONNode, _ message: String, path: String? = nil) -> PaletteError {
      PaletteError(
        file: file, line: node.span.line, column: node.span.column, tokenPath: path, message: message)
    }
    // Wrong types are errors naming their JSON path, never skipped: a skipped pair is a
    // pair nobody checked.
    func typed<T>(_ body: () throws(JSONValueError) -> T) throws(PaletteError) -> T {
      do { return try body() } catch { throw PaletteError(file: file, error) }
    }
    var pairs: [PairRule] = []
    let pairNodes = try typed { () throws(JSONValueError) in try root["pairs"]?.array("pairs") ?? [] }
    pairs.reserveCapacity(pairNodes.count)
    for (i, node) in pairNodes.enumerated() {
      // One pass over the pair's members (a palette can list tens of thousands of pairs);
      // the JSON path an error names is spelled only when there is an error.
      var fg: String?
      var bg: String?
      var useValue: String?
      guard let members = node.objectEntries else {
        throw PaletteError(file: file, JSONValueError(key: "pairs[\(i)]", at: node, expected: .object))
      }
      for (key, _, value) in members where key == "foreground" || key == "background" || key == "use" {
        guard let s = value.stringValue else {
          throw PaletteError(
            file: file, JSONValueError(key: "pairs[\(i)].\(key)", at: value, expected: .string))
        }
        if key == "foreground" {
          fg = s
        } else if key == "background" {
          bg = s
        } else {
          useValue = s
        }
      }
      guard let fg, let bg else {
        throw fail(node, "a pair needs \"foreground\" and \"background\" token paths")
      }
      let useText = useValue ?? "text"
      guard let use = PairUse(rawValue: useText) else {
        throw fail(node, "unknown use '\(useText)'; expected text, largeText, ui or decorative")
      }
      pairs.append(PairRule(foreground: fg, background: bg, use: use, source: "explicit"))
    }
    var groups: [StateGroup] = []
    let groupNodes = try typed { () throws(JSONValueError) in
      try root["stateGroups"]?.array("stateGroups") ?? []
    }
    for (i, node) in groupNodes.enumerated() {
      let at = "stateGroups[\(i)]"
      _ = try typed { () throws(JSONValueError) in try node.object(at) }
      let members = try typed { () throws(JSONValueError) in
        try node["members"]?.strings(at + ".members") ?? []
      }
      guard members.count >= 2 else {
        throw fail(node, "a state group needs \"members\": two or more token paths")
      }
      let name = try typed { () throws(JSONValueError) in try node["name"]?.string(at + ".name") }
      groups.append(StateGroup(name: name ?? members.joined(separator: "/"), members: members))
    }
    return (pairs, groups)
  }
}
