import CLibPNG
import Foundation

@testable import Imaging

enum ImagingFixtures {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let fixtures = here.appendingPathComponent("Fixtures")
  /// The package root (Tests/ImagingTests/ → ../..).
  static let root = here.deletingLastPathComponent().deletingLastPathComponent()
  /// Willem van Schaik's PngSuite (freeware; licence inside), copied from ../shared/pngsuite
  /// so the tests need nothing outside the checkout.
  static let pngSuite = fixtures.appendingPathComponent("pngsuite")

  static func inflate(_ data: Data) -> [UInt8] {
    var size = 1 << 20
    while true {
      var out = [UInt8](repeating: 0, count: size)
      var length = uLongf(size)
      let status = data.withUnsafeBytes { src in
        out.withUnsafeMutableBufferPointer {
          uncompress($0.baseAddress, &length, src.bindMemory(to: UInt8.self).baseAddress, uLong(data.count))
        }
      }
      if status == Z_OK { return Array(out.prefix(Int(length))) }
      if status != Z_BUF_ERROR { return [] }
      size *= 4
    }
  }

  /// A unique temporary folder for one test.
  static func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
