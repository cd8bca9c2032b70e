import ColorScience
import Findings
import JSONSupport
import Pixels
import ScreenScan

/// Machine formats for scan results: SARIF 2.1.0 (code scanning), JUnit XML (CI test
/// reports) and Markdown (pull-request comments). Each takes (path, result) pairs in input
/// order and renders one document.
package enum ScanReports {
  package typealias Item = (path: String, result: ScanResult)

  /// The rules a scan reports; SARIF lists them all, found or not.
  static let rules = Rule.allCases.filter { $0.subject == .screenshot }

  // MARK: SARIF 2.1.0

  package static func sarif(_ items: [Item], version: String) -> String {
    let findings = items.flatMap { item in
      item.result.findings.map { Finding.from(scan: $0, image: item.path, imageHeight: item.result.height) }
    }
    return SARIFLog.render(findings, rules: rules, version: version)
  }

  /// A relative path stays relative (SARIF resolves it against the checkout); `-` is stdin.
  static func uri(_ path: String) -> String {
    var p = path == "-" ? "stdin" : path
    while p.hasPrefix("./") { p.removeFirst(2) }
    return p.split(separator: "/", omittingEmptySubsequences: false).map { percentEncode(String($0)) }.joined(
      separator: "/")
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
  package static func junit(_ items: [Item], errors: [(path: String, message: String)] = []) -> String {
    var suites: [JUnitXML.Suite] = []
    for (path, r) in items {
      var cases: [JUnitXML.TestCase] = r.textRegions.map { t in
        let name =
          "text at x \(t.box.x), y \(t.box.y): \(t.foreground.opaqueHex) on \(t.background.opaqueHex)"
        let outcome: JUnitXML.Outcome
        switch t.outcome {
        case .pass: outcome = .passed
        case .fail:
          outcome = .failed(
            type: Rule.textContrast.id, message: "\(WCAG.formatRatio(t.ratio)):1 is below \(t.required):1")
        case .needsReview: outcome = .skipped(message: "needs review: \(t.reviewReason ?? "")")
        }
        return JUnitXML.TestCase(classname: path, name: name, outcome: outcome)
      }
      for f in r.findings where f.rule != .textContrast {
        cases.append(
          .init(classname: path, name: f.rule.id, outcome: .failed(type: f.rule.id, message: f.message)))
      }
      suites.append(.init(name: path, cases: cases))
    }
    for e in errors {
      suites.append(
        .init(
          name: e.path, cases: [.init(classname: e.path, name: "read", outcome: .error(message: e.message))]))
    }
    return JUnitXML(name: "legible scan", suites: suites).document
  }

  /// Text escaped for XML and HTML alike (element text and quoted attributes): the JUnit
  /// reports and the HTML report share it. Control characters XML 1.0 forbids become "?".
  static func xml(_ s: String) -> String {
    var out = ""
    var hashes = 0
    for c in s.unicodeScalars {
      defer { hashes = c == "#" ? hashes + 1 : 0 }
      switch c {
      // `##[` as `##&#91;` (the same text): a report printed in a GitHub Actions log cannot
      // carry the runner's older `##[command]` syntax (see `DisplayText`).
      case "[" where hashes >= 2: out += "&#91;"
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

  package static func markdown(_ items: [Item]) -> String {
    var out = "## Legible scan\n\n"
    let failing = items.reduce(0) { $0 + $1.result.findings.filter { $0.level == .error }.count }
    out +=
      "\(items.count) screenshot\(items.count == 1 ? "" : "s"), \(failing) finding\(failing == 1 ? "" : "s") at error level.\n\n"
    for (path, r) in items {
      out += "### \(DisplayText.markdownCode(path))\n\n"
      if r.findings.isEmpty {
        out += "No findings (\(r.textRegions.count) text lines checked).\n\n"
        continue
      }
      out += "| level | rule | contrast | needs | colors | where (px) |\n|---|---|---|---|---|---|\n"
      for f in r.findings {
        let b = f.boxesPlaceFirst[0]
        let contrast = f.ratio.map { WCAG.formatRatio($0) + ":1" } ?? "–"
        let needs = f.required.map { "\($0):1" } ?? "–"
        let colors = f.colors.map { "`\($0.opaqueHex)`" }.joined(separator: " on ")
        out +=
          "| \(f.level.rawValue) | \(f.rule.id) | \(contrast) | \(needs) | \(colors) | \(b.x),\(b.y) \(b.width)×\(b.height) |\n"
      }
      out += "\n"
    }
    return out
  }
}

extension String {
  func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
