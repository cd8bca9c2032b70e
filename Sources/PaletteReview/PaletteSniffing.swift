/// Whether a JSON file that does not parse was meant to be a palette, judged from its bytes.
///
/// `legible check` finds palettes by content (`PaletteLoader.detect`), which needs a parsed
/// document: a `colors.json` with one trailing comma parsed as nothing and was dropped
/// silently, so its pairs were never checked and the run passed. A file that fails to
/// parse but carries a palette's own keys is reported as a broken palette instead; one
/// that carries none (a `tsconfig.json` with comments, a broken `package.json`) is not a
/// palette and stays skipped.
///
/// The keys are those `detect` decides by, written as object keys (`"$value":`), so prose
/// that merely mentions a word does not count: DTCG's `"$value"`/`"$type"`, a resolver's
/// `"resolutionOrder"`, and Legible's `"variants"` / Material's `"schemes"` opening an
/// object (`"variants": {`).
public enum PaletteSniffing {
  /// File names design tools give palettes: such a file that does not parse is reported
  /// even when the damage hides its keys (cut off before the first `"$value"`). One that
  /// parses and is no palette is still skipped, as before.
  public static let paletteNames: Set<String> = [
    "tokens.json", "design-tokens.json", "palette.json", "colors.json", "material-theme.json",
  ]

  static let keys: [(key: [UInt8], opensObject: Bool)] = [
    (Array(#""$value""#.utf8), false), (Array(#""$type""#.utf8), false),
    (Array(#""resolutionOrder""#.utf8), false),
    (Array(#""variants""#.utf8), true), (Array(#""schemes""#.utf8), true),
  ]

  /// True when `bytes` hold one of a palette's keys followed by `:` (and by `{` for the
  /// keys whose value must be an object). Linear in the file's size.
  public static func mentionsPaletteKeys(_ bytes: [UInt8]) -> Bool {
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    let quote = UInt8(ascii: "\"")
    var i = 0
    while i < bytes.count {
      guard bytes[i] == quote else {
        i += 1
        continue
      }
      for (key, opensObject) in keys
      where i + key.count <= bytes.count && bytes[i..<(i + key.count)].elementsEqual(key) {
        var j = i + key.count
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: ":") else { continue }
        if !opensObject { return true }
        j += 1
        while j < bytes.count, isSpace(bytes[j]) { j += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: "{") { return true }
      }
      i += 1
    }
    return false
  }
}
