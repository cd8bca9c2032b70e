import ColorScience

/// A framed label faded by half, with an enabled twin of its kind elsewhere in its row or
/// column: GTK4's insensitive button, whose label sits at 0.5 of its ink, past `fadeRange`.
///
/// `fadeRange` stops at 0.4 because muted web text sits at 0.45 and above; a label faded
/// further is told inactive only when its frame says so too: both lines are enclosed by a
/// frame of the same height, and this frame, measured across its top edge from the surface
/// above it, holds at most `chromeFade` of the twin's frame ink, faded by about as much as the
/// label (`fadeAgreement`). A muted label in a pale "ghost" frame (frame nearly gone, label at
/// half) is a style, not the insensitive look, and stays an error.
extension InactiveLook {
  /// Indices of failing lines (not in `skipping`) in a faded frame with an enabled twin.
  func fadedTwins(in regions: [TextRegion], skipping: Set<Int>) -> Set<Int> {
    var out: Set<Int> = []
    var frames: [Int: Enclosure?] = [:]
    func frame(_ k: Int) -> Enclosure? {
      if let f = frames[k] { return f }
      let f = enclosure(of: regions[k])
      frames[k] = f
      return f
    }
    for (i, r) in regions.enumerated() where r.outcome == .fail && !skipping.contains(i) {
      guard let mine = frame(i) else { continue }
      for (j, s) in regions.enumerated() where j != i && isTwin(s, of: r) {
        guard let theirs = frame(j),
          let a = Self.fade(of: r.foreground, from: s.foreground, on: r.background),
          Self.framedFadeRange.contains(a), let f = frameFade(r, mine, from: s, theirs)
        else { continue }
        if max(a, f) / max(min(a, f), 0.01) <= Self.fadeAgreement {
          out.insert(i)
          break
        }
      }
    }
    return out
  }

  /// `isSibling`'s geometry without its fade bounds: a passing line of the same height and
  /// font size, in the same row or column within `reach`, on the same background.
  func isTwin(_ s: TextRegion, of r: TextRegion) -> Bool {
    let h = Double(r.box.height)
    guard s.passes, abs(Double(s.box.height - r.box.height)) <= max(2, 0.2 * h),
      abs(s.fontSize - r.fontSize) <= 0.2 * r.fontSize,
      Self.largest(Self.vector(s.background, minus: r.background)) <= 16
    else { return false }
    let (ry, sy) = (Double(r.box.y) + h / 2, Double(s.box.y) + Double(s.box.height) / 2)
    let (rx, sx) = (Double(r.box.x) + Double(r.box.width) / 2, Double(s.box.x) + Double(s.box.width) / 2)
    guard ((sx - rx) * (sx - rx) + (sy - ry) * (sy - ry)).squareRoot() <= Self.reach * h else { return false }
    return abs(sy - ry) <= h / 2 || abs(Double(s.box.x - r.box.x)) <= h / 2
  }

  /// How much of the twin's frame ink `r`'s frame holds, across each one's top edge from the
  /// surface above it; nil when the frames differ in height or hue, or the twin's is too faint.
  func frameFade(_ r: TextRegion, _ mine: Enclosure, from s: TextRegion, _ theirs: Enclosure) -> Double? {
    let h = r.box.height
    let m = max(2, h / 4)
    let k = max(2, h / 5)
    guard abs((mine.bottom - mine.top) - (theirs.bottom - theirs.top)) <= max(2, h / 5) else { return nil }
    let (rc, sc) = (r.box.x + r.box.width / 2, s.box.x + s.box.width / 2)
    guard let above = color(rc, mine.top - m), let aboveTwin = color(sc, theirs.top - m),
      Self.largest(above - aboveTwin) <= 16,
      let a = edgeInk(x: rc, from: mine.top - m, outside: above, depth: k),
      let b = edgeInk(x: sc, from: theirs.top - m, outside: aboveTwin, depth: k),
      Self.largest(b) >= 8
    else { return nil }
    let n = (b * b).sum()
    guard (a * b).sum() / ((a * a).sum() * n).squareRoot() >= Self.sameHue else { return nil }
    let fade = (a * b).sum() / n
    return fade <= Self.chromeFade ? fade : nil
  }
}
