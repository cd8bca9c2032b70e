/// Drops a run inside highlighted code (`ColorOnlyStates.inHighlightedBlock`: three hues or
/// more around it): a keyword or a string, not a link.
enum HighlightedBlockRun: LinkRunRule {
  static func drop(_ link: TextRegion, in row: LinkRow, by finder: ColorOnlyStates) -> String? {
    drop(link, lines: row.lines, by: finder)
  }

  /// The same test on a link with no row (`ParagraphEndLink`).
  static func drop(_ link: TextRegion, lines: [TextRegion], by finder: ColorOnlyStates) -> String? {
    finder.inHighlightedBlock(link, lines: lines) ? "the text around it holds three hues or more: code" : nil
  }
}
