import ColorScience
import Foundation
import JSONSupport

/// W3C Design Tokens (DTCG 2025.10): token files and `*.resolver.json`.
///
/// Colors are `$value` objects (`colorSpace`, `components`, `alpha`, `hex`) in the spaces
/// that map to sRGB (srgb, srgb-linear, display-p3, hsl, hwb, lab, lch, oklab, oklch,
/// xyz-d65, xyz-d50), or legacy hex strings. Aliases are `{group.token}` or `$ref` JSON
/// pointers; `$type` is inherited from groups; groups may `$extends` another group. A
/// resolver's sets and modifiers are merged in `resolutionOrder`; the modifier whose
/// contexts name appearance variants (light/dark/high contrast) gives the variants, the
/// others take their defaults. Primer's per-theme `org.primer.overrides` extension is
/// honored.
enum DesignTokensFormat {
  static func isResolver(_ root: JSONNode) -> Bool { root["resolutionOrder"] != nil || root["modifiers"] != nil }
  static func looksLike(_ root: JSONNode) -> Bool {
    var found = false
    func scan(_ n: JSONNode, _ depth: Int) {
      guard !found, depth < 6, let entries = n.objectEntries else { return }
      for (k, _, v) in entries {
        if k == "$value" || k == "$type" { found = true; return }
        scan(v, depth + 1)
      }
    }
    scan(root, 0)
    return found
  }

  struct RawToken {
    var node: JSONNode  // the $value
    var file: String
    var type: String?
    var overrides: [String: JSONNode]
    /// Primer's token-level `"alpha"` beside `$value`: the value, more transparent.
    var alpha: Double? = nil
  }

  /// Tokens of one file, flattened to dotted paths (later files override earlier ones).
  static func collect(_ root: JSONNode, file: String, into tokens: inout [String: RawToken], limits: PaletteLimits)
    throws(PaletteError)
  {
    var groups: [String: JSONNode] = [:]
    var extends: [(path: String, target: String, node: JSONNode)] = []
    func walk(_ node: JSONNode, _ prefix: String, inherited: String?) throws(PaletteError) {
      guard let entries = node.objectEntries else { return }
      let type = node["$type"]?.stringValue ?? inherited
      if let value = node["$value"] {
        var overrides: [String: JSONNode] = [:]
        for (k, _, v) in node["$extensions"]?["org.primer.overrides"]?.objectEntries ?? [] { overrides[k] = v }
        tokens[prefix] = RawToken(node: value, file: file, type: type, overrides: overrides,
                                  alpha: node["alpha"]?.numberValue.flatMap { $0 >= 0 && $0 <= 1 ? $0 : nil })
        guard tokens.count <= limits.maximumTokens else {
          throw PaletteError(file: file, line: value.span.line, tokenPath: prefix, message: "more than \(limits.maximumTokens) tokens (token count limit, --max-tokens)")
        }
        return
      }
      groups[prefix] = node
      if let target = node["$extends"]?.stringValue {
        extends.append((prefix, PaletteInput.isAlias(target) ? PaletteInput.aliasTarget(target) : target, node))
      }
      // DTCG 2025.10 `$root`: the group's own token (Figma's `text.brand` beside
      // `text.brand.secondary`), named by the group's path.
      if let rootToken = node["$root"], !prefix.isEmpty { try walk(rootToken, prefix, inherited: type) }
      for (k, _, v) in entries where !k.hasPrefix("$") {
        try walk(v, prefix.isEmpty ? k : prefix + "." + k, inherited: type)
      }
    }
    try walk(root, "", inherited: nil)
    for e in extends {
      guard groups[e.target] != nil || tokens.keys.contains(where: { $0.hasPrefix(e.target + ".") }) else {
        throw PaletteError(file: file, line: e.node.span.line, column: e.node.span.column, tokenPath: e.path,
                           message: "$extends '\(e.target)', which is not a group")
      }
      for (path, t) in tokens where path.hasPrefix(e.target + ".") {
        let local = e.path + path.dropFirst(e.target.count)
        if tokens[local] == nil { tokens[local] = t }
      }
    }
  }

  /// A DTCG color value, or an alias.
  /// The override for a theme, falling back as Primer's themes inherit: a high-contrast
  /// theme without its own override takes its base theme's (dark-high-contrast → dark).
  static func override(_ t: RawToken, _ context: String?) -> JSONNode? {
    guard var key = context else { return nil }
    while true {
      if let o = t.overrides[key] { return o }
      guard key.hasSuffix("-high-contrast") else { return nil }
      key = String(key.dropLast("-high-contrast".count))
    }
  }

  static func raw(_ t: RawToken, path: String, context: String?) throws(PaletteError) -> AliasResolver.Raw? {
    var node = t.node
    var alphaOverride: Double? = t.alpha
    if let o = override(t, context) {
      // Primer writes an override as a value, or as {"$value": …, "alpha": …}.
      if let v = o["$value"] {
        node = v
        alphaOverride = o["alpha"]?.numberValue
      } else if o.objectEntries != nil, o["colorSpace"] == nil, let a = o["alpha"]?.numberValue {
        alphaOverride = a  // {"alpha": 0.15}: the base value, more transparent
      } else {
        node = o
        alphaOverride = nil
      }
    }
    func fail(_ m: String) -> PaletteError {
      PaletteError(file: t.file, line: node.span.line, column: node.span.column, tokenPath: path, message: m)
    }
    if let type = t.type, type != "color" { return nil }
    switch node {
    case .string(let s, _):
      if PaletteInput.isAlias(s) {
        var target = PaletteInput.aliasTarget(s)
        if target.hasSuffix(".$root") { target.removeLast(".$root".count) }
        return .alias(target, alpha: alphaOverride)
      }
      guard s.hasPrefix("#") || t.type == "color" else { return nil }
      let c = try PaletteInput.color(s, file: t.file, node: node, path: path)
      return .color(alphaOverride.map { c.withAlpha(c.alpha * $0) } ?? c)
    case .object:
      if let ref = node["$ref"]?.stringValue {
        // A JSON pointer to another token's value: #/group/token/$value → group.token
        var parts = ref.hasPrefix("#/") ? ref.dropFirst(2).split(separator: "/").map(String.init) : []
        if parts.last == "$value" { parts.removeLast() }
        guard !parts.isEmpty else { throw fail("unsupported $ref '\(ref)'; expected a pointer like #/group/token/$value") }
        return .alias(parts.map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }.joined(separator: "."), alpha: nil)
      }
      guard let space = node["colorSpace"]?.stringValue else {
        if t.type == "color" { throw fail("a color $value needs \"colorSpace\" and \"components\"") }
        return nil
      }
      guard let comps = node["components"]?.arrayValues, comps.count == 3 else {
        throw fail("\"components\" must be an array of three numbers (or \"none\")")
      }
      var c: [String] = []
      for v in comps {
        if let n = v.numberValue { c.append(formatNumber(n)) } else if v.stringValue == "none" { c.append("none") } else {
          throw fail("a component must be a number or \"none\", found \(v.kindName)")
        }
      }
      let alpha = node["alpha"]?.numberValue ?? 1
      guard alpha >= 0 && alpha <= 1 else { throw fail("alpha \(alpha) is out of range; expected 0 to 1") }
      let a = " / \(formatNumber(alpha))"
      let css: String
      switch space {
      case "srgb", "srgb-linear", "display-p3", "xyz-d65", "xyz-d50", "xyz": css = "color(\(space) \(c.joined(separator: " "))\(a))"
      case "hsl": css = "hsl(\(c[0]) \(c[1])% \(c[2])%\(a))"
      case "hwb": css = "hwb(\(c[0]) \(c[1])% \(c[2])%\(a))"
      case "lab", "lch", "oklab", "oklch": css = "\(space)(\(c.joined(separator: " "))\(a))"
      default:
        throw fail("color space '\(space)' is not supported; expected srgb, srgb-linear, display-p3, hsl, hwb, lab, lch, oklab, oklch, xyz-d65 or xyz-d50")
      }
      do {
        let c = try SRGBColor(css: css).clipped
        return .color(alphaOverride.map { c.withAlpha(c.alpha * $0) } ?? c)
      } catch {
        throw fail(error.description)
      }
    default:
      if t.type == "color" { throw fail("a color $value must be a string or an object, found \(node.kindName)") }
      return nil
    }
  }

  static func formatNumber(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

  static func resolve(_ tokens: [String: RawToken], context: String?, limits: PaletteLimits) throws(PaletteError) -> [String: Token] {
    var entries: [String: AliasResolver.Entry] = [:]
    for (path, t) in tokens {
      guard let r = try raw(t, path: path, context: context) else { continue }
      var node = t.node
      if let o = override(t, context), o["$value"] != nil || o["alpha"] == nil { node = o["$value"] ?? o }
      entries[path] = .init(raw: r, location: PaletteInput.location(t.file, node))
    }
    // Aliases to non-color tokens are errors of type.
    for (path, e) in entries {
      if case .alias(let target, _) = e.raw, entries[target] == nil, let t = tokens[target] {
        throw PaletteError(file: e.location?.file ?? "", line: e.location?.line, column: e.location?.column, tokenPath: path,
                           message: "aliases '\(target)', which is a \(t.type ?? "non-color") token, not a color")
      }
    }
    return try AliasResolver.resolve(entries, limits: limits)
  }

  /// A single token file: one variant, named from the file name when it says (dark, hc…).
  static func loadFile(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette {
    var tokens: [String: RawToken] = [:]
    try collect(root, file: file, into: &tokens, limits: limits)
    let name = URL(fileURLWithPath: file).lastPathComponent.replacingOccurrences(of: ".tokens.json", with: "")
      .replacingOccurrences(of: ".json", with: "")
    let variant = Variant.named(name) ?? .standard
    return Palette(name: name, format: "DTCG tokens", files: [file], variants: [variant: try resolve(tokens, context: nil, limits: limits)])
  }

  static func loadResolver(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette {
    let base = URL(fileURLWithPath: file).deletingLastPathComponent()
    var files: [String] = [file]
    var cache: [String: JSONNode] = [:]
    func fail(_ node: JSONNode, _ m: String) -> PaletteError {
      PaletteError(file: file, line: node.span.line, column: node.span.column, message: m)
    }
    /// Sources: `{"$ref": "./x.tokens.json"}` or inline token objects.
    func load(_ sources: [JSONNode], into tokens: inout [String: RawToken]) throws(PaletteError) {
      for s in sources {
        if let ref = s["$ref"]?.stringValue, !ref.hasPrefix("#") {
          let path = base.appendingPathComponent(ref).standardizedFileURL.path
          guard files.count <= limits.maximumFiles else { throw fail(s, "more than \(limits.maximumFiles) files (file count limit, --max-files)") }
          let node: JSONNode
          if let cached = cache[path] {
            node = cached
          } else {
            do {
              node = try PaletteInput.readJSON(path, limits: limits).0
            } catch {
              var e = error
              if e.message == "no such file" { e = PaletteError(file: file, line: s.span.line, column: s.span.column, message: "source '\(ref)' does not exist") }
              throw e
            }
            cache[path] = node
            files.append(path)
          }
          try collect(node, file: path, into: &tokens, limits: limits)
        } else if s["$ref"] == nil {
          try collect(s, file: file, into: &tokens, limits: limits)
        }
      }
    }
    let sets = root["sets"]?.objectEntries ?? []
    let modifiers = root["modifiers"]?.objectEntries ?? []
    // The modifier that selects appearance: most context names map to variants.
    let themeModifier = modifiers.max { a, b in
      let ca = a.value["contexts"]?.objectEntries?.filter { Variant.named($0.key) != nil }.count ?? 0
      let cb = b.value["contexts"]?.objectEntries?.filter { Variant.named($0.key) != nil }.count ?? 0
      return ca < cb
    }
    // Every context of that modifier is a theme, also those whose names say no appearance
    // (Fluent's `inverted`): their kind is read from their surfaces below.
    let themeContexts = (themeModifier?.value["contexts"]?.objectEntries ?? []).contains { Variant.named($0.key) != nil }
      ? themeModifier?.value["contexts"]?.objectEntries ?? [] : []
    var order: [(kind: String, name: String)] = []
    if let ro = root["resolutionOrder"]?.arrayValues {
      for r in ro {
        guard let ref = r["$ref"]?.stringValue, ref.hasPrefix("#/") else { throw fail(r, "resolutionOrder entries must be {\"$ref\": \"#/sets/…\"} or \"#/modifiers/…\"") }
        let parts = ref.dropFirst(2).split(separator: "/").map(String.init)
        guard parts.count == 2, parts[0] == "sets" || parts[0] == "modifiers" else { throw fail(r, "unsupported reference '\(ref)'") }
        order.append((parts[0], parts[1]))
      }
    } else {
      order = sets.map { ("sets", $0.key) } + modifiers.map { ("modifiers", $0.key) }
    }
    // Sets named in no resolutionOrder are still loaded first, as their order in the file.
    var palette = Palette(name: root["name"]?.stringValue ?? file, format: "DTCG resolver", files: [], variants: [:])
    let contexts = themeContexts.isEmpty ? [(key: "default", keySpan: root.span, value: JSONNode.array([], root.span))] : themeContexts
    for context in contexts {
      var tokens: [String: RawToken] = [:]
      for step in order {
        if step.kind == "sets" {
          guard let set = sets.first(where: { $0.key == step.name }) else { throw fail(root, "resolutionOrder names set '\(step.name)', which does not exist") }
          try load(set.value["sources"]?.arrayValues ?? [], into: &tokens)
        } else {
          guard let m = modifiers.first(where: { $0.key == step.name }) else { throw fail(root, "resolutionOrder names modifier '\(step.name)', which does not exist") }
          let ctxs = m.value["contexts"]?.objectEntries ?? []
          let chosen: String
          if m.key == themeModifier?.key, !themeContexts.isEmpty {
            chosen = context.key
          } else {
            chosen = m.value["default"]?.stringValue ?? ctxs.first?.key ?? ""
          }
          try load(ctxs.first { $0.key == chosen }?.value.arrayValues ?? [], into: &tokens)
        }
      }
      // Primer's overrides are keyed by its long theme names.
      let overrideKey = context.key.replacingOccurrences(of: "-hc", with: "-high-contrast")
        .replacingOccurrences(of: "_ax", with: "-high-contrast")
      let resolved = try resolve(tokens, context: overrideKey, limits: limits)
      guard let variant = Variant.named(context.key) ?? Variant.guessed(from: resolved) else {
        palette.skippedThemes.append((context.key, "its name says no appearance and it has no background tokens to tell light from dark"))
        continue
      }
      if palette.variants[variant] != nil {
        // A second theme of the same kind (Fluent's `inverted` beside `default`): checked on its own.
        palette.extraThemes.append((context.key, variant, resolved))
        continue
      }
      palette.variants[variant] = resolved
      if themeModifier != nil && !themeContexts.isEmpty { palette.themeNames[variant] = context.key }
      palette.notes.append("variant \(variant.displayName) from \(themeModifier.map { "modifier '\($0.key)'" } ?? "the resolver"), context '\(context.key)'")
    }
    palette.files = files
    return palette
  }
}
