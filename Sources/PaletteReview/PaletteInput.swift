import ColorScience
import FileInput
import Foundation
import JSONSupport

/// Reading palette files: size and depth limits, JSON with positions, errors that name the
/// file and the line.
public struct PaletteLimits: Sendable, Hashable {
  public var maximumFileBytes = 16 << 20
  public var maximumDepth = 64
  public var maximumTokens = 200_000
  public var maximumAliasChain = 64
  public var maximumFiles = 2_000
  public init() {}
}

enum PaletteInput {
  static func readJSON(_ path: String, limits: PaletteLimits) throws(PaletteError) -> (JSONNode, [UInt8]) {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: limits.maximumFileBytes)
    } catch {
      let message: String
      switch error {
      case .notFound: message = "no such file"
      case .isDirectory: message = "is a directory, not a JSON file"
      case .notRegularFile(let kind): message = "is \(kind), not a regular file"
      case .permissionDenied: message = "permission denied: the file is not readable"
      case .tooLarge(let size): message = "file is \(size) bytes; the limit is \(limits.maximumFileBytes) (file size limit, --max-file-bytes)"
      case .readFailed(let reason): message = "could not be read: \(reason)"
      }
      throw PaletteError(file: path, message: message)
    }
    do {
      return (try JSONParser(maximumDepth: limits.maximumDepth, maximumBytes: limits.maximumFileBytes).parse(bytes), bytes)
    } catch {
      throw PaletteError(file: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
    }
  }

  static func location(_ file: String, _ node: JSONNode) -> SourceLocation {
    SourceLocation(file: file, line: node.span.line, column: node.span.column, range: node.span.start..<node.span.end)
  }

  /// A CSS color string (hex, functions, names), or nil when it is an alias `{…}`.
  static func color(_ text: String, file: String, node: JSONNode, path: String) throws(PaletteError) -> SRGBColor {
    do {
      return try SRGBColor(css: text)
    } catch {
      throw PaletteError(file: file, line: node.span.line, column: node.span.column, tokenPath: path,
                         message: error.description)
    }
  }

  static func isAlias(_ s: String) -> Bool { s.hasPrefix("{") && s.hasSuffix("}") && s.count > 2 }
  static func aliasTarget(_ s: String) -> String { String(s.dropFirst().dropLast()) }
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
  }

  static func resolve(_ entries: [String: Entry], limits: PaletteLimits) throws(PaletteError) -> [String: Token] {
    var out: [String: Token] = [:]
    // In path order, so the first error reported is the same on every run.
    for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
      var current = entry
      var chain = [path]
      var firstAlias: String? = nil
      var alpha = 1.0
      while case .alias(let target, let a) = current.raw {
        alpha *= a ?? 1
        if firstAlias == nil { firstAlias = target }
        guard let next = entries[target] else {
          throw PaletteError(
            file: entry.location?.file ?? "", line: entry.location?.line, column: entry.location?.column, tokenPath: path,
            message: "aliases '\(target)', which does not exist" + (chain.count > 1 ? " (via \(chain.joined(separator: " → ")))" : ""))
        }
        if chain.contains(target) {
          throw PaletteError(
            file: entry.location?.file ?? "", line: entry.location?.line, column: entry.location?.column, tokenPath: path,
            message: "alias cycle: \((chain + [target]).joined(separator: " → "))")
        }
        chain.append(target)
        guard chain.count <= limits.maximumAliasChain else {
          throw PaletteError(
            file: entry.location?.file ?? "", line: entry.location?.line, column: entry.location?.column, tokenPath: path,
            message: "alias chain longer than \(limits.maximumAliasChain) (alias chain length limit, --max-alias-chain)")
        }
        current = next
      }
      if case .color(let c) = current.raw {
        out[path] = Token(path: path, color: alpha < 1 ? c.withAlpha(c.alpha * alpha) : c, location: entry.location, aliasOf: firstAlias)
      }
    }
    return out
  }
}
