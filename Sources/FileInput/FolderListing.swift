#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entries of one folder, read with `opendir`/`readdir`.
///
/// Names are bytes on Linux; a Swift `String` holds only valid UTF-8, and Foundation's
/// listing repairs a bad name into one that names no file. Those names are returned apart,
/// so a walk can say which entries it skipped instead of losing them silently.
public enum FolderListing {
  public struct Entries: Sendable {
    /// Entry names (without "." and ".."), sorted by their bytes.
    public var names: [String] = []
    /// Names that are not valid UTF-8, repaired for display (U+FFFD for each bad byte).
    public var undecodable: [String] = []
    /// Those of `undecodable` that are folders (by the entry's type, where the file system gives it).
    public var undecodableFolders: Set<String> = []
  }

  /// The entries of `folder`, or nil when it cannot be opened (the `errno` reason alongside).
  public static func entries(of folder: String) -> (entries: Entries?, reason: String) {
    guard let directory = opendir(folder) else { return (nil, String(cString: strerror(errno))) }
    defer { closedir(directory) }
    var result = Entries()
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if bytes == [46] || bytes == [46, 46] { continue }
      if let name = String(validating: bytes, as: UTF8.self) {
        result.names.append(name)
      } else {
        let shown = String(decoding: bytes, as: UTF8.self)
        result.undecodable.append(shown)
        if entry.pointee.d_type == UInt8(DT_DIR) { result.undecodableFolders.insert(shown) }
      }
    }
    result.names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return (result, "")
  }
}
