import ColorScience
import Foundation
import Testing

@testable import Imaging

/// PngSuite conformance: every valid image decodes to the color-managed reference
/// (generate_pngsuite_reference.py) within 1/255 after compositing over white and over
/// black; every corrupt (`x…`) image is refused with an error that says why.
struct PngSuiteTests {
  struct Reference: Sendable, CustomStringConvertible {
    var file: String
    var width: Int
    var height: Int
    var encoded: String
    var description: String { file }
  }

  static let references: [Reference] = {
    let url = ImagingFixtures.fixtures.appendingPathComponent("pngsuite_reference.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let f = line.split(separator: "\t").map(String.init)
      return Reference(file: f[0], width: Int(f[1])!, height: Int(f[2])!, encoded: f[3])
    }
  }()

  @Test func everyValidFileHasAReference() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ImagingFixtures.pngSuite.path)
      .filter { $0.hasSuffix(".png") && !$0.hasPrefix("x") }
    #expect(files.count >= 150)
    #expect(Set(files) == Set(Self.references.map(\.file)))
  }

  @Test(arguments: references)
  func decodesToTheColorManagedReference(_ ref: Reference) throws {
    let decoded = try PNGDecoder.decode(path: ImagingFixtures.pngSuite.appendingPathComponent(ref.file).path)
    #expect(decoded.image.width == ref.width && decoded.image.height == ref.height)
    let expectedPixels = ImagingFixtures.inflate(Data(base64Encoded: ref.encoded)!)
    let expected = RGBAImage(width: ref.width, height: ref.height, pixels: expectedPixels)
    for backdrop in [RGBA8(red: 255, green: 255, blue: 255), RGBA8(red: 0, green: 0, blue: 0)] {
      let got = decoded.image.composited(over: backdrop).pixels
      let want = expected.composited(over: backdrop).pixels
      var worst = 0
      for i in 0..<got.count { worst = max(worst, abs(Int(got[i]) - Int(want[i]))) }
      #expect(
        worst <= 1, "\(ref.file) over \(backdrop.hex): worst difference \(worst)/255 (\(decoded.colorSpace))")
    }
  }

  static let corrupt: [(String, String)] = [
    ("xs1n0g01.png", "PNG signature"), ("xs2n0g01.png", "PNG signature"), ("xs4n0g01.png", "PNG signature"),
    ("xs7n0g01.png", "PNG signature"), ("xcrn0g04.png", "PNG signature"), ("xlfn0g04.png", "PNG signature"),
    ("xhdn0g08.png", "CRC mismatch"), ("xc1n0g08.png", "color type"), ("xc9n2c08.png", "color type"),
    ("xd0n2c08.png", "bit depth 0"), ("xd3n2c08.png", "bit depth 3"), ("xd9n2c08.png", "bit depth 99"),
    ("xdtn0g01.png", "no IDAT"), ("xcsn0g01.png", "chunk IDAT at byte 49: CRC mismatch"),
  ]

  @Test(arguments: corrupt)
  func corruptFilesAreRefusedWithTheReason(file: String, reason: String) {
    let path = ImagingFixtures.pngSuite.appendingPathComponent(file).path
    #expect {
      _ = try PNGDecoder.decode(path: path)
    } throws: { error in
      guard let e = error as? ImageError else { return false }
      return e.description.hasPrefix(path) && e.description.contains(reason)
    }
  }

  @Test func everyCorruptFileIsCovered() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ImagingFixtures.pngSuite.path).filter {
      $0.hasPrefix("x")
    }
    #expect(Set(files) == Set(Self.corrupt.map(\.0)))
  }
}
