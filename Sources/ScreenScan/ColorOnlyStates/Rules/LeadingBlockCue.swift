/// Drops a group where a solid box joined to the label (`ColorOnlyStates.leadingBlock`: a
/// filled check box, a dot) stands on one side only, either way round: checked buttons among
/// one unchecked are as plain a cue as one checked among many, and a hollow box reads as a
/// different shape, not a missing mark.
enum LeadingBlockCue: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    let oddBlocks = group.odd.map { finder.leadingBlock(members[$0]) }
    let baseBlocks = group.base.map { finder.leadingBlock(members[$0]) }
    if !oddBlocks.contains(false) && !baseBlocks.contains(true) {
      return .drop("the odd items lead with a solid box, the usual ones not")
    }
    if !oddBlocks.contains(true) && !baseBlocks.contains(false) {
      return .drop("the usual items lead with a solid box, the odd ones not")
    }
    return .pass
  }
}
