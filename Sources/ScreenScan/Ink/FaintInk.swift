import Pixels

/// Text only a shade off its surface (about 1.02–1.07:1), given back as ink.
///
/// `FlatRegions` joins neighbours that differ by at most 2 per channel, so a label two to six
/// codes off its surface (a white label on an off-white sidebar, a dark-theme label one step
/// lighter than its panel) steps into the surface through its antialiased edges and melts
/// into it: the worst failure of all would go unreported. On a surface drawn in one exact
/// color (CSS backgrounds are) such text is still there: pixels that are not the surface's
/// color. A group of them becomes ink when it looks like faint glyphs, not like the surface's
/// own shading:
/// - it differs from the surface by at least 2 in some channel, all of it on one side (all
///   lighter or all darker), as a glyph drawn in one color over one background does;
/// - it is glyph-sized (a shadow under a card or a gradient band is far wider);
/// - it touches no ink that is far from the surface and no other surface: the faint rim of an
///   ordinary glyph (a code or two off the background) stays surface, and so does the shadow
///   along a card's edge, so the scan of ordinary text and cards is untouched.
///
/// Cost: the pass must stay a few percent of the scan, so it looks only where text could
/// hide. It reads every `sampleStep`-th row (text is taller than that, so every word has a
/// stem across one of them) as runs of one exact color, learns each surface's color there
/// (the majority of its sampled pixels; surfaces whose sampled pixels are not mostly one
/// color, gradients and noise, are skipped), and keeps the stretches off a surface's color
/// that are bounded on both sides by that surface's own color, stroke-sized, and at least
/// two to a row, as glyph stems are. Only from those does it walk the off pixels in two
/// dimensions; a screen without faint text walks none. Measured with callgrind: 0.5% of the
/// scan's instructions on a 1170×2532 dashboard, 1.2% over screens-dev's 40 screens (the
/// pass that walked every off-color pixel instead cost 14%).
enum FaintInk {
  /// Ink this far (per channel) from the surface or further is ordinary text, whose faint
  /// rim stays surface.
  static let ordinaryInk: Int32 = 12
  /// A surface with more than this share of (sampled) pixels off its color is shaded, not flat.
  static let maxOffShare = 0.35

  /// Rows read, one in this many, at a scale: glyphs' x-height (about half the font size, 5
  /// logical px or more for text that can be read) spans at least one of them.
  static func sampleStep(scale: Double) -> Int { max(1, Int((3 * scale).rounded())) }

  /// One stretch of a sample row in one exact color.
  struct Run {
    var start: Int32
    var end: Int32  // exclusive
    var word: UInt32
    /// The surface's slot (see `mark`), or −1 off surfaces.
    var slot: Int32
  }

  /// The surfaces met in the sampled rows, each with a dense slot, and each slot's majority
  /// color so far with its votes (Boyer–Moore, by runs).
  struct Surfaces {
    var slotOf: [Int32: Int32] = [:]
    var candidate: [UInt32] = []
    var votes: [Int] = []
    var lastRegion: Int32 = -1
    var lastSlot: Int32 = -1

    /// The slot of surface `region`; a new one (first voting for `word`) when `adding`, else −1
    /// for a surface not met before.
    @inline(__always)
    mutating func slot(of region: Int32, word: UInt32, adding: Bool) -> Int32 {
      if region == lastRegion { return lastSlot }
      if let s = slotOf[region] {
        (lastRegion, lastSlot) = (region, s)
        return s
      }
      guard adding else { return -1 }
      let s = Int32(candidate.count)
      slotOf[region] = s
      candidate.append(word)
      votes.append(0)
      (lastRegion, lastSlot) = (region, s)
      return s
    }
  }

  /// Row y as runs of one exact color on surfaces, each with its surface's slot, and one run
  /// (slot −1) for each stretch off surfaces. Read anew on each pass, not kept: a row is a
  /// few runs on a screen, but a busy one holds many. Surfaces are skipped eight equal
  /// pixels at a time and other pixels eight flags at a time.
  static func read(
    row y: Int, width: Int, words: UnsafePointer<UInt32>, surface: UnsafePointer<Bool>,
    root: UnsafePointer<Int32>,
    surfaces: inout Surfaces, adding: Bool, into runs: inout [Run]
  ) {
    runs.removeAll(keepingCapacity: true)
    let row = words + y * width
    let flags = UnsafeRawPointer(surface + y * width)
    var x = 0
    while x < width {
      let start = x
      guard surface[y * width + x] else {
        x &+= 1
        while x &+ 8 <= width && flags.loadUnaligned(fromByteOffset: x, as: UInt64.self) == 0 { x &+= 8 }
        while x < width && !surface[y * width + x] { x &+= 1 }
        runs.append(Run(start: Int32(start), end: Int32(x), word: 0, slot: -1))
        continue
      }
      // Equal neighbours are one region's, so the run stays on this surface.
      let word = row[x]
      x &+= 1
      let pair = UInt64(word) | UInt64(word) << 32
      while x &+ 8 <= width {
        let p = UnsafeRawPointer(row + x)
        let differ =
          (p.loadUnaligned(as: UInt64.self) ^ pair)
          | (p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair)
          | (p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ pair)
          | (p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ pair)
        guard differ == 0 else { break }
        x &+= 8
      }
      while x < width && row[x] == word { x &+= 1 }
      let slot = surfaces.slot(of: root[y * width + start], word: word, adding: adding)
      runs.append(Run(start: Int32(start), end: Int32(x), word: word, slot: slot))
    }
  }

  /// Makes ink of the faint glyphs on `regions`' flat surfaces: clears their pixels' surface
  /// flags, so `InkBlobFinder`, which runs next, finds them as blobs.
  static func mark(regions: inout FlatRegions, pixels: UnsafeBufferPointer<UInt8>, scale: Double) {
    let width = regions.width
    let height = regions.height
    guard width >= 3, height >= 3, !regions.surfaceArea.isEmpty else { return }
    let step = sampleStep(scale: scale)
    let maxGlyph = max(8, Int(64 * scale))
    let words = UnsafeRawBufferPointer(pixels).bindMemory(to: UInt32.self).start
    var surfaces = Surfaces()
    var runs: [Run] = []
    var seeds: [Int] = []
    regions.root.withUnsafeBufferPointer { rootBuffer in
      regions.isSurface.withUnsafeBufferPointer { surfaceBuffer in
        let (root, surface) = (rootBuffer.start, surfaceBuffer.start)
        func read(row y: Int, adding: Bool) {
          Self.read(
            row: y, width: width, words: words, surface: surface, root: root, surfaces: &surfaces,
            adding: adding,
            into: &runs)
        }
        let sampledRows = stride(from: step / 2, to: height, by: step)
        for y in sampledRows {
          read(row: y, adding: true)
          for run in runs where run.slot >= 0 {
            let (s, n) = (Int(run.slot), Int(run.end - run.start))
            if surfaces.candidate[s] == run.word {
              surfaces.votes[s] += n
            } else if surfaces.votes[s] < n {
              (surfaces.candidate[s], surfaces.votes[s]) = (run.word, n - surfaces.votes[s])
            } else {
              surfaces.votes[s] -= n
            }
          }
        }
        let candidate = surfaces.candidate
        guard !candidate.isEmpty else { return }
        // Stretches off a surface's majority color, bounded on both sides by that color and
        // stroke-sized; and each surface's sampled pixels of that color, counted a second time
        // (the vote finds the majority only when there is one).
        var sampled = [Int](repeating: 0, count: candidate.count)
        var own = [Int](repeating: 0, count: candidate.count)
        var stretches: [(y: Int, start: Int, end: Int, slot: Int32)] = []
        for y in sampledRows {
          read(row: y, adding: false)
          var r = 0
          while r < runs.count {
            let run = runs[r]
            let s = Int(run.slot)
            guard s >= 0 else {
              r += 1
              continue
            }
            let n = Int(run.end - run.start)
            sampled[s] += n
            guard run.word == candidate[s] else {
              r += 1
              continue
            }
            own[s] += n
            // The surface's own color, then runs of that surface off it, then its own color.
            let base = channels(candidate[s])
            var (peak, lighter, darker) = (Int32(0), false, false)
            var next = r + 1
            while next < runs.count, runs[next].slot == run.slot, runs[next].word != candidate[s] {
              let d = channels(runs[next].word) &- base
              let sum = d.x &+ d.y &+ d.z
              if sum > 0 { lighter = true } else if sum < 0 { darker = true }
              peak = max(peak, abs(d.x), abs(d.y), abs(d.z))
              sampled[s] += Int(runs[next].end - runs[next].start)
              next += 1
            }
            defer { r = max(r + 1, next) }
            guard next > r + 1, next < runs.count, runs[next].slot == run.slot else { continue }
            let (start, end) = (Int(runs[r + 1].start), Int(runs[next - 1].end))
            guard peak >= 2, peak < ordinaryInk, !(lighter && darker), end - start <= maxGlyph else {
              continue
            }
            stretches.append((y, start, end, run.slot))
          }
        }
        // On flat surfaces (mostly their majority color), the stretches with another near them
        // on their row: glyph stems come several to a word.
        let flat = (0..<candidate.count).map {
          Double(sampled[$0] - own[$0]) <= maxOffShare * Double(sampled[$0])
        }
        let kept = stretches.filter { flat[Int($0.slot)] }
        for (k, stretch) in kept.enumerated() {
          let near =
            (k > 0 && kept[k - 1].y == stretch.y && stretch.start - kept[k - 1].end <= maxGlyph)
            || (k + 1 < kept.count && kept[k + 1].y == stretch.y
              && kept[k + 1].start - stretch.end <= maxGlyph)
          if near { seeds.append(stretch.y * width + stretch.start) }
        }
      }
    }
    guard !seeds.isEmpty else { return }
    adoptGroups(from: seeds, regions: &regions, words: words, scale: scale, maxGlyph: maxGlyph)
  }

  @inline(__always) static func channels(_ w: UInt32) -> SIMD3<Int32> {
    SIMD3(Int32(w & 0xFF), Int32((w >> 8) & 0xFF), Int32((w >> 16) & 0xFF))
  }

  /// Walks the off-color pixels from each seed (8-connected, within its surface) and makes
  /// ink of the groups that look like faint glyphs (see `FaintInk`).
  static func adoptGroups(
    from seeds: [Int], regions: inout FlatRegions, words: UnsafePointer<UInt32>, scale: Double, maxGlyph: Int
  ) {
    let width = regions.width
    let height = regions.height
    let minPixels = max(3, Int(2 * scale * scale))
    // 1: walked (in an adopted group, or the group being walked); 2: in a rejected group.
    var state = [UInt8](repeating: 0, count: width * height)
    var group: [Int] = []
    var adopt: [Int] = []
    let offsets = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1]
    regions.root.withUnsafeBufferPointer { rootBuffer in
      regions.isSurface.withUnsafeBufferPointer { surfaceBuffer in
        let (root, surface) = (rootBuffer.start, surfaceBuffer.start)
        for seed in seeds where state[seed] == 0 {
          let region = root[seed]
          // The surface's color: the seed's stretch starts right after it.
          let color = words[seed - 1]
          let base = channels(color)
          group.removeAll(keepingCapacity: true)
          group.append(seed)
          state[seed] = 1
          var head = 0
          var (minX, minY, maxX, maxY) = (seed % width, seed / width, seed % width, seed / width)
          var (lighter, darker, peak) = (false, false, Int32(0))
          var ended = false
          walk: while head < group.count {
            let i = group[head]
            head += 1
            let (x, y) = (i % width, i / width)
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            let d = channels(words[i]) &- base
            let sum = d.x &+ d.y &+ d.z
            if sum > 0 { lighter = true } else if sum < 0 { darker = true }
            peak = max(peak, abs(d.x), abs(d.y), abs(d.z))
            // Too large, of both signs, or as far off as ordinary ink (a shadow deepening), or
            // at the image's edge.
            if maxX - minX >= maxGlyph || maxY - minY >= maxGlyph || (lighter && darker)
              || peak >= ordinaryInk
              || x == 0 || y == 0 || x + 1 == width || y + 1 == height
            {
              ended = true
              break walk
            }
            for offset in offsets {
              let n = i + offset
              if surface[n] {
                // Against another surface: a card's edge beside its shadow.
                guard root[n] == region else {
                  ended = true
                  break walk
                }
                guard words[n] != color else { continue }
                if state[n] == 2 {
                  ended = true
                  break walk
                }
                guard state[n] == 0 else { continue }
                state[n] = 1
                group.append(n)
              } else {
                // Against ordinary ink: a glyph's rim.
                let e = channels(words[n]) &- base
                if max(abs(e.x), abs(e.y), abs(e.z)) >= ordinaryInk {
                  ended = true
                  break walk
                }
              }
            }
          }
          if ended || peak < 2 || group.count < minPixels {
            // Everything met is marked, so a later seed in the same shading stops at once.
            for i in group { state[i] = 2 }
          } else {
            // Its strokes: the pixels more than half as far off as the farthest. The faintest
            // rims stay surface, as an ordinary glyph's do, so letters they join stay apart.
            for i in group {
              let d = channels(words[i]) &- base
              if 2 * max(abs(d.x), abs(d.y), abs(d.z)) > peak { adopt.append(i) }
            }
          }
        }
      }
    }
    regions.isSurface.withUnsafeMutableBufferPointer { s in
      for i in adopt { s[i] = false }
    }
  }
}
