import ColorScience
import FileInput
import Foundation
import JSONSupport

/// Reading palette files: size and depth limits, JSON with positions, errors that name the
/// file and the line.
public struct PaletteLimits: Sendable, Hashable {
  /// The largest palette file read, in bytes (16 MiB); a bigger file is an error, not a slow load.
  public var maximumFileBytes = 16 << 20
  /// The deepest JSON nesting accepted, since parsing and every walk recurse once per level.
  public var maximumDepth = 64
  /// Tokens in a palette, counted as they are made (by a file, by `$extends`, by every
  /// context of a resolver).
  public var maximumTokens = 200_000
  /// The longest alias chain followed, so a long or cyclic chain ends with an error.
  public var maximumAliasChain = 64
  /// The most files a palette may span (a resolver's `$ref`s, several files on the command line).
  public var maximumFiles = 2_000
  /// Foreground/background pairs (and state-group comparisons) a check may make, counted
  /// before they are made: `"*"` × `"*"` on 20,000 tokens is 400 million.
  public var maximumPairs = 2_000_000
  /// Variants a palette may have checked: a resolver's context combinations (themes ×
  /// brands × …) are each a variant, and a file can name thousands. The rest are listed as
  /// skipped, not checked.
  public var maximumVariants = 64
  /// The folder a resolver's `$ref`s must stay inside; nil: the resolver's own folder.
  public var referenceRoot: String? = nil
  /// The default limits, generous for real palettes and small enough to stop hostile input.
  public init() {}

  /// Each limit, for errors that name it (the CLI maps them to its flags).
  public enum Limit: String, Sendable, Hashable, CaseIterable {
    /// The limits, named as errors and the CLI refer to them.
    case fileBytes, depth, tokens, aliasChain, files, pairs, variants

    /// The largest value the code honours. Depth: the parser and every walk over a
    /// document recurse once per level, tested at this depth on a 512 KB thread stack
    /// (JSONParserTests); tokens and pairs: a few hundred bytes each; alias chains are
    /// resolved in linear time.
    public var ceiling: Int {
      switch self {
      case .fileBytes: return 64 << 20
      case .depth: return JSONParser.depthCeiling
      case .tokens: return 2_000_000
      case .aliasChain: return 100_000
      case .files: return 100_000
      case .pairs: return 20_000_000
      case .variants: return 4_096
      }
    }

    /// What is limited, in words: "token count".
    public var noun: String {
      switch self {
      case .fileBytes: return "file size"
      case .depth: return "JSON depth"
      case .tokens: return "token count"
      case .aliasChain: return "alias chain length"
      case .files: return "file count"
      case .pairs: return "pair count"
      case .variants: return "variant count"
      }
    }
  }

  /// The value of `limit`, so code that names a limit can read and set it without a switch of its own.
  public subscript(limit: Limit) -> Int {
    get {
      switch limit {
      case .fileBytes: return maximumFileBytes
      case .depth: return maximumDepth
      case .tokens: return maximumTokens
      case .aliasChain: return maximumAliasChain
      case .files: return maximumFiles
      case .pairs: return maximumPairs
      case .variants: return maximumVariants
      }
    }
    set {
      switch limit {
      case .fileBytes: maximumFileBytes = newValue
      case .depth: maximumDepth = newValue
      case .tokens: maximumTokens = newValue
      case .aliasChain: maximumAliasChain = newValue
      case .files: maximumFiles = newValue
      case .pairs: maximumPairs = newValue
      case .variants: maximumVariants = newValue
      }
    }
  }
}

enum PaletteInput {
  static func readJSON(_ path: String, limits: PaletteLimits) throws(PaletteError) -> (JSONNode, [UInt8]) {
    let bytes = try readBytes(path, limits: limits, kind: "a JSON file")
    return (try parseJSON(bytes, path: path, limits: limits), bytes)
  }

  /// The JSON document in `bytes` (read from `path`), within the depth and size limits.
  static func parseJSON(_ bytes: [UInt8], path: String, limits: PaletteLimits) throws(PaletteError)
    -> JSONNode
  {
    do {
      return try JSONParser(maximumDepth: limits.maximumDepth, maximumBytes: limits.maximumFileBytes).parse(
        bytes)
    } catch {
      throw PaletteError(
        file: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)",
        limit: error.isDepthLimit ? .depth : nil)
    }
  }

  /// A palette file's bytes, within the size limit; errors say why not in words.
  static func readBytes(_ path: String, limits: PaletteLimits, kind: String = "a file") throws(PaletteError)
    -> [UInt8]
  {
    do {
      return try FileBytes.read(path: path, limit: limits.maximumFileBytes)
    } catch {
      let message: String
      switch error {
      case .notFound: message = "no such file"
      case .isDirectory: message = "is a directory, not \(kind)"
      case .notRegularFile(let kind): message = "is \(kind), not a regular file"
      case .permissionDenied: message = "permission denied: the file is not readable"
      case .tooLarge(let size):
        throw PaletteError(
          file: path, message: "file is \(size) bytes; the limit is \(limits.maximumFileBytes)",
          limit: .fileBytes)
      case .readFailed(let reason): message = "could not be read: \(reason)"
      }
      throw PaletteError(file: path, message: message)
    }
  }

  static func location(_ file: String, _ node: JSONNode) -> SourceLocation {
    SourceLocation(
      file: file, line: node.span.line, column: node.span.column, range: node.span.start..<node.span.end)
  }

  /// A CSS color string (hex, functions, names), admitted as `legible contrast` admits its
  /// arguments (`InputColor`): clipped to sRGB when outside it, an error when its conversion
  /// overflows. A reader keeps the result's `input` on the token (`Token.clippedFrom`,
  /// `AliasResolver.Entry.clippedFrom`) so reports note the clipping.
  static func admitted(_ text: String, file: String, node: JSONNode, path: String) throws(PaletteError)
    -> InputColor
  {
    do {
      return try InputColor(css: text)
    } catch {
      throw PaletteError(
        file: file, line: node.span.line, column: node.span.column, tokenPath: path,
        message: error.description)
    }
  }

  /// The admitted color alone (clipped, finite), for a reader that keeps no note.
  static func color(_ text: String, file: String, node: JSONNode, path: String) throws(PaletteError)
    -> SRGBColor
  {
    try admitted(text, file: file, node: node, path: path).color
  }

  /// `{…}` with something inside. A first byte other than `{` rules it out at once (nearly
  /// every value is `#…`); otherwise the Character-wise test decides, as it always has.
  static func isAlias(_ s: String) -> Bool {
    s.utf8.first == UInt8(ascii: "{") && s.hasPrefix("{") && s.hasSuffix("}") && s.count > 2
  }
  static func aliasTarget(_ s: String) -> String { String(s.dropFirst().dropLast()) }
}

extension AliasResolver.Entry {
  /// An admitted color as a token's entry, more transparent by `alpha` when a format says
  /// so, with the text it was clipped from.
  static func admitted(_ c: InputColor, alpha: Double? = nil, location: SourceLocation?) -> Self {
    .init(
      raw: .color(alpha.map { c.color.withAlpha(c.color.alpha * $0) } ?? c.color), location: location,
      clippedFrom: c.wasClipped ? c.input : nil)
  }
}

/// Resolves `{a.b}` aliases within one variant: chains followed up to a limit, cycles and
/// missing targets reported with the token path and file.
struct AliasResolver {
  enum Raw {
    case color(SRGBColor)
    /// An alias, with an alpha multiplier some formats allow on top (Primer overrides).
    case alias(String, alpha: Double?)
  }

  struct Entry {
    var raw: Raw
    var location: SourceLocation?
    /// The text a color was clipped from, when it lay outside sRGB (`InputColor`).
    var clippedFrom: String? = nil
  }

  /// Each token is followed once: a chain's tokens share their target's answer, so a chain
  /// of n links costs n steps, not n² (every token walking to the end) or n³ (with a
  /// search of the chain for cycles at every step).
  static func resolve(_ entries: [String: Entry], limits: PaletteLimits) throws(PaletteError) -> [String:
    Token]
  {
    // A resolved token: the color at the end of its chain, the alpha multiplier collected
    // on the way, and its number of links.
    var resolved: [String: (color: SRGBColor, alpha: Double, links: Int)] = [:]
    // Colors are their own answer and cannot fail: every entry becomes a token in one
    // `mapValues`, which keeps the table's layout (no path hashed or inserted: 20,000
    // inserts for four variants of 5,000 tokens), and each gets its path by position. An
    // alias's placeholder is replaced below; only aliases are sorted and walked.
    var out = entries.mapValues { entry in
      if case .color(let c) = entry.raw {
        return Token(path: "", color: c, location: entry.location, clippedFrom: entry.clippedFrom)
      }
      return Token(path: "", color: .black, location: entry.location)
    }
    var position = out.startIndex
    while position != out.endIndex {
      out.values[position].path = out.keys[position]
      out.formIndex(after: &position)
    }
    var aliases: [(key: String, value: Entry)] = []
    for (path, entry) in entries {
      if case .alias = entry.raw { aliases.append((path, entry)) }
    }
    // In path order, so the first error reported is the same on every run.
    for (path, entry) in aliases.sorted(by: { $0.key < $1.key }) {
      var chain = [path]
      var last = path
      var onChain: Set<String> = [path]
      var current = entry
      var end: (color: SRGBColor, alpha: Double, links: Int)
      func fail(_ message: String, _ limit: PaletteLimits.Limit? = nil) -> PaletteError {
        PaletteError(
          file: entry.location?.file ?? "", line: entry.location?.line, column: entry.location?.column,
          tokenPath: path,
          message: message, limit: limit)
      }
      walk: while true {
        if let known = resolved[last] {
          end = known
          chain.removeLast()
          break
        }
        let target: String
        switch current.raw {
        case .color(let c):
          end = (c, 1, 0)
          resolved[chain.removeLast()] = end
          break walk
        case .alias(let t, _): target = t
        }
        guard let next = entries[target] else {
          throw fail(
            "aliases '\(target)', which does not exist"
              + (chain.count > 1 ? " (via \(chain.joined(separator: " → ")))" : ""))
        }
        guard onChain.insert(target).inserted else {
          throw fail("alias cycle: \((chain + [target]).joined(separator: " → "))")
        }
        chain.append(target)
        last = target
        guard chain.count <= limits.maximumAliasChain else {
          throw fail("alias chain longer than \(limits.maximumAliasChain)", .aliasChain)
        }
        current = next
      }
      // Back along the chain: each token's answer is its target's, one link longer.
      for p in chain.reversed() {
        var a: Double? = nil
        if case .alias(_, let alpha)? = entries[p]?.raw { a = alpha }
        end = (end.color, end.alpha * (a ?? 1), end.links + 1)
        resolved[p] = end
      }
      // The token and every link after it count, as they always have: n links fit a limit above n.
      guard end.links < limits.maximumAliasChain else {
        throw fail("alias chain longer than \(limits.maximumAliasChain)", .aliasChain)
      }
      let c = end.color
      var firstAlias: String? = nil
      if case .alias(let target, _) = entry.raw { firstAlias = target }
      out[path] = Token(
        path: path, color: end.alpha < 1 ? c.withAlpha(c.alpha * end.alpha) : c, location: entry.location,
        aliasOf: firstAlias)
    }
    return out
  }
}
