#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates the folders outputs go into (`--json-dir`, `--annotate`, `--fix-out`), like
/// `mkdir -p`, refusing to go through a symbolic link or anything but a folder.
///
/// Errors are one `OutputError` line naming the folder, not a Foundation error dump.
public enum OutputFolder {
  /// Creates `path` and any missing parents. An existing folder is fine; a symbolic link
  /// (even to a folder), a file or a device where a folder should be is refused.
  public static func create(_ path: String) throws(OutputError) {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    var prefix = path.hasPrefix("/") ? "/" : ""
    for (index, component) in components.enumerated() {
      prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + component
      try createOne(prefix, isLast: index == components.count - 1)
    }
  }

  static func createOne(_ path: String, isLast: Bool) throws(OutputError) {
    if mkdir(path, 0o777) == 0 { return }
    let error = errno
    guard error == EEXIST else {
      throw OutputError(path: path, reason: .failed(step: "create the folder", reason: String(cString: strerror(error))))
    }
    switch FileKind.of(path, followingLinks: false) {
    case .directory?: return
    // Parents given by the user may be links (`/tmp` on macOS); the output folder itself may not.
    case .symbolicLink? where !isLast && FileKind.of(path) == .directory: return
    case .symbolicLink?: throw OutputError(path: path, reason: .symbolicLink)
    case let kind?: throw OutputError(path: path, reason: .notAFolder(kind))
    case nil: throw OutputError(path: path, reason: .failed(step: "create the folder", reason: String(cString: strerror(error))))
    }
  }
}
