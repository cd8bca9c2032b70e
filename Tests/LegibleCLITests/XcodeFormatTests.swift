import Foundation
import Testing

@testable import LegibleCLI

/// `--format xcode` on palette, check and scan (compiler-style diagnostics, what Xcode's Run
/// Script phases and the SwiftPM build plugin show on the line), and `check --palettes-only`,
/// which the build plugin passes with every file of a target that might be a palette.
@Suite struct XcodeFormatTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func path(_ relative: String) -> String { Self.root.appendingPathComponent(relative).path }

  /// (file, line, column, level, message) of each diagnostic; any other line fails the test.
  func diagnostics(_ stdout: String) -> [(
    file: String, line: Int?, column: Int?, level: String, message: String
  )] {
    stdout.split(separator: "\n").compactMap { text in
      if let m = text.wholeMatch(of: /^(.+?):(\d+):(\d+): (error|warning|note): (.+)$/) {
        return (String(m.1), Int(m.2), Int(m.3), String(m.4), String(m.5))
      }
      if let m = text.wholeMatch(of: /^([^:]+): (error|warning|note): (.+)$/) {
        return (String(m.1), nil, nil, String(m.2), String(m.3))
      }
      Issue.record("not a diagnostic: \(text)")
      return nil
    }
  }

  @Test func paletteFindingsSitOnTheirTokensLineWithAnAbsolutePath() throws {
    // A relative path, from the repository's root: the diagnostic's path is made absolute
    // (Xcode attaches a diagnostic to a file only by its full path).
    let run = try BuiltBinary.run(
      ["palette", "./Palettes/../Palettes/acme-failing.palette.json", "--format", "xcode"],
      directory: Self.root.path)
    #expect(run.status == 1)
    let found = diagnostics(run.stdout)
    #expect(!found.isEmpty)
    let absolute = path("Palettes/acme-failing.palette.json")
    #expect(
      found.allSatisfy { $0.file == absolute && $0.line != nil && $0.column != nil && $0.level == "error" })
    #expect(found.allSatisfy { $0.message.contains(/\ \[[a-z]+(-[a-z]+)*\]$/) }, "each ends with its rule id")
    // The line is the token's: the text names a token that is defined on that line.
    let lines = try String(contentsOfFile: path("Palettes/acme-failing.palette.json"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(found.first)
    let token = try #require(first.message.split(separator: " ").first)
    let leaf = String(token.split(separator: ".").last ?? token)
    #expect(lines[first.line! - 1].contains("\"\(leaf)\""), "line \(first.line!) should define '\(token)'")
  }

  @Test func checkAndScanWriteTheSameFormat() {
    let scan = CapturedRun(["scan", path("Samples/form_dark.png"), "--format", "xcode"])
    #expect(scan.status == 1)
    let shots = diagnostics(scan.stdout)
    #expect(shots.count == 5, "form_dark.png has 5 failing text lines (README)")
    #expect(shots.allSatisfy { $0.file == path("Samples/form_dark.png") && $0.line == nil })
    let check = CapturedRun(["check", path("Samples/form_dark.png"), "--format", "xcode"])
    #expect(check.stdout == scan.stdout)
  }

  @Test func aBrokenConfigIsAnErrorOnItsLine() throws {
    let config = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-xcode-\(UUID().uuidString).json"
    )
    .path
    defer { try? FileManager.default.removeItem(atPath: config) }
    try "{\n  \"palette\": { \"apca\": \"high\" }\n}\n".write(
      toFile: config, atomically: true, encoding: .utf8)
    let palette = path("Palettes/acme-passing.palette.json")
    let run = CapturedRun(["check", palette, "--config", config, "--format", "xcode"])
    #expect(run.status == 2)
    let found = diagnostics(run.stderr)
    #expect(found.count == 1)
    #expect(
      found.first?.file == config && found.first?.line == 2 && found.first?.level == "error", "\(run.stderr)")
    // Other formats keep the sentence for people.
    let text = CapturedRun(["check", palette, "--config", config])
    #expect(text.stderr.hasPrefix("Error: \(config):2:"), "\(text.stderr)")
  }

  @Test func mergeWritesWhatCheckWrote() throws {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-xcode-\(UUID().uuidString).json"
    )
    .path
    defer { try? FileManager.default.removeItem(atPath: report) }
    let inputs = [path("Palettes/acme-failing.palette.json"), path("Samples/form_dark.png")]
    let check = CapturedRun(["check"] + inputs + ["--format", "xcode"])
    #expect(check.status == 1)
    #expect(CapturedRun(["check"] + inputs + ["--format", "json", "-o", report]).status == 1)
    let merge = CapturedRun(["merge", report, "--format", "xcode"])
    #expect(merge.stdout == check.stdout)
    #expect(Set(diagnostics(merge.stdout).map(\.file)) == Set(inputs))
  }

  @Test func palettesOnlySkipsWhatIsNotAPaletteInsteadOfFailing() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-xcode-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let tokens = dir.appendingPathComponent("colors.tokens.json").path
    try FileManager.default.copyItem(atPath: path("Palettes/acme-failing.palette.json"), toPath: tokens)
    let notes = dir.appendingPathComponent("notes.json").path
    try #"{"title": "not a palette"}"#.write(toFile: notes, atomically: true, encoding: .utf8)
    let shot = dir.appendingPathComponent("icon.png").path
    try FileManager.default.copyItem(atPath: path("Samples/form_dark.png"), toPath: shot)

    // Named, a file that is not a palette is an error at its place, and a PNG is scanned.
    let plain = CapturedRun(["check", tokens, notes, shot, "--format", "xcode"])
    #expect(plain.status == 2)
    #expect(plain.stdout.contains("\(notes):1:1: error: not a recognized palette"), "\(plain.stdout)")
    #expect(diagnostics(plain.stdout).contains { $0.file == shot })

    // With --palettes-only the tool decides: the palette is checked, the rest skipped quietly.
    let only = CapturedRun(["check", tokens, notes, shot, "--format", "xcode", "--palettes-only"])
    #expect(only.status == 1)
    #expect(only.stderr.isEmpty, "\(only.stderr)")
    let found = diagnostics(only.stdout)
    #expect(!found.isEmpty && found.allSatisfy { $0.file == tokens && $0.line != nil })

    // Nothing that is a palette: nothing to do, which a build plugin accepts with --allow-empty.
    #expect(CapturedRun(["check", notes, shot, "--palettes-only", "--allow-empty"]).status == 0)
  }
}
