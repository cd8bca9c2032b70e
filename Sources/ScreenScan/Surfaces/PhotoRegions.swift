import Pixels

/// Rectangles of raster imagery in a screenshot (photos, textured artwork, video frames):
/// places where text sits on pixels that no flat surface explains, so no one background
/// color can be measured and a verdict per line would be noise.
///
/// Drawn UI repeats colors exactly: around its glyphs a surface is one color, and even a
/// dithered CSS gradient steps by only a level or two from pixel to pixel. A photograph is
/// sensed, not drawn: neighbouring pixels hardly ever repeat, and in its detailed parts
/// differ by several levels nearly everywhere. The image is cut into 16-pixel tiles, each
/// judged by its neighbour pairs:
/// - *textured*: less than half of it flat surface (`FlatRegions`), at least 35 %
///   of its pairs 3 levels apart or more in some channel (high local variance, many
///   colors: a dithered gradient steps by 1–2, and glyph edges alone are a minority of a
///   tile's pairs), and fewer than 30 % exactly equal (no flat surface: text on a solid
///   surface keeps more even at 1×);
/// - *photo-like*: fewer than 30 % of its pairs exactly equal and at least 10 % 3 levels
///   apart (the smooth parts of a photo, noisy skies and blurred backgrounds).
///
/// A region starts from textured tiles that touch (8-connected) and fill at least half of a
/// box of 3 × 3 tiles or more, and grows through the photo-like tiles around them. It is
/// kept when its bounding box is at least 6 tiles and 48 logical px on each side and half
/// full. On screens-dev, screens-real-dev and the adversarial set no seed forms: text on a
/// gradient makes textured tiles in rows one tile tall, parted by the gradient's untextured
/// tiles between lines (the largest cluster, on a 3× page, is 6 tiles scattered over 3 × 6).
struct PhotoRegions: Sendable {
  static let tileSide = 16
  /// Fewer exactly equal neighbour pairs than this share: no flat surface.
  static let equalShare = 0.3
  /// At least this share of neighbour pairs 3 levels apart or more: texture.
  static let roughShare = 0.35
  /// At least this share 3 levels apart or more: the smooth parts of a photo (a dithered
  /// gradient has none).
  static let photoLikeRoughShare = 0.1
  /// The smallest seed of textured tiles, in tiles on each side.
  static let seedTiles = 3
  /// The smallest region, in tiles and in logical px, on each side.
  static let minimumTiles = 6
  static let minimumLogicalSide = 48.0

  /// The regions, in image pixels (tile-aligned, clipped to the image).
  let boxes: [PixelBox]

  /// `pixels` is 8-bit RGBA, row-major; `isSurface` is `FlatRegions.isSurface`.
  ///
  /// Cost: one pass over the surface flags, and the pixels of the tiles that are mostly not
  /// surface (on a screen of UI, a few percent of it).
  init(pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, isSurface: [Bool], scale: Double) {
    let side = Self.tileSide
    let columns = (width + side - 1) / side
    let rows = (height + side - 1) / side
    guard columns >= Self.minimumTiles, rows >= Self.minimumTiles else {
      boxes = []
      return
    }
    let textured = Self.texturedTiles(
      pixels: pixels, width: width, height: height, isSurface: isSurface, columns: columns, rows: rows)
    func tally(_ tile: Int, _ words: UnsafeBufferPointer<UInt32>) -> Pairs {
      Self.tally(tile, words, columns: columns, width: width, height: height)
    }
    /// The 8-connected tiles reachable from `start` through tiles that pass `include`.
    func component(from start: Int, in taken: inout [Bool], include: (Int) -> Bool) -> [Int] {
      var stack = [start]
      var members: [Int] = []
      taken[start] = true
      while let k = stack.popLast() {
        members.append(k)
        let (ty, tx) = (k / columns, k % columns)
        for dy in -1...1 {
          for dx in -1...1 where ty + dy >= 0 && ty + dy < rows && tx + dx >= 0 && tx + dx < columns {
            let n = (ty + dy) * columns + tx + dx
            if !taken[n] && include(n) {
              taken[n] = true
              stack.append(n)
            }
          }
        }
      }
      return members
    }
    // The tiles' columns and rows; nil for no tiles (a component always holds its start).
    func bounds(_ tiles: [Int]) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
      guard let xs = tiles.lazy.map({ $0 % columns }).extremes,
        let ys = tiles.lazy.map({ $0 / columns }).extremes
      else { return nil }
      return (xs.min...xs.max, ys.min...ys.max)
    }
    // Seeds: touching textured tiles filling half a box of 3 × 3 tiles or more.
    var seen = [Bool](repeating: false, count: textured.count)
    var seeds: [[Int]] = []
    for start in textured.indices where textured[start] && !seen[start] {
      let tiles = component(from: start, in: &seen) { textured[$0] }
      if let b = bounds(tiles), b.x.count >= Self.seedTiles, b.y.count >= Self.seedTiles,
        tiles.count * 2 >= b.x.count * b.y.count
      {
        seeds.append(tiles)
      }
    }
    guard !seeds.isEmpty else {
      boxes = []
      return
    }
    // Each seed grows through the photo-like tiles around it (judged on demand: only near
    // a photo are they looked at).
    var photoLike = [Bool?](repeating: nil, count: textured.count)
    var grown = [Bool](repeating: false, count: textured.count)
    let minimumSide = max(Self.minimumTiles * side, Int((Self.minimumLogicalSide * scale).rounded(.up)))
    var found: [PixelBox] = []
    pixels.withMemoryRebound(to: UInt32.self) { words in
      for seed in seeds where !grown[seed[0]] {
        let tiles = component(from: seed[0], in: &grown) { n in
          if textured[n] { return true }
          if let known = photoLike[n] { return known }
          let pairs = tally(n, words)
          let like =
            pairs.share(\.equal) < Self.equalShare && pairs.share(\.rough) >= Self.photoLikeRoughShare
          photoLike[n] = like
          return like
        }
        guard let b = bounds(tiles) else { continue }
        let box = PixelBox(
          x: b.x.lowerBound * side, y: b.y.lowerBound * side,
          width: min(width, (b.x.upperBound + 1) * side) - b.x.lowerBound * side,
          height: min(height, (b.y.upperBound + 1) * side) - b.y.lowerBound * side)
        guard box.width >= minimumSide, box.height >= minimumSide, tiles.count * 2 >= b.x.count * b.y.count
        else {
          continue
        }
        found.append(box)
      }
    }
    boxes = found
  }

  /// Which tiles are textured (see the type's summary), on all cores: a tile mostly of
  /// flat surface is passed over after counting its surface flags.
  private static func texturedTiles(
    pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, isSurface: [Bool], columns: Int, rows: Int
  ) -> [Bool] {
    let side = tileSide
    var textured = [Bool](repeating: false, count: columns * rows)
    textured.withUnsafeMutableBufferPointer { out in
      isSurface.withUnsafeBufferPointer { surface in
        pixels.withMemoryRebound(to: UInt32.self) { words in
          let result = SharedPointer(out)
          Parallel.forEachBand(rows, minimumPerTask: 4) { band in
            var surfaceCount = [Int](repeating: 0, count: columns)
            for tileRow in band {
              let top = tileRow * side
              let bottom = min(height, top + side)
              for t in 0..<columns { surfaceCount[t] = 0 }
              // Surfaces first (cheap): most tiles of a screen are flat and need nothing more.
              for y in top..<bottom {
                let row = y * width
                for t in 0..<columns {
                  let left = t * side
                  let right = min(width, left + side)
                  if right - left == side {
                    let p = UnsafeRawPointer(surface.start + row + left)
                    // Bools are bytes of 0 or 1: their set bits count the surface pixels.
                    surfaceCount[t] +=
                      p.loadUnaligned(as: UInt64.self).nonzeroBitCount
                      + p.loadUnaligned(fromByteOffset: 8, as: UInt64.self).nonzeroBitCount
                  } else {
                    for x in left..<right where surface[row + x] { surfaceCount[t] += 1 }
                  }
                }
              }
              for t in 0..<columns {
                let area = (min(width, (t + 1) * side) - t * side) * (bottom - top)
                guard surfaceCount[t] * 2 < area else { continue }
                let pairs = tally(
                  tileRow * columns + t, words, columns: columns, width: width, height: height)
                result.base[tileRow * columns + t] =
                  pairs.share(\.rough) >= roughShare && pairs.share(\.equal) < equalShare
              }
            }
          }
        }
      }
    }
    return textured
  }

  /// Neighbour-pair tallies of one tile.
  /// Stops early, and the tally is then partial, once so many pairs are equal that the
  /// tile has a flat surface whatever the rest hold (text tiles mostly: their background).
  private static func tally(
    _ tile: Int, _ words: UnsafeBufferPointer<UInt32>, columns: Int, width: Int, height: Int
  )
    -> Pairs
  {
    let side = tileSide
    let left = (tile % columns) * side
    let top = (tile / columns) * side
    let (right, bottom) = (min(width, left + side), min(height, top + side))
    let flat = Int((Self.equalShare * Double(2 * (right - left) * (bottom - top))).rounded(.up))
    var pairs = Pairs()
    for y in top..<bottom {
      let row = y * width
      for x in left..<right {
        let here = words[row + x]
        if x + 1 < width { pairs.add(here, words[row + x + 1]) }
        if y + 1 < height { pairs.add(here, words[row + width + x]) }
      }
      if pairs.equal >= flat { break }
    }
    return pairs
  }

  /// The region holding at least half of `box`, if any.
  func region(holding box: PixelBox) -> Int? {
    let area = box.width * box.height
    guard area > 0 else { return nil }
    return boxes.firstIndex { $0.overlapArea(box) * 2 >= area }
  }
}

/// Neighbour pairs of a tile: how many, how many exactly equal, how many 3 levels apart or
/// more in some channel.
private struct Pairs {
  var count = 0
  var equal = 0
  var rough = 0

  @inline(__always) mutating func add(_ a: UInt32, _ b: UInt32) {
    count += 1
    if (a ^ b) & 0x00FF_FFFF == 0 {
      equal += 1
      return
    }
    let dr = abs(Int32(a & 0xFF) - Int32(b & 0xFF))
    let dg = abs(Int32((a >> 8) & 0xFF) - Int32((b >> 8) & 0xFF))
    let db = abs(Int32((a >> 16) & 0xFF) - Int32((b >> 16) & 0xFF))
    if max(dr, dg, db) >= 3 { rough += 1 }
  }

  /// The share of pairs counted by `part`; 0 for a tile too small to judge (64 pairs).
  func share(_ part: KeyPath<Pairs, Int>) -> Double {
    count >= 64 ? Double(self[keyPath: part]) / Double(count) : 0
  }
}
