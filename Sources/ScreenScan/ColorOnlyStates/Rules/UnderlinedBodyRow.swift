/// Drops a row with an underlined body run: such "body" runs are links themselves (a
/// breadcrumb, whose current page is the one without an underline, a cue of its own). A run
/// of a glyph or two (`GlyphRun.isShort`: the "s" after a link to "object") can fill its own
/// lower rows with its bottom stroke; its underline must lie below the row's baseline, the
/// highest glyph bottom of its runs.
enum UnderlinedBodyRow: LinkRowRule {
  static func drop(_ row: LinkRow, by finder: ColorOnlyStates) -> String? {
    let runs = row.runs
    let baseline = runs.reduce(runs[0].box.maxY) { min($0, $1.box.maxY) }
    guard
      let run = row.bodyRuns.first(where: {
        finder.hasUnderline($0, anyColor: true, below: GlyphRun.isShort($0.box) ? baseline : nil)
      })
    else { return nil }
    return "body run \(ColorOnlyRules.describe(run.box)) is underlined: the row's runs are links"
  }
}
