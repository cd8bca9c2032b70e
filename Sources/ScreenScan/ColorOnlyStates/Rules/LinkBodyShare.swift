import ColorScience

/// Drops a row where body text is not the larger part: the "link" may be the line's own
/// text, or a lead-in in color ("Changed in version 7.1:" before the body text). A row that
/// starts in the page's body color is body text whatever share its links take ("using
/// reStructuredText doctest blocks;"), and so is one that carries on a paragraph
/// (`ColorOnlyStates.paragraphLine(above:)`: a link wrapped to the start of the paragraph's
/// next line); such a row needs only `bodyGlyphs` glyph widths of body text. A colored
/// lead-in starts a paragraph, it does not carry one on.
enum LinkBodyShare: LinkRowRule {
  /// Body text, in text heights, that a row starting in body color or carrying on a
  /// paragraph needs: two glyph widths.
  static let bodyGlyphs = 2

  static func drop(_ row: LinkRow, by finder: ColorOnlyStates) -> String? {
    let runs = row.runs
    guard !row.bodyRuns.isEmpty else { return "no run in the body color" }
    guard row.links.count < runs.count else { return "every run is in another color" }
    let startsAsBody = row.pageColor != nil && distance(runs[0].foreground, row.body) <= LinkRow.otherColor
    let carriesOn =
      row.pageColor.map { c in
        finder.paragraphLine(
          above: runs[0], height: runs.reduce(runs[0].box.height) { max($0, $1.box.height) }, color: c,
          lines: row.lines) != nil
      } ?? false
    let linkWidth = row.links.reduce(0) { $0 + $1.box.width }
    if startsAsBody || carriesOn {
      guard row.bodyWidth < bodyGlyphs * row.bodyRuns[0].box.height else { return nil }
      return "body text \(row.bodyWidth) px wide, under \(bodyGlyphs) glyph widths"
    }
    guard row.bodyWidth < linkWidth else { return nil }
    return "body text \(row.bodyWidth) px wide beside \(linkWidth) px in other colors, in a row that "
      + "neither starts in the body color nor carries on a paragraph"
  }
}
