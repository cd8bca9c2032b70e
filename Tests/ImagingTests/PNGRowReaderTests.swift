import CLibPNG
import Foundation
import Testing

@testable import Imaging

/// `PNGDecoder.pixels(of:)`: the rows a scan reads while libpng inflates them are the bytes
/// `decode` returns, and a corrupt file fails with the same error, whichever path it takes.
struct PNGRowReaderTests {
  enum Outcome: Equatable {
    case pixels([UInt8], colorSpace: String, warnings: [String])
    case failed(ImageError)
  }

  /// Through `pixels(of:)`, reading rows in uneven runs (1, 2, 3, … rows at a time).
  static func streamed(_ bytes: [UInt8], name: String) -> (outcome: Outcome, streamed: Bool) {
    do {
      switch try PNGDecoder.pixels(of: PNGDecoder.open(bytes: bytes, name: name)) {
      case .whole(let decoded):
        return (
          .pixels(decoded.image.pixels, colorSpace: decoded.colorSpace, warnings: decoded.warnings), false
        )
      case .rows(let rows):
        var pixels = [UInt8](repeating: 0, count: 4 * rows.width * rows.height)
        var y = 0
        var run = 1
        do {
          try pixels.withUnsafeMutableBufferPointer { p in
            while y < rows.height {
              let count = min(run, rows.height - y)
              try rows.readRows(count, into: p.baseAddress! + 4 * rows.width * y)
              y += count
              run += 1
            }
          }
        } catch { return (.failed(error as! ImageError), true) }
        return (.pixels(pixels, colorSpace: rows.colorSpace, warnings: rows.warnings), true)
      }
    } catch { return (.failed(error), false) }
  }

  static func decoded(_ bytes: [UInt8], name: String) -> Outcome {
    do {
      let d = try PNGDecoder.decode(bytes: bytes, name: name)
      return .pixels(d.image.pixels, colorSpace: d.colorSpace, warnings: d.warnings)
    } catch { return .failed(error) }
  }

  static let files: [String] = {
    let suite = (try? FileManager.default.contentsOfDirectory(atPath: ImagingFixtures.pngSuite.path)) ?? []
    let samples =
      (try? FileManager.default.contentsOfDirectory(
        atPath: ImagingFixtures.root.appendingPathComponent("Samples").path)) ?? []
    return suite.filter { $0.hasSuffix(".png") }.map {
      ImagingFixtures.pngSuite.appendingPathComponent($0).path
    }.sorted()
      + samples.filter { $0.hasSuffix(".png") }.map {
        ImagingFixtures.root.appendingPathComponent("Samples/\($0)").path
      }.sorted()
  }()

  @Test func everyFileGivesWhatDecodeGives() throws {
    #expect(Self.files.count >= 170)
    var streamedCount = 0
    for path in Self.files {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      let (outcome, streamed) = Self.streamed(bytes, name: path)
      #expect(outcome == Self.decoded(bytes, name: path), "\(path)")
      if streamed { streamedCount += 1 }
    }
    // The 8-bit, non-interlaced files without gAMA (most of PngSuite's have one): gray,
    // RGB, palette, tRNS, odd sizes, and the Samples; 21 today.
    #expect(streamedCount >= 20, "\(streamedCount) files streamed")
  }

  @Test func corruptImageDataFailsTheSameWayMidStream() throws {
    typealias T = PNGEncoderAndLimitsTests
    let rows = 40
    var raw: [UInt8] = []
    for y in 0..<rows {
      raw.append(0)  // filter: none
      for x in 0..<12 { raw.append(UInt8((x * 7 + y) & 255)) }
    }
    // Fewer rows than IHDR declares: the stream ends after the 30th.
    let short = T.png(width: 4, height: UInt32(rows), chunks: [T.idat(Array(raw.prefix(13 * 30)))])
    // A wrong Adler-32 with a correct chunk CRC.
    var stream = T.idat(raw)
    stream[stream.count - 6] ^= 0xFF
    let crc = Array(stream[4..<(stream.count - 4)]).withUnsafeBufferPointer {
      UInt32(crc32(0, $0.baseAddress, UInt32($0.count)))
    }
    stream.replaceSubrange(
      (stream.count - 4)...,
      with: [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)])
    let adler = T.png(width: 4, height: UInt32(rows), chunks: [stream])
    // A filter type of 9 on row 20.
    var badFilter = raw
    badFilter[13 * 20] = 9
    let filter = T.png(width: 4, height: UInt32(rows), chunks: [T.idat(badFilter)])
    for (name, bytes) in [("short.png", short), ("adler.png", adler), ("filter.png", filter)] {
      let (outcome, streamed) = Self.streamed(bytes, name: name)
      #expect(streamed, "\(name) should take the row path")
      guard case .failed(let error) = outcome else {
        Issue.record("\(name) decoded")
        continue
      }
      #expect(outcome == Self.decoded(bytes, name: name), "\(name): \(error)")
      #expect(error.description.hasPrefix("\(name): image data: libpng could not decode the image data: "))
    }
  }
}
