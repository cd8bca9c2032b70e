/// A patterned background is no text. A theme may lay a faint grid of dots or squares under
/// its page (mkdocs-void's dot grid, 1.05:1 on white); each row of the grid groups like a line
/// of glyphs and, judged as text, fails contrast at 1.05:1: hundreds of findings on one page.
/// Text seldom looks like that: its glyphs differ in width and height (an "i" beside an "m";
/// a monospace face still inks an "i" narrower than its cell) and its lines do not repeat the
/// same marks at the same places. When they do (a printed matrix of zeros, rows of stars), the
/// marks are meant to be read, and stand well apart from their background. A row of one faint
/// mark, one size, on one pitch, with another such row a pitch above or below it, in step, is
/// a lattice: a texture.
extension TextLineGrouper {
  /// A row of identical marks on one pitch: their size, their pitch and the row's ends.
  struct LatticeRow {
    var width: Int
    var height: Int
    var pitch: Int
    var minX: Int
    var minY: Int
    var maxX: Int
  }

  /// The marks of `line` as a row of identical marks; nil unless it holds three marks at
  /// least, four in five of its blobs one size (within a pixel, and within a tenth or 2 px in
  /// inked pixels) and a whole number of pitches apart (within a pixel), with gaps between
  /// them, and faint (`isFaintMark`). (A mark the page's text touches, or two that
  /// antialiasing joins, is the odd one out.)
  func latticeRow(_ line: Line, blobs: [InkBlob]) -> LatticeRow? {
    guard line.blobs.count >= 3 else { return nil }
    let all = line.blobs.map { blobs[$0] }.sorted { $0.minX < $1.minX }
    let w = all.map(\.width).sorted()[all.count / 2]
    let h = all.map(\.height).sorted()[all.count / 2]
    let ink = all.map(\.count).sorted()[all.count / 2]
    // One size is not enough: lower-case letters of a monospace face ("extensions") fill
    // boxes of one size on one pitch too, but each letter inks its own number of pixels.
    let marks = all.filter {
      abs($0.width - w) <= 1 && abs($0.height - h) <= 1 && 10 * abs($0.count - ink) <= max(20, ink)
    }
    guard marks.count >= 3, 5 * marks.count >= 4 * all.count else { return nil }
    guard isFaintMark(marks[0]), isFaintMark(marks[marks.count / 2]) else { return nil }
    let steps = zip(marks, marks.dropFirst()).map { $1.minX - $0.minX }
    // Three marks or more (guarded above), so two steps or more.
    guard let pitch = steps.min(), pitch > w + 1 else { return nil }
    for step in steps {
      let k = (Double(step) / Double(pitch)).rounded()
      if abs(step - Int(k) * pitch) > 1 { return nil }
    }
    return LatticeRow(
      width: w, height: h, pitch: pitch, minX: marks[0].minX, minY: line.minY, maxX: line.maxX)
  }

  /// `lines` without a patterned background. First the rows of a lattice: each row of
  /// identical marks with another of the same marks and pitch above or below it, at most four
  /// mark heights away, its marks in the same columns (left ends a whole number of pitches
  /// apart, within a pixel). Then, since text cuts the grid into pieces, every other row of the
  /// same marks in those columns and a whole number of the lattice's row pitches from one of
  /// its rows. Last, the lattice's marks that joined a line of text (a dot beside a word) leave
  /// it: a blob of the marks' size in a column and a row of the lattice.
  func withoutLattices(_ lines: [Line], blobs: [InkBlob]) -> [Line] {
    let rows = lines.map { latticeRow($0, blobs: blobs) }
    // The lines that are a row of marks, each with its row.
    let candidates = rows.indices.compactMap { i in rows[i].map { (line: i, row: $0) } }
    guard candidates.count >= 2 else { return lines }
    func onPitch(_ d: Int, _ pitch: Int) -> Bool {
      let off = abs(d) % pitch
      return min(off, pitch - off) <= 1
    }
    func alike(_ a: LatticeRow, _ b: LatticeRow) -> Bool {
      abs(a.width - b.width) <= 1 && abs(a.height - b.height) <= 1 && abs(a.pitch - b.pitch) <= 1
        && onPitch(a.minX - b.minX, a.pitch)
    }
    var texture = Set<Int>()
    var rowPitches: [Int] = []
    // Each row meets only the rows below it within reach (a page of noise has thousands).
    let byTop = candidates.sorted { $0.row.minY < $1.row.minY }
    for (k, (a, ra)) in byTop.enumerated() {
      for (b, rb) in byTop[(k + 1)...] {
        let dy = rb.minY - ra.minY
        if dy > 4 * ra.height { break }
        guard dy > ra.height, ra.minX <= rb.maxX, rb.minX <= ra.maxX, alike(ra, rb) else { continue }
        texture.insert(a)
        texture.insert(b)
        rowPitches.append(dy)
      }
    }
    // A seed is a candidate, so it has a row; a paired row added a pitch.
    guard let seed = texture.min(), let lattice = rows[seed] else { return lines }
    // The row pitch: the commonest step between paired rows (rows two and three apart pair
    // too, but fewer of them), the shorter on a tie.
    let counts = Dictionary(rowPitches.map { ($0, 1) }, uniquingKeysWith: +)
    guard let rowPitch = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key else {
      return lines
    }
    func inLattice(_ r: LatticeRow) -> Bool { alike(lattice, r) && onPitch(r.minY - lattice.minY, rowPitch) }
    for (c, row) in candidates where !texture.contains(c) && inLattice(row) { texture.insert(c) }
    // The lattice's marks inside the remaining lines.
    func isMark(_ b: InkBlob) -> Bool {
      abs(b.width - lattice.width) <= 1 && abs(b.height - lattice.height) <= 1
        && onPitch(b.minX - lattice.minX, lattice.pitch) && onPitch(b.minY - lattice.minY, rowPitch)
    }
    return lines.indices.compactMap { k -> Line? in
      guard !texture.contains(k) else { return nil }
      let kept = lines[k].blobs.filter { !isMark(blobs[$0]) }
      guard kept.count < lines[k].blobs.count else { return lines[k] }
      guard let first = kept.first else { return nil }
      var line = Line(first, blobs[first])
      for i in kept.dropFirst() { line.take(i, blobs[i]) }
      return line
    }
  }
}
