/// Drops an underlined link: the underline is the cue besides color (WCAG technique G183).
enum UnderlinedLink: LinkRunRule {
  static func drop(_ link: TextRegion, in row: LinkRow, by finder: ColorOnlyStates) -> String? {
    drop(link, by: finder)
  }

  /// The same test on a link with no row (`ParagraphEndLink`).
  static func drop(_ link: TextRegion, by finder: ColorOnlyStates) -> String? {
    finder.hasUnderline(link, anyColor: true) ? "the link is underlined" : nil
  }
}
