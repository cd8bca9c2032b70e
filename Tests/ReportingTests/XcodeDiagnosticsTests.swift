import Findings
import Pixels
import Testing

@testable import Reporting

/// A diagnostic read back the way Xcode and the usual gcc/clang problem matchers read one:
/// `file:line:column: level: message` (the column may be missing), or `file: level: message`
/// without a line, or `level: message` without a file.
struct ParsedDiagnostic: Equatable {
  var file: String?
  var line: Int?
  var column: Int?
  var level: String
  var message: String

  /// Nil unless `text` is one well-formed diagnostic line.
  init?(_ text: Substring) {
    let located = /^(.+?):(\d+)(?::(\d+))?: (error|warning|note): (.+)$/
    let fileOnly = /^([^:]+): (error|warning|note): (.+)$/
    let bare = /^(error|warning|note): (.+)$/
    if let m = text.wholeMatch(of: located) {
      (file, line, column, level, message) = (
        String(m.1), Int(m.2), m.3.flatMap { Int($0) }, String(m.4), String(m.5)
      )
    } else if let m = text.wholeMatch(of: fileOnly) {
      (file, level, message) = (String(m.1), String(m.2), String(m.3))
    } else if let m = text.wholeMatch(of: bare) {
      (level, message) = (String(m.1), String(m.2))
    } else {
      return nil
    }
  }

  static func parse(_ text: String) -> [ParsedDiagnostic?] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { ParsedDiagnostic($0) }
  }
}

@Suite struct XcodeDiagnosticsTests {
  let palette = Finding(
    rule: .pairContrast, level: .error, file: "/app/Sources/App/colors.tokens.json", line: 7, column: 18,
    variant: "light", tokens: ["text.secondary", "background.default"],
    message: "text.secondary on background.default is 2.85:1,\nneeds 4.5:1", fingerprint: "p")
  let screenshot = Finding(
    rule: .colorOnlyState, level: .warning, file: "/app/shots/home.png",
    boxes: [PixelBox(x: 40, y: 853, width: 422, height: 25)],
    message: "these 4 items show a state only by color", fingerprint: "s")
  let note = Finding(
    rule: .pairAPCA, level: .note, file: "/app/p.json", line: 1, column: 2, message: "low Lc",
    fingerprint: "n")

  @Test func eachFindingIsOneDiagnosticAtItsTokenWithItsRule() throws {
    let text = XcodeDiagnostics.lines([palette, screenshot, note])
    #expect(text.hasSuffix("\n"))
    let parsed = ParsedDiagnostic.parse(text)
    #expect(parsed.count == 3, "the message's line break must not start a second diagnostic")
    let p = try #require(parsed[0])
    #expect(p.file == palette.file && p.line == 7 && p.column == 18 && p.level == "error")
    #expect(p.message == "text.secondary on background.default is 2.85:1, needs 4.5:1 [pair-contrast]")
    let s = try #require(parsed[1])
    #expect(s.file == screenshot.file && s.line == nil && s.level == "warning")
    #expect(
      s.message == "these 4 items show a state only by color at x 40, y 853 (422×25 px) [color-only-state]")
    #expect(parsed[2]?.level == "note")
    #expect(parsed[2]?.message.hasSuffix("[\(Rule.pairAPCA.id)]") == true)
  }

  @Test func namesFromTheInputsCannotStartAnotherLine() throws {
    var hostile = palette
    hostile.file = "::error file=evil.json::\u{1b}]0;title\u{7}.json"
    hostile.message = "'a\r\n::warning::b' on bg"
    let text = XcodeDiagnostics.lines([hostile], errors: ["::error::x\ny"])
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.allSatisfy { !$0.hasPrefix("::") && !$0.contains("\u{1b}") && !$0.contains("\u{7}") }, "\(text)")
    let p = try #require(ParsedDiagnostic(lines[0]))
    #expect(p.file == "./::error file=evil.json::\\u{1b}]0;title\\u{7}.json" && p.line == 7)
    #expect(p.message == "'a  ::warning::b' on bg [pair-contrast]")
  }

  @Test func unreadableInputsAreErrorsAtTheirPlaceWhenTheyNameOne() throws {
    let parsed = ParsedDiagnostic.parse(
      XcodeDiagnostics.lines(
        [],
        errors: [
          "/app/t.tokens.json:3:14: 'text.x': expected a color", "/app/u.json:9: unexpected end",
          "'/app/missing.json': no such file or folder",
        ]))
    #expect(parsed.count == 3)
    let first = try #require(parsed[0])
    #expect(first == ParsedDiagnostic("/app/t.tokens.json:3:14: error: 'text.x': expected a color"))
    #expect(first.line == 3 && first.column == 14)
    #expect(parsed[1]?.file == "/app/u.json" && parsed[1]?.line == 9 && parsed[1]?.column == nil)
    #expect(parsed[2] == ParsedDiagnostic("error: '/app/missing.json': no such file or folder"))
    #expect(parsed.allSatisfy { $0?.level == "error" })
  }
}
