/// Drops a row whose items stand a word space apart: items of a control stand apart by their
/// padding, a text height or more (the closest controls in every set, Pico's and Spectre's,
/// by 1.07 and more); runs under eight tenths of one apart (`ColorOnlyStates.wordSpaced`)
/// are the words of one line of text, prose with a code chip in it ("backquotes: ``text``
/// for code samples."), not alternatives.
enum WordSpacedRow: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row, finder.wordSpaced(group.members) else { return .pass }
    return .drop(
      "neighbours closer than a word space (median text height \(finder.medianHeight(group.members)) px)")
  }
}
