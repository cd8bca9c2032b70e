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
  var label: Int32

  var width: Int { maxX - minX + 1 }
  var height: Int { maxY - minY + 1 }
  var centerY: Double { Double(minY + maxY) / 2 }
}

/// Finds ink blobs: 8-connected components of pixels that belong to no surface, each with
/// the surface it touches most (the background it is drawn on).
struct InkBlobFinder {
  static func find(regions: FlatRegions) -> (blobs: [InkBlob], labels: [Int32]) {
    let width = regions.width
    let height = regions.height
    let count = width * height
    var labels = [Int32].uninitialized(count: count)
    regions.isSurface.withUnsafeBufferPointer { s in
      labels.withUnsafeMutableBufferPointer { pb in
        let p = pb.baseAddress!
        let s = s.baseAddress!
        // Scanline labelling with 8-connectivity; surface pixels are −1.
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
                  (p + i).update(repeating: -1, count: 8)
                  x &+= 8
                  continue
                }
                defer { x &+= 1 }
                if s[i] {
                  p[i] = -1
                  continue
                }
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
      regions.root.withUnsafeBufferPointer { r in
        labels.withUnsafeMutableBufferPointer { l in
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
                b = Int(l[root])
              }
              l[i] = Int32(b)
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
    }
    for b in blobs.indices {
      var votes = otherVotes[b] ?? []
      if mainSurface[b] >= 0 { votes.append((mainSurface[b], mainVotes[b])) }
      let sorted = votes.sorted { $0.count > $1.count || ($0.count == $1.count && $0.surface < $1.surface) }
      blobs[b].surface = sorted.first?.surface ?? -1
      if sorted.count > 1 { blobs[b].secondSurfaceShare = Double(sorted[1].count) / Double(sorted[0].count) }
    }
    return (blobs, labels)
  }
}
