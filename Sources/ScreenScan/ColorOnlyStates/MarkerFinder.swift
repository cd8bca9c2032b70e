import ColorScience
import Pixels

/// A small solid shape that is not text: a status dot, a list marker, a badge.
struct Marker {
  var box: PixelBox
  /// The shape's own color, read at its center.
  var fill: RGBA8
  /// The uniform color around it.
  var background: RGBA8
  /// Which pixels of `box` the shape covers, row by row: nearer the fill than the background.
  var mask: [Bool]

  var centerX: Double { Double(box.x) + Double(box.width) / 2 }
  var centerY: Double { Double(box.y) + Double(box.height) / 2 }
}

/// Finds markers among the ink blobs: roughly square, 4 to 24 logical pixels, mostly one
/// color, filling at least 45 % of their box, and standing on a uniform background.
///
/// Dots large enough to be surfaces themselves still show up, as the antialiased ring
/// around them, whose box is the dot's. Glyphs are excluded by the solid center (an "o"
/// has background there) and by size (a period is smaller than 4 logical pixels).
enum MarkerFinder {
  static func find(blobs: [InkBlob], image: RGBAImage, scale: Double) -> [Marker] {
    let smallest = max(4, Int((4 * scale).rounded()))
    let largest = Int((24 * scale).rounded())
    var out: [Marker] = []
    for b in blobs {
      let (w, h) = (b.width, b.height)
      guard max(w, h) >= smallest, max(w, h) <= largest, 4 * min(w, h) >= 3 * max(w, h) else { continue }
      let box = PixelBox(x: b.minX, y: b.minY, width: w, height: h)
      if let m = marker(in: box, image: image) { out.append(m) }
    }
    return out
  }

  static func marker(in box: PixelBox, image: RGBAImage) -> Marker? {
    guard let background = uniformColor(around: box, image: image) else { return nil }
    let fill = image[box.x + box.width / 2, box.y + box.height / 2]
    let contrast = distance(fill, background)
    guard contrast >= 48 else { return nil }
    // Most candidates are glyphs: a 5×5 sample rejects those with little ink cheaply.
    var sampled = 0
    for sy in 0..<5 {
      for sx in 0..<5 {
        let p = image[box.x + (2 * sx + 1) * box.width / 10, box.y + (2 * sy + 1) * box.height / 10]
        if 2 * distance(p, background) >= contrast { sampled += 1 }
      }
    }
    guard sampled >= 9 else { return nil }
    var mask = [Bool](repeating: false, count: box.width * box.height)
    var on = 0
    var likeFill = 0
    for y in 0..<box.height {
      for x in 0..<box.width {
        let p = image[box.x + x, box.y + y]
        guard 2 * distance(p, background) >= contrast else { continue }
        mask[y * box.width + x] = true
        on += 1
        if distance(p, fill) <= 32 { likeFill += 1 }
      }
    }
    // Solid and one-colored: photos, avatars and multi-colored icons fail one of these.
    guard on * 100 >= 45 * box.width * box.height, likeFill * 10 >= on * 6 else { return nil }
    return Marker(box: box, fill: fill, background: background, mask: mask)
  }

  /// The color just outside the middle of each side of `box`, when all four agree.
  static func uniformColor(around box: PixelBox, image: RGBAImage) -> RGBA8? {
    let gap = 2
    let points = [
      (box.x - gap, box.y + box.height / 2), (box.maxX - 1 + gap, box.y + box.height / 2),
      (box.x + box.width / 2, box.y - gap), (box.x + box.width / 2, box.maxY - 1 + gap),
    ]
    guard points.allSatisfy({ $0.0 >= 0 && $0.1 >= 0 && $0.0 < image.width && $0.1 < image.height }) else {
      return nil
    }
    let colors = points.map { image[$0.0, $0.1] }
    guard colors.allSatisfy({ distance($0, colors[0]) <= 10 }) else { return nil }
    return colors[0]
  }

  /// Same shape and size: the masks agree everywhere except along a one-pixel edge (the
  /// same shape drawn at another subpixel offset), within 6 % of the shape's area.
  static func sameShape(_ a: Marker, _ b: Marker) -> Bool {
    let tolerance = max(2, max(a.box.width, a.box.height) / 8)
    guard abs(a.box.width - b.box.width) <= tolerance, abs(a.box.height - b.box.height) <= tolerance else {
      return false
    }
    let w = min(a.box.width, b.box.width)
    let h = min(a.box.height, b.box.height)
    let (ax, ay) = ((a.box.width - w) / 2, (a.box.height - h) / 2)
    let (bx, by) = ((b.box.width - w) / 2, (b.box.height - h) / 2)
    func inside(_ m: Marker, _ ox: Int, _ oy: Int, _ x: Int, _ y: Int) -> Bool {
      m.mask[(y + oy) * m.box.width + x + ox]
    }
    func at(_ m: Marker, _ ox: Int, _ oy: Int, _ x: Int, _ y: Int) -> Bool? {
      guard x >= 0, y >= 0, x < w, y < h else { return nil }
      return inside(m, ox, oy, x, y)
    }
    var differing = 0
    var area = 0
    for y in 0..<h {
      for x in 0..<w {
        let va = inside(a, ax, ay, x, y)
        let vb = inside(b, bx, by, x, y)
        if va || vb { area += 1 }
        guard va != vb else { continue }
        // A difference counts only where the other mask has no pixel of this value nearby.
        var near = false
        for dy in -1...1 {
          for dx in -1...1 where at(b, bx, by, x + dx, y + dy) == va { near = true }
        }
        if !near { differing += 1 }
      }
    }
    return differing * 100 <= 6 * max(1, area)
  }
}
