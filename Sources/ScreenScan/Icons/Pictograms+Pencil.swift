extension Pictograms {
  /// A thick band from corner to corner of a square box, the two other corners bare: a
  /// pencil (an edit button's icon), a brush, a pen. libadwaita's 16 px pencil at 1× is one
  /// blob and was boxed as ~21 px text. Glyphs drawn on a diagonal ("/", "\\", "⁄") are
  /// strokes, narrower than tall and filling a fraction of their box; a "%" or an "X" inks a
  /// bare corner.
  ///
  /// Every row of the core (see `shape(of:)`) lies within a band around one diagonal, and
  /// the core fills at least a fifth of the box (a pencil drawn in outline, 0.29).
  func isDiagonalTool(_ b: InkBlob) -> Bool {
    guard b.width >= 10, b.height >= 10, b.width * 4 <= b.height * 5, b.height * 4 <= b.width * 5,
      let shape = shape(of: b), shape.fill >= 0.2
    else { return false }
    let (w, h) = (Double(shape.width), Double(shape.height))
    func within(rising: Bool) -> Bool {
      shape.rowExtents.enumerated().allSatisfy { y, extent in
        guard let extent else { return true }
        let v = (Double(y) + 0.5) / h
        return [extent.left, extent.right].allSatisfy { x in
          let u = (Double(x) + 0.5) / w
          return abs(rising ? u + v - 1 : u - v) <= 0.3
        }
      }
    }
    return within(rising: true) || within(rising: false)
  }
}
