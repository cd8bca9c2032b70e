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
    guard let walker = fm.enumerator(atPath: folder) else { throw PaletteError(file: folder, message: "cannot list the asset catalog") }
    var colorsets: [String] = []
    while let item = walker.nextObject() as? String {
      if item.hasSuffix(".colorset") { colorsets.append(item) }
      guard colorsets.count <= limits.maximumTokens else {
        throw PaletteError(file: folder, message: "more than \(limits.maximumTokens) color sets", limit: .tokens)
      }
    }
    for set in colorsets.sorted() {
      let file = folder + "/" + set + "/Contents.json"
      guard fm.fileExists(atPath: file) else { continue }
      files.append(file)
      let (root, _) = try PaletteInput.readJSON(file, limits: limits)
      let path = set.replacingOccurrences(of: ".colorset", with: "").split(separator: "/")
        .filter { !$0.hasSuffix(".xcassets") }.joined(separator: ".")
      for entry in root["colors"]?.arrayValues ?? [] {
        guard let colorNode = entry["color"] else { continue }
        var dark = false
        var high = false
        for a in entry["appearances"]?.arrayValues ?? [] {
          if a["appearance"]?.stringValue == "luminosity" { dark = a["value"]?.stringValue == "dark" }
          if a["appearance"]?.stringValue == "contrast" { high = a["value"]?.stringValue == "high" }
        }
        let variant: Variant = dark ? (high ? .darkIncreasedContrast : .dark) : (high ? .increasedContrast : .standard)
        let color = try parse(colorNode, file: file, path: path)
        variants[variant, default: [:]][path] = Token(path: path, color: color, location: PaletteInput.location(file, colorNode))
      }
    }
    // Variants without their own value fall back as Xcode does: high contrast to its base,
    // dark to light ("any").
    for v in [Variant.dark, .increasedContrast, .darkIncreasedContrast] {
      let fallback: Variant = v == .darkIncreasedContrast ? .dark : .standard
      guard variants[v] != nil else { continue }
      for (k, t) in variants[fallback] ?? [:] where variants[v]![k] == nil { variants[v]![k] = t }
    }
    return Palette(name: URL(fileURLWithPath: folder).lastPathComponent, format: "Xcode asset catalog", files: files, variants: variants)
  }

  static func parse(_ node: JSONNode, file: String, path: String) throws(PaletteError) -> SRGBColor {
    func fail(_ m: String) -> PaletteError { PaletteError(file: file, line: node.span.line, column: node.span.column, tokenPath: path, message: m) }
    let space = node["color-space"]?.stringValue ?? "srgb"
    guard let comps = node["components"] else { throw fail("a color needs \"components\"") }
    func component(_ key: String) throws(PaletteError) -> Double {
      guard let v = comps[key] else { throw fail("missing component \"\(key)\"") }
      if let n = v.numberValue { return n }
      guard let s = v.stringValue?.trimmingCharacters(in: .whitespaces) else { throw fail("component \"\(key)\" must be a number or a string") }
      if s.lowercased().hasPrefix("0x"), let h = Int(s.dropFirst(2), radix: 16), (0...255).contains(h) { return Double(h) / 255 }
      if !s.contains("."), let i = Int(s), (0...255).contains(i) { return key == "alpha" && i <= 1 ? Double(i) : Double(i) / 255 }
      guard let d = Double(s), d.isFinite else { throw fail("component \"\(key)\" is '\(s)'; expected 0–1, 0–255 or 0x00–0xFF") }
      return d
    }
    let alpha = comps["alpha"] == nil ? 1 : try component("alpha")
    switch space {
    case "gray-gamma-22", "extended-gray":
      let w = try component("white")
      let v = pow(max(0, w), 2.2)
      return SRGBColor(linear: LinearRGB(red: v, green: v, blue: v), alpha: alpha).clipped
    case "display-p3":
      return SRGBColor(displayP3: try component("red"), try component("green"), try component("blue"), alpha: alpha).clipped
    case "extended-linear-srgb":
      return SRGBColor(linear: LinearRGB(red: try component("red"), green: try component("green"), blue: try component("blue")), alpha: alpha).clipped
    case "srgb", "extended-srgb":
      return SRGBColor(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha).clipped
    default:
      throw fail("color space '\(space)' is not supported; expected srgb, display-p3, extended-srgb, extended-linear-srgb or gray-gamma-22")
    }
  }
}
