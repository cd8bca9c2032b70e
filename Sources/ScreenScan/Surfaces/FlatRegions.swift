import Pixels

/// Regions of (nearly) uniform color and which of them are surfaces text sits on.
///
/// A flat region is a 4-connected set of pixels whose neighbours differ by at most
/// `tolerance` in every channel, so a mild gradient stays one region while an antialiased
/// glyph edge (which steps by far more) breaks away. A flat region is a *surface* when a
/// square of side 2·`surfaceRadius`+1 fits inside it (measured with a city-block distance
/// transform), or when it is large (`fillArea` pixels) and at least `fillRadius` thick:
/// backgrounds, cards, buttons and small chips are surfaces; glyph strokes, even of large
/// bold text, are too thin or too small to be.
struct FlatRegions {
  let width: Int
  let height: Int
  /// Each pixel's region number (dense, in scan order of the regions' first pixels).
  var root: [Int32]
  /// Per pixel: is its region a surface?
  var isSurface: [Bool]
  /// Pixels of each surface region: a screen has few surfaces, where a photo or noise has
  /// millions of regions, so only surfaces are kept.
  var surfaceArea: [Int32: Int32]

  init(
    pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, tolerance: Int32, surfaceRadius: Int,
    fillRadius: Int, fillArea: Int
  ) {
    // Parents while labelling, then each pixel's region number: one buffer, first touched
    // by whichever core labels its rows.
    var parents = [Int32].uninitialized(count: width * height)
    parents.withUnsafeMutableBufferPointer { pb in
      let p = pb.start
      pixels.withMemoryRebound(to: UInt32.self) { words in
        let words = words.start
        BandedLabelling.label(
          height: height,
          labelRows: { Self.label(rows: $0, words: words, parents: p, width: width, tolerance: tolerance) },
          joinAbove: { Self.join(row: $0, words: words, parents: p, width: width, tolerance: tolerance) })
      }
    }
    self.init(
      parents: consume parents, width: width, height: height, surfaceRadius: surfaceRadius,
      fillRadius: fillRadius,
      fillArea: fillArea)
  }

  /// Two pixels (R G B A words) belong to one flat region when no channel differs by more
  /// than `tolerance`.
  @inline(__always)
  static func similar(_ a: UInt32, _ b: UInt32, tolerance: Int32) -> Bool {
    if a == b { return true }
    let dr = abs(Int32(a & 0xFF) - Int32(b & 0xFF))
    let dg = abs(Int32((a >> 8) & 0xFF) - Int32((b >> 8) & 0xFF))
    let db = abs(Int32((a >> 16) & 0xFF) - Int32((b >> 16) & 0xFF))
    return max(dr, dg, db) <= tolerance
  }

  /// Labels a band of rows (`BandedLabelling`'s `labelRows`): scanline labelling, where a
  /// pixel like its left neighbour joins it directly and a union with the pixel above is
  /// needed only where the left neighbour did not already provide the connection (inside a
  /// flat area all four are equal and nothing is done). Reads and writes only these rows.
  static func label(
    rows: Range<Int>, words: UnsafePointer<UInt32>, parents p: UnsafeMutablePointer<Int32>, width: Int,
    tolerance: Int32
  ) {
    guard width > 0 else { return }
    @inline(__always) func similar(_ a: UInt32, _ b: UInt32) -> Bool {
      Self.similar(a, b, tolerance: tolerance)
    }
    for y in rows {
      let row = y * width
      let joinUp = y > rows.lowerBound
      // The left neighbour's word and label and the upper-left word stay in registers.
      p[row] = Int32(row)
      if joinUp && similar(words[row], words[row - width]) {
        DisjointSet.union(p, Int32(row), Int32(row - width))
      }
      var left = words[row]
      var upLeft = joinUp ? words[row - width] : 0
      var last = p[row]
      for x in 1..<width {
        let i = row &+ x
        let c = words[i]
        if joinUp {
          let up = words[i &- width]
          // Inside a flat area: already joined through the left and upper-left pixels.
          if c == left && c == up && c == upLeft {
            p[i] = last
            continue
          }
          var label = similar(c, left) ? last : Int32(i)
          p[i] = label
          if similar(c, up) {
            DisjointSet.union(p, Int32(i), Int32(i &- width))
            label = p[i]
          }
          (left, upLeft, last) = (c, up, label)
        } else {
          last = similar(c, left) ? last : Int32(i)
          p[i] = last
          left = c
        }
      }
    }
  }

  /// Joins row `y` to row `y − 1` across a seam between bands (`BandedLabelling`'s `joinAbove`).
  static func join(
    row y: Int, words: UnsafePointer<UInt32>, parents p: UnsafeMutablePointer<Int32>, width: Int,
    tolerance: Int32
  ) {
    for i in (y * width)..<((y + 1) * width) where similar(words[i], words[i - width], tolerance: tolerance) {
      DisjointSet.union(p, Int32(i), Int32(i - width))
    }
  }

  /// The regions from a finished labelling: `parents` as `BandedLabelling` leaves it (every
  /// entry an earlier pixel of its region, or itself for the region's first pixel).
  init(
    parents: consuming [Int32], width: Int, height: Int, surfaceRadius: Int, fillRadius: Int, fillArea: Int
  ) {
    self.width = width
    self.height = height
    let count = width * height
    var regionOf = consume parents  // moved, not copied: renumbered in place below
    // Renumbered in place: each entry names an earlier pixel of its region (or itself, for the
    // region's first pixel), whose entry is by then already a region number.
    var regionCount = 0
    regionOf.withUnsafeMutableBufferPointer { g in
      for i in 0..<count {
        let k = Int(g[i])
        if k == i {
          g[i] = Int32(regionCount)
          regionCount += 1
        } else {
          g[i] = g[k]
        }
      }
    }
    // City-block distance to the nearest pixel of another region, capped at the larger radius:
    // only "at least the radius" matters. The L1 transform is separable: a vertical pass down and
    // up each column, then a horizontal pass along each row. The vertical passes run over
    // whole rows at a time (vectorised) and each pass is split across cores, which the
    // classic two-pass raster scan, with its diagonal dependency, cannot be.
    let cap = Self.distanceCap(surfaceRadius: surfaceRadius, fillRadius: fillRadius)
    var distance = [UInt8].uninitialized(count: count)
    var maxDistance = [UInt8](repeating: 0, count: regionCount)
    var area = [Int32](repeating: 0, count: regionCount)
    regionOf.withUnsafeBufferPointer { r in
      distance.withUnsafeMutableBufferPointer { d in
        let rp = r.start
        let dp = SharedPointer(d)
        Self.distanceTransform(regionOf: rp, distance: dp, width: width, height: height, cap: cap)
        Self.tallyRegions(regionOf: r, distance: d, count: count, maxDistance: &maxDistance, area: &area)
      }
    }
    let (surfaces, areas) = Self.surfaces(
      maxDistance: maxDistance, area: area, surfaceRadius: surfaceRadius, fillRadius: fillRadius,
      fillArea: fillArea)
    var surface = [Bool].uninitialized(count: count)
    regionOf.withUnsafeBufferPointer { r in
      surfaces.withUnsafeBufferPointer { f in
        surface.withUnsafeMutableBufferPointer { s in
          let (rp, fp, sp) = (r.start, f.start, SharedPointer(s))
          Parallel.forEachBand(count, minimumPerTask: 1 << 16) { pixels in
            for i in pixels { sp.base[i] = fp[Int(rp[i])] }
          }
        }
      }
    }
    isSurface = surface
    root = regionOf
    surfaceArea = areas
  }

  /// City-block distance of each pixel to the nearest pixel of another region (or the
  /// border), capped at `cap`: edge pixels 0, then the vertical passes down and up each
  /// column, then the horizontal pass along each row, each pass split across cores.
  static func distanceTransform(
    regionOf rp: UnsafePointer<Int32>, distance dp: SharedPointer<UInt8>, width: Int, height: Int, cap: UInt8
  ) {
    // Edge pixels (a 4-neighbour in another region, or the image border) are 0.
    Parallel.forEachBand(height, minimumPerTask: 64) { rows in
      for y in rows {
        let row = y * width
        if y == 0 || y == height - 1 || width < 3 {
          for x in 0..<width { dp.base[row + x] = 0 }
          continue
        }
        dp.base[row] = 0
        dp.base[row + width - 1] = 0
        Self.markInterior(rp, dp.base, from: row + 1, to: row + width - 1, width: width)
      }
    }
    // Vertical passes: each column independently, so columns split across cores.
    Parallel.forEachBand(width, minimumPerTask: 256) { columns in
      guard height > 1 else { return }
      for y in 1..<height {
        let row = dp.base + y * width
        let above = row - width
        for x in columns { row[x] = min(row[x], min(above[x], 254) &+ 1) }
      }
      for y in stride(from: height - 2, through: 0, by: -1) {
        let row = dp.base + y * width
        let below = row + width
        for x in columns { row[x] = min(row[x], min(below[x], 254) &+ 1) }
      }
    }
    // Horizontal passes, each row independently (see `horizontalPass`).
    Parallel.forEachBand(height, minimumPerTask: 64) { rows in
      let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
      defer { scratch.deallocate() }
      for y in rows { Self.horizontalPass(dp.base + y * width, scratch: scratch, width: width, cap: cap) }
    }
  }

  /// Each region's largest distance and area (`maxDistance`, `area`: zeroed, one entry a
  /// region).
  static func tallyRegions(
    regionOf r: UnsafeBufferPointer<Int32>, distance d: UnsafeMutableBufferPointer<UInt8>, count: Int,
    maxDistance: inout [UInt8], area: inout [Int32]
  ) {
    let regionCount = maxDistance.count
    // Per-region largest distance and area. With few regions (any screenshot) each core
    // tallies a part of the image into its own table and the tables are merged; with
    // very many (noise, photos) the tables would cost more memory than the image, so
    // one pass does it.
    let parts = Parallel.coreCount
    let tableBytes = parts * regionCount * (MemoryLayout<UInt8>.size + MemoryLayout<Int32>.size)
    maxDistance.withUnsafeMutableBufferPointer { m in
      area.withUnsafeMutableBufferPointer { a in
        guard parts > 1, tableBytes <= count / 4 else {
          for i in 0..<count {
            let k = Int(r[i])
            if d[i] > m[k] { m[k] = d[i] }
            a[k] += 1
          }
          return
        }
        let partMax = SharedPointer(UnsafeMutablePointer<UInt8>.allocate(capacity: parts * regionCount))
        let partArea = SharedPointer(UnsafeMutablePointer<Int32>.allocate(capacity: parts * regionCount))
        defer {
          partMax.base.deallocate()
          partArea.base.deallocate()
        }
        partMax.base.initialize(repeating: 0, count: parts * regionCount)
        partArea.base.initialize(repeating: 0, count: parts * regionCount)
        let (rp, dp) = (r.start, d.start)
        Parallel.forEachBand(parts, minimumPerTask: 1) { range in
          for part in range {
            let pm = partMax.base + part * regionCount
            let pa = partArea.base + part * regionCount
            for i in (part * count / parts)..<((part + 1) * count / parts) {
              let k = Int(rp[i])
              if dp[i] > pm[k] { pm[k] = dp[i] }
              pa[k] &+= 1
            }
          }
        }
        for part in 0..<parts {
          let pm = partMax.base + part * regionCount
          let pa = partArea.base + part * regionCount
          for k in 0..<regionCount {
            if pm[k] > m[k] { m[k] = pm[k] }
            a[k] &+= pa[k]
          }
        }
      }
    }
  }

  /// Regions found elsewhere (`StreamedRegions`): each pixel's region number, its surface flag,
  /// and the surfaces' areas.
  init(
    width: Int, height: Int, root: consuming [Int32], isSurface: consuming [Bool], surfaceArea: [Int32: Int32]
  ) {
    self.width = width
    self.height = height
    self.root = root
    self.isSurface = isSurface
    self.surfaceArea = surfaceArea
  }

  /// The distance transform's cap: only "at least the larger radius" matters.
  static func distanceCap(surfaceRadius: Int, fillRadius: Int) -> UInt8 {
    UInt8(max(1, min(254, max(surfaceRadius, fillRadius))))
  }

  /// Which regions are surfaces, from each one's largest distance to its edge and its area
  /// (see the type's summary), and the surfaces' areas by region number.
  static func surfaces(
    maxDistance: [UInt8], area: [Int32], surfaceRadius: Int, fillRadius: Int, fillArea: Int
  )
    -> (flags: [Bool], areas: [Int32: Int32])
  {
    let radius = UInt8(min(254, surfaceRadius))
    let thin = UInt8(min(254, fillRadius))
    let bigArea = Int32(fillArea)
    var flags = [Bool](repeating: false, count: maxDistance.count)
    var areas: [Int32: Int32] = [:]
    for k in maxDistance.indices
    where maxDistance[k] >= radius || (maxDistance[k] >= thin && area[k] >= bigArea) {
      flags[k] = true
      areas[Int32(k)] = area[k]
    }
    return (flags, areas)
  }

  /// The horizontal pass of the capped distance transform over one row, then the cap. Only
  /// distances up to `cap` matter, so instead of two serial sweeps (each step waits on the
  /// last) the row takes the minimum with a copy of itself shifted by ±1, ±2, ±4, … at that
  /// cost: loops the compiler vectorises (wrapping index arithmetic, no overflow traps to
  /// keep it from doing so). Exact up to the cap: offsets combine in binary at cost |offset|,
  /// and an offset of `cap` or more costs at least `cap`, so shifts stop below it. So the
  /// result depends only on `min(row[x], cap)`. `scratch` holds `width` bytes.
  static func horizontalPass(
    _ row: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>, width: Int, cap: UInt8
  ) {
    var shift = 1
    while shift < Int(cap) && shift < width {
      scratch.update(from: row, count: width)
      let cost = UInt8(shift)
      let limit = 255 - cost
      // x < shift has no left partner, x ≥ width − shift no right one.
      for x in 0..<shift where x + shift < width {
        row[x] = min(row[x], min(scratch[x + shift], limit) &+ cost)
      }
      if width - shift > shift {
        Self.relax(row, scratch, from: shift, to: width - shift, shift: shift, cost: cost, limit: limit)
      }
      for x in max(shift, width - shift)..<width {
        row[x] = min(row[x], min(scratch[x - shift], limit) &+ cost)
      }
      shift *= 2
    }
    for x in 0..<width { row[x] = min(row[x], cap) }
  }

  /// `row[x] = min(row[x], min(near[x], 254) + 1)`: one step of a vertical pass, from the
  /// row beside (another row). Trap-free so it vectorises.
  @inline(never)
  static func stepVertically(_ row: UnsafeMutablePointer<UInt8>, from near: UnsafePointer<UInt8>, count: Int)
  {
    for x in 0..<count {
      let n = near[x]
      let v = (n < 254 ? n : 254) &+ 1
      let here = row[x]
      row[x] = here < v ? here : v
    }
  }

  /// `running[x] = min(keep[x], min(running[x], 254) + 1)`: the same step where the running
  /// values come from the row beside and the row's own values are `keep` (another row).
  @inline(never)
  static func stepVertically(running: UnsafeMutablePointer<UInt8>, keep: UnsafePointer<UInt8>, count: Int) {
    for x in 0..<count {
      let n = running[x]
      let v = (n < 254 ? n : 254) &+ 1
      let k = keep[x]
      running[x] = k < v ? k : v
    }
  }

  /// `row[x] = min(row[x], min(scratch[x ± shift]) + cost)` over `from..<to`, where both
  /// partners exist. Kept apart and free of trapping arithmetic so it vectorises.
  @inline(never)
  static func relax(
    _ row: UnsafeMutablePointer<UInt8>, _ scratch: UnsafePointer<UInt8>, from: Int, to: Int, shift: Int,
    cost: UInt8,
    limit: UInt8
  ) {
    for x in from..<to {
      let a = scratch[x &- shift]
      let b = scratch[x &+ shift]
      let m = a < b ? a : b
      let v = (m < limit ? m : limit) &+ cost
      let here = row[x]
      row[x] = here < v ? here : v
    }
  }

  /// 255 where all four neighbours share the pixel's region, else 0, over `from..<to`
  /// (interior pixels only). Branch-free and trap-free so it vectorises.
  @inline(never)
  static func markInterior(
    _ r: UnsafePointer<Int32>, _ d: UnsafeMutablePointer<UInt8>, from: Int, to: Int, width: Int
  ) {
    for i in from..<to {
      let me = r[i]
      let differ = (r[i &- 1] ^ me) | (r[i &+ 1] ^ me) | (r[i &- width] ^ me) | (r[i &+ width] ^ me)
      d[i] = differ == 0 ? 255 : 0
    }
  }
}
