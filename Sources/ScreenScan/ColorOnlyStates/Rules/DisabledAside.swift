/// Sets aside a disabled look beside another odd look: a fainter look of the usual one in the
/// same weight (WCAG 1.4.3's exception for inactive controls) is no state, the other odd look
/// is ("Home" in a navbar whose last link is disabled). So is a gray item among usual items of
/// a hue, on their background: links lose their hue when disabled (Bootstrap's gray
/// "Disabled" after blue "Link"s), whatever its contrast. A bold gray item is another kind
/// (a table's header, a brand), and keeps the row's looks at three.
enum DisabledAside: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.oddClusters.count >= 2 else { return .pass }
    let members = group.members
    let usual = group.usual
    let usualHue = ColorOnlyStates.isHue(usual.foreground)
    let faint = group.oddClusters.filter { c in
      c.allSatisfy { members[$0].bold == usual.bold }
        && (finder.deEmphasized(odd: c.map { members[$0] }, usual: usual)
          || (usualHue
            && c.allSatisfy {
              !ColorOnlyStates.isHue(members[$0].foreground)
                && distance(members[$0].background, usual.background) <= ColorTolerance.sameLook
            }))
    }
    guard !faint.isEmpty && faint.count < group.oddClusters.count else { return .pass }
    group.oddClusters.removeAll { c in faint.contains(c) }
    return .modify(
      "disabled-looking items \(group.boxes(faint.flatMap { $0 })) set aside beside another odd look")
  }
}
