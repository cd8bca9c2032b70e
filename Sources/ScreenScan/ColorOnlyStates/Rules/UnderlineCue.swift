/// Drops a group where the odd items are underlined and the usual ones not, or the other way
/// round: an underline is a cue besides color. A label of a glyph or two ("2", "L",
/// `GlyphRun.isShort`) can fill a row with its own bottom bar; on one line its underline must
/// lie below the row's baseline, the highest glyph bottom of its items.
enum UnderlineCue: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let baseline = group.row.baseline
    func underlined(_ t: TextRegion) -> Bool {
      finder.hasUnderline(t, below: GlyphRun.isShort(t.box) ? baseline : nil)
    }
    let oddUnderlined = group.odd.map { underlined(group.members[$0]) }
    let baseUnderlined = group.base.map { underlined(group.members[$0]) }
    guard oddUnderlined.contains(true) != baseUnderlined.contains(true) else { return .pass }
    return .drop(
      oddUnderlined.contains(true)
        ? "an odd item is underlined, no usual one" : "a usual item is underlined, no odd one")
  }
}
