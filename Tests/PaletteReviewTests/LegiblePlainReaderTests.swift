import ColorScience
import Foundation
import JSONSupport
import Testing

@testable import PaletteReview

/// The byte reader for Legible palettes in their plain form must read exactly what the
/// JSON tree reader reads, and leave every other file (and every error) to it.
struct LegiblePlainReaderTests {
  /// Both readers on the same bytes: the plain reader's palette, and the tree reader's.
  static func both(_ text: String) throws -> (plain: Palette?, tree: Palette) {
    let path = PaletteFixtures.write(text)
    let bytes = Array(text.utf8)
    let plain = try LegiblePaletteFormat.load(path, bytes: bytes, limits: PaletteLimits())
    let root = try JSONParser().parse(bytes)
    return (plain, try LegiblePaletteFormat.load(path, root: root, limits: PaletteLimits()))
  }

  static let plainForm = """
    {
      "name": "Plain",
      "variants": {
        "standard": {
          "brand": {"blue": "#0a58ca", "wide": "color(display-p3 0 1 0)"},
          "text": {"link": "{brand.blue}", "body": "rgb(20 20 20)", "deep": {"er": "{text.link}"}},
          "bg": {"page": "#fff", "card": "#f4f4f4"}
        },
        "increasedContrast": {"brand": {"blue": "#0040a8"}},
        "dark": {"text": {"body": "#eee"}, "bg": {"page": "#111"}}
      },
      "pairs": [
        {"foreground": "text.body", "background": "bg.page"},
        {"background": "bg.card", "foreground": "text.link", "use": "largeText"}
      ],
      "stateGroups": [{"members": ["text.link", "text.body"]}, {"name": "s", "members": ["bg.page", "bg.card"]}]
    }
    """

  @Test func readsWhatTheTreeReaderReads() throws {
    let (plain, tree) = try Self.both(Self.plainForm)
    let p = try #require(plain, "the plain form must take the byte reader")
    #expect(p.name == "Plain" && p.format == tree.format && p.files == tree.files)
    #expect(p.pairs == tree.pairs && p.stateGroups == tree.stateGroups)
    #expect(p.stateGroups.first?.name == "text.link/text.body")
    #expect(Set(p.variants.keys) == Set(tree.variants.keys))
    for (variant, tokens) in tree.variants {
      // Every token the same: color, location (line, column, byte range), alias, clipping.
      #expect(p.variants[variant] == tokens, "\(variant)")
    }
    // Spot checks that the comparison compares something.
    let link = try #require(p.variants[.increasedContrast]?["text.deep.er"])
    #expect(link.color.hex == "#0040a8")
    #expect(p.variants[.standard]?["brand.wide"]?.clippedFrom == "color(display-p3 0 1 0)")
    let body = try #require(p.variants[.standard]?["text.body"]?.location)
    #expect(body.line == 6 && body.column == 48)
  }

  /// Forms the byte reader leaves to the tree reader, each for its reason.
  @Test(arguments: [
    ##"{"variants": {"standard": {"a": "#fff"}}, "thresholds": {}}"##,  // another top-level key
    ##"{"$schema": "x", "variants": {"standard": {"a": "#fff"}}}"##,
    ##"{"variants": {"standard": {"$type": "color", "a": "#fff"}}}"##,
    ##"{"variants": {"standard": {"a": "\u0023fff"}}}"##,  // an escape
    ##"{"variants": {"standard": {"é": "#fff"}}}"##,  // not ASCII
    ##"{"variants": {"standard": {"a": "#fff", "a": "#000"}}}"##,  // a duplicate key
    ##"{"variants": {"standard": {"a.b": "#fff", "a": {"b": "#000"}}}}"##,  // one path twice
    ##"{"variants": {"standard": {"a": {}, "a": {}}}}"##,
    ##"{"variants": {"standard": {"a": 12}}}"##,
    ##"{"variants": {"standard": {"a": "#12"}}}"##,  // a color the parser refuses
    ##"{"variants": {"sepia": {"a": "#fff"}}}"##,
    ##"{"variants": {"increasedContrast": {"a": "#fff"}}}"##,  // no standard or dark
    ##"{"variants": {"standard": {"a": "#fff"}}, "pairs": [{"foreground": "a"}]}"##,
    ##"{"variants": {"standard": {"a": "#fff"}}, "pairs": [{"foreground": "a", "background": "a", "note": "x"}]}"##,
    ##"{"variants": {"standard": {"a": "#fff"}}, "stateGroups": [{"members": ["a"]}]}"##,
    ##"{"variants": {"standard": {"a": "#fff"}}} x"##,  // trailing data
    ##"{"variants": {"standard": {"a": "#fff",}}}"##,
    "\u{FEFF}{\"variants\": {\"standard\": {\"a\": \"#fff\"}}}",  // a byte order mark
  ])
  func leavesOtherFormsToTheTreeReader(text: String) throws {
    let bytes = Array(text.utf8)
    let path = PaletteFixtures.write(text)
    #expect(try LegiblePaletteFormat.load(path, bytes: bytes, limits: PaletteLimits()) == nil)
  }

  /// The limits leave a file to the tree reader, which words the error.
  @Test func limitsLeaveTheFileToTheTreeReader() throws {
    let text = ##"{"variants": {"standard": {"a": {"b": {"c": "#fff"}}, "d": "#000"}}}"##
    let path = PaletteFixtures.write(text)
    var shallow = PaletteLimits()
    shallow.maximumDepth = 4
    #expect(try LegiblePaletteFormat.load(path, bytes: Array(text.utf8), limits: shallow) == nil)
    var few = PaletteLimits()
    few.maximumTokens = 1
    #expect(try LegiblePaletteFormat.load(path, bytes: Array(text.utf8), limits: few) == nil)
    let error = #expect(throws: PaletteError.self) { try PaletteLoader.load(path, limits: few) }
    #expect(error?.limit == .tokens)
    // Within the limits, the byte reader takes it.
    #expect(try LegiblePaletteFormat.load(path, bytes: Array(text.utf8), limits: PaletteLimits()) != nil)
  }
}
