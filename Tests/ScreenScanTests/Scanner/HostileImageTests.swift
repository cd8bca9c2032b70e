import ColorScience
import Foundation
import Testing

@testable import Imaging
@testable import ScreenScan

/// Hostile screenshots (issue 12): color metadata that would make failing text pass, and
/// images whose pixels are built to make the scan's cost blow up.
struct HostileImageTests {
  static let gray = RGBA8(red: 150, green: 150, blue: 150)  // 2.96:1 on white: fails 4.5:1

  /// Five lines of low-contrast text on white, as a PNG with `chunk` right after IHDR.
  static func failingScreenshot(adding chunk: [UInt8]) throws -> [UInt8] {
    var image = RGBAImage(width: 500, height: 330, fill: RGBA8(red: 255, green: 255, blue: 255))
    for line in 0..<5 { image.draw("Forgot password?", x: 30, y: 20 + 60 * line, color: gray, scale: 2) }
    // The encoder tags its output sRGB (with gAMA and cHRM); keep only IHDR, IDAT and IEND.
    let encoded = try PNGEncoder.encode(image)
    var png = Array(encoded[0..<(8 + 25)]) + chunk  // signature, IHDR's 25 bytes, the chunk
    var at = 8 + 25
    while at < encoded.count {
      let length =
        Int(encoded[at]) << 24 | Int(encoded[at + 1]) << 16 | Int(encoded[at + 2]) << 8 | Int(encoded[at + 3])
      let type = String(decoding: encoded[(at + 4)..<(at + 8)], as: UTF8.self)
      if type == "IDAT" || type == "IEND" { png += encoded[at..<(at + 12 + length)] }
      at += 12 + length
    }
    return png
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)]
  }

  /// A matrix/TRC RGB ICC profile with the given colorants (D50 XYZ) and curve exponent (u8.8).
  static func iccProfile(colorants: [SIMD3<Double>], gamma: UInt16 = 563) -> [UInt8] {
    func s15f16(_ v: Double) -> [UInt8] { be32(UInt32(bitPattern: Int32((v * 65536).rounded()))) }
    var tags: [(String, [UInt8])] = []
    for (sig, c) in zip(["rXYZ", "gXYZ", "bXYZ"], colorants) {
      tags.append((sig, Array("XYZ ".utf8) + [0, 0, 0, 0] + s15f16(c.x) + s15f16(c.y) + s15f16(c.z)))
    }
    for sig in ["rTRC", "gTRC", "bTRC"] {
      tags.append(
        (sig, Array("curv".utf8) + [0, 0, 0, 0] + be32(1) + [UInt8(gamma >> 8), UInt8(gamma & 255), 0, 0]))
    }
    let start = 128 + 4 + 12 * tags.count
    var table: [UInt8] = []
    var data: [UInt8] = []
    for (sig, body) in tags {
      table += Array(sig.utf8) + be32(UInt32(start + data.count)) + be32(UInt32(body.count))
      data += body
    }
    var header = [UInt8](repeating: 0, count: 128)
    header.replaceSubrange(0..<4, with: be32(UInt32(start + data.count)))
    header.replaceSubrange(12..<24, with: Array("mntrRGB XYZ ".utf8))
    header.replaceSubrange(36..<40, with: Array("acsp".utf8))
    return header + be32(UInt32(tags.count)) + table + data
  }

  static func iCCP(_ profile: [UInt8]) -> [UInt8] {
    // zlib with stored (uncompressed) blocks: no compressor needed for a test profile.
    var z: [UInt8] = [0x78, 0x01]
    var rest = profile[...]
    repeat {
      let block = rest.prefix(65535)
      rest = rest.dropFirst(block.count)
      let n = UInt16(block.count)
      z += [rest.isEmpty ? 1 : 0, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8)] + block
    } while !rest.isEmpty
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in profile {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    z += be32(b << 16 | a)
    return PNGChunkWriter.chunk("iCCP", Array("hostile".utf8) + [0, 0] + z)
  }

  static let d50Colorants: [SIMD3<Double>] = [
    SIMD3(0.4361, 0.2225, 0.0139), SIMD3(0.3851, 0.7169, 0.0971), SIMD3(0.1431, 0.0606, 0.7141),
  ]

  /// Each adds metadata that, if believed, would hide the failing text (or trap).
  static let hostileChunks: [(String, [UInt8])] = [
    ("gAMA of 1", PNGChunkWriter.chunk("gAMA", be32(1))),
    ("gAMA of 0", PNGChunkWriter.chunk("gAMA", be32(0))),
    ("gAMA of 2^32-1", PNGChunkWriter.chunk("gAMA", be32(.max))),
    (
      "identical cHRM primaries",
      PNGChunkWriter.chunk(
        "cHRM", [31270, 32900, 30000, 60000, 30000, 60000, 30000, 60000].flatMap { be32($0) })
    ),
    (
      "cHRM white outside the primaries",
      PNGChunkWriter.chunk(
        "cHRM", [70000, 29000, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { be32($0) })
    ),
    (
      "cHRM primaries a hair apart",
      PNGChunkWriter.chunk(
        "cHRM", [31270, 32900, 31300, 33000, 31200, 33000, 31250, 32800].flatMap { be32($0) })
    ),
    ("ICC colorants all zero", iCCP(iccProfile(colorants: [.zero, .zero, .zero]))),
    ("ICC colorants adding up far from D50", iCCP(iccProfile(colorants: d50Colorants.map { $0 * 4 }))),
    ("ICC curve of exponent 0", iCCP(iccProfile(colorants: d50Colorants, gamma: 0))),
    ("ICC curve of exponent 200", iCCP(iccProfile(colorants: d50Colorants, gamma: 200 << 8))),
  ]

  @Test(arguments: hostileChunks.map(\.0))
  func implausibleColorMetadataIsIgnoredAndTheTextStillFails(_ name: String) throws {
    let chunk = try #require(Self.hostileChunks.first { $0.0 == name }).1
    let type = String(decoding: chunk[4..<8], as: UTF8.self)
    let decoded = try PNGDecoder.decode(bytes: try Self.failingScreenshot(adding: chunk), name: "hostile.png")
    #expect(decoded.colorSpace == "sRGB", "\(name): \(decoded.colorSpace)")
    #expect(
      decoded.warnings.contains {
        $0.contains("chunk \(type) at byte 33: ")
          && ($0.contains("ignored") || $0.contains("treating the image as sRGB"))
      }, "\(name): \(decoded.warnings)")
    let result = ScreenScanner(options: ScanOptions(scale: 2)).scan(decoded.image)
    #expect(result.findings.filter { $0.rule == .textContrast && $0.level == .error }.count == 5, "\(name)")
  }

  @Test func plausibleMetadataIsStillBelieved() throws {
    // The same chunks with real values change the colors (so the checks above are not vacuous).
    let linear = try PNGDecoder.decode(
      bytes: try Self.failingScreenshot(adding: PNGChunkWriter.chunk("gAMA", Self.be32(100_000))),
      name: "linear.png")
    #expect(linear.colorSpace == "gamma 1.00" && linear.warnings.isEmpty)
    let p3 = [31270, 32900, 68000, 32000, 26500, 69000, 15000, 6000].flatMap { Self.be32(UInt32($0)) }
    let wide = try PNGDecoder.decode(
      bytes: try Self.failingScreenshot(adding: PNGChunkWriter.chunk("cHRM", p3)), name: "p3.png")
    #expect(wide.colorSpace == "sRGB curve, cHRM primaries" && wide.warnings.isEmpty, "\(wide.warnings)")
    let icc = try PNGDecoder.decode(
      bytes: try Self.failingScreenshot(adding: Self.iCCP(Self.iccProfile(colorants: Self.d50Colorants))),
      name: "icc.png")
    #expect(icc.warnings.isEmpty, "\(icc.warnings)")
    #expect(icc.colorSpace.hasPrefix("ICC 'ICC profile'"), "\(icc.colorSpace)")
  }
}

/// Worst-case pixels (issue 12): an image of small random rectangles makes tens of thousands
/// of text lines and lines of thousands of blobs. The searches that made that quadratic now
/// look only near each item; these check they still find exactly what testing every item does.
struct WorstCasePixelTests {
  @Test func keyWindowFindsWhatAFilterFinds() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let keys = (0..<200).map { _ in Double(Int.random(in: 0..<60, using: &rng)) / 2 }
      let window = KeyWindow(Array(keys.indices)) { keys[$0] }
      let low = Double(Int.random(in: -5..<65, using: &rng)) / 2
      let range = low...(low + Double(Int.random(in: 0..<10, using: &rng)))
      #expect(window.items(in: range) == keys.indices.filter { range.contains(keys[$0]) })
    }
  }

  /// Marks (tiny blobs) go to the first line in reading order whose box, with its margin,
  /// holds them, as a search of every line finds it, also among many lines and marks.
  @Test func marksJoinTheFirstLineThatHoldsThem() {
    var rng = SystemRandomNumberGenerator()
    var blobs: [InkBlob] = []
    for _ in 0..<1500 {
      let (x, y) = (Int.random(in: 0..<900, using: &rng), Int.random(in: 0..<900, using: &rng))
      let tiny = Bool.random(using: &rng)
      let (w, h) =
        tiny
        ? (Int.random(in: 1...3, using: &rng), Int.random(in: 1...3, using: &rng))
        : (Int.random(in: 4...12, using: &rng), Int.random(in: 8...24, using: &rng))
      blobs.append(
        InkBlob(
          minX: x, minY: y, maxX: x + w - 1, maxY: y + h - 1, count: w * h, surface: 0,
          label: Int32(blobs.count)))
    }
    let grouper = TextLineGrouper(scale: 1)
    let lines = grouper.group(blobs)
    // Reference: the lines without their marks, then every mark tried against every line.
    let tiny = 3
    let isMark = { (b: InkBlob) in !(b.height > tiny || b.width > tiny * 2) }
    var reference = lines.map { line -> TextLineGrouper.Line in
      let main = line.blobs.filter { !isMark(blobs[$0]) }
      let b = main.map { blobs[$0] }
      return TextLineGrouper.Line(
        blobs: main, minX: b.map(\.minX).min()!, minY: b.map(\.minY).min()!, maxX: b.map(\.maxX).max()!,
        maxY: b.map(\.maxY).max()!, surface: 0)
    }.sorted { ($0.minY, $0.minX, $0.blobs[0]) < ($1.minY, $1.minX, $1.blobs[0]) }
    #expect(reference.count == lines.count)
    for m in blobs.indices where isMark(blobs[m]) && grouper.isGlyphCandidate(blobs[m]) {
      let b = blobs[m]
      if let k = reference.indices.first(where: { k in
        let l = reference[k]
        let margin = l.height / 2 + 1
        return b.minX >= l.minX - margin && b.maxX <= l.maxX + margin && b.minY >= l.minY - margin
          && b.maxY <= l.maxY + margin / 2
      }) {
        reference[k].blobs.append(m)
        reference[k].minX = min(reference[k].minX, b.minX)
        reference[k].maxX = max(reference[k].maxX, b.maxX)
        reference[k].minY = min(reference[k].minY, b.minY)
        reference[k].maxY = max(reference[k].maxY, b.maxY)
      }
    }
    // Lines are named by their first main blob (the final order depends on the marks).
    func marks(_ lines: [TextLineGrouper.Line]) -> [Int: [Int]] {
      Dictionary(uniqueKeysWithValues: lines.map { ($0.blobs[0], $0.blobs.filter { isMark(blobs[$0]) }) })
    }
    #expect(marks(lines).values.reduce(0) { $0 + $1.count } > 50)
    #expect(marks(lines) == marks(reference))
  }
}

/// The scan's memory estimate on noise (issue 36): in random colors every pixel is its own
/// flat region, so the per-region tables grow with the pixels, and the estimate the run's
/// memory budget reserves must count them so (a 4000×4000 noise image took 418 MiB where
/// 294 MiB had been reserved).
struct NoiseMemoryEstimateTests {
  @Test func theEstimateCountsARegionTableEntryForEveryPixelOfNoise() {
    let (width, height) = (96, 64)
    var random = FlatRegionsTests.Random(state: 36)
    var image = RGBAImage(width: width, height: height, fill: RGBA8(red: 0, green: 0, blue: 0))
    for y in 0..<height {
      for x in 0..<width {
        let v = random.next()
        image[x, y] = RGBA8(red: UInt8(v & 255), green: UInt8((v >> 8) & 255), blue: UInt8((v >> 16) & 255))
      }
    }
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: width, height: height, tolerance: ScreenScanner.flatTolerance, surfaceRadius: 3,
        fillRadius: 2, fillArea: 400)
    }
    let regionCount = Int(regions.root.max() ?? -1) + 1
    // Nearly every pixel starts a region of its own: the case the estimate must cover.
    #expect(regionCount > width * height * 9 / 10)
    // Per pixel: the image (4), its region (4), distance (1), surface flag (1); per region:
    // largest distance (1), area (4), surface flag (1).
    let buffers = width * height * (4 + 4 + 1 + 1) + regionCount * (1 + 4 + 1)
    #expect(ScreenScanner.workingSetBytes(width: width, height: height) - ScreenScanner.fixedBytes >= buffers)
  }
}
