import ColorScience
import Findings
import Pixels
import JSONSupport
import ScreenScan

/// Machine formats for scan results: SARIF 2.1.0 (code scanning), JUnit XML (CI test
/// reports) and Markdown (pull-request comments). Each takes (path, result) pairs in input
/// order and renders one document.
public enum ScanReports {
  public typealias Item = (path: String, result: ScanResult)

  /// The rules a scan reports; SARIF lists them all, found or not.
  static let rules = Rule.allCases.filter { $0.subject == .screenshot }

  /// A fingerprint that survives small moves: rule, image name, and the region's colors and
  /// size rounded coarsely, plus its position on a 64-pixel grid.
  public static func fingerprint(_ f: ScanFinding, path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let b = f.boxes.first ?? PixelBox(x: 0, y: 0, width: 0, height: 0)
    let colors = f.colors.map(\.opaqueHex).joined(separator: ",")
    return "\(f.rule.id)|\(name)|\(colors)|\(b.x / 64),\(b.y / 64)|\(b.width / 16)x\(b.height / 8)"
  }

  // MARK: SARIF 2.1.0

  public static func sarif(_ items: [Item], version: String) -> String {
    let table = SARIFRules.table(rules)
    var results: [JSONValue] = []
    for (path, r) in items {
      for f in r.findings {
        let b = f.boxes.first ?? PixelBox(x: 0, y: 0, width: 0, height: 0)
        var properties: JSONObject = ["boxes": .array(f.boxes.map(ScanJSON.box))]
        if let ratio = f.ratio { properties["ratio"] = .finite(ratio) }
        if let required = f.required { properties["required"] = .number(required) }
        if !f.colors.isEmpty { properties["colors"] = .array(f.colors.map { .string($0.opaqueHex) }) }
        if let d = f.deficiency { properties["deficiency"] = .string(d) }
        results.append(.object([
          "ruleId": .string(f.rule.id),
          "ruleIndex": .integer(table.index[f.rule] ?? 0),
          "level": .string(f.level == .error ? "error" : "warning"),
          "message": .object(["text": .string(f.message + " at x \(b.x), y \(b.y) (\(b.width)×\(b.height) px)")]),
          "locations": .array([.object([
            "physicalLocation": .object([
              "artifactLocation": .object(["uri": .string(uri(path))]),
              // Images have no lines; code scanning needs a region, so line 1 carries the
              // annotation and the pixel box travels in properties.
              "region": .object(["startLine": 1]),
            ])
          ])]),
          "partialFingerprints": .object(["legibleRegion/v1": .string(fingerprint(f, path: path))]),
          "properties": .object(properties),
        ]))
      }
    }
    let doc: JSONValue = .object([
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": .array([.object([
        "tool": .object(["driver": .object([
          "name": "legible", "version": .string(version), "semanticVersion": .string(version),
          "informationUri": "https://github.com/legible/legible", "rules": table.rules,
        ])]),
        "results": .array(results),
      ])]),
    ])
    return JSONWriter.string(doc)
  }

  /// A relative path stays relative (SARIF resolves it against the checkout); `-` is stdin.
  static func uri(_ path: String) -> String {
    var p = path == "-" ? "stdin" : path
    while p.hasPrefix("./") { p.removeFirst(2) }
    return p.split(separator: "/", omittingEmptySubsequences: false).map { percentEncode(String($0)) }.joined(separator: "/")
  }

  static func percentEncode(_ s: String) -> String {
    var out = ""
    for byte in s.utf8 {
      let c = Character(Unicode.Scalar(byte))
      if c.isLetter && byte < 128 || c.isNumber && byte < 128 || "-._~".contains(c) {
        out.append(c)
      } else {
        out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
      }
    }
    return out
  }

  // MARK: JUnit XML

  /// One test suite per image, one test case per detected text line: failing lines are
  /// failures, needs-review lines are skipped, color-only findings are failures of their own.
  public static func junit(_ items: [Item], errors: [(path: String, message: String)] = []) -> String {
    var suites = ""
    var totalTests = 0
    var totalFailures = 0
    for (path, r) in items {
      var cases = ""
      var failures = 0
      var skipped = 0
      for t in r.textRegions {
        let name = "text at x \(t.box.x), y \(t.box.y): \(t.foreground.opaqueHex) on \(t.background.opaqueHex)"
        cases += "    <testcase classname=\"\(xml(path))\" name=\"\(xml(name))\">"
        switch t.outcome {
        case .pass: break
        case .fail:
          failures += 1
          cases += "<failure type=\"text-contrast\" message=\"\(xml("\(WCAG.formatRatio(t.ratio)):1 is below \(t.required):1"))\"/>"
        case .needsReview:
          skipped += 1
          cases += "<skipped message=\"\(xml("needs review: \(t.reviewReason ?? "")"))\"/>"
        }
        cases += "</testcase>\n"
      }
      var tests = r.textRegions.count
      for f in r.findings where f.rule != .textContrast {
        tests += 1
        failures += 1
        cases += "    <testcase classname=\"\(xml(path))\" name=\"\(xml(f.rule.id))\"><failure type=\"\(xml(f.rule.id))\" message=\"\(xml(f.message))\"/></testcase>\n"
      }
      totalTests += tests
      totalFailures += failures
      suites += "  <testsuite name=\"\(xml(path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n\(cases)  </testsuite>\n"
    }
    for e in errors {
      totalTests += 1
      suites += "  <testsuite name=\"\(xml(e.path))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n    <testcase classname=\"\(xml(e.path))\" name=\"read\"><error message=\"\(xml(e.message))\"/></testcase>\n  </testsuite>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"legible scan\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(errors.count)\">\n\(suites)</testsuites>\n"
  }

  /// Text escaped for XML and HTML alike (element text and quoted attributes): the JUnit
  /// reports and the HTML report share it. Control characters XML 1.0 forbids become "?".
  static func xml(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case _ where c.value < 0x20 && c != "\n" && c != "\t": out += "?"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  // MARK: Markdown

  public static func markdown(_ items: [Item]) -> String {
    var out = "## Legible scan\n\n"
    let failing = items.reduce(0) { $0 + $1.result.findings.filter { $0.level == .error }.count }
    out += "\(items.count) screenshot\(items.count == 1 ? "" : "s"), \(failing) finding\(failing == 1 ? "" : "s") at error level.\n\n"
    for (path, r) in items {
      out += "### `\(path)`\n\n"
      if r.findings.isEmpty {
        out += "No findings (\(r.textRegions.count) text lines checked).\n\n"
        continue
      }
      out += "| level | rule | contrast | needs | colors | where (px) |\n|---|---|---|---|---|---|\n"
      for f in r.findings {
        let b = f.boxes[0]
        let contrast = f.ratio.map { WCAG.formatRatio($0) + ":1" } ?? "–"
        let needs = f.required.map { "\($0):1" } ?? "–"
        let colors = f.colors.map { "`\($0.opaqueHex)`" }.joined(separator: " on ")
        out += "| \(f.level.rawValue) | \(f.rule.id) | \(contrast) | \(needs) | \(colors) | \(b.x),\(b.y) \(b.width)×\(b.height) |\n"
      }
      out += "\n"
    }
    return out
  }
}

extension String {
  func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
