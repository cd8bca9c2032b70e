#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a run reads, which no output of the same run may replace.
///
/// Identified by device and inode, taken once when the run starts: comparing paths would
/// need every input path resolved again for every output (what made writing 2,000 outputs
/// take a minute), and still miss hard links and `a/../b` spellings. A check is one `lstat`
/// of the target plus a set lookup.
public struct ProtectedFiles: Sendable {
  struct Identity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  var identities: Set<Identity> = []

  /// Files that do not exist (or `-`, standard input) protect nothing.
  public init(_ paths: [String] = []) { add(paths) }

  public mutating func add(_ paths: [String]) {
    for path in paths where path != "-" {
      var info = stat()
      if stat(path, &info) == 0 { identities.insert(Identity(info)) }
    }
  }

  /// Stops protecting the file at `path` (a command's own output that it also reads, such as
  /// the baseline that `--update-baseline` rewrites).
  public mutating func remove(_ path: String) {
    var info = stat()
    if stat(path, &info) == 0 { identities.remove(Identity(info)) }
  }

  /// Whether the file `info` describes is one of the protected files.
  func contains(_ info: stat) -> Bool { identities.contains(Identity(info)) }
}

extension ProtectedFiles.Identity {
  init(_ info: stat) {
    self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
  }
}
