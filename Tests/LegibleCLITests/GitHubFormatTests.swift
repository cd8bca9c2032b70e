import Foundation
import Testing

@testable import LegibleCLI

/// `--format github` on scan, palette, check and merge: workflow commands on stdout, the job
/// summary appended to `$GITHUB_STEP_SUMMARY`.
@Suite struct GitHubFormatTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func path(_ relative: String) -> String { Self.root.appendingPathComponent(relative).path }

  func tempFile() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("legible-summary-\(UUID().uuidString).md")
      .path
  }

  /// (kind, file, line, message) of each `::…` line; any other line fails the test.
  func commands(_ stdout: String) -> [(kind: String, file: String?, line: String?, message: String)] {
    stdout.split(separator: "\n").map { line in
      #expect(line.hasPrefix("::"), "not a workflow command: \(line)")
      let body = line.dropFirst(2)
      let end = body.range(of: "::")!
      var props: [String: String] = [:]
      let head = body[..<end.lowerBound].split(separator: " ", maxSplits: 1)
      for p in head.dropFirst().first?.split(separator: ",") ?? [] {
        let kv = p.split(separator: "=", maxSplits: 1)
        props[String(kv[0])] = String(kv[1])
      }
      return (String(head[0]), props["file"], props["line"], String(body[end.upperBound...]))
    }
  }

  @Test func paletteAnnotatesTokensAndAppendsTheSummary() throws {
    let summary = tempFile()
    defer { try? FileManager.default.removeItem(atPath: summary) }
    try "earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
    let palette = path("Palettes/acme-failing.palette.json")
    let run = CapturedRun(
      ["palette", palette, "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": Self.root.path])
    #expect(run.status == 1)
    let found = commands(run.stdout)
    #expect(!found.isEmpty)
    #expect(
      found.allSatisfy {
        $0.kind == "error" && $0.file == "Palettes/acme-failing.palette.json" && $0.line != nil
      })
    let text = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(text.hasPrefix("earlier step\n## Legible palette: "), "the summary is appended, not overwritten")
    #expect(text.contains("\(found.count) findings: \(found.count) error(s)"))
  }

  @Test func scanPutsThePixelBoxInTheMessage() {
    let run = CapturedRun(
      ["scan", path("Samples/form_dark.png"), "--format", "github"],
      environment: ["GITHUB_WORKSPACE": Self.root.path])
    #expect(run.status == 1)
    let found = commands(run.stdout)
    #expect(found.count == 5, "form_dark.png has 5 failing text lines (README)")
    #expect(found.allSatisfy { $0.file == "Samples/form_dark.png" && $0.line == nil })
    #expect(found.first?.message.hasSuffix("at x 73, y 542 (304×31 px)") == true)
  }

  @Test func checkAndMergeChooseTheSameWriter() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-gh-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let inputs = [path("Palettes/acme-failing.palette.json"), path("Samples/form_dark.png")]
    let env = ["GITHUB_WORKSPACE": Self.root.path]
    let check = CapturedRun(["check"] + inputs + ["--format", "github"], environment: env)
    #expect(check.status == 1)
    let json = CapturedRun(["check"] + inputs + ["--format", "json", "-o", dir + "/r.json"])
    #expect(json.status == 1)
    let merge = CapturedRun(["merge", dir + "/r.json", "--format", "github"], environment: env)
    #expect(merge.stdout == check.stdout)
    let files = Set(commands(check.stdout).compactMap(\.file))
    #expect(files == ["Palettes/acme-failing.palette.json", "Samples/form_dark.png"])
  }

  @Test func relativePathsLoseTheirDotSlashAndOutsidePathsStayAbsolute() {
    #expect(GitHubFormat.relative("./a/b.png", to: "/repo") == "a/b.png")
    #expect(GitHubFormat.relative("/repo/a/b.png", to: "/repo") == "a/b.png")
    #expect(GitHubFormat.relative("/repo/a/b.png", to: "/repo/") == "a/b.png")
    #expect(GitHubFormat.relative("/repository/b.png", to: "/repo") == "/repository/b.png")
  }
}
