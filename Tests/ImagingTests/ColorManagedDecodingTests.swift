import ColorScience
import Foundation
import Testing

@testable import Imaging

/// Tagged PNGs against an independent color-management module (LittleCMS through Pillow's
/// ImageCms; generate_color_managed.py writes the files and the expected pixels).
struct ColorManagedDecodingTests {
  static let expected: [String: [UInt8]] = {
    let url = ImagingFixtures.fixtures.appendingPathComponent("color_managed_expected.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var out: [String: [UInt8]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let f = line.split(separator: "\t")
      out[String(f[0])] = [UInt8](Data(base64Encoded: String(f[1]))!)
    }
    return out
  }()

  @Test(arguments: [
    ("p3_icc.png", "Display P3 (ICC 'Display P3 (Legible test)')"),
    ("adobergb_icc.png", "ICC 'Adobe RGB-like (Legible test)'"),
    ("p3_cicp.png", "Display P3"),
  ])
  func matchesLittleCMS(file: String, colorSpace: String) throws {
    let decoded = try PNGDecoder.decode(path: ImagingFixtures.fixtures.appendingPathComponent(file).path)
    #expect(decoded.colorSpace == colorSpace)
    let want = try #require(Self.expected[file])
    #expect(want.count == 16 * 16 * 3)
    var worst = 0
    for i in 0..<(16 * 16) {
      for c in 0..<3 {
        worst = max(worst, abs(Int(decoded.image.pixels[4 * i + c]) - Int(want[3 * i + c])))
      }
      #expect(decoded.image.pixels[4 * i + 3] == 255)
    }
    #expect(worst <= 1, "\(file): worst channel difference \(worst)/255")
  }

  @Test func p3PrimariesAreReportedAsClipped() throws {
    let decoded = try PNGDecoder.decode(
      path: ImagingFixtures.fixtures.appendingPathComponent("p3_icc.png").path)
    #expect(decoded.clippedPixels >= 3)
    #expect(decoded.warnings.contains { $0.contains("clipped in linear light") })
    // P3 red clips to sRGB red.
    #expect(decoded.image[0, 0] == RGBA8(red: 255, green: 0, blue: 0))
  }
}
