/// Drops a brand at the start of a row of four or more items (a navbar's "Navbar" before its
/// links): set more than `sizeAbove` (an eighth) larger than the row's median item. Only
/// there, and only larger: size estimates of short labels vary by a tenth.
enum LargerBrand: GroupRule {
  static let minimumItems = 4
  static let sizeAbove = 1.125

  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row, group.indices.count >= minimumItems else { return .pass }
    let sizes = group.members.map(\.fontSize)
    let medianSize = sizes.sorted()[sizes.count / 2]
    guard sizes[0] > sizeAbove * medianSize else { return .pass }
    let brand = group.members[0]
    group.indices.removeFirst()
    return .modify(
      "first item \(ColorOnlyRules.describe(brand.box)) left: size \(ColorOnlyRules.format(brand.fontSize)) "
        + "over \(sizeAbove) × the median \(ColorOnlyRules.format(medianSize))")
  }
}
