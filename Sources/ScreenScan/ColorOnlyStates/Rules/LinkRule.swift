/// A rule of the inline-link pass (`ColorOnlyStates.inlineLinks`) about a whole row: the
/// reason none of the row's links is reported, or nil to go on. Row rules run once a row,
/// in the order of `InlineLinkRules.rowRules`; the reason is recorded on each of the row's
/// link candidates.
protocol LinkRowRule: SendableMetatype {
  /// The name `legible scan --explain` prints: the rule's type name.
  static var name: String { get }
  static func drop(_ row: LinkRow, by finder: ColorOnlyStates) -> String?
}

/// A rule of the inline-link pass about one link candidate of a row: the reason it is no
/// color-only link, or nil to go on. They run in the order of `InlineLinkRules.linkRules`.
protocol LinkRunRule: SendableMetatype {
  /// The name `legible scan --explain` prints: the rule's type name.
  static var name: String { get }
  static func drop(_ link: TextRegion, in row: LinkRow, by finder: ColorOnlyStates) -> String?
}

extension LinkRowRule {
  static var name: String { String(describing: self) }
}

extension LinkRunRule {
  static var name: String { String(describing: self) }
}

/// The inline-link pass's named rules and their order (`ColorOnlyStates.inlineLinks`). A row
/// of a line split by color proposes its runs in another color (`LinkRow.links`); the row
/// rules, then the link rules, drop those that are no link told by color alone; a link
/// filling the last line of its paragraph is proposed by `ParagraphEndLink`; last,
/// `CodeColorRun` and `ItalicLink` judge the candidates against each other and their body.
/// Every rule's decision is recorded in the scan's `ColorOnlyTrace` when asked.
enum InlineLinkRules {
  static let rowRules: [any LinkRowRule.Type] = [
    SmallTextRow.self,
    LinkBodyShare.self,
    HeavyBodyRow.self,
    UnderlinedBodyRow.self,
  ]

  static let linkRules: [any LinkRunRule.Type] = [
    SmallerThanBody.self,
    UnderlinedLink.self,
    LinkWeight.self,
    NeutralRun.self,
    UnderlineOutOfView.self,
    HighlightedBlockRun.self,
  ]

  /// The trace's kind for the candidates of this pass.
  static let kind = "inline link"
}
