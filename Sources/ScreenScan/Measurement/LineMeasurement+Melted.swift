import ColorScience
import Pixels

extension LineMeasurement {
  /// Text a few codes off its surface (a dark-theme label one shade lighter than its panel,
  /// about 1.05–1.15:1) steps into the surface through its antialiased edges, which differ
  /// by no more than `FlatRegions`' tolerance: the pixels sampled as background then hold the
  /// text's own color, the background reads as graded, and the line is measured against
  /// itself ("1.00:1, #272b2f on #272b2f"). On a surface drawn in one exact color, as CSS
  /// draws them, the text is still plain to see: the surface's color is the window's most
  /// common one, and the text is the pixels off it, all to one side.
  ///
  /// Only lines measured that way are looked at (graded, and no contrast against their worst
  /// background); a textured background (wood grain, noise) has no one color over half its
  /// window, and keeps its measurement.
  mutating func separateMeltedText(pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int) {
    guard backgroundSpread > ScreenScanner.gradedSpread,
      WCAG.contrastRatio(of: SRGBColor(foreground), on: SRGBColor(worstBackground))
        < ScreenScanner.faintestText
    else { return }
    let margin = max(2, box.height / 4)
    let x0 = max(0, box.x - margin)
    let x1 = min(width - 1, box.x + box.width - 1 + margin)
    let y0 = max(0, box.y - margin)
    let y1 = min(height - 1, box.y + box.height - 1 + margin)
    guard x0 <= x1, y0 <= y1 else { return }
    @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 {
      let i = 4 * (y * width + x)
      return UInt32(pixels[i]) | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]) << 16
    }
    var counts: [UInt32: Int] = [:]
    for y in y0...y1 { for x in x0...x1 { counts[word(x, y), default: 0] += 1 } }
    let total = (x1 - x0 + 1) * (y1 - y0 + 1)
    guard let (surface, n) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), 2 * n >= total
    else { return }
    let base = SIMD3(Int(surface & 0xFF), Int((surface >> 8) & 0xFF), Int((surface >> 16) & 0xFF))
    // The pixels off the surface's color, and how far the farthest are.
    var off: [(color: SIMD3<Int>, reach: Int, count: Int)] = []
    var lighter = 0
    var darker = 0
    for (w, c) in counts where w != surface {
      let color = SIMD3(Int(w & 0xFF), Int((w >> 8) & 0xFF), Int((w >> 16) & 0xFF))
      let d = color &- base
      if d.x + d.y + d.z > 0 { lighter += c } else { darker += c }
      off.append((color, max(abs(d.x), abs(d.y), abs(d.z)), c))
    }
    // Drawn in one color over one surface, all of it lies to one side.
    guard let far = off.map(\.reach).max(), far >= 2, 10 * min(lighter, darker) <= lighter + darker else {
      return
    }
    var sum = SIMD3<Double>(repeating: 0)
    var cores = 0
    for o in off where 5 * o.reach >= 4 * far {
      sum += SIMD3(Double(o.color.x), Double(o.color.y), Double(o.color.z)) * Double(o.count)
      cores += o.count
    }
    let core = sum / Double(max(1, cores))
    foreground = RGBA8(
      red: UInt8(core.x.rounded()), green: UInt8(core.y.rounded()), blue: UInt8(core.z.rounded()))
    background = RGBA8(red: UInt8(base.x), green: UInt8(base.y), blue: UInt8(base.z))
    worstBackground = background
    backgroundSpread = 1
  }
}
