import Imaging
import Testing

@testable import ScreenScan

/// One group judged alone: the text lines a scan of `image` at 2× finds (left to right for a
/// row, whose glyphs' tops differ; else top to bottom, then left to right), the members `members` picks from them (all by default), and the finder's
/// `judgeGroup` over them with a trace recorded (`adjusting` may first change what the
/// scan measured, where the drawing cannot show it). For rules that a whole scan reaches only
/// behind other passes: the test chooses the candidate, the trace says which rule decided.
struct JudgedGroup {
  var lines: [TextRegion]
  var members: [Int]
  var finding: ScanFinding?
  var trace: ColorOnlyTrace

  init(
    _ image: RGBAImage, axis: ColorOnlyStates.Axis?, singleSelection: Bool = false, rowFill: Bool = false,
    members pick: ([TextRegion]) -> [Int] = { Array($0.indices) },
    adjusting adjust: (inout [TextRegion]) -> Void = { _ in }
  ) {
    lines = ScreenScanner(options: ScanOptions(scale: 2)).scan(image).textRegions.sorted {
      axis == .row ? $0.box.x < $1.box.x : ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x)
    }
    adjust(&lines)
    members = pick(lines)
    var states = statesWithBlobs(image)
    let recorder = ColorOnlyTraceRecorder()
    states.trace = recorder
    finding = states.judgeGroup(
      members, in: lines, axis: axis, singleSelection: singleSelection, rowFill: rowFill)
    trace = recorder.trace
  }

  /// The rule that settled the group, and its reason.
  var outcome: ColorOnlyTrace.Step? { trace.candidates.first?.outcome }

  /// Every rule that changed the group on its way, in order.
  var modifiers: [String] {
    trace.candidates.flatMap { $0.steps.filter { $0.verdict == .modified }.map(\.rule) }
  }

  /// The steps, for a failing expectation's message.
  var steps: String {
    trace.candidates.map { c in
      c.steps.map { "\($0.rule) \($0.verdict): \($0.reason)" }.joined(separator: "; ")
    }
    .joined(separator: " | ")
      + " lines: \(lines.map { "\(ColorOnlyRules.describe($0.box)) size \($0.fontSize) bold \($0.bold)" })"
  }
}
