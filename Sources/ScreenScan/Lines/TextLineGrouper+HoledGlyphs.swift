extension TextLineGrouper {
  /// Glyphs around a counter that join a line (see `group`): each beside a glyph of a line
  /// (under half an em away, about 0.7 of a capital's height, and of a similar height) and
  /// level with a glyph of it at the bottom or the top, as the glyphs of one line are to
  /// their antialiasing ("g" reaches the x-height of "n", "D" stands on the baseline of the
  /// "e" in "eploy" though the "p" beside it hangs lower).
  /// An icon or a checkbox beside a label is centred on it instead. Two such glyphs alone
  /// make a line when they agree in height, baseline and top ("08"), which a pair of rings
  /// seldom does.
  ///
  /// - Parameter lines: each glyph of the other lines and its line (any member's index).
  func holedGlyphs(_ holed: [Int], lines: [Int: Int], blobs: [InkBlob]) -> [Int] {
    var lineOf = lines
    var members: [Int: [Int]] = [:]
    for (i, line) in lines.sorted(by: { $0.key < $1.key }) { members[line, default: []].append(i) }
    var bySurface: [Int32: [Int]] = [:]
    for i in lines.keys.sorted() { bySurface[blobs[i].surface, default: []].append(i) }
    func close(_ a: InkBlob, _ b: InkBlob) -> Bool {
      let (tall, short) = (max(a.height, b.height), min(a.height, b.height))
      let gap = max(a.minX - b.maxX, b.minX - a.maxX) - 1
      let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
      return a.surface == b.surface && 10 * gap <= 7 * tall && 5 * tall <= 9 * short && overlap > 0
    }
    func join(_ c: Int, _ line: Int) {
      lineOf[c] = line
      members[line, default: []].append(c)
      bySurface[blobs[c].surface, default: []].append(c)
    }
    var pending = holed
    for (n, a) in holed.enumerated() {
      for b in holed[(n + 1)...] where pending.contains(a) && pending.contains(b) {
        let (x, y) = (blobs[a], blobs[b])
        let tolerance = max(2, max(x.height, y.height) / 16)
        guard close(x, y), abs(x.minY - y.minY) <= tolerance, abs(x.maxY - y.maxY) <= tolerance else {
          continue
        }
        join(a, a)
        join(b, a)
        pending.removeAll { $0 == a || $0 == b }
      }
    }
    var changed = true
    while changed && !pending.isEmpty {
      changed = false
      pending.removeAll { c in
        let glyph = blobs[c]
        let tolerance = max(2, glyph.height / 16)
        // Every glyph filed by surface has a line, and every line its members (`join`).
        guard
          let line = bySurface[glyph.surface]?.lazy.filter({ close(glyph, blobs[$0]) }).compactMap({
            lineOf[$0]
          })
          .first(where: {
            members[$0, default: []].contains {
              abs(blobs[$0].maxY - glyph.maxY) <= tolerance || abs(blobs[$0].minY - glyph.minY) <= tolerance
            }
          })
        else { return false }
        join(c, line)
        changed = true
        return true
      }
    }
    return holed.filter { !pending.contains($0) }
  }
}
