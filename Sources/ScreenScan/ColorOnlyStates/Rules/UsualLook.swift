/// Drops a group with no usual look: like items have one usual look (two or more items in
/// it, or both of a pair's two) and at most as many odd items; a row where every item
/// differs, or most do, is not a state set. A group with no odd item left is dropped too.
enum UsualLook: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let (odd, base) = (group.odd.count, group.base.count)
    guard odd > 0 else { return .drop("no odd look left") }
    guard base >= 2 || (group.pair && group.members.count == 2) else {
      return .drop("the usual look has one item")
    }
    guard odd <= base else { return .drop("\(odd) odd items against \(base) usual ones") }
    return .pass
  }
}
