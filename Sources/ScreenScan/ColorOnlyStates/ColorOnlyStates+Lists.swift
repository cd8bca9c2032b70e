import ColorScience
import Pixels

/// Lists with one highlighted row: a column of like items anywhere on the screen (a list
/// group, a settings list, a picker), one of which sits on a fill of its own that runs the
/// width of the row. Sidebars are found by `likeItemGroups` on wide screens only, because a
/// column of labels that merely differ in color is as often a list's varied text; a row-wide
/// fill under exactly one item is the selection look itself, wherever the list stands.
extension ColorOnlyStates {
  /// Columns of three or more like lines (a shared left edge, similar size, evenly spaced at
  /// a pitch of at most 64 logical px), not already in `taken`, with at least one line on a
  /// different fill from the others. `judgeGroup(…, rowFill: true)` decides whether the fill
  /// marks one selected row.
  func highlightedRowColumns(_ lines: [TextRegion], taken: Set<Int>) -> [[Int]] {
    let order = lines.indices.filter { lines[$0].runGroup == nil && !taken.contains($0) }
    let byX = KeyWindow(order) { Double(lines[$0].box.x) }
    let tolerance = max(3, Int(2 * scale))
    var seen = Set<Int>()
    var columns: [[Int]] = []
    for i in order.sorted(by: { lines[$0].box.y < lines[$1].box.y }) where !seen.contains(i) {
      let a = lines[i]
      let column = byX.items(in: Double(a.box.x - tolerance)...Double(a.box.x + tolerance)).filter { j in
        !seen.contains(j) && similarSize(a, lines[j])
      }.sorted { lines[$0].box.y < lines[$1].box.y }
      seen.formUnion(column)
      for run in splitAtJumps(column, start: { lines[$0].box.y }, end: { lines[$0].box.maxY })
      where run.count >= 3 {
        let centers = run.map { Double(lines[$0].box.y) + Double(lines[$0].box.height) / 2 }
        let pitch = (centers[centers.count - 1] - centers[0]) / Double(centers.count - 1)
        let fills = run.map { lines[$0].background }
        guard evenlySpaced(centers), pitch <= 64 * scale,
          fills.contains(where: { distance($0, fills[0]) > ColorTolerance.sameLook })
        else { continue }
        columns.append(run)
      }
    }
    return columns
  }

  /// The width of the fill a line sits on, measured along the row just above its glyphs
  /// (inside the row's top padding).
  func fillWidth(_ t: TextRegion) -> Int {
    let y = max(0, t.box.y - max(1, t.box.height / 4))
    var lo = min(image.width - 1, t.box.x + t.box.width / 2)
    var hi = lo
    guard distance(image[lo, y], t.background) <= ColorTolerance.sameFill else { return 0 }
    while lo > 0 && distance(image[lo - 1, y], t.background) <= ColorTolerance.sameFill { lo -= 1 }
    while hi < image.width - 1 && distance(image[hi + 1, y], t.background) <= ColorTolerance.sameFill {
      hi += 1
    }
    return hi + 1 - lo
  }

  /// True when the one odd item's fill is a row highlight: it spans at least twice the
  /// widest label of the column (a chip's fill hugs its label; a selected row's spans the
  /// list).
  func isRowHighlight(_ odd: TextRegion, in members: [TextRegion]) -> Bool {
    guard let widest = members.map(\.box.width).max() else { return false }
    return fillWidth(odd) >= 2 * widest
  }
}
