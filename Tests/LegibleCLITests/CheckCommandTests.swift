import Foundation
import Testing

@testable import LegibleCLI
@testable import PaletteReview

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `legible check` end to end on a fixture repository laid out like a real app: palettes in
/// two formats, an asset catalog and a folder of screenshots.
struct CheckCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A fresh copy of the fixture app under a temporary folder.
  static func makeApp() throws -> URL {
    let fm = FileManager.default
    let app = fm.temporaryDirectory.appendingPathComponent("legible-app-\(UUID().uuidString)")
    try fm.createDirectory(at: app.appendingPathComponent("design"), withIntermediateDirectories: true)
    try fm.createDirectory(at: app.appendingPathComponent("screenshots"), withIntermediateDirectories: true)
    try fm.copyItem(
      at: root.appendingPathComponent("Palettes/acme-failing.palette.json"),
      to: app.appendingPathComponent("design/acme.palette.json"))
    try """
    {"color": {"$type": "color", "text": {"primary": {"$value": "#1c1c1e"}, "muted": {"$value": "#9a9a9a"}},
     "bg": {"default": {"$value": "#ffffff"}}}}
    """.write(to: app.appendingPathComponent("design/brand.tokens.json"), atomically: true, encoding: .utf8)
    let set = app.appendingPathComponent("App/Assets.xcassets/Accent.colorset")
    try fm.createDirectory(at: set, withIntermediateDirectories: true)
    try
      "{\"colors\": [{\"idiom\": \"universal\", \"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"0.0\", \"green\": \"0.478\", \"blue\": \"1.0\", \"alpha\": \"1\"}}}]}"
      .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    for name in ["form_dark.png", "settings_light.png"] {
      try fm.copyItem(
        at: root.appendingPathComponent("Samples/" + name),
        to: app.appendingPathComponent("screenshots/" + name))
    }
    try "{\"exclude\": [\"**/ignored/**\"], \"severity\": {\"contrast-regression\": \"warning\"}}"
      .write(to: app.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
    return app
  }

  @Test func baselineLifecycle() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let baseline = app.appendingPathComponent("legible-baseline.json").path
    let first = CapturedRun(["check", app.path, "--quiet", "--format", "json"])
    #expect(first.status == 1)
    let report = try first.json()
    #expect((report["palettes"] as? [String])?.count == 3)
    #expect((report["screenshots"] as? [String])?.count == 2)
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["rule"] as? String == "pair-contrast" })
    #expect(findings.contains { $0["rule"] as? String == "text-contrast" })
    // The config lowered regressions to warnings.
    #expect(
      findings.filter { $0["rule"] as? String == "contrast-regression" }.allSatisfy {
        $0["level"] as? String == "warning"
      })
    // Accept the current state.
    let update = CapturedRun(["check", app.path, "--quiet", "--baseline", baseline, "--update-baseline"])
    #expect(update.status == 0)
    let second = CapturedRun(["check", app.path, "--quiet", "--baseline", baseline])
    #expect(second.status == 0, "\(second.stdout)")
    #expect(second.stdout.contains("known (baseline)"))
    // Reordering tokens keeps the baseline valid.
    let tokens = app.appendingPathComponent("design/brand.tokens.json")
    try """
    {"color": {"$type": "color", "bg": {"default": {"$value": "#ffffff"}},
     "text": {"muted": {"$value": "#9a9a9a"}, "primary": {"$value": "#1c1c1e"}}}}
    """.write(to: tokens, atomically: true, encoding: .utf8)
    #expect(CapturedRun(["check", app.path, "--quiet", "--baseline", baseline]).status == 0)
    // A new regression fails again.
    try """
    {"color": {"$type": "color", "bg": {"default": {"$value": "#ffffff"}},
     "text": {"muted": {"$value": "#9a9a9a"}, "primary": {"$value": "#bbbbbb"}}}}
    """.write(to: tokens, atomically: true, encoding: .utf8)
    let third = CapturedRun(["check", app.path, "--quiet", "--baseline", baseline])
    #expect(third.status == 1)
    #expect(third.stdout.contains("text.primary"))
  }

  @Test func sarifAndJUnitCarryLocations() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let sarif = try CapturedRun(["check", app.path, "--quiet", "--format", "sarif"]).json()
    let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let palette = try #require(results.first { ($0["ruleId"] as? String) == "pair-contrast" })
    let location = try #require(
      (palette["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 1)
    #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix(".json") == true)
    let junit = CapturedRun(["check", app.path, "--quiet", "--format", "junit"]).stdout
    #expect(XMLParser(data: Data(junit.utf8)).parse())
    #expect(junit.contains("<testsuite name=\"\(app.path)/screenshots/form_dark.png\""))
  }

  @Test func shardsMergeIntoTheWhole() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let whole = try CapturedRun(["check", app.path, "--quiet", "--format", "json"]).json()
    var paths: [String] = []
    for i in 1...3 {
      let run = CapturedRun(["check", app.path, "--quiet", "--format", "json", "--shard", "\(i)/3"])
      let path = app.appendingPathComponent("shard\(i).json").path
      try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let merged = CapturedRun(["merge"] + paths + ["--format", "json"])
    #expect(merged.status == 1)
    let m = try merged.json()
    #expect((m["findings"] as? [Any])?.count == (whole["findings"] as? [Any])?.count)
    #expect(Set(m["screenshots"] as? [String] ?? []) == Set(whole["screenshots"] as? [String] ?? []))
    #expect(CapturedRun(["check", app.path, "--shard", "4/3"]).status == 2)
  }

  @Test func configUnknownKeySuggests() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    try "{\"exclud\": []}".write(
      to: app.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
    let run = CapturedRun(["check", app.path, "--quiet"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("legible.json:1:2: unknown key 'exclud'; did you mean 'exclude'?"))
  }

  @Test func configSetsImageLimits() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let config = app.appendingPathComponent("legible.json")
    // The sample screenshots are 780×1688: over a 1-megapixel limit, refused before decoding.
    try "{\"scan\": {\"maxPixels\": 1000000}}".write(to: config, atomically: true, encoding: .utf8)
    let limited = CapturedRun(["check", app.path, "--quiet"])
    #expect(limited.status == 2)
    let said = limited.stdout + limited.stderr
    #expect(said.contains("form_dark.png: chunk IHDR at byte 8: image is 780×1688"), "\(said)")
    #expect(
      said.contains("the limit is 1000000 pixels (--max-pixels, or scan.maxPixels in legible.json)"),
      "\(said)")
    // A flag overrides the config.
    #expect(CapturedRun(["check", app.path, "--quiet", "--max-pixels", "2000000"]).status == 1)
    // Room enough: the screenshots are scanned again.
    try "{\"scan\": {\"maxPixels\": 2000000, \"maxFileBytes\": 8388608, \"maxIccBytes\": 65536}}".write(
      to: config, atomically: true, encoding: .utf8)
    #expect(CapturedRun(["check", app.path, "--quiet"]).status == 1)
    // A limit that is not a whole number from 1 to its ceiling is an error at its value.
    try "{\"scan\": {\"maxPixels\": -5}}".write(to: config, atomically: true, encoding: .utf8)
    let bad = CapturedRun(["check", app.path, "--quiet"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr.contains(
        "legible.json:1:24: scan.maxPixels is -5; expected a whole number from 1 to 1000000000"),
      "\(bad.stderr)")
  }

  /// The config's JSON Schema names exactly the keys the reader accepts, and the fixture's
  /// config conforms to it.
  @Test func configSchemaMatchesTheReader() throws {
    let url = Self.root.appendingPathComponent("Sources/Reporting/Schemas/legible-config.schema.json")
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: [String: Any]])
    #expect(Set(properties.keys) == Set(LegibleConfig.topKeys))
    let scan = try #require(properties["scan"]?["properties"] as? [String: Any])
    #expect(Set(scan.keys) == Set(LegibleConfig.scanKeys))
    let severity = try #require(
      (properties["severity"]?["propertyNames"] as? [String: Any])?["enum"] as? [String])
    #expect(Set(severity) == Set(LegibleConfig.rules))
    let palette = try #require(properties["palette"]?["properties"] as? [String: Any])
    #expect(Set(palette.keys) == Set(PalettePolicyFile.keys))
    let config: [String: Any] = [
      "include": ["design/**"], "scan": ["largeText": "mobile", "maxPixels": 5], "failOn": "warning",
      "palette": ["pairs": [["foreground": "text.*", "background": ["bg.default"], "use": "ui"]]],
    ]
    #expect(ScanCommandTests.conforms(config, to: schema, root: schema) == [])
    #expect(!ScanCommandTests.conforms(["failOn": "sometimes"], to: schema, root: schema).isEmpty)
  }

  @Test func htmlIsSelfContained() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app) }
    let out = app.appendingPathComponent("report.html").path
    let run = CapturedRun(["check", app.path, "--quiet", "--format", "html", "-o", out])
    #expect(run.status == 1)
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains("data:image/png;base64,"))
    #expect(!html.contains("http://") && !html.contains("src=\"https"))
    #expect(html.contains("deuteranopia"))
  }
}

/// include/exclude globs.
struct GlobTests {
  @Test(arguments: [
    ("*.png", "a.png", true), ("*.png", "dir/a.png", false), ("**/*.png", "dir/sub/a.png", true),
    ("**/*.png", "a.png", true), ("screens/**", "screens/x/y.png", true),
    ("screens/**", "other/x.png", false),
    ("a?c", "abc", true), ("a?c", "a/c", false), ("**/fixtures/**", "Tests/fixtures/x.json", true),
    ("design/*.json", "design/x.json", true), ("design/*.json", "design/sub/x.json", false),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob.matches(pattern, path) == expected)
  }

  /// Many stars against a long path that almost matches: backtracking would take about
  /// C(300, 12) steps; remembering settled positions takes pattern × path.
  @Test func manyStarsStayPolynomial() {
    let pattern = String(repeating: "*a", count: 12) + "*b"
    #expect(!Glob.matches(pattern, String(repeating: "a", count: 300)))
    #expect(Glob.matches(pattern, String(repeating: "a", count: 300) + "b"))
  }
}
