/// Sets aside odd items whose whole grid column (or row) looks the same
/// (`ColorOnlyStates.explainedByPosition`): a table's colored column, a striped row's cells,
/// told by position, not state.
enum PositionExplained: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard let axis = group.axis else { return .pass }
    let members = group.members
    let before = group.odd
    group.oddClusters = group.oddClusters.map {
      $0.filter { !finder.explainedByPosition(members[$0], axis: axis, lines: group.lines) }
    }
    .filter { !$0.isEmpty }
    guard group.odd.count < before.count else { return .pass }
    let gone = before.filter { !group.odd.contains($0) }
    return .modify("odd items \(group.boxes(gone)) set aside: their grid line shares their look")
  }
}
