import Foundation
import JSONSupport

extension DesignTokensFormat.ResolverLoad {
  /// Merges `sources` into `tokens`, later over earlier: `{"$ref": "./x.tokens.json"}`
  /// (a file, read once per load) or inline token objects. A file whose tokens do not
  /// depend on earlier sources (no `$extends`) is collected once and merged from the cache.
  mutating func load(
    _ sources: [JSONNode], key: String, into tokens: inout [String: DesignTokensFormat.RawToken]
  )
    throws(PaletteError)
  {
    let typed = Typed(file: file)
    for (i, s) in sources.enumerated() {
      made += 1
      guard let refNode = s["$ref"] else {
        try DesignTokensFormat.collect(
          s, file: file, into: &tokens, limits: limits, made: &made, budget: budget)
        continue
      }
      let ref = try typed { () throws(JSONValueError) in try refNode.string("\(key)[\(i)].$ref") }
      guard !ref.hasPrefix("#") else { continue }
      let (path, node) = try read(ref, at: s)
      if collected[path] == nil {
        var own: [String: DesignTokensFormat.RawToken] = [:]
        var ownMade = 0
        if try !DesignTokensFormat.collect(
          node, file: path, into: &own, limits: limits, made: &ownMade, budget: budget)
        {
          collected[path] = own
        }
      }
      guard let own = collected[path] else {
        try DesignTokensFormat.collect(
          node, file: path, into: &tokens, limits: limits, made: &made, budget: budget)
        continue
      }
      made += own.count
      tokens.merge(own) { _, later in later }
      guard tokens.count <= limits.maximumTokens, made <= budget else {
        throw PaletteError(
          file: file, line: s.span.line, column: s.span.column,
          message: tokens.count > limits.maximumTokens
            ? "more than \(limits.maximumTokens) tokens"
            : "more than \(budget) tokens made or copied (\(DesignTokensFormat.resolverTokenFactor) × the token limit, counting every context and source of the resolver)",
          limit: .tokens)
      }
    }
  }

  /// The file `ref` names and its parsed JSON, read once per load and counted against the
  /// file limit; a missing file is named as the resolver's source, at the `$ref`.
  mutating func read(_ ref: String, at s: JSONNode) throws(PaletteError) -> (path: String, node: JSONNode) {
    let path = try source(ref, at: s)
    if let cached = cache[path] { return (path, cached) }
    guard files.count < limits.maximumFiles else {
      throw PaletteError(
        file: file, line: s.span.line, column: s.span.column,
        message: "more than \(limits.maximumFiles) files", limit: .files)
    }
    let node: JSONNode
    do {
      node = try PaletteInput.readJSON(path, limits: limits).0
    } catch {
      var e = error
      if e.message == "no such file" {
        e = PaletteError(
          file: file, line: s.span.line, column: s.span.column, message: "source '\(ref)' does not exist")
      }
      throw e
    }
    cache[path] = node
    files.append(path)
    return (path, node)
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
}
