/// Drops a group where an odd item is set in another weight than the usual items
/// (`ColorOnlyStates.differsInWeight`: stems a third apart, or the bold flag): weight is a
/// cue besides color.
enum WeightCue: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let usual = group.baseMembers
    guard let k = group.odd.first(where: { finder.differsInWeight(group.members[$0], from: usual) }) else {
      return .pass
    }
    let t = group.members[k]
    return .drop(
      "odd item \(ColorOnlyRules.describe(t.box)) differs in weight (stem ratio \(ColorOnlyRules.format(t.stemRatio)), "
        + "bold \(t.bold); usual \(ColorOnlyRules.format(usual[0].stemRatio)), bold \(usual[0].bold))")
  }
}
