#if canImport(Glibc)
  import Glibc
  private func writeSome(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin
  private func writeSome(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
#endif

/// Why an output file was not written. `description` is one line that names the file.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Reason: Sendable, Equatable {
    /// The target is a symbolic link: a planted link must not redirect a write.
    case symbolicLink
    /// The target exists and is a folder, FIFO, socket or device: never replaced.
    case notRegularFile(FileKind)
    /// The target is a file this run reads (an input, the config, the policy).
    case input
    /// An output folder's place holds a file, FIFO or device.
    case notAFolder(FileKind)
    /// The folder the file goes in does not exist or is not a folder.
    case folderMissing(String)
    /// A system call failed: which step, and `strerror`.
    case failed(step: String, reason: String)
  }

  public var path: String
  public var reason: Reason

  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  public var description: String { MessageText.quoted(path) + ": " + message }

  /// What went wrong, without the file name.
  public var message: String {
    switch reason {
    case .symbolicLink: "is a symbolic link; refusing to write through it"
    case .notRegularFile(let kind): "is \(kind); refusing to replace it with a file"
    case .notAFolder(let kind): "is \(kind), not a folder; cannot write outputs into it"
    case .input: "is an input of this run; refusing to write over the input file (choose another output path)"
    case .folderMissing(let folder): "the folder \(MessageText.quoted(folder)) does not exist"
    case .failed(let step, let reason): "could not \(step): \(reason)"
    }
  }
}

/// Writes output files whole or not at all, and only ever as a new regular file.
///
/// The bytes go to a temporary file made with `O_CREAT | O_EXCL | O_NOFOLLOW` in the target's
/// own folder (so the final `rename` stays on one file system and is atomic), are `fsync`ed,
/// and the temporary file is renamed over the target. A reader never sees half a file; on any
/// failure, or a SIGINT (see `TemporaryFiles`), the temporary file is removed. Plain POSIX
/// rather than `Data.write(options: .atomic)`, whose `.dat.nosync*` files outlive an
/// interrupted run on Linux.
///
/// Before writing, the target is `lstat`ed once: a symbolic link, a folder, a FIFO or a
/// device is refused (a CI run on an untrusted repository must not write through a planted
/// link, and as root "replacing" `/dev/null` would swap it for a plain file), and so is any
/// file in `protecting`.
public enum OutputFile {
  public static func write(_ bytes: [UInt8], to path: String, protecting: ProtectedFiles = ProtectedFiles())
    throws(OutputError)
  {
    func fail(_ reason: OutputError.Reason) -> OutputError { OutputError(path: path, reason: reason) }
    func failed(_ step: String) -> OutputError {
      fail(.failed(step: step, reason: String(cString: strerror(errno))))
    }
    if path.hasSuffix("/") { throw fail(.notRegularFile(.directory)) }
    var info = stat()
    if lstat(path, &info) == 0 {
      switch FileKind(mode: info.st_mode) {
      case .regular: if protecting.contains(info) { throw fail(.input) }
      case .symbolicLink: throw fail(.symbolicLink)
      case let kind: throw fail(.notRegularFile(kind))
      }
    } else if errno != ENOENT {
      if errno == ENOTDIR { throw fail(.folderMissing(folder(of: path))) }
      throw failed("inspect the target")
    }
    let directory = folder(of: path)
    guard FileKind.of(directory) == .directory else { throw fail(.folderMissing(directory)) }
    // A short name of its own: "." + a 255-byte target name would pass NAME_MAX.
    let temporary = directory + "/.legible-" + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
    TemporaryFiles.register(temporary)
    defer { TemporaryFiles.unregister(temporary) }
    var fd: Int32
    repeat {
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    } while fd < 0 && errno == EINTR
    guard fd >= 0 else { throw failed("create a file in \(MessageText.quoted(directory))") }
    var done = false
    defer {
      if !done { unlink(temporary) }
    }
    do {
      defer { close(fd) }
      var written = 0
      while written < bytes.count {
        // Bytes remain, so the buffer has an address; without one, the write fails as an error.
        let n = bytes.withUnsafeBytes { buffer in
          guard let base = buffer.baseAddress else { return -1 }
          return writeSome(fd, base + written, buffer.count - written)
        }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { throw failed("write") }
        written += n
      }
      guard fsync(fd) == 0 else { throw failed("write (fsync)") }
    }
    guard rename(temporary, path) == 0 else { throw failed("move the finished file into place") }
    done = true
  }

  /// The folder part of `path`: "." for a bare name, "/" for a file at the root. Plain string
  /// work, so no path shape (one character, "-", "..") reaches a Foundation path API.
  public static func folder(of path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == 0 { return "/" }
    return String(decoding: bytes[..<slash], as: UTF8.self)
  }

  /// The last component of `path` ("x.png" of "a/b/x.png/"), by the same string rules.
  public static func lastComponent(of path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), bytes.count > 1 else {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
  }
}
