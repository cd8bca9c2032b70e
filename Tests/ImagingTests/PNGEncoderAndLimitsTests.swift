import CLibPNG
import ColorScience
import Foundation
import Testing

@testable import Imaging

struct PNGEncoderAndLimitsTests {
  static func image(_ w: Int, _ h: Int, alpha: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: w, height: h, fill: RGBA8(red: 0, green: 0, blue: 0))
    for y in 0..<h {
      for x in 0..<w {
        img[x, y] = RGBA8(
          red: UInt8(x * 37 % 256), green: UInt8(y * 11 % 256), blue: UInt8((x + y) % 256),
          alpha: alpha ? UInt8((x * 5) % 256) : 255)
      }
    }
    return img
  }

  /// A PNG built by hand: IHDR with the given fields, then the chunks given.
  static func png(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 2, chunks: [[UInt8]])
    -> [UInt8]
  {
    func be(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)]
    }
    var out = PNGChunkReader.signature
    out += PNGChunkWriter.chunk("IHDR", be(width) + be(height) + [depth, colorType, 0, 0, 0])
    for c in chunks { out += c }
    return out + PNGChunkWriter.chunk("IEND", [])
  }

  static func idat(_ raw: [UInt8]) -> [UInt8] {
    var size = uLongf(compressBound(uLong(raw.count)))
    var out = [UInt8](repeating: 0, count: Int(size))
    _ = out.withUnsafeMutableBufferPointer { dst in
      raw.withUnsafeBufferPointer { compress(dst.baseAddress, &size, $0.baseAddress, uLong(raw.count)) }
    }
    return PNGChunkWriter.chunk("IDAT", Array(out.prefix(Int(size))))
  }

  @Test(arguments: [false, true])
  func roundTripIsExact(alpha: Bool) throws {
    let original = Self.image(37, 23, alpha: alpha)
    let bytes = try PNGEncoder.encode(original)
    let decoded = try PNGDecoder.decode(bytes: bytes, name: "roundtrip.png")
    #expect(decoded.image == original)
    #expect(decoded.colorSpace == "sRGB")
    // The writer tags its output as sRGB.
    let (_, chunks) = try PNGChunkReader(bytes: bytes, file: "x").read()
    #expect(chunks.contains { $0.type == "sRGB" })
  }

  /// Random pixels (a new seed each run, printed on failure): every byte value in every
  /// channel, and an image that barely compresses, so the writer's output buffer, which
  /// starts at an eighth of a byte per pixel, has to grow several times.
  static func randomImage(_ w: Int, _ h: Int, alpha: Bool, seed: UInt64) -> RGBAImage {
    var state = seed
    var img = RGBAImage(width: w, height: h, fill: RGBA8(red: 0, green: 0, blue: 0))
    for i in 0..<(w * h * 4) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      img.pixels[i] = i % 4 == 3 && !alpha ? 255 : UInt8(truncatingIfNeeded: state >> 56)
    }
    return img
  }

  @Test(arguments: [false, true])
  func randomPixelsRoundTripExactly(alpha: Bool) throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    let original = Self.randomImage(301, 157, alpha: alpha, seed: seed)
    #expect(original.hasTransparency == alpha)
    let bytes = try PNGEncoder.encode(original)
    #expect(bytes.count > 301 * 157 * 3, "random pixels do not compress; seed \(seed)")
    let (header, chunks) = try PNGChunkReader(bytes: bytes, file: "x").read()
    // Color type 6 (RGBA) only when some pixel is translucent, else 2 (RGB).
    #expect(header.colorType == (alpha ? 6 : 2))
    let sRGB = try #require(chunks.first { $0.type == "sRGB" })
    #expect(Array(bytes[sRGB.data]) == [0], "sRGB chunk, perceptual intent")
    let decoded = try PNGDecoder.decode(bytes: bytes, name: "random.png")
    #expect(decoded.image == original, "seed \(seed)")
  }

  /// Bands deflated on separate cores join into one valid zlib stream (libpng checks its
  /// combined Adler-32 when decoding): band counts that do not divide the rows, random and
  /// compressible pixels, RGB and RGBA.
  @Test(arguments: [2, 3, 7])
  func bandsRoundTripExactly(bands: Int) throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    for alpha in [false, true] {
      for original in [Self.randomImage(97, 61, alpha: alpha, seed: seed), Self.image(97, 61, alpha: alpha)] {
        let bytes = try PNGEncoder.encode(
          original, name: "b.png", level: 6, filters: legible_filter_none, bands: bands)
        let decoded = try PNGDecoder.decode(bytes: bytes, name: "b.png")
        #expect(decoded.image == original, "bands \(bands), alpha \(alpha), seed \(seed)")
        #expect(try PNGChunkReader(bytes: bytes, file: "b.png").read().chunks.contains { $0.type == "sRGB" })
      }
    }
  }

  /// A megapixel image takes the banded path by default (a smaller one libpng's row writer).
  @Test func largeImagesRoundTripThroughTheDefaultPath() throws {
    let original = Self.randomImage(1024, 1024, alpha: false, seed: 7)
    #expect(PNGEncoder.bandCount(original) > 1)
    #expect(PNGEncoder.bandCount(Self.image(1024, 1023)) == 1)
    let decoded = try PNGDecoder.decode(bytes: try PNGEncoder.encode(original), name: "large.png")
    #expect(decoded.image == original)
  }

  /// Every filter choice and a range of zlib levels decode to the same pixels.
  @Test(arguments: [
    legible_filter_none, legible_filter_sub, legible_filter_up, legible_filter_avg, legible_filter_paeth,
    legible_filter_up | legible_filter_paeth, legible_filter_all,
  ])
  func everyFilterAndLevelRoundTrips(filters: Int32) throws {
    let original = Self.image(64, 48, alpha: true)
    for level: Int32 in [0, 1, 6, 9] {
      let bytes = try PNGEncoder.encode(original, name: "f.png", level: level, filters: filters)
      let decoded = try PNGDecoder.decode(bytes: bytes, name: "f.png")
      #expect(decoded.image == original, "level \(level) filters \(filters)")
    }
  }

  /// libpng's errors come back as an ImageError naming the file and libpng's reason (its
  /// longjmp stays in the C shim), never as a crash; nothing is written.
  @Test func encoderErrorsAreImageErrors() throws {
    for (w, h) in [(0, 5), (5, 0), (0, 0)] {
      let empty = RGBAImage(width: w, height: h, fill: RGBA8(red: 0, green: 0, blue: 0))
      do {
        _ = try PNGEncoder.encode(empty, name: "empty.png")
        Issue.record("a \(w)×\(h) image was encoded")
      } catch {
        let expected = "empty.png: libpng could not encode the image: Invalid IHDR data"
        #expect(error.description.hasPrefix(expected), "\(error)")
        #expect(error.description.contains("zero"), "libpng's warning names the cause: \(error)")
      }
    }
    // An invalid filter mask is refused the same way (png_set_filter calls png_error).
    #expect(throws: ImageError.self) {
      try PNGEncoder.encode(Self.image(2, 2), name: "x.png", level: 6, filters: 7)
    }
    let dir = ImagingFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("empty.png").path
    let empty = RGBAImage(width: 0, height: 3, fill: RGBA8(red: 0, green: 0, blue: 0))
    #expect(throws: ImageError.self) { try PNGEncoder.write(empty, to: path) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test func atomicWriteRefusesToOverwriteTheInput() throws {
    let dir = ImagingFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("in.png").path
    try PNGEncoder.write(Self.image(4, 4), to: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: ImageError.self) { try PNGEncoder.write(Self.image(8, 8), to: path, protecting: [path]) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // No temporary file left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["in.png"])
    #expect(throws: ImageError.self) {
      try PNGEncoder.write(Self.image(2, 2), to: dir.appendingPathComponent("missing/out.png").path)
    }
  }

  static func decodeError(_ bytes: [UInt8], limits: ImageLimits = .default) -> String {
    do {
      _ = try PNGDecoder.decode(bytes: bytes, name: "bad.png", limits: limits)
      return "decoded"
    } catch {
      return error.description
    }
  }

  @Test func hugeHeaderIsRefusedBeforeAllocation() {
    let bytes = Self.png(width: 65535, height: 65535, chunks: [Self.idat([0, 0, 0, 0])])
    let message = Self.decodeError(bytes)
    #expect(
      message
        == "bad.png: chunk IHDR at byte 8: image is 65535×65535 (4294836225 pixels); the limit is 200000000 pixels (--max-pixels, or scan.maxPixels in legible.json)"
    )
    let small = Self.decodeError(
      Self.png(width: 100, height: 100, chunks: [Self.idat([UInt8](repeating: 0, count: 30100))]),
      limits: ImageLimits(maximumPixels: 5000))
    #expect(small.contains("the limit is 5000 pixels"))
  }

  @Test func zeroSizeAndOnePixel() throws {
    #expect(
      Self.decodeError(Self.png(width: 0, height: 0, chunks: [Self.idat([0])])).contains(
        "image size 0×0 is invalid"))
    let one = try PNGDecoder.decode(
      bytes: Self.png(width: 1, height: 1, chunks: [Self.idat([0, 10, 20, 30])]), name: "one.png")
    #expect(one.image[0, 0] == RGBA8(red: 10, green: 20, blue: 30))
  }

  @Test func truncatedAndCorruptData() {
    let good = Self.png(width: 4, height: 4, chunks: [Self.idat([UInt8](repeating: 0, count: 52))])
    #expect(Self.decodeError(Array(good.prefix(40))).contains("file is truncated"))
    // Truncated image data: IDAT holds fewer rows than IHDR declares.
    let short = Self.png(width: 4, height: 4, chunks: [Self.idat([UInt8](repeating: 0, count: 26))])
    #expect(Self.decodeError(short).contains("libpng could not decode the image data"))
    // A wrong zlib (Adler-32) checksum with a correct chunk CRC.
    var stream = Self.idat([UInt8](repeating: 0, count: 52))
    stream[stream.count - 6] ^= 0xFF  // last byte of the Adler-32, before the CRC
    let crc = Array(stream[4..<(stream.count - 4)]).withUnsafeBufferPointer {
      UInt32(crc32(0, $0.baseAddress, UInt32($0.count)))
    }
    stream.replaceSubrange(
      (stream.count - 4)...,
      with: [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)])
    let message = Self.decodeError(Self.png(width: 4, height: 4, chunks: [stream]))
    #expect(message.contains("incorrect data check"), "\(message)")
  }

  @Test func bogusTRNSIsIgnoredWithAWarning() throws {
    // A tRNS of 5 bytes on an RGB image (which needs 6): ignored, as browsers do, and said.
    let bytes = Self.png(
      width: 1, height: 1, chunks: [PNGChunkWriter.chunk("tRNS", [0, 0, 0, 0, 0]), Self.idat([0, 1, 2, 3])])
    let decoded = try PNGDecoder.decode(bytes: bytes, name: "bad.png")
    #expect(
      decoded.warnings == ["chunk tRNS at byte 33: 5 bytes is invalid for an RGB image (expected 6); ignored"]
    )
    #expect(decoded.image[0, 0] == RGBA8(red: 1, green: 2, blue: 3))
  }

  @Test func notAPNG() throws {
    let dir = ImagingFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let text = dir.appendingPathComponent("notes.png")
    try "hello, this is text".write(to: text, atomically: true, encoding: .utf8)
    #expect(
      throws: ImageError(
        file: text.path, place: "header",
        message:
          "not a PNG: the first 8 bytes are not the PNG signature (89 50 4E 47 0D 0A 1A 0A); it looks like a text file"
      )
    ) {
      try PNGDecoder.decode(path: text.path)
    }
    let folder = dir.appendingPathComponent("folder.png")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(throws: ImageError(file: folder.path, message: "is a directory, not a PNG file")) {
      try PNGDecoder.decode(path: folder.path)
    }
    #expect(throws: ImageError(file: dir.appendingPathComponent("nope.png").path, message: "no such file")) {
      try PNGDecoder.decode(path: dir.appendingPathComponent("nope.png").path)
    }
  }

  @Test func unreadableFile() throws {
    guard getuid() != 0 else { return }  // root reads anything; the check is meaningful for users only
    let dir = ImagingFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("locked.png").path
    try PNGEncoder.write(Self.image(2, 2), to: path)
    chmod(path, 0)
    #expect(throws: ImageError(file: path, message: "permission denied: the file is not readable")) {
      try PNGDecoder.decode(path: path)
    }
  }

  @Test func compositingOverABackdrop() {
    var img = RGBAImage(width: 1, height: 1, fill: RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    img = img.composited(over: RGBA8(red: 0, green: 0, blue: 255))
    #expect(img[0, 0] == RGBA8(red: 128, green: 0, blue: 127))
  }

  /// One translucent pixel anywhere (first, last, across the 4,096-pixel blocks the check
  /// works in) makes an image transparent; opaque images of any color are not.
  @Test func transparencyIsFoundWhereverItIs() {
    let opaque = RGBAImage(width: 97, height: 131, fill: RGBA8(red: 1, green: 2, blue: 3))
    #expect(!opaque.hasTransparency)
    #expect(!RGBAImage(width: 0, height: 0, fill: .init(red: 0, green: 0, blue: 0)).hasTransparency)
    for (x, y) in [(0, 0), (96, 130), (4095 % 97, 4095 / 97), (4096 % 97, 4096 / 97), (50, 60)] {
      for alpha: UInt8 in [0, 254] {
        var img = opaque
        img[x, y] = RGBA8(red: 255, green: 255, blue: 255, alpha: alpha)
        #expect(img.hasTransparency, "pixel (\(x), \(y)) alpha \(alpha)")
      }
    }
  }
}
