/// The per-band passes of `InkBlobFinder.find`, which walk runs of ink pixels rather than
/// pixels: a run is one piece, so it costs one lookup, one box update and a vote or two, where
/// pixel by pixel each of its pixels cost them all.
extension InkBlobFinder {
  /// Run-based labelling with 8-connectivity of a band's ink pixels, whose first row joins
  /// nothing above: each run's first pixel is united with one pixel of each run it touches in
  /// the row above, and the run's other pixels name its first. Surface pixels keep their region
  /// numbers, which no union reaches. Reads and writes only these rows' entries.
  static func label(rows: Range<Int>, width: Int, isSurface s: UnsafePointer<Bool>, parents p: UnsafeMutablePointer<Int32>) {
    for y in rows {
      let row = y * width
      InkRuns.forEach(s, from: row, to: row + width) { a, b in
        for i in a..<b { p[i] = Int32(a) }
        guard y > rows.lowerBound else { return }
        // Runs above that touch this one, diagonally too.
        let end = min(b + 1, row + width) - width
        var i = max(a - 1, row) - width
        while true {
          i = InkRuns.first(s, ink: true, from: i, to: end)
          if i == end { break }
          DisjointSet.union(p, Int32(a), Int32(i))
          i = InkRuns.first(s, ink: false, from: i, to: end)
        }
      }
    }
  }

  /// Rewrites a band's ink entries from their pieces' numbers to their blobs'.
  static func renumber(
    rows: Range<Int>, width: Int, isSurface s: UnsafePointer<Bool>, labels l: UnsafeMutablePointer<Int32>,
    blobOfPiece: UnsafePointer<Int32>
  ) {
    InkRuns.forEach(s, from: rows.lowerBound * width, to: rows.upperBound * width) { a, b in
      let label = InkLabel.stored(blob: blobOfPiece[Int(InkLabel.blob(l[a]))])
      for i in a..<b { l[i] = label }
    }
  }
}

/// One band's pieces of ink blobs (the 8-connected components of its own rows, numbered in
/// scan order of their first pixels) with what `InkBlobFinder` gathers for each: box, size,
/// and surface contacts. Blobs that cross a seam are several pieces, merged afterwards.
struct BandPieces {
  /// Box and size of each piece (`label` is its number in the band).
  var pieces: [InkBlob] = []
  // Votes: almost every contact of a piece goes to one surface, kept in flat arrays; the
  // rest (rims between two surfaces) go to a short list per piece.
  var mainSurface: [Int32] = []
  var mainVotes: [Int32] = []
  var otherVotes: [Int: [(surface: Int32, count: Int32)]] = [:]

  /// Tallies a band labelled by `InkBlobFinder.label`, whose ink entries then hold their
  /// pieces' numbers as `InkLabel`s. A run's first entry names an earlier pixel of its piece
  /// (or itself, for the piece's first pixel), whose entry is by then already a piece number.
  /// Reads the surface entries of the rows next to the band, which no one writes meanwhile.
  init(rows: Range<Int>, width: Int, height: Int, isSurface s: UnsafePointer<Bool>, labels l: UnsafeMutablePointer<Int32>) {
    // Surface entries (read for votes) are region numbers; ink entries, labels.
    let r = UnsafePointer(l)
    for y in rows {
      let row = y * width
      InkRuns.forEach(s, from: row, to: row + width) { a, b in
        let root = Int(l[a])
        let piece: Int
        if root == a {
          piece = pieces.count
          pieces.append(InkBlob(minX: a - row, minY: y, maxX: b - 1 - row, maxY: y, label: Int32(piece)))
          mainSurface.append(-1)
          mainVotes.append(0)
        } else {
          piece = Int(InkLabel.blob(l[root]))
        }
        let label = InkLabel.stored(blob: Int32(piece))
        for i in a..<b { l[i] = label }
        pieces[piece].count += b - a
        pieces[piece].minX = min(pieces[piece].minX, a - row)
        pieces[piece].maxX = max(pieces[piece].maxX, b - 1 - row)
        pieces[piece].maxY = y
        // Surface neighbours vote for the piece's background: one at each end of the run, and
        // those above and below it, counted in stretches of one surface.
        if a > row { vote(piece, r[a - 1], 1) }
        if b < row + width { vote(piece, r[b], 1) }
        if y > 0 { voteAlong(piece, from: a - width, to: b - width, isSurface: s, regions: r) }
        if y + 1 < height { voteAlong(piece, from: a + width, to: b + width, isSurface: s, regions: r) }
      }
    }
  }

  /// Votes for the surfaces of pixels `from..<to` (a run's row above or below).
  @inline(__always)
  private mutating func voteAlong(
    _ piece: Int, from: Int, to: Int, isSurface s: UnsafePointer<Bool>, regions r: UnsafePointer<Int32>
  ) {
    var (surface, count): (Int32, Int32) = (-1, 0)
    for i in from..<to where s[i] {
      if r[i] == surface {
        count &+= 1
      } else {
        if count > 0 { vote(piece, surface, count) }
        (surface, count) = (r[i], 1)
      }
    }
    if count > 0 { vote(piece, surface, count) }
  }

  @inline(__always)
  private mutating func vote(_ b: Int, _ surface: Int32, _ count: Int32) {
    if mainSurface[b] == surface {
      mainVotes[b] &+= count
    } else if mainSurface[b] < 0 {
      (mainSurface[b], mainVotes[b]) = (surface, count)
    } else if let k = otherVotes[b]?.firstIndex(where: { $0.surface == surface }) {
      otherVotes[b]![k].count += count
    } else {
      otherVotes[b, default: []].append((surface, count))
    }
  }

  /// A piece's contacts per surface, in no particular order.
  func votes(of piece: Int) -> [(surface: Int32, count: Int32)] {
    var votes = otherVotes[piece] ?? []
    if mainSurface[piece] >= 0 { votes.append((mainSurface[piece], mainVotes[piece])) }
    return votes
  }
}

/// Runs of ink (non-surface) pixels in `FlatRegions.isSurface`, found eight flags at a time:
/// surfaces cover most of a screen, and a word of eight `Bool`s (bytes 0 or 1) tells at once
/// where its first ink or surface pixel is.
enum InkRuns {
  /// The first index in `from..<to` whose pixel is ink (when `ink`) or surface (when not), or
  /// `to` when there is none.
  @inline(__always)
  static func first(_ s: UnsafePointer<Bool>, ink: Bool, from: Int, to: Int) -> Int {
    // XORed with this, a word has a nonzero byte exactly where a pixel is what is sought.
    let flip: UInt64 = ink ? 0x0101_0101_0101_0101 : 0
    var i = from
    while i &+ 8 <= to {
      let word = UInt64(littleEndian: UnsafeRawPointer(s + i).loadUnaligned(as: UInt64.self)) ^ flip
      if word != 0 { return i &+ word.trailingZeroBitCount / 8 }
      i &+= 8
    }
    while i < to, s[i] == ink { i &+= 1 }
    return i
  }

  /// Calls `body(a, b)` for each run `a..<b` of ink pixels in `from..<to`, in order.
  @inline(__always)
  static func forEach(_ s: UnsafePointer<Bool>, from: Int, to: Int, _ body: (Int, Int) -> Void) {
    var i = from
    while true {
      let a = first(s, ink: true, from: i, to: to)
      if a == to { return }
      i = first(s, ink: false, from: a, to: to)
      body(a, i)
    }
  }
}
