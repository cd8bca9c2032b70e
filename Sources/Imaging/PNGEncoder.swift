import CLibPNG
import FileInput
import Foundation
import Pixels

/// Writes PNG chunks (for the streams Legible builds for libpng, and for tests).
enum PNGChunkWriter {
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let length = UInt32(data.count)
    var out: [UInt8] = [
      UInt8(length >> 24), UInt8((length >> 16) & 255), UInt8((length >> 8) & 255), UInt8(length & 255),
    ]
    let body = Array(type.utf8) + data
    out += body
    let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    out += [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)]
    return out
  }
}

/// Encodes 8-bit sRGB images as PNG through libpng's classic writer (`legible_png_write` in
/// CLibPNG's shim.h, which keeps libpng's setjmp in C); images of a megapixel or more are
/// deflated in bands on all cores (`encodeInBands`), with libpng writing the chunks.
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

  /// Bands deflated concurrently: for images of a megapixel or more, four per core (so a
  /// core taken by another process does not hold the others up), at least 64 rows each;
  /// else one, written by libpng row by row. A band boundary loses only the matches that
  /// would cross it: 0.04 % on the 12 MP benchmark image. Deflate is nearly all of the
  /// cost of writing; on one core the banded path costs what libpng's row writer does.
  static func bandCount(_ image: RGBAImage) -> Int {
    image.width * image.height >= 1 << 20 ? max(1, min(4 * Parallel.coreCount, image.height / 64)) : 1
  }

  /// PNG bytes with a given zlib level (0–9) and libpng filter mask (`legible_filter_*`);
  /// unfiltered images are deflated in `bands` bands of rows at once.
  static func encode(
    _ image: RGBAImage, name: String, level: Int32, filters: Int32, bands: Int? = nil
  ) throws(ImageError) -> [UInt8] {
    let opaque = !image.hasTransparency
    let bands = min(bands ?? bandCount(image), image.height)
    if filters == legible_filter_none, bands > 1, image.width > 0 {
      return try encodeInBands(image, name: name, level: level, bands: bands, opaque: opaque)
    }
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
      throw ImageError(file: name, message: "libpng could not encode the image: \(message(of: output))")
    }
    return Array(UnsafeBufferPointer(start: data, count: output.size))
  }

  /// Deflates bands of rows concurrently (`legible_png_deflate_band`), joins them into one
  /// zlib stream (header, the bands, the combined Adler-32) and has libpng write the chunks
  /// around it (`legible_png_write_deflated`): the same pixels and chunks as the row writer.
  static func encodeInBands(
    _ image: RGBAImage, name: String, level: Int32, bands: Int, opaque: Bool
  ) throws(ImageError) -> [UInt8] {
    let width = image.width
    let height = image.height
    var parts = [legible_png_output](repeating: legible_png_output(), count: bands)
    var sums = [UInt](repeating: 0, count: bands)
    var succeeded = [Int32](repeating: 0, count: bands)
    defer { for b in 0..<bands { legible_png_output_free(&parts[b]) } }
    image.pixels.withUnsafeBufferPointer { pixels in
      parts.withUnsafeMutableBufferPointer { partBuffer in
        sums.withUnsafeMutableBufferPointer { sumBuffer in
          succeeded.withUnsafeMutableBufferPointer { okBuffer in
            let source = SharedPointer(readOnly: pixels)
            let part = SharedPointer(partBuffer)
            let sum = SharedPointer(sumBuffer)
            let ok = SharedPointer(okBuffer)
            // Each task owns whole bands: its rows, its part, its sum and its flag.
            Parallel.forEachBand(bands, minimumPerTask: 1) { range in
              for b in range {
                let first = b * height / bands
                let end = (b + 1) * height / bands
                ok.base[b] = legible_png_deflate_band(
                  source.base + 4 * width * first, UInt32(width), UInt32(end - first), 4 * width,
                  opaque ? 0 : 1, level, b == bands - 1 ? 1 : 0, part.base + b, sum.base + b)
              }
            }
          }
        }
      }
    }
    if let failed = succeeded.firstIndex(of: 0) {
      throw ImageError(file: name, message: "could not encode the image: \(message(of: parts[failed]))")
    }
    let rowBytes = 1 + width * (opaque ? 3 : 4)
    var adler = sums[0]
    var stream: [UInt8] = [0x78, 0x9C]  // zlib header: deflate, 32 KiB window, default level
    stream.reserveCapacity(parts.reduce(6) { $0 + $1.size })
    for b in 0..<bands {
      if b > 0 {
        let rows = (b + 1) * height / bands - b * height / bands
        adler = adler32_combine(adler, sums[b], off_t(rows * rowBytes))
      }
      stream.append(contentsOf: UnsafeBufferPointer(start: parts[b].data, count: parts[b].size))
    }
    for shift in [24, 16, 8, 0] { stream.append(UInt8(truncatingIfNeeded: adler >> shift)) }
    var output = legible_png_output()
    defer { legible_png_output_free(&output) }
    let written = legible_png_write_deflated(
      UInt32(width), UInt32(height), opaque ? 0 : 1, stream, stream.count, &output)
    guard written != 0, let data = output.data else {
      throw ImageError(file: name, message: "libpng could not encode the image: \(message(of: output))")
    }
    return Array(UnsafeBufferPointer(start: data, count: output.size))
  }

  static func message(of output: legible_png_output) -> String {
    withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }

  /// Encodes and writes through `OutputFile` (whole or not at all, never through a link,
  /// never over one of `inputs`).
  public static func write(_ image: RGBAImage, to path: String, protecting inputs: [String] = [])
    throws(ImageError)
  {
    let bytes = try encode(image, name: path)
    do { try OutputFile.write(bytes, to: path, protecting: ProtectedFiles(inputs)) } catch {
      throw ImageError(file: path, message: error.message)
    }
  }
}
