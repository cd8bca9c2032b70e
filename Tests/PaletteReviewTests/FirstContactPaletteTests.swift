import ColorScience
import Foundation
import Testing

@testable import PaletteReview

/// More palettes as people write them (Fixtures/handwritten): shadcn/ui's bare hsl() channels
/// and `--X-foreground` names, a button's text named after its fill, a bare `card`, and one
/// `prefers-contrast: more` block shared by both schemes. Each lists the pairs it must check,
/// and none may pair a color with a surface it is never drawn on.
struct FirstContactPaletteTests {
  static func load(_ name: String) throws -> Palette {
    try PaletteLoader.load(HandwrittenPaletteTests.folder.appendingPathComponent(name).path)
  }

  static func pairs(_ r: PaletteReport, _ v: Variant = .standard) -> Set<[String]> {
    HandwrittenPaletteTests.pairs(r, v)
  }

  /// shadcn/ui keeps colors as `222.2 84% 4.9%` for `hsl(var(--x))`: read as hsl(), said in a
  /// note; `--X-foreground` goes on `--X`, and only muted/secondary text also on the page.
  /// Its muted text on the muted fill is 4.34:1, below 4.5:1: a real failure of the theme.
  @Test func shadcnThemeIsReadAndPairedByItsNames() throws {
    let palette = try Self.load("shadcn-theme.css")
    #expect(palette.readerNotes.contains { $0.contains("are read as hsl()") })
    #expect(palette.variants[.standard]?["--primary"]?.color.hex == "#0f172a")
    #expect(palette.variants[.dark]?["--primary"]?.color.hex == "#f8fafc")
    #expect(palette.variants[.standard]?["--radius"] == nil)
    let r = try PaletteChecker.check(palette)
    let expected: Set<[String]> = [
      ["--foreground", "--background"], ["--foreground", "--card"],
      ["--card-foreground", "--card"], ["--popover-foreground", "--popover"],
      ["--primary-foreground", "--primary"], ["--accent-foreground", "--accent"],
      ["--destructive-foreground", "--destructive"],
      ["--secondary-foreground", "--secondary"], ["--secondary-foreground", "--background"],
      ["--secondary-foreground", "--card"],
      ["--muted-foreground", "--muted"], ["--muted-foreground", "--background"],
      ["--muted-foreground", "--card"],
    ]
    #expect(Self.pairs(r) == expected)
    #expect(Self.pairs(r, .dark) == expected)
    let failing = Set(r.findings.filter { $0.rule == .pairContrast && $0.variant == .standard }.map(\.tokens))
    #expect(failing == [["--muted-foreground", "--muted"], ["--destructive-foreground", "--destructive"]])
  }

  /// White text named after the blue fill goes on the fill only: on the white page it would be
  /// a 1.00:1 "failure" no designer would believe.
  @Test func textNamedAfterItsFillGoesOnTheFill() throws {
    let r = try PaletteChecker.check(try Self.load("named-fills.css"))
    #expect(
      Self.pairs(r) == [
        ["--color-text", "--color-bg"], ["--color-link", "--color-bg"],
        ["--color-primary-text", "--color-primary"],
      ])
    let failing = r.findings.filter { $0.rule == .pairContrast }.map(\.tokens)
    #expect(failing == [["--color-primary-text", "--color-primary"]])
  }

  /// The kind word first is a level of text, not text for a fill: `text.primary` beside a brand
  /// `primary` stays the page's text. A hue's `redText` stays text in red on red's tints (Polaris);
  /// MUI's `primary.contrastText` goes on `primary.main`.
  @Test func onlyATrailingKindWordNamesAFill() {
    let pairs = Set(
      PairInference.infer([
        "text.primary", "primary", "background.default", "background.paper", "palette.primary.main",
        "palette.primary.contrastText", "redText", "red", "redLight",
      ]).map { [$0.foreground, $0.background] })
    #expect(pairs.contains(["text.primary", "background.default"]))
    #expect(pairs.contains(["text.primary", "background.paper"]))
    #expect(!pairs.contains(["text.primary", "primary"]))
    #expect(pairs.contains(["palette.primary.contrastText", "palette.primary.main"]))
    #expect(!pairs.contains(["palette.primary.contrastText", "background.default"]))
    #expect(pairs.contains(["redText", "redLight"]))
    #expect(!pairs.contains(["redText", "red"]))
  }

  /// Style Dictionary's own example names text `color.font.*`: text on the base background.
  @Test func styleDictionaryFontIsText() {
    let pairs = Set(
      PairInference.infer([
        "color.font.base", "color.font.secondary", "color.background.base", "color.base.red",
      ])
      .map { [$0.foreground, $0.background] })
    #expect(
      pairs == [
        ["color.font.base", "color.background.base"], ["color.font.secondary", "color.background.base"],
      ])
  }

  /// A bare `card` in a hand-written light/dark file is a surface: text and muted text are
  /// checked on it in both modes, and the muted text that passes on the page fails on the card.
  @Test func aBareCardIsASurface() throws {
    let r = try PaletteChecker.check(try Self.load("modes-card.json"))
    let expected: Set<[String]> = [
      ["text", "background"], ["text", "card"], ["textMuted", "background"], ["textMuted", "card"],
      ["onPrimary", "primary"],
    ]
    #expect(Self.pairs(r) == expected)
    #expect(Self.pairs(r, .dark) == expected)
    #expect(
      r.findings.filter { $0.rule == .pairContrast && $0.variant == .standard }.map(\.tokens) == [
        ["textMuted", "card"]
      ])
  }

  /// Channels keep their form when fixed, and the written channels give back exactly the
  /// color the report suggested, so the fixed copy re-checks clean.
  @Test func fixedChannelsStayChannels() throws {
    let color = try SRGBColor(css: "#f6f9fd")
    let text = try #require(PaletteFixWriter.sameChannels(color, as: "210 40% 96.1%"))
    #expect(!text.contains("#") && text.hasSuffix("%"))
    let back = try SRGBColor(css: "hsl(\(text))")
    #expect(abs(back.red - color.red) < 1e-6 && abs(back.blue - color.blue) < 1e-6)
    #expect(PaletteFixWriter.sameChannels(color, as: "59 130 246 / 0.5") == "246 249 253 / 0.5")
    #expect(PaletteFixWriter.sameChannels(color, as: "#abcdef") == nil)
  }

  /// One `prefers-contrast: more` block serves both schemes. The light increased-contrast fix
  /// (the card, 6.96:1 → 7:1) is written under both media queries, so dark users with more
  /// contrast keep their dark card; the copy re-checks clean and shadcn's channels stay channels.
  @Test(arguments: ["contrast-more.css", "shadcn-theme.css"])
  func cssFixesStayInTheirVariant(_ name: String) throws {
    let source = HandwrittenPaletteTests.folder.appendingPathComponent(name)
    let input = PaletteFixtures.write(try String(contentsOf: source, encoding: .utf8), name: name)
    let palette = try PaletteLoader.load(input)
    let out = try PaletteFixWriter.fix(input, palette: palette, policy: PalettePolicy(), format: nil)
    #expect(out.remaining.isEmpty, "\(out.remaining)")
    let text = String(decoding: try #require(out.files.first { $0.path == out.entry }).bytes, as: UTF8.self)
    let after = try PaletteLoader.load(PaletteFixtures.write(text, name: name))
    let report = try PaletteChecker.check(after)
    #expect(report.findings.filter { $0.rule == .pairContrast }.isEmpty)
    if name == "contrast-more.css" {
      #expect(text.contains("@media (prefers-color-scheme: light) { @media (prefers-contrast: more)"))
      #expect(
        after.variants[.darkIncreasedContrast]?["--card"]?.color.hex
          == palette.variants[.darkIncreasedContrast]?["--card"]?.color.hex)
    } else {
      // Every changed value is still bare channels that hsl(var(--x)) reads.
      #expect(!text.contains("#"))
    }
  }
}
