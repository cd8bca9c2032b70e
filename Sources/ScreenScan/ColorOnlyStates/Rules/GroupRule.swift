/// One rule of the color-only finder's judgement of a group of like items
/// (`ColorOnlyStates.judgeGroup`): it reads the candidate as the rules before it left it and
/// passes it on, changes it, or settles it. The rules run in the order of
/// `ColorOnlyRules.groupRules`.
protocol GroupRule: SendableMetatype {
  /// The name `legible scan --explain` prints: the rule's type name.
  static var name: String { get }
  static func judge(_ group: inout GroupCandidate, by finder: ColorOnlyStates) -> RuleDecision
}

extension GroupRule {
  static var name: String { String(describing: self) }
}
