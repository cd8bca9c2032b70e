import Foundation
import JSONSupport
import Testing

@testable import PaletteReview

/// Pair inference against hand labels written from each real system's own naming
/// (Fixtures/pair-labels.json): the pairs its names declare are found, the nonsense ones
/// are not, and systems with no semantic roles check nothing (the CLI then exits 2).
struct PairInferenceTests {
  struct System: Sendable, CustomStringConvertible {
    var palette: String
    var expected: [[String]]
    var rejected: [[String]]
    var nothing: Bool
    var description: String { palette }
  }

  static let systems: [System] = {
    let url = PaletteFixtures.here.appendingPathComponent("Fixtures/pair-labels.json")
    guard let bytes = try? Data(contentsOf: url), let root = try? JSONParser().parse(Array(bytes)) else {
      return []
    }
    func pairs(_ n: JSONNode?) -> [[String]] {
      (n?.arrayValues ?? []).map { $0.arrayValues?.compactMap(\.stringValue) ?? [] }
    }
    return (root["systems"]?.arrayValues ?? []).map { s in
      System(
        palette: s["palette"]?.stringValue ?? "", expected: pairs(s["expected"]),
        rejected: pairs(s["rejected"]),
        nothing: {
          if case .bool(true, _)? = s["nothing"] { return true }
          return false
        }())
    }
  }()

  @Test func labelsAreLoaded() { #expect(Self.systems.count == 8) }

  @Test(arguments: systems) func inferenceMatchesTheLabels(_ system: System) throws {
    let palette = try PaletteLoader.load(PaletteFixtures.real.appendingPathComponent(system.palette).path)
    let tokens = Set(palette.variants.values.flatMap(\.keys))
    let inferred = Set(PairInference.infer(tokens).map { [$0.foreground, $0.background] })
    for pair in system.expected {
      #expect(tokens.contains(pair[0]) && tokens.contains(pair[1]), "label names a missing token: \(pair)")
      #expect(inferred.contains(pair), "\(system.palette): expected \(pair[0]) on \(pair[1])")
    }
    for pair in system.rejected {
      #expect(tokens.contains(pair[0]) && tokens.contains(pair[1]), "label names a missing token: \(pair)")
      #expect(!inferred.contains(pair), "\(system.palette): nonsense pair \(pair[0]) on \(pair[1])")
    }
    if system.nothing {
      #expect(try PaletteChecker.check(palette).checkedNothing)
    }
  }

  @Test func inferredPairsSayWhy() {
    let pairs = PairInference.analyze([
      "semanticColors.accentButtonText", "semanticColors.accentButtonBackground",
      "semanticColors.bodyBackground",
      "fgColor.black", "bgColor.black", "fgColor.onEmphasis", "bgColor.danger.emphasis",
    ])
    #expect(
      pairs.pairs.contains {
        $0.foreground == "semanticColors.accentButtonText" && $0.inferredBy == "stem accentButton"
      })
    #expect(
      pairs.pairs.contains {
        $0.foreground == "fgColor.onEmphasis" && $0.background == "bgColor.danger.emphasis"
      })
    #expect(!pairs.pairs.contains { $0.foreground == "fgColor.black" })
    #expect(pairs.unpaired.contains { $0.token == "fgColor.black" && $0.reason.contains("absolute") })
  }

  @Test func everyResolverThemeIsCheckedUnderItsOwnName() throws {
    let fluent = try PaletteLoader.load(
      PaletteFixtures.real.appendingPathComponent("dtcg-examples/microsoft-fluent.resolver.json").path)
    // `inverted` reads as light like `default`: checked on its own, not dropped.
    #expect(fluent.extraThemes.map(\.name) == ["inverted"])
    let report = try PaletteChecker.check(fluent)
    #expect(report.extraThemes.first?.pairs.isEmpty == false)
    let primer = try PaletteLoader.load(
      PaletteFixtures.real.appendingPathComponent("dtcg-examples/github-primer.resolver.json").path)
    #expect(primer.displayName(.increasedContrast) == "light-hc (increased contrast)")
    #expect(primer.displayName(.dark) == "dark")
  }
}
