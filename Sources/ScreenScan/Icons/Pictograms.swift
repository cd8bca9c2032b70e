import Pixels

/// Lines that are pictograms, not text: icons in tiles, above tab-bar labels, before menu
/// labels, in status bars. Judged as text they were the most common false finding of the
/// scan; an icon's contrast is non-text contrast (WCAG 1.4.11), not text contrast (1.4.3).
///
/// The line grouper sees blobs of glyph size side by side, and an icon is a blob or a small
/// cluster of them, so the tests here read shape and arrangement, not size:
/// - parts stacked one over the other into a square object (a person: head over
///   shoulders; a 2×2 grid), which no line of text is (`stackedObject`);
/// - parts around a centre part (a sun, a gear drawn apart, a spinner; `radialObject`);
/// - solid bars of stepped heights on one line (signal strength, a bar chart; `isBarRun`);
/// - a piece of ink inside a hole, filling much of it (a battery's charge, a radio dot);
/// - a lone squarish outline around a large, far from convex inside (a star, a bell, a
///   moon; `isOutline`);
/// - where layout puts icons (centred in a filled tile, above a short label, before a label
///   on its row), a lone part drawn like an icon: a person, or a smaller outline.
///
/// One- and two-glyph text ("3" on a badge, initials on an avatar, "OK", "@", "%") stays
/// text: parts side by side are always taken for glyphs, and a lone glyph is narrow, or
/// holeless, or lopsided, or has a convex or small counter. Checked on screens drawn with
/// real faces (DejaVu and Liberation, regular to bold, italic, serif, mono, at 1–3×): every
/// ASCII letter, digit and sign alone and in pairs (and some Latin-1 and Greek), on
/// avatars, badges and tiles, above and before labels, in another color before a label,
/// stacked two lines high. Of 51,000 lines that the scan found before, it drops none: on
/// the last of four sets, drawn after these rules were set, as on the three that shaped
/// them.
struct Pictograms {
  let lines: [TextLineGrouper.Line]
  let blobs: [InkBlob]
  /// Each pixel's region or blob (see `InkLabel`).
  let labels: UnsafeBufferPointer<Int32>
  let pixels: UnsafeBufferPointer<UInt8>
  let width: Int
  let height: Int
  let scale: Double
  /// Per line: how many parts it has (see `isPart`).
  let partCounts: [Int]
  /// Blobs that may be an icon's pieces: none of a text row, of glyph size.
  let pieces: [Int]
  /// `pieces`, filed by place.
  let pieceGrid: BoxGrid
  /// Every line, by its top.
  let lineWindow: KeyWindow

  init(
    lines: [TextLineGrouper.Line], blobs: [InkBlob], labels: UnsafeBufferPointer<Int32>,
    pixels: UnsafeBufferPointer<UInt8>,
    width: Int, height: Int, scale: Double
  ) {
    (self.lines, self.blobs, self.labels, self.pixels) = (lines, blobs, labels, pixels)
    (self.width, self.height, self.scale) = (width, height, scale)
    let tiny = Int(max(2, 3 * scale))
    let partCounts = lines.map { l in
      l.blobs.filter { blobs[$0].height > tiny || blobs[$0].width > tiny * 2 }.count
    }
    self.partCounts = partCounts
    // Blobs of text rows (lines too long to be an icon) are no icon's pieces.
    var inTextRow = [Bool](repeating: false, count: blobs.count)
    for (k, l) in lines.enumerated() where partCounts[k] > 5 || l.width > 5 * l.height {
      for b in l.blobs { inTextRow[b] = true }
    }
    let maxGlyph = Int(64 * scale)
    let pieces = blobs.indices.filter {
      !inTextRow[$0] && blobs[$0].surface >= 0 && blobs[$0].height <= maxGlyph && blobs[$0].width <= maxGlyph
    }
    self.pieces = pieces
    pieceGrid = BoxGrid(count: pieces.count, cellShift: 6) {
      (blobs[pieces[$0]].minX, blobs[pieces[$0]].minY, blobs[pieces[$0]].maxX, blobs[pieces[$0]].maxY)
    }
    lineWindow = KeyWindow(Array(lines.indices)) { Double(lines[$0].minY) }
  }

  /// Why a line is a pictogram.
  enum Cue: String, Sendable {
    case stacked, radial, bars, island, outline, tile, aboveLabel, beforeLabel, plates, magnifier
  }

  /// A line found to be (part of) a pictogram, and the box of the whole pictogram (an
  /// object of several lines and loose blobs, or the line).
  struct Found {
    var cue: Cue
    var box: Box
  }

  /// A blob of a line that is no mark (dot, accent, comma): the grouper's "main" blobs.
  func isPart(_ b: InkBlob) -> Bool {
    let tiny = Int(max(2, 3 * scale))
    return b.height > tiny || b.width > tiny * 2
  }

  func parts(_ line: TextLineGrouper.Line) -> [Int] { line.blobs.filter { isPart(blobs[$0]) } }

  /// Lines small enough to be an icon: at most five parts, not a long row.
  func isCandidate(_ k: Int) -> Bool {
    partCounts[k] >= 1 && partCounts[k] <= 5 && lines[k].width <= 5 * lines[k].height
  }

  /// For every line, what makes it a pictogram, or nil for text.
  ///
  /// Cost: linear in the candidate lines and loose blobs (each looks only at its
  /// neighbours, through `KeyWindow`), plus one pass over the box of each part of a line of
  /// one or two parts.
  func find() -> [Found?] {
    var result = [Found?](repeating: nil, count: lines.count)
    let candidates = lines.indices.filter(isCandidate)
    guard !candidates.isEmpty else { return result }
    let maxGlyph = Int(64 * scale)
    var inLine = [Bool](repeating: false, count: blobs.count)
    for l in lines { for b in l.blobs { inLine[b] = true } }
    // Pieces an icon may be made of: small lines, and blobs no line took (a ring the
    // grouper dropped, a ray too far from the rest).
    var items = candidates.map { Item(box: Box(lines[$0]), surface: lines[$0].surface, line: $0, blob: nil) }
    for (i, b) in blobs.enumerated() where !inLine[i] && b.surface >= 0 && isPart(b) {
      guard b.height <= maxGlyph, b.width <= maxGlyph, b.secondSurfaceShare < 0.3 else { continue }
      items.append(Item(box: Box(b), surface: b.surface, line: nil, blob: i))
    }
    var objects: [(box: Box, surface: Int32, cue: Cue)] = []
    // Stacked pairs: each small line with the items that start just below it.
    let itemGrid = BoxGrid(count: items.count, cellShift: 6) {
      (items[$0].box.minX, items[$0].box.minY, items[$0].box.maxX, items[$0].box.maxY)
    }
    func partBoxes(_ item: Item) -> [Box] {
      item.line.map { parts(lines[$0]).map { Box(blobs[$0]) } } ?? [item.box]
    }
    for (n, item) in items.enumerated() where item.line != nil {
      let upper = partBoxes(item)
      guard upper.count <= 2 else { continue }
      let reach = item.box.maxY + maxGlyph / 3 + 2
      for m in itemGrid.items(minX: item.box.minX, minY: item.box.minY, maxX: item.box.maxX, maxY: reach)
      where m != n {
        let other = items[m]
        guard other.surface == item.surface, other.box.minY >= item.box.minY else { continue }
        let lower = partBoxes(other)
        guard lower.count <= 2 else { continue }
        if let u = Self.stackedObject(item.box, other.box, partsA: upper, partsB: lower) {
          objects.append((u, item.surface, .stacked))
        }
      }
    }
    // Radial objects around each item's largest part. Satellites are blobs of small lines
    // or of none: the rows of text above and below a large number are no ring.
    let rings = ringCentres(inLine: inLine).map {
      Item(box: $0.box, surface: $0.surface, line: nil, blob: $0.blob)
    }
    for item in items + rings {
      // An item is a candidate line (one part or more) or a blob; neither leaves no centre.
      let largestPart = item.line.flatMap { k in
        parts(lines[k]).map { blobs[$0] }.max { $0.width * $0.height < $1.width * $1.height }
      }
      guard let centre = largestPart ?? item.blob.map({ blobs[$0] }) else { continue }
      let c = Box(centre)
      let size = Double(max(c.width, c.height))
      guard size >= 4 else { continue }
      let r = Int((1.7 * size).rounded(.up))
      let (cx, cy) = ((c.minX + c.maxX) / 2, (c.minY + c.maxY) / 2)
      let near = pieceGrid.items(minX: cx - r, minY: cy - r, maxX: cx + r, maxY: cy + r).compactMap {
        n -> Box? in
        let b = blobs[pieces[n]]
        guard b.label != centre.label, b.surface == item.surface,
          abs(Box(b).centerX - c.centerX) <= 1.7 * size
        else { return nil }
        return Box(b)
      }
      if let o = Self.radialObject(center: c, around: near) { objects.append((o, item.surface, .radial)) }
    }
    let objectGrid = BoxGrid(count: objects.count, cellShift: 6) {
      (objects[$0].box.minX, objects[$0].box.minY, objects[$0].box.maxX, objects[$0].box.maxY)
    }
    // Each line on its own, on all cores. A screen has a few dozen lines, and telling an
    // icon's shape costs far more than a word's: bands of a few lines, not of 64 (which left
    // a screen's lines on one core).
    result.withUnsafeMutableBufferPointer { out in
      let shared = SharedPointer(out)
      Parallel.forEachBand(lines.count, minimumPerTask: 4) { range in
        for k in range {
          let line = lines[k]
          let box = Box(line)
          let near = objectGrid.items(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY).map {
            objects[$0]
          }
          if let object = near.first(where: { $0.surface == line.surface && $0.box.contains(box) }) {
            shared.base[k] = Found(cue: object.cue, box: object.box)
          } else if let cue = cue(of: line, alone: true) {
            shared.base[k] = Found(cue: cue, box: box)
          }
        }
      }
    }
    return result
  }

  /// What makes a line a pictogram by its own shape, and, for a line that stands `alone`,
  /// by where it stands; for a run of a line split by color, being no plausible glyph (the
  /// rest of its line is its label).
  func cue(of line: TextLineGrouper.Line, alone: Bool) -> Cue? {
    let ps = parts(line)
    guard ps.count <= 8 else { return nil }
    if isBarRun(line) { return .bars }
    if isPlateRow(line) { return .plates }
    if isMostlySun(line.blobs) || ps.count == 1 && isGear(blobs[ps[0]]) { return .radial }
    if ps.count == 1 && isDiagonalTool(blobs[ps[0]]) { return .outline }
    guard ps.count <= 2, line.width <= 5 * line.height else { return nil }
    // A run split off its label: the icon's other piece (a head over these shoulders) was
    // no part of the line, so no object of `find` holds the run.
    if !alone && isStackedWithPiece(line, parts: ps) { return .stacked }
    // Every cue below reads a squarish part of some size (a ring, an outline, a battery,
    // rays round a disc), so narrow glyphs, most of them, are not measured.
    let shapes = ps.map { i -> PartShape? in
      let b = blobs[i]
      return b.width * 10 >= b.height * 8 && min(b.width, b.height) >= 6 ? shape(of: b) : nil
    }
    if let cue = shapeCue(ps, shapes) { return cue }
    // An empty radio circle or check box is no glyph either, where layout puts one.
    guard shapes.count == 1, let shape = shapes[0],
      !isPlausibleGlyph(shape) || isHollowIndicator(blobs[ps[0]])
    else { return nil }
    guard alone else { return .beforeLabel }
    let box = Box(line)
    if isInTile(box, surface: line.surface) { return .tile }
    if hasLabel(below: box, surface: line.surface) { return .aboveLabel }
    if hasLabel(after: box, surface: line.surface) { return .beforeLabel }
    return nil
  }

  /// A small line or a blob no line took.
  private struct Item {
    var box: Box
    var surface: Int32
    var line: Int?
    var blob: Int?
  }
}

extension Pictograms {
  /// A cue in the shape of a line of one or two parts: a piece inside a hole, rays joined
  /// into one blob at 1×, or, for a lone squarish part large enough that its outline is no
  /// accident of the pixel grid, an outline.
  func shapeCue(_ parts: [Int], _ shapes: [PartShape?]) -> Cue? {
    for (i, shape) in zip(parts, shapes) {
      guard let shape else { continue }
      let b = blobs[i]
      if shape.islandShare >= 0.3 && b.width * 10 >= b.height * 8 { return .island }
      if Self.isRadial(shape) { return .radial }
      if parts.count == 1 && Self.isMagnifier(shape) { return .magnifier }
      if parts.count == 1 && min(b.width, b.height) >= 10 && b.width * 20 >= b.height * 17
        && b.width * 10 <= b.height * 16
        && Self.isOutline(shape, share: 0.5)
      {
        return .outline
      }
    }
    return nil
  }

  /// Could a lone part be a glyph? Narrow (most letters and digits) or wide (touching
  /// letters, a dash) it could; squarish, unless it is drawn like an icon: a person (a
  /// ring high up on a symmetric shape; P, R, 9, e, & and % are lopsided) or an outline.
  func isPlausibleGlyph(_ shape: PartShape) -> Bool {
    if shape.width * 10 < shape.height * 8 || shape.width * 10 > shape.height * 16 { return true }
    return !Self.isPerson(shape) && !Self.isOutline(shape, share: 0.45)
  }

  /// An outline around a large inside, drawn like an icon: a bell, a star, a shield
  /// (symmetric as a drawing is, not as nearly as a Q), a moon (lopsided, but all of it a band around a far from convex inside);
  /// most of it a band around the inside in any case (the legs of an A run off below its
  /// counter). The counters of O, D and 0 are as large but convex (an italic D less so, not
  /// as little as a crescent); of A, @, # and & small; the bowl of a 6 or a 9 sits low or
  /// high; Q, q and g have a tail or a stem off the band and are lopsided. `share` is the
  /// least part of the width and height the inside spans.
  static func isOutline(_ shape: PartShape, share: Double) -> Bool {
    guard shape.outlineShare >= 0.85,
      shape.mirrorSimilarity >= 0.9
        ? shape.solidity < 0.88 : shape.outlineShare >= 0.97 && shape.solidity < 0.8
    else { return false }
    guard let hole = shape.holes.max(by: { $0.area < $1.area }) else { return false }
    let y = hole.centerY(in: shape.height)
    return Double(hole.width) >= share * Double(shape.width)
      && Double(hole.height) >= share * Double(shape.height)
      && y >= 0.35 && y <= 0.62
  }

  /// A head over shoulders: the one hole, a ring high up, centred on a symmetric shape and
  /// narrower than it (the counter of an e or an a spans the letter's width; an Å has a
  /// second hole under its ring).
  static func isPerson(_ shape: PartShape) -> Bool {
    guard shape.mirrorSimilarity >= 0.85, shape.holes.count == 1 else { return false }
    let hole = shape.holes[0]
    let x = (Double(hole.minX + hole.maxX) / 2 + 0.5) / Double(shape.width)
    guard hole.centerY(in: shape.height) <= 0.35, abs(x - 0.5) <= 0.15 else { return false }
    var ring = 0
    for extent in shape.rowExtents[hole.minY...hole.maxY] {
      if let extent { ring = max(ring, extent.right - extent.left + 1) }
    }
    return ring * 10 <= shape.width * 7
  }

  /// Parts drawn apart around a centre (see `radialObject`) that antialiasing joined into
  /// one blob, told apart by its core.
  static func isRadial(_ shape: PartShape) -> Bool {
    guard shape.pieces.count >= 6 else { return false }
    let boxes = shape.pieces.map { Box(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY) }
    return radialObject(center: boxes[0], around: Array(boxes.dropFirst())) != nil
  }

  /// Whether a piece of ink outside the run stands stacked with it (see `stackedObject`).
  func isStackedWithPiece(_ run: TextLineGrouper.Line, parts: [Int]) -> Bool {
    let box = Box(run)
    let partBoxes = parts.map { Box(blobs[$0]) }
    let reach = max(box.width, box.height)
    let near = pieceGrid.items(minX: box.minX, minY: box.minY - reach, maxX: box.maxX, maxY: box.maxY + reach)
    return near.contains { n in
      let b = blobs[pieces[n]]
      guard b.surface == run.surface, isPart(b), !run.blobs.contains(pieces[n]) else { return false }
      return Self.stackedObject(box, Box(b), partsA: partBoxes, partsB: [Box(b)]) != nil
    }
  }
}
