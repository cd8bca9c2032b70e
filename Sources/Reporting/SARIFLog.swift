import Findings
import JSONSupport
import Pixels

/// SARIF 2.1.0 logs: the one writer behind `scan`, `palette`, `check` and `merge --format sarif`.
///
/// One result per finding (§3.27): `ruleId` and `ruleIndex` into the catalog's descriptors,
/// the level, a message, one physical location and the fingerprint. Palette findings sit at
/// the token's line and column. Images have no lines, but code scanning needs a region, so
/// an image finding sits at line 1, its pixel box travels in `properties.boxes`, and the
/// message says where it is ("at x 40, y 853 (422×25 px)") so a reader sees it anywhere.
package enum SARIFLog {
  /// The base relative URIs resolve against: the checkout's root (§3.14.14).
  static let sourceRoot = "%SRCROOT%"

  /// - Parameters:
  ///   - rules: the rules to describe; nil describes the rules the findings use.
  ///   - errors: inputs that could not be checked; they become tool execution
  ///     notifications, so a code-scanning view does not show a clean run for a broken file.
  ///   - root: the checkout's root; absolute paths inside it are written relative to
  ///     `%SRCROOT%` (a resolver reaches its token files by absolute paths).
  package static func render(
    _ findings: [Finding], rules: [Rule]? = nil, version: String, errors: [String] = [],
    root: String = RepositoryPath.currentDirectory, runProperties: JSONObject = [:]
  ) -> String {
    let table = SARIFRules.table(rules ?? findings.map(\.rule))
    let driver: JSONObject = [
      "name": "legible", "version": .string(version), "semanticVersion": .string(version),
      "informationUri": "https://github.com/legible/legible", "rules": table.rules,
    ]
    var run: JSONObject = [
      "tool": .object(["driver": .object(driver)]),
      "results": .array(findings.map { result($0, ruleIndex: table.index[$0.rule] ?? 0, root: root) }),
    ]
    // SARIF 2.1.0 §3.8: a property bag for what results do not carry (a palette's unchecked tokens).
    if !runProperties.entries.isEmpty { run["properties"] = .object(runProperties) }
    if !errors.isEmpty {
      let notifications: [JSONValue] = errors.map {
        .object(["level": "error", "message": .object(["text": .string($0)])])
      }
      run["invocations"] = .array([
        .object(["executionSuccessful": false, "toolExecutionNotifications": .array(notifications)])
      ])
    }
    let doc: JSONValue = .object([
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
      "runs": .array([.object(run)]),
    ])
    return JSONWriter.string(doc)
  }

  static func result(_ f: Finding, ruleIndex: Int, root: String) -> JSONValue {
    var region: JSONObject = ["startLine": .integer(f.line ?? 1)]
    if let c = f.column { region["startColumn"] = .integer(c) }
    var message = f.message
    if let b = f.boxes.first { message += " at x \(b.x), y \(b.y) (\(b.width)×\(b.height) px)" }
    var properties: JSONObject = [:]
    if !f.boxes.isEmpty { properties["boxes"] = .array(f.boxes.map(ScanJSON.box)) }
    if let v = f.variant { properties["variant"] = .string(v) }
    if !f.tokens.isEmpty { properties["tokens"] = .array(f.tokens.map { .string($0) }) }
    if !f.colors.isEmpty { properties["colors"] = .array(f.colors.map { .string($0) }) }
    if let r = f.ratio { properties["ratio"] = .finite(r) }
    if let r = f.required { properties["required"] = .number(r) }
    var result: JSONObject = [
      "ruleId": .string(f.rule.id), "ruleIndex": .integer(ruleIndex), "level": .string(f.level.rawValue),
      "message": .object(["text": .string(message)]),
      "locations": .array([
        .object([
          "physicalLocation": .object([
            "artifactLocation": artifactLocation(RepositoryPath.relative(f.file, to: root)),
            "region": .object(region),
          ])
        ])
      ]),
      "partialFingerprints": .object(["legible/v1": .string(f.fingerprint)]),
      "properties": .object(properties),
    ]
    // A suppressed finding stays in the log with its justification (SARIF §3.34), so code
    // scanning shows it as dismissed rather than forgetting it.
    if let reason = f.suppression {
      result["suppressions"] = .array([.object(["kind": "inSource", "justification": .string(reason)])])
    }
    return .object(result)
  }

  /// A relative path stays relative, against the checkout's root; an absolute one becomes a
  /// `file:` URI; `-` is stdin.
  static func artifactLocation(_ path: String) -> JSONValue {
    if path.hasPrefix("/") { return .object(["uri": .string("file://" + ScanReports.uri(path))]) }
    return .object(["uri": .string(ScanReports.uri(path)), "uriBaseId": .string(sourceRoot)])
  }
}
