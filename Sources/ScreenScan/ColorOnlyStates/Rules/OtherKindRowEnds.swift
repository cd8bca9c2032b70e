/// Drops a label at either end of a row of four or more items that is another kind of item
/// ("of 12 pages", "Sort by"): more than `widerThanMedian` times wider than the row's median
/// item, or `narrowerThanMedian` times narrower and no wider than a glyph or icon
/// (`iconWidth`, 1.2 line heights). A short word ("All" before "Owned", "Borrowed",
/// "Wishlist") is a tab like the rest. The group is judged on without it.
enum OtherKindRowEnds: GroupRule {
  /// Rows of this many items or more may lose an end label; fewer would leave no row.
  static let minimumItems = 4
  static let widerThanMedian = 3
  static let narrowerThanMedian = 3
  static let iconWidth = Ratio(6, 5)

  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row, group.indices.count >= minimumItems else { return .pass }
    let lines = group.lines
    var indices = group.indices
    let median = indices.map { lines[$0].box.width }.sorted()[indices.count / 2]
    func otherKind(_ i: Int) -> Bool {
      let b = lines[i].box
      return b.width > widerThanMedian * median
        || (narrowerThanMedian * b.width < median && iconWidth.admits(b.width, upTo: b.height))
    }
    while indices.count >= minimumItems, let last = indices.last, otherKind(last) { indices.removeLast() }
    while indices.count >= minimumItems, let first = indices.first, otherKind(first) { indices.removeFirst() }
    guard indices.count < group.indices.count else { return .pass }
    let left = group.indices.filter { !indices.contains($0) }
    group.indices = indices
    return .modify(
      "end items \(left.map { ColorOnlyRules.describe(lines[$0].box) }.joined(separator: ", ")) left: "
        + "widths \(left.map { lines[$0].box.width }) px against the median item's \(median)")
  }
}
