/// One surface region's pixels, found by a bounded flood fill (see `FlatRegions.patch`).
struct RegionPatch {
  var region: Int32
  /// Pixel indices, the seed first.
  var pixels: [Int]
  /// The pixels with a 4-neighbour outside the region.
  var edges: [Int] = []
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  var width: Int { maxX - minX + 1 }
  var height: Int { maxY - minY + 1 }
}

extension FlatRegions {
  /// While flooding, a visited pixel's entry in `root`: no region number (0 or more) and no
  /// stored ink label (−2 or less).
  static let visiting: Int32 = -1

  /// The 4-connected pixels of the surface region at `seed`, or nil as soon as the region
  /// leaves the box `minX...maxX` × `minY...maxY` (which must not reach the image border) or
  /// its extent outgrows `maxWidth` × `maxHeight`.
  ///
  /// For the few regions whose whole shape decides what they are, a glyph's solid core or a
  /// glyph's counter: those are glyph-sized, so a flood that starts in a background gives up
  /// after a glyph's worth of pixels instead of walking the whole background. Visited
  /// pixels are marked in `root` and restored before returning; `root` is otherwise unchanged.
  mutating func patch(
    from seed: Int, minX: Int, minY: Int, maxX: Int, maxY: Int, maxWidth: Int, maxHeight: Int
  ) -> RegionPatch? {
    let region = root[seed]
    let (sx, sy) = (seed % width, seed / width)
    guard region >= 0, sx >= max(1, minX), sx <= min(width - 2, maxX), sy >= max(1, minY),
      sy <= min(height - 2, maxY)
    else { return nil }
    let (x0, x1, y0, y1) = (max(1, minX), min(width - 2, maxX), max(1, minY), min(height - 2, maxY))
    var out = RegionPatch(region: region, pixels: [seed], minX: sx, minY: sy, maxX: sx, maxY: sy)
    let w = width
    var fits = true
    let sides = [-1, 1, -w, w]
    root.withUnsafeMutableBufferPointer { r in
      r[seed] = Self.visiting
      var next = 0
      flood: while next < out.pixels.count {
        let i = out.pixels[next]
        next += 1
        var edge = false
        for side in sides {
          let j = i + side
          guard r[j] == region else {
            if r[j] != Self.visiting { edge = true }
            continue
          }
          let (nx, ny) = (j % w, j / w)
          guard nx >= x0, nx <= x1, ny >= y0, ny <= y1 else {
            fits = false
            break flood
          }
          r[j] = Self.visiting
          out.pixels.append(j)
          out.minX = min(out.minX, nx)
          out.maxX = max(out.maxX, nx)
          out.minY = min(out.minY, ny)
          out.maxY = max(out.maxY, ny)
          if out.width > maxWidth || out.height > maxHeight {
            fits = false
            break flood
          }
        }
        if edge { out.edges.append(i) }
      }
      for i in out.pixels { r[i] = region }
    }
    return fits ? out : nil
  }

  /// How many of an ink blob's pixel sides touch each surface, most first (ties: the lower
  /// region), read from the blob's box: what `InkBlobFinder` counts for every blob, again for
  /// one whose pixels changed.
  func surfaceContacts(of blob: InkBlob) -> [(surface: Int32, count: Int)] {
    guard blob.count > 0 else { return [] }
    let label = InkLabel.stored(blob: blob.label)
    var counts: [Int32: Int] = [:]
    for y in blob.minY...blob.maxY {
      for x in blob.minX...blob.maxX where root[y * width + x] == label {
        let i = y * width + x
        if x > 0, root[i - 1] >= 0 { counts[root[i - 1], default: 0] += 1 }
        if x + 1 < width, root[i + 1] >= 0 { counts[root[i + 1], default: 0] += 1 }
        if y > 0, root[i - width] >= 0 { counts[root[i - width], default: 0] += 1 }
        if y + 1 < height, root[i + width] >= 0 { counts[root[i + width], default: 0] += 1 }
      }
    }
    return counts.map { (surface: $0.key, count: $0.value) }
      .sorted { $0.count > $1.count || ($0.count == $1.count && $0.surface < $1.surface) }
  }
}

extension InkBlob {
  /// Sets `surface`, `secondSurface` and `secondSurfaceShare` from contacts sorted most first.
  mutating func setSurfaces(_ contacts: [(surface: Int32, count: Int)]) {
    surface = contacts.first?.surface ?? -1
    secondSurface = contacts.count > 1 ? contacts[1].surface : -1
    secondSurfaceShare = contacts.count > 1 ? Double(contacts[1].count) / Double(contacts[0].count) : 0
  }
}
