/// Drops labels of a form whose look is a validation's: in a column, two or more members of
/// one look, each with a message in that look's hue below it before the next member (MDL's
/// floating labels turn red over "Member numbers look like OC-10219"). The message tells the
/// state.
enum ValidationMessage: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .column else { return .pass }
    let members = group.members
    guard
      let c = group.clusters.first(where: { c in
        c.count >= 2
          && c.allSatisfy { finder.messageUnder(members[$0], members: members, lines: group.lines) }
      })
    else { return .pass }
    return .drop("items \(group.boxes(c)) each have a message in their hue below them")
  }
}
