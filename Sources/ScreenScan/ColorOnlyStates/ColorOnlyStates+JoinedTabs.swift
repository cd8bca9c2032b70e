import Pixels

/// Tabs joined to their page: the active tab of a notebook (GTK3, Qt's Fusion and Windows
/// styles, a browser's tab strip) shares the page's fill and runs on into it, while the
/// other tabs end at the strip's bottom edge, above the page. The open shape, a tab with no
/// bottom edge, marks the active one whatever its color.
extension ColorOnlyStates {
  /// The rows of `t`'s fill below its ink, walking down the column through the label's
  /// center until a pixel leaves the fill (`ColorTolerance.sameFill`), at most `limit`.
  func fillDepth(below t: TextRegion, limit: Int) -> Int {
    let x = min(image.width - 1, t.box.x + t.box.width / 2)
    var depth = 0
    while depth < limit, t.box.maxY + depth < image.height,
      distance(image[x, t.box.maxY + depth], t.background) <= ColorTolerance.sameFill
    {
      depth += 1
    }
    return depth
  }

  /// True when `odd`'s fill runs on below the row into a page of that fill, and each of
  /// `usual`'s fills ends above it: under each usual item, within `JoinedTab.edgeRows` rows
  /// of its fill's end (a strip's bottom border between), the odd item's fill begins, and
  /// the odd item's fill reaches at least `JoinedTab.pageDepth` line heights further down
  /// than the deepest usual fill without a break. A selected segment inset on its track
  /// ends above the track's padding, and a chip's fill ends below its label: neither runs
  /// past the others' fills.
  func joinsPage(_ odd: TextRegion, above usual: [TextRegion], lineHeight: Int) -> Bool {
    let reach = JoinedTab.pageDepth * lineHeight
    let edge = JoinedTab.edgeRows * max(1, Int(scale.rounded()))
    var deepest = 0
    for u in usual {
      let depth = fillDepth(below: u, limit: 4 * lineHeight)
      guard depth < 4 * lineHeight else { return false }
      let x = min(image.width - 1, u.box.x + u.box.width / 2)
      let start = u.box.maxY + depth
      let pageBelow = (start..<min(image.height, start + edge + 1)).contains {
        distance(image[x, $0], odd.background) <= ColorTolerance.sameFill
      }
      guard pageBelow else { return false }
      deepest = max(deepest, u.box.maxY + depth + edge)
    }
    let needed = deepest + reach - odd.box.maxY
    return needed > 0 && fillDepth(below: odd, limit: needed) >= needed
  }
}

/// The measures of `ColorOnlyStates.joinsPage`.
enum JoinedTab {
  /// Rows (logical pixels) a strip's bottom border may take between a tab's fill and the
  /// page.
  static let edgeRows = 3
  /// How far, in line heights, the active tab's fill must run on past the other tabs'
  /// bottom: into the page, not a pixel's antialiasing.
  static let pageDepth = 2
}
