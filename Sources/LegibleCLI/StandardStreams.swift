import FileInput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard output and error, written with `write(2)`, and what happens when
/// a write fails.
///
/// Foundation's `FileHandle.write(_:)` cannot report an error, so it traps: `legible rules
/// > /dev/full`, a closed descriptor (`>&-`, `2>&-`) or a broken pipe with SIGPIPE ignored
/// ended in "Illegal instruction" (exit 132) with half a report written. Here a failed write
/// ends the run at once, the way coreutils end theirs:
/// - standard output fails: "Error: cannot write to standard output: <reason>" on standard
///   error (when it still works), the partial report removed when standard output is a
///   regular file (`check > report.txt` on a full disk leaves the file as it was before the
///   run), temporary output files removed, exit 2;
/// - a broken pipe (EPIPE, the reader went away: `legible check | head -1` with SIGPIPE
///   ignored) is a quiet stop: no message, exit 2, so a gate whose report was cut short
///   never reads as a pass;
/// - standard error fails: nothing can be said; exit 2.
package enum StandardStreams {
  /// Where standard output stood when the run began, when it is a regular file: a failed
  /// write truncates the file back to here.
  nonisolated(unsafe) static var outputStart: off_t? = nil
  static let lock = StreamLock()

  /// Gives a closed descriptor 0, 1 or 2 a stand-in that refuses the stream's direction
  /// (`/dev/null` opened for the other one). Without it the first file the run opens
  /// would take the number: a report written over "standard output" into a palette, a
  /// warning into the SARIF file. With it, a write to a closed stdout fails (EBADF) and is
  /// reported like any other failed write. Call before anything else opens a file.
  package static func reserve() {
    for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let stand = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
      if stand >= 0 && stand != fd {
        dup2(stand, fd)
        close(stand)
      }
    }
    var info = stat()
    if fstat(1, &info) == 0, FileKind(mode: info.st_mode) == .regular {
      // Appending (`>>`), the offset reads 0 until the first write: the end is where the run begins.
      let appending = fcntl(1, F_GETFL) & O_APPEND != 0
      let offset = appending ? info.st_size : lseek(1, 0, SEEK_CUR)
      if offset >= 0 { outputStart = offset }
    }
  }

  /// Writes all of `bytes` to `fd` (1 or 2), retrying short writes and EINTR; on any other
  /// failure ends the run as described above and does not return.
  static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
    // Only an empty buffer lacks an address, and it has nothing to write.
    guard let base = bytes.baseAddress else { return }
    var done = 0
    while done < bytes.count {
      let n = systemWrite(fd, base + done, bytes.count - done)
      if n > 0 {
        done += n
      } else if n < 0 && errno == EINTR {
        continue
      } else {
        fail(fd: fd, error: n < 0 ? errno : EIO)
      }
    }
  }

  package static func write(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
  }

  static func write(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBytes { write($0, to: fd) }
  }

  static func fail(fd: Int32, error: Int32) -> Never {
    lock.lock()  // never unlocked: the first failure ends the run, other threads wait here
    if fd == 1 {
      if let start = outputStart { _ = ftruncate(1, start) }
      if error != EPIPE {
        let message = "Error: cannot write to standard output: \(String(cString: strerror(error)))\n"
        var bytes = Array(message.utf8)
        _ = bytes.withUnsafeMutableBytes { b in b.baseAddress.map { systemWrite(2, $0, b.count) } }
      }
    }
    TemporaryFiles.removeAll()
    _exit(2)
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif

/// A pthread mutex for the failure path (LegibleCLI's other locks are Foundation's).
final class StreamLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init() { pthread_mutex_init(mutex, nil) }
  func lock() { pthread_mutex_lock(mutex) }
}
