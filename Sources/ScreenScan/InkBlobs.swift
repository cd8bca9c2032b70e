/// A connected group of non-surface pixels: a glyph (or part of one), an icon, a border.
struct InkBlob {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int
  var count: Int = 0
  /// Root of the surface region this blob touches most.
  var surface: Int32 = -1
  /// Share of the blob's surface contacts that go to a second surface: high for the
  /// antialiased rim between two surfaces (a chip's edge, a card border), low for glyphs.
  var secondSurfaceShare: Double = 0
  /// Root of the surface with the second most contacts, or −1 when the blob touches one.
  var secondSurface: Int32 = -1
  /// Pixels of the surfaces the blob encloses (a large glyph's counters, a checkbox's inside),
  /// whose contacts are left out of `surface` and `secondSurfaceShare` (see `GlyphCounters`).
  var holeArea: Int = 0
  /// How many surfaces `holeArea` counts.
  var holeCount: Int = 0
  var label: Int32

  var width: Int { maxX - minX + 1 }
  var height: Int { maxY - minY + 1 }
  var centerY: Double { Double(minY + maxY) / 2 }
}

/// How a pixel's blob is stored once blobs are found: in `FlatRegions.root`, where a surface
/// pixel keeps its region number (0 or more) and an ink pixel, whose region no one asks for
/// again, holds −2 − its blob. One 4-byte entry a pixel serves both, where a separate label
/// array cost another 4 bytes a pixel (a 200-megapixel image's 800 MB).
enum InkLabel {
  @inline(__always) static func stored(blob: Int32) -> Int32 { -2 - blob }
  /// The blob of a stored entry, or −1 for a surface pixel.
  @inline(__always) static func blob(_ stored: Int32) -> Int32 { stored <= -2 ? -2 - stored : -1 }
}

/// Finds ink blobs: 8-connected components of pixels that belong to no surface, each with
/// the surface it touches most (the background it is drawn on).
struct InkBlobFinder {
  /// The blobs, and each pixel's blob (−1 on surfaces): for tests, which compare labels.
  static func find(regions: FlatRegions) -> (blobs: [InkBlob], labels: [Int32]) {
    var regions = regions
    let blobs = find(regions: &regions)
    return (blobs, regions.root.map(InkLabel.blob))
  }

  /// The blobs; each ink pixel's blob is stored in `regions.root` (see `InkLabel`).
  static func find(regions: inout FlatRegions) -> [InkBlob] {
    let width = regions.width
    let height = regions.height
    regions.isSurface.withUnsafeBufferPointer { s in
      regions.root.withUnsafeMutableBufferPointer { pb in
        let p = pb.baseAddress!
        let s = s.baseAddress!
        // Scanline labelling with 8-connectivity, of ink pixels only: surface pixels keep their
        // region numbers, which no union reaches (unions join ink pixels to ink pixels).
        BandedLabelling.label(
          height: height,
          labelRows: { rows in
            let allSurface = UInt64(0x0101_0101_0101_0101)  // eight `true` Bools
            for y in rows {
              var x = 0
              while x < width {
                let i = y &* width &+ x
                // Surfaces cover most of a screen: eight pixels at a time.
                if x &+ 8 <= width, UnsafeRawPointer(s + i).loadUnaligned(as: UInt64.self) == allSurface {
                  x &+= 8
                  continue
                }
                defer { x &+= 1 }
                if s[i] { continue }
                p[i] = x > 0 && !s[i - 1] ? p[i - 1] : Int32(i)
                if y > rows.lowerBound {
                  let up = i - width
                  if !s[up] { DisjointSet.union(p, Int32(i), Int32(up)) }
                  if x > 0, !s[up - 1], s[i - 1] || s[up] { DisjointSet.union(p, Int32(i), Int32(up - 1)) }
                  if x + 1 < width, !s[up + 1], s[up] { DisjointSet.union(p, Int32(i), Int32(up + 1)) }
                }
              }
            }
          },
          joinAbove: { y in
            for x in 0..<width {
              let i = y * width + x
              if s[i] { continue }
              let up = i - width
              if !s[up] { DisjointSet.union(p, Int32(i), Int32(up)) }
              if x > 0, !s[up - 1] { DisjointSet.union(p, Int32(i), Int32(up - 1)) }
              if x + 1 < width, !s[up + 1] { DisjointSet.union(p, Int32(i), Int32(up + 1)) }
            }
          })
      }
    }
    // Renumbered to blob indices in place: each entry names an earlier pixel of its blob (or
    // itself, for the blob's first pixel), whose entry is by then already a blob index. The
    // same pass gathers each blob's box, size and surface contacts.
    var blobs: [InkBlob] = []
    // Votes: almost every contact of a blob goes to one surface, kept in flat arrays; the
    // rest (rims between two surfaces) go to a short list per blob.
    var mainSurface: [Int32] = []
    var mainVotes: [Int32] = []
    var otherVotes: [Int: [(surface: Int32, count: Int32)]] = [:]
    regions.isSurface.withUnsafeBufferPointer { s in
      regions.root.withUnsafeMutableBufferPointer { l in
        // Surface entries (read for votes) are region numbers; ink entries, labels.
        let r = l
        @inline(__always) func vote(_ b: Int, _ surface: Int32) {
          if mainSurface[b] == surface {
            mainVotes[b] &+= 1
          } else if mainSurface[b] < 0 {
            (mainSurface[b], mainVotes[b]) = (surface, 1)
          } else if let k = otherVotes[b]?.firstIndex(where: { $0.surface == surface }) {
            otherVotes[b]![k].count += 1
          } else {
            otherVotes[b, default: []].append((surface, 1))
          }
        }
        let allSurface = UInt64(0x0101_0101_0101_0101)  // eight `true` Bools
        for y in 0..<height {
          let row = y * width
          var x = 0
          while x < width {
            // Surfaces cover most of a screen: skip them eight pixels at a time.
            if x &+ 8 <= width,
              UnsafeRawPointer(s.baseAddress! + (row &+ x)).loadUnaligned(as: UInt64.self) == allSurface
            {
              x &+= 8
              continue
            }
            let i = row &+ x
            defer { x &+= 1 }
            if s[i] { continue }
            let root = Int(l[i])
            let b: Int
            if root == i {
              b = blobs.count
              blobs.append(InkBlob(minX: x, minY: y, maxX: x, maxY: y, label: Int32(b)))
              mainSurface.append(-1)
              mainVotes.append(0)
            } else {
              b = Int(InkLabel.blob(l[root]))
            }
            l[i] = InkLabel.stored(blob: Int32(b))
            blobs[b].count += 1
            if x < blobs[b].minX { blobs[b].minX = x }
            if x > blobs[b].maxX { blobs[b].maxX = x }
            if y > blobs[b].maxY { blobs[b].maxY = y }
            // Surface neighbours vote for the blob's background.
            if x > 0, s[i - 1] { vote(b, r[i - 1]) }
            if x + 1 < width, s[i + 1] { vote(b, r[i + 1]) }
            if y > 0, s[i - width] { vote(b, r[i - width]) }
            if y + 1 < height, s[i + width] { vote(b, r[i + width]) }
          }
        }
      }
    }
    for b in blobs.indices {
      var votes = otherVotes[b] ?? []
      if mainSurface[b] >= 0 { votes.append((mainSurface[b], mainVotes[b])) }
      let sorted = votes.sorted { $0.count > $1.count || ($0.count == $1.count && $0.surface < $1.surface) }
      blobs[b].surface = sorted.first?.surface ?? -1
      if sorted.count > 1 {
        blobs[b].secondSurface = sorted[1].surface
        blobs[b].secondSurfaceShare = Double(sorted[1].count) / Double(sorted[0].count)
      }
    }
    return blobs
  }
}
