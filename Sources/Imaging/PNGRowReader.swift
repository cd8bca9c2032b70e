import CLibPNG
import Pixels

/// A PNG's rows read as libpng inflates them, for a consumer that starts on the first rows
/// before the last are decoded (`ScreenScanner.scan(rows:backdrop:)`). Made by
/// `PNGDecoder.pixels(of:)`, which has checked the file and chosen this path.
///
/// The rows are the bytes `PNGDecoder.decode` returns (the C shim sets up libpng's classic
/// reader exactly as the simplified API does, and keeps its setjmp); a corrupt or truncated
/// image stream fails with the same `ImageError`, at the row where libpng finds it.
public final class PNGRowReader: RowSource {
  /// Width in pixels, from the IHDR header.
  public let width: Int
  /// Height in pixels, from the IHDR header.
  public let height: Int
  /// The source color space as named in reports (always sRGB here, by tag or by default).
  public let colorSpace: String
  /// Non-fatal problems found while checking the file (a malformed tRNS ignored, say).
  public let warnings: [String]
  let name: String
  /// The critical chunks libpng reads, in memory of our own: libpng keeps a pointer to it.
  private let stream: UnsafeMutableRawBufferPointer
  private let reader: UnsafeMutablePointer<legible_png_reader>
  private var failed = false

  init(stream bytes: [UInt8], width: Int, height: Int, name: String, colorSpace: String, warnings: [String])
    throws(ImageError)
  {
    self.width = width
    self.height = height
    self.name = name
    self.colorSpace = colorSpace
    self.warnings = warnings
    stream = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
    stream.copyBytes(from: bytes)
    reader = UnsafeMutablePointer<legible_png_reader>.allocate(capacity: 1)
    reader.initialize(to: legible_png_reader())
    // The same stages and words as `PNGDecoder.libpngRead`, whose errors these must equal.
    guard legible_png_reader_begin(reader, stream.start.assumingMemoryBound(to: UInt8.self), bytes.count) != 0
    else { throw failure("read the header") }
    guard legible_png_reader_prepare(reader) != 0 else { throw failure("decode the image data") }
  }

  deinit {
    legible_png_reader_end(reader)
    reader.deallocate()
    stream.deallocate()
  }

  private func failure(_ stage: String) -> ImageError {
    failed = true
    let message = withUnsafeBytes(of: reader.pointee.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return ImageError(
      file: name, place: "image data",
      message: "libpng could not \(stage): \(message.isEmpty ? "unknown error" : message)")
  }

  /// Decodes the next `count` rows as 8-bit RGBA into `destination` (`4 × width × count`
  /// bytes). Throws the `ImageError` libpng reports at a corrupt row; a reader that threw
  /// must not be read again.
  public func readRows(_ count: Int, into destination: UnsafeMutablePointer<UInt8>) throws(ImageError) {
    precondition(!failed, "a PNGRowReader that failed was read again")
    guard count > 0 else { return }
    guard legible_png_reader_rows(reader, destination, 4 * width, UInt32(count)) != 0 else {
      throw failure("decode the image data")
    }
  }
}
