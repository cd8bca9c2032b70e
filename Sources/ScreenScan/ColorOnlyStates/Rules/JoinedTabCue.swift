/// Drops a row whose one odd item is a tab joined to its page (`ColorOnlyStates.joinsPage`):
/// its fill is the page's and runs on into it, while the usual items' fills end at their
/// strip's edge above the page. The open side is a shape cue: the active tab and the page
/// read as one surface, the other tabs as closed shapes on the strip (WCAG 1.4.1 asks for a
/// cue besides color, and a shape is one).
enum JoinedTabCue: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row, group.odd.count == 1, let lineHeight = group.row.rowHeight else { return .pass }
    let odd = group.firstOdd
    guard distance(odd.background, group.usual.background) > ColorTolerance.sameLook,
      finder.joinsPage(odd, above: group.baseMembers, lineHeight: lineHeight)
    else { return .pass }
    return .drop("the odd tab \(group.boxes(group.odd)) runs on into the page below; the others end above it")
  }
}
