/// Groups ink blobs into lines of text and drops what is not text.
///
/// Blobs on the same surface join when they overlap vertically and the gap between them is
/// under `wordGap` × the taller one's height: a word space plus side bearings is about 0.45
/// em, 0.85 x-height, while columns and separate controls stand 1.5 em and more apart. Small marks (i-dots, accents, punctuation) join the line they sit
/// over or beside. Glyphs around a counter of their own (see `GlyphCounters`) join only a line
/// they line up with (see `holedGlyphs`). Lines are then kept only if their shape is text-like.
struct TextLineGrouper {
  let scale: Double
  var wordGap = 1.15
  /// Whether a blob is faint against what is around it, for `withoutLattices`: a patterned
  /// background is faint, text meant to be read is not. Without pixels (tests of the grouping
  /// alone) every blob counts as faint.
  var isFaintMark: (InkBlob) -> Bool = { _ in true }

  struct Line {
    var blobs: [Int]
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int
    var surface: Int32
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }

    /// A line of one blob, `i`.
    init(_ i: Int, _ b: InkBlob) {
      self.init(blobs: [i], minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, surface: b.surface)
    }

    init(blobs: [Int], minX: Int, minY: Int, maxX: Int, maxY: Int, surface: Int32) {
      (self.blobs, self.minX, self.minY, self.maxX, self.maxY, self.surface) = (
        blobs, minX, minY, maxX, maxY, surface
      )
    }

    /// Takes blob `i` into the line, its box grown to hold it.
    mutating func take(_ i: Int, _ b: InkBlob) {
      blobs.append(i)
      minX = min(minX, b.minX)
      minY = min(minY, b.minY)
      maxX = max(maxX, b.maxX)
      maxY = max(maxY, b.maxY)
    }
  }

  /// Is a blob a candidate glyph at all? Rejects dividers, card outlines, big shapes.
  func isGlyphCandidate(_ b: InkBlob) -> Bool {
    guard b.surface >= 0 else { return false }
    // Rims between two surfaces (chip and card edges, borders) are not glyphs.
    if b.secondSurfaceShare >= 0.3 { return false }
    // A ring around a surface larger than itself: a checkbox, a radio button, a switch's
    // track (1.7 to 2.3 times at 1×). A regular "O" encloses 0.7 to 1.3 times its ink, a
    // bold "D" a third.
    if 2 * b.holeArea > 3 * b.count { return false }
    let maxGlyph = Int(64 * scale)
    if b.height > maxGlyph { return false }
    // Long thin rules (dividers, underlines of fields).
    if b.height <= Int(3 * scale) + 1 && b.width > Int(24 * scale) { return false }
    if b.width <= Int(3 * scale) + 1 && b.height > Int(30 * scale) { return false }
    // Outlines: a large box with little ink.
    let boxArea = b.width * b.height
    if b.width > Int(40 * scale) && b.height > Int(24 * scale) && b.count * 5 < boxArea { return false }
    // Rings: the antialiased rim of a circle or rounded shape (avatars, check circles).
    if b.width > Int(10 * scale) && b.height > Int(10 * scale) && b.count * 8 < boxArea { return false }
    return true
  }

  /// A flat stroke across the middle of a glyph's height: a bar of `=`, a dash, a minus, an
  /// arrow `→` (code and signatures set them apart with spaces). Far shorter than the
  /// glyphs, it joins their line all the same; an underline, below the middle, does not.
  func isMidlineBar(_ bar: InkBlob, beside glyph: InkBlob) -> Bool {
    bar.width * 2 >= bar.height * 3 && bar.height * 2 <= glyph.height
      && bar.minY >= glyph.minY + glyph.height / 5 && bar.maxY <= glyph.maxY - glyph.height / 5
  }

  /// Glyphs joined into lines: a union-find over glyph indices whose roots are each line's
  /// smallest index, with the glyphs filed by surface and row band so that a glyph meets
  /// only its neighbours.
  struct Joiner {
    var parent: [Int: Int] = [:]
    var buckets: [Int64: [Int]] = [:]
    let band: Int

    /// The buckets a glyph is filed in: its surface and each row band it spans.
    func keys(_ b: InkBlob) -> [Int64] {
      ((b.minY / band)...(b.maxY / band)).map { Int64(b.surface) << 20 | Int64($0) }
    }

    mutating func file(_ i: Int, _ b: InkBlob) {
      parent[i] = i
      for row in (b.minY / band)...(b.maxY / band) {
        buckets[Int64(b.surface) << 20 | Int64(row), default: []].append(i)
      }
    }

    /// The root of glyph `i`'s line. Every glyph asked about was filed first; one that was
    /// not is a line of its own (its own root), which is what `parent[_, default:]` says.
    mutating func find(_ i: Int) -> Int {
      var x = i
      while parent[x, default: x] != x { x = parent[x, default: x] }
      var y = i
      while parent[y, default: y] != x {
        let n = parent[y, default: y]
        parent[y] = x
        y = n
      }
      return x
    }

    mutating func union(_ i: Int, _ j: Int) {
      let (ra, rb) = (find(i), find(j))
      if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }
  }

  /// Do two glyphs on one surface, `a` starting left of `b`, stand in one line? They overlap
  /// vertically and stand under `wordGap` × the taller one's height apart.
  func joins(_ a: InkBlob, _ b: InkBlob) -> Bool {
    let gap = b.minX - a.maxX - 1
    let h = max(a.height, b.height)
    if Double(gap) > wordGap * Double(h) { return false }
    let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY) + 1
    let smaller = min(a.height, b.height)
    // Similar heights (or one inside the other's band) on a shared baseline region.
    let similar = overlap * 2 >= smaller && Double(max(a.height, b.height)) <= 3.2 * Double(smaller) + 2
    guard similar || isMidlineBar(a, beside: b) || isMidlineBar(b, beside: a) else { return false }
    // A glyph around a counter joins only glyphs it lines up with, top or bottom, or all but
    // touches (the tail of a "Q" reaches below the baseline under the "u").
    if a.holeCount > 0 || b.holeCount > 0 {
      let tolerance = max(2, h / 16)
      return abs(a.maxY - b.maxY) <= tolerance || abs(a.minY - b.minY) <= tolerance || 8 * gap <= h
    }
    return true
  }

  /// Joins `glyphs` into lines (see `joins`).
  func join(_ glyphs: [Int], blobs: [InkBlob]) -> Joiner {
    var joiner = Joiner(band: max(8, Int(16 * scale)))
    for i in glyphs { joiner.file(i, blobs[i]) }
    for (_, members) in joiner.buckets {
      let sorted = members.sorted { blobs[$0].minX < blobs[$1].minX }
      for (n, i) in sorted.enumerated() {
        let a = blobs[i]
        for j in sorted[(n + 1)...] {
          let b = blobs[j]
          if Double(b.minX - a.maxX - 1) > wordGap * Double(max(a.height, b.height)) { break }
          if joins(a, b) { joiner.union(i, j) }
        }
      }
    }
    return joiner
  }

  func group(_ blobs: [InkBlob]) -> [Line] {
    let candidates = blobs.indices.filter { isGlyphCandidate(blobs[$0]) }
    // Main glyphs first (not tiny marks), sorted by surface then x.
    let tiny = Int(max(2, 3 * scale))
    let large = candidates.filter { blobs[$0].height > tiny || blobs[$0].width > tiny * 2 }
    let marks = candidates.filter { !(blobs[$0].height > tiny || blobs[$0].width > tiny * 2) }
    // Glyphs around a counter join only the lines of other glyphs they line up with (see
    // `holedGlyphs`): alone, an "O" is a ring icon or a radio button.
    let plain = large.filter { blobs[$0].holeArea == 0 }
    let holed = large.filter { blobs[$0].holeArea > 0 }
    var joiner = join(plain, blobs: blobs)
    var main = plain
    if !holed.isEmpty {
      var lines: [Int: Int] = [:]
      for i in plain { lines[i] = joiner.find(i) }
      let taken = holedGlyphs(holed, lines: lines, blobs: blobs)
      // Each joins the glyphs around it by the same rule as the others.
      for c in taken {
        joiner.file(c, blobs[c])
        for key in joiner.keys(blobs[c]) {
          for m in joiner.buckets[key, default: []] where m != c {  // filed just above
            let (a, b) = blobs[m].minX <= blobs[c].minX ? (m, c) : (c, m)
            if joins(blobs[a], blobs[b]) { joiner.union(a, b) }
          }
        }
      }
      // One that joined no glyph after all (an icon level with a far glyph of the line) is none.
      var sizes: [Int: Int] = [:]
      for i in plain + taken { sizes[joiner.find(i), default: 0] += 1 }
      main = (plain + taken.filter { sizes[joiner.find($0), default: 0] > 1 }).sorted()
    }
    func find(_ i: Int) -> Int { joiner.find(i) }
    var lines: [Int: Line] = [:]
    for i in main {
      let r = find(i)
      let b = blobs[i]
      // A new line starts as the blob's box with no blob, then takes it (in place: no copy).
      lines[
        r,
        default: Line(blobs: [], minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, surface: b.surface)
      ]
      .take(i, b)
    }
    // In reading order first: marks attach to the first line that takes them, and a
    // dictionary's order changes from run to run (Swift seeds its hashing per process).
    // Rows of a patterned background go before marks attach (see `withoutLattices`).
    var result = withoutLattices(
      lines.values.sorted { ($0.minY, $0.minX, $0.blobs[0]) < ($1.minY, $1.minX, $1.blobs[0]) }, blobs: blobs)
    // Attach marks to the first line whose box (with a margin above) contains them. Lines are
    // filed in a grid of cells by the area their margins reach, so a mark looks only at the
    // lines of its own cell, not at every line (an image of noise has tens of thousands).
    // Cells are 64 px square (coordinates >> 6).
    var grid: [Int64: [Int]] = [:]
    func cells(_ l: Line) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
      let margin = l.height / 2 + 1
      return (
        ((l.minX - margin) >> 6)...((l.maxX + margin) >> 6),
        ((l.minY - margin) >> 6)...((l.maxY + margin / 2) >> 6)
      )
    }
    func key(_ cx: Int, _ cy: Int) -> Int64 {
      Int64(cy) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: cx)))
    }
    /// Files line `k` in its cells, except those of `filed` (where it already is).
    func file(_ k: Int, except filed: (x: ClosedRange<Int>, y: ClosedRange<Int>)? = nil) {
      let reach = cells(result[k])
      for cy in reach.y {
        for cx in reach.x where !(filed.map { $0.x.contains(cx) && $0.y.contains(cy) } ?? false) {
          grid[key(cx, cy), default: []].append(k)
        }
      }
    }
    for k in result.indices { file(k) }
    for m in marks {
      let b = blobs[m]
      // A containing line reaches the mark's top-left corner, so it is filed in that cell.
      if let k = (grid[key(b.minX >> 6, b.minY >> 6)] ?? []).filter({ k in
        let l = result[k]
        let margin = l.height / 2 + 1
        return l.surface == b.surface && b.minX >= l.minX - margin && b.maxX <= l.maxX + margin
          && b.minY >= l.minY - margin && b.maxY <= l.maxY + margin / 2
      }).min() {
        let filed = cells(result[k])
        result[k].take(m, b)
        file(k, except: filed)  // its box grew: file it in the cells it now reaches
      }
    }
    return result.sorted { ($0.minY, $0.minX, $0.blobs[0]) < ($1.minY, $1.minX, $1.blobs[0]) }
  }
}
