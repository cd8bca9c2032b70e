/// Sorts the members by look (text and fill color within `ColorTolerance.sameLook`, the bold
/// flag aside); the largest cluster is the usual look, the others odd. When every label has
/// one look, a row's state may be in its frames alone (`ColorOnlyStates.borderFinding`): kept
/// when the frames differ by color alone, dropped otherwise; a column or pair of one look is
/// dropped.
enum OneLook: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    let clusters = finder.clusters(members.count) { finder.look(members[$0]).close(finder.look(members[$1])) }
    guard clusters.count >= 2 else {
      if group.axis == .row, let f = finder.borderFinding(members) {
        return .keep(f, "one label look; the frames differ by color alone")
      }
      return .drop(
        group.axis == .row ? "one label look, and no frame differs by color alone" : "one label look")
    }
    group.clusters = clusters
    group.oddClusters = Array(clusters.dropFirst())
    return .pass
  }
}
