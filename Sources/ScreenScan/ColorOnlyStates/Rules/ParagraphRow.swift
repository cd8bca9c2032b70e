/// Drops a row that is one line of a paragraph (`ColorOnlyStates.isParagraphLine`): words
/// of prose in two colors, not a row of controls.
enum ParagraphRow: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row, finder.isParagraphLine(group.members, lines: group.lines) else { return .pass }
    return .drop("the row is a line of a paragraph")
  }
}
