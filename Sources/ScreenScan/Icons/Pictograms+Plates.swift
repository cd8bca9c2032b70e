extension Pictograms {
  /// A row of glyph plates: round or square buttons side by side, each a filled plate with
  /// a small mark in its middle (libadwaita's minimize, maximize and close; media controls).
  /// At 1× a 24 px plate is too small to be a surface of its own, so each button is one
  /// blob, and the grouper filed them as a "line" of two or three large glyphs.
  ///
  /// Two plates at least, every part of the line one, so a lone badge or avatar (a digit or
  /// initials on a disc) stays text.
  func isPlateRow(_ line: TextLineGrouper.Line) -> Bool {
    let ps = parts(line)
    guard ps.count >= 2, ps.count <= 8 else { return false }
    return ps.allSatisfy { isGlyphPlate(blobs[$0]) }
  }

  /// One plate of `isPlateRow`: as wide as tall, 12 px or larger (8 per unit of scale: the
  /// scale of a window's screenshot is often guessed, and a 1× shot read as 2×), filling
  /// its box as a disc or a rounded square does (70 % or more). Its plate color is the
  /// blob's commonest; its mark, the pixels at least 60 % as far from the plate as the
  /// farthest, stands farther from the background than the plate does (it is drawn on the
  /// plate, not cut out of it) and a sixth of the plate away from every side. A high
  /// contrast theme's thin border round the plate is nearer the plate than the mark is.
  ///
  /// A glyph's own ink reaches its box on every side; a bold "O" whose counter is ink fills
  /// its box as a disc does, but either its stroke is the commonest color, and the counter
  /// far from it is near the background, or the counter is, and the stroke far from it
  /// reaches the box. Cost: two passes over the box.
  func isGlyphPlate(_ b: InkBlob) -> Bool {
    let size = max(b.width, b.height)
    guard min(b.width, b.height) >= max(12, Int(8 * scale)), abs(b.width - b.height) <= max(1, size / 10),
      b.count * 10 >= b.width * b.height * 7
    else { return false }
    let stored = InkLabel.stored(blob: b.label)
    @inline(__always) func color(_ i: Int) -> SIMD3<Double> {
      SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2]))
    }
    var counts: [UInt32: Int] = [:]
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX where labels[y * width + x] == stored {
        let i = y * width + x
        let key = UInt32(pixels[4 * i]) << 16 | UInt32(pixels[4 * i + 1]) << 8 | UInt32(pixels[4 * i + 2])
        counts[key, default: 0] += 1
      }
    }
    guard let commonest = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else {
      return false
    }
    let plate = SIMD3(Double(commonest >> 16 & 255), Double(commonest >> 8 & 255), Double(commonest & 255))
    let background = backgroundColor(of: b)
    func distance(_ a: SIMD3<Double>, _ c: SIMD3<Double>) -> Double { ((a - c) * (a - c)).sum().squareRoot() }
    var farthest = 0.0
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX where labels[y * width + x] == stored {
        farthest = max(farthest, distance(color(y * width + x), plate))
      }
    }
    guard farthest > 0 else { return false }
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    var markToBackground = 0.0
    var markCount = 0
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX where labels[y * width + x] == stored {
        let c = color(y * width + x)
        guard distance(c, plate) >= 0.6 * farthest else { continue }
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        markToBackground += distance(c, background)
        markCount += 1
      }
    }
    guard markCount > 0, markToBackground / Double(markCount) > distance(plate, background) else {
      return false
    }
    let inset = b.width / 6
    return minX - b.minX >= inset && minY - b.minY >= inset && b.maxX - maxX >= inset
      && b.maxY - maxY >= inset
  }
}
