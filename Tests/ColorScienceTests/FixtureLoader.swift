import Foundation

/// Reads the committed reference tables beside this file (found from #filePath, so tests
/// need neither resources nor the network).
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Non-comment lines split on tabs.
  static func rows(_ name: String) throws -> [[String]] {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t").map(String.init)
    }
  }
}
