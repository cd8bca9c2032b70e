import ColorScience
import Foundation
import JSONSupport
import Testing

@testable import PaletteReview

/// Issue 36's input-correctness classes at the library level, each with the smallest input
/// that showed it: out-of-gamut and overflowing colors, asset-catalog entry choice, wrong
/// JSON types, `$extends` cycles and keys in two Unicode normalizations.
struct InputCorrectnessTests {
  func load(_ text: String, name: String = "palette.json") throws(PaletteError) -> Palette {
    try PaletteLoader.load(PaletteFixtures.write(text, name: name))
  }

  func loadError(_ text: String, name: String = "palette.json") -> PaletteError? {
    do {
      _ = try load(text, name: name)
      return nil
    } catch { return error }
  }

  static func legible(_ fg: String) -> String {
    ##"{"variants": {"standard": {"fg": "\##(fg)", "bg": "#fff"}}, "pairs": [{"foreground": "fg", "background": "bg"}]}"##
  }

  // MARK: Out of gamut, overflow

  /// `lab(50 100 0)` passed on white at 4.63:1 in a palette where `contrast` fails it at
  /// 3.78:1: the palette now judges the clipped color, and says so on the token.
  @Test(arguments: zip(["lab(50 100 0)", "color(display-p3 2 0 0)"], ["3.78", "3.99"]))
  func outOfGamutTokensAreClippedAsContrastDoes(fg: String, ratio: String) throws {
    let p = try load(Self.legible(fg))
    let token = try #require(p.variants[.standard]?["fg"])
    #expect(token.clippedFrom == fg)
    #expect(token.color == (try InputColor(css: fg)).color)
    let report = try PaletteChecker.check(p)
    let r = try #require(report.checkedPairs[.standard]?.first?.ratio)
    #expect(WCAG.formatRatio(r) == ratio)
    #expect(report.findings.count == 1)
    #expect(p.clippedTokens.map(\.path) == ["fg"])
  }

  /// Every reader of CSS strings and DTCG components refuses a color whose conversion
  /// overflows, naming the token and the value; before, it was read as black.
  @Test(arguments: [
    (legible("lab(1e200 0 0)"), "palette.json"),
    (
      #"{"fg": {"$type": "color", "$value": {"colorSpace": "lab", "components": [1e200, 0, 0]}}}"#,
      "x.tokens.json"
    ),
    (#"{"schemes": {"light": {"primary": "oklab(1e200 0 0)"}}}"#, "material-theme.json"),
  ])
  func overflowingColorsAreErrors(text: String, name: String) {
    let e = loadError(text, name: name)
    #expect(e?.tokenPath == "fg" || e?.tokenPath == "light.primary")
    #expect(e?.message.contains("overflows") == true, "\(String(describing: e))")
    #expect(e?.line != nil)
  }

  // MARK: Asset catalogs

  func catalog(_ colorsets: [String: String]) throws -> String {
    let root = (PaletteFixtures.write("{}") as NSString).deletingLastPathComponent + "/Colors.xcassets"
    for (name, contents) in colorsets {
      let set = root + "/\(name).colorset"
      try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
      try contents.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    }
    return root
  }

  static func entry(_ idiom: String, _ hex: String, appearances: String = "") -> String {
    let v = Array(hex.utf8).map { String(UnicodeScalar($0)) }
    let r = "0x" + v[0] + v[1]
    let g = "0x" + v[2] + v[3]
    let b = "0x" + v[4] + v[5]
    return
      #"{"idiom": "\#(idiom)", \#(appearances.isEmpty ? "" : #""appearances": [\#(appearances)], "#)"color": {"color-space": "srgb", "components": {"red": "\#(r)", "green": "\#(g)", "blue": "\#(b)"}}}"#
  }

  static let dark = #"{"appearance": "luminosity", "value": "dark"}"#

  /// A later watch (or tv, mac) entry replaced the universal color: #767676 on white
  /// (4.54:1) became #111111, by entry order. Only universal counts, whatever the order.
  @Test(arguments: ["watch", "tv", "mac", "car", "vision"])
  func otherIdiomsNeverReplaceUniversal(idiom: String) throws {
    let root = try catalog([
      "fg": #"{"colors": [\#(Self.entry("universal", "777777")), \#(Self.entry(idiom, "111111"))]}"#
    ])
    let p = try PaletteLoader.load(root)
    #expect(p.variants[.standard]?["fg"]?.color.hex == "#777777")
  }

  /// With no universal entry, iPhone's color is checked (then iPad's): documented fallback.
  @Test func iPhoneIsTheFallbackWithoutUniversal() throws {
    let root = try catalog([
      "fg":
        #"{"colors": [\#(Self.entry("ipad", "222222")), \#(Self.entry("watch", "111111")), \#(Self.entry("iphone", "333333"))]}"#
    ])
    #expect(try PaletteLoader.load(root).variants[.standard]?["fg"]?.color.hex == "#333333")
  }

  /// An appearance Legible does not check is an error, not a variant read as light.
  @Test func unknownAppearanceIsAnError() throws {
    let odd = #"{"appearance": "luminosity", "value": "dim"}"#
    let root = try catalog([
      "fg":
        #"{"colors": [\#(Self.entry("universal", "777777")), \#(Self.entry("universal", "111111", appearances: odd))]}"#
    ])
    #expect {
      _ = try PaletteLoader.load(root)
    } throws: { e in
      let m = (e as? PaletteError)?.description ?? ""
      return m.contains("colors[1].appearances[0].value is 'dim'")
        && m.contains("fg.colorset/Contents.json:1:")
    }
    let vibrancy = #"{"appearance": "vibrancy", "value": "high"}"#
    let root2 = try catalog([
      "fg": #"{"colors": [\#(Self.entry("universal", "777777", appearances: vibrancy))]}"#
    ])
    #expect(throws: PaletteError.self) { try PaletteLoader.load(root2) }
  }

  /// Two dark entries for one idiom: last-wins hid the first; now an error naming both.
  @Test func twoEntriesForOneAppearanceAreAnError() throws {
    let root = try catalog([
      "fg":
        #"{"colors": [\#(Self.entry("universal", "777777", appearances: Self.dark)),\#n\#(Self.entry("universal", "111111", appearances: Self.dark))]}"#
    ])
    #expect {
      _ = try PaletteLoader.load(root)
    } throws: { e in
      let e = e as? PaletteError
      return e?.tokenPath == "fg"
        && e?.message.contains("colors[0] (line 1) and colors[1] (line 2) are both for universal, dark")
          == true
    }
  }

  /// A misspelt idiom counted for no device, so the color set's only color went unchecked.
  @Test func unknownIdiomIsAnError() throws {
    let root = try catalog(["fg": #"{"colors": [\#(Self.entry("universa1", "777777"))]}"#])
    #expect {
      _ = try PaletteLoader.load(root)
    } throws: { e in
      (e as? PaletteError)?.message.hasPrefix(
        "colors[0].idiom is 'universa1'; expected one of 'universal', 'iphone'") == true
    }
  }

  /// `luminosity: light` is the light color where the "any" entry is the fallback.
  @Test func explicitLightWinsOverAny() throws {
    let light = #"{"appearance": "luminosity", "value": "light"}"#
    let root = try catalog([
      "fg":
        #"{"colors": [\#(Self.entry("universal", "777777", appearances: light)), \#(Self.entry("universal", "111111"))]}"#
    ])
    #expect(try PaletteLoader.load(root).variants[.standard]?["fg"]?.color.hex == "#777777")
  }

  @Test func assetCatalogOverflowAndGamut() throws {
    let huge =
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "1e300"}}}]}"#
    #expect {
      _ = try PaletteLoader.load(try catalog(["fg": huge]))
    } throws: { e in (e as? PaletteError)?.message.contains("overflows") == true }
    let p3 =
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "1.5", "green": "0", "blue": "0"}}}]}"#
    let token = try #require(try PaletteLoader.load(try catalog(["fg": p3])).variants[.standard]?["fg"])
    #expect(token.clippedFrom == "display-p3 {red 1.5, green 0, blue 0}")
    #expect(token.color.hex == "#ff0000")
  }

  // MARK: Wrong types

  /// Each wrong type is an error naming its JSON path, line:column and the type expected;
  /// before, `"light": "oops"` gave "0 tokens, 0 pairs checked" and exit 0.
  @Test(arguments: [
    (
      ##"{"schemes": {"light": "oops"}}"##, "material-theme.json", "1:23",
      "schemes.light is 'oops'; expected an object"
    ),
    (
      ##"{"schemes": {"light": {"primary": "#777"}}, "description": 5}"##, "material-theme.json", "1:60",
      "description is 5; expected a string"
    ),
    (
      ##"{"variants": {"standard": {"fg": "#777"}}, "pairs": {"foreground": "fg"}}"##, "p.json", "1:53",
      "pairs is an object; expected an array"
    ),
    (
      ##"{"variants": {"standard": {"fg": "#777"}}, "pairs": [{"foreground": 1, "background": "fg"}]}"##,
      "p.json", "1:69", "pairs[0].foreground is 1; expected a string"
    ),
    (
      ##"{"variants": {"standard": {"fg": "#777"}}, "stateGroups": [{"members": ["fg", 2]}]}"##, "p.json",
      "1:79", "stateGroups[0].members[1] is 2; expected a string"
    ),
    (
      ##"{"variants": {"standard": {"fg": "#777"}}, "thresholds": []}"##, "p.json", "1:58",
      "thresholds is an array; expected an object"
    ),
    (
      ##"{"fg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "alpha": "0.1"}}}"##,
      "a.tokens.json", "1:100", "fg.$value.alpha is '0.1'; expected a number from 0 to 1"
    ),
    (
      ##"{"c": {"$type": "color", "fg": "#777", "bg": {"$value": "#fff"}}}"##, "a.tokens.json", "1:32",
      "c.fg is '#777' where a token or group belongs; expected an object"
    ),
    (
      ##"{"fg": {"$value": "#777", "alpha": "half"}}"##, "a.tokens.json", "1:36",
      "fg.alpha is 'half'; expected a number from 0 to 1"
    ),
  ])
  func wrongTypesAreErrorsWithTheirPath(text: String, name: String, place: String, message: String) {
    let e = loadError(text, name: name)
    #expect(e.map { "\($0.line ?? 0):\($0.column ?? 0)" } == place, "\(String(describing: e))")
    #expect(e?.message == message)
  }

  /// `palette.stateSeverity` given as a string was ignored, so the defaults applied.
  @Test(arguments: [
    (##"{"palette": {"stateSeverity": "error"}}"##, "palette.stateSeverity is 'error'; expected an object"),
    (
      ##"{"palette": {"stateSeverity": {"tritanopia": 1}}}"##,
      "palette.stateSeverity.tritanopia is 1; expected one of 'error', 'warning', 'note'"
    ),
    (
      ##"{"stateSeverity": {"tritanopia": "fatal"}}"##,
      "stateSeverity.tritanopia is 'fatal'; expected one of 'error', 'warning', 'note'"
    ),
  ])
  func policyWrongTypesAreErrors(text: String, message: String) {
    #expect {
      _ = try PalettePolicyFile.load(PaletteFixtures.write(text, name: "legible.json"))
    } throws: { e in
      let e = e as? PaletteError
      return e?.message == message && e?.line == 1 && e?.column != nil
    }
  }
}

extension InputCorrectnessTests {
  // MARK: $extends cycles, Unicode normalization

  /// A `$extends` cycle was accepted (tokens copied in whatever order came first).
  @Test(arguments: [
    (
      ##"{"a": {"$extends": "{b}", "x": {"$type": "color", "$value": "#777"}}, "b": {"$extends": "{a}"}}"##,
      "$extends cycle: a → b → a"
    ),
    (##"{"a": {"$extends": "{a}", "x": {"$type": "color", "$value": "#777"}}}"##, "$extends cycle: a → a"),
    (
      ##"{"a": {"in": {"$extends": "{a}"}, "x": {"$type": "color", "$value": "#777"}}}"##,
      "$extends cycle: a.in → a.in"
    ),
    (
      ##"{"a": {"x": {"$extends": "{b}"}}, "b": {"$extends": "{a}", "y": {"$type": "color", "$value": "#777"}}}"##,
      "$extends cycle: a.x → b → a.x"
    ),
  ])
  func extendsCyclesAreErrors(text: String, message: String) {
    let e = loadError(text, name: "c.tokens.json")
    #expect(e?.message.hasPrefix(message + ";") == true, "\(String(describing: e))")
    #expect(e?.line != nil)
  }

  /// Extending a group that extends another (no cycle) still loads.
  @Test func extendsChainsStillLoad() throws {
    let p = try load(
      ##"{"base": {"$type": "color", "fg": {"$value": "#777"}}, "mid": {"$extends": "{base}"}, "top": {"$extends": "{mid}"}, "in": {"deep": {"$extends": "{base}"}}}"##,
      name: "c.tokens.json")
    #expect(p.variants[.standard]?["top.fg"]?.color.hex == "#777777")
    #expect(p.variants[.standard]?["in.deep.fg"]?.color.hex == "#777777")
  }

  /// "café" in NFC and in NFD are one name to Swift (and to every table keyed by token
  /// path): an error that says they are the same name in two normalizations, not a bare
  /// "duplicate key" that looks wrong to someone reading the bytes.
  @Test func keysInTwoNormalizationsAreOneNameAndSaySo() {
    let e = loadError(
      "{\"caf\u{E9}\": {\"$type\": \"color\", \"$value\": \"#777\"},\n \"cafe\u{301}\": {\"$type\": \"color\", \"$value\": \"#fff\"}}",
      name: "n.tokens.json")
    #expect(e?.line == 2)
    #expect(
      e?.message.contains(
        "(first at 1:2): the same name written in another Unicode normalization (NFC and NFD)") == true,
      "\(String(describing: e))")
    let plain = loadError("{\"a\": 1, \"a\": 2}", name: "n.tokens.json")
    #expect(plain?.message == "invalid JSON: duplicate key \"a\"")
  }
}
