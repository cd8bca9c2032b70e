import ColorScience
import Foundation
import JSONSupport
import Testing

@testable import PaletteReview

struct PaletteCheckerTests {
  static let failing = PaletteFixtures.palettes.appendingPathComponent("acme-failing.palette.json").path
  static let passing = PaletteFixtures.palettes.appendingPathComponent("acme-passing.palette.json").path

  @Test func passingExampleHasNoFindings() throws {
    let r = try PaletteChecker.check(try PaletteLoader.load(Self.passing))
    #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
    #expect(r.checkedPairs.count == 4)
    #expect(r.checkedPairs.values.allSatisfy { $0.count == 7 })
  }

  @Test func typicalFailures() throws {
    let r = try PaletteChecker.check(try PaletteLoader.load(Self.failing))
    let standard = r.findings.filter { $0.variant == .standard }
    // #8e8e93 on white is 3.26:1: below 4.5.
    let secondary = try #require(
      standard.first { $0.rule == .pairContrast && $0.tokens == ["text.secondary", "bg.page"] })
    #expect(
      abs((secondary.ratio ?? 0) - WCAG.contrastRatio(of: try SRGBColor(css: "#8e8e93"), on: .white)) < 1e-12)
    #expect(secondary.location?.line == 7)
    // The fix passes both of text.secondary's pairs.
    let fix = try #require(secondary.fix)
    #expect(WCAG.contrastRatio(of: fix.color, on: .white) >= 4.5)
    #expect(WCAG.contrastRatio(of: fix.color, on: try SRGBColor(css: "#f2f2f7")) >= 4.5)
    // Increased contrast made text.secondary lighter: a regression.
    #expect(
      r.findings.contains {
        $0.rule == .contrastRegression && $0.variant == .increasedContrast
          && $0.tokens == ["text.secondary", "bg.page"]
      })
    // Success and danger collapse for a red-green deficiency.
    let collapse = try #require(
      r.findings.first {
        $0.rule == .stateDistinguishability && $0.tokens == ["status.success", "status.danger"]
          && $0.variant == .standard
      })
    #expect(collapse.message.contains("deuteranopia") || collapse.message.contains("protanopia"))
    #expect(collapse.message.contains("non-color cue"))
    // A light-variant failure that passes in dark says so.
    #expect(
      standard.contains {
        $0.tokens == ["text.link", "bg.page"] && $0.message.contains("it passes in dark at")
      })
    // UI thresholds: 3 in standard, 4.5 under increased contrast.
    #expect(
      r.findings.first { $0.tokens == ["border.control", "bg.page"] && $0.variant == .increasedContrast }?
        .required == 4.5)
  }

  @Test func translucentBackgroundIsJudgedAtItsWorst() throws {
    let path = PaletteFixtures.write(
      """
      {"variants": {"standard": {"fg": "#767676", "page": "#ffffff", "sunken": "#d0d0d0", "veil": "rgba(0,0,0,0.3)"}},
       "pairs": [{"foreground": "fg", "background": "veil"}]}
      """)
    let p = try PaletteLoader.load(path)
    let r = try PaletteChecker.check(p, policy: PalettePolicy(translucentOver: ["page", "sunken"]))
    let ratio = try #require(r.checkedPairs[.standard]?.first?.ratio)
    let overSunken = WCAG.contrastRatio(
      of: try SRGBColor(css: "#767676"),
      on: try SRGBColor(css: "rgba(0,0,0,0.3)").composited(over: try SRGBColor(css: "#d0d0d0")))
    #expect(abs(ratio - overSunken) < 1e-12)
  }

  @Test func inferenceSaysWhichRule() {
    let pairs = PairInference.infer([
      "onPrimary", "primary", "fg.default", "bg.default", "fg.danger", "bg.danger.muted", "fg.danger.hover",
      "label", "systemBackground",
    ])
    #expect(
      pairs.contains {
        $0.foreground == "onPrimary" && $0.background == "primary" && $0.inferredBy == "on primary"
      })
    #expect(
      pairs.contains {
        $0.foreground == "label" && $0.background == "systemBackground" && $0.source == "generic"
      })
    #expect(
      pairs.contains {
        $0.foreground == "fg.danger" && $0.background == "bg.danger.muted" && $0.source == "role-tint"
      })
    #expect(!pairs.contains { $0.foreground == "fg.danger.hover" })
    #expect(
      PairInference.splitWords("semanticColors.bodyTextChecked") == [
        "semantic", "colors", "body", "text", "checked",
      ])
  }

  @Test func increasedContrastThatLowersAPairIsAnErrorOnlyWhenItFails() throws {
    let path = PaletteFixtures.write(
      """
      {"variants": {"standard": {"a": "#000000", "b": "#000000", "page": "#ffffff"},
                    "increasedContrast": {"a": "#222222", "b": "#777777"}},
       "pairs": [{"foreground": "a", "background": "page"}, {"foreground": "b", "background": "page"}]}
      """)
    let r = try PaletteChecker.check(try PaletteLoader.load(path))
    let regressions = r.findings.filter { $0.rule == .contrastRegression }
    #expect(regressions.first { $0.tokens == ["a", "page"] }?.level == .warning)
    #expect(regressions.first { $0.tokens == ["b", "page"] }?.level == .error)
  }

  @Test func stateCollapseSeverityFollowsWhoIsAffected() throws {
    let palette = try PaletteLoader.load(Self.failing)
    let byDefault = try PaletteChecker.check(palette).findings.filter { $0.rule == .stateDistinguishability }
    // Red-green collapses are errors; achromatopsia alone is a note.
    #expect(byDefault.contains { $0.level == .error && $0.message.contains("deuteranopia") })
    #expect(
      byDefault.filter { $0.message.contains("collapse for achromatopsia") }.allSatisfy { $0.level == .note })
    var policy = PalettePolicy()
    policy.stateSeverity[.deuteranopia] = .warning
    policy.stateSeverity[.protanopia] = .warning
    let lowered = try PaletteChecker.check(palette, policy: policy).findings.filter {
      $0.rule == .stateDistinguishability
    }
    #expect(!lowered.contains { $0.level == .error })
  }

  @Test func fixOutWritesACopyThatPasses() throws {
    let original = try String(contentsOfFile: Self.failing, encoding: .utf8)
    let copy = PaletteFixtures.write(original, name: "copy.palette.json")
    let palette = try PaletteLoader.load(copy)
    let out = try PaletteFixWriter.fix(copy, palette: palette, policy: PalettePolicy(), format: nil)
    #expect(out.remaining.isEmpty, "\(out.remaining)")
    let fixed = PaletteFixtures.writeBytes(
      try #require(out.files.first { $0.path == out.entry }).bytes, name: "fixed.palette.json")
    let after = try PaletteChecker.check(try PaletteLoader.load(fixed))
    #expect(!after.findings.contains { $0.level == .error }, "\(after.findings.map(\.message))")
    // Increased contrast got its own overrides; the alias {brand.blue} is kept where it can be.
    let text = try String(contentsOfFile: fixed, encoding: .utf8)
    #expect(text.contains("{brand.blue}"))
    #expect(try String(contentsOfFile: copy, encoding: .utf8) == original)  // the input is untouched
  }
}
