import CLibPNG

/// One chunk of a PNG stream: its four-letter type and where its data lies.
struct PNGChunk {
  var type: String
  /// Offset of the chunk's length field in the file.
  var offset: Int
  /// Range of the chunk's data (after type, before CRC).
  var data: Range<Int>

  var place: String { "chunk \(type) at byte \(offset)" }
}

/// The PNG image header (IHDR), read before libpng so limits apply before any allocation.
struct PNGHeader {
  var width: Int
  var height: Int
  var bitDepth: Int
  var colorType: Int
  var interlaced: Bool
}

/// Walks a PNG's chunk structure (PNG 3rd edition §5): checks the signature, every chunk's
/// length and CRC-32, and that IHDR comes first and IEND last. libpng checks all of this too,
/// but this walk gives errors that name the chunk and offset, and extracts the color chunks
/// (iCCP, cICP, cHRM, gAMA, sRGB) that libpng's simplified API does not expose.
struct PNGChunkReader {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
  /// The critical chunks of PNG 3rd edition (§11.2); every other critical type is refused.
  static let knownCritical: Set<String> = ["IHDR", "PLTE", "IDAT", "IEND"]

  let bytes: [UInt8]
  let file: String

  func read() throws(ImageError) -> (header: PNGHeader, chunks: [PNGChunk]) {
    guard bytes.count >= 8 else {
      throw ImageError(
        file: file, place: "header", message: "file is \(bytes.count) bytes; too short to be a PNG")
    }
    guard Array(bytes[0..<8]) == PNGChunkReader.signature else {
      throw ImageError(
        file: file, place: "header",
        message: "not a PNG: the first 8 bytes are not the PNG signature (89 50 4E 47 0D 0A 1A 0A)"
          + signatureHint())
    }
    var chunks: [PNGChunk] = []
    var offset = 8
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else {
        throw ImageError(
          file: file, place: "byte \(offset)",
          message: "file is truncated: \(bytes.count - offset) bytes left where a chunk header needs 12")
      }
      let length = Int(be32(offset))
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }) else {
        throw ImageError(
          file: file, place: "byte \(offset)", message: "invalid chunk type (expected four ASCII letters)")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      // An uppercase first letter marks a critical chunk (PNG 3rd edition §5.4): one this
      // decoder does not know changes how the image must be read, so the image cannot be
      // shown safely, and the specification says to refuse it rather than scan a guess.
      if bytes[offset + 4] <= 90, !PNGChunkReader.knownCritical.contains(type) {  // typeBytes.first
        throw ImageError(
          file: file, place: "chunk \(type) at byte \(offset)",
          message:
            "unknown critical chunk '\(type)' (an uppercase first letter marks it critical); a decoder must refuse an image with a critical chunk it does not know (PNG §5.4)"
        )
      }
      guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
        throw ImageError(
          file: file, place: "chunk \(type) at byte \(offset)",
          message:
            "file is truncated: the chunk declares \(length) bytes of data but only \(max(0, bytes.count - offset - 12)) remain"
        )
      }
      let dataStart = offset + 8
      let chunk = PNGChunk(type: type, offset: offset, data: dataStart..<(dataStart + length))
      let stored = be32(dataStart + length)
      let computed = bytes.withUnsafeBufferPointer { buf -> UInt32 in
        UInt32(crc32(0, buf.start + offset + 4, UInt32(length + 4)))
      }
      if stored != computed {
        throw ImageError(
          file: file, place: chunk.place,
          message: "CRC mismatch (stored \(hex32(stored)), computed \(hex32(computed))): the file is corrupt")
      }
      if chunks.isEmpty && type != "IHDR" {
        throw ImageError(file: file, place: chunk.place, message: "the first chunk must be IHDR")
      }
      chunks.append(chunk)
      offset = dataStart + length + 4
      if type == "IEND" { break }
    }
    guard chunks.last?.type == "IEND" else {
      throw ImageError(file: file, place: "byte \(bytes.count)", message: "file is truncated: no IEND chunk")
    }
    guard chunks.contains(where: { $0.type == "IDAT" }) else {
      throw ImageError(file: file, place: "chunk IEND", message: "no IDAT chunk: the file has no image data")
    }
    let ihdr = chunks[0]
    guard ihdr.data.count == 13 else {
      throw ImageError(
        file: file, place: ihdr.place, message: "IHDR has \(ihdr.data.count) bytes; expected 13")
    }
    let d = ihdr.data.lowerBound
    let header = PNGHeader(
      width: Int(be32(d)), height: Int(be32(d + 4)), bitDepth: Int(bytes[d + 8]),
      colorType: Int(bytes[d + 9]),
      interlaced: bytes[d + 12] == 1)
    try validate(
      header, place: ihdr.place, compression: bytes[d + 10], filter: bytes[d + 11], interlace: bytes[d + 12])
    return (header, chunks)
  }

  func validate(_ h: PNGHeader, place: String, compression: UInt8, filter: UInt8, interlace: UInt8)
    throws(ImageError)
  {
    guard h.width > 0, h.height > 0, h.width <= 0x7FFF_FFFF, h.height <= 0x7FFF_FFFF else {
      throw ImageError(
        file: file, place: place,
        message: "image size \(h.width)×\(h.height) is invalid; width and height must be 1 to 2³¹−1")
    }
    let allowed: [Int: [Int]] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard let depths = allowed[h.colorType] else {
      throw ImageError(
        file: file, place: place, message: "color type \(h.colorType) is invalid; expected 0, 2, 3, 4 or 6")
    }
    guard depths.contains(h.bitDepth) else {
      throw ImageError(
        file: file, place: place,
        message:
          "bit depth \(h.bitDepth) is invalid for color type \(h.colorType); expected one of \(depths.map(String.init).joined(separator: ", "))"
      )
    }
    guard compression == 0, filter == 0, interlace <= 1 else {
      throw ImageError(
        file: file, place: place,
        message: "compression, filter or interlace method is invalid (expected 0, 0 and 0 or 1)")
    }
  }

  func be32(_ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
  }

  func hex32(_ v: UInt32) -> String {
    let s = String(v, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - s.count) + s
  }

  /// What a file that is not a PNG looks like, when easy to tell.
  func signatureHint() -> String {
    if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
      return "; it looks like a JPEG"
    }
    if bytes.count >= 4, bytes[0..<4].elementsEqual([0x47, 0x49, 0x46, 0x38]) {
      return "; it looks like a GIF"
    }
    if bytes.prefix(64).allSatisfy({ $0 == 9 || $0 == 10 || $0 == 13 || ($0 >= 32 && $0 < 127) }) {
      return "; it looks like a text file"
    }
    if bytes.count >= 8, bytes[1...3].elementsEqual([80, 78, 71]) {
      return "; the signature is damaged (line endings converted in transfer?)"
    }
    return ""
  }
}
