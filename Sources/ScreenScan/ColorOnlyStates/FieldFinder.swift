import ColorScience
import Pixels

/// A thin rectangular outline around a flat interior: a text field, a select, a text area.
struct FieldOutline {
  var box: PixelBox
  var border: RGBA8
  var fill: RGBA8
  /// Border thickness in pixels, each pixel counted by how far it is from the fill toward the
  /// border color, so a line straddling two pixel rows still measures its true width.
  var thickness: Double
}

/// Finds field outlines among the ink blobs: one blob whose box is field-shaped (at least
/// 64 logical pixels wide and twice as wide as tall, 20 to 96 high) and that is a closed,
/// thin ring: its own pixels reach the middle of all four sides, and it covers under a
/// quarter of its box.
enum FieldFinder {
  static func find(
    blobs: [InkBlob], labels: UnsafeBufferPointer<Int32>, regions: FlatRegions, image: RGBAImage,
    scale: Double
  ) -> [FieldOutline] {
    var out: [FieldOutline] = []
    for (index, b) in blobs.enumerated() {
      guard isThinRing(b, tallest: 96, scale: scale) else { continue }
      let box = PixelBox(x: b.minX, y: b.minY, width: b.width, height: b.height)
      if let f = outline(
        box, blob: Int32(index), labels: labels, regions: regions, image: image, scale: scale)
      {
        out.append(f)
      }
    }
    return out
  }

  /// A blob shaped like a control's outline: at least 64 logical pixels wide and twice as
  /// wide as tall, 20 to `tallest` logical pixels high, covering under a quarter of its box.
  static func isThinRing(_ b: InkBlob, tallest: Double, scale: Double) -> Bool {
    let (w, h) = (b.width, b.height)
    return Double(w) >= 64 * scale && w >= 2 * h && Double(h) >= 20 * scale && Double(h) <= tallest * scale
      && b.count * 4 < w * h
  }

  static func outline(
    _ box: PixelBox, blob: Int32, labels: UnsafeBufferPointer<Int32>, regions: FlatRegions, image: RGBAImage,
    scale: Double
  ) -> FieldOutline? {
    let depth = max(4, Int((6 * scale).rounded()))
    let (cx, cy) = (box.x + box.width / 2, box.y + box.height / 2)
    // Walks inward from one side's middle: the ring's pixels, then the first surface pixel
    // (the interior). Nil when the ring is missing there or never gives way to a surface.
    func edge(_ steps: Int, _ point: (Int) -> (Int, Int)) -> (ring: [RGBA8], fill: RGBA8)? {
      var ring: [RGBA8] = []
      for s in 0..<min(steps, depth + 1) {
        let (x, y) = point(s)
        let i = y * image.width + x
        if regions.isSurface[i] {
          return ring.isEmpty ? nil : (ring, image[x, y])
        }
        guard labels[i] == InkLabel.stored(blob: blob) else { return nil }
        ring.append(image[x, y])
      }
      return nil
    }
    guard let top = edge(box.height, { (cx, box.y + $0) }),
      let bottom = edge(box.height, { (cx, box.maxY - 1 - $0) }),
      let left = edge(box.width, { (box.x + $0, cy) }),
      let right = edge(box.width, { (box.maxX - 1 - $0, cy) })
    else { return nil }
    let fill = top.fill
    guard [bottom.fill, left.fill, right.fill].allSatisfy({ distance($0, fill) <= 10 }) else { return nil }
    let border = top.ring.max { distance($0, fill) < distance($1, fill) }!
    let contrast = Double(distance(border, fill))
    guard contrast >= 12 else { return nil }
    func width(_ ring: [RGBA8]) -> Double {
      ring.reduce(0) { $0 + min(1, Double(distance($1, fill)) / contrast) }
    }
    return FieldOutline(
      box: box, border: border, fill: fill, thickness: (width(top.ring) + width(left.ring)) / 2)
  }

  /// Closed thin outlines of a control's size whatever they hold: a segmented control's
  /// track, whose selected segment is filled and may have a divider. Only the ring itself
  /// is checked: the blob's own pixels at the outer edge of all four sides' middles.
  static func containers(blobs: [InkBlob], labels: UnsafeBufferPointer<Int32>, width: Int, scale: Double)
    -> [PixelBox]
  {
    var out: [PixelBox] = []
    for (index, b) in blobs.enumerated() {
      guard isThinRing(b, tallest: 72, scale: scale) else { continue }
      let (w, h) = (b.width, b.height)
      let (cx, cy) = ((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
      func ring(_ points: [(Int, Int)]) -> Bool {
        points.contains { labels[$0.1 * width + $0.0] == InkLabel.stored(blob: Int32(index)) }
      }
      let edge = 0..<min(3, h / 2)
      guard ring(edge.map { (cx, b.minY + $0) }), ring(edge.map { (cx, b.maxY - $0) }),
        ring(edge.map { (b.minX + $0, cy) }), ring(edge.map { (b.maxX - $0, cy) })
      else { continue }
      out.append(PixelBox(x: b.minX, y: b.minY, width: w, height: h))
    }
    return out
  }
}
