import ColorScience
import Foundation
import Testing

@testable import PaletteReview

/// The forms people write palettes in (issue 34): each hand-written fixture in
/// Fixtures/forms read into the variants, tokens and pairs it means.
struct PaletteFormsTests {
  static let forms = PaletteFixtures.here.appendingPathComponent("Fixtures/forms")
  static func path(_ name: String) -> String { forms.appendingPathComponent(name).path }

  static func hex(_ p: Palette, _ v: Variant, _ token: String) -> String? { p.variants[v]?[token]?.color.hex }

  /// The pairs checked in a variant, as "fg on bg".
  static func pairs(_ r: PaletteReport, _ v: Variant) -> Set<String> {
    Set((r.checkedPairs[v] ?? []).map { "\($0.pair.foreground) on \($0.pair.background)" })
  }

  @Test func nestedHex() throws {
    let p = try PaletteLoader.load(Self.path("nested.json"))
    #expect(p.format == "nested JSON colors")
    #expect(p.variants.keys.sorted() == [.standard])
    #expect(Set(p.variants[.standard]!.keys) == ["fg.body", "fg.muted", "bg.page", "bg.card"])
    #expect(Self.hex(p, .standard, "fg.muted") == "#999999")
    // Was exit 2 "not a recognized palette": now the muted text on the page is checked and fails.
    let r = try PaletteChecker.check(p)
    #expect(Self.pairs(r, .standard).contains("fg.muted on bg.page"))
    #expect(r.findings.contains { $0.tokens == ["fg.muted", "bg.page"] })
  }

  @Test func nestedTopLevelModes() throws {
    let p = try PaletteLoader.load(Self.path("nested-modes.json"))
    #expect(p.variants.keys.sorted() == [.standard, .dark])
    // The shared brand color is in both; light's alias resolves to it, dark overrides.
    #expect(Self.hex(p, .standard, "text.link") == "#0a58ca")
    #expect(Self.hex(p, .dark, "text.link") == "#6ea8fe")
    #expect(Self.hex(p, .dark, "bg.page") == "#121212")
    #expect(p.variants[.dark]?["brand.blue"] != nil)
    let r = try PaletteChecker.check(p)
    #expect(Self.pairs(r, .dark).contains("text.primary on bg.page"))
  }

  @Test func nestedLeafModes() throws {
    let p = try PaletteLoader.load(Self.path("nested-leaf-modes.json"))
    #expect(p.variants.keys.sorted() == [.standard, .increasedContrast, .dark])
    #expect(Self.hex(p, .dark, "text.primary") == "#f2f2f7")
    #expect(Self.hex(p, .standard, "text.secondary") == "#6e6e73")
    // Increased contrast overrides one token and inherits the rest of standard.
    #expect(Self.hex(p, .increasedContrast, "text.secondary") == "#3a3a3c")
    #expect(Self.hex(p, .increasedContrast, "bg.page") == "#ffffff")
    // Numbers and fonts are not colors.
    #expect(p.variants[.standard]?["radius.small"] == nil)
    #expect(p.variants[.standard]?["font.body"] == nil)
  }

  @Test func styleDictionary() throws {
    let p = try PaletteLoader.load(Self.path("style-dictionary.json"))
    #expect(p.format == "Style Dictionary")
    #expect(Self.hex(p, .standard, "color.background.base") == "#ffffff")
    #expect(Self.hex(p, .standard, "color.background.alt") == "#f5f5f5")
    #expect(p.variants[.standard]?["color.text.base"]?.aliasOf == "color.base.gray.900")
    #expect(p.variants[.standard]?["size.font.base"] == nil)
    let r = try PaletteChecker.check(p)
    #expect(Self.pairs(r, .standard).contains("color.text.secondary on color.background.base"))
  }

  @Test func tokensStudioThemes() throws {
    let p = try PaletteLoader.load(Self.path("tokens-studio.json"))
    #expect(p.format == "Tokens Studio")
    #expect(p.variants.keys.sorted() == [.standard, .dark])
    #expect(p.themeNames[.dark] == "Dark")
    // Source sets resolve references but are not the theme's tokens.
    #expect(p.variants[.standard]?["gray.900"] == nil)
    #expect(Self.hex(p, .standard, "fg.default") == "#111111")
    #expect(Self.hex(p, .dark, "bg.default") == "#111111")
    // rgba({ref}, alpha): the referenced color, more transparent.
    #expect(abs((p.variants[.standard]?["fg.muted"]?.color.alpha ?? 0) - 0.55) < 1e-9)
    // A second dark theme is checked on its own, under its name (its surfaces say dark).
    #expect(p.extraThemes.map(\.name) == ["Midnight"])
    #expect(p.extraThemes.first?.variant == .dark)
  }

  @Test func tokensStudioThemeGroupsAreCombined() throws {
    // Mode (Light, Dark) × Brand (Acme, Beta): one theme per group at a time. Read alone,
    // a brand theme has no surface and the Beta accent would go unchecked.
    let p = try PaletteLoader.load(Self.path("tokens-studio-groups.json"))
    #expect(p.variants.keys.sorted() == [.standard, .dark])
    #expect(p.themeNames[.standard] == "Light")
    #expect(Self.hex(p, .standard, "bg.accent") == "#1f5fbf")
    #expect(Self.hex(p, .standard, "bg.default") == "#ffffff")
    #expect(p.extraThemes.map(\.name) == ["Light + Brand=Beta", "Dark + Brand=Beta"])
    #expect(p.extraThemes.map(\.variant) == [.standard, .dark])
    #expect(p.extraThemes.first?.tokens["bg.accent"]?.color.hex == "#f5d547")
    #expect(p.extraThemes.first?.tokens["bg.default"]?.color.hex == "#ffffff")
    // White on Acme's blue passes; on Beta's yellow it fails, reported under that combination.
    let r = try PaletteChecker.check(p)
    let onAccent = r.findings.filter {
      $0.rule == .pairContrast && $0.tokens == ["text.on-accent", "bg.accent"]
    }
    #expect(Set(onAccent.compactMap(\.theme)) == ["Light + Brand=Beta", "Dark + Brand=Beta"])
    #expect(onAccent.allSatisfy { $0.theme != nil })
  }

  @Test func tokensStudioThemesWithoutGroupsStayAlone() throws {
    // One group only (or themes without one): each theme is read alone, as before.
    let p = try PaletteLoader.load(Self.path("tokens-studio.json"))
    #expect(p.extraThemes.map(\.name) == ["Midnight"])
    #expect(p.skippedVariants.isEmpty)
  }

  @Test func tokensStudioW3CMode() throws {
    // Tokens Studio's W3C mode writes $value/$type; its sets are still sets, not DTCG groups.
    let json = """
      {"global": {"gray": {"0": {"$value": "#fff", "$type": "color"}, "9": {"$value": "#222", "$type": "color"}}},
       "light": {"bg": {"$value": "{gray.0}", "$type": "color"}, "text": {"$value": "{gray.9}", "$type": "color"}},
       "$metadata": {"tokenSetOrder": ["global", "light"]}}
      """
    let p = try PaletteLoader.load(PaletteFixtures.write(json, name: "studio.json"))
    #expect(p.format == "Tokens Studio")
    #expect(Self.hex(p, .standard, "text") == "#222222")
    #expect(Self.hex(p, .standard, "gray.0") == "#ffffff")
  }

  @Test func cssCustomProperties() throws {
    let p = try PaletteLoader.load(Self.path("acme.tokens.css"))
    #expect(p.format == "CSS custom properties")
    #expect(p.variants.keys.sorted() == [.standard, .increasedContrast, .dark, .darkIncreasedContrast])
    #expect(Self.hex(p, .standard, "--color-bg") == "#ffffff")
    #expect(Self.hex(p, .standard, "--color-text") == "#212121")
    // A variant inherits :root and overrides; var() resolves in the variant.
    #expect(Self.hex(p, .dark, "--color-bg") == "#121212")
    #expect(Self.hex(p, .dark, "--color-text") == "#f0f0f0")
    #expect(Self.hex(p, .dark, "--color-link") == "#8ab4ff")
    #expect(Self.hex(p, .standard, "--color-text-muted") == "#767676")
    #expect(Self.hex(p, .increasedContrast, "--color-text-muted") == "#595959")
    #expect(Self.hex(p, .darkIncreasedContrast, "--color-text-muted") == "#c4c4c4")
    #expect(Self.hex(p, .darkIncreasedContrast, "--color-bg") == "#121212")
    // The fallback is taken when the property is not defined.
    #expect(Self.hex(p, .standard, "--color-surface") == "#f6f6f6")
    // color(display-p3 0 0.4 1) is outside sRGB: clipped, so ratios stay within 1…21.
    #expect(p.variants[.standard]?["--color-focus"]?.color.isInGamut == true)
    #expect(p.variants[.standard]?["--color-focus"]?.clippedFrom == "color(display-p3 0 0.4 1)")
    // Not colors, not palette selectors, not palette media: left out, with notes.
    #expect(p.variants[.standard]?["--font-body"] == nil)
    #expect(p.variants[.standard]?["--space-2"] == nil)
    #expect(p.variants[.standard]?["--button-bg"] == nil)
    #expect(Self.hex(p, .standard, "--color-bg") != "#fafafa")
    #expect(p.readerNotes.contains { $0.contains("'.button'") })
    #expect(p.readerNotes.contains { $0.contains("min-width") })
    #expect(p.variants[.standard]?["--color-text"]?.location?.line == 12)
    let r = try PaletteChecker.check(p)
    #expect(Self.pairs(r, .dark).contains("--color-text-muted on --color-bg"))
  }

  @Test func cssSelectorsAndNesting() throws {
    let css = """
      html[data-theme=dark] { --bg: #000; }
      .theme-dark.high-contrast { --bg: #010101; }
      :root { --bg: #fff; --fg: light-dark(#111, #eee);
        &.light { --fg: #222; }
        @media (prefers-contrast: more) { --fg: #000; }
      }
      :root:not(.light) { --x: #123456; }
      :root[data-bs-theme=dark] { --x: #654321; }
      [data-theme] { --x: #ff0000; }
      """
    let p = try PaletteLoader.load(PaletteFixtures.write(css, name: "t.css"))
    #expect(Self.hex(p, .dark, "--bg") == "#000000")
    #expect(Self.hex(p, .darkIncreasedContrast, "--bg") == "#010101")
    #expect(Self.hex(p, .standard, "--fg") == "#222222")
    #expect(Self.hex(p, .dark, "--fg") == "#eeeeee")
    // The cascade as a browser runs it: `:root.light` (0,2,0) outranks the contrast block's
    // `:root` (0,1,0) for a light user who asks for more contrast; a dark one gets the block.
    #expect(Self.hex(p, .increasedContrast, "--fg") == "#222222")
    #expect(Self.hex(p, .darkIncreasedContrast, "--fg") == "#000000")
    #expect(Self.hex(p, .standard, "--x") == "#123456")
    // Only an attribute's value names a theme; the later of equal specificity wins.
    #expect(Self.hex(p, .dark, "--x") == "#654321")
  }

  @Test func cssTokenizerEdges() throws {
    // Braces and semicolons inside strings and comments, comments inside values,
    // !important, upper case, escapes, a BOM, CRLF line ends, a url() with a quote.
    let css =
      "\u{FEFF}/* { not a block } */\r\n"
      + ":root { --font: \"a;b}{\"; --a: #ABC /* c } */ !important; --b: RGB(0 0 0 / 50%);\r\n"
      + "  --c: VAR(--a); --\\31 x: #fff; background: url('x;}.png'); }\r\n"
      + "[data-theme='dark'] { --a: #000 }"
    let p = try PaletteLoader.load(PaletteFixtures.write(css, name: "e.css"))
    #expect(Self.hex(p, .standard, "--a") == "#aabbcc")
    #expect(Self.hex(p, .standard, "--c") == "#aabbcc")
    #expect(Self.hex(p, .dark, "--c") == "#000000")
    #expect(abs((p.variants[.standard]?["--b"]?.color.alpha ?? 0) - 0.5) < 1e-9)
    #expect(p.variants[.standard]?["--font"] == nil)
    #expect(p.variants[.standard]?["--c"]?.location?.line == 3)
    // Computed colors are left out with a note, not read wrong or refused.
    let computed = try PaletteLoader.load(
      PaletteFixtures.write(
        ":root { --r: 59 130 246; --a: rgb(var(--r)); --b: color-mix(in srgb, red, blue); --c: rgb(from red r g b / 50%); --d: #fff; }",
        name: "computed.css"))
    // Bare channels are the color they spell (Tailwind's `--r: 59 130 246` for `rgb(var(--r))`).
    #expect(computed.variants[.standard]?.keys.sorted() == ["--d", "--r"])
    #expect(Self.hex(computed, .standard, "--r") == "#3b82f6")
    #expect(computed.readerNotes.contains { $0.contains("are read as rgb()") })
    #expect(
      computed.readerNotes.contains { $0.contains("'--a' and other colors computed from other properties") })
  }

  @Test func cssCascadeOrderAndSpecificity() throws {
    let css = """
      @media (prefers-color-scheme: dark) { :root { --bg: #111; --fg: #eee; } }
      :root { --bg: #fff; }
      html[data-theme=dark] { --fg: #ddd; }
      :root { --fg: #000; }
      """
    let p = try PaletteLoader.load(PaletteFixtures.write(css, name: "o.css"))
    // An unconditional :root after the dark block overrides it, in dark too.
    #expect(Self.hex(p, .dark, "--bg") == "#ffffff")
    // html[data-theme=dark] (0,1,1) outranks the later :root (0,1,0).
    #expect(Self.hex(p, .dark, "--fg") == "#dddddd")
    #expect(Self.hex(p, .standard, "--fg") == "#000000")
    #expect(
      CSSPaletteParser.specificity(try CSSTokenizer.tokens(Array(":root:where(.a, #b) .c::before, #x".utf8)))
        == 1_000_000)
  }

  @Test(
    arguments: [
      ("bad-color.css", 3, 17, "--color-text", "invalid color"),
      ("unclosed.css", 3, 3, nil, "comment is not closed"),
    ] as [(String, Int, Int, String?, String)])
  func cssErrorsNamePlace(file: String, line: Int, column: Int, property: String?, message: String) {
    let error = #expect(throws: PaletteError.self) { try PaletteLoader.load(Self.path(file)) }
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.tokenPath == property)
    #expect(error?.message.contains(message) == true, "\(String(describing: error))")
  }

  @Test func cssMalformedBlocks() {
    for (css, message) in [
      (":root { --a: #fff;", "not closed"), ("}", "closes no block"),
      (":root { --a: var(a); }", "var() must name"),
      (":root { --a: \"x }", "string is not closed"),
    ] {
      let error = #expect(throws: PaletteError.self) {
        try PaletteLoader.load(PaletteFixtures.write(css, name: "m.css"))
      }
      #expect(error?.message.contains(message) == true, "\(css): \(String(describing: error))")
      #expect(error?.line == 1)
    }
    // var() cycles and missing targets: the resolver's errors, at the property.
    let cycle = #expect(throws: PaletteError.self) {
      try PaletteLoader.load(
        PaletteFixtures.write(":root {\n  --a: var(--b);\n  --b: var(--a);\n}", name: "c.css"))
    }
    #expect(cycle?.message.contains("cycle") == true)
    #expect(cycle?.line == 2)
  }

  @Test func cssDepthLimit() {
    var limits = PaletteLimits()
    limits.maximumDepth = 8
    let css =
      String(repeating: "@media (prefers-contrast: more) {", count: 20) + String(repeating: "}", count: 20)
    let error = #expect(throws: PaletteError.self) {
      try PaletteLoader.load(PaletteFixtures.write(css, name: "d.css"), limits: limits)
    }
    #expect(error?.limit == .depth)
  }

  @Test func lightAndDarkFiles() throws {
    let p = try PaletteLoader.load(files: [
      .init(path: Self.path("tokens.light.json")), .init(path: Self.path("tokens.dark.json")),
    ])
    #expect(p.variants.keys.sorted() == [.standard, .dark])
    #expect(p.name == "tokens")
    #expect(Self.hex(p, .dark, "bg.page") == "#000000")
    #expect(Self.hex(p, .standard, "bg.page") == "#ffffff")
    let r = try PaletteChecker.check(p)
    #expect(Self.pairs(r, .dark).contains("text.secondary on bg.page"))
  }

  @Test func explicitVariantFiles() throws {
    let night = PaletteFixtures.write(
      "{\"text\": {\"primary\": \"#eee\"}, \"bg\": {\"page\": \"#000\"}}", name: "night.json")
    let p = try PaletteLoader.load(files: [
      .init(path: Self.path("tokens.light.json")), .init(path: night, variant: .dark),
    ])
    #expect(Self.hex(p, .dark, "text.primary") == "#eeeeee")
  }

  @Test func complementaryFilesMerge() throws {
    let p = try PaletteLoader.load(files: [
      .init(path: Self.path("primitives.json")), .init(path: Self.path("semantic.json")),
    ])
    #expect(p.variants.keys.sorted() == [.standard])
    // References resolve across the files.
    #expect(Self.hex(p, .standard, "text.subtle") == "#3f3f46")
    #expect(p.variants[.standard]?["text.subtle"]?.location?.file.hasSuffix("semantic.json") == true)
  }

  @Test func overlappingFilesWithoutModesAskForVariant() {
    let a = PaletteFixtures.write("{\"bg\": {\"page\": \"#fff\"}, \"text\": \"#000\"}", name: "a.json")
    let b = PaletteFixtures.write("{\"bg\": {\"page\": \"#000\"}, \"text\": \"#fff\"}", name: "b.json")
    let error = #expect(throws: PaletteError.self) {
      try PaletteLoader.load(files: [.init(path: a), .init(path: b)])
    }
    #expect(error?.file == b)
    #expect(error?.tokenPath == "bg.page")
    #expect(error?.message.contains("--variant") == true)
  }

  @Test func modeWordsInFileNames() {
    #expect(ModeWords.inFileName("tokens.dark.json")?.variant == .dark)
    #expect(ModeWords.inFileName("tokens.dark.json")?.rest == ModeWords.inFileName("tokens.light.json")?.rest)
    #expect(ModeWords.inFileName("colors-dark-hc.css")?.variant == .darkIncreasedContrast)
    #expect(
      ModeWords.inFileName("colors-dark-hc.css")?.rest == ModeWords.inFileName("colors-light.css")?.rest)
    #expect(ModeWords.inFileName("theme-high-contrast.json")?.variant == .increasedContrast)
    #expect(ModeWords.inFileName("primitives.json") == nil)
    #expect(ModeWords.inFileName("highlight.json") == nil)
    #expect(ModeWords.variant("default") == nil)
  }

  @Test func resolverBrandsAreVariants() throws {
    let p = try PaletteLoader.load(Self.path("brands.resolver.json"))
    #expect(p.variants.keys.sorted() == [.standard, .dark])
    #expect(Self.hex(p, .standard, "text.link") == "#0a58ca")
    // brand-b under each theme: checked on its own, named by its modifier.
    #expect(p.extraThemes.map(\.name) == ["light + brand=brand-b", "dark + brand=brand-b"])
    #expect(p.extraThemes.first?.tokens["text.link"]?.color.hex == "#ff9f0a")
    // A density changes no color: its combinations are listed, not checked again.
    #expect(p.skippedVariantCount == 4)
    #expect(
      p.skippedVariants.first.map { "\($0.name): \($0.reason)" }
        == "light + density=comfortable: the same colors as 'light'")
  }

  @Test func resolverContextsOverTheLimit() throws {
    // theme0…theme4999: the first 64 checked, the rest listed as skipped, fast.
    let contexts = (0..<5000).map {
      "\"theme\($0)\": [{\"bg\": {\"$type\": \"color\", \"page\": {\"$value\": \"#fff\"}}, \"text\": {\"$type\": \"color\", \"body\": {\"$value\": \"#\(String(format: "%06x", $0))\"}}}]"
    }
    let resolver =
      "{\"modifiers\": {\"theme\": {\"default\": \"theme0\", \"contexts\": {\(contexts.joined(separator: ","))}}}}"
    let path = PaletteFixtures.write(resolver, name: "many.resolver.json")
    let start = Date()
    let p = try PaletteLoader.load(path)
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(p.variants.count + p.extraThemes.count == 64)
    #expect(p.skippedVariantCount == 5000 - 64)
    #expect(p.skippedVariants.count == Palette.listedSkippedVariants)
    #expect(p.skippedVariants.first?.reason.contains("over the limit of 64 variants") == true)
    var limits = PaletteLimits()
    limits.maximumVariants = 3
    let few = try PaletteLoader.load(path, limits: limits)
    #expect(few.variants.count + few.extraThemes.count == 3)
    #expect(few.skippedVariantCount == 4997)
    #expect(few.skippedVariants.count == Palette.listedSkippedVariants)
    // Identical contexts are read up to the limit too, then counted, not read.
    let same = (0..<5000).map {
      "\"theme\($0)\": [{\"bg\": {\"$type\": \"color\", \"page\": {\"$value\": \"#fff\"}}}]"
    }
    let sameResolver = "{\"modifiers\": {\"theme\": {\"contexts\": {\(same.joined(separator: ","))}}}}"
    let identical = try PaletteLoader.load(PaletteFixtures.write(sameResolver, name: "same.resolver.json"))
    #expect(identical.variants.count + identical.extraThemes.count == 1)
    #expect(identical.skippedVariantCount == 4999)
    #expect(identical.skippedVariants.filter { $0.reason.hasPrefix("the same colors as") }.count == 63)
  }
}
