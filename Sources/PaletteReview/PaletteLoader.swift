import Foundation
import JSONSupport

/// Loads any supported palette, detecting the format from the content (or forced).
public enum PaletteLoader {
  /// The palette formats Legible reads; the raw values are the names `--format` accepts.
  public enum Format: String, CaseIterable, Sendable {
    /// Legible's own format, Design Tokens (DTCG), a DTCG resolver, a Material theme, an Xcode asset catalog.
    case legible, dtcg, resolver, material, xcassets
    /// A stylesheet's color custom properties (`:root` and theme selectors).
    case css
    /// Style Dictionary's token JSON (`value` without the DTCG `$`).
    case styleDictionary = "style-dictionary"
    /// Tokens Studio's export, whose token sets are not groups.
    case tokensStudio = "tokens-studio"
    /// Plain nested JSON of color strings.
    case nested

    /// Whether a file of this format is a CSS stylesheet rather than JSON.
    package static func isCSS(_ path: String) -> Bool { path.lowercased().hasSuffix(".css") }
  }

  /// The format of a parsed JSON document, judged from its content the way `load` does, or
  /// nil when it is none of them. `legible check` uses it to tell palettes from other JSON.
  /// A `*.resolver.json` whose only resolver key is "sets" is a resolver too.
  public static func detect(_ root: JSONNode, path: String = "") -> Format? {
    if LegiblePaletteFormat.looksLike(root) { return .legible }
    if MaterialThemeFormat.looksLike(root) { return .material }
    if DesignTokensFormat.isResolver(root) || path.hasSuffix(".resolver.json") && root["sets"] != nil {
      return .resolver
    }
    // Before DTCG: Tokens Studio writes `$value` too in its W3C mode, and its sets are not groups.
    if TokensStudioFormat.looksLike(root) { return .tokensStudio }
    if DesignTokensFormat.looksLike(root) { return .dtcg }
    if StyleDictionaryFormat.looksLike(root) { return .styleDictionary }
    if NestedHexFormat.looksLike(root) { return .nested }
    return nil
  }

  /// Whether a stylesheet's bytes define color custom properties where a palette does
  /// (`:root`, theme selectors): `legible check` finds palettes among `*.css` files so.
  public static func isCSSPalette(_ bytes: [UInt8], file: String) throws(PaletteError) -> Bool {
    try CSSCustomPropertiesFormat.definesColors(bytes, file: file)
  }

  /// Loads the palette at `path` (a file, or an asset catalog folder), detecting its format unless
  /// `format` forces one; throws a `PaletteError` naming the file and line when it cannot.
  public static func load(_ path: String, format: Format? = nil, limits: PaletteLimits = PaletteLimits())
    throws(PaletteError) -> Palette
  {
    if format == .xcassets || path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/") {
      return try AssetCatalogFormat.load(path, limits: limits)
    }
    // A folder (what --fix-out writes for several files): its one resolver, else an asset catalog.
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let resolvers = entries.filter { $0.hasSuffix(".resolver.json") }.sorted()
      if resolvers.count == 1 { return try load(path + "/" + resolvers[0], format: format, limits: limits) }
      if entries.contains(where: { $0.hasSuffix(".colorset") }) || entries.contains("Contents.json") {
        return try AssetCatalogFormat.load(path, limits: limits)
      }
    }
    if format == .css || format == nil && Format.isCSS(path) {
      return try CSSCustomPropertiesFormat.load(path, limits: limits)
    }
    let bytes = try PaletteInput.readBytes(path, limits: limits, kind: "a JSON file")
    // A large Legible palette in its plain form is read without a JSON tree; any other
    // file, and every error, take the tree below (`LegiblePaletteFormat.PlainReader`).
    if format == nil || format == .legible,
      let palette = try LegiblePaletteFormat.load(path, bytes: bytes, limits: limits)
    {
      return palette
    }
    let root = try PaletteInput.parseJSON(bytes, path: path, limits: limits)
    switch format {
    case .legible?: return try LegiblePaletteFormat.load(path, root: root, limits: limits)
    case .material?: return try MaterialThemeFormat.load(path, root: root, limits: limits)
    case .resolver?: return try DesignTokensFormat.loadResolver(path, root: root, limits: limits)
    case .dtcg?: return try DesignTokensFormat.loadFile(path, root: root, limits: limits)
    case .tokensStudio?: return try TokensStudioFormat.load(path, root: root, limits: limits)
    case .styleDictionary?: return try StyleDictionaryFormat.load(path, root: root, limits: limits)
    case .nested?: return try NestedHexFormat.load(path, root: root, limits: limits)
    default: break
    }
    switch detect(root, path: path) {
    case .legible?: return try LegiblePaletteFormat.load(path, root: root, limits: limits)
    case .material?: return try MaterialThemeFormat.load(path, root: root, limits: limits)
    case .resolver?: return try DesignTokensFormat.loadResolver(path, root: root, limits: limits)
    case .dtcg?: return try DesignTokensFormat.loadFile(path, root: root, limits: limits)
    case .tokensStudio?: return try TokensStudioFormat.load(path, root: root, limits: limits)
    case .styleDictionary?: return try StyleDictionaryFormat.load(path, root: root, limits: limits)
    case .nested?: return try NestedHexFormat.load(path, root: root, limits: limits)
    case .xcassets?, .css?, nil: break
    }
    throw PaletteError(
      file: path, line: 1, column: 1,
      message:
        "not a recognized palette: expected Legible palette JSON (\"variants\"), W3C design tokens ($value), a DTCG resolver, a Material theme (\"schemes\"), Tokens Studio ($themes), Style Dictionary (\"value\"), or nested groups of color strings; use --input-format to force one"
    )
  }
}
