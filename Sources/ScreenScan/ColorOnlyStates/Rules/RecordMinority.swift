/// Drops a list's entry heads (`recordHeads`) whose odd items are not fewer than the usual
/// ones: an even split (past and coming events) has no usual look to be a state against.
enum RecordMinority: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.records, group.odd.count >= group.base.count else { return .pass }
    return .drop("\(group.odd.count) odd entry heads against \(group.base.count) usual ones: an even split")
  }
}
