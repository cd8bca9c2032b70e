import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

struct PaletteCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let failing = root.appendingPathComponent("Palettes/acme-failing.palette.json").path
  static let passing = root.appendingPathComponent("Palettes/acme-passing.palette.json").path

  @Test func exitCodes() {
    #expect(CapturedRun(["palette", Self.passing]).status == 0)
    let fail = CapturedRun(["palette", Self.failing])
    #expect(fail.status == 1)
    #expect(
      fail.stdout.contains(
        "acme-failing.palette.json:7:52: error: text.secondary on bg.page: contrast 3.26:1 is below 4.5:1"))
    #expect(CapturedRun(["palette", Self.failing, "--fail-on", "never"]).status == 0)
    let missing = CapturedRun(["palette", "/nonexistent/palette.json"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "Error: /nonexistent/palette.json: no such file or folder\n")
  }

  static let real = root.appendingPathComponent(
    "Tests/PaletteReviewTests/Fixtures/palettes-real/dtcg-examples")

  @Test func nothingPassesUnchecked() throws {
    // Apple's system colors name no pair: exit 2 with a policy to start from.
    let apple = Self.real.appendingPathComponent("apple-hig.resolver.json").path
    let run = CapturedRun(["palette", apple])
    #expect(run.status == 2)
    #expect(run.stderr.contains("nothing was checked"))
    #expect(run.stderr.contains("{\"palette\": {\"pairs\": [\n  {\"foreground\": \"color."))
    // --init-policy writes one; with it, the palette is checked.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-init-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let policy = dir.appendingPathComponent("policy.json").path
    #expect(CapturedRun(["palette", apple, "--init-policy", policy]).status == 0)
    let checked = CapturedRun(["palette", apple, "--config", policy, "--format", "json"])
    #expect(checked.status != 2, "\(checked.stderr)")
    let variants = try #require(try checked.json()["variants"] as? [String: [String: Any]])
    #expect(variants.values.allSatisfy { ($0["pairs"] as? [Any])?.isEmpty == false })
  }

  @Test func inferredPairsExplainThemselves() throws {
    let fluent = Self.real.appendingPathComponent("microsoft-fluent.resolver.json").path
    let json = try CapturedRun(["palette", fluent, "--format", "json"]).json()
    let standard = try #require(
      (json["variants"] as? [String: [String: Any]])?["standard"]?["pairs"] as? [[String: Any]])
    #expect(
      standard.contains {
        $0["foreground"] as? String == "semanticColors.accentButtonText"
          && $0["inferredBy"] as? String == "stem accentButton"
      })
    #expect(
      !standard.contains {
        $0["foreground"] as? String == "semanticColors.accentButtonText"
          && $0["background"] as? String == "semanticColors.bodyBackground"
      })
    let themes = try #require((json["palette"] as? [String: Any])?["themes"] as? [[String: Any]])
    #expect(themes.map { $0["name"] as? String } == ["default", "inverted"])
    let text = CapturedRun(["palette", fluent, "--explain-pairs"]).stdout
    #expect(
      text.contains(
        "semanticColors.accentButtonText on semanticColors.accentButtonBackground (text): stem accentButton"))
    #expect(
      text.contains(
        "semanticColors.buttonTextHovered on semanticColors.buttonBackgroundHovered (text): stem button, both hovered"
      ))
    #expect(text.contains("inverted (standard):"))
  }

  @Test(arguments: [
    "Palettes/acme-failing.palette.json", "Tests/PaletteReviewTests/Fixtures/fix/tokens.json",
    "Tests/PaletteReviewTests/Fixtures/fix/resolver/fix.resolver.json",
    "Tests/PaletteReviewTests/Fixtures/fix/material-theme.json",
    "Tests/PaletteReviewTests/Fixtures/fix/Fix.xcassets",
  ])
  func fixOutThenRecheckExitsZero(_ name: String) throws {
    let input = Self.root.appendingPathComponent(name).path
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-fixout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("fixed").path
    #expect(CapturedRun(["palette", input]).status == 1)
    let fix = CapturedRun(["palette", input, "--fix-out", out])
    #expect(fix.stderr.contains("re-checks clean"), "\(fix.stderr)")
    let again = CapturedRun(["palette", out])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
  }

  @Test func sarifLocatesTheTokenDefinition() throws {
    let run = CapturedRun(["palette", Self.failing, "--format", "sarif"])
    let sarif = try run.json()
    #expect(sarif["version"] as? String == "2.1.0")
    let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    let first = try #require(
      results.first {
        ($0["message"] as? [String: Any])?["text"] as? String == nil
          ? false
          : (($0["message"] as! [String: Any])["text"] as! String).hasPrefix("text.secondary on bg.page")
      })
    let location = try #require(
      (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 7)
    #expect(region["startColumn"] as? Int == 52)
    #expect(
      ((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix(
        "Palettes/acme-failing.palette.json") == true)
  }

  @Test func jsonJunitAndMarkdown() throws {
    let json = try CapturedRun(["palette", Self.failing, "--format", "json"]).json()
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["rule"] as? String == "contrast-regression" })
    #expect(findings.contains { ($0["fix"] as? [String: Any])?["color"] is String })
    let xml = CapturedRun(["palette", Self.failing, "--format", "junit"]).stdout
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse())
    #expect(xml.contains("<failure type=\"pair-contrast\""))
    let md = CapturedRun(["palette", Self.failing, "--format", "markdown"]).stdout
    #expect(md.contains("| pair | use | standard | increased contrast | dark |"))
    #expect(md.contains("| `text.secondary` on `bg.page` | text | ❌ **3.26:1** (min 4.5) |"))
    #expect(md.contains("collapse for deuteranopia"))
    #expect(!md.contains("3.260528"))  // figures for people, never raw floats
    let html = CapturedRun(["palette", Self.failing, "--format", "html"]).stdout
    #expect(
      html.hasPrefix("<!doctype html>")
        && html.contains("class=\"sw\" style=\"color:#8e8e93;background:#ffffff\""))
  }

  @Test func fixOutNeverTouchesTheInput() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("p.json").path
    try FileManager.default.copyItem(atPath: Self.failing, toPath: input)
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    let same = CapturedRun(["palette", input, "--fix-out", input])
    #expect(same.status == 2)
    #expect(same.stderr.contains("refusing to write over the input file"))
    let out = dir.appendingPathComponent("fixed.json").path
    let run = CapturedRun(["palette", input, "--fix-out", out])
    #expect(run.status == 1)
    #expect(FileManager.default.fileExists(atPath: out))
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    let recheck = try CapturedRun(["palette", out, "--format", "json"]).json()
    let remaining =
      (recheck["findings"] as? [[String: Any]])?.filter { $0["rule"] as? String == "pair-contrast" }.count
      ?? -1
    let originally =
      (try CapturedRun(["palette", input, "--format", "json"]).json()["findings"] as? [[String: Any]])?.filter
    { $0["rule"] as? String == "pair-contrast" }.count ?? -1
    #expect(remaining < originally)
  }
}
