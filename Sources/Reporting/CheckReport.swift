import ColorScience
import Findings
import JSONSupport
import PaletteReview
import Pixels
import ScreenScan

/// `legible check`'s findings are the one `Finding` type every report reads.
package typealias CheckFinding = Finding

extension Finding {
  package var json: JSONValue {
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
  package static let coordinateRange = 0...Int(Int32.max)

  /// A finding of a JSON report; `key` is where it sits (`findings[3]`), for errors. A
  /// merged report is untrusted input, so every field is checked: a missing rule, level,
  /// file, message or fingerprint, a level spelled otherwise (`"Error"`), a field of the
  /// wrong type or a number out of range is an error naming its JSON path. (Such a finding
  /// used to be dropped, and a merged run passed without it.)
  package init(json v: JSONNode, key: String) throws(JSONValueError) {
    guard v.objectEntries != nil else { throw JSONValueError(key: key, at: v, expected: .object) }
    func required(_ field: String) throws(JSONValueError) -> JSONNode {
      guard let node = v[field] else {
        throw JSONValueError(key: "\(key).\(field)", at: v, found: "missing", expected: .string)
      }
      return node
    }
    func optionalString(_ field: String) throws(JSONValueError) -> String? {
      try v[field].map { node throws(JSONValueError) in try node.string("\(key).\(field)") }
    }
    func stringList(_ field: String) throws(JSONValueError) -> [String] {
      guard let node = v[field] else { return [] }
      var out: [String] = []
      for (i, item) in try node.array("\(key).\(field)").enumerated() {
        out.append(try item.string("\(key).\(field)[\(i)]"))
      }
      return out
    }
    // `oneOf` admitted only the names of cases, so these never throw.
    let ruleID = try required("rule").oneOf(key + ".rule", Rule.allCases.map(\.id))
    guard let rule = Rule(id: ruleID) else {
      throw JSONValueError(key: key + ".rule", at: v, found: ruleID, expected: .string)
    }
    let levelName = try required("level").oneOf(key + ".level", Level.allCases.map(\.rawValue))
    guard let level = Level(rawValue: levelName) else {
      throw JSONValueError(key: key + ".level", at: v, found: levelName, expected: .string)
    }
    let file = try required("file").string(key + ".file")
    let message = try required("message").string(key + ".message")
    let fingerprint = try required("fingerprint").string(key + ".fingerprint")
    let place = 1...CheckFinding.coordinateRange.upperBound
    var boxes: [PixelBox] = []
    for (i, b) in (try v["boxes"]?.array(key + ".boxes") ?? []).enumerated() {
      let at = "\(key).boxes[\(i)]"
      func side(_ name: String) throws(JSONValueError) -> Int {
        guard let n = b[name] else {
          throw JSONValueError(
            key: "\(at).\(name)", at: b, found: "missing",
            expected: .wholeNumber(CheckFinding.coordinateRange))
        }
        return try n.wholeNumber("\(at).\(name)", in: CheckFinding.coordinateRange)
      }
      boxes.append(
        PixelBox(x: try side("x"), y: try side("y"), width: try side("width"), height: try side("height")))
    }
    let figure = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    self.init(
      rule: rule, level: level, file: file, line: try v["line"]?.wholeNumber(key + ".line", in: place),
      column: try v["column"]?.wholeNumber(key + ".column", in: place), boxes: boxes,
      variant: try optionalString("variant"), tokens: try stringList("tokens"),
      colors: try stringList("colors"),
      ratio: try v["ratio"]?.number(key + ".ratio", in: figure),
      required: try v["required"]?.number(key + ".required", in: figure),
      message: message, fix: try optionalString("fix"), fingerprint: fingerprint)
    suppression = try optionalString("suppression")
    suggestedColor = try optionalString("suggestedColor")
  }
}

/// The result of `legible check` (or of `legible merge`).
package struct CheckReport: Sendable {
  package var palettes: [String]
  package var screenshots: [String]
  package var findings: [CheckFinding]
  package var errors: [String]
  /// Findings the baseline hid.
  package var baselined: Int
  /// Findings turned off by a token or a region of legible.json, each with its reason.
  package var suppressed: [Finding] = []
  /// The slice of the inputs this report covers (`check --shard i/n`), nil for a whole run.
  package var shard: ShardSet.Shard? = nil

  package init(
    palettes: [String] = [], screenshots: [String] = [], findings: [CheckFinding] = [], errors: [String] = [],
    baselined: Int = 0
  ) {
    self.palettes = palettes
    self.screenshots = screenshots
    self.findings = findings
    self.errors = errors
    self.baselined = baselined
  }

  package func json(version: String) -> String {
    var o: JSONObject = [
      "tool": .object(["name": "legible", "version": .string(version)]),
      "kind": "check",
      "palettes": .array(palettes.map { .string($0) }),
      "screenshots": .array(screenshots.map { .string($0) }),
      "baselined": .integer(baselined),
    ]
    if let shard { o["shard"] = .object(["index": .integer(shard.index), "count": .integer(shard.count)]) }
    o["errors"] = .array(errors.map { .string($0) })
    o["findings"] = .array(findings.map(\.json))
    if !suppressed.isEmpty { o["suppressed"] = .array(suppressed.map(\.json)) }
    return JSONWriter.string(.object(o))
  }

  /// Reads a report written by `json(version:)`.
  package static func parse(_ bytes: [UInt8], file: String) throws -> CheckReport {
    let root: JSONNode
    do { root = try JSONParser().parse(bytes) } catch {
      throw CheckReportError(message: "\(file):\(error.description)")
    }
    guard root["kind"]?.stringValue == "check", let findings = root["findings"]?.arrayValues else {
      throw CheckReportError(
        message: "\(file): not a legible check JSON report (expected \"kind\": \"check\" and \"findings\")")
    }
    var shard: ShardSet.Shard? = nil
    if let node = root["shard"], node.objectEntries != nil {
      let most = Double(ShardSet.Shard.countRange.upperBound)
      guard let i = node["index"]?.numberValue, let n = node["count"]?.numberValue, n >= 1, n <= most, i >= 1,
        i <= n,
        i == i.rounded(), n == n.rounded()
      else {
        throw CheckReportError(
          message:
            "\(file): \"shard\" must be {\"index\": i, \"count\": n} with 1 ≤ i ≤ n ≤ \(ShardSet.Shard.countRange.upperBound)"
        )
      }
      shard = ShardSet.Shard(index: Int(i), count: Int(n))
    }
    // Every list is checked item by item: an item of the wrong type is an error, never dropped.
    func strings(_ key: String) throws(JSONValueError) -> [String] {
      guard let node = root[key] else { return [] }
      var out: [String] = []
      for (i, item) in try node.array(key).enumerated() { out.append(try item.string("\(key)[\(i)]")) }
      return out
    }
    do {
      var parsed: [CheckFinding] = []
      for (i, f) in findings.enumerated() { parsed.append(try CheckFinding(json: f, key: "findings[\(i)]")) }
      var report = CheckReport(
        palettes: try strings("palettes"), screenshots: try strings("screenshots"),
        findings: parsed, errors: try strings("errors"),
        baselined: try root["baselined"]?.wholeNumber("baselined", in: 0...Int(Int32.max)) ?? 0)
      report.shard = shard
      for (i, f) in (try root["suppressed"]?.array("suppressed") ?? []).enumerated() {
        var finding = try CheckFinding(json: f, key: "suppressed[\(i)]")
        finding.suppression = finding.suppression ?? "suppressed"
        report.suppressed.append(finding)
      }
      return report
    } catch {
      throw CheckReportError(message: "\(file):\(error.line):\(error.column): \(error.description)")
    }
  }

  package func sarif(version: String) -> String {
    SARIFLog.render(findings + suppressed, version: version, errors: errors)
  }

  /// One suite per input file (a passing case when it has no finding), one per other file
  /// a finding sits in (a palette's source), and one per unreadable input.
  package func junit() -> String {
    let byFile = Dictionary(grouping: findings) { $0.file }
    let inputs = palettes + screenshots
    func failure(_ f: Finding, named name: String) -> JUnitXML.TestCase {
      .init(classname: f.file, name: name, outcome: .failed(type: f.rule.id, message: f.message))
    }
    var suites: [JUnitXML.Suite] = inputs.sorted().map { file in
      let fs = byFile[file] ?? []
      if fs.isEmpty {
        return .init(name: file, cases: [.init(classname: file, name: "no findings", outcome: .passed)])
      }
      return .init(
        name: file,
        cases: fs.map {
          failure(
            $0,
            named: $0.rule.id + ": " + ($0.tokens.isEmpty ? $0.message : $0.tokens.joined(separator: " on ")))
        })
    }
    for (file, fs) in byFile.sorted(by: { $0.key < $1.key }) where !inputs.contains(file) {
      suites.append(.init(name: file, cases: fs.map { failure($0, named: $0.rule.id) }))
    }
    for e in errors {
      suites.append(
        .init(name: "input", cases: [.init(classname: "input", name: "read", outcome: .error(message: e))]))
    }
    return JUnitXML(name: "legible check", suites: suites).document
  }

  /// The plain-text report: totals, unreadable inputs, then one `place: level: message`
  /// line per finding (palette findings at `file:line:column`, screenshot findings with
  /// their box), as compilers and linters print diagnostics.
  package func text() -> String {
    var s =
      "\(palettes.count) palette(s), \(screenshots.count) screenshot(s): \(findings.filter { $0.level == .error }.count) error(s), \(findings.filter { $0.level == .warning }.count) warning(s)"
    if baselined > 0 { s += ", \(baselined) known (baseline)" }
    if !suppressed.isEmpty { s += ", \(suppressed.count) suppressed" }
    s += "\n"
    // Names come from the inputs: shown escaped, never starting a line with `::` (DisplayText).
    for e in errors { s += "error: \(DisplayText.escaped(e))\n" }
    for f in findings {
      var place = DisplayText.lineStart(f.file)
      if let l = f.line { place += ":\(l)" + (f.column.map { ":\($0)" } ?? "") }
      if let b = f.boxes.first { place += " (x \(b.x), y \(b.y), \(b.width)×\(b.height))" }
      s += "\(place): \(f.level): \(DisplayText.escaped(f.message))\n"
    }
    for f in suppressed {
      s +=
        "\(DisplayText.lineStart(f.file))\(f.line.map { ":\($0)" } ?? ""): suppressed \(f.rule.id): \(DisplayText.escaped(f.suppression ?? "")) (\(DisplayText.escaped(f.message)))\n"
    }
    return s
  }

  package func markdown() -> String {
    var out =
      "## Legible check\n\n\(palettes.count) palette(s), \(screenshots.count) screenshot(s): \(findings.filter { $0.level == .error }.count) error(s), \(findings.filter { $0.level == .warning }.count) warning(s)"
    if baselined > 0 { out += ", \(baselined) known (baseline)" }
    out += ".\n\n"
    if !errors.isEmpty {
      out +=
        "**\(errors.count) input(s) could not be checked:**\n\n"
        + errors.map { "- \(DisplayText.markdown($0))\n" }.joined() + "\n"
    }
    if findings.isEmpty { return out + "No new findings.\n" }
    out += "| level | rule | where | colors | figure | message |\n|---|---|---|---|---|---|\n"
    for f in findings {
      let place =
        f.file.split(separator: "/").suffix(2).joined(separator: "/") + (f.line.map { ":\($0)" } ?? "")
      let figure =
        f.ratio.map {
          f.rule == .stateDistinguishability ? "ΔE00 " + DeltaE.formatted($0) : WCAG.formatRatio($0) + ":1"
        } ?? ""
      let md = DisplayText.markdown
      let code = DisplayText.markdownCode
      out +=
        "| \(f.level) | \(f.rule.id) | \(code(place)) | \(f.colors.map(code).joined(separator: " ")) | \(figure) | \(md(f.message)) |\n"
    }
    return out
  }
}

package struct CheckReportError: Error, CustomStringConvertible, Sendable {
  package var message: String
  package init(message: String) { self.message = message }
  package var description: String { message }
}
