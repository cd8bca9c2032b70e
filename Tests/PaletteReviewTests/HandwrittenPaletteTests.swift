import ColorScience
import Foundation
import Testing

@testable import PaletteReview

/// Palettes written by hand the way a new user writes them (Fixtures/handwritten), each with
/// the pairs it must check: nothing passes because it was not looked at (issue 34).
struct HandwrittenPaletteTests {
  static let folder = PaletteFixtures.here.appendingPathComponent("Fixtures/handwritten")

  static func check(_ name: String) throws -> PaletteReport {
    try PaletteChecker.check(try PaletteLoader.load(folder.appendingPathComponent(name).path))
  }

  static func pairs(_ r: PaletteReport, _ v: Variant = .standard) -> Set<[String]> {
    Set((r.checkedPairs[v] ?? []).map { [$0.pair.foreground, $0.pair.background] })
  }

  /// `bg.card` is a surface like `bg.page`: text on it is checked, and the secondary text
  /// that passes on the page (4.78:1) fails on the card (4.06:1).
  @Test func textOnTheCardIsChecked() throws {
    let r = try Self.check("card-trap.palette.json")
    #expect(
      Self.pairs(r) == [
        ["text.primary", "bg.page"], ["text.primary", "bg.card"], ["text.secondary", "bg.page"],
        ["text.secondary", "bg.card"],
      ])
    let failing = r.findings.filter { $0.rule == .pairContrast }.map(\.tokens)
    #expect(failing == [["text.secondary", "bg.card"]])
    #expect(r.unchecked.isEmpty)
  }

  /// DTCG `fg.{body,muted}` on `bg.{page,card}`: all four pairs, and #999 fails on both.
  @Test func everyForegroundOnEverySurface() throws {
    let r = try Self.check("fg-bg.tokens.json")
    #expect(
      Self.pairs(r) == [
        ["fg.body", "bg.page"], ["fg.body", "bg.card"], ["fg.muted", "bg.page"], ["fg.muted", "bg.card"],
      ])
    #expect(
      Set(r.findings.filter { $0.rule == .pairContrast }.map(\.tokens)) == [
        ["fg.muted", "bg.page"], ["fg.muted", "bg.card"],
      ])
  }

  /// `status.success` #34c759 and `status.error` #ff3b30 collapse for a deuteranope though no
  /// state group is declared; inferred groups report as warnings.
  @Test func undeclaredStatusColorsAreCompared() throws {
    let r = try Self.check("status.tokens.json")
    #expect(r.inferredStateGroups.map(\.members) == [["status.error", "status.success"]])
    let collapse = try #require(r.findings.first { $0.rule == .stateDistinguishability })
    #expect(Set(collapse.tokens) == ["status.error", "status.success"])
    #expect(collapse.message.contains("deuteranopia"))
    #expect(collapse.level == .warning)
    #expect(collapse.source == "state group inferred from names")
  }

  /// A switch's track and knob are UI components (3:1, 4.5:1 under increased contrast), not
  /// text at 7:1: Primer's `controlTrack.fgColor.rest` failed as text without its policy.
  @Test func controlPartsAreUIComponents() {
    let pairs = PairInference.analyze([
      "controlTrack.fgColor.rest", "controlTrack.bgColor.rest", "button.fgColor.rest", "button.bgColor.rest",
    ]).pairs
    #expect(pairs.first { $0.foreground == "controlTrack.fgColor.rest" }?.use == .ui)
    #expect(pairs.first { $0.foreground == "button.fgColor.rest" }?.use == .text)
  }

  /// A component's text in a state goes on its background in that state, not at rest; a
  /// plain `white` is the label of role fills that have interaction states (Spectrum).
  @Test func statesAndWhiteLabels() {
    let pairs = Set(
      PairInference.analyze([
        "buttonText", "buttonTextHovered", "buttonBackground", "buttonBackgroundHovered",
        "white", "accent-background-color-default", "accent-background-color-hover",
        "notice-background-color-default",
      ]).pairs.map { [$0.foreground, $0.background] })
    #expect(pairs.contains(["buttonTextHovered", "buttonBackgroundHovered"]))
    #expect(!pairs.contains(["buttonTextHovered", "buttonBackground"]))
    #expect(pairs.contains(["white", "accent-background-color-default"]))
    #expect(!pairs.contains(["white", "notice-background-color-default"]))  // no hover: not a control fill
  }

  /// Synonyms are one meaning, not two states to tell apart.
  @Test func synonymsAreNotAStateGroup() {
    #expect(StateInference.groups(["status.error", "status.danger"]).isEmpty)
    #expect(StateInference.groups(["fg.success", "bg.danger"]).isEmpty)  // different shapes
    #expect(StateInference.groups(["negative-color-100", "positive-color-100"]).isEmpty)  // scale steps
  }

  /// Apple's semantic names without a policy: label, secondaryLabel, placeholderText and link
  /// on every system and grouped background; separator as a UI component (3:1).
  @Test func applesSemanticColorsAreKnown() throws {
    let r = try Self.check("apple-semantic.tokens.json")
    let backgrounds = [
      "systemBackground", "secondarySystemBackground", "systemGroupedBackground",
      "secondarySystemGroupedBackground",
    ]
    for fg in ["label", "secondaryLabel", "placeholderText", "link"] {
      for bg in backgrounds { #expect(Self.pairs(r).contains([fg, bg]), "\(fg) on \(bg)") }
    }
    let separator = (r.checkedPairs[.standard] ?? []).filter { $0.pair.foreground == "separator" }
    #expect(Set(separator.map(\.pair.background)) == Set(backgrounds))
    #expect(separator.allSatisfy { $0.pair.use == .ui && $0.required == 3 })
  }

  /// A text token with no surface of its own is listed per variant with the reason, and
  /// warned about as `palette-unchecked`; one that is checked is not.
  @Test func aForegroundNeverCheckedIsAWarning() throws {
    let path = PaletteFixtures.write(
      """
      {"text": {"$type": "color", "default": {"$value": "#111111"}, "hero": {"$value": "#777777"}},
       "hero": {"$type": "color", "icon": {"$value": "#888888"}},
       "background": {"$type": "color", "default": {"$value": "#ffffff"}}}
      """, name: "tokens.json")
    let r = try PaletteChecker.check(try PaletteLoader.load(path))
    let listed = Dictionary(
      uniqueKeysWithValues: (r.unchecked[.standard] ?? []).map { ($0.token, $0.reason) })
    #expect(listed.keys.sorted() == ["hero.icon", "text.hero"])
    #expect(listed["text.hero"]?.contains("no background of its own") == true)
    let warned = r.findings.filter { $0.rule == .paletteUnchecked }
    #expect(warned.map(\.tokens) == [["hero.icon"], ["text.hero"]])
    #expect(warned.allSatisfy { $0.level == .warning })
  }

  /// The fix moves the accent (one pair, ΔE00 8.7), not the white label on it (white to
  /// dark gray), and writes exactly the color the report suggested.
  @Test func theFixMovesTheCheaperSide() throws {
    let input = Self.folder.appendingPathComponent("accent-button.palette.json").path
    let palette = try PaletteLoader.load(input)
    let report = try PaletteChecker.check(palette)
    let finding = try #require(report.findings.first { $0.rule == .pairContrast })
    let fix = try #require(finding.fix)
    #expect(fix.token == "bg.accent")
    let out = try PaletteFixWriter.fix(input, palette: palette, policy: PalettePolicy(), format: nil)
    let written = PaletteFixtures.writeBytes(out.files[0].bytes)
    let after = try PaletteLoader.load(written)
    #expect(after.variants[.standard]?["bg.accent"]?.color.hex == fix.color.hex)
    #expect(after.variants[.standard]?["text.onAccent"]?.color.hex == "#ffffff")
    let changes = PaletteFixWriter.changes(from: palette, to: after)
    #expect(changes.map(\.token) == ["bg.accent"])
    #expect(try PaletteFixWriter.remainingFailures(PaletteChecker.check(after)).isEmpty)
  }

  /// A DTCG `"$value": "#aaaaaa"` comes back a hex string, in place: every other byte of the
  /// file (indentation, key order, the upper-case #FFFFFF) is as it was.
  @Test func aFixKeepsTheValuesFormAndTheFilesLayout() throws {
    let input = Self.folder.appendingPathComponent("hex-form.tokens.json").path
    let original = try String(contentsOfFile: input, encoding: .utf8)
    let palette = try PaletteLoader.load(input)
    let out = try PaletteFixWriter.fix(input, palette: palette, policy: PalettePolicy(), format: nil)
    let text = String(decoding: out.files[0].bytes, as: UTF8.self)
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
    let after = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(changed.count == 1)
    let line = try #require(changed.first?.1)
    let fix = try #require(try PaletteChecker.check(palette).findings.first?.fix)
    #expect(line == "        \"muted\": { \"$type\": \"color\", \"$value\": \"\(fix.color.hex)\" }")
    #expect(text.contains("\"#FFFFFF\""))
  }

  /// Same-form rewriting for each notation a value may use.
  @Test func valuesKeepTheirNotation() {
    let c = SRGBColor(red: 0x12 / 255.0, green: 0xab / 255.0, blue: 0xef / 255.0)
    #expect(PaletteFixWriter.sameForm(c, as: "\"#aaaaaa\"", dtcg: true) == "\"#12abef\"")
    #expect(PaletteFixWriter.sameForm(c, as: "\"#AAAAAA\"", dtcg: false) == "\"#12ABEF\"")
    #expect(PaletteFixWriter.sameForm(c, as: "\"rgb(1, 2, 3)\"", dtcg: false) == "\"rgb(18, 171, 239)\"")
    #expect(
      PaletteFixWriter.sameForm(c, as: "{\"colorSpace\": \"srgb\"", dtcg: true).hasPrefix("{\"colorSpace\""))
  }
}
