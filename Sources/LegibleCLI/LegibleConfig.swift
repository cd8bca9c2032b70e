import ColorScience
import FileInput
import Findings
import Foundation
import Imaging
import JSONSupport
import PaletteReview
import ScreenScan

/// `legible.json` (or `.legible.json`) at the root of what is checked (schema:
/// Sources/Reporting/Schemas/legible-config.schema.json).
///
///     {
///       "include": ["design/**", "screenshots/**"], "exclude": ["**/fixtures/**"],
///       "palette": { "pairs": […], "thresholds": {…}, "stateGroups": […], "translucentOver": […], "apca": 60 },
///       "scan": { "scale": 3, "largeText": "wcag", "normalTextRatio": 4.5, "largeTextRatio": 3,
///                 "maxPixels": 50000000, "maxFileBytes": 67108864, "maxIccBytes": 1048576,
///                 "maxMemory": 4294967296 },
///       "severity": { "contrast-regression": "warning", "pair-apca": "off" },
///       "failOn": "error"
///     }
///
/// Unknown keys are errors that name the key and suggest the nearest known one.
struct LegibleConfig {
  var include: [String] = []
  var exclude: [String] = []
  var palette = PalettePolicy()
  var scan = ScanOptions()
  /// What a screenshot may cost before it is decoded (the `scan` command's --max-* flags).
  var imageLimits = ImageLimits.default
  var severity: [String: String] = [:]
  var failOn: FailOn?

  static let topKeys = ["$schema", "description", "include", "exclude", "palette", "scan", "severity", "failOn"]
  static let scanKeys = [
    "scale", "largeText", "normalTextRatio", "largeTextRatio", "minimumFontSize", "maxPixels", "maxFileBytes", "maxIccBytes",
    "maxMemory",
  ]
  /// Rule ids a `severity` entry may name: the whole catalog.
  static let rules = Rule.allCases.map(\.id)

  static func find(in folder: String) -> String? {
    for name in ["legible.json", ".legible.json"] where FileManager.default.fileExists(atPath: folder + "/" + name) {
      return folder + "/" + name
    }
    return nil
  }

  static func unknown(_ key: String, among keys: [String], file: String, span: JSONSpan) -> PaletteError {
    var m = "unknown key '\(key)'"
    if let near = Suggestion.nearest(to: key, among: keys.filter { !$0.hasPrefix("$") }) {
      m += "; did you mean '\(near)'?"
    } else {
      m += "; expected one of: \(keys.filter { !$0.hasPrefix("$") }.joined(separator: ", "))"
    }
    return PaletteError(file: file, line: span.line, column: span.column, message: m)
  }

  static func load(_ path: String) throws -> LegibleConfig {
    let limit = 16 << 20
    let data: [UInt8]
    do { data = try FileBytes.read(path: path, limit: limit) } catch {
      throw PaletteError(file: path, message: error.message(limit: limit))
    }
    let root: JSONNode
    do { root = try JSONParser(maximumDepth: 32).parse(data) } catch {
      throw PaletteError(file: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
    }
    guard let entries = root.objectEntries else { throw PaletteError(file: path, line: 1, column: 1, message: "expected an object") }
    var config = LegibleConfig()
    for (key, span, value) in entries {
      guard topKeys.contains(key) else { throw unknown(key, among: topKeys, file: path, span: span) }
      switch key {
      case "include": config.include = value.arrayValues?.compactMap(\.stringValue) ?? []
      case "exclude": config.exclude = value.arrayValues?.compactMap(\.stringValue) ?? []
      case "failOn":
        guard let level = value.stringValue.flatMap(FailOn.init(rawValue:)) else {
          throw PaletteError(
            file: path, line: value.span.line, column: value.span.column,
            message: "failOn must be one of \(FailOn.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        config.failOn = level
      case "severity":
        for (rule, s, level) in value.objectEntries ?? [] {
          guard rules.contains(rule) else { throw unknown(rule, among: rules, file: path, span: s) }
          guard let l = level.stringValue, l == "off" || Level(rawValue: l) != nil else {
            throw PaletteError(file: path, line: level.span.line, column: level.span.column, message: "severity must be error, warning, note or off")
          }
          config.severity[rule] = l
        }
      case "scan":
        for (k, s, v) in value.objectEntries ?? [] {
          guard scanKeys.contains(k) else { throw unknown(k, among: scanKeys, file: path, span: s) }
          /// A whole number of at least 1, or an error at the value.
          func count() throws -> Int {
            guard let n = v.numberValue, n >= 1, n <= 1e15, n == n.rounded() else {
              throw PaletteError(file: path, line: v.span.line, column: v.span.column, message: "scan.\(k) must be a whole number of at least 1")
            }
            return Int(n)
          }
          switch k {
          case "maxPixels": config.imageLimits.maximumPixels = try count()
          case "maxFileBytes": config.imageLimits.maximumFileBytes = try count()
          case "maxIccBytes": config.imageLimits.maximumICCBytes = try count()
          case "maxMemory":
            let bytes = try count()
            guard bytes <= ImageLimits.maximumMemoryBudget else {
              throw PaletteError(file: path, line: v.span.line, column: v.span.column, message: "scan.maxMemory must be at most 2^50 bytes")
            }
            config.imageLimits.memoryBudget = bytes
          case "scale": config.scan.scale = v.numberValue
          case "largeText": config.scan.largeText = v.stringValue == "mobile" ? .mobile : .wcag
          case "normalTextRatio": config.scan.normalTextRatio = v.numberValue ?? 4.5
          case "largeTextRatio": config.scan.largeTextRatio = v.numberValue ?? 3
          default: config.scan.minimumJudgedFontSize = v.numberValue ?? 7
          }
        }
      case "palette": config.palette = try PalettePolicyFile.load(path)
      default: break
      }
    }
    return config
  }
}

/// Simple globs for include/exclude: `*` within a path segment, `**` across segments, `?`.
///
/// Matching remembers each (pattern position, path position) it has settled, so it takes
/// at most pattern × path steps: plain backtracking is exponential in the number of stars
/// ("*a*a*a*a*a*a*b" against a long run of a's), and a config can come from a pull request.
enum Glob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let p = Array(pattern.utf8)
    let s = Array(path.utf8)
    // 0 unknown, 1 matches, 2 does not.
    var memo = [UInt8](repeating: 0, count: (p.count + 1) * (s.count + 1))
    func m(_ i: Int, _ j: Int) -> Bool {
      let key = i * (s.count + 1) + j
      if memo[key] != 0 { return memo[key] == 1 }
      let result = step(i, j)
      memo[key] = result ? 1 : 2
      return result
    }
    func step(_ i: Int, _ j: Int) -> Bool {
      if i == p.count { return j == s.count }
      if p[i] == UInt8(ascii: "*") {
        if i + 1 < p.count, p[i + 1] == UInt8(ascii: "*") {
          var k = i + 2
          if k < p.count, p[k] == UInt8(ascii: "/") { k += 1 }
          for jj in j...s.count where m(k, jj) { return true }
          return false
        }
        var jj = j
        while true {
          if m(i + 1, jj) { return true }
          if jj == s.count || s[jj] == UInt8(ascii: "/") { return false }
          jj += 1
        }
      }
      guard j < s.count else { return false }
      if p[i] == UInt8(ascii: "?") { return s[j] != UInt8(ascii: "/") && m(i + 1, j + 1) }
      return p[i] == s[j] && m(i + 1, j + 1)
    }
    return m(0, 0)
  }
}
