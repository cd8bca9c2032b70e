/// Results the `legible` process frees by exiting rather than one allocation at a time.
///
/// A palette check's report holds every pair of every variant (80,000 for 5,000 tokens in
/// four variants) with their strings; releasing it, token by token and finding by finding,
/// was 3 % of the whole `legible palette` run, just before `exit` hands all the memory back
/// at once (clang's `-disable-free` does the same for its syntax trees). The values stay
/// reachable from here, so a leak checker does not count them.
///
/// Only the executable turns this on (`enabled`, set by `main` before any thread starts):
/// a test or a library caller that runs a command in-process keeps nothing. The executable
/// runs one command, and only the palette command, on its own thread, keeps anything.
package enum KeptUntilExit {
  /// Set once by `main`; read afterwards only.
  nonisolated(unsafe) package static var enabled = false
  nonisolated(unsafe) private static var kept: [any Sendable] = []

  /// Keeps `value` alive until the process exits, when `enabled`; else does nothing.
  package static func keep(_ value: some Sendable) {
    guard enabled else { return }
    kept.append(value)
  }
}
