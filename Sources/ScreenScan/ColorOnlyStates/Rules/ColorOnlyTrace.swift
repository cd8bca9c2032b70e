import Pixels

/// Why the color-only finder kept or dropped each candidate it judged: per candidate group,
/// the rules that changed it and the rule that settled it, each with the values it measured.
/// Recorded only when `ScanOptions.explainColorOnly` asks for it (`legible scan --explain`);
/// a scan without it records nothing and pays nothing.
public struct ColorOnlyTrace: Sendable, Hashable {
  /// What a rule did to a candidate.
  public enum Verdict: String, Sendable, Hashable {
    /// Reported as a color-only state.
    case kept
    /// Not a color-only state.
    case dropped
    /// Changed (members left, looks set aside), then judged on.
    case modified
  }

  /// One rule's decision about one candidate.
  public struct Step: Sendable, Hashable {
    /// The rule's name: its type in `Sources/ScreenScan/ColorOnlyStates/Rules`, or one of the
    /// passes that withdraw kept groups afterwards: "FieldMessages" (every member a form
    /// field's message), "TextInFields" (every member inside a field), "CodeText" (a member
    /// is code).
    public var rule: String
    /// Whether the rule kept the group (with a finding), dropped it, or changed it and passed
    /// it on.
    public var verdict: Verdict
    /// What the rule measured, in a few words.
    public var reason: String
  }

  /// One candidate and what the rules decided, in order; the last step settled it.
  public struct Candidate: Sendable, Hashable {
    /// Which pass proposed it: "row", "column", "navigation column", "highlighted row",
    /// "record heads", "segment pair", "inline link".
    public var kind: String
    /// The members' text boxes as proposed, before any rule changed the group.
    public var boxes: [PixelBox]
    /// The decisions in pipeline order, so `--explain` can say which rule settled the group.
    public var steps: [Step]

    /// The step that settled the candidate (kept or dropped); nil when no rule did.
    public var outcome: Step? { steps.last { $0.verdict != .modified } }
  }

  /// Every group a pass proposed, in the order they were judged.
  public var candidates: [Candidate] = []

  /// A trace holding `candidates`; the scan starts from an empty one when asked to explain.
  public init(candidates: [Candidate] = []) { self.candidates = candidates }

  /// The candidates whose members include a box that contains `point`'s pixel.
  public func candidates(at x: Int, _ y: Int) -> [Candidate] {
    candidates.filter { $0.boxes.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY } }
  }
}

/// Collects a `ColorOnlyTrace` during one scan. A reference, so the finder's non-mutating
/// passes can record into it; one scan owns it, on one thread.
final class ColorOnlyTraceRecorder {
  var trace = ColorOnlyTrace()

  /// Starts a candidate; returns its index for `record`.
  func begin(kind: String, boxes: [PixelBox]) -> Int {
    trace.candidates.append(.init(kind: kind, boxes: boxes, steps: []))
    return trace.candidates.count - 1
  }

  func record(_ candidate: Int, rule: String, _ verdict: ColorOnlyTrace.Verdict, _ reason: String) {
    trace.candidates[candidate].steps.append(.init(rule: rule, verdict: verdict, reason: reason))
  }

  /// The kept candidates by their finding's member boxes, for `withdraw`.
  private var kept: [[PixelBox]: Int] = [:]

  /// Records that `rule` kept the candidate as `finding`.
  func keep(_ candidate: Int, rule: String, _ finding: ScanFinding, _ reason: String) {
    record(candidate, rule: rule, .kept, reason)
    if let boxes = finding.evidence?.members.map(\.box) { kept[boxes] = candidate }
  }

  /// Records that a later pass of `ColorOnlyStates.findings` withdrew `finding`, a group the
  /// rules kept: its candidate is dropped by `rule`, so the trace's outcome is what the scan
  /// reported.
  func withdraw(_ finding: ScanFinding, rule: String, _ reason: String) {
    guard let boxes = finding.evidence?.members.map(\.box), let k = kept[boxes] else { return }
    record(k, rule: rule, .dropped, reason)
  }
}
