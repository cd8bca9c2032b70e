import Dispatch
import Foundation

/// Runs row bands of an image on all cores.
///
/// Synchronous work over disjoint parts of one buffer: `DispatchQueue.concurrentPerform`
/// with one contiguous band of rows per task (a few per core, so an uneven band does not
/// leave a core idle). Bands never overlap, which is what makes the unchecked sendability
/// of `SharedPointer` sound.
package enum Parallel {
  package static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Calls `body` with disjoint ranges covering `0..<count`, concurrently when `count` is
  /// at least `minimumPerTask` × 2.
  package static func forEachBand(_ count: Int, minimumPerTask: Int = 32, _ body: (Range<Int>) -> Void) {
    let tasks = max(1, min(coreCount * 4, count / max(1, minimumPerTask)))
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
