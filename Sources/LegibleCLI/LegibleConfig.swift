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
///                 "inactiveControls": "note", "maxPixels": 50000000, "maxFileBytes": 67108864, "maxIccBytes": 1048576,
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
  /// Findings the team has looked at and accepted, each with its reason: a file glob, a
  /// rule, and for screenshots optionally a box (a finding whose box meets it).
  var suppress: [RegionSuppression] = []

  static let topKeys = [
    "$schema", "description", "include", "exclude", "palette", "scan", "severity", "failOn", "suppress",
  ]
  static let scanKeys = [
    "scale", "largeText", "normalTextRatio", "largeTextRatio", "minimumFontSize", "inactiveControls",
    "maxPixels",
    "maxFileBytes", "maxIccBytes",
    "maxMemory",
  ]
  /// Rule ids a `severity` entry may name: the whole catalog.
  static let rules = Rule.allCases.map(\.id)

  static func find(in folder: String) -> String? {
    for name in ["legible.json", ".legible.json"]
    where FileManager.default.fileExists(atPath: folder + "/" + name) {
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

  /// `maximumPairs`: the --max-pairs flag, which wins over the file's `palette.maxPairs`.
  static func load(_ path: String, maximumPairs: Int? = nil) throws -> LegibleConfig {
    let limit = 16 << 20
    let data: [UInt8]
    do { data = try FileBytes.read(path: path, limit: limit) } catch {
      throw PaletteError(file: path, message: error.message(limit: limit))
    }
    let root: JSONNode
    do { root = try JSONParser(maximumDepth: 32).parse(data) } catch {
      throw PaletteError(
        file: path, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
    }
    guard let entries = root.objectEntries else {
      throw PaletteError(file: path, line: 1, column: 1, message: "expected an object")
    }
    var config = LegibleConfig()
    do {
      for (key, span, value) in entries {
        guard topKeys.contains(key) else { throw unknown(key, among: topKeys, file: path, span: span) }
        switch key {
        case "include": config.include = try patterns(value, key: key)
        case "exclude": config.exclude = try patterns(value, key: key)
        case "failOn": config.failOn = FailOn(rawValue: try value.oneOf(key, FailOn.allCases.map(\.rawValue)))
        case "description", "$schema": _ = try value.string(key)
        case "suppress":
          for (i, entry) in try value.array(key).enumerated() {
            config.suppress.append(try suppression(entry, at: "suppress[\(i)]", file: path))
          }
        case "severity":
          for (rule, s, level) in try value.object(key) {
            guard rules.contains(rule) else { throw unknown(rule, among: rules, file: path, span: s) }
            config.severity[rule] = try level.oneOf(
              "severity.\(rule)", Level.allCases.map(\.rawValue) + ["off"])
          }
        case "scan":
          for (k, s, v) in try value.object(key) {
            guard scanKeys.contains(k) else { throw unknown(k, among: scanKeys, file: path, span: s) }
            let name = "scan.\(k)"
            switch k {
            case "maxPixels":
              config.imageLimits.maximumPixels = try v.wholeNumber(name, in: LimitCeilings.pixels)
            case "maxFileBytes":
              config.imageLimits.maximumFileBytes = try v.wholeNumber(name, in: LimitCeilings.imageFileBytes)
            case "maxIccBytes":
              config.imageLimits.maximumICCBytes = try v.wholeNumber(name, in: LimitCeilings.iccBytes)
            case "maxMemory":
              config.imageLimits.memoryBudget = try v.wholeNumber(
                name, in: 1...ImageLimits.maximumMemoryBudget)
            case "scale": config.scan.scale = try v.number(name, in: ScanOptions.scaleRange)
            case "largeText":
              config.scan.largeText =
                try v.oneOf(name, LargeTextRule.allCases.map(\.rawValue)) == "mobile" ? .mobile : .wcag
            case "normalTextRatio": config.scan.normalTextRatio = try v.number(name, in: 1...21)
            case "largeTextRatio": config.scan.largeTextRatio = try v.number(name, in: 1...21)
            case "inactiveControls":
              config.scan.inactiveControlsAreErrors = try v.oneOf(name, ["note", "error"]) == "error"
            default: config.scan.minimumJudgedFontSize = try v.number(name, in: 0...1000)
            }
          }
        case "palette": config.palette = try PalettePolicyFile.load(path, maximumPairs: maximumPairs)
        default: break
        }
      }
    } catch let error as JSONValueError {
      throw PaletteError(file: path, error)
    }
    return config
  }

  /// One `suppress` entry: a region of one rule's findings in the files a glob matches, with
  /// the reason required so every silenced finding says why it was silenced.
  static func suppression(_ entry: JSONNode, at: String, file path: String) throws -> RegionSuppression {
    for (k, s, _) in try entry.object(at) where !RegionSuppression.keys.contains(k) {
      throw unknown(k, among: RegionSuppression.keys, file: path, span: s)
    }
    guard let fileNode = entry["file"], let ruleNode = entry["rule"], let reasonNode = entry["reason"]
    else {
      throw PaletteError(
        file: path, line: entry.span.line, column: entry.span.column,
        message: "\(at) needs \"file\" (a glob), \"rule\" and \"reason\"; \"box\" is optional")
    }
    let ruleName = try ruleNode.oneOf(at + ".rule", rules)
    guard let rule = Rule(id: ruleName) else {
      throw PaletteError(
        file: path, line: ruleNode.span.line, column: ruleNode.span.column,
        message: "\(at).rule is not a rule")
    }
    let reason = try reasonNode.string(at + ".reason")
    guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw PaletteError(
        file: path, line: reasonNode.span.line, column: reasonNode.span.column,
        message: "\(at).reason is empty; say why")
    }
    var box: PixelBox? = nil
    if let b = entry["box"] {
      let range = 0...Int(Int32.max)
      func side(_ name: String) throws(JSONValueError) -> Int {
        guard let v = b[name] else {
          throw JSONValueError(key: "\(at).box.\(name)", at: b, expected: .wholeNumber(range))
        }
        return try v.wholeNumber("\(at).box.\(name)", in: range)
      }
      box = PixelBox(
        x: try side("x"), y: try side("y"), width: try side("width"), height: try side("height"))
    }
    return RegionSuppression(
      file: try patterns(.array([fileNode], fileNode.span), key: at + ".file")[0], rule: rule,
      box: box, reason: reason)
  }

  /// The most glob patterns `include` or `exclude` may hold, and their longest length:
  /// matching costs pattern length × path length, for every pattern and every file.
  static let maximumPatterns = 1_000
  static let maximumPatternLength = 1_024

  static func patterns(_ value: JSONNode, key: String) throws(JSONValueError) -> [String] {
    let items = try value.array(key)
    guard items.count <= maximumPatterns else {
      throw JSONValueError(
        key: key, at: value, found: "\(items.count) patterns",
        expected: .listLimit(count: maximumPatterns, length: maximumPatternLength))
    }
    var out: [String] = []
    for (i, item) in items.enumerated() {
      let pattern = try item.string("\(key)[\(i)]")
      guard pattern.utf8.count <= maximumPatternLength else {
        throw JSONValueError(
          key: "\(key)[\(i)]", at: item, found: "\(pattern.utf8.count) bytes long",
          expected: .listLimit(count: maximumPatterns, length: maximumPatternLength))
      }
      out.append(pattern)
    }
    return out
  }
}

/// Simple globs for include/exclude: `*` within a path segment, `**` across segments, `?`.
///
/// Matching runs the pattern as a set of positions over the path, one byte at a time: at
/// most pattern × path steps and pattern-length memory. Backtracking is exponential in the
/// number of stars ("*a*a*a*a*a*a*b" against a long run of a's), and a table of every
/// (pattern, path) position grows with their product (a 15 MB pattern took 2.4 GB); a
/// config can come from a pull request. The config also caps pattern length and count.
enum Glob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let p = Array(pattern.utf8)
    let n = p.count
    let star = UInt8(ascii: "*")
    let slash = UInt8(ascii: "/")
    let question = UInt8(ascii: "?")
    func isDoubleStar(_ i: Int) -> Bool { p[i] == star && i + 1 < n && p[i + 1] == star }
    /// Adds the positions a star can skip to without consuming anything.
    func close(_ set: inout [Bool]) {
      for i in 0..<n where set[i] && p[i] == star {
        if isDoubleStar(i) {
          var k = i + 2
          if k < n, p[k] == slash { k += 1 }
          set[k] = true
        } else {
          set[i + 1] = true
        }
      }
    }
    var current = [Bool](repeating: false, count: n + 1)
    var next = current
    current[0] = true
    close(&current)
    for c in path.utf8 {
      for i in 0...n { next[i] = false }
      var any = false
      for i in 0..<n where current[i] {
        if p[i] == star {
          // `**` takes any byte, `*` any but a slash; either stays where it is.
          if isDoubleStar(i) || c != slash {
            next[i] = true
            any = true
          }
        } else if p[i] == question ? c != slash : p[i] == c {
          next[i + 1] = true
          any = true
        }
      }
      guard any else { return false }
      close(&next)
      swap(&current, &next)
    }
    return current[n]
  }
}
