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
  /// Creates `path` and any missing parents. An existing folder is fine; a file or a device
  /// where a folder should be is refused, and so is a symbolic link, except among the
  /// parents in `linksAllowedIn` (default: the parents of `path`, which the user named;
  /// pass the output folder's parent when making subfolders inside it, so a link planted
  /// inside the output folder cannot lead a write elsewhere).
  public static func create(_ path: String, linksAllowedIn trusted: String? = nil) throws(OutputError) {
    let trusted = trusted ?? OutputFile.folder(of: path)
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in components {
      prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + component
      let inTrusted = trusted == "/" || trusted.hasPrefix(prefix + "/") || trusted == prefix
      try createOne(prefix, linkAllowed: inTrusted)
    }
  }

  /// Checks, creating nothing, that `create(path)` could make `path`: every part that
  /// exists is a folder (or, among the trusted parents, a link to one). Commands check
  /// their output folders before the run and create them when the first file is written,
  /// so a run that fails first leaves no empty folder behind, yet a bad folder is still
  /// refused before any work.
  public static func check(_ path: String) throws(OutputError) {
    let trusted = OutputFile.folder(of: path)
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + component
      let linkAllowed = trusted == "/" || trusted.hasPrefix(prefix + "/") || trusted == prefix
      switch FileKind.of(prefix, followingLinks: false) {
      case nil: return  // missing from here down: create makes it
      case .directory?: continue
      case .symbolicLink? where linkAllowed && FileKind.of(prefix) == .directory: continue
      case .symbolicLink?: throw OutputError(path: prefix, reason: .symbolicLink)
      case let kind?: throw OutputError(path: prefix, reason: .notAFolder(kind))
      }
    }
  }

  static func createOne(_ path: String, linkAllowed: Bool) throws(OutputError) {
    if mkdir(path, 0o777) == 0 { return }
    let error = errno
    guard error == EEXIST else {
      throw OutputError(
        path: path, reason: .failed(step: "create the folder", reason: String(cString: strerror(error))))
    }
    switch FileKind.of(path, followingLinks: false) {
    case .directory?: return
    // Parents given by the user may be links (`/tmp` on macOS); the output folder itself may not.
    case .symbolicLink? where linkAllowed && FileKind.of(path) == .directory: return
    case .symbolicLink?: throw OutputError(path: path, reason: .symbolicLink)
    case let kind?: throw OutputError(path: path, reason: .notAFolder(kind))
    case nil:
      throw OutputError(
        path: path, reason: .failed(step: "create the folder", reason: String(cString: strerror(error))))
    }
  }
}
