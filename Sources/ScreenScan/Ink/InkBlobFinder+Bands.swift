/// The per-band passes of `InkBlobFinder.find`, which walk runs of ink pixels rather than
/// pixels: a run is one piece, so it costs one lookup, one box update and a vote or two, where
/// pixel by pixel each of its pixels cost them all.
extension InkBlobFinder {
  /// Rewrites a band's ink entries from their pieces' numbers to their blobs'.
  static func renumber(
    rows: Range<Int>, width: Int, isSurface s: UnsafePointer<Bool>, labels l: UnsafeMutablePointer<Int32>,
    blobOfPiece: UnsafePointer<Int32>
  ) {
    // Row by row: a run that went on from one row's end into the next row's start would be
    // two pieces' pixels.
    for y in rows {
      InkRuns.forEach(s, from: y * width, to: (y + 1) * width) { a, b in
        let label = InkLabel.stored(blob: blobOfPiece[Int(InkLabel.blob(l[a]))])
        for i in a..<b { l[i] = label }
      }
    }
  }
}

/// One band's pieces of ink blobs, the 8-connected components of its own rows, with what
/// `InkBlobFinder` gathers for each: box, size, and surface contacts. Blobs that cross a seam
/// are several pieces, merged afterwards.
struct BandPieces {
  /// Box and size of a piece.
  struct Piece {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int
    var count = 0
  }

  /// Pieces in the order their first runs were met. A run that touches none above starts a
  /// piece; one that touches two pieces joins them, so a piece (a "U"'s right arm) can turn
  /// out to be part of an earlier one, which then holds both tallies.
  var pieces: [Piece] = []
  /// Each piece's parent: itself, or an earlier piece it was joined to. So a piece that is
  /// its own parent starts at its component's first pixel in scan order.
  var parent: [Int32] = []
  // Votes: almost every contact of a piece goes to one surface, kept in flat arrays; the
  // rest (rims between two surfaces) go to a short list per piece.
  var mainSurface: [Int32] = []
  var mainVotes: [Int32] = []
  var otherVotes: [Int: [(surface: Int32, count: Int32)]] = [:]

  /// An empty tally, which holds no memory: a placeholder until a band's own replaces it.
  init() {}

  /// Labels and tallies a band in one pass, its first row joined to nothing above: each
  /// run's ink entries are set to its piece's number as an `InkLabel` (the piece of the run
  /// above it may since have been joined to an earlier one: see `parent`). Surface entries keep
  /// their region numbers; those of the rows next to the band are read for votes, and no one
  /// writes them meanwhile.
  init(
    rows: Range<Int>, width: Int, height: Int, isSurface s: UnsafePointer<Bool>,
    labels l: UnsafeMutablePointer<Int32>
  ) {
    // Surface entries (read for votes) are region numbers; ink entries, labels.
    let r = UnsafePointer(l)
    for y in rows {
      let row = y * width
      InkRuns.forEach(s, from: row, to: row + width) { a, b in
        var piece = -1
        if y > rows.lowerBound {
          // Runs above that touch this one, diagonally too.
          let end = min(b + 1, row + width) - width
          var i = max(a - 1, row) - width
          while true {
            i = InkRuns.first(s, ink: true, from: i, to: end)
            if i == end { break }
            let above = root(of: Int(InkLabel.blob(l[i])))
            piece = piece < 0 ? above : join(piece, above)
            i = InkRuns.first(s, ink: false, from: i, to: end)
          }
        }
        if piece < 0 {
          piece = pieces.count
          pieces.append(Piece(minX: a - row, minY: y, maxX: b - 1 - row, maxY: y))
          parent.append(Int32(piece))
          mainSurface.append(-1)
          mainVotes.append(0)
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

  /// The piece that holds `piece`'s tally (halving the path there).
  @inline(__always)
  private mutating func root(of piece: Int) -> Int {
    var x = piece
    while Int(parent[x]) != x {
      let grand = parent[Int(parent[x])]
      parent[x] = grand
      x = Int(grand)
    }
    return x
  }

  /// Joins two roots, the later into the earlier, which takes its tally; returns the earlier.
  private mutating func join(_ a: Int, _ b: Int) -> Int {
    guard a != b else { return a }
    let (keep, drop) = a < b ? (a, b) : (b, a)
    parent[drop] = Int32(keep)
    let gone = pieces[drop]
    pieces[keep].count += gone.count
    pieces[keep].minX = min(pieces[keep].minX, gone.minX)
    pieces[keep].minY = min(pieces[keep].minY, gone.minY)
    pieces[keep].maxX = max(pieces[keep].maxX, gone.maxX)
    pieces[keep].maxY = max(pieces[keep].maxY, gone.maxY)
    for (surface, count) in votes(of: drop) { vote(keep, surface, count) }
    otherVotes[drop] = nil
    return keep
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
      otherVotes[b, default: []][k].count += count  // present: `k` was found in it
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
