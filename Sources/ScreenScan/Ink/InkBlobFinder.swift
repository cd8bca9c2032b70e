import Pixels

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
  ///
  /// The image is cut into bands of rows (`BandedLabelling`'s), and each core labels and
  /// tallies its bands in one pass (`BandPieces`): what is serial is only the join at the
  /// seams, over the pieces' numbers rather than pixels, and the merge of the pieces' tallies.
  /// A last pass on all cores writes the blobs' numbers over the pieces'. Blobs are numbered in
  /// scan order of their first pixels, whatever the bands, so the result does not depend on
  /// how many cores there are.
  static func find(regions: inout FlatRegions) -> [InkBlob] {
    let width = regions.width
    let height = regions.height
    let bands = BandedLabelling.bandCount(height: height)
    func rows(_ band: Int) -> Range<Int> { BandedLabelling.rows(band, of: bands, height: height) }
    var tallies = tallyBands(regions: &regions, bands: bands, rows: rows)
    // Each piece's number over all bands: bands in order, pieces in scan order inside each.
    var firstPiece = [0]
    var pieceCount = 0
    for band in tallies {
      pieceCount += band.parent.count
      firstPiece.append(pieceCount)
    }
    // Pieces joined inside their band or touching across a seam are one blob; the union
    // keeps the first as the root.
    var parent: [Int32] = []
    parent.reserveCapacity(pieceCount)
    for (band, tally) in tallies.enumerated() {
      for k in tally.parent { parent.append(Int32(firstPiece[band]) + k) }
    }
    joinAcrossSeams(regions: regions, bands: bands, rows: rows, firstPiece: firstPiece, parent: &parent)
    let (blobs, blobOfPiece) = mergeTallies(&tallies, firstPiece: firstPiece, parent: &parent)
    // Pieces' numbers become blobs' numbers, on all cores (a band whose pieces are already
    // its blobs, as the first band's usually are, is left as it is).
    regions.isSurface.withUnsafeBufferPointer { s in
      regions.root.withUnsafeMutableBufferPointer { l in
        blobOfPiece.withUnsafeBufferPointer { blobOf in
          let (s, l, blobOf) = (SharedPointer(readOnly: s), SharedPointer(l), SharedPointer(readOnly: blobOf))
          Parallel.forEachBand(bands, minimumPerTask: 1) { range in
            for band in range {
              let first = firstPiece[band]
              let count = firstPiece[band + 1] - first
              guard (0..<count).contains(where: { blobOf.base[first + $0] != Int32($0) }) else { continue }
              renumber(
                rows: rows(band), width: width, isSurface: s.base, labels: l.base,
                blobOfPiece: blobOf.base + first)
            }
          }
        }
      }
    }
    return blobs
  }

  /// Labels and tallies every band on all cores, each on its own (`BandPieces`).
  private static func tallyBands(regions: inout FlatRegions, bands: Int, rows: (Int) -> Range<Int>)
    -> [BandPieces]
  {
    let (width, height) = (regions.width, regions.height)
    // Empty tallies hold no memory; every one is replaced by its band's.
    var tallies = [BandPieces](repeating: BandPieces(), count: bands)
    regions.isSurface.withUnsafeBufferPointer { s in
      regions.root.withUnsafeMutableBufferPointer { l in
        tallies.withUnsafeMutableBufferPointer { out in
          let (s, l, out) = (SharedPointer(readOnly: s), SharedPointer(l), SharedPointer(out))
          Parallel.forEachBand(bands, minimumPerTask: 1) { range in
            for band in range {
              out.base[band] = BandPieces(
                rows: rows(band), width: width, height: height, isSurface: s.base, labels: l.base)
            }
          }
        }
      }
    }
    return tallies
  }

  /// Joins the pieces that touch across each seam between bands (8-connected): a band's
  /// first row against the last row of the band above.
  private static func joinAcrossSeams(
    regions: FlatRegions, bands: Int, rows: (Int) -> Range<Int>, firstPiece: [Int], parent: inout [Int32]
  ) {
    let width = regions.width
    regions.isSurface.withUnsafeBufferPointer { s in
      regions.root.withUnsafeBufferPointer { l in
        parent.withUnsafeMutableBufferPointer { pb in
          let p = pb.start
          for band in 1..<max(1, bands) {
            let y = rows(band).lowerBound
            let (below, above) = (Int32(firstPiece[band]), Int32(firstPiece[band - 1]))
            for x in 0..<width {
              let i = y * width + x
              if s[i] { continue }
              let piece = below + InkLabel.blob(l[i])
              let up = i - width
              if !s[up] { DisjointSet.union(p, piece, above + InkLabel.blob(l[up])) }
              if x > 0, !s[up - 1] { DisjointSet.union(p, piece, above + InkLabel.blob(l[up - 1])) }
              if x + 1 < width, !s[up + 1] { DisjointSet.union(p, piece, above + InkLabel.blob(l[up + 1])) }
            }
          }
        }
      }
    }
  }

  /// The blobs, in order of their first pieces (scan order of their first pixels), each with
  /// its box, size and surfaces merged from its pieces' tallies; and each piece's blob. Each
  /// band's tallies are let go once merged: a noisy image has as many pieces as blobs.
  private static func mergeTallies(_ tallies: inout [BandPieces], firstPiece: [Int], parent: inout [Int32])
    -> (blobs: [InkBlob], blobOfPiece: [Int32])
  {
    var blobs: [InkBlob] = []
    var votes: [[(surface: Int32, count: Int32)]] = []
    var blobOfPiece = [Int32](repeating: 0, count: parent.count)
    parent.withUnsafeMutableBufferPointer { pb in
      let p = pb.start
      for band in tallies.indices {
        let tally = tallies[band]
        tallies[band] = BandPieces()
        for k in tally.parent.indices {
          let id = firstPiece[band] + k
          let root = Int(DisjointSet.find(p, Int32(id)))
          let b: Int
          if root == id {
            let piece = tally.pieces[k]
            b = blobs.count
            blobs.append(
              InkBlob(minX: piece.minX, minY: piece.minY, maxX: piece.maxX, maxY: piece.maxY, label: Int32(b))
            )
            votes.append([])
          } else {
            b = Int(blobOfPiece[root])
          }
          blobOfPiece[id] = Int32(b)
          // A piece joined to another in its band has already given it its tally.
          guard tally.parent[k] == Int32(k) else { continue }
          let piece = tally.pieces[k]
          blobs[b].count += piece.count
          blobs[b].minX = min(blobs[b].minX, piece.minX)
          blobs[b].minY = min(blobs[b].minY, piece.minY)
          blobs[b].maxX = max(blobs[b].maxX, piece.maxX)
          blobs[b].maxY = max(blobs[b].maxY, piece.maxY)
          for vote in tally.votes(of: k) {
            if let j = votes[b].firstIndex(where: { $0.surface == vote.surface }) {
              votes[b][j].count += vote.count
            } else {
              votes[b].append(vote)
            }
          }
        }
      }
    }
    for b in blobs.indices {
      let sorted = votes[b].sorted {
        $0.count > $1.count || ($0.count == $1.count && $0.surface < $1.surface)
      }
      blobs[b].surface = sorted.first?.surface ?? -1
      if sorted.count > 1 {
        blobs[b].secondSurface = sorted[1].surface
        blobs[b].secondSurfaceShare = Double(sorted[1].count) / Double(sorted[0].count)
      }
    }
    return (blobs, blobOfPiece)
  }
}
