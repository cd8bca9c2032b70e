import Foundation

enum PaletteFixtures {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let root = here.deletingLastPathComponent().deletingLastPathComponent()
  static let palettes = root.appendingPathComponent("Palettes")
  /// Real design-system palettes (MIT-licensed DTCG conversions and a Material export; see the
  /// README inside), copied from ../shared/palettes-real so the tests need nothing outside
  /// the checkout.
  static let real = here.appendingPathComponent("Fixtures/palettes-real")

  /// Writes `text` to a unique temporary file and returns its path.
  static func write(_ text: String, name: String = "palette.json") -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-palette-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static func writeBytes(_ bytes: [UInt8], name: String = "palette.json") -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-palette-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
    return url.path
  }
}
