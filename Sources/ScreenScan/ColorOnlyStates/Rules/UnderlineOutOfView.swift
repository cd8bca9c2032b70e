/// Drops a link whose underline would fall below the screen's edge
/// (`ColorOnlyStates.underlineInView`): the cue may be there, out of view.
enum UnderlineOutOfView: LinkRunRule {
  static func drop(_ link: TextRegion, in row: LinkRow, by finder: ColorOnlyStates) -> String? {
    drop(link, by: finder)
  }

  /// The same test on a link with no row (`ParagraphEndLink`).
  static func drop(_ link: TextRegion, by finder: ColorOnlyStates) -> String? {
    finder.underlineInView(link) ? nil : "where its underline would be is off the screen"
  }
}
