/// Union-find over pixel indices, with path halving. The parent array is the only storage.
struct DisjointSet {
  var parent: [Int32]

  init(count: Int) { parent = (0..<Int32(count)).map { $0 } }

  /// Storage only; the caller sets every entry before use.
  init(uninitializedCount count: Int) { parent = [Int32](repeating: 0, count: count) }

  @inline(__always)
  static func find(_ p: UnsafeMutablePointer<Int32>, _ i: Int32) -> Int32 {
    var x = i
    while p[Int(x)] != x {
      let grand = p[Int(p[Int(x)])]
      p[Int(x)] = grand
      x = grand
    }
    return x
  }

  @inline(__always)
  static func union(_ p: UnsafeMutablePointer<Int32>, _ a: Int32, _ b: Int32) {
    let ra = find(p, a)
    let rb = find(p, b)
    if ra == rb { return }
    // The smaller index becomes the root, so roots are the first pixel in scan order.
    if ra < rb { p[Int(rb)] = ra } else { p[Int(ra)] = rb }
  }
}

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

  init(pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, tolerance: Int32, surfaceRadius: Int,
       fillRadius: Int, fillArea: Int) {
    self.width = width
    self.height = height
    let count = width * height
    var sets = DisjointSet(uninitializedCount: count)
    sets.parent.withUnsafeMutableBufferPointer { pb in
      let p = pb.baseAddress!
      pixels.withMemoryRebound(to: UInt32.self) { words in
        @inline(__always) func similar(_ a: UInt32, _ b: UInt32) -> Bool {
          if a == b { return true }
          let dr = abs(Int32(a & 0xFF) - Int32(b & 0xFF))
          let dg = abs(Int32((a >> 8) & 0xFF) - Int32((b >> 8) & 0xFF))
          let db = abs(Int32((a >> 16) & 0xFF) - Int32((b >> 16) & 0xFF))
          return max(dr, dg, db) <= tolerance
        }
        // Scanline labelling: a pixel like its left neighbour joins it directly; a union with
        // the pixel above is needed only where the left neighbour did not already provide
        // the connection (inside a flat area all four are equal and nothing is done).
        for y in 0..<height {
          let row = y * width
          for x in 0..<width {
            let i = row + x
            let c = words[i]
            let joinsLeft = x > 0 && similar(c, words[i - 1])
            p[i] = joinsLeft ? p[i - 1] : Int32(i)
            if y > 0 {
              let up = words[i - width]
              if similar(c, up) {
                let redundant = joinsLeft && c == up && words[i - 1] == c && words[i - width - 1] == c
                if !redundant { DisjointSet.union(p, Int32(i), Int32(i - width)) }
              }
            }
          }
        }
      }
      for i in 0..<count { p[i] = DisjointSet.find(p, Int32(i)) }
    }

    // Renumbered in place: a root always comes before its members in scan order.
    var regionOf = sets.parent
    sets.parent = []
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
    // City-block distance to the nearest pixel of another region (two passes), saturating
    // at 255: only "at least the radius" matters.
    var distance = [UInt8](repeating: 0, count: count)
    var maxDistance = [UInt8](repeating: 0, count: regionCount)
    var area = [Int32](repeating: 0, count: regionCount)
    regionOf.withUnsafeBufferPointer { r in
      distance.withUnsafeMutableBufferPointer { d in
        for y in 0..<height {
          for x in 0..<width {
            let i = y * width + x
            let me = r[i]
            let edge =
              x == 0 || y == 0 || x == width - 1 || y == height - 1 || r[i - 1] != me || r[i + 1] != me
              || r[i - width] != me || r[i + width] != me
            d[i] = edge ? 0 : min(254, min(d[i - 1], d[i - width])) + 1
          }
        }
        if height > 2 && width > 2 {
          for y in stride(from: height - 2, through: 1, by: -1) {
            for x in stride(from: width - 2, through: 1, by: -1) {
              let i = y * width + x
              d[i] = min(d[i], min(254, min(d[i + 1], d[i + width])) + 1)
            }
          }
        }
        maxDistance.withUnsafeMutableBufferPointer { m in
          area.withUnsafeMutableBufferPointer { a in
            for i in 0..<count {
              let k = Int(r[i])
              if d[i] > m[k] { m[k] = d[i] }
              a[k] += 1
            }
          }
        }
      }
    }
    let radius = UInt8(min(254, surfaceRadius))
    let thin = UInt8(min(254, fillRadius))
    let bigArea = Int32(fillArea)
    var surface = [Bool](repeating: false, count: count)
    regionOf.withUnsafeBufferPointer { r in
      maxDistance.withUnsafeBufferPointer { m in
        area.withUnsafeBufferPointer { a in
          surface.withUnsafeMutableBufferPointer { s in
            for i in 0..<count {
              let k = Int(r[i])
              s[i] = m[k] >= radius || (m[k] >= thin && a[k] >= bigArea)
            }
          }
        }
      }
    }
    isSurface = surface
    root = regionOf
  }
}
