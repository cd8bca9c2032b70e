/// Drops a column whose usual items repeat one word (a table's status column: "Active",
/// "Active", "Paused"): the color goes with the word, content, not a state.
/// (`ColorOnlyStates.usualItemsRepeatOneWord`; a row of controls may repeat a word, "Link",
/// "Link", so rows are not dropped.)
enum RepeatedWordColumn: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .column, finder.usualItemsRepeatOneWord(group.baseMembers) else { return .pass }
    return .drop("the usual items repeat one word: the color goes with the content")
  }
}
