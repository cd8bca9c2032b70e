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
    var sets = DisjointSet(count: count)
    regions.isSurface.withUnsafeBufferPointer { s in
      sets.parent.withUnsafeMutableBufferPointer { pb in
        let p = pb.baseAddress!
        for y in 0..<height {
          for x in 0..<width {
            let i = y * width + x
            if s[i] { continue }
            if x + 1 < width, !s[i + 1] { DisjointSet.union(p, Int32(i), Int32(i + 1)) }
            if y + 1 < height {
              if !s[i + width] { DisjointSet.union(p, Int32(i), Int32(i + width)) }
              if x + 1 < width, !s[i + width + 1] { DisjointSet.union(p, Int32(i), Int32(i + width + 1)) }
              if x > 0, !s[i + width - 1] { DisjointSet.union(p, Int32(i), Int32(i + width - 1)) }
            }
          }
        }
        for i in 0..<count where !s[i] { p[i] = DisjointSet.find(p, Int32(i)) }
      }
    }
    var labels = sets.parent
    // Blob records, indexed through a root → blob map.
    var blobIndex = [Int32: Int]()
    var blobs: [InkBlob] = []
    var surfaceVotes: [[Int32: Int]] = []
    regions.isSurface.withUnsafeBufferPointer { s in
      regions.root.withUnsafeBufferPointer { r in
        labels.withUnsafeMutableBufferPointer { l in
          for y in 0..<height {
            for x in 0..<width {
              let i = y * width + x
              if s[i] {
                l[i] = -1
                continue
              }
              let root = l[i]
              var b: Int
              if let existing = blobIndex[root] {
                b = existing
              } else {
                b = blobs.count
                blobIndex[root] = b
                blobs.append(InkBlob(minX: x, minY: y, maxX: x, maxY: y, label: Int32(b)))
                surfaceVotes.append([:])
              }
              l[i] = Int32(b)
              blobs[b].count += 1
              if x < blobs[b].minX { blobs[b].minX = x }
              if x > blobs[b].maxX { blobs[b].maxX = x }
              if y > blobs[b].maxY { blobs[b].maxY = y }
              // Surface neighbours vote for the blob's background.
              if x > 0, s[i - 1] { surfaceVotes[b][r[i - 1], default: 0] += 1 }
              if x + 1 < width, s[i + 1] { surfaceVotes[b][r[i + 1], default: 0] += 1 }
              if y > 0, s[i - width] { surfaceVotes[b][r[i - width], default: 0] += 1 }
              if y + 1 < height, s[i + width] { surfaceVotes[b][r[i + width], default: 0] += 1 }
            }
          }
        }
      }
    }
    for b in blobs.indices {
      let votes = surfaceVotes[b].sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
      blobs[b].surface = votes.first?.key ?? -1
      if votes.count > 1 { blobs[b].secondSurfaceShare = Double(votes[1].value) / Double(votes[0].value) }
    }
    return (blobs, labels)
  }
}
