import Findings

/// Diagnostics in the form compilers print them, the one writer behind `--format xcode`:
/// `file:line:column: error: message [rule-id]`, one per line.
///
/// This is the form clang and swiftc print, and what Xcode's issue navigator, SwiftPM's
/// build output (for a build-tool plugin's command) and most editors' "problem matchers" turn
/// into an error on the line. A palette finding sits at its token's line and column; a
/// screenshot has no lines, so its diagnostic names the file alone (`file: warning: …`) and
/// the message says where: "at x 40, y 853 (422×25 px)". Levels map to `error`, `warning`
/// and `note`; a finding's message is kept on one line (line breaks become spaces), since
/// each line is read as one diagnostic, and names from the inputs are escaped as in every
/// text output (`DisplayText`): no control character, no line that starts a GitHub
/// workflow command.
package enum XcodeDiagnostics {
  /// The diagnostic for `finding`, one line with its newline.
  package static func line(_ finding: Finding) -> String {
    var place = DisplayText.lineStart(finding.file)
    if let line = finding.line { place += ":\(line)" + (finding.column.map { ":\($0)" } ?? "") }
    return
      "\(place): \(finding.level.rawValue): \(text(GitHubAnnotations.message(finding))) [\(finding.rule.id)]\n"
  }

  /// Every finding's diagnostic in order, then one `error:` per input that could not be
  /// read. An error message that starts with its place (`file:line:column: …`, as palette
  /// errors do) is printed at that place, so it too lands on the line.
  package static func lines(_ findings: [Finding], errors: [String] = []) -> String {
    findings.map(line).joined() + errors.map(error).joined()
  }

  /// `message` as an error diagnostic, at the place it starts with if it starts with one.
  package static func error(_ message: String) -> String {
    let message = DisplayText.lineStart(text(message), isPath: false)
    guard let (place, rest) = leadingPlace(message) else { return "error: \(message)\n" }
    return "\(place): error: \(rest)\n"
  }

  /// `("file:3:5", "rest")` for "file:3:5: rest" (or "file:3: rest"); nil when the message
  /// does not begin with a file and a line number.
  static func leadingPlace(_ message: String) -> (place: String, rest: String)? {
    var searchStart = message.startIndex
    while let separator = message[searchStart...].firstRange(of: ": ") {
      let head = message[..<separator.lowerBound]
      let parts = head.split(separator: ":", omittingEmptySubsequences: false)
      let numbers = parts.reversed().prefix {
        !$0.isEmpty && $0.allSatisfy(\.isWholeNumber) && Int($0) != nil
      }.count
      if (1...2).contains(numbers), parts.count > numbers, !parts[0].isEmpty {
        return (String(head), String(message[separator.upperBound...]))
      }
      searchStart = separator.upperBound
    }
    return nil
  }

  /// Line breaks as spaces (one diagnostic is one line), then any other control character
  /// escaped as everywhere else (`DisplayText`): names in a message come from the inputs.
  static func text(_ s: String) -> String {
    DisplayText.escaped(s.replacingAll("\r", with: " ").replacingAll("\n", with: " "))
  }
}
