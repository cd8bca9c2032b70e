import ColorScience
import Foundation
import JSONSupport
import Testing

@testable import PaletteReview

/// Pair recall against the pairs each real system's designers check (Fixtures/pair-labels/,
/// one file per system, each pair with its source): at least 0.75 per system and 0.90
/// overall, and no pair of a system's "nonsense" list (a foreground on a surface it is
/// never drawn on).
struct PairRecallTests {
  struct Labels: Sendable, CustomStringConvertible {
    var file: String
    var palette: String
    var pairs: [[String]]
    var nonsense: [[String]]
    var description: String { file }
  }

  static let labels: [Labels] = {
    let folder = PaletteFixtures.here.appendingPathComponent("Fixtures/pair-labels")
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".json") }
      .sorted() ?? []
    return names.compactMap { name in
      guard let bytes = try? Data(contentsOf: folder.appendingPathComponent(name)),
        let root = try? JSONParser().parse(Array(bytes))
      else { return nil }
      func list(_ key: String) -> [[String]] {
        (root[key]?.arrayValues ?? []).map {
          [$0["foreground"]?.stringValue ?? "", $0["background"]?.stringValue ?? ""]
        }
      }
      return Labels(
        file: name, palette: root["palette"]?.stringValue ?? "", pairs: list("pairs"),
        nonsense: list("nonsense"))
    }
  }()

  /// Every pair the check made, in any theme.
  static func checked(_ l: Labels) throws -> (pairs: Set<[String]>, tokens: Set<String>) {
    let palette = try PaletteLoader.load(PaletteFixtures.real.appendingPathComponent(l.palette).path)
    let report = try PaletteChecker.check(palette)
    var pairs = Set<[String]>()
    for list in report.checkedPairs.values {
      for p in list { pairs.insert([p.pair.foreground, p.pair.background]) }
    }
    for t in report.extraThemes { for p in t.pairs { pairs.insert([p.pair.foreground, p.pair.background]) } }
    return (pairs, Set(palette.variants.values.flatMap(\.keys)))
  }

  @Test func sixSystemsAreLabelled() { #expect(Self.labels.count == 6) }

  @Test(arguments: labels) func recallPerSystem(_ l: Labels) throws {
    let (pairs, tokens) = try Self.checked(l)
    for p in l.pairs + l.nonsense {
      #expect(tokens.contains(p[0]) && tokens.contains(p[1]), "label names a missing token: \(p)")
    }
    let found = l.pairs.filter(pairs.contains)
    let recall = Double(found.count) / Double(max(1, l.pairs.count))
    #expect(recall >= 0.75, "\(l.file): recall \(recall); missing \(l.pairs.filter { !pairs.contains($0) })")
    let nonsense = l.nonsense.filter(pairs.contains)
    #expect(nonsense.isEmpty, "\(l.file): nonsense pairs \(nonsense)")
  }

  @Test func recallOverall() throws {
    var found = 0
    var total = 0
    for l in Self.labels {
      let (pairs, _) = try Self.checked(l)
      found += l.pairs.filter(pairs.contains).count
      total += l.pairs.count
    }
    #expect(total > 80)
    #expect(Double(found) / Double(total) >= 0.9, "\(found) of \(total)")
  }

  /// Apple's system colors and Carbon's scales name no role: nothing is checked (the CLI exits
  /// 2), and the starter policy pairs text-like colors with surface-like ones, not one pair.
  @Test(arguments: ["dtcg-examples/apple-hig.resolver.json", "dtcg-examples/ibm-carbon.resolver.json"])
  func starterPoliciesPairByRole(_ path: String) throws {
    let palette = try PaletteLoader.load(PaletteFixtures.real.appendingPathComponent(path).path)
    #expect(try PaletteChecker.check(palette).checkedNothing)
    let pairs = PolicyStarter.pairs(for: palette)
    #expect(pairs.count > 1)
    let surfaces = Set(pairs.map(\.background))
    let foregrounds = Set(pairs.map(\.foreground))
    #expect(surfaces.isDisjoint(with: foregrounds))
    // Every foreground is proposed on every surface (a grid to prune, not a guess).
    #expect(pairs.count == surfaces.count * foregrounds.count)
    guard let v = palette.variants.keys.sorted().first, let tokens = palette.variants[v] else { return }
    for s in surfaces {
      #expect(
        (tokens[s].map { WCAG.relativeLuminance($0.color) } ?? 0) >= 0.75, "\(s) is not a light surface")
    }
  }
}
