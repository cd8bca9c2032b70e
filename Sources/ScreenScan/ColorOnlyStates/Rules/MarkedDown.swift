/// Drops a group whose odd items are marked down (`ColorOnlyStates.deEmphasized`: fainter,
/// grayer text than the usual items, as for secondary content), emphasis, not a state. A
/// breadcrumb's last item in gray after links of a hue (`isDelimited`) is the current page,
/// no link, not content marked down, and stays.
enum MarkedDown: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let a = group.usual
    guard finder.deEmphasized(odd: group.oddMembers, usual: a) else { return .pass }
    let currentCrumb =
      group.odd == [group.members.count - 1] && group.axis == .row && ColorOnlyStates.isHue(a.foreground)
      && finder.isDelimited(group.members, lines: group.lines)
    guard !currentCrumb else { return .pass }
    return .drop("odd items \(group.boxes(group.odd)) are a marked-down look of the usual one")
  }
}
