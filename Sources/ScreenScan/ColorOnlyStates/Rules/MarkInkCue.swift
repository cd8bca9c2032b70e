/// Drops a group where every odd item has clearly more non-text ink around it than any usual
/// one (over twice the most, plus `GroupCandidate.leastMark`): a bar, an icon, a check mark.
/// Compared by amount, since a divider under the whole row puts some ink under every item.
/// Only that way round: usual items with more ink (outlined chips against a filled selected
/// one) differ by their outline's color, not by a mark. Unless every item stands in a frame
/// (ink at its left side half its height, `ColorOnlyStates.faintInk` from the page) and the
/// usual ones draw at least `recoloredFrameShare` (three quarters) as much of it, fainter: a
/// frame recolored (Tabler's pale pill borders, a blue one around the selected), which is color.
enum MarkInkCue: GroupRule {
  static let recoloredFrameShare = Ratio(3, 4)

  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    let page = group.usual.background
    let row = group.row
    let baseMarks = group.base.map {
      finder.markInk(members[$0], page: page, rowBottom: row.rowBottom, rowHeight: row.rowHeight)
    }
    let oddMarks = group.odd.map {
      finder.markInk(members[$0], page: page, rowBottom: row.rowBottom, rowHeight: row.rowHeight)
    }
    guard let leastOdd = oddMarks.min(), let mostBase = baseMarks.max(),
      leastOdd > 2 * mostBase + group.leastMark
    else { return .pass }
    let sides = members.map { finder.inkLeft($0, page: page, apart: ColorOnlyStates.faintInk) }
    let framed = members.indices.allSatisfy { sides[$0] >= members[$0].box.height / 2 }
    let faint = group.base.map {
      finder.inkBelow(
        members[$0], page: page, rowBottom: row.rowBottom, rowHeight: row.rowHeight,
        apart: ColorOnlyStates.faintInk)
        + sides[$0]
    }
    guard !framed || recoloredFrameShare.admits(faint.min() ?? 0, below: leastOdd) else { return .pass }
    return .drop(
      "odd items carry \(oddMarks.min()!)+ px of marks against at most \(baseMarks.max()!) beside usual ones"
        + (framed ? " (framed, the usual frames fainter: \(faint.min()!) px)" : ""))
  }
}
