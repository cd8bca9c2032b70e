import Dispatch
import Foundation
import Imaging

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT and SIGTERM remove the temporary files of writes in flight, then exit with
/// 128 + the signal, so an interrupted run never leaves half a file (finished files were
/// renamed into place whole).
public enum Interruption {
  nonisolated(unsafe) static var sources: [DispatchSourceSignal] = []

  public static func install() {
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        TemporaryFiles.removeAll()
        _exit(128 + sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
