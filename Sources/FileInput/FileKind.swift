#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path names, from one `stat` or `lstat` call.
///
/// Legible reads and replaces only regular files: opening a FIFO blocks until a writer
/// appears, and "replacing" a device node (as root) swaps `/dev/null` for a plain file. The
/// folder walks and the output writer ask this first, so they can skip or refuse by name.
public enum FileKind: Sendable, Equatable, CustomStringConvertible {
  case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

  /// The kind encoded in a `st_mode`.
  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    default: self = .unknown
    }
  }

  /// The kind of `path`, or nil when nothing is there (or it cannot be reached). With
  /// `followingLinks: false` a symbolic link is reported as itself (`lstat`).
  public static func of(_ path: String, followingLinks: Bool = true) -> FileKind? {
    var info = stat()
    let status = followingLinks ? stat(path, &info) : lstat(path, &info)
    return status == 0 ? FileKind(mode: info.st_mode) : nil
  }

  public var description: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO (named pipe)"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .unknown: "a special file"
    }
  }
}
