extension Pictograms {
  /// A lone cross: two strokes from corner to corner of a squarish box, the middle of every
  /// side bare (a "×", "✕" or "x" alone). Drawn alone, that is a close button's glyph (a
  /// window's, a dialog's, a chip's), an icon; a key's "×" is the one place it is a label,
  /// which `KeyLabels` tells by its grid of labelled siblings. A "+" inks the middles of its
  /// sides, an asterisk the middle of its top, a "v" or "y" the middle of its bottom, a "z"
  /// its whole top row.
  func isCross(_ b: InkBlob) -> Bool {
    guard b.width >= 6, b.height >= 6, b.width * 4 <= b.height * 5, b.height * 4 <= b.width * 5,
      b.count * 4 <= b.width * b.height * 3
    else { return false }
    func ink(_ x: Int, _ y: Int) -> Bool { InkLabel.blob(labels[y * width + x]) == b.label }
    func inkNear(_ x: Int, _ y: Int) -> Bool {
      (max(b.minX, x - 1)...min(b.maxX, x + 1)).contains { ink($0, y) }
    }
    let n = max(b.width, b.height)
    for t in 0..<n {
      let f = Double(t) / Double(n - 1)
      let dx = Int((f * Double(b.width - 1)).rounded())
      let y = b.minY + Int((f * Double(b.height - 1)).rounded())
      guard inkNear(b.minX + dx, y), inkNear(b.maxX - dx, y) else { return false }
    }
    let (midX, midY) = ((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
    let xs = b.width % 2 == 0 ? [midX, midX + 1] : [midX]
    let ys = b.height % 2 == 0 ? [midY, midY + 1] : [midY]
    let sides = xs.flatMap { [($0, b.minY), ($0, b.maxY)] } + ys.flatMap { [(b.minX, $0), (b.maxX, $0)] }
    return !sides.contains { ink($0.0, $0.1) }
  }
}
