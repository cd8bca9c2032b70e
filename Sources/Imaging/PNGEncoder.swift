import CLibPNG
import FileInput
import Foundation

/// Writes PNG chunks (for the streams Legible builds for libpng, and for tests).
enum PNGChunkWriter {
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let length = UInt32(data.count)
    var out: [UInt8] = [UInt8(length >> 24), UInt8((length >> 16) & 255), UInt8((length >> 8) & 255), UInt8(length & 255)]
    let body = Array(type.utf8) + data
    out += body
    let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    out += [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)]
    return out
  }
}

/// Encodes 8-bit sRGB images as PNG through libpng's classic writer (`legible_png_write` in
/// CLibPNG's shim.h, which keeps libpng's setjmp in C).
///
/// Every file is tagged sRGB (so viewers do not guess), as libpng's simplified writer tagged
/// it before. Legible writes every file through `OutputFile` (FileInput): to a temporary file
/// beside the target, then renamed, so an interrupted run never leaves half a PNG.
public enum PNGEncoder {
  /// zlib's level and libpng's row filters, chosen for screenshots against Pillow's default
  /// (level 6, adaptive filters) with `Sources/LegibleBenchmark/peers/run.sh png-levels`:
  /// screenshots are flat colors and repeated glyphs, which deflate matches best unfiltered
  /// (and libpng then uses zlib's default strategy, not Z_FILTERED). At level 6 without
  /// filters the files came out 0.83× Pillow's size on Samples and screens-dev and 1.01× on
  /// the 12 MP benchmark image, in about half of Pillow's time; adaptive filtering (Pillow's
  /// own choice) took 1.0–1.4× Pillow's time for no smaller file, and levels 1–3 wrote files
  /// 15–44 % larger. Photographs would compress better filtered; Legible writes simulated
  /// screenshots and sheets.
  static let level: Int32 = 6
  static let filters: Int32 = legible_filter_none

  /// PNG bytes of an image. Opaque images are written as RGB (a quarter smaller).
  public static func encode(_ image: RGBAImage, name: String = "image") throws(ImageError) -> [UInt8] {
    try encode(image, name: name, level: level, filters: filters)
  }

  /// PNG bytes with a given zlib level (0–9) and libpng filter mask (`legible_filter_*`).
  static func encode(_ image: RGBAImage, name: String, level: Int32, filters: Int32) throws(ImageError) -> [UInt8] {
    let opaque = !image.hasTransparency
    var output = legible_png_output()
    defer { legible_png_output_free(&output) }
    // Screenshots compress to a few percent of their raw size; start there and let it grow.
    let hint = image.width * image.height / 8 + 4096
    let written = image.pixels.withUnsafeBufferPointer {
      legible_png_write(
        $0.baseAddress, UInt32(clamping: image.width), UInt32(clamping: image.height), image.width * 4,
        opaque ? 0 : 1, level, filters, hint, &output)
    }
    guard written != 0, let data = output.data else {
      let message = withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      throw ImageError(file: name, message: "libpng could not encode the image: \(message)")
    }
    return Array(UnsafeBufferPointer(start: data, count: output.size))
  }

  /// Encodes and writes through `OutputFile` (whole or not at all, never through a link,
  /// never over one of `inputs`).
  public static func write(_ image: RGBAImage, to path: String, protecting inputs: [String] = []) throws(ImageError) {
    let bytes = try encode(image, name: path)
    do { try OutputFile.write(bytes, to: path, protecting: ProtectedFiles(inputs)) } catch {
      throw ImageError(file: path, message: error.message)
    }
  }
}
