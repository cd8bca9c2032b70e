import ColorScience
import Findings
import Pixels
import JSONSupport
import PaletteReview
import ScreenScan

/// `legible check`'s findings are the one `Finding` type every report reads.
public typealias CheckFinding = Finding

extension Finding {
  public var json: JSONValue {
    var o: JSONObject = ["rule": .string(rule.id), "level": .string(level.rawValue), "file": .string(file)]
    if let line { o["line"] = .integer(line) }
    if let column { o["column"] = .integer(column) }
    if !boxes.isEmpty { o["boxes"] = .array(boxes.map(ScanJSON.box)) }
    if let variant { o["variant"] = .string(variant) }
    if !tokens.isEmpty { o["tokens"] = .array(tokens.map { .string($0) }) }
    if !colors.isEmpty { o["colors"] = .array(colors.map { .string($0) }) }
    if let ratio { o["ratio"] = .finite(ratio) }
    if let required { o["required"] = .number(required) }
    o["message"] = .string(message)
    if let fix { o["fix"] = .string(fix) }
    if let suggestedColor { o["suggestedColor"] = .string(suggestedColor) }
    o["fingerprint"] = .string(fingerprint)
    if let suppression { o["suppression"] = .string(suppression) }
    return .object(o)
  }

  /// The largest line, column or pixel coordinate a report may hold: PNG sides stop at
  /// 2^31 − 1, and crop arithmetic on a box (its side plus twice a margin) must not overflow.
  public static let coordinateRange = 0...Int(Int32.max)

  /// A finding of a JSON report; `key` is where it sits (`findings[3]`), for errors. Numbers
  /// are checked before they become `Int`s: a merged report is untrusted input.
  public init?(json v: JSONNode, key: String) throws(JSONValueError) {
    guard let rule = v["rule"]?.stringValue.flatMap(Rule.init(id:)), let level = v["level"]?.stringValue.flatMap(Level.init(rawValue:)),
      let file = v["file"]?.stringValue,
      let message = v["message"]?.stringValue, let fingerprint = v["fingerprint"]?.stringValue
    else { return nil }
    let place = 1...CheckFinding.coordinateRange.upperBound
    var boxes: [PixelBox] = []
    for (i, b) in (try v["boxes"]?.array(key + ".boxes") ?? []).enumerated() {
      let at = "\(key).boxes[\(i)]"
      guard let x = b["x"], let y = b["y"], let w = b["width"], let h = b["height"] else { continue }
      boxes.append(PixelBox(
        x: try x.wholeNumber(at + ".x", in: CheckFinding.coordinateRange), y: try y.wholeNumber(at + ".y", in: CheckFinding.coordinateRange),
        width: try w.wholeNumber(at + ".width", in: CheckFinding.coordinateRange), height: try h.wholeNumber(at + ".height", in: CheckFinding.coordinateRange)))
    }
    self.init(
      rule: rule, level: level, file: file, line: try v["line"]?.wholeNumber(key + ".line", in: place),
      column: try v["column"]?.wholeNumber(key + ".column", in: place), boxes: boxes,
      variant: v["variant"]?.stringValue, tokens: v["tokens"]?.arrayValues?.compactMap(\.stringValue) ?? [],
      colors: v["colors"]?.arrayValues?.compactMap(\.stringValue) ?? [], ratio: v["ratio"]?.numberValue,
      required: v["required"]?.numberValue, message: message, fix: v["fix"]?.stringValue, fingerprint: fingerprint)
    suppression = v["suppression"]?.stringValue
    suggestedColor = v["suggestedColor"]?.stringValue
  }
}

/// The result of `legible check` (or of `legible merge`).
public struct CheckReport: Sendable {
  public var palettes: [String]
  public var screenshots: [String]
  public var findings: [CheckFinding]
  public var errors: [String]
  /// Findings the baseline hid.
  public var baselined: Int
  /// Findings turned off by a token or a region of legible.json, each with its reason.
  public var suppressed: [Finding] = []
  /// The slice of the inputs this report covers (`check --shard i/n`), nil for a whole run.
  public var shard: ShardSet.Shard? = nil

  public init(palettes: [String] = [], screenshots: [String] = [], findings: [CheckFinding] = [], errors: [String] = [], baselined: Int = 0) {
    self.palettes = palettes
    self.screenshots = screenshots
    self.findings = findings
    self.errors = errors
    self.baselined = baselined
  }

  public func json(version: String) -> String {
    var o: JSONObject = [
      "tool": .object(["name": "legible", "version": .string(version)]),
      "kind": "check",
      "palettes": .array(palettes.map { .string($0) }), "screenshots": .array(screenshots.map { .string($0) }),
      "baselined": .integer(baselined),
    ]
    if let shard { o["shard"] = .object(["index": .integer(shard.index), "count": .integer(shard.count)]) }
    o["errors"] = .array(errors.map { .string($0) })
    o["findings"] = .array(findings.map(\.json))
    if !suppressed.isEmpty { o["suppressed"] = .array(suppressed.map(\.json)) }
    return JSONWriter.string(.object(o))
  }

  /// Reads a report written by `json(version:)`.
  public static func parse(_ bytes: [UInt8], file: String) throws -> CheckReport {
    let root: JSONNode
    do { root = try JSONParser().parse(bytes) } catch { throw CheckReportError(message: "\(file):\(error.description)") }
    guard root["kind"]?.stringValue == "check", let findings = root["findings"]?.arrayValues else {
      throw CheckReportError(message: "\(file): not a legible check JSON report (expected \"kind\": \"check\" and \"findings\")")
    }
    var shard: ShardSet.Shard? = nil
    if let node = root["shard"], node.objectEntries != nil {
      guard let i = node["index"]?.numberValue, let n = node["count"]?.numberValue, n >= 1, n <= 100_000, i >= 1, i <= n,
        i == i.rounded(), n == n.rounded()
      else {
        throw CheckReportError(message: "\(file): \"shard\" must be {\"index\": i, \"count\": n} with 1 ≤ i ≤ n ≤ 100000")
      }
      shard = ShardSet.Shard(index: Int(i), count: Int(n))
    }
    do {
      var parsed: [CheckFinding] = []
      for (i, f) in findings.enumerated() {
        if let finding = try CheckFinding(json: f, key: "findings[\(i)]") { parsed.append(finding) }
      }
      var report = CheckReport(
        palettes: root["palettes"]?.arrayValues?.compactMap(\.stringValue) ?? [],
        screenshots: root["screenshots"]?.arrayValues?.compactMap(\.stringValue) ?? [],
        findings: parsed, errors: root["errors"]?.arrayValues?.compactMap(\.stringValue) ?? [],
        baselined: try root["baselined"]?.wholeNumber("baselined", in: 0...Int(Int32.max)) ?? 0)
      report.shard = shard
      for (i, f) in (root["suppressed"]?.arrayValues ?? []).enumerated() {
        if var finding = try CheckFinding(json: f, key: "suppressed[\(i)]") {
          finding.suppression = finding.suppression ?? "suppressed"
          report.suppressed.append(finding)
        }
      }
      return report
    } catch {
      throw CheckReportError(message: "\(file):\(error.line):\(error.column): \(error.description)")
    }
  }

  public func sarif(version: String) -> String { SARIFLog.render(findings + suppressed, version: version, errors: errors) }

  /// One suite per input file (a passing case when it has no finding), one per other file
  /// a finding sits in (a palette's source), and one per unreadable input.
  public func junit() -> String {
    let byFile = Dictionary(grouping: findings) { $0.file }
    let inputs = palettes + screenshots
    func failure(_ f: Finding, named name: String) -> JUnitXML.TestCase {
      .init(classname: f.file, name: name, outcome: .failed(type: f.rule.id, message: f.message))
    }
    var suites: [JUnitXML.Suite] = inputs.sorted().map { file in
      let fs = byFile[file] ?? []
      if fs.isEmpty { return .init(name: file, cases: [.init(classname: file, name: "no findings", outcome: .passed)]) }
      return .init(
        name: file,
        cases: fs.map { failure($0, named: $0.rule.id + ": " + ($0.tokens.isEmpty ? $0.message : $0.tokens.joined(separator: " on "))) })
    }
    for (file, fs) in byFile.sorted(by: { $0.key < $1.key }) where !inputs.contains(file) {
      suites.append(.init(name: file, cases: fs.map { failure($0, named: $0.rule.id) }))
    }
    for e in errors {
      suites.append(.init(name: "input", cases: [.init(classname: "input", name: "read", outcome: .error(message: e))]))
    }
    return JUnitXML(name: "legible check", suites: suites).document
  }

  /// The plain-text report: totals, unreadable inputs, then one `place: level: message`
  /// line per finding (palette findings at `file:line:column`, screenshot findings with
  /// their box), as compilers and linters print diagnostics.
  public func text() -> String {
    var s = "\(palettes.count) palette(s), \(screenshots.count) screenshot(s): \(findings.filter { $0.level == .error }.count) error(s), \(findings.filter { $0.level == .warning }.count) warning(s)"
    if baselined > 0 { s += ", \(baselined) known (baseline)" }
    if !suppressed.isEmpty { s += ", \(suppressed.count) suppressed" }
    s += "\n"
    for e in errors { s += "error: \(e)\n" }
    for f in findings {
      var place = f.file
      if let l = f.line { place += ":\(l)" + (f.column.map { ":\($0)" } ?? "") }
      if let b = f.boxes.first { place += " (x \(b.x), y \(b.y), \(b.width)×\(b.height))" }
      s += "\(place): \(f.level): \(f.message)\n"
    }
    for f in suppressed {
      s += "\(f.file)\(f.line.map { ":\($0)" } ?? ""): suppressed \(f.rule.id): \(f.suppression ?? "") (\(f.message))\n"
    }
    return s
  }

  public func markdown() -> String {
    var out = "## Legible check\n\n\(palettes.count) palette(s), \(screenshots.count) screenshot(s): \(findings.filter { $0.level == .error }.count) error(s), \(findings.filter { $0.level == .warning }.count) warning(s)"
    if baselined > 0 { out += ", \(baselined) known (baseline)" }
    out += ".\n\n"
    if !errors.isEmpty {
      out += "**\(errors.count) input(s) could not be checked:**\n\n" + errors.map { "- `\($0.replacingOccurrences(of: "`", with: "'"))`\n" }.joined() + "\n"
    }
    if findings.isEmpty { return out + "No new findings.\n" }
    out += "| level | rule | where | colors | figure | message |\n|---|---|---|---|---|---|\n"
    for f in findings {
      let place = f.file.split(separator: "/").suffix(2).joined(separator: "/") + (f.line.map { ":\($0)" } ?? "")
      let figure = f.ratio.map { f.rule == .stateDistinguishability ? "ΔE00 " + DeltaE.formatted($0) : WCAG.formatRatio($0) + ":1" } ?? ""
      out += "| \(f.level) | \(f.rule.id) | `\(place)` | \(f.colors.map { "`\($0)`" }.joined(separator: " ")) | \(figure) | \(f.message.replacingPipes()) |\n"
    }
    return out
  }
}

public struct CheckReportError: Error, CustomStringConvertible, Sendable {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}

extension String {
  func replacingPipes() -> String {
    var s = ""
    for c in self { s += c == "|" ? "\\|" : String(c) }
    return s
  }
}
