import Pixels

/// Italics are a cue besides color. A theme may set emphasis in a color of its own and in
/// italics; a reader tells it from the body text by its slant as well as its hue, so it is no
/// state carried by color alone (and it is no link either). The slant is measured the way a
/// reader sees it: the glyphs' stems stand upright when the run is sheared back by its slant,
/// so the shear that stacks the most ink into the fewest columns is the run's slant.
extension ColorOnlyStates {
  /// The shear (horizontal pixels per pixel of height, leaning right) that makes the glyphs of
  /// `t` most upright, from 0 to 0.4 in steps of 0.04, or 0 when leaning them back stacks
  /// their ink no better than upright or leaning them the other way; nil when the run is too
  /// small to tell (under 8 pixels tall or 2 heights wide: a word of two or three letters).
  func slant(of t: TextRegion) -> Double? {
    let box = t.box
    // Twenty heights of a run (a dozen words) show its slant; a paragraph-wide run costs its
    // width in every shear for nothing more.
    let (w, h) = (min(box.width, 20 * box.height), box.height)
    guard h >= 8, w >= 2 * h, box.maxX <= image.width, box.maxY <= image.height else { return nil }
    // Ink of the run's own color: 1 on the text color, 0 at the background and beyond it
    // (a neighbour's glyph in another color, clipped into the box, counts for little).
    let contrast = Double(max(1, distance(t.foreground, t.background)))
    var ink = [(x: Int, y: Int, c: Double)]()
    ink.reserveCapacity(w * h / 3)
    for y in 0..<h {
      for x in 0..<w {
        let c = 1 - Double(distance(image[box.x + x, box.y + y], t.foreground)) / contrast
        if c > 0.1 { ink.append((x, y, min(1, c))) }
      }
    }
    guard !ink.isEmpty else { return nil }
    // Column profile after shearing the top rows left by `s` per row above the bottom; its
    // energy (sum of squares) peaks when the stems stand in single columns.
    let reach = Int((0.4 * Double(h)).rounded(.up)) + 2
    var profile = [Double](repeating: 0, count: w + 2 * reach + 2)
    func energy(_ s: Double) -> Double {
      for i in profile.indices { profile[i] = 0 }
      for p in ink {
        let x = Double(p.x + reach) - s * Double(h - 1 - p.y)
        let i = Int(x.rounded(.down))
        let f = x - Double(i)
        profile[i] += p.c * (1 - f)
        profile[i + 1] += p.c * f
      }
      return profile.reduce(0) { $0 + $1 * $1 }
    }
    // Upright diagonals (v, w, y, A, a slash) lean both ways and stack about as well sheared
    // left as right (within 3% in Liberation and DejaVu: "wavy", "AVW"); an italic's stems
    // lean one way (10% and more: Liberation Sans and Serif Italic). The slant counts only
    // when shearing right stacks more ink than upright and 6% more than the best shear left.
    let upright = energy(0)
    var right = (shear: 0.0, energy: upright)
    for k in 1...10 {
      let s = 0.04 * Double(k)
      let e = energy(s)
      if e > right.energy { right = (s, e) }
    }
    // Most runs are roman and stack best upright: no need to lean them left.
    guard right.energy > upright else { return 0 }
    var left = 0.0
    for k in 1...10 { left = max(left, energy(-0.04 * Double(k))) }
    return right.energy >= 1.06 * left ? right.shear : 0
  }

  /// The least difference in slant between a run and the text beside it that reads as italic
  /// against roman: italic faces lean 9°–14° (shear 0.16–0.25) and a browser's synthetic
  /// oblique 0.25; roman words measure 0, their diagonals leaning both ways.
  static let italicShear = 0.12
}
