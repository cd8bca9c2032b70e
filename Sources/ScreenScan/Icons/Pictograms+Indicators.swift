extension Pictograms {
  /// An empty radio button or check box: a thin round or square outline whose inside is
  /// empty. Qt's Fusion style draws the radio circle in a gray a text rule fails (2.0:1),
  /// and the grouper joins it to its label, so it came out as a failing run of text; WCAG
  /// judges such an indicator as a UI component (1.4.11, 3:1), not as text.
  ///
  /// Told by its middle row and middle column: each crosses the core (see `shape(of:)`) at
  /// the two sides only, with at least 78 % of the width (height) empty between them. An
  /// "o", an "O" or a "0" has strokes too thick for that at any regular weight (DejaVu
  /// Sans's "O" leaves about 70 %), and is taller than wide; the outline must be as wide as
  /// tall to a pixel or so. Only where layout puts an indicator (before its label, or split
  /// off its label by color) is the cue taken, see `cue(of:alone:)`.
  ///
  /// 10 px or larger, whatever the scale (a window's scale is often guessed, and a 1× shot
  /// read as 2×): smaller rings are too coarse to tell from an "o". Cost: one pass over the
  /// box (the background), then the middle row and column.
  func isHollowIndicator(_ b: InkBlob) -> Bool {
    let size = max(b.width, b.height)
    guard min(b.width, b.height) >= 10, abs(b.width - b.height) <= max(1, size / 12) else {
      return false
    }
    let background = backgroundColor(of: b)
    let stored = InkLabel.stored(blob: b.label)
    @inline(__always) func distance(_ x: Int, _ y: Int) -> Double {
      let i = y * width + x
      guard labels[i] == stored else { return 0 }
      let d = SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2])) - background
      return (d * d).sum().squareRoot()
    }
    var farthest = 0.0
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX { farthest = max(farthest, distance(x, y)) }
    }
    guard farthest > 0 else { return false }
    let cut = 0.5 * farthest
    /// Whether the core along a row or column (`count` pixels from `point(0)`) lies at its
    /// two ends only, the empty stretch between them at least 78 % of it.
    func crossesSidesOnly(_ count: Int, _ point: (Int) -> (Int, Int)) -> Bool {
      let core = (0..<count).map { k -> Bool in
        let (x, y) = point(k)
        return distance(x, y) >= cut
      }
      guard let first = core.firstIndex(of: true), let last = core.lastIndex(of: true), first < last else {
        return false
      }
      let edge = max(1, count / 8)
      guard first < edge, last >= count - edge else { return false }
      // The stroke's inner edges: where the first run of core ends, and the last begins.
      var inner = first
      while inner + 1 < count && core[inner + 1] { inner += 1 }
      var innerLast = last
      while innerLast > 0 && core[innerLast - 1] { innerLast -= 1 }
      guard inner < innerLast, !core[(inner + 1)..<innerLast].contains(true) else { return false }
      return (innerLast - inner - 1) * 100 >= count * 78
    }
    let midY = (b.minY + b.maxY) / 2
    let midX = (b.minX + b.maxX) / 2
    return crossesSidesOnly(b.width) { (b.minX + $0, midY) }
      && crossesSidesOnly(b.height) { (midX, b.minY + $0) }
  }
}
