/// Drops a group where every odd item, and no usual one, stands in an outline
/// (`ColorOnlyStates.hasOutline`: an outlined active tab).
enum OutlineCue: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    let page = group.usual.background
    let lineHeight = group.row.lineHeight
    guard group.odd.allSatisfy({ finder.hasOutline(members[$0], page: page, lineHeight: lineHeight) }),
      !group.base.contains(where: { finder.hasOutline(members[$0], page: page, lineHeight: lineHeight) })
    else { return .pass }
    return .drop("the odd items stand in an outline the usual ones lack")
  }
}
