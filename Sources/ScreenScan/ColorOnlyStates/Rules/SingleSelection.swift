/// Drops a navigation column (or a highlighted list) with more than one odd item: such a
/// column marks exactly one item (the current page); two and two in different colors are a
/// list's varied text, not a state.
enum SingleSelection: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.singleSelection, group.odd.count != 1 else { return .pass }
    return .drop("\(group.odd.count) odd items where one is the current item")
  }
}
