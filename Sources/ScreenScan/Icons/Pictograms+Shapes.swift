extension Pictograms {
  /// The color of the surface around a blob: the mean of the surface pixels just outside
  /// its box (its own surface only, so a neighbouring chip does not tint it).
  func backgroundColor(of b: InkBlob) -> SIMD3<Double> {
    var sum = SIMD3<Double>(repeating: 0)
    var n = 0.0
    func sample(_ x: Int, _ y: Int) {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      let i = y * width + x
      guard labels[i] == b.surface else { return }
      sum += SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2]))
      n += 1
    }
    for x in (b.minX - 1)...(b.maxX + 1) {
      sample(x, b.minY - 1)
      sample(x, b.maxY + 1)
    }
    for y in b.minY...b.maxY {
      sample(b.minX - 1, y)
      sample(b.maxX + 1, y)
    }
    if n > 0 { return sum / n }
    let i = b.minY * width + b.minX
    return SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2]))
  }

  /// The shape of a blob's core (see `PartShape`), or nil for a blob too large to measure.
  func shape(of b: InkBlob) -> PartShape? {
    let background = backgroundColor(of: b)
    @inline(__always) func distance(_ x: Int, _ y: Int) -> Double {
      let i = y * width + x
      let d = SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2])) - background
      return (d * d).sum().squareRoot()
    }
    let stored = InkLabel.stored(blob: b.label)
    var farthest = 0.0
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX where labels[y * width + x] == stored {
        farthest = max(farthest, distance(x, y))
      }
    }
    let cut = 0.5 * farthest
    return PartShape.measure(minX: b.minX, minY: b.minY, width: b.width, height: b.height) { x, y in
      labels[y * width + x] == stored && distance(x, y) >= cut && farthest > 0
    }
  }

  /// Solid bars of stepped heights side by side, sharing a baseline, a top line or a centre
  /// line: signal strength, a bar chart, an equaliser. Three bars at least, in a row, with
  /// at most two other parts beside them (a bar too short to tell, a battery), so that a
  /// label the grouper joined to a bar chart keeps its line. Text has bars too (l, I, |), but no
  /// letter is a bar shorter than the others with nothing over it (an i has its dot, which
  /// is looked for in the pixels: the grouper may have filed it elsewhere), and l and I
  /// differ in height by a few percent, not a quarter.
  func isBarRun(_ line: TextLineGrouper.Line) -> Bool {
    let ps = parts(line).map { blobs[$0] }.sorted { $0.minX < $1.minX }
    guard ps.count >= 3 else { return false }
    func isBar(_ b: InkBlob) -> Bool {
      b.height >= 2 * b.width && b.height >= 4 && b.count * 4 >= b.width * b.height * 3
    }
    // The longest run of bars side by side.
    var best = 0..<0
    var start = 0
    for i in 0...ps.count {
      if i < ps.count && isBar(ps[i]) { continue }
      if i - start > best.count { best = start..<i }
      start = i + 1
    }
    guard best.count >= 3, ps.count - best.count <= 2 else { return false }
    let bars = Array(ps[best])
    // Three bars or more (guarded above), so the heights have a range.
    guard let heights = bars.map(\.height).extremes else { return false }
    let (shortest, tallest) = heights
    guard shortest * 4 <= tallest * 3 else { return false }
    let tolerance = max(1, tallest / 10)
    func aligned(_ edge: (InkBlob) -> Int) -> Bool {
      guard let values = bars.map(edge).extremes else { return false }
      return values.max - values.min <= 2 * tolerance
    }
    guard aligned({ 2 * $0.maxY }) || aligned({ 2 * $0.minY }) || aligned({ $0.minY + $0.maxY }) else {
      return false
    }
    // Nothing of another blob over or under a bar within half its height.
    for bar in bars {
      let reach = max(2, bar.height / 2)
      for y in max(0, bar.minY - reach)...min(height - 1, bar.maxY + reach) where y < bar.minY || y > bar.maxY
      {
        for x in bar.minX...bar.maxX {
          let other = InkLabel.blob(labels[y * width + x])
          if other >= 0 && other != bar.label { return false }
        }
      }
    }
    return true
  }
}
