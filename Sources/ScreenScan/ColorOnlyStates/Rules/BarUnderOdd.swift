/// Drops a row on one line where every odd item has a bar under it where the usual items have
/// nothing (`ColorOnlyStates.markAlone`, at least `GroupCandidate.leastMark` pixels): an
/// active tab's indicator.
enum BarUnderOdd: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let row = group.row
    guard let rowBottom = row.rowBottom, let rowHeight = row.rowHeight else { return .pass }
    let usual = group.baseMembers
    let page = group.usual.background
    let least = group.leastMark
    guard
      group.odd.allSatisfy({
        finder.markAlone(
          group.members[$0], unlike: usual, page: page, rowBottom: rowBottom, rowHeight: rowHeight) >= least
      })
    else { return .pass }
    return .drop("every odd item has a bar under it (\(least) px or more) where the usual items have none")
  }
}
