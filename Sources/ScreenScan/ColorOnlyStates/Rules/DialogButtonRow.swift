/// Drops a row of push buttons whose one odd button stands at either end: a dialog's action
/// row ("Help", "Cancel", "OK"), where the toolkit tints the default button (the one Return
/// presses, or the suggested action) and the rest are alternatives to act, not states to
/// choose among. The row is told by shape (`ColorOnlyStates.isButtonRow`): at most
/// `maximumButtons` labels, each on a fill of its own with the surface showing between
/// them, all one size. A selected chip or segment among others (fills that hug their labels,
/// or that share one track) is judged on.
enum DialogButtonRow: GroupRule {
  /// A dialog's action row holds a few buttons (GNOME's and Qt's hold two to four); a longer
  /// row of like buttons is a toolbar or a picker.
  static let maximumButtons = 4

  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision {
    let members = group.members
    guard group.axis == .row, members.count <= maximumButtons, group.odd.count == 1 else { return .pass }
    let order = members.indices.sorted { members[$0].box.x < members[$1].box.x }
    guard group.odd[0] == order.first || group.odd[0] == order.last, finder.isButtonRow(members) else {
      return .pass
    }
    return .drop(
      "the odd item \(group.boxes(group.odd)) ends a row of \(members.count) separate buttons of one size: "
        + "a dialog's default button")
  }
}
