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

  /// One token read from its object: its value with Primer's overrides and token-level alpha,
  /// kept apart from `collect` so the group walk reads as a walk.
  static func leafToken(
    _ node: JSONNode, value: JSONNode, file: String, path prefix: String, type: String?
  ) throws(PaletteError) -> RawToken {
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
    return RawToken(
      node: value, file: file, type: type, overrides: overrides,
      alpha: alpha,
      suppression: try suppression(node, file: file, path: prefix))
  }

  /// The error for an `$extends` cycle, naming every group on it from the first, so the user
  /// sees the whole loop rather than one edge of it.
  static func extendsCycleError(
    _ cycle: [Int], _ extends: [(path: String, target: String, node: JSONNode)], file: String
  ) -> PaletteError {
    let first = extends[cycle[0]]
    return PaletteError(
      file: file, line: first.node.span.line, column: first.node.span.column, tokenPath: first.path,
      message: "$extends cycle: "
        + (cycle.map { extends[$0].path } + [first.path]).map { $0.isEmpty ? "(root)" : $0 }.joined(
          separator: " → ")
        + "; a group cannot extend itself, a group that contains it, or a group that extends it back (DTCG 2025.10)"
    )
  }

  /// Throws when `tokens` passes the token limit or `made` passes `budget`: kept apart from
  /// `collect` so its walk reads as a walk, and both limits word their errors in one place.
  static func checkTokenBudget(
    tokens: Int, made: Int, budget: Int, limits: PaletteLimits, file: String, at node: JSONNode,
    _ path: String?
  ) throws(PaletteError) {
    guard tokens <= limits.maximumTokens else {
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
      try checkTokenBudget(
        tokens: tokens.count, made: made, budget: budget, limits: limits, file: file, at: node, path)
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
        tokens[prefix] = try leafToken(node, value: value, file: file, path: prefix, type: type)
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
      throw extendsCycleError(cycle, extends, file: file)
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

  /// The value node and alpha that apply in `context`: Primer's override replaces the value,
  /// the alpha, or both, so this settles which before the value is read.
  static func overridden(_ t: RawToken, path: String, context: String?) throws(PaletteError) -> (
    node: JSONNode, alpha: Double?
  ) {
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
    return (node, alphaOverride)
  }

  /// A `$ref` JSON pointer to another token's value (#/group/token/$value → group.token),
  /// read as an alias so it resolves like one.
  static func refAlias(
    _ refNode: JSONNode, file: String, path: String, fail: (String) -> PaletteError
  ) throws(PaletteError) -> AliasResolver.Raw {
    guard let ref = refNode.stringValue else {
      throw PaletteError(
        file: file, JSONValueError(key: path + ".$value.$ref", at: refNode, expected: .string))
    }
    var parts = ref.hasPrefix("#/") ? ref.dropFirst(2).split(separator: "/").map(String.init) : []
    if parts.last == "$value" { parts.removeLast() }
    guard !parts.isEmpty else {
      throw fail("unsupported $ref '\(ref)'; expected a pointer like #/group/token/$value")
    }
    return .alias(
      parts.map {
        $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      }.joined(separator: "."), alpha: nil)
  }

  /// The token's value in `context`, and the text its color was clipped from, if it was.
  static func raw(_ t: RawToken, path: String, context: String?) throws(PaletteError) -> (
    raw: AliasResolver.Raw, clippedFrom: String?
  )? {
    let (node, alphaOverride) = try overridden(t, path: path, context: context)
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
        return (try refAlias(refNode, file: t.file, path: path, fail: fail), nil)
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
}
