extension Pictograms {
  /// A magnifying glass, the search icon of nearly every header bar and toolbar: a lens
  /// ring in the upper left of a square box and a handle running from it to the lower right
  /// corner. Drawn as one blob, it was boxed as a glyph ("text" 2.65:1 where a theme fades
  /// it), on its own in the header bar with no label to place it by.
  ///
  /// One hole (the lens), its centre in the upper left (under 45 % of the width and of the
  /// height) and a third of the box or more across; the bottom row's core only in the right
  /// half, reaching the right edge (the handle's end), and the top row's left of the handle.
  /// The glyphs with a bowl upper left and a stroke down the right (q, Q, 9, a g) are
  /// narrow; so is a round Q whose tail crosses its bowl low (and its counter is central).
  static func isMagnifier(_ shape: PartShape) -> Bool {
    let (w, h) = (shape.width, shape.height)
    guard w * 20 >= h * 17, w * 17 <= h * 20, shape.holes.count == 1 else { return false }
    let hole = shape.holes[0]
    let x = (Double(hole.minX + hole.maxX) / 2 + 0.5) / Double(w)
    guard x <= 0.45, hole.centerY(in: h) <= 0.45, hole.width * 3 >= w, hole.height * 3 >= h else {
      return false
    }
    guard let first = shape.rowExtents.first ?? nil, let last = shape.rowExtents.last ?? nil else {
      return false
    }
    return last.left * 2 >= w && last.right >= w - 1 - w / 8 && first.right * 10 <= w * 8
  }
}
