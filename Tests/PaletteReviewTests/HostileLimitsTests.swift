import ColorScience
import Foundation
import JSONSupport
import Testing

@testable import PaletteReview

/// Issue 12's number, limit and amplification classes at the library level: each with the
/// smallest input that showed it. The CLI side (messages naming flags) is in
/// Tests/LegibleCLITests/HostileLimitsTests.swift.
struct HostileLimitsTests {
  static let pair =
    ##""variants": {"standard": {"fg": "#777", "bg": "#fff"}}, "pairs": [{"foreground": "fg", "background": "bg"}]"##

  func loadError(_ text: String, name: String = "palette.json", limits: PaletteLimits = PaletteLimits())
    -> PaletteError?
  {
    do {
      _ = try PaletteLoader.load(PaletteFixtures.write(text, name: name), limits: limits)
      return nil
    } catch { return error }
  }

  /// A threshold of 1e19 trapped in `Int(…)` when the failing pair's message was written.
  @Test func thresholdsAreRatiosFromOneTo21() throws {
    let e = loadError(#"{"# + Self.pair + #", "thresholds": {"standard": {"text": 1e19}}}"#)
    #expect(e?.value?.key == "thresholds.standard.text")
    #expect(e?.value?.expected == .number(1...21, lowerOpen: false))
    #expect(e?.message == "thresholds.standard.text is 1e+19; expected a number from 1 to 21")
  }

  /// An APCA minimum of 1e19 trapped the same way; a policy's wrong types are errors too.
  @Test(arguments: [
    (#"{"apca": 1e19}"#, "apca is 1e+19; expected a number above 0 up to 108"),
    (#"{"palette": {"apca": "60"}}"#, "palette.apca is '60'; expected a number above 0 up to 108"),
    (
      #"{"pairs": [{"foreground": ["a", 5], "background": "b"}]}"#,
      "pairs[0].foreground[1] is 5; expected a string"
    ),
    (
      #"{"pairs": [{"foreground": "a", "background": "b", "use": "body"}]}"#,
      "pairs[0].use is 'body'; expected one of 'text', 'largeText', 'ui', 'decorative'"
    ),
    (
      #"{"thresholds": {"dark": {"txt": 5}}}"#,
      "thresholds.dark is an object with 'txt'; expected one of 'text', 'largeText', 'ui'"
    ),
    (#"{"distinguishThreshold": -1}"#, "distinguishThreshold is -1; expected a number from 0 to 200"),
    (#"{"maxPairs": 0.5}"#, "maxPairs is 0.5; expected a whole number from 1 to 20000000"),
    (#"{"translucentOver": 5}"#, "translucentOver is 5; expected a string or an array of strings"),
  ])
  func policyValuesAreChecked(policy: String, message: String) {
    #expect { try PalettePolicyFile.load(PaletteFixtures.write(policy)) } throws: {
      ($0 as? PaletteError)?.message == message
    }
  }

  @Test func numbersPrintWithoutTrapping() {
    #expect(NumberText.plain(1e19) == "1e+19")
    #expect(NumberText.plain(7) == "7")
    #expect(NumberText.rounded(60.6) == "61")
    #expect(WCAG.formatRatio(1e300) == "1e+300")
    #expect(PaletteChecker.fmt(1e19) == "1e+19")
  }

  /// Pair lists are counted before they are made: 36 million pairs took 3.8 GB and aborted.
  @Test func pairListsAreCountedBeforeTheyAreMade() throws {
    let names = (0..<4).map { "\"t\($0)\"" }.joined(separator: ", ")
    let policy = PaletteFixtures.write(
      #"{"pairs": [{"foreground": [\#(names)], "background": [\#(names)]}], "maxPairs": 10}"#)
    #expect { try PalettePolicyFile.load(policy) } throws: {
      let e = $0 as? PaletteError
      return e?.limit == .pairs && e?.message == "pairs lists 16 foreground/background pairs; the limit is 10"
    }
    // The flag's value wins over the file's.
    #expect(try PalettePolicyFile.load(policy, maximumPairs: 16).pairs.count == 16)
  }

  /// `"*"` × `"*"` is counted from the expanded patterns, before any pair is made.
  @Test func patternPairsAreCountedBeforeTheyAreMade() throws {
    let tokens = (0..<5).map { "\"t\($0)\": \"#\(String(repeating: String($0), count: 6))\"" }.joined(
      separator: ", ")
    let palette = try PaletteLoader.load(PaletteFixtures.write(#"{"variants": {"standard": {\#(tokens)}}}"#))
    var policy = PalettePolicy(pairs: [
      PairRule(foreground: "*", background: "*", use: .text, source: "config")
    ])
    policy.maximumPairs = 24
    #expect { try PaletteChecker.check(palette, policy: policy) } throws: {
      ($0 as? PaletteError)?.limit == .pairs
        && ($0 as? PaletteError)?.message.contains("at least 25 foreground/background pairs") == true
    }
    policy.maximumPairs = 25
    #expect(try PaletteChecker.check(palette, policy: policy).checkedPairs[.standard]?.count == 20)
  }

  /// Inference stops once it passes the pair limit: generic text on generic surfaces is
  /// texts × surfaces pairs (900 × 900 took 433 MB before it was counted).
  @Test func inferredPairsStopAtTheLimit() throws {
    let words = [
      "primary", "secondary", "tertiary", "muted", "subtle", "strong", "weak", "body", "base", "main",
    ]
    var tokens: [String: Token] = [:]
    for a in words {
      for b in words {
        tokens["text.\(a).\(b)"] = Token(path: "text.\(a).\(b)", color: .black, location: nil)
        tokens["bg.\(a).\(b)"] = Token(path: "bg.\(a).\(b)", color: .white, location: nil)
      }
    }
    #expect(PairInference.analyze(Set(tokens.keys)).pairs.count > 1_000)
    #expect(PairInference.analyze(Set(tokens.keys), maximumPairs: 50).pairs.count == 51)
    var policy = PalettePolicy()
    policy.maximumPairs = 50
    #expect {
      try PaletteChecker.check(
        Palette(name: "p", format: "test", files: [], variants: [.standard: tokens]), policy: policy)
    } throws: {
      ($0 as? PaletteError)?.message
        == "the inferred pairs make at least 51 foreground/background pairs across the variants; the limit is 50"
    }
  }

  /// Groups that each hold two `$extends` of the level before double at every level.
  @Test func extendsCopiesCountAsTheyAreMade() {
    var groups = [##""g0": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#ffffff"}}"##]
    for i in 1..<12 {
      groups.append(#""g\#(i)": {"l": {"$extends": "{g\#(i - 1)}"}, "r": {"$extends": "{g\#(i - 1)}"}}"#)
    }
    var limits = PaletteLimits()
    limits.maximumTokens = 1_000
    let e = loadError("{" + groups.joined(separator: ", ") + "}", name: "x.tokens.json", limits: limits)
    #expect(e?.limit == .tokens)
    #expect(e?.message == "more than 1000 tokens")
    // Below the limit the copies are all there: 2 · 2^10 tokens in g10 alone.
    limits.maximumTokens = 10_000
    #expect(
      loadError("{" + groups.joined(separator: ", ") + "}", name: "x.tokens.json", limits: limits) == nil)
  }

  /// A 10,000-link chain resolves (each token followed once), alpha multiplies along it,
  /// and the limit still counts every link.
  @Test func longAliasChainsResolveOnce() throws {
    var entries: [String: AliasResolver.Entry] = ["c0": .init(raw: .color(.black), location: nil)]
    for i in 1..<10_000 {
      entries["c\(i)"] = .init(raw: .alias("c\(i - 1)", alpha: i == 5 ? 0.5 : nil), location: nil)
    }
    var limits = PaletteLimits()
    limits.maximumAliasChain = 10_000
    let tokens = try AliasResolver.resolve(entries, limits: limits)
    #expect(tokens.count == 10_000)
    #expect(tokens["c9999"]?.color.alpha == 0.5)
    #expect(tokens["c4"]?.color.alpha == 1)
    #expect(tokens["c9999"]?.aliasOf == "c9998")
    limits.maximumAliasChain = 9_999
    #expect { try AliasResolver.resolve(entries, limits: limits) } throws: {
      ($0 as? PaletteError)?.tokenPath == "c9999" && ($0 as? PaletteError)?.limit == .aliasChain
    }
  }

  /// A resolver's `$ref` to a file outside its folder is refused before it is read.
  @Test func resolverReferencesStayInTheirFolder() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-confine-\(UUID().uuidString)")
    let inner = dir.appendingPathComponent("design")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try ##"{"secret": {"$type": "color", "$value": "#123456"}}"##.write(
      to: dir.appendingPathComponent("outside.tokens.json"), atomically: true, encoding: .utf8)
    let resolver = inner.appendingPathComponent("r.resolver.json")
    try
      ##"{"sets": {"s": {"sources": [{"$ref": "../outside.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
      .write(to: resolver, atomically: true, encoding: .utf8)
    #expect { try PaletteLoader.load(resolver.path) } throws: {
      let m = ($0 as? PaletteError)?.message ?? ""
      return m.hasPrefix("source '../outside.tokens.json' is outside ") && !m.contains("123456")
    }
    // A symbolic link inside the folder to a file outside it is refused too.
    try FileManager.default.createSymbolicLink(
      atPath: inner.appendingPathComponent("link.tokens.json").path,
      withDestinationPath: dir.appendingPathComponent("outside.tokens.json").path)
    try #"{"sets": {"s": {"sources": [{"$ref": "link.tokens.json"}]}}}"#.write(
      to: resolver, atomically: true, encoding: .utf8)
    #expect { try PaletteLoader.load(resolver.path) } throws: {
      ($0 as? PaletteError)?.message.hasPrefix("source 'link.tokens.json' is outside ") == true
    }
    // A wider root lets it in.
    var limits = PaletteLimits()
    limits.referenceRoot = dir.path
    #expect(try PaletteLoader.load(resolver.path, limits: limits).files.count == 2)
  }

  /// One source referenced many times is read once; what the references make is bounded.
  @Test func repeatedReferencesAreReadOnceAndBounded() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-refs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let tokens = (0..<50).map {
      "\"c\($0)\": {\"$type\": \"color\", \"$value\": \"#0000\(String(format: "%02x", $0))\"}"
    }
    try ("{" + tokens.joined(separator: ", ") + "}").write(
      to: dir.appendingPathComponent("s.tokens.json"), atomically: true, encoding: .utf8)
    func resolver(_ references: Int) throws -> String {
      let refs = Array(repeating: #"{"$ref": "s.tokens.json"}"#, count: references).joined(separator: ", ")
      let url = dir.appendingPathComponent("r\(references).resolver.json")
      try #"{"sets": {"s": {"sources": [\#(refs)]}}}"#.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    #expect(try PaletteLoader.load(resolver(3)).files.count == 2)
    var limits = PaletteLimits()
    limits.maximumTokens = 100
    #expect { try PaletteLoader.load(resolver(40), limits: limits) } throws: {
      ($0 as? PaletteError)?.limit == .tokens
        && ($0 as? PaletteError)?.message.contains("more than 800 tokens made or copied") == true
    }
  }

  /// A Primer override's alpha is a multiplier from 0 to 1, like every DTCG alpha.
  @Test func overrideAlphaIsInRange() throws {
    let tokens = PaletteFixtures.write(
      ##"{"fg": {"$type": "color", "$value": "#777777", "$extensions": {"org.primer.overrides": {"dark": {"alpha": 1e300}}}}}"##,
      name: "o.tokens.json")
    let resolver = URL(fileURLWithPath: tokens).deletingLastPathComponent().appendingPathComponent(
      "o.resolver.json")
    try
      ##"{"sets": {"s": {"sources": [{"$ref": "o.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}}}"##
      .write(to: resolver, atomically: true, encoding: .utf8)
    #expect { try PaletteLoader.load(resolver.path) } throws: {
      ($0 as? PaletteError)?.message
        == "fg.$extensions.org.primer.overrides.dark.alpha is 1e+300; expected a number from 0 to 1"
    }
  }

  /// Values of the wrong type in a resolver are errors naming the key.
  @Test(arguments: [
    (#"{"sets": {"s": {"sources": [{"$ref": 5}]}}}"#, "sets.s.sources[0].$ref is 5; expected a string"),
    (#"{"sets": {"s": {"sources": {"$ref": "a.json"}}}}"#, "sets.s.sources is an object; expected an array"),
    (#"{"sets": [], "resolutionOrder": []}"#, "sets is an array; expected an object"),
    (
      #"{"modifiers": {"m": {"contexts": {"light": {}}}}}"#,
      "modifiers.m.contexts.light is an object; expected an array"
    ),
    (#"{"sets": {"s": {"sources": [{"g": {"$extends": 5}}]}}}"#, "g.$extends is 5; expected a string"),
  ])
  func resolverValuesAreChecked(resolver: String, message: String) {
    #expect(loadError(resolver, name: "r.resolver.json")?.message == message)
  }
}

/// The depth ceiling is one the code honours: a document nested `JSONParser.depthCeiling`
/// deep is parsed, loaded as a palette (a recursive walk and alias resolution) and freed
/// (JSONNode is an indirect enum: freeing recurses too) on a thread with a 512 KB stack,
/// smaller than any thread Legible parses on.
struct JSONDepthCeilingTests {
  @Test func ceilingDepthRunsOnASmallStack() throws {
    #expect(JSONParser(maximumDepth: 1_000_000_000).maximumDepth == JSONParser.depthCeiling)
    let depth = JSONParser.depthCeiling
    // {"variants": {"standard": {"g": {"g": … {"fg": "#777", "bg": "{g…}"}}}}}
    let inner = ##"{"fg": "#777777", "bg": "#ffffff"}"##
    let groups = depth - 3
    let text =
      #"{"variants": {"standard": "# + String(repeating: #"{"g": "#, count: groups) + inner
      + String(repeating: "}", count: groups) + "}}"
    let path = PaletteFixtures.write(text)
    final class Outcome: @unchecked Sendable {
      var tokens = -1
      var error = ""
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var limits = PaletteLimits()
      limits.maximumDepth = depth
      do {
        let palette = try PaletteLoader.load(path, limits: limits)
        outcome.tokens = palette.variants[.standard]?.count ?? 0
        // And one level more is refused, not a crash.
        limits.maximumDepth = depth - 1
        _ = try PaletteLoader.load(path, limits: limits)
      } catch { outcome.error = (error as? PaletteError)?.message ?? "\(error)" }
      done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
    #expect(outcome.tokens == 2)
    #expect(outcome.error == "invalid JSON: nesting is deeper than \(depth - 1) levels")
  }
}
