import Dispatch
import Foundation

/// Runs row bands of an image on all cores.
///
/// Synchronous work over disjoint parts of one buffer: `DispatchQueue.concurrentPerform`
/// with one contiguous band of rows per task (a few per core, so an uneven band does not
/// leave a core idle). Bands never overlap, which is what makes the unchecked sendability
/// of `SharedPointer` sound.
package enum Parallel {
  /// Read once: on Linux each `activeProcessorCount` opens and reads two cgroup files
  /// (cpuset.cpus, cpu.cfs_quota_us), and a scan asks about a dozen times per image.
  package static let coreCount: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// How many cores work inside one image on this thread: all of them, unless a batch
  /// runner that already keeps every core busy with whole images says one (see `width`).
  static let widthKey = "legible.Parallel.width"

  /// The cores `forEachBand` may use on the calling thread.
  package static var width: Int {
    (Thread.current.threadDictionary[widthKey] as? Int).map { max(1, min($0, coreCount)) } ?? coreCount
  }

  /// Runs `body` with `forEachBand` limited to `cores` on this thread. A batch of many
  /// images runs each on one core (no image's bands compete with the other images for
  /// the same cores); the last few images of a batch, or one large image alone, split
  /// across the cores that are free.
  package static func withWidth<T>(_ cores: Int, _ body: () throws -> T) rethrows -> T {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[widthKey]
    dictionary[widthKey] = max(1, cores)
    defer { dictionary[widthKey] = previous }
    return try body()
  }

  /// Calls `body` with disjoint ranges covering `0..<count`, concurrently when `count` is
  /// at least `minimumPerTask` × 2 and this thread may use more than one core.
  package static func forEachBand(_ count: Int, minimumPerTask: Int = 32, _ body: (Range<Int>) -> Void) {
    let cores = width
    let tasks = cores == 1 ? 1 : max(1, min(cores * 4, count / max(1, minimumPerTask)))
    if tasks == 1 {
      body(0..<count)
      return
    }
    withoutActuallyEscaping(body) { body in
      let shared = SharedClosure(body: body)
      DispatchQueue.concurrentPerform(iterations: tasks) { t in
        shared.body((t * count / tasks)..<((t + 1) * count / tasks))
      }
    }
  }
}

/// A pointer shared by tasks that touch disjoint parts of its memory.
package struct SharedPointer<T>: @unchecked Sendable {
  package let base: UnsafeMutablePointer<T>
  package init(_ base: UnsafeMutablePointer<T>) { self.base = base }
}

private struct SharedClosure: @unchecked Sendable {
  let body: (Range<Int>) -> Void
}
