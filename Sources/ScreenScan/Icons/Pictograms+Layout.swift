extension Pictograms {
  /// A box on the image, inclusive corners.
  struct Box {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var centerX: Double { Double(minX + maxX) / 2 }
    var centerY: Double { Double(minY + maxY) / 2 }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
      (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
    init(_ l: TextLineGrouper.Line) { self.init(minX: l.minX, minY: l.minY, maxX: l.maxX, maxY: l.maxY) }
    init(_ b: InkBlob) { self.init(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY) }

    func union(_ o: Box) -> Box {
      Box(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }
    func contains(_ o: Box, margin: Int = 1) -> Bool {
      o.minX >= minX - margin && o.maxX <= maxX + margin && o.minY >= minY - margin && o.maxY <= maxY + margin
    }
    func overlapX(_ o: Box) -> Int { max(0, min(maxX, o.maxX) - max(minX, o.minX) + 1) }
    func overlapY(_ o: Box) -> Int { max(0, min(maxY, o.maxY) - max(minY, o.minY) + 1) }
  }

  /// Two pieces one directly above the other, of like size, nearly touching, that together
  /// make a compact object: a person (head over shoulders), a 2×2 grid (two rows of
  /// squares). Lines of text stand a line gap apart; a dot or accent over a glyph is far
  /// smaller than it (the dot of a bold "?" is two fifths of the hook); stacked code (| over |)
  /// is no compact object. Returns their union.
  ///
  /// Pieces of several parts each must be rows of a grid: like parts, each over its like
  /// (two lines of text, "ww" over "g8", never line up so).
  static func stackedObject(_ a: Box, _ b: Box, partsA: [Box], partsB: [Box]) -> Box? {
    if partsA.count > 1 || partsB.count > 1 {
      guard partsA.count == partsB.count else { return nil }
      let tolerance = max(1, max(a.width, b.width) / 20)
      for (p, q) in zip(partsA.sorted { $0.minX < $1.minX }, partsB.sorted { $0.minX < $1.minX }) {
        guard abs(p.minX - q.minX) <= tolerance, abs(p.maxX - q.maxX) <= tolerance,
          abs(p.height - q.height) * 10 <= max(p.height, q.height)
        else { return nil }
      }
    }
    let (upper, lower) = a.minY <= b.minY ? (a, b) : (b, a)
    let gap = lower.minY - upper.maxY - 1
    guard gap >= -1, Double(gap) <= 0.3 * Double(max(upper.height, lower.height)) else { return nil }
    guard a.overlapX(b) * 10 >= min(a.width, b.width) * 6 else { return nil }
    guard min(a.width, b.width) * 20 >= max(a.width, b.width) * 9,
      min(a.height, b.height) * 20 >= max(a.height, b.height) * 9
    else { return nil }
    let u = a.union(b)
    // Icons are drawn on a square: the object is nearly as wide as it is tall.
    guard u.width * 20 >= u.height * 17, u.width * 17 <= u.height * 20 else { return nil }
    return u
  }

  /// Parts arranged around a centre part: the rays of a sun, a gear's teeth drawn apart, a
  /// spinner's dashes. At least five satellites of like size, well under the centre's, at
  /// like distances (about the centre's size), in five of the eight directions, left and
  /// right among them. No glyph or word has that (an "ö" has two marks, both above), and
  /// the lines above and below a large number give it satellites above and below only.
  /// Returns the object's box.
  static func radialObject(center c: Box, around: [Box]) -> Box? {
    let size = Double(max(c.width, c.height))
    var satellites: [(box: Box, distance: Double, octant: Int)] = []
    for s in around {
      let extent = Double(max(s.width, s.height))
      guard extent <= 0.65 * size, extent * 8 >= size else { continue }
      let dx = s.centerX - c.centerX
      let dy = s.centerY - c.centerY
      let distance = (dx * dx + dy * dy).squareRoot()
      guard distance >= 0.5 * size, distance <= 1.3 * size else { continue }
      satellites.append((s, distance, octant(dx, dy)))
    }
    guard satellites.count >= 5 else { return nil }
    let distances = satellites.map(\.distance)
    let extents = satellites.map { Double(max($0.box.width, $0.box.height)) }
    // Five satellites or more (guarded above), so both lists have extremes.
    guard let distanceRange = distances.extremes, let extentRange = extents.extremes,
      distanceRange.max <= 1.6 * distanceRange.min, extentRange.max <= 2.5 * extentRange.min
    else {
      return nil
    }
    let octants = Set(satellites.map(\.octant))
    guard octants.count >= 5, !octants.isDisjoint(with: [0, 7]), !octants.isDisjoint(with: [3, 4]) else {
      return nil
    }
    return satellites.reduce(c) { $0.union($1.box) }
  }

  /// Which eighth of the turn (x, y) points into, 0...7: by the signs of x and y and which
  /// of them is larger.
  static func octant(_ x: Double, _ y: Double) -> Int {
    let quadrant = y >= 0 ? (x >= 0 ? 0 : 1) : (x < 0 ? 2 : 3)
    let steep = abs(y) > abs(x)
    // Within each quadrant, the half nearer the axis the quadrant starts from comes first.
    return 2 * quadrant + ((quadrant % 2 == 0) == steep ? 1 : 0)
  }

  /// How far the line's own surface reaches from each side of its box, along the row and
  /// the column through its centre, and whether each walk ended inside the image: an icon
  /// tile (a filled rounded square or circle) holds its icon with a like margin all round.
  func enclosure(of box: Box, surface: Int32, limit: Int) -> [Int]? {
    let cy = (box.minY + box.maxY) / 2
    let cx = (box.minX + box.maxX) / 2
    func walk(_ x0: Int, _ y0: Int, _ dx: Int, _ dy: Int) -> Int? {
      var (x, y, d) = (x0, y0, 0)
      while x >= 0, y >= 0, x < width, y < height, labels[y * width + x] == surface {
        x += dx
        y += dy
        d += 1
        if d > limit { return nil }
      }
      return x < 0 || y < 0 || x >= width || y >= height ? nil : d
    }
    guard let left = walk(box.minX - 1, cy, -1, 0), let right = walk(box.maxX + 1, cy, 1, 0),
      let up = walk(cx, box.minY - 1, 0, -1), let down = walk(cx, box.maxY + 1, 0, 1)
    else { return nil }
    return [left, right, up, down]
  }

  /// Centred in a filled tile: the tile's edge no farther than the icon is large on every
  /// side, and the margins left and right (and above and below) alike.
  func isInTile(_ box: Box, surface: Int32) -> Bool {
    let size = max(box.width, box.height)
    guard let m = enclosure(of: box, surface: surface, limit: size + 2) else { return false }
    let slack = size / 5 + 2
    return abs(m[0] - m[1]) <= slack && abs(m[2] - m[3]) <= slack
  }

  /// A label of two or more parts just below the box and centred under it: the icon of a
  /// tab-bar item or a launcher tile.
  func hasLabel(below box: Box, surface: Int32) -> Bool {
    let reach = Double(box.maxY) + 0.8 * Double(box.height) + 2
    return lineWindow.items(in: Double(box.maxY + 1)...reach).contains { j in
      let l = lines[j]
      let label = Box(l)
      return l.surface == surface && partCounts[j] >= 2
        && abs(label.centerX - box.centerX) <= 0.15 * Double(max(label.width, box.width)) + 2
    }
  }

  /// A label of three or more parts on the box's row, a little way after it: the icon that
  /// leads a menu item, a list row or a heading.
  func hasLabel(after box: Box, surface: Int32) -> Bool {
    let h = Double(box.height)
    return lineWindow.items(in: (Double(box.minY) - h)...(Double(box.maxY))).contains { j in
      let l = lines[j]
      let label = Box(l)
      let gap = Double(label.minX - box.maxX - 1)
      return l.surface == surface && partCounts[j] >= 3 && gap >= 0.25 * h && gap <= 2 * h
        && abs(label.centerY - box.centerY) <= 0.25 * Double(max(label.height, box.height))
    }
  }
}
