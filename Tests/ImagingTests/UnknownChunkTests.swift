import Foundation
import Testing

@testable import Imaging

/// PNG 3rd edition §5.4: a chunk type whose first letter is uppercase is critical, and a
/// decoder that does not know it must refuse the image; an unknown ancillary chunk (first
/// letter lowercase) is skipped. Before, `ABCD` was accepted and the image scanned.
struct UnknownChunkTests {
  /// PngSuite's basn0g08 with one chunk of `type` inserted after IHDR, CRC correct.
  static func png(inserting type: String) throws -> String {
    let base = try [UInt8](Data(contentsOf: ImagingFixtures.pngSuite.appendingPathComponent("basn0g08.png")))
    let afterIHDR = 8 + 12 + 13
    let body = Array(type.utf8) + [1, 2, 3, 4]
    var chunk: [UInt8] = [0, 0, 0, 4] + body
    let crc = crc32(body)
    chunk += [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)]
    let bytes = Array(base[..<afterIHDR]) + chunk + Array(base[afterIHDR...])
    let url = ImagingFixtures.temporaryDirectory().appendingPathComponent("chunk-\(type).png")
    try Data(bytes).write(to: url)
    return url.path
  }

  /// CRC-32 as PNG uses it (ISO 3309, reflected polynomial 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  @Test(arguments: ["ABCD", "AbCd", "IDAX"])
  func unknownCriticalChunkIsRefused(type: String) throws {
    let path = try Self.png(inserting: type)
    #expect {
      _ = try PNGDecoder.decode(path: path)
    } throws: { error in
      let d = (error as? ImageError)?.description ?? ""
      return d.contains("chunk \(type) at byte 33") && d.contains("unknown critical chunk '\(type)'")
    }
  }

  @Test(arguments: ["abCD", "zzZz"])
  func unknownAncillaryChunkIsSkipped(type: String) throws {
    let image = try PNGDecoder.decode(path: try Self.png(inserting: type))
    #expect(image.image.width == 32 && image.image.height == 32)
  }
}
