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

extension Parallel {
  /// Calls `body` once for each index of `order`, concurrently when this thread may use more
  /// than one core, starting them in `order`'s order.
  ///
  /// For items of uneven cost, such as the lines of a screenshot: `forEachBand`'s fixed bands
  /// can leave one core finishing a band of large items while the other has run dry. Each
  /// free core takes the next index here (`concurrentPerform` hands iterations out one at a
  /// time, in order), so with the costliest first the last to start are the smallest, and
  /// the cores finish together (longest processing time first, within 4/3 of the best split).
  package static func forEach(inOrder order: [Int], _ body: (Int) -> Void) {
    guard width > 1, order.count > 1 else {
      for index in order { body(index) }
      return
    }
    withoutActuallyEscaping(body) { body in
      let shared = SharedIndexClosure(body: body)
      order.withUnsafeBufferPointer { order in
        let order = SharedBuffer(base: order)
        DispatchQueue.concurrentPerform(iterations: order.base.count) { t in shared.body(order.base[t]) }
      }
    }
  }
}

private struct SharedIndexClosure: @unchecked Sendable {
  let body: (Int) -> Void
}

/// A buffer that concurrent tasks only read.
private struct SharedBuffer<T>: @unchecked Sendable {
  let base: UnsafeBufferPointer<T>
}

/// A pointer shared by tasks that touch disjoint parts of its memory.
package struct SharedPointer<T>: @unchecked Sendable {
  package let base: UnsafeMutablePointer<T>
  package init(_ base: UnsafeMutablePointer<T>) { self.base = base }
}

private struct SharedClosure: @unchecked Sendable {
  let body: (Range<Int>) -> Void
}
