/// Drops a brand set bold in the links' size at the start of a row of four or more items
/// (Bulma's and Foundation's navbars), when the rest of the row is regular: a selected item
/// set bold at the start is no loss, since the rest then has one look.
enum BoldBrand: GroupRule {
  static let minimumItems = 4

  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row, group.indices.count >= minimumItems else { return .pass }
    let first = group.members[0]
    let rest = Array(group.members.dropFirst())
    guard first.bold && !rest.contains(where: \.bold) && finder.differsInWeight(first, from: rest) else {
      return .pass
    }
    group.indices.removeFirst()
    return .modify("first item \(ColorOnlyRules.describe(first.box)) left: bold before regular items")
  }
}
