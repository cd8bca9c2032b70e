import Dispatch
import Foundation
import Pixels

/// `BandedLabelling` over rows that are still arriving: each band is labelled as soon as its
/// rows are in, so labelling runs while the rest of the image is being decoded.
///
/// The calling thread produces the rows (a PNG being inflated: serial work that only one core
/// can do) and labels bands only once it has produced them all; bands are labelled meanwhile
/// on the other cores this thread may use (`Parallel.width` − 1 helpers, so a batch that runs
/// one image per core adds no thread). With one core, each band is labelled right after it is
/// produced, while its rows are still in cache. Which band is labelled where changes no
/// result: see `BandedLabelling`.
enum StreamedLabelling {
  /// Rows per band: small enough that the last band, labelled after the last row arrives,
  /// costs little; large enough that handing bands over costs nothing measurable.
  static let bandRows = 64

  /// - Parameters:
  ///   - produce: fills rows (called in order on the calling thread); false stops everything.
  ///   - labelRows: labels a band of produced rows, as in `BandedLabelling.label`.
  ///   - joinAbove: joins row `y` to row `y − 1` (called serially, once per seam, at the end).
  ///   - ahead: run first by one helper, while the first rows are produced (only when there
  ///     are helpers): work that spares the producer later, such as mapping its buffer.
  /// - Returns: false when `produce` stopped it (nothing is then joined).
  static func label(
    height: Int, produce: (Range<Int>) -> Bool, labelRows: (Range<Int>) -> Void, joinAbove: (Int) -> Void,
    ahead: () -> Void = {}
  ) -> Bool {
    let bands = max(1, (height + bandRows - 1) / bandRows)
    func rows(_ band: Int) -> Range<Int> { Self.rows(band, height: height) }
    let helpers = min(Parallel.width - 1, bands - 1)
    if helpers <= 0 {
      for band in 0..<bands {
        guard produce(rows(band)) else { return false }
        labelRows(rows(band))
      }
    } else {
      let queue = BandQueue()
      let completed = withoutActuallyEscaping(labelRows) { labelRows -> Bool in
        withoutActuallyEscaping(ahead) { ahead -> Bool in
          let shared = SharedBandClosure(body: labelRows)
          let first = SharedAheadClosure(body: ahead)
          let group = DispatchGroup()
          for helper in 0..<helpers {
            DispatchQueue.global().async(group: group) {
              if helper == 0 { first.body() }
              while let band = queue.take(waiting: true) { shared.body(Self.rows(band, height: height)) }
            }
          }
          var completed = true
          for band in 0..<bands {
            guard produce(rows(band)) else {
              completed = false
              break
            }
            queue.publish(band + 1)
          }
          queue.finish(stopped: !completed)
          // Bands the helpers have not reached yet: this thread is free to label them too.
          if completed {
            while let band = queue.take(waiting: false) { labelRows(rows(band)) }
          }
          group.wait()
          return completed
        }
      }
      guard completed else { return false }
    }
    for band in 1..<bands { joinAbove(rows(band).lowerBound) }
    return true
  }
}

extension StreamedLabelling {
  static func rows(_ band: Int, height: Int) -> Range<Int> {
    (band * bandRows)..<min(height, (band + 1) * bandRows)
  }
}

/// The bands produced so far and the next one to label, shared by the producer and helpers.
private final class BandQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var produced = 0
  private var taken = 0
  private var finished = false
  private var stopped = false

  /// Bands `0..<count` have their rows.
  func publish(_ count: Int) {
    condition.lock()
    produced = count
    condition.signal()
    condition.unlock()
  }

  /// No more bands will come; `stopped` means the others must not be labelled either.
  func finish(stopped: Bool) {
    condition.lock()
    finished = true
    self.stopped = stopped
    condition.broadcast()
    condition.unlock()
  }

  /// The next band to label, or nil when there is none (now, unless `waiting`; else ever).
  func take(waiting: Bool) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while waiting && taken >= produced && !finished { condition.wait() }
    guard !stopped, taken < produced else { return nil }
    taken += 1
    return taken - 1
  }
}

private struct SharedBandClosure: @unchecked Sendable {
  let body: (Range<Int>) -> Void
}

private struct SharedAheadClosure: @unchecked Sendable {
  let body: () -> Void
}
