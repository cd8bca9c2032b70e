import Foundation
import JSONSupport

/// One palette spread over several files: `tokens.light.json tokens.dark.json`, or
/// primitives and semantic tokens that refer to each other.
extension PaletteLoader {
  /// A file of a palette, and the variant it holds when the command line says
  /// (`--variant dark=FILE`); nil: from its name, else shared.
  public struct PaletteFile: Sendable, Hashable {
    /// The file's path, as given.
    public var path: String
    /// The variant the file holds when the command line says; nil lets its name decide.
    public var variant: Variant?
    /// A file of a palette; without `variant`, its name decides, else it is shared by all variants.
    public init(path: String, variant: Variant? = nil) {
      self.path = path
      self.variant = variant
    }
  }

  /// Loads files that make one palette. A file's variant is the one given, else the mode
  /// words in its name (light, dark, hc, high-contrast, increased-contrast: see
  /// `ModeWords.inFileName`); files with neither are shared by every variant. The files'
  /// tokens are merged and aliases resolved across them, so `semantic.json` may refer to
  /// `primitives.json`. A token two files of the same variant define differently is an
  /// error that asks for `--variant`. Reads the plain forms (CSS custom properties, nested
  /// JSON colors, Style Dictionary, DTCG token files); formats with variants of their own
  /// (Legible, Material, a resolver, Tokens Studio, an asset catalog) stand alone.
  public static func load(
    files: [PaletteFile], format: Format? = nil, limits: PaletteLimits = PaletteLimits()
  ) throws(PaletteError) -> Palette {
    if files.count == 1, files[0].variant == nil {
      return try load(files[0].path, format: format, limits: limits)
    }
    guard files.count <= limits.maximumFiles else {
      throw PaletteError(
        file: files[limits.maximumFiles].path, message: "more than \(limits.maximumFiles) files",
        limit: .files)
    }
    var merged = TokenLayers()
    var formats: [String] = []
    var firstOf: [Variant?: String] = [:]
    for file in files {
      let (layers, formatName) = try Self.layers(file.path, format: format, limits: limits)
      let name = URL(fileURLWithPath: file.path).lastPathComponent
      let variant = file.variant ?? ModeWords.inFileName(name)?.variant
      var placed = TokenLayers()
      placed.notes = layers.notes
      if let variant {
        placed.modes[variant] = layers.shared
        placed.themeNames[variant] = file.variant == nil ? nil : name
        for (m, entries) in layers.modes {
          guard let both = CSSContext(variant).and(CSSContext(m)), let v = both.variant else {
            throw PaletteError(
              file: file.path,
              message: "holds \(m.displayName) tokens, but the file is the \(variant.displayName) variant")
          }
          placed.modes[v, default: [:]].merge(entries) { _, later in later }
        }
      } else {
        placed.shared = layers.shared
        placed.modes = layers.modes
        placed.themeNames = layers.themeNames
      }
      try merged.merge(placed, file: firstOf[variant] ?? file.path, otherFile: file.path)
      if firstOf[variant] == nil { firstOf[variant] = file.path }
      if !formats.contains(formatName) { formats.append(formatName) }
      guard merged.tokenCount <= limits.maximumTokens else {
        throw PaletteError(
          file: file.path, message: "more than \(limits.maximumTokens) tokens in the files so far",
          limit: .tokens)
      }
    }
    let first = URL(fileURLWithPath: files[0].path).lastPathComponent
    let stem = PaletteFileName.stem(
      ModeWords.inFileName(first)?.rest.replacingOccurrences(of: ".*.", with: ".")
        .replacingOccurrences(of: "-*", with: "").replacingOccurrences(of: "_*", with: "")
        .replacingOccurrences(of: "*", with: "") ?? first)
    var palette = try merged.palette(
      name: stem, format: formats.joined(separator: " + "), files: files.map(\.path), limits: limits)
    palette.readerNotes.insert(
      "\(files.count) files read as one palette: "
        + files.map { f in
          let v = f.variant ?? ModeWords.inFileName(URL(fileURLWithPath: f.path).lastPathComponent)?.variant
          return URL(fileURLWithPath: f.path).lastPathComponent + " (" + (v?.displayName ?? "shared") + ")"
        }.joined(separator: ", "), at: 0)
    return palette
  }

  /// A file's tokens before aliases are resolved, and its format's name.
  static func layers(_ path: String, format: Format?, limits: PaletteLimits) throws(PaletteError) -> (
    TokenLayers, String
  ) {
    if format == .css || format == nil && Format.isCSS(path) {
      return (try CSSCustomPropertiesFormat.read(path, limits: limits), "CSS custom properties")
    }
    let (root, _) = try PaletteInput.readJSON(path, limits: limits)
    switch format ?? detect(root, path: path) {
    case .nested?: return (try NestedHexFormat.read(path, root: root, limits: limits), "nested JSON colors")
    case .styleDictionary?:
      return (try StyleDictionaryFormat.read(path, root: root, limits: limits), "Style Dictionary")
    case .dtcg?: return (try DesignTokensFormat.layers(path, root: root, limits: limits), "DTCG tokens")
    case let other?:
      throw PaletteError(
        file: path,
        message:
          "a \(other.rawValue) palette has variants of its own and is read alone; pass it as the only file")
    case nil:
      throw PaletteError(
        file: path, line: 1, column: 1,
        message:
          "not a recognized palette file: expected CSS custom properties, nested JSON colors, Style Dictionary or DTCG tokens"
      )
    }
  }
}
