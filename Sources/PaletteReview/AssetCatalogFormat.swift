import ColorScience
import Foundation
import JSONSupport

/// Xcode asset catalogs: `*.xcassets` folders of `*.colorset/Contents.json`. Each color
/// entry may carry appearances `luminosity: light|dark` and `contrast: high`; components
/// are floats ("0.5"), 0–255 integers ("128") or hex ("0x80"), in srgb, display-p3,
/// extended-srgb, extended-linear-srgb or gray (gray-gamma-22, extended-gray).
enum AssetCatalogFormat {
  static func load(_ folder: String, limits: PaletteLimits) throws(PaletteError) -> Palette {
    var variants: [Variant: [String: Token]] = [:]
    var files: [String] = []
    let fm = FileManager.default
    guard let walker = fm.enumerator(atPath: folder) else {
      throw PaletteError(file: folder, message: "cannot list the asset catalog")
    }
    var colorsets: [String] = []
    while let item = walker.nextObject() as? String {
      if item.hasSuffix(".colorset") { colorsets.append(item) }
      guard colorsets.count <= limits.maximumTokens else {
        throw PaletteError(
          file: folder, message: "more than \(limits.maximumTokens) color sets", limit: .tokens)
      }
    }
    for set in colorsets.sorted() {
      let file = folder + "/" + set + "/Contents.json"
      guard fm.fileExists(atPath: file) else { continue }
      files.append(file)
      let (root, _) = try PaletteInput.readJSON(file, limits: limits)
      let path = set.replacingOccurrences(of: ".colorset", with: "").split(separator: "/")
        .filter { !$0.hasSuffix(".xcassets") }.joined(separator: ".")
      for (variant, entry) in try chosenEntries(root, file: file, path: path) {
        let color = try parse(entry.color, file: file, path: path)
        variants[variant, default: [:]][path] = Token(
          path: path, color: color.color, location: PaletteInput.location(file, entry.color),
          clippedFrom: color.wasClipped ? color.input : nil)
      }
    }
    // Variants without their own value fall back as Xcode does: high contrast to its base,
    // dark to light ("any").
    for v in [Variant.dark, .increasedContrast, .darkIncreasedContrast] {
      let fallback: Variant = v == .darkIncreasedContrast ? .dark : .standard
      guard variants[v] != nil else { continue }
      for (k, t) in variants[fallback] ?? [:] where variants[v]?[k] == nil { variants[v]?[k] = t }
    }
    return Palette(
      name: URL(fileURLWithPath: folder).lastPathComponent, format: "Xcode asset catalog", files: files,
      variants: variants)
  }

  /// One entry of a color set's `colors`, with what it applies to.
  struct Entry {
    var index: Int
    var node: JSONNode
    var color: JSONNode
    var idiom: String
    /// `any`, `light` or `dark`.
    var luminosity: String
    var highContrast: Bool
    /// `sRGB`, `display-P3`, or "" when the entry names no gamut.
    var gamut: String
  }

  /// The idioms whose colors are checked, best first: `universal`, then, for a color set
  /// with no universal entry for an appearance, its `iphone` and then `ipad` entry. Other
  /// idioms (mac, watch, tv, car, vision) are other devices' colors, never what an app's
  /// universal code gets, so they are not checked (and cannot replace a universal color).
  static let checkedIdioms = ["universal", "iphone", "ipad"]
  /// Every idiom Xcode writes in a color set; another (a typo) is an error, not a color
  /// that silently counts for no device.
  static let knownIdioms =
    checkedIdioms + ["mac", "tv", "watch", "car", "vision", "marketing", "ios-marketing", "watch-marketing"]

  /// The entry each variant is read from. An entry's `luminosity: light` wins over the
  /// "any" entry for the standard variant, as Xcode does on iOS 13 and later; an entry
  /// without `display-gamut` or with `sRGB` wins over a `display-P3` one. Two entries for
  /// the same idiom, appearance and gamut are an error naming both: Xcode never writes
  /// them, and which one a device shows cannot be known. An appearance other than
  /// luminosity light/dark or contrast high is an error: it is a variant Legible does not
  /// check, and skipping it quietly would let its colors pass unseen.
  static func chosenEntries(_ root: JSONNode, file: String, path: String) throws(PaletteError) -> [(
    Variant, Entry
  )] {
    func typed<T>(_ body: () throws(JSONValueError) -> T) throws(PaletteError) -> T {
      do { return try body() } catch { throw PaletteError(file: file, error) }
    }
    func fail(_ node: JSONNode, _ m: String) -> PaletteError {
      PaletteError(file: file, line: node.span.line, column: node.span.column, tokenPath: path, message: m)
    }
    _ = try typed { () throws(JSONValueError) in try root.object("the color set's Contents.json") }
    guard let colorsNode = root["colors"] else { return [] }
    let items = try typed { () throws(JSONValueError) in try colorsNode.array("colors") }
    var entries: [Entry] = []
    for (i, item) in items.enumerated() {
      let at = "colors[\(i)]"
      _ = try typed { () throws(JSONValueError) in try item.object(at) }
      let idiom =
        try typed { () throws(JSONValueError) in try item["idiom"]?.oneOf(at + ".idiom", knownIdioms) }
        ?? "universal"
      let gamut =
        try typed { () throws(JSONValueError) in
          try item["display-gamut"]?.oneOf(at + ".display-gamut", ["sRGB", "display-P3"])
        } ?? ""
      var luminosity = "any"
      var high = false
      let appearances = try typed { () throws(JSONValueError) in
        try item["appearances"]?.array(at + ".appearances") ?? []
      }
      for (k, a) in appearances.enumerated() {
        let ak = at + ".appearances[\(k)]"
        _ = try typed { () throws(JSONValueError) in try a.object(ak) }
        guard let kindNode = a["appearance"], let valueNode = a["value"] else {
          throw fail(a, "\(ak) needs \"appearance\" and \"value\"")
        }
        let kind = try typed { () throws(JSONValueError) in try kindNode.string(ak + ".appearance") }
        switch kind {
        case "luminosity":
          luminosity = try typed { () throws(JSONValueError) in
            try valueNode.oneOf(ak + ".value", ["light", "dark"])
          }
        case "contrast":
          _ = try typed { () throws(JSONValueError) in try valueNode.oneOf(ak + ".value", ["high"]) }
          high = true
        default:
          throw fail(
            a,
            "\(ak) is appearance '\(kind.prefix(40))', which Legible does not check; expected luminosity (light, dark) or contrast (high)"
          )
        }
      }
      // Xcode writes entries without a color for unset slots
      guard let color = item["color"] else { continue }
      _ = try typed { () throws(JSONValueError) in try color.object(at + ".color") }
      entries.append(
        Entry(
          index: i, node: item, color: color, idiom: idiom, luminosity: luminosity, highContrast: high,
          gamut: gamut))
    }
    // Duplicates: same idiom, appearance and gamut.
    var seen: [String: Entry] = [:]
    for e in entries {
      let key = [e.idiom, e.luminosity, e.highContrast ? "high" : "", e.gamut].joined(separator: "\u{0}")
      if let first = seen[key] {
        let what =
          "\(e.idiom), \(e.luminosity == "any" ? "any appearance" : e.luminosity)\(e.highContrast ? ", high contrast" : "")"
        throw fail(
          e.node,
          "colors[\(first.index)] (line \(first.node.span.line)) and colors[\(e.index)] (line \(e.node.span.line)) are both for \(what)\(e.gamut.isEmpty ? "" : ", " + e.gamut); keep one"
        )
      }
      seen[key] = e
    }
    // The best entry per variant: idiom first, then light over any, then sRGB over P3.
    func rank(_ e: Entry) -> (Int, Int, Int) {
      (
        checkedIdioms.firstIndex(of: e.idiom) ?? .max, e.luminosity == "light" ? 0 : 1,
        e.gamut == "display-P3" ? 1 : 0
      )
    }
    var chosen: [Variant: Entry] = [:]
    for e in entries where checkedIdioms.contains(e.idiom) {
      let dark = e.luminosity == "dark"
      let variant: Variant =
        dark
        ? (e.highContrast ? .darkIncreasedContrast : .dark)
        : (e.highContrast ? .increasedContrast : .standard)
      if let current = chosen[variant], rank(current) <= rank(e) { continue }
      chosen[variant] = e
    }
    return chosen.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// A color's components in its color space, admitted as every input color is
  /// (`InputColor`: clipped to sRGB with a note when outside it, an error when not finite).
  static func parse(_ node: JSONNode, file: String, path: String) throws(PaletteError) -> InputColor {
    func fail(_ m: String) -> PaletteError {
      PaletteError(file: file, line: node.span.line, column: node.span.column, tokenPath: path, message: m)
    }
    func typed<T>(_ body: () throws(JSONValueError) -> T) throws(PaletteError) -> T {
      do { return try body() } catch { throw PaletteError(file: file, error) }
    }
    let space =
      try typed { () throws(JSONValueError) in try node["color-space"]?.string("color.color-space") }
      ?? "srgb"
    guard let comps = node["components"] else { throw fail("a color needs \"components\"") }
    _ = try typed { () throws(JSONValueError) in try comps.object("color.components") }
    var written: [String] = []
    func component(_ key: String) throws(PaletteError) -> Double {
      guard let v = comps[key] else { throw fail("missing component \"\(key)\"") }
      if let n = v.numberValue {
        written.append("\(key) \(NumberText.plain(n))")
        return n
      }
      guard let s = v.stringValue?.trimmingCharacters(in: .whitespaces) else {
        throw fail("component \"\(key)\" must be a number or a string")
      }
      written.append("\(key) \(s)")
      if s.lowercased().hasPrefix("0x"), let h = Int(s.dropFirst(2), radix: 16), (0...255).contains(h) {
        return Double(h) / 255
      }
      if !s.contains("."), let i = Int(s), (0...255).contains(i) {
        return key == "alpha" && i <= 1 ? Double(i) : Double(i) / 255
      }
      guard let d = Double(s), d.isFinite else {
        throw fail("component \"\(key)\" is '\(s)'; expected 0–1, 0–255 or 0x00–0xFF")
      }
      return d
    }
    let alpha = comps["alpha"] == nil ? 1 : try component("alpha")
    let raw: SRGBColor
    switch space {
    case "gray-gamma-22", "extended-gray":
      let w = try component("white")
      let v = pow(max(0, w), 2.2)
      raw = SRGBColor(linear: LinearRGB(red: v, green: v, blue: v), alpha: alpha)
    case "display-p3":
      raw = SRGBColor(
        displayP3: try component("red"), try component("green"), try component("blue"), alpha: alpha)
    case "extended-linear-srgb":
      raw = SRGBColor(
        linear: LinearRGB(
          red: try component("red"), green: try component("green"), blue: try component("blue")), alpha: alpha
      )
    case "srgb", "extended-srgb":
      raw = SRGBColor(
        red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
    default:
      throw fail(
        "color space '\(space)' is not supported; expected srgb, display-p3, extended-srgb, extended-linear-srgb or gray-gamma-22"
      )
    }
    do {
      return try InputColor(raw, input: "\(space) {\(written.joined(separator: ", "))}")
    } catch {
      throw fail(error.description)
    }
  }
}
