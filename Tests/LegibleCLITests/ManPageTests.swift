import Foundation
import Testing

@testable import LegibleCLI

/// `legible man` rendered by man(1): every paragraph of every command survives roff, and the
/// conventional sections are there. Completions: shells and formats complete.
@Suite struct ManPageTests {
  /// Whitespace collapsed, so line filling does not matter.
  static func normalized(_ s: String) -> String {
    s.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The text a paragraph of the page should show: as written, with `'` and `.` at the start
  /// of a line being exactly what roff used to swallow.
  static func paragraphs() -> [String] {
    var out: [String] = []
    for c in Legible.commands.map(\.spec) {
      out.append(c.abstract)
      out.append(c.usage)
      out += c.arguments.map(\.help)
      out += c.options.map(\.help)
      if let d = c.discussion { out += d.components(separatedBy: "\n\n") }
    }
    out += ManCommand.environment.flatMap { [$0.0, $0.1] }
    out += ["EXIT STATUS", "ENVIRONMENT", "FILES", "legible.json"]
    return out.map(normalized).filter { !$0.isEmpty }
  }

  @Test func roffGuardsLinesThatWouldBeRequests() {
    #expect(ManCommand.text("see\n'legible merge'.\n.dot") == "see\n\\&'legible merge'.\n\\&.dot")
    #expect(ManCommand.text("one\n\ntwo") == "one\n.PP\ntwo")
  }

  /// man(1), when installed (`.ci/run` installs man-db and groff-base).
  static let man = ["/usr/bin/man", "/bin/man"].first(where: FileManager.default.isExecutableFile(atPath:))

  @Test func pageHasTheConventionalSections() {
    let page = CapturedRun(["man"]).stdout
    for section in ["EXIT STATUS", "ENVIRONMENT", "FILES"] { #expect(page.contains(".SH \(section)\n")) }
  }

  @Test(
    .enabled(
      if: ManPageTests.man != nil,
      "skipped: man(1) is not installed (apt-get install -y man-db groff-base), so the rendered page was not checked"
    ))
  func everyParagraphSurvivesRendering() throws {
    let page = CapturedRun(["man"]).stdout
    let man = try #require(Self.man)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString).1")
    try page.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: man)
    p.arguments = ["-l", file.path]
    p.environment = [
      "LC_ALL": "C.UTF-8", "MANWIDTH": "100", "MANPAGER": "cat", "PAGER": "cat", "PATH": "/usr/bin:/bin",
    ]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = Pipe()
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    let rendered = Self.normalized(String(decoding: data, as: UTF8.self))
    #expect(rendered.contains("LEGIBLE(1)"))
    for paragraph in Self.paragraphs() {
      #expect(rendered.contains(paragraph), "missing from the rendered page: \(paragraph)")
    }
  }

  /// Runs the bash completion function for `words` and returns what it offers.
  func bashComplete(_ words: [String]) throws -> [String] {
    let script = CapturedRun(["completions", "bash"]).stdout
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(UUID().uuidString).bash")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = [
      "-c",
      "source \"$1\"; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _legible; printf '%s\\n' \"${COMPREPLY[@]}\"",
      "bash", file.path,
    ]
    p.currentDirectoryURL = FileManager.default.temporaryDirectory
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesShellsAndFormats() throws {
    #expect(try bashComplete(["legible", "completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try bashComplete(["legible", "completions", "z"]) == ["zsh"])
    #expect(
      try bashComplete(["legible", "check", "--format", ""]) == [
        "text", "json", "sarif", "junit", "markdown", "html", "github", "xcode",
      ])
    #expect(try bashComplete(["legible", "scan", "--format", "g"]) == ["github"])
  }

  @Test func zshAndFishOfferShellsAndFormats() {
    let zsh = CapturedRun(["completions", "zsh"]).stdout
    #expect(zsh.contains(" '1:value:(bash zsh fish)';;"))
    #expect(zsh.contains(":value:(text json sarif junit markdown html github xcode)'"))
    let fish = CapturedRun(["completions", "fish"]).stdout
    #expect(
      fish.contains(
        "complete -c legible -n \"__fish_seen_subcommand_from completions\" -x -a 'bash zsh fish'"))
    #expect(
      fish.contains(
        "complete -c legible -n \"__fish_seen_subcommand_from check\" -l format -x -a 'text json sarif junit markdown html github xcode'"
      ))
  }
}
