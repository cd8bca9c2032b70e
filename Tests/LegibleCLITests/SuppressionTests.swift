import Foundation
import Testing

@testable import LegibleCLI

/// Inline suppressions with a reason: per token in a palette, per region in legible.json.
/// Suppressed findings never fail a run, and every report lists them with the reason.
struct SuppressionTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Samples").standardizedFileURL.path

  func folder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("suppress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  func tokens(extensions: String) -> String {
    ##"""
    {"color": {"$type": "color",
      "text": {"muted": {"$value": "#999999"\##(extensions)}},
      "background": {"$value": "#ffffff"}}}
    """##
  }

  @Test func aTokenOptsOutOfARuleWithAReason() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("t.tokens.json")
    try Data(tokens(extensions: "").utf8).write(to: file)
    let before = CapturedRun(["palette", file.path, "--format", "json"])
    #expect(before.status == 1, "\(before.stderr)")

    let ext =
      #", "$extensions": {"legible": {"ignore": ["pair-contrast"], "reason": "placeholder text, decorative"}}"#
    try Data(tokens(extensions: ext).utf8).write(to: file)
    let after = CapturedRun(["palette", file.path, "--format", "json"])
    #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
    let json = try after.json()
    #expect((json["findings"] as? [Any])?.isEmpty == true)
    let suppressed = try #require(json["suppressed"] as? [[String: Any]])
    #expect(suppressed.count >= 1)
    #expect(suppressed.allSatisfy { $0["suppression"] as? String == "placeholder text, decorative" })
    let sarif = CapturedRun(["palette", file.path, "--format", "sarif"])
    #expect(sarif.stdout.contains("\"justification\": \"placeholder text, decorative\""))
    let text = CapturedRun(["palette", file.path])
    #expect(text.stdout.contains("suppressed by their tokens"))
  }

  @Test func aSuppressionNeedsAKnownRuleAndAReason() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("t.tokens.json")
    try Data(
      tokens(extensions: #", "$extensions": {"legible": {"ignore": ["pair-contrat"], "reason": "x"}}"#).utf8
    ).write(to: file)
    let typo = CapturedRun(["palette", file.path])
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("did you mean 'pair-contrast'?"), "\(typo.stderr)")
    try Data(tokens(extensions: #", "$extensions": {"legible": {"ignore": ["pair-contrast"]}}"#).utf8).write(
      to: file)
    let noReason = CapturedRun(["palette", file.path])
    #expect(noReason.status == 2)
    #expect(noReason.stderr.contains("needs a \"reason\""), "\(noReason.stderr)")
  }

  /// form_dark has five failing lines; a region of legible.json accepts the one at the top.
  @Test func aRegionOfAScreenshotIsAccepted() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(
      atPath: Self.samples + "/form_dark.png", toPath: dir.appendingPathComponent("form_dark.png").path)
    let first = CapturedRun(["check", dir.path, "--format", "json", "--quiet"])
    #expect(first.status == 1, "\(first.stderr)")
    let plain = try first.json()
    let all = try #require(plain["findings"] as? [[String: Any]])
    let target = try #require(all.first { ($0["boxes"] as? [[String: Int]])?.first?["y"] == 542 })
    let box = try #require((target["boxes"] as? [[String: Int]])?.first)
    let config: [String: Any] = [
      "suppress": [
        [
          "file": "*.png", "rule": "text-contrast",
          "reason": "the field's own placeholder, checked in design",
          "box": ["x": box["x"]!, "y": box["y"]!, "width": 4, "height": 4],
        ]
      ]
    ]
    try JSONSerialization.data(withJSONObject: config).write(to: dir.appendingPathComponent("legible.json"))
    let run = CapturedRun(["check", dir.path, "--format", "json", "--quiet"])
    let json = try run.json()
    let findings = try #require(json["findings"] as? [[String: Any]])
    let suppressed = try #require(json["suppressed"] as? [[String: Any]])
    #expect(findings.count == all.count - 1)
    #expect(suppressed.count == 1)
    #expect(suppressed.first?["suppression"] as? String == "the field's own placeholder, checked in design")
    let text = CapturedRun(["check", dir.path, "--quiet"])
    #expect(text.stdout.contains("1 suppressed"))
  }
}
