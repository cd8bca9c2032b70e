extension Pictograms {
  /// Whether line `k`, which the text pass would box as one glyph of text, is an icon alone
  /// in a button frame: one squarish part whose largest hole is large (nearly half its width
  /// and height) and stands off its middle both across and down — a lens with its handle
  /// (search), the front sheet of a copy icon — on a small surface that closes round it
  /// with like margins left and right, and no other line on that surface.
  ///
  /// A glyph alone in a frame (a key's "0", "Q" or "%", an avatar's initial) has no such
  /// hole: counters of squarish glyphs sit in the middle (O, Q, 0, @) or are small (&, %,
  /// e), and the letters with a large bowl off to one side (a, b, d, p, q, 6, 9) are
  /// narrower than the lens.
  ///
  /// This is the one place a line the text pass found moves to the icon pipeline here;
  /// telling icons from text in general is `find`'s.
  func isFramedIcon(_ k: Int) -> Bool {
    let line = lines[k]
    let ps = parts(line)
    guard ps.count == 1, line.blobs.count <= 2 else { return false }
    let b = blobs[ps[0]]
    let size = max(b.width, b.height)
    guard size >= Int(10 * scale), size <= Int(32 * scale), b.width * 20 >= b.height * 17,
      b.width * 20 <= b.height * 24
    else { return false }
    let box = Box(line)
    let margin = max(size, Int(16 * scale))
    guard let m = enclosure(of: box, surface: line.surface, limit: margin),
      abs(m[0] - m[1]) <= size / 5 + Int(2 * scale)
    else { return false }
    let frame = Box(
      minX: box.minX - m[0], minY: box.minY - m[2], maxX: box.maxX + m[1], maxY: box.maxY + m[3])
    let others = lineWindow.items(in: Double(frame.minY - size)...Double(frame.maxY)).contains { j in
      j != k && lines[j].surface == line.surface && frame.contains(Box(lines[j]), margin: 0)
    }
    guard !others, let shape = shape(of: b) else { return false }
    return Self.hasOffCentreHole(shape)
  }

  /// A squarish part (width 0.85 to 1.2 of its height) whose largest hole spans at least
  /// 45 % of its width and height and whose middle lies at least 8 % of the part off the
  /// part's middle, across and down: a lens with its handle, a copy icon's front sheet.
  static func hasOffCentreHole(_ shape: PartShape) -> Bool {
    guard shape.width * 20 >= shape.height * 17, shape.width * 20 <= shape.height * 24,
      let hole = shape.holes.max(by: { $0.area < $1.area })
    else { return false }
    let x = (Double(hole.minX + hole.maxX) / 2 + 0.5) / Double(shape.width)
    let y = hole.centerY(in: shape.height)
    return hole.width * 20 >= shape.width * 9 && hole.height * 20 >= shape.height * 9
      && abs(x - 0.5) >= 0.08 && abs(y - 0.5) >= 0.08
  }
}
