import Findings
import Pixels
import Testing

@testable import Reporting

/// A workflow command parsed back as the runner reads it ("Workflow commands for GitHub
/// Actions"): `::kind key=value,…::message`, values and message percent-decoded.
struct WorkflowCommand: Equatable {
  var kind: String
  var properties: [String: String]
  var message: String

  static func decode(_ s: Substring) -> String {
    var out = ""
    var rest = s[...]
    while let i = rest.firstIndex(of: "%") {
      out += rest[..<i]
      let code = rest[i...].prefix(3)
      switch code {
      case "%25": out += "%"
      case "%0D": out += "\r"
      case "%0A": out += "\n"
      case "%3A": out += ":"
      case "%2C": out += ","
      default: out += code
      }
      rest = rest[i...].dropFirst(code.count)
    }
    return out + rest
  }

  /// Nil unless `line` is one well-formed command: raw `:`/`,` inside a value, or a raw
  /// newline, would break it apart here as they would on the runner.
  init?(_ line: Substring) {
    guard line.hasPrefix("::"), !line.contains("\n"), !line.contains("\r") else { return nil }
    let body = line.dropFirst(2)
    guard let end = body.range(of: "::") else { return nil }
    let head = body[..<end.lowerBound]
    message = Self.decode(body[end.upperBound...])
    let parts = head.split(separator: " ", maxSplits: 1)
    kind = String(parts[0])
    properties = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: ",") {
        let kv = pair.split(separator: "=", maxSplits: 1)
        guard kv.count == 2, !kv[1].contains(":") else { return nil }
        properties[String(kv[0])] = Self.decode(kv[1])
      }
    }
  }

  static func parse(_ text: String) -> [WorkflowCommand?] {
    text.split(separator: "\n", omittingEmptySubsequences: true).map { WorkflowCommand($0) }
  }
}

@Suite struct GitHubAnnotationsTests {
  let palette = Finding(
    rule: .pairContrast, level: .error, file: "design/a,b:c%.json", line: 14, column: 9, variant: "dark",
    tokens: ["fg", "bg"], message: "fg on bg: 100% wrong,\r\nsecond line: here", fingerprint: "p")
  let screenshot = Finding(
    rule: .colorOnlyState, level: .warning, file: "shots/home.png",
    boxes: [PixelBox(x: 40, y: 853, width: 422, height: 25)],
    message: "these 4 items show a state only by color",
    fingerprint: "s")
  let note = Finding(
    rule: .pairAPCA, level: .note, file: "p.json", line: 1, column: 1, message: "low Lc", fingerprint: "n")

  @Test func commandsRoundTripThroughTheRunnersEscaping() throws {
    let parsed = WorkflowCommand.parse(GitHubAnnotations.commands([palette, screenshot, note]))
    #expect(parsed.count == 3)
    let p = try #require(parsed[0])
    #expect(p.kind == "error")
    #expect(
      p.properties == [
        "file": "design/a,b:c%.json", "line": "14", "col": "9",
        "title": GitHubAnnotations.title(.pairContrast),
      ])
    #expect(p.message == "fg on bg: 100% wrong,\r\nsecond line: here")
    #expect(p.properties["title"]!.hasPrefix("pair-contrast: " + Rule.pairContrast.title))

    let s = try #require(parsed[1])
    #expect(s.kind == "warning")
    #expect(s.properties["file"] == "shots/home.png")
    #expect(s.properties["line"] == nil && s.properties["col"] == nil)
    #expect(s.message == "these 4 items show a state only by color at x 40, y 853 (422×25 px)")

    #expect(parsed[2]?.kind == "notice")
  }

  @Test func unreadableInputsAreErrorsWithOrWithoutAFile() {
    let parsed = WorkflowCommand.parse(
      GitHubAnnotations.commands(
        [], errors: [(file: "x.png", message: "not a PNG"), (file: "", message: "y: missing")]))
    #expect(parsed.map { $0?.properties["file"] } == ["x.png", nil])
    #expect(parsed.map { $0?.message } == ["not a PNG", "y: missing"])
    #expect(parsed.allSatisfy { $0?.kind == "error" })
  }

  @Test func summaryCountsByRuleAndLevelAndListsEveryFinding() {
    let md = GitHubAnnotations.summary([palette, screenshot, note, palette], title: "Legible check")
    #expect(md.hasPrefix("## Legible check\n\n4 findings: 2 error(s), 1 warning(s), 1 note(s)."))
    #expect(md.contains("| `pair-contrast` | \(Rule.pairContrast.title) | 2 | 0 | 0 |"))
    #expect(md.contains("| `color-only-state` | \(Rule.colorOnlyState.title) | 0 | 1 | 0 |"))
    #expect(md.contains("| `pair-apca` | \(Rule.pairAPCA.title) | 0 | 0 | 1 |"))
    #expect(!md.contains("`text-contrast`"))
    // The CR LF inside the palette message stays inside its table row, shown as `\\r\\n`
    // (backslashes escaped in the Markdown source).
    let rows = md.split(separator: "\n").filter {
      $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") || $0.hasPrefix("| note |")
    }
    #expect(rows.count == 4)
    #expect(
      rows[0]
        == "| error | `pair-contrast` | design/a,b:c%.json:14:9 | fg on bg: 100% wrong,\\\\r\\\\nsecond line: here |"
    )
    #expect(rows[1].contains("shots/home.png") && rows[1].contains("at x 40, y 853 (422×25 px)"))
  }

  @Test func summaryStopsListingAtTheLimit() {
    let md = GitHubAnnotations.summary(Array(repeating: note, count: 5), limit: 2)
    #expect(md.split(separator: "\n").filter { $0.hasPrefix("| note |") }.count == 2)
    #expect(md.contains("3 more finding(s) not listed."))
  }

  @Test func cleanRunSaysSo() {
    #expect(
      GitHubAnnotations.summary([]) == "## Legible\n\n0 findings: 0 error(s), 0 warning(s), 0 note(s).\n\n")
    #expect(GitHubAnnotations.commands([]).isEmpty)
  }
}
