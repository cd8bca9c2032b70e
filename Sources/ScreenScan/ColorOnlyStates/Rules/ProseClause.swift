/// Drops a row with a member over `longestLabel` text heights wide: a control's label is a
/// word or a few (the longest true items in every set run under 14 text heights); a longer
/// run is a clause of prose ("inside a module; for example, the fully-qualified name" before
/// a code chip), and its line no row of alternatives.
enum ProseClause: GroupRule {
  static let longestLabel = 20

  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row else { return .pass }
    let height = finder.medianHeight(group.members)
    guard let long = group.members.first(where: { $0.box.width > longestLabel * height }) else {
      return .pass
    }
    return .drop(
      "member \(ColorOnlyRules.describe(long.box)) is \(long.box.width) px wide, over \(longestLabel) text heights of \(height) px"
    )
  }
}
