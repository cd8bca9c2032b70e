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

/// Encodes 8-bit sRGB images as PNG with libpng's simplified writer.
///
/// libpng writes an sRGB chunk for 8-bit non-linear formats (so viewers do not guess), and
/// Legible writes every file through `OutputFile` (FileInput): to a temporary file beside the
/// target, then renamed, so an interrupted run never leaves half a PNG.
public enum PNGEncoder {
  /// PNG bytes of an image. Opaque images are written as RGB (a quarter smaller).
  public static func encode(_ image: RGBAImage, name: String = "image") throws(ImageError) -> [UInt8] {
    let opaque = !image.hasTransparency
    var png = png_image()
    png.version = legible_image_version
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = opaque ? legible_format_rgb : legible_format_rgba
    defer { png_image_free(&png) }
    var source = image.pixels
    if opaque {
      var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
      for i in 0..<(image.width * image.height) {
        rgb[3 * i] = source[4 * i]
        rgb[3 * i + 1] = source[4 * i + 1]
        rgb[3 * i + 2] = source[4 * i + 2]
      }
      source = rgb
    }
    let stride = Int32(image.width * (opaque ? 3 : 4))
    var size = 0
    // First call measures, second writes (libpng's documented two-pass memory write).
    let measured = source.withUnsafeBytes { png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, stride, nil) }
    guard measured != 0, size > 0 else { throw failure(png, name) }
    var out = [UInt8](repeating: 0, count: size)
    let written = out.withUnsafeMutableBytes { dst in
      source.withUnsafeBytes { png_image_write_to_memory(&png, dst.baseAddress, &size, 0, $0.baseAddress, stride, nil) }
    }
    guard written != 0 else { throw failure(png, name) }
    return Array(out.prefix(size))
  }

  static func failure(_ png: png_image, _ name: String) -> ImageError {
    let message = withUnsafeBytes(of: png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return ImageError(file: name, message: "libpng could not encode the image: \(message)")
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
