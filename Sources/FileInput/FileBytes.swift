#if canImport(Glibc)
  import Glibc
  private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin
  private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
  }
#endif

/// Reads a whole input file into memory, refusing anything over a size limit.
///
/// Plain POSIX calls rather than `FileManager.contents(atPath:)`: on Linux that leaks a
/// 4 KiB buffer for every file whose reported size is 0 (empty files, pipes, /proc; found
/// by fuzzing), and it cannot stop reading at a limit when the size is unknown. One open
/// file descriptor answers every question (exists, directory, regular, readable, size), so
/// there is no window between checking a path and reading it.
///
/// Files are opened with `O_NONBLOCK`: a blocking `open` of a FIFO waits forever for a
/// writer, so a named pipe planted in a repository would hang a CI run. Anything but a
/// regular file is then refused (`notRegularFile`); only `-` reads a stream (stdin).
public enum FileBytes {
  public enum Failure: Error, Equatable, Sendable {
    case notFound
    case isDirectory
    /// A FIFO, socket or device: reading it could block forever or never end.
    case notRegularFile(FileKind)
    case permissionDenied
    /// At least `size` bytes (the whole size when it was known up front).
    case tooLarge(size: Int)
    case readFailed(reason: String)

    /// A message for any input file; callers that know what the file should be say more.
    public func message(limit: Int) -> String {
      switch self {
      case .notFound: "no such file"
      case .isDirectory: "is a directory, not a file"
      case .notRegularFile(let kind): "is \(kind), not a regular file"
      case .permissionDenied: "permission denied: the file is not readable"
      case .tooLarge(let size): "is \(size) bytes; the limit is \(limit)"
      case .readFailed(let reason): "could not be read: \(reason)"
      }
    }
  }

  /// The bytes of the file at `path` ("-" for standard input), at most `limit` of them.
  public static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
    if path == "-" { return try read(descriptor: 0, knownSize: nil, limit: limit) }
    var fd: Int32
    repeat { fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) } while fd < 0 && errno == EINTR
    guard fd >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR: throw .notFound
      case EACCES, EPERM: throw .permissionDenied
      case EISDIR: throw .isDirectory
      case ENXIO: throw .notRegularFile(FileKind.of(path) ?? .unknown)  // a socket, or a FIFO with no writer
      default: throw .readFailed(reason: String(cString: strerror(errno)))
      }
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .readFailed(reason: String(cString: strerror(errno))) }
    switch FileKind(mode: info.st_mode) {
    case .regular: break
    case .directory: throw .isDirectory
    case let kind: throw .notRegularFile(kind)
    }
    // Regular files report their size; /proc files report 0 and are read to their end.
    let size = info.st_size > 0 ? Int(info.st_size) : nil
    if let size, size > limit { throw .tooLarge(size: size) }
    return try read(descriptor: fd, knownSize: size, limit: limit)
  }

  /// Reads into one buffer sized for the known size plus one byte, so the read that finds
  /// the end needs no more room: a file is copied once, not reallocated at its end. Unknown
  /// sizes (pipes) start at 64 KiB and double.
  static func read(descriptor fd: Int32, knownSize: Int?, limit: Int) throws(Failure) -> [UInt8] {
    let chunk = 64 << 10
    var bytes = [UInt8](repeating: 0, count: min(limit, knownSize ?? chunk) + 1)
    var filled = 0
    while true {
      if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(chunk, bytes.count))) }
      let got = bytes.withUnsafeMutableBytes { buffer in
        // The buffer always has room for a byte more, so it has an address; without one the
        // read fails as an error (EINVAL) rather than a trap.
        guard let base = buffer.baseAddress else {
          errno = EINVAL
          return -1
        }
        var n: Int
        repeat { n = readSome(fd, base + filled, buffer.count - filled) } while n < 0 && errno == EINTR
        return n
      }
      if got < 0 {
        throw errno == EISDIR ? .isDirectory : .readFailed(reason: String(cString: strerror(errno)))
      }
      if got == 0 { break }
      filled += got
      if filled > limit { throw .tooLarge(size: filled) }
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }
}
