import Foundation
import Testing

@testable import PaletteReview

/// Primer's published contrast policy (Palettes/primer-policy.legible.json) on Primer's own
/// themes. Expected figures: Fixtures/verify_primer.py, which resolves the tokens itself.
struct PrimerPolicyTests {
  static let resolver = PaletteFixtures.real.appendingPathComponent(
    "dtcg-examples/github-primer.resolver.json"
  ).path
  static let policy = PaletteFixtures.palettes.appendingPathComponent("primer-policy.legible.json").path

  static let verified: [(Variant, String, String, Double)] = [
    (.standard, "fgColor.default", "bgColor.default", 15.797619),
    (.standard, "fgColor.muted", "bgColor.muted", 5.743198),
    (.standard, "fgColor.onEmphasis", "bgColor.accent.emphasis", 5.192061),
    (.standard, "fgColor.danger", "bgColor.default", 5.244153),
    (.increasedContrast, "fgColor.default", "bgColor.default", 20.535852),
    (.increasedContrast, "fgColor.muted", "bgColor.muted", 7.197225),
    (.increasedContrast, "fgColor.onEmphasis", "bgColor.accent.emphasis", 8.027686),
    (.dark, "fgColor.default", "bgColor.default", 17.386342),
    (.dark, "fgColor.onEmphasis", "bgColor.accent.emphasis", 4.634055),
    (.dark, "fgColor.danger", "bgColor.default", 5.645372),
    (.darkIncreasedContrast, "fgColor.muted", "bgColor.muted", 9.173267),
    (.darkIncreasedContrast, "fgColor.onEmphasis", "bgColor.accent.emphasis", 7.514513),
  ]

  @Test func primerPassesItsOwnPolicyAndFiguresMatch() throws {
    let palette = try PaletteLoader.load(Self.resolver)
    #expect(Set(palette.variants.keys) == [.standard, .increasedContrast, .dark, .darkIncreasedContrast])
    let report = try PaletteChecker.check(palette, policy: try PalettePolicyFile.load(Self.policy))
    #expect(report.findings.filter { $0.rule == .pairContrast }.isEmpty, "\(report.findings.map(\.message))")
    for (variant, fg, bg, ratio) in Self.verified {
      let got = try #require(
        report.checkedPairs[variant]?.first { $0.pair.foreground == fg && $0.pair.background == bg })
      #expect(abs(got.ratio - ratio) < 1e-5, "\(variant) \(fg) on \(bg): \(got.ratio)")
    }
    // Success/attention/danger collapse for red-green deficiencies; the policy records that
    // Primer always shows them with an icon and a label, so they are notes, not errors.
    #expect(
      !report.findings.contains { $0.level == .error },
      "\(report.findings.filter { $0.level == .error }.map(\.message))")
    let notes = report.findings.filter { $0.rule == .stateDistinguishability }
    #expect(
      !notes.isEmpty
        && notes.allSatisfy {
          $0.level == .note && $0.message.contains("collapse for") && $0.message.contains("always shown with")
        })
    // High-contrast themes are held to 7:1.
    #expect(report.checkedPairs[.darkIncreasedContrast]?.first?.required == 7)
  }

  @Test func aPolicyRaisesAchromatopsiaToAnError() throws {
    let path = PaletteFixtures.write(
      """
      {"palette": {"stateSeverity": {"achromatopsia": "error"}, "pairs": [{"foreground": "fgColor.default", "background": "bgColor.default"}],
        "stateGroups": [{"name": "status", "members": ["fgColor.success", "fgColor.attention", "fgColor.danger"]}]}}
      """)
    let policy = try PalettePolicyFile.load(path)
    let report = try PaletteChecker.check(try PaletteLoader.load(Self.resolver), policy: policy)
    #expect(report.findings.contains { $0.rule == .stateDistinguishability && $0.level == .error })
    let bad = PaletteFixtures.write("{\"palette\": {\"stateSeverity\": {\"achromat\": \"error\"}}}")
    #expect(throws: PaletteError.self) { try PalettePolicyFile.load(bad) }
  }

  @Test func policyUnknownKeysSuggestTheNearest() {
    let path = PaletteFixtures.write("{\"palette\": {\"pairz\": []}}")
    #expect { try PalettePolicyFile.load(path) } throws: {
      ($0 as? PaletteError)?.description == "\(path):1:14: unknown key 'pairz'; did you mean 'pairs'?"
    }
  }
}
