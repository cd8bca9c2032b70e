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
  ///   - joinAbove: joins row `y` to row `y − 1` (called serially, once per seam, in order).
  ///   - follow: rows `0..<y` are labelled and joined: called serially with `y` increasing, as
  ///     soon as the bands above are labelled (by whichever thread finished the last of them),
  ///     so work on the labelled top of the image runs while the rest is produced; last with
  ///     `y` = `height`.
  ///   - ahead: run first by one helper, while the first rows are produced (only when there
  ///     are helpers): work that spares the producer later, such as mapping its buffer.
  /// - Returns: false when `produce` stopped it (nothing more is then joined or followed).
  static func label(
    height: Int, bandRows: Int = bandRows, produce: (Range<Int>) -> Bool, labelRows: (Range<Int>) -> Void,
    joinAbove: (Int) -> Void, follow: (Int) -> Void = { _ in }, ahead: () -> Void = {}
  ) -> Bool {
    let bands = max(1, (height + bandRows - 1) / bandRows)
    func rows(_ band: Int) -> Range<Int> { Self.rows(band, height: height, bandRows: bandRows) }
    /// Joins bands `from..<to` (labelled) to those above and follows them.
    func joinAndFollow(_ from: Int, _ to: Int) {
      for band in from..<to where band > 0 { joinAbove(rows(band).lowerBound) }
      follow(rows(to - 1).upperBound)
    }
    let helpers = min(Parallel.width - 1, bands - 1)
    if helpers <= 0 {
      for band in 0..<bands {
        guard produce(rows(band)) else { return false }
        labelRows(rows(band))
        joinAndFollow(band, band + 1)
      }
      return true
    }
    let queue = BandQueue(bands: bands)
    return withoutActuallyEscaping(labelRows) { labelRows -> Bool in
      withoutActuallyEscaping(ahead) { ahead -> Bool in
        withoutActuallyEscaping(joinAndFollow) { joinAndFollow -> Bool in
          let shared = SharedBandClosure(body: labelRows)
          let first = SharedAheadClosure(body: ahead)
          let following = SharedFollowClosure(body: joinAndFollow)
          /// Labels a band, then follows the labelled top while this thread is the one to.
          @Sendable func labelAndFollow(_ band: Int) {
            shared.body(Self.rows(band, height: height, bandRows: bandRows))
            var next = queue.labelled(band)
            while let (from, to) = next {
              following.body(from, to)
              next = queue.followed(to)
            }
          }
          let group = DispatchGroup()
          for helper in 0..<helpers {
            DispatchQueue.global().async(group: group) {
              if helper == 0 { first.body() }
              while let band = queue.take(waiting: true) { labelAndFollow(band) }
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
            while let band = queue.take(waiting: false) { labelAndFollow(band) }
          }
          group.wait()
          return completed
        }
      }
    }
  }
}

extension StreamedLabelling {
  static func rows(_ band: Int, height: Int, bandRows: Int = bandRows) -> Range<Int> {
    (band * bandRows)..<min(height, (band + 1) * bandRows)
  }
}

/// The bands produced so far and the next one to label, shared by the producer and helpers;
/// and which bands are labelled, so that one thread at a time follows the labelled top in order.
private final class BandQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var produced = 0
  private var taken = 0
  private var finished = false
  private var stopped = false
  private var done: [Bool]
  /// Bands `0..<followedBands` are joined and followed.
  private var followedBands = 0
  private var following = false

  init(bands: Int) { done = [Bool](repeating: false, count: bands) }

  /// Band `band` is labelled. Returns the bands the caller must now join and follow
  /// (then call `followed`), or nil when they are not ready or another thread follows.
  func labelled(_ band: Int) -> (Int, Int)? {
    condition.lock()
    defer { condition.unlock() }
    done[band] = true
    return claim()
  }

  /// The caller has followed bands up to `count`; returns more for it to follow, if any.
  func followed(_ count: Int) -> (Int, Int)? {
    condition.lock()
    defer { condition.unlock() }
    followedBands = count
    following = false
    return claim()
  }

  /// The labelled bands after the followed ones, claimed for the caller (lock held).
  private func claim() -> (Int, Int)? {
    guard !following, !stopped else { return nil }
    var end = followedBands
    while end < done.count && done[end] { end += 1 }
    guard end > followedBands else { return nil }
    following = true
    return (followedBands, end)
  }

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

private struct SharedFollowClosure: @unchecked Sendable {
  let body: (Int, Int) -> Void
}
