import ColorScience
import FileInput
import Findings
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
  static func isResolver(_ root: JSONNode) -> Bool {
    root["resolutionOrder"] != nil || root["modifiers"] != nil
  }
  static func looksLike(_ root: JSONNode) -> Bool {
    var found = false
    func scan(_ n: JSONNode, _ depth: Int) {
      guard !found, depth < 6, let entries = n.objectEntries else { return }
      for (k, _, v) in entries {
        if k == "$value" || k == "$type" {
          found = true
          return
        }
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
    /// `$extensions.legible`: rules this token opts out of, and why.
    var suppression: TokenSuppression? = nil
  }

  /// Reads `$extensions.legible` of a token: `{"ignore": ["<rule id>", …], "reason": "…"}`.
  /// An unknown rule, an empty list or a missing reason is an error: a suppression nobody
  /// can explain is how real failures get hidden.
  static func suppression(_ node: JSONNode, file: String, path: String) throws(PaletteError)
    -> TokenSuppression?
  {
    guard let legible = node["$extensions"]?["legible"] else { return nil }
    func fail(_ at: JSONNode, _ message: String) -> PaletteError {
      PaletteError(file: file, line: at.span.line, column: at.span.column, tokenPath: path, message: message)
    }
    guard let list = legible["ignore"]?.arrayValues, !list.isEmpty else {
      throw fail(
        legible, "$extensions.legible needs \"ignore\": a list of rule ids, e.g. [\"pair-contrast\"]")
    }
    var rules = Set<Rule>()
    for item in list {
      guard let id = item.stringValue, let rule = Rule(id: id) else {
        let id = item.stringValue ?? item.kindName
        let hint =
          Suggestion.nearest(to: id, among: Rule.allCases.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
        throw fail(
          item,
          "$extensions.legible.ignore names '\(MessageText.quoted(id))', which is not a rule\(hint) (see legible rules)"
        )
      }
      rules.insert(rule)
    }
    guard let reason = legible["reason"]?.stringValue, !reason.trimmingCharacters(in: .whitespaces).isEmpty
    else {
      throw fail(
        legible,
        "$extensions.legible needs a \"reason\": say why the rule does not apply, for the next reviewer")
    }
    return TokenSuppression(rules: rules, reason: reason, location: PaletteInput.location(file, legible))
  }

  /// The suppressions of every token collected, by path.
  static func suppressions(_ tokens: [String: RawToken]) -> [String: TokenSuppression] {
    tokens.compactMapValues(\.suppression)
  }

  /// Tokens of one file, flattened to dotted paths (later files override earlier ones).
  ///
  /// `made` counts every token written (by the file or copied by `$extends`) and every
  /// token an `$extends` index visits, against `budget`: groups that each extend the one
  /// before twice double at every level, so a small file could otherwise ask for millions.
  /// Returns whether the file uses `$extends` (its tokens then depend on those before it).
  @discardableResult
  static func collect(
    _ root: JSONNode, file: String, into tokens: inout [String: RawToken], limits: PaletteLimits,
    made: inout Int, budget: Int
  ) throws(PaletteError) -> Bool {
    var groups: [String: JSONNode] = [:]
    var extends: [(path: String, target: String, node: JSONNode)] = []
    func count(_ n: Int, at node: JSONNode, _ path: String?) throws(PaletteError) {
      made += n
      guard tokens.count <= limits.maximumTokens else {
        throw PaletteError(
          file: file, line: node.span.line, column: node.span.column, tokenPath: path,
          message: "more than \(limits.maximumTokens) tokens", limit: .tokens)
      }
      guard made <= budget else {
        throw PaletteError(
          file: file, line: node.span.line, column: node.span.column, tokenPath: path,
          message:
            "more than \(budget) tokens made or copied (\(budget / max(1, limits.maximumTokens)) × the token limit, counting $extends copies and every context and source of a resolver)",
          limit: .tokens)
      }
    }
    // Groups still to read, in document order: a stack, not recursion, so a deep document
    // costs no thread stack.
    var pending: [(node: JSONNode, prefix: String, inherited: String?)] = [(root, "", nil)]
    while let (node, prefix, inherited) = pending.popLast() {
      // A token or group is an object; anything else where one belongs ("fg": "#fff"
      // without $value) was skipped unseen, so its pairs were never checked.
      guard let entries = node.objectEntries else {
        throw PaletteError(
          file: file,
          JSONValueError(
            key: prefix.isEmpty ? "the token file" : prefix, at: node,
            found: JSONValueError.describe(node) + " where a token or group belongs", expected: .object))
      }
      var type = inherited
      if let t = node["$type"] {
        guard let s = t.stringValue else {
          throw PaletteError(file: file, JSONValueError(key: key(prefix, "$type"), at: t, expected: .string))
        }
        type = s
      }
      if let value = node["$value"] {
        var overrides: [String: JSONNode] = [:]
        let here = prefix.isEmpty ? "" : prefix + "."
        do {
          for (k, _, v) in try node["$extensions"]?["org.primer.overrides"]?.object(
            here + "$extensions.org.primer.overrides") ?? []
          { overrides[k] = v }
        } catch { throw PaletteError(file: file, error) }
        // Primer's token-level alpha: out of range or not a number is an error, not ignored.
        let alpha: Double?
        do {
          alpha = try node["alpha"].flatMap { $0.isNull ? nil : $0 }?.number(here + "alpha", in: 0...1)
        } catch { throw PaletteError(file: file, error) }
        tokens[prefix] = RawToken(
          node: value, file: file, type: type, overrides: overrides,
          alpha: alpha,
          suppression: try suppression(node, file: file, path: prefix))
        try count(1, at: value, prefix)
        continue
      }
      groups[prefix] = node
      if let targetNode = node["$extends"] {
        guard let target = targetNode.stringValue else {
          throw PaletteError(
            file: file, JSONValueError(key: key(prefix, "$extends"), at: targetNode, expected: .string))
        }
        extends.append(
          (prefix, PaletteInput.isAlias(target) ? PaletteInput.aliasTarget(target) : target, node))
      }
      var children: [(node: JSONNode, prefix: String, inherited: String?)] = []
      // DTCG 2025.10 `$root`: the group's own token (Figma's `text.brand` beside
      // `text.brand.secondary`), named by the group's path.
      if let rootToken = node["$root"], !prefix.isEmpty { children.append((rootToken, prefix, type)) }
      for (k, _, v) in entries where !k.hasPrefix("$") {
        children.append((v, prefix.isEmpty ? k : prefix + "." + k, type))
      }
      pending += children.reversed()
    }
    guard !extends.isEmpty else { return false }
    if let cycle = extendsCycle(extends.map { ($0.path, $0.target) }) {
      let first = extends[cycle[0]]
      throw PaletteError(
        file: file, line: first.node.span.line, column: first.node.span.column, tokenPath: first.path,
        message: "$extends cycle: "
          + (cycle.map { extends[$0].path } + [first.path]).map { $0.isEmpty ? "(root)" : $0 }.joined(
            separator: " → ")
          + "; a group cannot extend itself, a group that contains it, or a group that extends it back (DTCG 2025.10)"
      )
    }
    // Token paths under each group an $extends names, so it visits only its target's tokens.
    let targets = Set(extends.map { Substring($0.target) })
    var members: [String: [String]] = [:]
    func index(_ path: String) {
      var end = path.endIndex
      while let dot = path[..<end].lastIndex(of: ".") {
        if targets.contains(path[..<dot]) { members[String(path[..<dot]), default: []].append(path) }
        end = dot
      }
    }
    try count(tokens.count, at: root, nil)
    for path in tokens.keys.sorted() { index(path) }
    for e in extends {
      guard groups[e.target] != nil || members[e.target] != nil else {
        throw PaletteError(
          file: file, line: e.node.span.line, column: e.node.span.column, tokenPath: e.path,
          message: "$extends '\(e.target)', which is not a group")
      }
      let sources = members[e.target] ?? []
      try count(sources.count, at: e.node, e.path)
      for path in sources {
        let local = e.path + path.dropFirst(e.target.count)
        if tokens[local] == nil, let t = tokens[path] {
          tokens[local] = t
          index(local)
          guard tokens.count <= limits.maximumTokens else {
            try count(0, at: e.node, e.path)
            return true
          }
        }
      }
    }
    return true
  }

  /// The first cycle among `$extends` (as indices into `extends`, in order), or nil.
  ///
  /// A group depends on every extending group at or under its target: `a` extends `b`, and
  /// `b` (or `b.x`) extends `a`, is a cycle, and so is a group extending itself or one of
  /// its ancestors (the copy would contain the copy). Copying in any order then gives an
  /// answer that depends on the order, which is why DTCG 2025.10 calls it an error.
  static func extendsCycle(_ extends: [(path: String, target: String)]) -> [Int]? {
    // Nodes: each `$extends` (0..<n), then each distinct target (n…). An entry leads to its
    // target; a target leads to the entries at or under it. A path lies under at most as
    // many targets as it has ancestors, so the edges stay within depth × n, however many
    // groups extend one target.
    let n = extends.count
    var targetNode: [String: Int] = [:]
    var targetPaths: [String] = []
    for e in extends where targetNode[e.target] == nil {
      targetNode[e.target] = n + targetPaths.count
      targetPaths.append(e.target)
    }
    var under = [[Int]](repeating: [], count: targetPaths.count)
    for (i, e) in extends.enumerated() {
      // The path itself and each ancestor, up to the root ("").
      var p = Substring(e.path)
      while true {
        if let t = targetNode[String(p)] { under[t - n].append(i) }
        if p.isEmpty { break }
        p = p.lastIndex(of: ".").map { p[..<$0] } ?? ""
      }
    }
    func successors(_ node: Int) -> [Int] {
      node < n ? targetNode[extends[node].target].map { [$0] } ?? [] : under[node - n]
    }
    // Depth-first, iterative: 0 unseen, 1 on the current path, 2 done.
    var state = [UInt8](repeating: 0, count: n + targetPaths.count)
    for start in 0..<n where state[start] == 0 {
      var stack: [(node: Int, next: [Int])] = [(start, successors(start))]
      state[start] = 1
      while !stack.isEmpty {
        guard let next = stack[stack.count - 1].next.popLast() else {
          state[stack.removeLast().node] = 2
          continue
        }
        if state[next] == 1 {
          let path = stack.map(\.node)
          return path[(path.firstIndex(of: next) ?? 0)...].filter { $0 < n }
        }
        if state[next] == 0 {
          state[next] = 1
          stack.append((next, successors(next)))
        }
      }
    }
    return nil
  }

  static func key(_ prefix: String, _ name: String) -> String { prefix.isEmpty ? name : prefix + "." + name }

  /// `factor` × the token limit, or `Int.max` when that overflows.
  static func budget(_ limits: PaletteLimits, times factor: Int) -> Int {
    let (b, overflow) = limits.maximumTokens.multipliedReportingOverflow(by: factor)
    return overflow ? .max : b
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

  /// The token's value in `context`, and the text its color was clipped from, if it was.
  static func raw(_ t: RawToken, path: String, context: String?) throws(PaletteError) -> (
    raw: AliasResolver.Raw, clippedFrom: String?
  )? {
    var node = t.node
    var alphaOverride: Double? = t.alpha
    if let o = override(t, context) {
      // Primer writes an override as a value, or as {"$value": …, "alpha": …}.
      let overrideAlpha: Double?
      // Primer writes `"alpha": null` for "no alpha of its own".
      do {
        overrideAlpha = try o["alpha"].flatMap { $0.isNull ? nil : $0 }?.number(
          path + ".$extensions.org.primer.overrides.\(context ?? "").alpha", in: 0...1)
      } catch {
        throw PaletteError(file: t.file, error)
      }
      if let v = o["$value"] {
        node = v
        alphaOverride = overrideAlpha
      } else if o.objectEntries != nil, o["colorSpace"] == nil, let a = overrideAlpha {
        alphaOverride = a  // {"alpha": 0.15}: the base value, more transparent
      } else {
        node = o
        alphaOverride = nil
      }
    }
    func fail(_ m: String) -> PaletteError {
      PaletteError(file: t.file, line: node.span.line, column: node.span.column, tokenPath: path, message: m)
    }
    if let a = alphaOverride, !(0...1).contains(a) {
      throw fail("override alpha \(NumberText.plain(a)) is out of range; expected 0 to 1")
    }
    if let type = t.type, type != "color" { return nil }
    switch node {
    case .string(let s, _):
      if PaletteInput.isAlias(s) {
        var target = PaletteInput.aliasTarget(s)
        if target.hasSuffix(".$root") { target.removeLast(".$root".count) }
        return (.alias(target, alpha: alphaOverride), nil)
      }
      guard s.hasPrefix("#") || t.type == "color" else { return nil }
      return admitted(
        try PaletteInput.admitted(s, file: t.file, node: node, path: path), alpha: alphaOverride)
    case .object:
      if let refNode = node["$ref"] {
        guard let ref = refNode.stringValue else {
          throw PaletteError(
            file: t.file, JSONValueError(key: path + ".$value.$ref", at: refNode, expected: .string))
        }
        // A JSON pointer to another token's value: #/group/token/$value → group.token
        var parts = ref.hasPrefix("#/") ? ref.dropFirst(2).split(separator: "/").map(String.init) : []
        if parts.last == "$value" { parts.removeLast() }
        guard !parts.isEmpty else {
          throw fail("unsupported $ref '\(ref)'; expected a pointer like #/group/token/$value")
        }
        return (
          .alias(
            parts.map {
              $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }.joined(separator: "."), alpha: nil), nil
        )
      }
      guard let spaceNode = node["colorSpace"] else {
        if t.type == "color" { throw fail("a color $value needs \"colorSpace\" and \"components\"") }
        return nil
      }
      guard let space = spaceNode.stringValue else {
        throw PaletteError(
          file: t.file, JSONValueError(key: path + ".$value.colorSpace", at: spaceNode, expected: .string))
      }
      guard let comps = node["components"]?.arrayValues, comps.count == 3 else {
        throw fail("\"components\" must be an array of three numbers (or \"none\")")
      }
      var c: [String] = []
      for v in comps {
        if let n = v.numberValue {
          c.append(formatNumber(n))
        } else if v.stringValue == "none" {
          c.append("none")
        } else {
          throw fail("a component must be a number or \"none\", found \(v.kindName)")
        }
      }
      // A string alpha ("0.5") was read as 1: opaque, the color at its most legible.
      let alpha: Double
      do { alpha = try node["alpha"]?.number(path + ".$value.alpha", in: 0...1) ?? 1 } catch {
        throw PaletteError(file: t.file, error)
      }
      let a = " / \(formatNumber(alpha))"
      let css: String
      switch space {
      case "srgb", "srgb-linear", "display-p3", "xyz-d65", "xyz-d50", "xyz":
        css = "color(\(space) \(c.joined(separator: " "))\(a))"
      case "hsl": css = "hsl(\(c[0]) \(c[1])% \(c[2])%\(a))"
      case "hwb": css = "hwb(\(c[0]) \(c[1])% \(c[2])%\(a))"
      case "lab", "lch", "oklab", "oklch": css = "\(space)(\(c.joined(separator: " "))\(a))"
      default:
        throw fail(
          "color space '\(space)' is not supported; expected srgb, srgb-linear, display-p3, hsl, hwb, lab, lch, oklab, oklch, xyz-d65 or xyz-d50"
        )
      }
      return admitted(
        try PaletteInput.admitted(css, file: t.file, node: node, path: path), alpha: alphaOverride)
    default:
      if t.type == "color" {
        throw fail("a color $value must be a string or an object, found \(node.kindName)")
      }
      return nil
    }
  }

  static func formatNumber(_ v: Double) -> String { NumberText.plain(v) }

  /// An admitted color as a token value, more transparent by `alpha` (Primer's overrides).
  static func admitted(_ c: InputColor, alpha: Double?) -> (raw: AliasResolver.Raw, clippedFrom: String?) {
    (.color(alpha.map { c.color.withAlpha(c.color.alpha * $0) } ?? c.color), c.wasClipped ? c.input : nil)
  }

  static func resolve(_ tokens: [String: RawToken], context: String?, limits: PaletteLimits)
    throws(PaletteError) -> [String: Token]
  {
    var entries: [String: AliasResolver.Entry] = [:]
    for (path, t) in tokens {
      guard let r = try raw(t, path: path, context: context) else { continue }
      var node = t.node
      if let o = override(t, context), o["$value"] != nil || o["alpha"] == nil { node = o["$value"] ?? o }
      entries[path] = .init(
        raw: r.raw, location: PaletteInput.location(t.file, node), clippedFrom: r.clippedFrom)
    }
    // Aliases to non-color tokens are errors of type.
    for (path, e) in entries {
      if case .alias(let target, _) = e.raw, entries[target] == nil, let t = tokens[target] {
        throw PaletteError(
          file: e.location?.file ?? "", line: e.location?.line, column: e.location?.column, tokenPath: path,
          message: "aliases '\(target)', which is a \(t.type ?? "non-color") token, not a color")
      }
    }
    return try AliasResolver.resolve(entries, limits: limits)
  }

  /// A single token file: one variant, named from the file name when it says (dark, hc…).
  static func loadFile(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette
  {
    var tokens: [String: RawToken] = [:]
    var made = 0
    // Each token is written once and, under nested groups that extend, visited at most
    // once per enclosing group (64 levels deep by default): 66 × the limit bounds the work.
    try collect(
      root, file: file, into: &tokens, limits: limits, made: &made, budget: budget(limits, times: 66))
    let name = URL(fileURLWithPath: file).lastPathComponent.replacingOccurrences(of: ".tokens.json", with: "")
      .replacingOccurrences(of: ".json", with: "")
    let variant = Variant.named(name) ?? .standard
    var palette = Palette(
      name: name, format: "DTCG tokens", files: [file],
      variants: [variant: try resolve(tokens, context: nil, limits: limits)])
    palette.suppressions = suppressions(tokens)
    return palette
  }

  /// A token file's tokens before aliases are resolved, to merge with other files of one
  /// palette (`PaletteLoader.load(files:)`). Tokens of other types are not colors.
  static func layers(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError)
    -> TokenLayers
  {
    var tokens: [String: RawToken] = [:]
    var made = 0
    try collect(
      root, file: file, into: &tokens, limits: limits, made: &made, budget: budget(limits, times: 66))
    var layers = TokenLayers()
    for (path, t) in tokens {
      let alt: TokenLayers.Alternative
      switch try raw(t, path: path, context: nil) {
      case let r?:
        switch r.raw {
        case .color(let c): alt = .color(c, clippedFrom: r.clippedFrom)
        case .alias(let target, let alpha): alt = .alias(target, alpha: alpha)
        }
      case nil: alt = .notColor
      }
      layers.shared[path] = .init([alt], location: PaletteInput.location(t.file, t.node))
    }
    return layers
  }

  /// How many times `--max-tokens` a resolver may make in all, across its contexts and the
  /// sources each one reads: every context rebuilds the token table from its sources.
  static let resolverTokenFactor = 8

  static func loadResolver(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError)
    -> Palette
  {
    let base = URL(fileURLWithPath: file).deletingLastPathComponent()
    // References stay inside this folder tree (symbolic links resolved).
    let confinement = URL(fileURLWithPath: limits.referenceRoot ?? base.path).standardizedFileURL
      .resolvingSymlinksInPath().path
    var files: [String] = [file]
    // Each source is read and parsed once per load, however many sets name it, and its
    // tokens collected once when they do not depend on earlier sources ($extends).
    var cache: [String: JSONNode] = [:]
    var collected: [String: [String: RawToken]] = [:]
    var made = 0
    let budget = budget(limits, times: resolverTokenFactor)
    func fail(_ node: JSONNode, _ m: String) -> PaletteError {
      PaletteError(file: file, line: node.span.line, column: node.span.column, message: m)
    }
    func typed<T>(_ body: () throws(JSONValueError) -> T) throws(PaletteError) -> T {
      do { return try body() } catch { throw PaletteError(file: file, error) }
    }
    /// The file a `$ref` names, if it stays inside the confinement folder.
    func source(_ ref: String, at node: JSONNode) throws(PaletteError) -> String {
      let path = base.appendingPathComponent(ref).standardizedFileURL
      let real = path.resolvingSymlinksInPath().path
      func inside(_ p: String) -> Bool {
        p == confinement || p.hasPrefix(confinement.hasSuffix("/") ? confinement : confinement + "/")
      }
      guard !ref.hasPrefix("/"), !ref.contains("://"), inside(path.path), inside(real) else {
        throw fail(
          node,
          "source '\(ref.count > 80 ? String(ref.prefix(80)) + "…" : ref)' is outside \(confinement), the folder references must stay in (the resolver's folder, or --root)"
        )
      }
      return file.hasPrefix("/") ? path.path : relative(ref)
    }
    /// A source's path as the user would write it from the working folder, so findings in a
    /// resolver's sources name `Palettes/x/y.tokens.json` as the resolver was named, not an
    /// absolute path (the confinement check above works on absolute paths).
    func relative(_ ref: String) -> String {
      var parts = file.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
      for part in ref.split(separator: "/", omittingEmptySubsequences: true) {
        switch part {
        case ".": continue
        case "..": if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append("..") }
        default: parts.append(String(part))
        }
      }
      return parts.joined(separator: "/")
    }
    /// Sources: `{"$ref": "./x.tokens.json"}` or inline token objects.
    func load(_ sources: [JSONNode], key: String, into tokens: inout [String: RawToken]) throws(PaletteError)
    {
      for (i, s) in sources.enumerated() {
        made += 1
        if let refNode = s["$ref"] {
          let ref = try typed { () throws(JSONValueError) in try refNode.string("\(key)[\(i)].$ref") }
          guard !ref.hasPrefix("#") else { continue }
          let path = try source(ref, at: s)
          let node: JSONNode
          if let cached = cache[path] {
            node = cached
          } else {
            guard files.count < limits.maximumFiles else {
              throw PaletteError(
                file: file, line: s.span.line, column: s.span.column,
                message: "more than \(limits.maximumFiles) files", limit: .files)
            }
            do {
              node = try PaletteInput.readJSON(path, limits: limits).0
            } catch {
              var e = error
              if e.message == "no such file" {
                e = PaletteError(
                  file: file, line: s.span.line, column: s.span.column,
                  message: "source '\(ref)' does not exist")
              }
              throw e
            }
            cache[path] = node
            files.append(path)
          }
          if collected[path] == nil {
            var own: [String: RawToken] = [:]
            var ownMade = 0
            if try !collect(node, file: path, into: &own, limits: limits, made: &ownMade, budget: budget) {
              collected[path] = own
            }
          }
          if let own = collected[path] {
            made += own.count
            tokens.merge(own) { _, later in later }
            guard tokens.count <= limits.maximumTokens, made <= budget else {
              throw PaletteError(
                file: file, line: s.span.line, column: s.span.column,
                message: tokens.count > limits.maximumTokens
                  ? "more than \(limits.maximumTokens) tokens"
                  : "more than \(budget) tokens made or copied (\(resolverTokenFactor) × the token limit, counting every context and source of the resolver)",
                limit: .tokens)
            }
          } else {
            try collect(node, file: path, into: &tokens, limits: limits, made: &made, budget: budget)
          }
        } else {
          try collect(s, file: file, into: &tokens, limits: limits, made: &made, budget: budget)
        }
      }
    }
    let sets = try typed { () throws(JSONValueError) in try root["sets"]?.object("sets") ?? [] }
    let modifiers = try typed { () throws(JSONValueError) in try root["modifiers"]?.object("modifiers") ?? []
    }
    // Lookups by name (a resolution order may name thousands), each value checked once.
    var setSources: [String: (key: String, sources: [JSONNode])] = [:]
    for (name, _, set) in sets where setSources[name] == nil {
      let key = "sets.\(name).sources"
      setSources[name] = (
        key, try typed { () throws(JSONValueError) in try set["sources"]?.array(key) ?? [] }
      )
    }
    var modifierContexts:
      [String: (
        contexts: [String: (key: String, sources: [JSONNode])], first: String?, defaultContext: String?
      )] = [:]
    for (name, _, m) in modifiers where modifierContexts[name] == nil {
      var contexts: [String: (key: String, sources: [JSONNode])] = [:]
      let entries = try typed { () throws(JSONValueError) in
        try m["contexts"]?.object("modifiers.\(name).contexts") ?? []
      }
      for (c, _, v) in entries where contexts[c] == nil {
        let key = "modifiers.\(name).contexts.\(c)"
        contexts[c] = (key, try typed { () throws(JSONValueError) in try v.array(key) })
      }
      let defaultContext = try typed { () throws(JSONValueError) in
        try m["default"]?.string("modifiers.\(name).default")
      }
      modifierContexts[name] = (contexts, entries.first?.key, defaultContext)
    }
    // The modifier that selects appearance: most context names map to variants.
    let themeModifier = modifiers.max { a, b in
      let ca = a.value["contexts"]?.objectEntries?.filter { Variant.named($0.key) != nil }.count ?? 0
      let cb = b.value["contexts"]?.objectEntries?.filter { Variant.named($0.key) != nil }.count ?? 0
      return ca < cb
    }
    // Every context of that modifier is a theme, also those whose names say no appearance
    // (Fluent's `inverted`): their kind is read from their surfaces below.
    let themeContexts =
      (themeModifier?.value["contexts"]?.objectEntries ?? []).contains { Variant.named($0.key) != nil }
      ? themeModifier?.value["contexts"]?.objectEntries ?? [] : []
    var order: [(kind: String, name: String)] = []
    if let roNode = root["resolutionOrder"] {
      let ro = try typed { () throws(JSONValueError) in try roNode.array("resolutionOrder") }
      for r in ro {
        guard let ref = r["$ref"]?.stringValue, ref.hasPrefix("#/") else {
          throw fail(r, "resolutionOrder entries must be {\"$ref\": \"#/sets/…\"} or \"#/modifiers/…\"")
        }
        let parts = ref.dropFirst(2).split(separator: "/").map(String.init)
        guard parts.count == 2, parts[0] == "sets" || parts[0] == "modifiers" else {
          throw fail(r, "unsupported reference '\(ref)'")
        }
        guard parts[0] == "sets" ? setSources[parts[1]] != nil : modifierContexts[parts[1]] != nil else {
          throw fail(
            r,
            "resolutionOrder names \(parts[0] == "sets" ? "set" : "modifier") '\(parts[1])', which does not exist"
          )
        }
        order.append((parts[0], parts[1]))
      }
    } else {
      order = sets.map { ("sets", $0.key) } + modifiers.map { ("modifiers", $0.key) }
    }
    // Sets named in no resolutionOrder are still loaded first, as their order in the file.
    let name = try typed { () throws(JSONValueError) in try root["name"]?.string("name") }
    var palette = Palette(name: name ?? file, format: "DTCG resolver", files: [], variants: [:])
    let contexts =
      themeContexts.isEmpty
      ? [(key: "default", keySpan: root.span, value: JSONNode.array([], root.span))] : themeContexts
    // The other modifiers (brand, density…): every combination of their contexts is a
    // variant too, the defaults first. Each is checked, up to the variant limit; the
    // rest are listed as skipped with the reason, never dropped unseen.
    var others: [(name: String, contexts: [String], defaultIndex: Int)] = []
    for step in order
    where step.kind == "modifiers" && (step.name != themeModifier?.key || themeContexts.isEmpty) {
      guard let m = modifierContexts[step.name], !others.contains(where: { $0.name == step.name }) else {
        continue
      }
      var names: [String] = []
      var seen = Set<String>()
      for (c, _, _) in modifiers.first(where: { $0.key == step.name })?.value["contexts"]?.objectEntries ?? []
      where seen.insert(c).inserted {
        names.append(c)
      }
      guard names.count > 1 else { continue }
      let chosen = m.defaultContext ?? m.first ?? ""
      others.append((step.name, names, names.firstIndex(of: chosen) ?? 0))
    }
    // Combinations of the other modifiers, as context indices; [] is the defaults.
    var combinations = 1
    for o in others {
      combinations =
        combinations.multipliedReportingOverflow(by: o.contexts.count).overflow
        ? .max : combinations * o.contexts.count
    }
    var checked = 0
    var perContextCost = 0
    var seenColors: [Int: [(theme: String, name: String, colors: [String: SRGBColor])]] = [:]
    func skip(_ name: String, _ reason: String) {
      palette.skippedVariantCount += 1
      if palette.skippedVariants.count < Palette.listedSkippedVariants {
        palette.skippedVariants.append((name, reason))
      }
    }
    /// The `n`th combination other than the defaults, in odometer order (the last modifier
    /// turns fastest), skipping the all-defaults one.
    func combination(_ n: Int) -> [Int] {
      var index = others.map(\.defaultIndex)
      var k = n + 1  // 0 is the defaults
      for j in others.indices.reversed() {
        let size = others[j].contexts.count
        index[j] = (others[j].defaultIndex + k % size) % size
        k /= size
      }
      return index
    }
    func combinationName(_ theme: String?, _ index: [Int]) -> String {
      let parts = others.indices.filter { index[$0] != others[$0].defaultIndex }.map {
        "\(others[$0].name)=\(others[$0].contexts[index[$0]])"
      }
      return ([theme].compactMap { $0 } + parts).joined(separator: " + ")
    }
    for extra in 0..<max(1, combinations) {
      let index = extra == 0 ? others.map(\.defaultIndex) : combination(extra - 1)
      for context in contexts {
        let themeName = themeContexts.isEmpty ? nil : context.key
        let name = combinationName(themeName, index)
        guard checked < limits.maximumVariants else {
          skip(
            name.isEmpty ? "default" : name,
            "over the limit of \(limits.maximumVariants) variants (--max-variants)")
          continue
        }
        guard extra == 0 || made + perContextCost <= budget else {
          skip(
            name,
            "over the budget of \(budget) tokens made (\(resolverTokenFactor) × the token limit) for all contexts of the resolver"
          )
          continue
        }
        let before = made
        var tokens: [String: RawToken] = [:]
        for step in order {
          made += 1
          if step.kind == "sets" {
            guard let set = setSources[step.name] else { continue }
            try load(set.sources, key: set.key, into: &tokens)
          } else {
            guard let m = modifierContexts[step.name] else { continue }
            let chosen: String
            if step.name == themeModifier?.key, !themeContexts.isEmpty {
              chosen = context.key
            } else if let o = others.firstIndex(where: { $0.name == step.name }) {
              chosen = others[o].contexts[index[o]]
            } else {
              chosen = m.defaultContext ?? m.first ?? ""
            }
            if let c = m.contexts[chosen] { try load(c.sources, key: c.key, into: &tokens) }
          }
        }
        guard made <= budget else {
          throw fail(
            root,
            "more than \(budget) tokens made or copied (\(resolverTokenFactor) × the token limit, counting every context and source of the resolver)"
          )
        }
        perContextCost = max(perContextCost, made - before)
        checked += 1
        // Primer's overrides are keyed by its long theme names.
        let overrideKey = context.key.replacingOccurrences(of: "-hc", with: "-high-contrast")
          .replacingOccurrences(of: "_ax", with: "-high-contrast")
        let resolved = try resolve(tokens, context: overrideKey, limits: limits)
        palette.suppressions.merge(suppressions(tokens)) { first, _ in first }
        // A brand's combination takes its theme's kind; with no theme, its surfaces say.
        let kind = extra == 0 ? Variant.named(context.key) : themeName.flatMap { Variant.named($0) }
        guard let variant = kind ?? Variant.guessed(from: resolved) ?? (extra > 0 ? .standard : nil) else {
          if extra == 0 {
            palette.skippedThemes.append(
              (
                context.key,
                "its name says no appearance and it has no background tokens to tell light from dark"
              ))
          } else {
            skip(name, "its name says no appearance and it has no background tokens to tell light from dark")
          }
          continue
        }
        // A combination with the colors of one already checked under the same theme (a
        // density or platform modifier changes no color) adds nothing: listed, not checked
        // twice. It was read, so it counts against the limit: the limit bounds the work.
        let colors = resolved.mapValues(\.color)
        var hasher = Hasher()
        hasher.combine(context.key)
        hasher.combine(colors)
        let key = hasher.finalize()
        if let same = seenColors[key]?.first(where: { $0.theme == context.key && $0.colors == colors }) {
          skip(name, "the same colors as '\(same.name.isEmpty ? "default" : same.name)'")
          continue
        }
        seenColors[key, default: []].append((context.key, name, colors))
        if extra > 0 || palette.variants[variant] != nil {
          // A second theme of the same kind (Fluent's `inverted` beside `default`), or a
          // brand's: checked on its own, under its name.
          palette.extraThemes.append((extra > 0 ? name : context.key, variant, resolved))
          continue
        }
        palette.variants[variant] = resolved
        if themeModifier != nil && !themeContexts.isEmpty { palette.themeNames[variant] = context.key }
        palette.notes.append(
          "variant \(variant.displayName) from \(themeModifier.map { "modifier '\($0.key)'" } ?? "the resolver"), context '\(context.key)'"
        )
      }
      // Past the limit, the rest of a huge product is counted, not walked.
      if checked >= limits.maximumVariants, palette.skippedVariants.count >= Palette.listedSkippedVariants {
        let remaining = combinations.subtractingReportingOverflow(extra + 1).partialValue
        let (more, overflow) = remaining.multipliedReportingOverflow(by: contexts.count)
        palette.skippedVariantCount =
          overflow
          ? .max
          : palette.skippedVariantCount.addingReportingOverflow(more).overflow
            ? .max : palette.skippedVariantCount + more
        break
      }
    }
    palette.files = files
    return palette
  }
}
