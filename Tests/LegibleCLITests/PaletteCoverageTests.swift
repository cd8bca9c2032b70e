import Foundation
import Testing

/// What a palette check did not verify reaches every output, and `--fix-out` reports what it
/// wrote from the file read back (issue 34).
struct PaletteCoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let handwritten = root.appendingPathComponent("Tests/PaletteReviewTests/Fixtures/handwritten")

  static func folder(_ files: [String: String]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-coverage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return dir
  }

  static let unpairedTokens = """
    {"text": {"$type": "color", "default": {"$value": "#111111"}, "hero": {"$value": "#777777"}},
     "background": {"$type": "color", "default": {"$value": "#ffffff"}}}
    """

  /// Listed in JSON (by theme, with the reason), SARIF (run properties and a result),
  /// Markdown and text; a warning, so the exit status stays 0.
  @Test func uncheckedForegroundsAreInEveryFormat() throws {
    let dir = try Self.folder(["tokens.json": Self.unpairedTokens])
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("tokens.json").path
    let json = CapturedRun(["palette", path, "--format", "json"])
    #expect(json.status == 0, "\(json.stderr)")
    let unchecked = try #require(try json.json()["unchecked"] as? [String: [[String: String]]])
    #expect(unchecked["standard"]?.map { $0["token"] } == ["text.hero"])
    #expect(unchecked["standard"]?.first?["reason"]?.isEmpty == false)
    let sarif = CapturedRun(["palette", path, "--format", "sarif"])
    let run = try #require((try sarif.json()["runs"] as? [[String: Any]])?.first)
    let properties = try #require(
      (run["properties"] as? [String: Any])?["unchecked"] as? [String: [[String: String]]])
    #expect(properties["standard"]?.first?["token"] == "text.hero")
    #expect(
      (run["results"] as? [[String: Any]])?.contains {
        $0["ruleId"] as? String == "palette-unchecked" && $0["level"] as? String == "warning"
      } == true)
    #expect(
      CapturedRun(["palette", path, "--format", "markdown"]).stdout.contains(
        "### Not checked in standard: 1 foreground(s)"))
    let text = CapturedRun(["palette", path]).stdout
    #expect(text.contains("not checked: 1 foreground"))
    #expect(text.contains("    text.hero: "))
  }

  /// `legible check` reads the config's severity: `palette-unchecked` raised to error fails.
  @Test func theWarningCanBeRaisedToAnError() throws {
    let dir = try Self.folder(["brand.tokens.json": Self.unpairedTokens])
    defer { try? FileManager.default.removeItem(at: dir) }
    let warned = CapturedRun(["check", dir.path, "--quiet", "--format", "json"])
    #expect(warned.status == 0, "\(warned.stdout)")
    try "{\"severity\": {\"palette-unchecked\": \"error\"}}".write(
      to: dir.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
    let raised = CapturedRun(["check", dir.path, "--quiet", "--format", "json"])
    #expect(raised.status == 1)
    let findings = try #require(try raised.json()["findings"] as? [[String: Any]])
    #expect(
      findings.contains { $0["rule"] as? String == "palette-unchecked" && $0["level"] as? String == "error" })
  }

  /// The fixed file is read back and checked: stderr lists each changed token with its old
  /// and new color and ΔE00, and says it re-checks clean only then.
  @Test func fixOutListsEveryChangeFromTheFileWritten() throws {
    let dir = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("fixed.json").path
    let run = CapturedRun([
      "palette", Self.handwritten.appendingPathComponent("accent-button.palette.json").path, "--fix-out", out,
    ])
    #expect(run.stderr.contains("1 token changed:"), "\(run.stderr)")
    #expect(run.stderr.contains("standard: bg.accent: #4a90e2 → #"))
    #expect(run.stderr.contains("re-checks clean with the same policy (read back and checked again)"))
    let after = CapturedRun(["palette", out])
    #expect(after.status == 0, "\(after.stdout)")
  }
}
