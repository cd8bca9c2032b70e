/// Drops a highlighted-row candidate (a list anywhere on screen) unless exactly one item is
/// odd, on a fill of its own (further than `ColorTolerance.sameLook` from the usual fill) that
/// runs the width of its row (`ColorOnlyStates.isRowHighlight`): zebra stripes fill every other
/// row (two or more odd items), and a striped table's other cells share their row's look.
enum RowHighlight: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.rowFill else { return .pass }
    if group.odd.count != 1 { return .drop("\(group.odd.count) odd rows: stripes, not one highlight") }
    let (a, b) = (group.usual, group.firstOdd)
    if distance(a.background, b.background) <= ColorTolerance.sameLook {
      return .drop("the odd row has the usual fill")
    }
    if !finder.isRowHighlight(b, in: group.members) {
      return .drop("the odd item's fill does not run its row")
    }
    return .pass
  }
}
