import Imaging

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
        BandedLabelling.label(
          parent: p, width: width, height: height, skipped: nil,
          labelRows: { rows in
            for y in rows {
              let row = y * width
              for x in 0..<width {
                let i = row + x
                let c = words[i]
                let joinsLeft = x > 0 && similar(c, words[i - 1])
                p[i] = joinsLeft ? p[i - 1] : Int32(i)
                if y > rows.lowerBound {
                  let up = words[i - width]
                  if similar(c, up) {
                    let redundant = joinsLeft && c == up && words[i - 1] == c && words[i - width - 1] == c
                    if !redundant { DisjointSet.union(p, Int32(i), Int32(i - width)) }
                  }
                }
              }
            }
          },
          joinAbove: { y in
            for i in (y * width)..<((y + 1) * width) where similar(words[i], words[i - width]) {
              DisjointSet.union(p, Int32(i), Int32(i - width))
            }
          })
      }
    }

    // Renumbered in place: each entry names an earlier pixel of its region (or itself, for the
    // region's first pixel), whose entry is by then already a region number.
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
    // City-block distance to the nearest pixel of another region, saturating at 255: only
    // "at least the radius" matters. The L1 transform is separable: a vertical pass down and
    // up each column, then a horizontal pass along each row. The vertical passes run over
    // whole rows at a time (vectorised) and each pass is split across cores, which the
    // classic two-pass raster scan, with its diagonal dependency, cannot be.
    var distance = [UInt8].uninitialized(count: count)
    var maxDistance = [UInt8](repeating: 0, count: regionCount)
    var area = [Int32](repeating: 0, count: regionCount)
    regionOf.withUnsafeBufferPointer { r in
      distance.withUnsafeMutableBufferPointer { d in
        let rp = r.baseAddress!
        let dp = SharedPointer(d.baseAddress!)
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
            for i in (row + 1)..<(row + width - 1) {
              let me = rp[i]
              let inside = (rp[i - 1] == me) && (rp[i + 1] == me) && (rp[i - width] == me) && (rp[i + width] == me)
              dp.base[i] = inside ? 255 : 0
            }
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
        // Horizontal passes: each row independently.
        Parallel.forEachBand(height, minimumPerTask: 64) { rows in
          for y in rows {
            let row = dp.base + y * width
            guard width > 1 else { continue }
            // The running value stays in a register: reading back the previous store each
            // step would cost a store-to-load round trip per pixel.
            var run = row[0]
            for x in 1..<width {
              run = min(row[x], min(run, 254) &+ 1)
              row[x] = run
            }
            run = row[width - 1]
            var x = width - 2
            while x >= 0 {
              run = min(row[x], min(run, 254) &+ 1)
              row[x] = run
              x -= 1
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
    var surface = [Bool].uninitialized(count: count)
    regionOf.withUnsafeBufferPointer { r in
      maxDistance.withUnsafeBufferPointer { m in
        area.withUnsafeBufferPointer { a in
          surface.withUnsafeMutableBufferPointer { s in
            let (rp, mp, ap, sp) = (r.baseAddress!, m.baseAddress!, a.baseAddress!, SharedPointer(s.baseAddress!))
            Parallel.forEachBand(count, minimumPerTask: 1 << 16) { pixels in
              for i in pixels {
                let k = Int(rp[i])
                sp.base[i] = mp[k] >= radius || (mp[k] >= thin && ap[k] >= bigArea)
              }
            }
          }
        }
      }
    }
    isSurface = surface
    root = regionOf
  }
}
