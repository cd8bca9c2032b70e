/// Drops a column (a menu) whose odd item is a destructive action at its end ("Delete" in
/// red, `ColorOnlyStates.isDestructiveLastItem`): the color warns of the action, no state.
enum DestructiveLastItem: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .column, finder.isDestructiveLastItem(odd: group.oddMembers, usual: group.baseMembers)
    else {
      return .pass
    }
    return .drop("the odd item \(group.boxes(group.odd)) is a destructive action at the end")
  }
}
