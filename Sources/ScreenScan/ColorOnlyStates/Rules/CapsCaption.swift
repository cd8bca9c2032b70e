/// Takes a caption in capitals out of a group of items set in lower case ("ORCHARD" over its
/// models' links in Django's admin), and judges the group again without it: another kind of
/// text, not one of the items. A caption is at least `captionWidth` text heights wide: a
/// short word in capitals ("API", "FAQ") may be an item like the rest. So does one heading
/// the group in the current item's look ("SEASON 2026" over UIkit's nav list, both #333 over
/// gray items): the caption leaves, the current item stays. Fewer than two items left: dropped.
enum CapsCaption: GroupRule {
  static let captionWidth = 5

  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    guard !group.base.contains(where: { finder.capsLike(members[$0]) }) else { return .pass }
    func caption(_ k: Int) -> Bool {
      finder.capsLike(members[k]) && members[k].box.width >= captionWidth * members[k].box.height
    }
    var captions = group.oddClusters.filter { c in c.allSatisfy(caption) }.flatMap { $0 }
    if captions.isEmpty, group.oddClusters.contains(where: { $0.contains(0) && $0.count >= 2 }), caption(0) {
      captions = [0]
    }
    guard !captions.isEmpty else { return .pass }
    let rest = members.indices.filter { !captions.contains($0) }.map { group.indices[$0] }
    guard rest.count >= 2 else {
      return .drop("captions in capitals \(group.boxes(captions)) leave fewer than two items")
    }
    return .restart(rest, "captions in capitals \(group.boxes(captions)) left; the rest judged again")
  }
}
