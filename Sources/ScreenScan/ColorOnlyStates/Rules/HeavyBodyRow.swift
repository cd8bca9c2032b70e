/// Drops a row whose body text is heavier throughout than the page's text (stems
/// `ColorOnlyStates.stemsApart` times thicker, as the weight cue has it): a heading, a label
/// or an API signature (a function's name in bold code, its parameters in another color), not
/// the body text a link is told apart from.
enum HeavyBodyRow: LinkRowRule {
  static func drop(_ row: LinkRow, by finder: ColorOnlyStates) -> String? {
    guard row.bodyRuns.allSatisfy({ $0.stemRatio >= ColorOnlyStates.stemsApart * row.pageStem }) else {
      return nil
    }
    return "every body run's stems are \(ColorOnlyStates.stemsApart) × the page's "
      + ColorOnlyRules.format(row.pageStem) + " or more"
  }
}
