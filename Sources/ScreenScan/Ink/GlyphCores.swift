/// The solid insides of large bold glyphs, which `FlatRegions` takes for surfaces, given back
/// to their glyphs as ink.
///
/// A stroke of a 34 pt bold title drawn at 2× is 15 px wide: its flat middle holds the square
/// that makes a surface, and the glyph falls apart into that "surface" and the thin
/// antialiased rims around it, which touch two surfaces and are dropped as the edge of a chip
/// or a card ("Settings" came out as "ings"). A surface is a glyph's core when:
/// - it is glyph-sized and stroke-thin: its largest distance from its own edge is under 0.3 of
///   its longest side, where a dot or a filled square or disc reaches half;
/// - it is ink, not paper: the rims around it run from its color to the surface beyond and
///   never past it (the counter of an "O" lies inside a ring darker than itself);
/// - its outline is mostly antialiased, as the curves and stems of glyphs are, where a bar
///   or a button drawn on the pixel grid has crisp straight sides;
/// - nothing is drawn on it but up to three counters: small compact holes that show the
///   surface beyond (a chip's label is long, thin strokes, and usually of another color).
/// The core's pixels then become ink of one blob with its rims and counters. Only surfaces
/// beside a glyph-sized rim and no larger than a glyph are looked at, so a screen's cards and
/// backgrounds cost nothing.
enum GlyphCores {
  static func absorb(
    regions: inout FlatRegions, blobs: inout [InkBlob], pixels: UnsafeBufferPointer<UInt8>, scale: Double
  ) {
    let maxGlyph = max(8, Int(64 * scale))
    // A core is strokes: at most half a glyph's height squared (a black "m" as tall as a
    // glyph may be, three stems and two arches a quarter of its height thick, covers that).
    let maxArea = Int32(min(Int(Int32.max), maxGlyph * maxGlyph / 2))
    // Candidate cores: surfaces on either side of a glyph-sized rim, small enough to be a glyph,
    // each with one of its pixels beside that rim to start a flood from.
    var seeds: [Int32: Int] = [:]
    for b in blobs where b.secondSurface >= 0 && b.height <= maxGlyph && b.width <= 2 * maxGlyph {
      for s in [b.surface, b.secondSurface]
      where seeds[s] == nil && (regions.surfaceArea[s] ?? .max) <= maxArea {
        if let seed = pixel(of: s, around: b, in: regions) { seeds[s] = seed }
      }
    }
    for region in seeds.keys.sorted() {
      guard let seed = seeds[region], regions.root[seed] == region,
        let patch = regions.patch(
          from: seed, minX: 1, minY: 1, maxX: regions.width - 2, maxY: regions.height - 2,
          maxWidth: 2 * maxGlyph,
          maxHeight: maxGlyph),
        let members = glyphMembers(
          of: patch, regions: regions, blobs: blobs, pixels: pixels, maxGlyph: maxGlyph)
      else { continue }
      merge(patch, into: members, regions: &regions, blobs: &blobs)
    }
  }

  /// The blobs of the glyph whose core `patch` is (rims first, the one with most contacts at
  /// their head), or nil when the patch is not a glyph's core.
  static func glyphMembers(
    of patch: RegionPatch, regions: FlatRegions, blobs: [InkBlob], pixels: UnsafeBufferPointer<UInt8>,
    maxGlyph: Int
  ) -> [Int32]? {
    let width = regions.width
    let (bw, bh) = (patch.width, patch.height)
    guard bw >= 3, bh >= 3 else { return nil }
    guard var contacts = edgeContacts(of: patch, regions: regions, blobs: blobs, maxGlyph: maxGlyph) else {
      return nil
    }
    let (rims, counters, crisp) = (contacts.rims, contacts.counters, contacts.crisp)
    // The surface beyond: where the rims lead, and what the core meets directly.
    for (m, n) in rims {
      let b = blobs[Int(m)]
      let other = b.surface != patch.region ? b.surface : b.secondSurface
      contacts.weigh(other, n, at: -1)
    }
    // Antialiased outline: most of the edge meets a rim, not another surface directly.
    let soft = rims.reduce(0) { $0 + $1.contacts }
    guard soft * 10 >= (soft + crisp) * 4,
      let back = contacts.beyond.max(by: { ($0.contacts, -$0.surface) < ($1.contacts, -$1.surface) })
    else { return nil }
    let backPixel =
      back.pixel >= 0
      ? back.pixel
      : rims.lazy.compactMap { pixel(of: back.surface, around: blobs[Int($0.blob)], in: regions) }.first
    guard let backPixel else { return nil }
    @inline(__always) func color(_ i: Int) -> SIMD3<Double> {
      SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2]))
    }
    let background = color(backPixel)
    func distanceFromBack(_ i: Int) -> Double {
      let d = color(i) - background
      return (d * d).sum().squareRoot()
    }
    let contrast = distanceFromBack(patch.pixels[0])
    guard contrast >= 20 else { return nil }
    // Stroke-thin: a stroke's middle is half its width from the edge, a dot's half its size.
    var inside = [Bool](repeating: false, count: bw * bh)
    func local(_ i: Int) -> Int { (i / width - patch.minY) * bw + i % width - patch.minX }
    for i in patch.pixels { inside[local(i)] = true }
    let deepest = depth(inside: inside, width: bw)
    guard Double(deepest) * 10 <= 3 * Double(max(bw, bh)) else { return nil }
    // Ink, not paper: the rims' pixels lie between the core and the surface beyond.
    let past = contrast + max(8, 0.15 * contrast)
    var rimPixels = 0
    var beyondCore = 0
    for (m, _) in rims {
      forEachPixel(of: blobs[Int(m)], in: regions) { i in
        rimPixels += 1
        if distanceFromBack(i) > past { beyondCore += 1 }
      }
    }
    guard beyondCore * 10 <= rimPixels else { return nil }
    // Counters: inside the core's box, compact, and showing the surface beyond in an open
    // patch as deep as a third of the counter's size (a hole): a label or a digit drawn in
    // that color shows it only along its strokes.
    for m in counters {
      let b = blobs[Int(m)]
      guard b.minX > patch.minX, b.maxX < patch.maxX, b.minY > patch.minY, b.maxY < patch.maxY,
        b.count * 20 >= b.width * b.height * 9,
        case let openDepth = Double(depth(of: b, in: regions) { distanceFromBack($0) <= 0.25 * contrast }),
        openDepth >= max(2, 0.3 * Double(deepest)), openDepth >= 0.35 * Double(min(b.width, b.height))
      else { return nil }
    }
    let ordered = rims.sorted {
      $0.contacts > $1.contacts || ($0.contacts == $1.contacts && $0.blob < $1.blob)
    }
    return ordered.map(\.blob) + counters
  }

  /// What the edge of a core patch touches: rims, blobs that touch a surface beyond the core
  /// (with their contacts); counters, blobs that touch the core alone; and surfaces met
  /// directly, crisp edges (with their contacts and a pixel of each). Few of each, so short
  /// lists.
  private struct EdgeContacts {
    var rims: [(blob: Int32, contacts: Int)] = []
    var counters: [Int32] = []
    var beyond: [(surface: Int32, contacts: Int, pixel: Int)] = []
    var crisp = 0

    /// Adds `contacts` with `surface`, first met at `pixel` (−1: met through a rim).
    mutating func weigh(_ surface: Int32, _ contacts: Int, at pixel: Int) {
      if let k = beyond.firstIndex(where: { $0.surface == surface }) {
        beyond[k].contacts += contacts
      } else {
        beyond.append((surface, contacts, pixel))
      }
    }
  }

  /// The contacts of the patch's edge, or nil as soon as it meets a blob too large for a
  /// glyph or a fourth counter (a chip's label, many counters: no glyph's core).
  private static func edgeContacts(
    of patch: RegionPatch, regions: FlatRegions, blobs: [InkBlob], maxGlyph: Int
  )
    -> EdgeContacts?
  {
    let width = regions.width
    var c = EdgeContacts()
    for i in patch.edges {
      for side in 0..<4 {
        let j = side == 0 ? i - 1 : side == 1 ? i + 1 : side == 2 ? i - width : i + width
        let r = regions.root[j]
        if r == patch.region { continue }
        guard r <= -2 else {
          c.crisp += 1
          c.weigh(r, 1, at: j)
          continue
        }
        let m = InkLabel.blob(r)
        if let k = c.rims.firstIndex(where: { $0.blob == m }) {
          c.rims[k].contacts += 1
          continue
        }
        if c.counters.contains(m) { continue }
        let b = blobs[Int(m)]
        guard b.height <= maxGlyph, b.width <= 2 * maxGlyph else { return nil }
        if b.surface != patch.region && b.surface >= 0 || b.secondSurface >= 0 {
          c.rims.append((m, 1))
        } else {
          c.counters.append(m)
          if c.counters.count > 3 { return nil }
        }
      }
    }
    return c
  }

  /// Turns the core's pixels into ink of `members[0]` and merges the other members into it.
  static func merge(
    _ patch: RegionPatch, into members: [Int32], regions: inout FlatRegions, blobs: inout [InkBlob]
  ) {
    let target = Int(members[0])
    let label = InkLabel.stored(blob: Int32(target))
    let width = regions.width
    for m in members.dropFirst() {
      let b = blobs[Int(m)]
      let old = InkLabel.stored(blob: m)
      for y in b.minY...b.maxY {
        for x in b.minX...b.maxX where regions.root[y * width + x] == old {
          regions.root[y * width + x] = label
        }
      }
      blobs[target].include(b)
      blobs[Int(m)] = InkBlob(minX: 0, minY: 0, maxX: -1, maxY: -1, label: m)
    }
    for i in patch.pixels {
      regions.root[i] = label
      regions.isSurface[i] = false
    }
    blobs[target].include(
      InkBlob(
        minX: patch.minX, minY: patch.minY, maxX: patch.maxX, maxY: patch.maxY, count: patch.pixels.count,
        label: Int32(target)))
    blobs[target].setSurfaces(regions.surfaceContacts(of: blobs[target]))
  }

  /// A pixel of `region` in or just around the blob's box.
  static func pixel(of region: Int32, around b: InkBlob, in regions: FlatRegions) -> Int? {
    let (x0, x1) = (max(0, b.minX - 1), min(regions.width - 1, b.maxX + 1))
    let (y0, y1) = (max(0, b.minY - 1), min(regions.height - 1, b.maxY + 1))
    guard x0 <= x1, y0 <= y1 else { return nil }
    for y in y0...y1 {
      for x in x0...x1 where regions.root[y * regions.width + x] == region { return y * regions.width + x }
    }
    return nil
  }

  /// The largest city-block distance over the `inside` cells of a grid from its edge cells
  /// (those with a side on a cell outside or on the grid's border): 0 for a stroke a cell or
  /// two wide.
  ///
  /// The distance inside from an edge cell is one less than the straight city-block distance
  /// to the nearest cell outside (a shortest staircase to that cell crosses only inside cells),
  /// so two sweeps of a chamfer transform find it, at a fraction of a breadth-first walk's cost
  /// on the large cores of big titles.
  static func depth(inside: [Bool], width: Int) -> Int32 {
    let height = inside.count / width
    guard height > 0 else { return 0 }
    var distance = [Int32](repeating: 0, count: inside.count)
    var deepest: Int32 = 0
    inside.withUnsafeBufferPointer { inside in
      distance.withUnsafeMutableBufferPointer { d in
        // Cells off the grid count as outside, at distance 0.
        for y in 0..<height {
          for x in 0..<width where inside[y * width + x] {
            let k = y * width + x
            d[k] = min(y > 0 ? d[k - width] : 0, x > 0 ? d[k - 1] : 0) + 1
          }
        }
        for y in (0..<height).reversed() {
          for x in (0..<width).reversed() where inside[y * width + x] {
            let k = y * width + x
            d[k] = min(d[k], min(y + 1 < height ? d[k + width] : 0, x + 1 < width ? d[k + 1] : 0) + 1)
            deepest = max(deepest, d[k])
          }
        }
      }
    }
    return max(0, deepest - 1)
  }

  /// The largest city-block distance of a blob's pixel that `holds` from the nearest pixel
  /// that does not (or is not the blob's): 1 for a stroke a pixel or two wide.
  static func depth(of b: InkBlob, in regions: FlatRegions, where holds: (Int) -> Bool) -> Int32 {
    guard b.count > 0 else { return 0 }
    let (bw, bh) = (b.width, b.height)
    let label = InkLabel.stored(blob: b.label)
    var inside = [Bool](repeating: false, count: bw * bh)
    var any = false
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX
      where regions.root[y * regions.width + x] == label && holds(y * regions.width + x) {
        inside[(y - b.minY) * bw + x - b.minX] = true
        any = true
      }
    }
    guard any else { return 0 }
    return depth(inside: inside, width: bw) + 1
  }

  static func forEachPixel(of b: InkBlob, in regions: FlatRegions, _ body: (Int) -> Void) {
    guard b.count > 0 else { return }
    let label = InkLabel.stored(blob: b.label)
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX where regions.root[y * regions.width + x] == label {
        body(y * regions.width + x)
      }
    }
  }
}

extension InkBlob {
  /// Grows the box and count by another blob's (whose pixels now carry this blob's label).
  mutating func include(_ other: InkBlob) {
    guard other.count > 0 else { return }
    minX = min(minX, other.minX)
    minY = min(minY, other.minY)
    maxX = max(maxX, other.maxX)
    maxY = max(maxY, other.maxY)
    count += other.count
  }
}
