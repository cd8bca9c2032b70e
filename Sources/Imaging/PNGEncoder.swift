import CLibPNG
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
/// Legible writes every file through `AtomicFile`: to a temporary file beside the target,
/// then renamed, so an interrupted run never leaves half a PNG.
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

  /// Encodes and writes atomically; refuses to write over any of `inputs`.
  public static func write(_ image: RGBAImage, to path: String, protecting inputs: [String] = []) throws(ImageError) {
    let bytes = try encode(image, name: path)
    try AtomicFile.write(bytes, to: path, protecting: inputs)
  }
}

/// Writes files by temporary file and rename, never over an input.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String, protecting inputs: [String] = []) throws(ImageError) {
    let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    for input in inputs where input != "-" {
      let source = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath()
      if source.path == target.path {
        throw ImageError(file: path, message: "refusing to write over the input file; choose another output path")
      }
    }
    let directory = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw ImageError(file: path, message: "the folder \(directory.path) does not exist")
    }
    let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
      throw ImageError(file: path, message: "could not write to \(directory.path) (permissions or disk space?)")
    }
    TemporaryFiles.register(temporary.path)
    defer { TemporaryFiles.unregister(temporary.path) }
    if rename(temporary.path, target.path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw ImageError(file: path, message: "could not move the finished file into place: \(reason)")
    }
  }
}

/// Temporary files in flight, so a SIGINT/SIGTERM handler can remove them before exiting.
public enum TemporaryFiles {
  nonisolated(unsafe) static var paths: Set<String> = []
  static let lock = NSLock()

  static func register(_ path: String) { lock.withLock { _ = paths.insert(path) } }
  static func unregister(_ path: String) { lock.withLock { _ = paths.remove(path) } }

  /// Removes every temporary file still registered (call from a signal handler's exit path).
  public static func removeAll() {
    lock.withLock {
      for p in paths { unlink(p) }
      paths.removeAll()
    }
  }
}
