/// Drops a link set in another weight than the body: weight is a cue besides color. Runs
/// of one line are one size: where a link's size estimate strays (a link of x-height
/// letters, "account settings", read 10.4 px beside the body's 16), its bold flag strays with
/// it, so a link whose flag differs from the body's is still of its weight when its stems in
/// pixels are within `sameStems` (a fifth) of the body's median.
enum LinkWeight: LinkRunRule {
  static let sameStems = 1.2

  static func drop(_ link: TextRegion, in row: LinkRow, by finder: ColorOnlyStates) -> String? {
    guard link.bold != row.bodyBold else { return nil }
    let stems = row.bodyStems
    guard !stems.isEmpty else {
      return "the link is \(link.bold ? "bold" : "regular") and no body run of the body's weight has stems"
    }
    let (own, body) = (link.stemRatio * link.fontSize, stems[stems.count / 2])
    if max(own, body) < sameStems * min(own, body) { return nil }
    return "the link is \(link.bold ? "bold" : "regular"), stems \(ColorOnlyRules.format(own)) px "
      + "against the body's \(ColorOnlyRules.format(body))"
  }
}
