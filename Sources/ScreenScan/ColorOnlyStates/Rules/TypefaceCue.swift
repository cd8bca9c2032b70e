/// Drops a row whose odd items are in a monospace face (or step on one pitch: a short word of
/// code) among usual items in a proportional one: inline code between the words of a prose
/// line ("the `Builder` class in the"), on a chip or not, another kind of text, and a face is
/// a cue besides color. (The odd items are measured first: they are fewer, and most are no
/// code.)
enum TypefaceCue: GroupRule {
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    guard group.axis == .row,
      group.odd.allSatisfy({ [.monospace, .evenPitch].contains(finder.typeface(of: group.members[$0].box)) }),
      group.base.allSatisfy({ finder.typeface(of: group.members[$0].box) == .proportional })
    else { return .pass }
    return .drop("odd items \(group.boxes(group.odd)) are monospace among proportional usual items")
  }
}
