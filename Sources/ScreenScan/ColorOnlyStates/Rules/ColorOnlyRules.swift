import Pixels

/// The color-only finder's named rules and their order. Each rule is a type in this folder
/// whose doc comment says what it keeps or drops and why; `ColorOnlyStates.judgeGroup` runs
/// `groupRules` in this order over each candidate group and records every decision in the
/// scan's `ColorOnlyTrace` when asked (`legible scan --explain`).
enum ColorOnlyRules {
  /// The rules judging a group of like items, in order. The order matters: the first three
  /// trim the row, `OneLook` sorts the members' looks, the next set looks aside, and each
  /// rule after them reads the usual and odd looks those left.
  static let groupRules: [any GroupRule.Type] = [
    OtherKindRowEnds.self,
    LargerBrand.self,
    BoldBrand.self,
    WordSpacedRow.self,
    ProseClause.self,
    OneLook.self,
    PositionExplained.self,
    DisabledAside.self,
    CapsCaption.self,
    ValidationMessage.self,
    InvisibleOdd.self,
    UsualLook.self,
    RecordMinority.self,
    SingleSelection.self,
    ParagraphRow.self,
    RowHighlight.self,
    RepeatedWordColumn.self,
    MarkedDown.self,
    DestructiveLastItem.self,
    DialogButtonRow.self,
    WeightCue.self,
    TypefaceCue.self,
    MarkInkCue.self,
    BarUnderOdd.self,
    JoinedTabCue.self,
    BarBesideOdd.self,
    LeadingIconCue.self,
    LeadingBlockCue.self,
    UnderlineCue.self,
    OutlineCue.self,
    MinimumConfidence.self,
  ]

  /// A box as the trace prints it: "(x 12, y 40, 56×14)".
  static func describe(_ b: PixelBox) -> String { "(x \(b.x), y \(b.y), \(b.width)×\(b.height))" }

  /// A measured value with at most two decimals, for a trace's reason.
  static func format(_ v: Double) -> String { String((v * 100).rounded() / 100) }
}
