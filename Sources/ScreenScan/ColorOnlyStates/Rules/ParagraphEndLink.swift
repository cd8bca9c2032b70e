import ColorScience

/// Proposes a link that fills the last line of its paragraph ("...is expected to follow the"
/// over "PyPA Code of Conduct."): a line of its own in a hue, not split (or split only from
/// pieces that were no text, a period after the link), that carries on a paragraph in the
/// page's body color (`ColorOnlyStates.paragraphLine(above:)`). It is kept as a candidate
/// when the paragraph's line above is of its weight and no heavier than the page's text, the
/// link ends `lastLineShort` text heights or more short of that line (a last line: a line as
/// long as the paragraph's, all in color, is a block of its own), and neither is underlined,
/// the underline's place is on screen and the text around is no highlighted code
/// (`UnderlinedLink`, `UnderlineOutOfView`, `HighlightedBlockRun`).
enum ParagraphEndLink {
  /// How far, in the link's text heights, a last line ends short of the line above.
  static let lastLineShort = 2

  /// The rules' verdict on `line` under `above` (a paragraph in `body`): the rule that drops
  /// it and why, or nil when it is a candidate.
  static func drop(
    _ line: TextRegion, above: TextRegion, lines: [TextRegion], pageStem: Double, by finder: ColorOnlyStates
  ) -> (rule: String, reason: String)? {
    if above.bold != line.bold {
      return ("ParagraphEndLink", "the link is \(line.bold ? "bold" : "regular"), its paragraph not")
    }
    if !(above.stemRatio < ColorOnlyStates.stemsApart * pageStem) {
      return ("ParagraphEndLink", "the paragraph's line above is heavier than the page's text")
    }
    let end = finder.lineEnd(from: above, lines: lines, gap: above.box.height)
    if !(end >= line.box.maxX + lastLineShort * line.box.height) {
      return ("ParagraphEndLink", "the line ends at x \(line.box.maxX), not short of the line above's \(end)")
    }
    if let why = UnderlinedLink.drop(line, by: finder) { return (UnderlinedLink.name, why) }
    if finder.hasUnderline(above, anyColor: true) {
      return (UnderlinedBodyRow.name, "the paragraph's line above is underlined")
    }
    if let why = UnderlineOutOfView.drop(line, by: finder) { return (UnderlineOutOfView.name, why) }
    if let why = HighlightedBlockRun.drop(line, lines: lines, by: finder) {
      return (HighlightedBlockRun.name, why)
    }
    return nil
  }
}
