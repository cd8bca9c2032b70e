/// Rows of an 8-bit sRGB RGBA image that arrive top to bottom, such as a PNG still being
/// inflated: a consumer can start on the first rows while the rest are decoded.
///
/// The consumer owns the buffer and asks for rows in order; the source never keeps a pointer
/// to it. A source fails with its own error type (the PNG reader's names the file and chunk),
/// so a consumer that knows nothing of PNG still passes on a typed error.
public protocol RowSource {
  /// What reading can fail with: the source's own typed error (the PNG reader's names the
  /// file and the chunk), passed on unchanged by the scan.
  associatedtype Failure: Error
  /// Columns, in pixels.
  var width: Int { get }
  /// Rows, in pixels.
  var height: Int { get }
  /// Writes the next `count` rows at `destination`: `4 × width` bytes each (R G B A, straight
  /// alpha), packed. After a failure the source may not be read again.
  mutating func readRows(_ count: Int, into destination: UnsafeMutablePointer<UInt8>) throws(Failure)
}
