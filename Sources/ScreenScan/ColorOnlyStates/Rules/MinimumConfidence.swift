import ColorScience

/// The last rule: keeps the group as a color-only state when the evidence that its members
/// are alternatives of one control (`ColorOnlyStates.confidence`: one kind, one axis, even
/// spacing, one or a few that differ, two looks) reaches `ColorOnlyStates.minimumConfidence`;
/// drops it otherwise. The finding compares the usual look with the first odd one
/// (`Distinguishability`).
enum MinimumConfidence: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    let odd = group.odd
    let score = finder.confidence(
      members, odd: odd.count, oddLooks: group.oddClusters.count, axis: group.axis)
    guard score >= ColorOnlyStates.minimumConfidence else {
      return .drop("confidence \(ColorOnlyRules.format(score)) under \(ColorOnlyStates.minimumConfidence)")
    }
    let (a, b) = (group.usual, group.firstOdd)
    let result = Distinguishability.compare(
      [SRGBColor(a.foreground), SRGBColor(a.background)], [SRGBColor(b.foreground), SRGBColor(b.background)])
    let evidence = StateEvidence(
      members: members.indices.map { StateEvidence.Member(box: members[$0].box, differs: odd.contains($0)) },
      cuesChecked: ColorOnlyStates.itemCues, confidence: score)
    let finding = finder.finding(
      members.map(\.box), colors: [a.foreground, a.background, b.foreground, b.background], result: result,
      what: "these \(members.count) items show a state only by color", evidence: evidence)
    return .keep(
      finding,
      "\(odd.count) of \(members.count) differ by color alone; confidence \(ColorOnlyRules.format(score))")
  }
}
