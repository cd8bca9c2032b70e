import FileInput
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT and SIGTERM remove the temporary files of writes in flight, then exit with
/// 128 + the signal, so an interrupted run never leaves half a file (finished files were
/// renamed into place whole).
///
/// The signals are blocked in every thread and taken by one thread of their own waiting in
/// `sigwait`. A Dispatch signal source needed a free Dispatch worker to run its handler:
/// with every core scanning, the exit waited for the pool to grow (seconds), or forever. A
/// thread asleep in `sigwait` is woken by the kernel and needs no pool.
package enum Interruption {
  package static func install() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    // Blocked before any other thread starts, so every thread made later inherits the mask.
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let mask = signals
    let waiter = Thread {
      var waitFor = mask
      var received: Int32 = 0
      while sigwait(&waitFor, &received) != 0 {}
      TemporaryFiles.removeAll()
      _exit(128 + received)
    }
    waiter.qualityOfService = .userInteractive
    waiter.start()
  }
}
