import ColorScience
import Foundation
import Testing

@testable import PaletteReview

struct PaletteLoaderTests {
  @Test func legibleFormatAliasesAndInheritance() throws {
    let path = PaletteFixtures.write(
      """
      {"variants": {
        "standard": {"brand": {"blue": "#0a58ca"}, "text": {"link": "{brand.blue}", "body": "rgb(20 20 20)"}},
        "increasedContrast": {"brand": {"blue": "#0040a8"}},
        "dark": {"brand": {"blue": "oklch(0.75 0.12 255)"}}
      }}
      """)
    let p = try PaletteLoader.load(path)
    #expect(p.format == "Legible palette")
    #expect(p.variants[.standard]?["text.link"]?.color.hex == "#0a58ca")
    #expect(p.variants[.standard]?["text.link"]?.aliasOf == "brand.blue")
    // Increased contrast inherits text.link and follows its own brand.blue.
    #expect(p.variants[.increasedContrast]?["text.link"]?.color.hex == "#0040a8")
    #expect(p.variants[.dark]?["text.body"]?.color.hex == "#141414")
    #expect(p.variants[.standard]?["text.link"]?.location?.line == 2)
  }

  @Test(arguments: [
    ("{\"variants\": {\"standard\": {\"a\": \"{b}\", \"b\": \"{a}\"}}}", "alias cycle"),
    (
      "{\"variants\": {\"standard\": {\"fg\": \"{gray.55}\"}}}",
      "'fg': aliases 'gray.55', which does not exist"
    ),
    ("{\"variants\": {\"standard\": {\"fg\": \"#12\"}}}", "'fg': invalid color '#12'"),
    ("{\"variants\": {\"sepia\": {\"fg\": \"#123\"}}}", "unknown variant 'sepia'"),
    (
      "{\"variants\": {\"standard\": {\"fg\": 12}}}",
      "'fg': expected a color string or a group, found a number"
    ),
    (
      "{\"variants\": {\"standard\": {\"fg\": \"#111\"}}, \"pairs\": [{\"foreground\": \"fg\"}]}",
      "a pair needs"
    ),
    ("{\"variants\": {\"standard\": {\"fg\": \"#111\"", "invalid JSON: unexpected end of file"),
  ])
  func malformedPalettesNameFileAndPlace(json: String, message: String) {
    let path = PaletteFixtures.write(json)
    #expect {
      _ = try PaletteLoader.load(path)
    } throws: { error in
      let d = (error as? PaletteError)?.description ?? ""
      return d.hasPrefix(path + ":1:") && d.contains(message)
    }
  }

  @Test func notAPaletteAndDirectories() throws {
    let path = PaletteFixtures.write("{\"hello\": 1}")
    #expect { try PaletteLoader.load(path) } throws: {
      ($0 as? PaletteError)?.message.contains("not a recognized palette") == true
    }
    let dir = (PaletteFixtures.write("{}") as NSString).deletingLastPathComponent + "/folder.json"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    #expect(throws: PaletteError(file: dir, message: "is a directory, not a JSON file")) {
      try PaletteLoader.load(dir)
    }
  }

  @Test func designTokensObjectsAliasesRefsExtends() throws {
    let path = PaletteFixtures.write(
      """
      {
        "color": {
          "$type": "color",
          "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.478, 1], "alpha": 1, "hex": "#007aff"}},
          "p3": {"$value": {"colorSpace": "display-p3", "components": [0.4, 0.4, 0.4]}},
          "ok": {"$value": {"colorSpace": "oklch", "components": [0.628, 0.2577, 29.23]}},
          "link": {"$value": "{color.blue}"},
          "pointer": {"$value": {"$ref": "#/color/blue/$value"}},
          "legacy": {"$value": "#ff0000"}
        },
        "theme": {"$extends": "{color}"},
        "size": {"$type": "dimension", "small": {"$value": "4px"}}
      }
      """, name: "light.tokens.json")
    let p = try PaletteLoader.load(path)
    let t = try #require(p.variants[.standard])
    #expect(t["color.blue"]?.color.hex == "#007aff")
    #expect(t["color.p3"]?.color.hex == "#666666")
    #expect(t["color.ok"]?.color.hex == "#ff0000")
    #expect(t["color.link"]?.color.hex == "#007aff")
    #expect(t["color.pointer"]?.color.hex == "#007aff")
    #expect(t["theme.legacy"]?.color.hex == "#ff0000")
    #expect(t["size.small"] == nil)
  }

  @Test func designTokensTypeErrors() {
    let path = PaletteFixtures.write(
      """
      {"size": {"$type": "dimension", "s": {"$value": "4px"}}, "fg": {"$type": "color", "$value": "{size.s}"}}
      """)
    #expect { try PaletteLoader.load(path) } throws: {
      ($0 as? PaletteError)?.description.contains(
        "'fg': aliases 'size.s', which is a dimension token, not a color") == true
    }
    let bad = PaletteFixtures.write(
      "{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"rec2020\", \"components\": [1, 0, 0]}}}")
    #expect { try PaletteLoader.load(bad) } throws: {
      ($0 as? PaletteError)?.message.contains("color space 'rec2020' is not supported") == true
    }
  }

  @Test func resolverVariantsFromTheThemeModifier() throws {
    let dir = (PaletteFixtures.write("{}") as NSString).deletingLastPathComponent
    try
      "{\"bg\": {\"$type\": \"color\", \"$value\": \"#ffffff\"}, \"fg\": {\"$type\": \"color\", \"$value\": \"#777777\"}}"
      .write(toFile: dir + "/light.tokens.json", atomically: true, encoding: .utf8)
    try
      "{\"bg\": {\"$type\": \"color\", \"$value\": \"#000000\"}, \"fg\": {\"$type\": \"color\", \"$value\": \"#888888\"}}"
      .write(toFile: dir + "/dark.tokens.json", atomically: true, encoding: .utf8)
    try """
    {"resolutionOrder": [{"$ref": "#/modifiers/theme"}],
     "modifiers": {"theme": {"contexts": {"light": [{"$ref": "./light.tokens.json"}], "dark": [{"$ref": "./dark.tokens.json"}]}, "default": "light"}}}
    """.write(toFile: dir + "/x.resolver.json", atomically: true, encoding: .utf8)
    let p = try PaletteLoader.load(dir + "/x.resolver.json")
    #expect(Set(p.variants.keys) == [.standard, .dark])
    #expect(p.variants[.dark]?["fg"]?.color.hex == "#888888")
    #expect(p.files.count == 3)
  }

  @Test func assetCatalogComponentsAndAppearances() throws {
    let root = (PaletteFixtures.write("{}") as NSString).deletingLastPathComponent + "/Colors.xcassets"
    let set = root + "/Text/Primary.colorset"
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    try """
    {"colors": [
      {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x1C", "green": "28", "blue": "0.110", "alpha": "1.000"}}},
      {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "display-p3", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}},
      {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
       "color": {"color-space": "gray-gamma-22", "components": {"white": "0.000", "alpha": "1.000"}}}
    ], "info": {"version": 1, "author": "xcode"}}
    """.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    let p = try PaletteLoader.load(root)
    #expect(p.variants[.standard]?["Text.Primary"]?.color.hex == "#1c1c1c")
    #expect(p.variants[.dark]?["Text.Primary"]?.color.hex == "#ffffff")
    #expect(p.variants[.increasedContrast]?["Text.Primary"]?.color.hex == "#000000")
  }

  @Test(arguments: [
    ("light", Variant.standard), ("light_ax", .increasedContrast), ("dark_ax", .darkIncreasedContrast),
    ("light-hc", .increasedContrast),
    ("dark-hc", .darkIncreasedContrast), ("light-high-contrast", .increasedContrast),
    ("dark-medium-contrast", .darkMediumContrast),
    ("dark", .dark), ("standard", .standard),
  ])
  func variantNames(name: String, variant: Variant) { #expect(Variant.named(name) == variant) }

  @Test func everyRealPaletteLoads() throws {
    let resolvers = try FileManager.default.contentsOfDirectory(
      atPath: PaletteFixtures.real.appendingPathComponent("dtcg-examples").path
    )
    .filter { $0.hasSuffix(".resolver.json") }.sorted()
    #expect(resolvers.count == 7)
    for r in resolvers {
      let p = try PaletteLoader.load(PaletteFixtures.real.appendingPathComponent("dtcg-examples/" + r).path)
      #expect(!p.variants.isEmpty, "\(r)")
      #expect(p.variants.values.allSatisfy { !$0.isEmpty }, "\(r)")
    }
    let apple = try PaletteLoader.load(
      PaletteFixtures.real.appendingPathComponent("dtcg-examples/apple-hig.resolver.json").path)
    #expect(Set(apple.variants.keys) == [.standard, .increasedContrast, .dark, .darkIncreasedContrast])
    let material = try PaletteLoader.load(
      PaletteFixtures.real.appendingPathComponent("material/material-theme.json").path)
    #expect(material.variants.count == 6)
    #expect(material.variants[.darkMediumContrast]?.count == 49)
  }
}
