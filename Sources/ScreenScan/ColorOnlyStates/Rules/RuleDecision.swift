/// What one color-only rule decides about a candidate: the pipeline (`ColorOnlyRules`) goes on
/// to the next rule after `pass` and `modify`, starts over after `restart`, and stops at
/// `drop` or `keep`. The reasons are what `legible scan --explain` prints, with the values the
/// rule measured.
enum RuleDecision {
  /// The rule does not apply, or found nothing that settles the group: the next rule judges.
  case pass
  /// The rule changed the candidate (members left it, looks were set aside); the next rule
  /// judges what is left.
  case modify(String)
  /// The candidate is judged afresh, from the first rule, as the group of these line indices
  /// (a caption left the group).
  case restart([Int], String)
  /// Not a color-only state: nothing is reported.
  case drop(String)
  /// A color-only state: this finding is reported.
  case keep(ScanFinding, String)
}
