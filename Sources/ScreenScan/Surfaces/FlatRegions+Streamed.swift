import Pixels

extension FlatRegions {
  /// The regions of an image whose rows `produce` fills top to bottom, found while it does:
  /// the same as `init(pixels:…)` on the finished image (`numberedEarly` says whether
  /// `StreamedRegions` numbered them or, after a late merge, `init(parents:…)` did).
  ///
  /// - Parameters:
  ///   - pixels: the image's RGBA buffer, which `produce` fills.
  ///   - produce: fills rows, in order, on the calling thread; false stops (the result is nil).
  ///   - prepare: readies a band of produced rows before it is labelled (compositing).
  ///   - ahead: run by one helper while the first rows are produced (see `StreamedLabelling`).
  static func streamed(
    pixels base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, tolerance: Int32, surfaceRadius: Int,
    fillRadius: Int, fillArea: Int, bandRows: Int = StreamedLabelling.bandRows,
    lag: Int = StreamedRegions.lag,
    produce: (Range<Int>) -> Bool, prepare: (UnsafeMutableBufferPointer<UInt8>) -> Void, ahead: () -> Void
  ) -> (regions: FlatRegions, numberedEarly: Bool)? {
    let count = width * height
    var parents = [Int32].uninitialized(count: count)
    // The distance transform's bytes while regions are found, then each pixel's surface flag.
    var surface = [Bool].uninitialized(count: count)
    let words = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self)
    let (completed, surfaceArea) = parents.withUnsafeMutableBufferPointer { parentBuffer in
      surface.withUnsafeMutableBufferPointer { surfaceBuffer in
        let p = parentBuffer.start
        let flags = surfaceBuffer.start
        let regions = StreamedRegions(
          parents: p, down: UnsafeMutableRawPointer(flags).assumingMemoryBound(to: UInt8.self), width: width,
          height: height, surfaceRadius: surfaceRadius, fillRadius: fillRadius, fillArea: fillArea, lag: lag)
        let completed = StreamedLabelling.label(
          height: height, bandRows: bandRows, produce: produce,
          labelRows: { rows in
            prepare(
              UnsafeMutableBufferPointer(
                start: base + 4 * width * rows.lowerBound, count: 4 * width * rows.count))
            Self.label(rows: rows, words: words, parents: p, width: width, tolerance: tolerance)
          },
          joinAbove: { Self.join(row: $0, words: words, parents: p, width: width, tolerance: tolerance) },
          follow: { regions.follow(labelledRows: $0) },
          ahead: {
            ahead()
            // The buffers this helper fills as it labels and follows.
            Prefault.writable(UnsafeMutableRawBufferPointer(parentBuffer))
            Prefault.writable(UnsafeMutableRawBufferPointer(surfaceBuffer))
          })
        return (completed, completed ? regions.finish(isSurface: flags) : nil)
      }
    }
    guard completed else { return nil }
    if let surfaceArea {
      return (
        FlatRegions(
          width: width, height: height, root: parents, isSurface: surface, surfaceArea: surfaceArea), true
      )
    }
    // A region numbered early met another further down: number them all again. The labels
    // are moved, not copied: a second reference would make the in-place renumbering copy
    // 4 bytes a pixel more, at the scan's peak (noise, where this path is taken).
    surface = []
    let regions = FlatRegions(
      parents: consume parents, width: width, height: height, surfaceRadius: surfaceRadius,
      fillRadius: fillRadius,
      fillArea: fillArea)
    return (regions, false)
  }
}

/// The second half of `FlatRegions` — region numbers, the capped distance transform and each
/// region's largest distance and area — done on the labelled top of an image while its lower
/// rows are still being decoded and labelled (`StreamedLabelling`'s `follow`).
///
/// A region's extent is known only once no later row can join it, yet most regions of a
/// screen close within a few rows. So the rows more than `lag` rows above the labelled ones
/// are finished on the assumption that their regions no longer merge: each pixel's entry
/// becomes its region's first pixel (the union-find root at that time), edges are marked where
/// neighbours' roots differ, the vertical and horizontal passes of the distance transform and
/// the per-region tallies follow as soon as the rows they read are marked. Every root given a
/// region number this way is checked at the end: if a later union took one away (two regions
/// that met below, like the inside of an "n" and the paper under it), `finish` returns nil and
/// the caller numbers the regions from scratch with `FlatRegions.init(parents:)`, which the
/// entries still allow (each names an earlier pixel of its region). So the result is always
/// the whole-image one; only the time differs.
///
/// Used from one thread at a time (`StreamedLabelling` calls `follow` serially).
final class StreamedRegions: @unchecked Sendable {
  /// Rows between the last labelled row and the last finished one: more than most shapes
  /// that close below (a glyph's counter, a rounded control) are tall, so that their regions
  /// rarely merge after they were numbered.
  static let lag = 128

  let width: Int
  let height: Int
  let cap: UInt8
  let lag: Int
  let sizes: (surfaceRadius: Int, fillRadius: Int, fillArea: Int)
  /// Union-find parents; a finished row's entries are roots (region first pixels).
  private let parents: UnsafeMutablePointer<Int32>
  /// Per pixel: 255 inside its region, 0 on its edge, then the downward pass of the transform.
  private let down: UnsafeMutablePointer<UInt8>
  /// Rows `0..<flattened` point at roots; `0..<marked` hold downward distances; `0..<finished`
  /// are tallied.
  private var flattened = 0
  private var marked = 0
  private var finished = 0
  /// Region number → its first pixel, increasing (region numbers are in scan order).
  private var roots: [Int32] = []
  private var maxDistance: [UInt8] = []
  private var area: [Int32] = []
  /// Given up (far too many regions to number this way, as in a photo or noise).
  private var abandoned = false
  private let column: UnsafeMutablePointer<UInt8>
  private let scratch: UnsafeMutablePointer<UInt8>

  /// Regions over a `parents` buffer being labelled and a `down` buffer of one byte a pixel.
  init(
    parents: UnsafeMutablePointer<Int32>, down: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
    surfaceRadius: Int, fillRadius: Int, fillArea: Int, lag: Int = lag
  ) {
    self.parents = parents
    self.down = down
    self.width = width
    self.height = height
    cap = FlatRegions.distanceCap(surfaceRadius: surfaceRadius, fillRadius: fillRadius)
    self.lag = max(lag, Int(cap) + 2)
    sizes = (surfaceRadius, fillRadius, fillArea)
    column = .allocate(capacity: max(1, width))
    scratch = .allocate(capacity: max(1, width))
  }

  deinit {
    column.deallocate()
    scratch.deallocate()
  }

  /// Rows `0..<rows` are labelled and joined (`StreamedLabelling`'s `follow`): finishes what
  /// rows far enough above them allow.
  func follow(labelledRows rows: Int) {
    guard !abandoned, rows < height else { return }
    advance(flattenTo: max(0, rows - lag), last: false)
  }

  /// Once every row is labelled and joined: the regions, or nil when a region numbered early
  /// was joined to another later (the caller then numbers `parents` from scratch).
  /// On success `parents` holds each pixel's region number and `isSurface` (which may be the
  /// memory of `down`) each pixel's surface flag; the surfaces' areas are returned.
  func finish(isSurface: UnsafeMutablePointer<Bool>) -> [Int32: Int32]? {
    guard !abandoned else { return nil }
    // Check the regions numbered so far first: finishing the rest is wasted if one merged.
    for r in roots where parents[Int(r)] != r { return nil }
    advance(flattenTo: height, last: true)
    guard !abandoned else { return nil }
    let (surfaces, surfaceArea) = FlatRegions.surfaces(
      maxDistance: maxDistance, area: area, surfaceRadius: sizes.surfaceRadius, fillRadius: sizes.fillRadius,
      fillArea: sizes.fillArea)
    // Region numbers and surface flags, on all cores. Each entry is its region's first pixel
    // (every one was checked above), whose entry is set to −1 − its number first; so a pixel
    // finds its number in one step. First pixels keep that mark during the pass, as every
    // band reads them, and get their numbers after it.
    let count = width * height
    for (k, r) in roots.enumerated() { parents[Int(r)] = -1 - Int32(k) }
    let (p, s) = (SharedPointer(parents), SharedPointer(isSurface))
    let allTrue = UInt64(0x0101_0101_0101_0101)  // eight `true` Bools
    surfaces.withUnsafeBufferPointer { flags in
      Parallel.forEachBand(count, minimumPerTask: 1 << 16) { pixels in
        var (lastRoot, lastRegion, lastFlag) = (Int32(-1), Int32(0), false)
        var i = pixels.lowerBound
        while i < pixels.upperBound {
          // Inside a region (most of a screen): eight pixels at a time.
          if i &+ 8 <= pixels.upperBound,
            UnsafeRawPointer(p.base + i).loadUnaligned(as: SIMD8<Int32>.self) == SIMD8(repeating: lastRoot)
          {
            UnsafeMutableRawPointer(p.base + i).storeBytes(
              of: SIMD8(repeating: lastRegion), as: SIMD8<Int32>.self)
            UnsafeMutableRawPointer(s.base + i).storeBytes(of: lastFlag ? allTrue : 0, as: UInt64.self)
            i &+= 8
            continue
          }
          let r = p.base[i]
          if r < 0 {
            s.base[i] = flags[Int(-1 - r)]
          } else {
            if r != lastRoot {
              lastRoot = r
              lastRegion = -1 - p.base[Int(r)]
              lastFlag = flags[Int(lastRegion)]
            }
            p.base[i] = lastRegion
            s.base[i] = lastFlag
          }
          i &+= 1
        }
      }
    }
    for (k, r) in roots.enumerated() { parents[Int(r)] = Int32(k) }
    return surfaceArea
  }

  /// Finds region numbers of roots met in scan order: a pixel's root is its region's first
  /// pixel, at or before it and usually close (a glyph's rim began a row or two above), so
  /// the search gallops back from the roots up to the pixel instead of bisecting them all.
  struct Lookup {
    let roots: UnsafeBufferPointer<Int32>
    /// `roots[..<upTo]` are at or before the pixel last asked about.
    var upTo: Int
    var lastRoot: Int32 = -1
    var lastRegion: Int32 = -1
    /// The root before the last, as the paper between glyphs alternates with their ink.
    var otherRoot: Int32 = -1
    var otherRegion: Int32 = -1

    /// A lookup for pixels from `start` on.
    init(roots: UnsafeBufferPointer<Int32>, from start: Int) {
      self.roots = roots
      upTo = Self.bisect(roots, below: Int32(truncatingIfNeeded: start + 1), from: 0, to: roots.count)
    }

    /// The first index in `low..<high` whose root is not below `r` (or `high`).
    static func bisect(_ roots: UnsafeBufferPointer<Int32>, below r: Int32, from low: Int, to high: Int)
      -> Int
    {
      var (low, high) = (low, high)
      while low < high {
        let mid = (low + high) / 2
        if roots[mid] < r { low = mid + 1 } else { high = mid }
      }
      return low
    }

    /// The region number of root `r` of pixel `i` (asked with `i` increasing), or −1 when `r`
    /// is not a numbered root (a merge took it since).
    @inline(__always)
    mutating func region(of r: Int32, at i: Int) -> Int32 {
      if r == lastRoot { return lastRegion }
      if r == otherRoot {
        swap(&lastRoot, &otherRoot)
        swap(&lastRegion, &otherRegion)
        return lastRegion
      }
      (otherRoot, otherRegion) = (lastRoot, lastRegion)
      while upTo < roots.count && Int(roots[upTo]) <= i { upTo += 1 }
      var high = upTo
      var low = high - 1
      var step = 1
      while low > 0 && roots[low] > r {
        high = low
        low = max(0, low - step)
        step &*= 2
      }
      let k = Self.bisect(roots, below: r, from: max(0, low), to: high)
      lastRoot = r
      lastRegion = k < roots.count && roots[k] == r ? Int32(k) : -1
      return lastRegion
    }
  }

  /// Flattens rows up to `flattenTo`, marks and passes down what that allows, finishes what
  /// the marks allow (everything, when `last`).
  private func advance(flattenTo target: Int, last: Bool) {
    while flattened < target {
      flatten(row: flattened)
      flattened += 1
      if abandoned { return }
    }
    // A row's edges need the row below flattened (the last row is all edge).
    let markTo = last ? height : max(0, flattened - 1)
    while marked < markTo {
      mark(row: marked)
      marked += 1
    }
    // A row's distance needs the downward pass of the `cap` − 1 rows below it.
    let finishTo = last ? height : max(0, marked - Int(cap) + 1)
    if finished < finishTo {
      finish(rows: finished..<finishTo)
      finished = finishTo
    }
  }

  /// Points each pixel of row `y` at its root, numbering the roots met.
  private func flatten(row y: Int) {
    let start = y * width
    for i in start..<(start + width) {
      let q = parents[i]
      if Int(q) == i {
        roots.append(q)
      } else {
        // `q` is an earlier pixel, already flattened: its entry is a root.
        parents[i] = parents[Int(q)]
      }
    }
    // A photo or noise: millions of one-pixel regions, cheaper numbered in one pass at the end.
    if roots.count > 4096 && roots.count > start / 8 { abandoned = true }
    maxDistance.append(contentsOf: repeatElement(0, count: roots.count - maxDistance.count))
    area.append(contentsOf: repeatElement(0, count: roots.count - area.count))
  }

  /// Edges of row `y` (0 where a 4-neighbour lies in another region or outside the image, else
  /// 255), then the downward pass: `min(edge, above + 1)`.
  private func mark(row y: Int) {
    let row = down + y * width
    if y == 0 || y == height - 1 || width < 3 {
      row.update(repeating: 0, count: width)
    } else {
      row[0] = 0
      row[width - 1] = 0
      FlatRegions.markInterior(parents, down, from: y * width + 1, to: y * width + width - 1, width: width)
    }
    guard y > 0 else { return }
    FlatRegions.stepVertically(row, from: row - width, count: width)
  }

  /// The final capped distances of `rows`, tallied into their regions' largest distance and
  /// area: the upward pass (from the rows below, whose downward values it leaves as they are),
  /// then each row's horizontal pass, in place of its downward values, which no later row needs.
  private func finish(rows: Range<Int>) {
    // Upward over the rows below the batch: min over k < cap of down[y + k] + k is exact
    // once capped (farther rows add at least cap).
    let below = min(rows.upperBound + Int(cap) - 1, height)
    var near: UnsafePointer<UInt8>? = nil
    if below > rows.upperBound {
      column.update(from: down + (below - 1) * width, count: width)
      for y in stride(from: below - 2, through: rows.upperBound, by: -1) {
        FlatRegions.stepVertically(running: column, keep: down + y * width, count: width)
      }
      near = UnsafePointer(column)
    }
    for y in rows.reversed() {
      let row = down + y * width
      if let near { FlatRegions.stepVertically(row, from: near, count: width) }
      near = UnsafePointer(row)
    }
    var lost = false
    roots.withUnsafeBufferPointer { rootList in
      maxDistance.withUnsafeMutableBufferPointer { m in
        area.withUnsafeMutableBufferPointer { a in
          var lookup = Lookup(roots: rootList, from: rows.lowerBound * width)
          for y in rows {
            let row = down + y * width
            FlatRegions.horizontalPass(row, scratch: scratch, width: width, cap: cap)
            // Run by run of one root: one lookup and one update a run.
            let start = y * width
            var x = 0
            while x < width {
              let r = parents[start + x]
              var end = x + 1
              while end &+ 8 <= width,
                UnsafeRawPointer(parents + start + end).loadUnaligned(as: SIMD8<Int32>.self)
                  == SIMD8(repeating: r)
              {
                end &+= 8
              }
              while end < width && parents[start + end] == r { end += 1 }
              let region = Int(lookup.region(of: r, at: start + x))
              guard region >= 0 else {
                lost = true
                return
              }
              // Distances are capped: a region that reached the cap needs only its area.
              if m[region] < cap {
                var largest = m[region]
                for k in x..<end where row[k] > largest { largest = row[k] }
                m[region] = largest
              }
              a[region] &+= Int32(end - x)
              x = end
            }
          }
        }
      }
    }
    // Regions merged after they were numbered: `finish` will find out and start over.
    if lost { abandoned = true }
  }
}
