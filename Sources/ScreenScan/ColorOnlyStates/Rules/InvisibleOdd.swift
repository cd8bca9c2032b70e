/// Drops a group with an odd item that cannot be told from its own background (under
/// `ColorOnlyStates.visibleRatio`, 1.2:1): it shows no state to anyone.
enum InvisibleOdd: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard let k = group.odd.first(where: { group.members[$0].ratio < ColorOnlyStates.visibleRatio }) else {
      return .pass
    }
    let t = group.members[k]
    return .drop(
      "odd item \(ColorOnlyRules.describe(t.box)) stands \(ColorOnlyRules.format(t.ratio)):1 from its background, "
        + "under \(ColorOnlyStates.visibleRatio):1")
  }
}
