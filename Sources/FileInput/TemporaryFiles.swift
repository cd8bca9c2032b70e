#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files of writes in flight, so an interrupted run can remove them before it exits.
///
/// `OutputFile` registers each temporary file from its creation until its rename or removal;
/// the CLI's interruption handler calls `removeAll()` and then `_exit`, so a SIGINT never
/// leaves a `.legible-*.tmp` file behind.
public enum TemporaryFiles {
  nonisolated(unsafe) static var paths: Set<String> = []
  static let lock = PThreadLock()

  static func register(_ path: String) { lock.withLock { _ = paths.insert(path) } }
  static func unregister(_ path: String) { lock.withLock { _ = paths.remove(path) } }

  /// Removes every temporary file still registered. Holds the lock to the end, so a write
  /// that finishes meanwhile cannot rename a file that is being removed.
  public static func removeAll() {
    lock.lock()
    for p in paths { unlink(p) }
    paths.removeAll()
    // Deliberately not unlocked: the caller exits next, and no write may start after this.
  }
}

/// A pthread mutex (FileInput imports no Foundation, so no NSLock).
final class PThreadLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init() { pthread_mutex_init(mutex, nil) }
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }
  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}
