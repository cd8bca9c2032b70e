import Pixels

/// Rows of push buttons: a dialog's action row ("Help", "Cancel", "OK"), where each label
/// stands on a button of its own and the toolkit draws every button of the box one size
/// (GTK's homogeneous action area, libadwaita's message dialog responses, Qt's
/// `QDialogButtonBox` with its minimum button width). A row of chips or segments differs:
/// a chip's fill hugs its label, unselected chips and segments stand on the page or on one
/// shared track.
extension ColorOnlyStates {
  /// The columns the fill under `t` spans, along the row just above its glyphs (inside the
  /// fill's top padding, where `fillWidth` measures); nil when the pixel there is not the
  /// line's fill.
  func fillSpan(_ t: TextRegion) -> ClosedRange<Int>? {
    let y = max(0, t.box.y - max(1, t.box.height / 4))
    var lo = min(image.width - 1, t.box.x + t.box.width / 2)
    var hi = lo
    guard distance(image[lo, y], t.background) <= ColorTolerance.sameFill else { return nil }
    while lo > 0 && distance(image[lo - 1, y], t.background) <= ColorTolerance.sameFill { lo -= 1 }
    while hi < image.width - 1 && distance(image[hi + 1, y], t.background) <= ColorTolerance.sameFill {
      hi += 1
    }
    return lo...hi
  }

  /// True when `members` are separate buttons of one size: each label on a fill of its own
  /// that runs past both its ends, the surface showing between each two fills (unlike
  /// both), and the widest fill no wider than `ButtonRow.sameWidth` times the narrowest (or
  /// two pixels).
  /// Unselected chips on the page, or segments on one track, share the fill between them
  /// and are no such row.
  func isButtonRow(_ members: [TextRegion]) -> Bool {
    let sorted = members.sorted { $0.box.x < $1.box.x }
    var spans: [ClosedRange<Int>] = []
    for t in sorted {
      guard let s = fillSpan(t), s.lowerBound < t.box.x, s.upperBound >= t.box.maxX else { return false }
      spans.append(s)
    }
    // Between two buttons the surface shows, unlike either fill: the inside of an outlined
    // chip is the page's own color, and no fill of its own.
    let y = max(0, sorted[0].box.y - max(1, sorted[0].box.height / 4))
    for k in spans.indices.dropLast() {
      let (a, b) = (spans[k], spans[k + 1])
      guard a.upperBound + 1 < b.lowerBound else { return false }
      let gap = image[(a.upperBound + b.lowerBound) / 2, y]
      guard distance(gap, sorted[k].background) > ColorTolerance.sameFill,
        distance(gap, sorted[k + 1].background) > ColorTolerance.sameFill
      else { return false }
    }
    guard let (narrowest, widest) = spans.map(\.count).extremes else { return false }
    return widest - narrowest <= 2 || ButtonRow.sameWidth.admits(widest, upTo: narrowest)
  }
}

/// The measures of `ColorOnlyStates.isButtonRow`.
enum ButtonRow {
  /// Buttons of one size: the widest at most 1.1 times the narrowest. A toolkit sizes a
  /// button box's buttons alike, and a screenshot's antialiased fill edges shift a pixel or
  /// two; chips whose fills hug labels of different lengths differ by far more.
  static let sameWidth = Ratio(11, 10)
}
