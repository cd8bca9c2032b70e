/// Drops a run under half the size of the body text beside it (`sizeShare`): a permalink
/// icon after a heading is no word of that text.
enum SmallerThanBody: LinkRunRule {
  static let sizeShare = 0.5

  static func drop(_ link: TextRegion, in row: LinkRow, by finder: ColorOnlyStates) -> String? {
    if link.fontSize >= sizeShare * row.bodySize { return nil }
    return "size \(ColorOnlyRules.format(link.fontSize)) under \(sizeShare) × the body's "
      + ColorOnlyRules.format(row.bodySize)
  }
}
