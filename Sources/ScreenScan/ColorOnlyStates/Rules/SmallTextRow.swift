/// Drops a row too small to judge: its largest run under the scan's floor
/// (`ScanOptions.minimumJudgedFontSize`, 7 logical px by default: words in a photo or a
/// thumbnail say nothing about links). A line is one size: its largest estimate counts (a
/// short piece's estimate runs low, a cut word's far lower).
enum SmallTextRow: LinkRowRule {
  static func drop(_ row: LinkRow, by finder: ColorOnlyStates) -> String? {
    let largest = row.runs.map(\.fontSize).max() ?? 0
    guard largest < finder.minimumFontSize else { return nil }
    return "its largest run is \(ColorOnlyRules.format(largest)) px, under the floor "
      + ColorOnlyRules.format(finder.minimumFontSize)
  }
}
