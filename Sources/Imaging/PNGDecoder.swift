import CLibPNG
import ColorScience
import FileInput
import Foundation

/// A decoded PNG in sRGB, with what its color chunks said and what was done about them.
public struct DecodedImage: Sendable {
  /// 8-bit sRGB, straight alpha.
  public var image: RGBAImage
  /// The source color space as named in reports ("sRGB", "Display P3 (ICC 'Display P3')" …).
  public var colorSpace: String
  /// Non-fatal problems (an unsupported profile treated as sRGB, say).
  public var warnings: [String]
  /// Pixels that fell outside sRGB's gamut and were clipped in linear light.
  public var clippedPixels: Int
}

/// Reads PNG files into sRGB images.
///
/// Every PNG color type, bit depth, tRNS and Adam7 interlacing is decoded by libpng's
/// simplified API, which catches libpng's longjmp errors internally. Before libpng sees the
/// file, Legible walks its chunks (signature, CRCs, IHDR limits: `PNGChunkReader`) and
/// reads the color chunks itself (`ColorChunkInterpreter`, `ICCProfileReader`). libpng is
/// then handed only the critical chunks and tRNS, so every color decision is Legible's:
///
/// - 8-bit (or less) sRGB images, the common case, decode straight to 8-bit RGBA.
/// - Other 8-bit images (gAMA, cHRM, iCCP, cICP) decode to their raw 8-bit samples the
///   same way, then are converted: source curve → linear → matrix to linear sRGB → clip →
///   exact sRGB encoding.
/// - 16-bit images decode to raw 16-bit samples, by declaring gAMA 1.0 so libpng's linear
///   output is the samples themselves (premultiplied by alpha, which libpng's linear format
///   always is), then are converted the same way.
/// (libpng alone would apply gAMA but ignore cHRM and ICC, and it assumes 16-bit files
/// without gAMA are linear where the PNG spec and browsers assume sRGB.)
public enum PNGDecoder {
  /// Decodes a file, or standard input when `path` is "-".
  public static func decode(path: String, limits: ImageLimits = .default) throws(ImageError) -> DecodedImage {
    let bytes = try readBytes(path: path, limits: limits)
    return try decode(bytes: bytes, name: path, limits: limits)
  }

  static func readBytes(path: String, limits: ImageLimits) throws(ImageError) -> [UInt8] {
    do {
      return try FileBytes.read(path: path, limit: limits.maximumFileBytes)
    } catch {
      let message: String
      switch error {
      case .notFound: message = "no such file"
      case .isDirectory: message = "is a directory, not a PNG file"
      case .notRegularFile(let kind): message = "is \(kind), not a regular file"
      case .permissionDenied: message = "permission denied: the file is not readable"
      case .tooLarge(let size):
        message =
          "\(path == "-" ? "input" : "file") is \(size) bytes; the limit is \(limits.maximumFileBytes) (--max-file-bytes, or scan.maxFileBytes in legible.json)"
      case .readFailed(let reason): message = "could not be read: \(reason)"
      }
      throw ImageError(file: path, message: message)
    }
  }

  /// A PNG read into memory and its header checked against the limits, not yet decoded:
  /// enough to know what decoding it will cost before spending that.
  public struct File: Sendable {
    /// The input as the user named it, for errors and reports.
    public let name: String
    /// Width in pixels, from the IHDR header.
    public let width: Int
    /// Height in pixels, from the IHDR header.
    public let height: Int
    let bytes: [UInt8]
    let bitDepth: Int
    let colorManaged: Bool

    /// Peak bytes that decoding holds besides the file itself: a copy of its critical chunks
    /// for libpng, the decoded pixels, and for a tagged or 16-bit image the raw samples too
    /// (8-bit RGBA, 4 bytes a pixel; raw 16-bit RGBA, 8).
    public var decodingBytes: Int {
      let pixels = width * height
      let raw = bitDepth > 8 ? 8 * pixels : (colorManaged ? 4 * pixels : 0)
      return bytes.count + raw + 4 * pixels
    }
    /// The size of the file read, for the memory budget.
    public var fileBytes: Int { bytes.count }
  }

  /// Reads a file (or standard input for "-") and checks its header, without decoding.
  public static func open(path: String, limits: ImageLimits = .default) throws(ImageError) -> File {
    try open(bytes: readBytes(path: path, limits: limits), name: path, limits: limits)
  }

  /// PNG bytes already in memory, with their header checked; `name` is used in errors.
  public static func open(bytes: [UInt8], name path: String, limits: ImageLimits = .default)
    throws(ImageError) -> File
  {
    let (header, chunks) = try PNGChunkReader(bytes: bytes, file: path).read()
    try checkSize(header, place: chunks[0].place, name: path, limits: limits)
    let tags: Set<String> = ["iCCP", "cICP", "gAMA", "cHRM"]
    return File(
      name: path, width: header.width, height: header.height, bytes: bytes, bitDepth: header.bitDepth,
      colorManaged: chunks.contains { tags.contains($0.type) })
  }

  /// Decodes a file opened with `open`.
  public static func decode(_ file: File, limits: ImageLimits = .default) throws(ImageError) -> DecodedImage {
    try decode(bytes: file.bytes, name: file.name, limits: limits)
  }

  /// A file's pixels as `decode` gives them: as rows to read while they are inflated when the
  /// file allows it, else decoded whole.
  public enum PixelSource {
    /// 8-bit or less, sRGB (no color chunk to convert), not interlaced: the common screenshot.
    case rows(PNGRowReader)
    /// Adam7 (whose rows are known only at the end), 16-bit or color-managed.
    case whole(DecodedImage)
  }

  /// The pixels of a file opened with `open`: every check `decode` makes happens here, before
  /// any row is read, and the rows are byte for byte what `decode` would return.
  public static func pixels(of file: File, limits: ImageLimits = .default) throws(ImageError) -> PixelSource {
    let (header, chunks, space) = try checked(bytes: file.bytes, name: file.name, limits: limits)
    guard header.bitDepth <= 8, space.isSRGB, !header.interlaced else {
      return .whole(
        try decode(bytes: file.bytes, name: file.name, header: header, chunks: chunks, space: space))
    }
    let stream = criticalStream(bytes: file.bytes, chunks: chunks, linearGamma: false)
    return .rows(
      try PNGRowReader(
        stream: stream, width: header.width, height: header.height, name: file.name, colorSpace: space.name,
        warnings: space.warnings))
  }

  static func checkSize(_ header: PNGHeader, place: String, name: String, limits: ImageLimits)
    throws(ImageError)
  {
    let pixels = header.width.multipliedReportingOverflow(by: header.height)
    guard !pixels.overflow, pixels.partialValue <= limits.maximumPixels else {
      throw ImageError(
        file: name, place: place,
        message:
          "image is \(header.width)×\(header.height) (\(pixels.overflow ? "too many" : String(pixels.partialValue)) pixels); the limit is \(limits.maximumPixels) pixels (--max-pixels, or scan.maxPixels in legible.json)"
      )
    }
  }

  /// Decodes PNG bytes; `name` is used in errors.
  public static func decode(bytes: [UInt8], name: String, limits: ImageLimits = .default) throws(ImageError)
    -> DecodedImage
  {
    let (header, chunks, space) = try checked(bytes: bytes, name: name, limits: limits)
    return try decode(bytes: bytes, name: name, header: header, chunks: chunks, space: space)
  }

  /// Everything Legible checks and reads itself before libpng sees the file: the chunks
  /// (without a malformed tRNS), the limits, the palette, the color chunks.
  static func checked(bytes: [UInt8], name: String, limits: ImageLimits) throws(ImageError)
    -> (header: PNGHeader, chunks: [PNGChunk], space: SourceColorSpace)
  {
    let (header, allChunks) = try PNGChunkReader(bytes: bytes, file: name).read()
    var chunks = allChunks
    try checkSize(header, place: chunks[0].place, name: name, limits: limits)
    if let plte = chunks.first(where: { $0.type == "PLTE" }),
      plte.data.count % 3 != 0 || plte.data.isEmpty || plte.data.count > 768
    {
      throw ImageError(
        file: name, place: plte.place,
        message: "PLTE has \(plte.data.count) bytes; expected 3 to 768, a multiple of 3")
    }
    if header.colorType == 3, !chunks.contains(where: { $0.type == "PLTE" }) {
      throw ImageError(
        file: name, place: chunks[0].place, message: "palette image (color type 3) has no PLTE chunk")
    }
    var space = try ColorChunkInterpreter(bytes: bytes, chunks: chunks, file: name, limits: limits)
      .interpret()
    if let trns = chunks.first(where: { $0.type == "tRNS" }),
      let problem = tRNSProblem(trns, header: header, chunks: chunks)
    {
      // Browsers ignore a malformed tRNS; so does Legible, and says so.
      space.warnings.append("\(trns.place): \(problem); ignored")
      chunks.removeAll { $0.type == "tRNS" }
    }
    return (header, chunks, space)
  }

  static func decode(
    bytes: [UInt8], name: String, header: PNGHeader, chunks: [PNGChunk], space: SourceColorSpace
  )
    throws(ImageError) -> DecodedImage
  {
    if header.bitDepth <= 8 && space.isSRGB {
      let stream = criticalStream(bytes: bytes, chunks: chunks, linearGamma: false)
      let image = try libpngRead(
        stream, width: header.width, height: header.height, linear: false, name: name)
      return DecodedImage(
        image: RGBAImage(width: header.width, height: header.height, pixels: image.eight),
        colorSpace: space.name, warnings: space.warnings, clippedPixels: 0)
    }
    let converted: [UInt8]
    let clipped: Int
    let conversion = ColorConversion(space: space)
    if header.bitDepth <= 8 {
      // Raw 8-bit samples, straight alpha: with no gAMA libpng assumes sRGB and leaves them be.
      let stream = criticalStream(bytes: bytes, chunks: chunks, linearGamma: false)
      let raw = try libpngRead(stream, width: header.width, height: header.height, linear: false, name: name)
      (converted, clipped) = conversion.convert(
        straight8: raw.eight, width: header.width, height: header.height)
    } else {
      let stream = criticalStream(bytes: bytes, chunks: chunks, linearGamma: true)
      let raw = try libpngRead(stream, width: header.width, height: header.height, linear: true, name: name)
      (converted, clipped) = conversion.convert(
        premultiplied16: raw.sixteen, width: header.width, height: header.height)
    }
    var warnings = space.warnings
    if clipped > 0 {
      warnings.append("\(clipped) pixels were outside sRGB and were clipped in linear light")
    }
    return DecodedImage(
      image: RGBAImage(width: header.width, height: header.height, pixels: converted), colorSpace: space.name,
      warnings: warnings, clippedPixels: clipped)
  }

  /// Why a tRNS chunk is malformed (PNG 3rd edition §11.3.2.1), or nil when it is fine.
  static func tRNSProblem(_ trns: PNGChunk, header: PNGHeader, chunks: [PNGChunk]) -> String? {
    let n = trns.data.count
    switch header.colorType {
    case 0: return n == 2 ? nil : "\(n) bytes is invalid for a grayscale image (expected 2)"
    case 2: return n == 6 ? nil : "\(n) bytes is invalid for an RGB image (expected 6)"
    case 3:
      let entries = (chunks.first { $0.type == "PLTE" }?.data.count ?? 0) / 3
      return n <= entries ? nil : "\(n) entries but the palette has \(entries)"
    default: return "an image with an alpha channel cannot have tRNS"
    }
  }

  /// The file reduced to IHDR, PLTE, tRNS, the IDATs and IEND (plus a gAMA 1.0 chunk when
  /// raw samples are wanted), so libpng makes no color decision of its own.
  static func criticalStream(bytes: [UInt8], chunks: [PNGChunk], linearGamma: Bool) -> [UInt8] {
    var out = PNGChunkReader.signature
    out.reserveCapacity(bytes.count + 16)
    var gammaWritten = !linearGamma
    for c in chunks where ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"].contains(c.type) {
      if !gammaWritten && c.type != "IHDR" {  // gAMA goes before PLTE, tRNS and IDAT
        out += PNGChunkWriter.chunk("gAMA", [0, 1, 0x86, 0xA0])  // 100000: gamma 1.0
        gammaWritten = true
      }
      out += bytes[c.offset..<(c.data.upperBound + 4)]
    }
    return out
  }

  struct RawPixels {
    var eight: [UInt8] = []
    var sixteen: [UInt16] = []
  }

  static func libpngRead(_ stream: [UInt8], width: Int, height: Int, linear: Bool, name: String)
    throws(ImageError)
    -> RawPixels
  {
    var image = png_image()
    image.version = legible_image_version
    defer { png_image_free(&image) }
    func failure(_ stage: String) -> ImageError {
      let message = withUnsafeBytes(of: image.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return ImageError(
        file: name, place: "image data",
        message: "libpng could not \(stage): \(message.isEmpty ? "unknown error" : message)")
    }
    let began = stream.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard began != 0 else { throw failure("read the header") }
    image.format = linear ? legible_format_linear_rgba : legible_format_rgba
    var result = RawPixels()
    var finished: Int32 = 0
    if linear {
      result.sixteen = [UInt16](repeating: 0, count: width * height * 4)
      finished = result.sixteen.withUnsafeMutableBytes {
        png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
      }
    } else {
      result.eight = [UInt8](repeating: 0, count: width * height * 4)
      finished = result.eight.withUnsafeMutableBytes {
        png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
      }
    }
    guard finished != 0 else { throw failure("decode the image data") }
    return result
  }
}
