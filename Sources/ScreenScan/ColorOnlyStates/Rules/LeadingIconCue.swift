/// Drops a group where every odd item, and no usual one, has an icon inside its line
/// (`ColorOnlyStates.leadingIcon`: a check mark before a selected chip's label, drawn in the
/// text's color, joins the line as if it were a letter).
enum LeadingIconCue: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    guard group.odd.allSatisfy({ finder.leadingIcon(members[$0]) }),
      !group.base.contains(where: { finder.leadingIcon(members[$0]) })
    else { return .pass }
    return .drop("the odd items lead with an icon the usual ones lack")
  }
}
