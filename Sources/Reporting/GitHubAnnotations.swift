import Findings
import Pixels

/// GitHub Actions output, the one writer behind every `--format github`: workflow commands
/// that annotate files in a pull request, and a Markdown job summary.
///
/// A finding becomes `::error file=…,line=…,col=…,title=…::message` (`::warning`, and
/// `::notice` for notes), following GitHub's "Workflow commands for GitHub Actions": in the
/// message `%`, CR and LF are percent-encoded; in a property value `:` and `,` are too, since
/// they separate properties. Palette findings sit at the token's line and column. A
/// screenshot has no lines, so its annotation is on the file and the message says where:
/// "at x 40, y 853 (422×25 px)". Titles come from the rule catalog.
package enum GitHubAnnotations {
  /// The annotation for `finding`, one line with its newline.
  package static func command(_ finding: Finding) -> String {
    var properties = ["file=" + property(finding.file)]
    if let line = finding.line {
      properties.append("line=\(line)")
      if let column = finding.column { properties.append("col=\(column)") }
    }
    properties.append("title=" + property(title(finding.rule)))
    return "::\(kind(finding.level)) \(properties.joined(separator: ","))::\(data(message(finding)))\n"
  }

  /// Every finding's annotation in order, then one `::error` per input that could not be
  /// read, so a log with no other findings still says which file stopped the run (an
  /// error with an empty `file` is a message alone, as `check` keeps them).
  package static func commands(_ findings: [Finding], errors: [(file: String, message: String)] = [])
    -> String
  {
    var out = findings.map(command).joined()
    for e in errors {
      let file = e.file.isEmpty ? "" : "file=\(property(e.file)),"
      out += "::error \(file)title=\(property("Unreadable input"))::\(data(e.message))\n"
    }
    return out
  }

  /// The workflow command for a level: `error`, `warning` or `notice`.
  package static func kind(_ level: Level) -> String {
    switch level {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// "text-contrast: Text contrast below the WCAG minimum…", the catalog's words.
  package static func title(_ rule: Rule) -> String { "\(rule.id): \(rule.title)" }

  /// The finding's message (palette messages already name the variant and the fix), and
  /// where it is in a screenshot.
  package static func message(_ f: Finding) -> String {
    var text = f.message
    if let b = f.boxes.first { text += " at x \(b.x), y \(b.y) (\(b.width)×\(b.height) px)" }
    return text
  }

  /// A command's message: `%`, CR and LF percent-encoded, and `##[` broken as text output
  /// breaks it (`DisplayText.legacyCommandFree`). GitHub decodes no escape for `#`, so that
  /// one shows as `#\u{23}[`; it is there because the runner falls back to the older
  /// `##[command]` syntax, found anywhere in a line, whenever it cannot read a `::` command.
  package static func data(_ s: String) -> String {
    let s = DisplayText.legacyCommandFree(s)
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// A property value: as `data`, plus `:` and `,`.
  package static func property(_ s: String) -> String {
    data(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }

  // MARK: Job summary

  /// The Markdown job summary (`$GITHUB_STEP_SUMMARY`): totals, a table of counts by rule and
  /// level, and the findings. Beyond `limit` rows the table says how many it left out, so
  /// a large run stays under GitHub's 1 MiB summary limit.
  package static func summary(
    _ findings: [Finding], errors: [(file: String, message: String)] = [], title: String = "Legible",
    limit: Int = 500
  ) -> String {
    let count = { (level: Level) in findings.filter { $0.level == level }.count }
    var out = "## \(title)\n\n"
    out +=
      "\(findings.count) finding\(findings.count == 1 ? "" : "s"): \(count(.error)) error(s), \(count(.warning)) warning(s), \(count(.note)) note(s)"
    out += errors.isEmpty ? ".\n\n" : "; \(errors.count) input(s) could not be read.\n\n"
    guard !findings.isEmpty || !errors.isEmpty else { return out }
    if !findings.isEmpty {
      out += "| rule | title | error | warning | note |\n|---|---|---:|---:|---:|\n"
      for rule in Rule.allCases {
        let fs = findings.filter { $0.rule == rule }
        guard !fs.isEmpty else { continue }
        let n = { (level: Level) in fs.filter { $0.level == level }.count }
        out += "| `\(rule.id)` | \(cell(rule.title)) | \(n(.error)) | \(n(.warning)) | \(n(.note)) |\n"
      }
      out += "\n| level | rule | where | message |\n|---|---|---|---|\n"
      for f in findings.prefix(limit) {
        out += "| \(f.level.rawValue) | `\(f.rule.id)` | \(cell(place(f))) | \(cell(message(f))) |\n"
      }
      if findings.count > limit { out += "\n\(findings.count - limit) more finding(s) not listed.\n" }
      out += "\n"
    }
    for e in errors {
      out +=
        "- could not read" + (e.file.isEmpty ? "" : " \(DisplayText.markdownCode(e.file))")
        + ": \(cell(e.message))\n"
    }
    if !errors.isEmpty { out += "\n" }
    return out
  }

  /// `file:line:col` for a token, the file for a screenshot (the box is in the message).
  static func place(_ f: Finding) -> String {
    var s = f.file
    if let l = f.line { s += ":\(l)" + (f.column.map { ":\($0)" } ?? "") }
    return s
  }

  /// A Markdown table cell: names from the inputs are shown, never rendered (`DisplayText.markdown`).
  static func cell(_ s: String) -> String { DisplayText.markdown(s) }
}

extension String {
  /// `self` with every `target` replaced, without Foundation.
  /// Works on Unicode scalars, so "\r\n" (one Character) still loses both of its halves.
  func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
    var out = ""
    for c in unicodeScalars { if c == target { out += replacement } else { out.unicodeScalars.append(c) } }
    return out
  }
}
