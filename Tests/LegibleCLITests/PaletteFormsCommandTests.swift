import Foundation
import Testing

/// The palette forms of issue 34 through the command line: several files as one palette,
/// `--variant`, CSS errors with their place and exit 2, `check` finding stylesheets and
/// joining sibling files, and a resolver's skipped context combinations in the JSON.
struct PaletteFormsCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let forms = root.appendingPathComponent("Tests/PaletteReviewTests/Fixtures/forms")
  static func path(_ name: String) -> String { forms.appendingPathComponent(name).path }

  static func folder(_ files: [String: String]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-forms-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return dir
  }

  @Test func lightAndDarkFilesAreOnePalette() throws {
    // Was "unexpected argument".
    let run = CapturedRun([
      "palette", Self.path("tokens.light.json"), Self.path("tokens.dark.json"), "--format", "json",
    ])
    #expect(run.status == 1, "\(run.stderr)")
    let report = try run.json()
    let palette = try #require(report["palette"] as? [String: Any])
    #expect(palette["variants"] as? [String] == ["standard", "dark"])
    #expect((palette["files"] as? [String])?.count == 2)
    #expect(
      run.stderr.contains(
        "note: 2 files read as one palette: tokens.light.json (standard), tokens.dark.json (dark)"))
  }

  @Test func explicitVariant() throws {
    let dir = try Self.folder([
      "night.json": "{\"text\": {\"primary\": \"#eee\"}, \"bg\": {\"page\": \"#000\"}}"
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun([
      "palette", Self.path("tokens.light.json"), "--variant",
      "dark=" + dir.appendingPathComponent("night.json").path, "--format", "json",
    ])
    let palette = try #require(try run.json()["palette"] as? [String: Any])
    #expect(palette["variants"] as? [String] == ["standard", "dark"])
    let bad = CapturedRun(["palette", Self.path("tokens.light.json"), "--variant", "dusk=x.json"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("'dusk' is not a variant"))
  }

  @Test func overlappingFilesAskForVariant() throws {
    let dir = try Self.folder([
      "a.json": "{\"bg\": \"#fff\", \"fg\": \"#000\"}", "b.json": "{\"bg\": \"#000\", \"fg\": \"#fff\"}",
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun([
      "palette", dir.appendingPathComponent("a.json").path, dir.appendingPathComponent("b.json").path,
    ])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("b.json:1:8: 'bg': is also defined in"))
    #expect(run.stderr.contains("--variant"))
  }

  @Test func malformedCSSNamesThePlace() {
    let run = CapturedRun(["palette", Self.path("bad-color.css")])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("bad-color.css:3:17: '--color-text': invalid color '#12345g'"))
    let unclosed = CapturedRun(["palette", Self.path("unclosed.css")])
    #expect(unclosed.status == 2)
    #expect(unclosed.stderr.contains("unclosed.css:3:3: comment is not closed"))
  }

  /// Each form's malformed file: exit 2, nothing on stdout, one error naming the file, the
  /// line and column, and the token.
  @Test(arguments: [
    ("bad-nested.json", "bad-nested.json:2:44: 'text.muted': invalid color '#12345g'"),
    (
      "bad-style-dictionary.json",
      "bad-style-dictionary.json:4:40: 'color.background.base': 'bold' is not a color"
    ),
    (
      "bad-tokens-studio.json",
      "bad-tokens-studio.json:4:66: theme 'Light' selects set 'missing', which is not in the file"
    ),
    ("bad-alias.json", "bad-alias.json:1:22: 'text.primary': aliases 'gray.900', which does not exist"),
    ("bad-color.css", "bad-color.css:3:17: '--color-text': invalid color '#12345g'"),
  ])
  func malformedFormsExit2(file: String, error: String) {
    let run = CapturedRun(["palette", Self.path(file)])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(error), "\(run.stderr)")
  }

  @Test func cssPaletteChecked() throws {
    let run = CapturedRun(["palette", Self.path("acme.tokens.css"), "--format", "json"])
    #expect(run.status == 1)
    let palette = try #require(try run.json()["palette"] as? [String: Any])
    #expect(
      palette["variants"] as? [String] == ["standard", "increasedContrast", "dark", "darkIncreasedContrast"])
    #expect(palette["format"] as? String == "CSS custom properties")
    // What the reader left out is said, on stderr.
    #expect(run.stderr.contains("note: ") && run.stderr.contains("'.button'"))
    // And in the JSON, for a pipeline that reads no stderr.
    let notes = try #require(palette["notes"] as? [String])
    #expect(notes.contains { $0.contains("'.button'") })
  }

  @Test func cssFixOutKeepsTheStylesheet() throws {
    let dir = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("fixed.css").path
    let run = CapturedRun([
      "palette", Self.root.appendingPathComponent("Palettes/acme.tokens.css").path, "--fix-out", out,
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("re-checks clean"), "\(run.stderr)")
    let fixed = try String(contentsOfFile: out, encoding: .utf8)
    // A value fixed in place stays a hex value; an increased-contrast fix is a media-query rule.
    #expect(fixed.contains("  --color-text-secondary: #6f6e73;\n"))
    // The rule names the scheme: a bare prefers-contrast block would reach dark users too.
    #expect(
      fixed.contains(
        "@media (prefers-color-scheme: light) { @media (prefers-contrast: more) { :root { --blue-6: #"))
    #expect(CapturedRun(["palette", out]).status == 0)
  }

  @Test func checkFindsStylesheetsAndJoinsSiblings() throws {
    let dir = try Self.folder([
      "colors.css": ":root { --text: #1c1c1e; --text-muted: #8e8e93; --bg: #ffffff; }",
      "colors.dark.css": ":root { --text: #f2f2f7; --text-muted: #48484a; --bg: #000000; }",
      // No color custom properties: a stylesheet, not a palette.
      "site.css": "body { color: #333; margin: 0 }",
      // Colors in JSON, but not a palette by its name: a web app manifest.
      "manifest.json":
        "{\"name\": \"Acme\", \"theme_color\": \"#0a58ca\", \"background_color\": \"#ffffff\"}",
      "tokens.light.json": "{\"text\": {\"primary\": \"#1c1c1e\"}, \"bg\": {\"page\": \"#ffffff\"}}",
      "tokens.dark.json": "{\"text\": {\"primary\": \"#f2f2f7\"}, \"bg\": {\"page\": \"#1c1c1e\"}}",
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["check", dir.path, "--quiet", "--format", "json"])
    #expect(run.status == 1, "\(run.stderr)")
    let report = try run.json()
    let palettes = try #require(report["palettes"] as? [String])
    #expect(
      Set(palettes.map { URL(fileURLWithPath: $0).lastPathComponent })
        == ["colors.css", "colors.dark.css", "tokens.light.json", "tokens.dark.json"])
    let findings = try #require(report["findings"] as? [[String: Any]])
    // The dark file's muted text is checked on the dark file's background, as one palette.
    #expect(
      findings.contains {
        ($0["message"] as? String)?.contains("--text-muted on --bg") == true
          && ($0["message"] as? String)?.contains("dark") == true
      })
  }

  @Test func resolverSkippedVariantsInJSON() throws {
    let brands = Self.path("brands.resolver.json")
    let all = try #require(
      try CapturedRun(["palette", brands, "--format", "json"]).json()["palette"] as? [String: Any])
    #expect(
      (all["themes"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        == ["light", "dark", "light + brand=brand-b", "dark + brand=brand-b"])
    #expect((all["skippedVariants"] as? [[String: String]])?.count == 4)
    let capped = CapturedRun(["palette", brands, "--format", "json", "--max-variants", "2"])
    let palette = try #require(try capped.json()["palette"] as? [String: Any])
    let skipped = try #require(palette["skippedVariants"] as? [[String: String]])
    #expect(
      skipped.map { $0["name"] } == [
        "light + density=comfortable", "dark + density=comfortable", "light + brand=brand-b",
        "dark + brand=brand-b",
        "light + brand=brand-b + density=comfortable", "dark + brand=brand-b + density=comfortable",
      ])
    #expect(skipped.allSatisfy { $0["reason"]?.contains("over the limit of 2 variants") == true })
    #expect(palette["skippedVariantCount"] as? Int == 6)
    let markdown = CapturedRun(["palette", brands, "--max-variants", "2", "--format", "markdown"])
    #expect(markdown.stdout.contains("6 variant(s) of the resolver's contexts not checked"))
    let html = CapturedRun(["palette", brands, "--max-variants", "2", "--format", "html"])
    #expect(html.stdout.contains("<p>6 variant(s) of the resolver's contexts not checked"))
    let text = CapturedRun(["palette", brands, "--max-variants", "2"])
    #expect(
      text.stdout.contains(
        "6 variants not checked, over the limit of 2 variants (--max-variants): 'light + density=comfortable', 'dark + density=comfortable', 'light + brand=brand-b', 'dark + brand=brand-b', 'light + brand=brand-b + density=comfortable', …"
      ))
  }
}
