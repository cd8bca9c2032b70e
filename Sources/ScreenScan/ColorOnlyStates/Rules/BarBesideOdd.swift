/// Drops a column where every odd item has a bar beside it (Carbon's current-page bar at a
/// sidebar's edge) against a dark page edge that every item's strip also holds: ink where no
/// usual item has any at the same place (`ColorOnlyStates.markBeside`, at least
/// `GroupCandidate.leastMark` pixels).
enum BarBesideOdd: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .column else { return .pass }
    let usual = group.baseMembers
    let least = group.leastMark
    guard group.odd.allSatisfy({ finder.markBeside(group.members[$0], unlike: usual) >= least }) else {
      return .pass
    }
    return .drop("every odd item has a bar beside it (\(least) px or more) where the usual items have none")
  }
}
