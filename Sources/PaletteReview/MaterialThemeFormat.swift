import JSONSupport

/// Material Theme Builder exports (`material-theme.json`): `schemes` named light,
/// light-medium-contrast, light-high-contrast, dark, dark-medium-contrast,
/// dark-high-contrast, each mapping roles (primary, onPrimary, surface…) to hex colors.
enum MaterialThemeFormat {
  static func looksLike(_ root: JSONNode) -> Bool { root["schemes"]?.objectEntries != nil }

  static func load(_ file: String, root: JSONNode, limits: PaletteLimits) throws(PaletteError) -> Palette {
    var variants: [Variant: [String: Token]] = [:]
    var themeNames: [Variant: String] = [:]
    // A scheme of the wrong type ("light": "oops") gave "0 tokens, 0 pairs checked" and a pass.
    func typed<T>(_ body: () throws(JSONValueError) -> T) throws(PaletteError) -> T {
      do { return try body() } catch { throw PaletteError(file: file, error) }
    }
    guard let schemesNode = root["schemes"] else {
      throw PaletteError(
        file: file, line: root.span.line, column: root.span.column,
        message: "a Material theme needs \"schemes\": an object of light/dark schemes")
    }
    let schemes = try typed { () throws(JSONValueError) in try schemesNode.object("schemes") }
    for (name, keySpan, scheme) in schemes {
      guard let variant = Variant.named(name) else {
        throw PaletteError(
          file: file, line: keySpan.line, column: keySpan.column, message: "unknown scheme '\(name)'")
      }
      var tokens: [String: Token] = [:]
      let roles = try typed { () throws(JSONValueError) in try scheme.object("schemes.\(name)") }
      for (role, _, value) in roles {
        guard let s = value.stringValue else {
          throw PaletteError(
            file: file, line: value.span.line, column: value.span.column, tokenPath: "\(name).\(role)",
            message: "expected a hex color string, found \(value.kindName)")
        }
        let color = try PaletteInput.admitted(s, file: file, node: value, path: "\(name).\(role)")
        tokens[role] = Token(
          path: role, color: color.color, location: PaletteInput.location(file, value),
          clippedFrom: color.wasClipped ? s : nil)
      }
      variants[variant] = tokens
      themeNames[variant] = name
    }
    // Theme Builder's description starts with "TYPE: CUSTOM"; the next line names the export.
    let description = try typed { () throws(JSONValueError) in try root["description"]?.string("description")
    }
    let lines = (description ?? "").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("TYPE:") }
    var palette = Palette(
      name: lines.first ?? "Material theme", format: "Material Theme Builder", files: [file],
      variants: variants)
    palette.themeNames = themeNames
    return palette
  }
}
