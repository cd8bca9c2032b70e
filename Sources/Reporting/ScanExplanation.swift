import Pixels
import ScreenScan

/// `legible scan --explain`: per color-only candidate an image's scan judged, where it stands,
/// its members' text boxes, the rules that changed it and the rule that kept or dropped it,
/// with the values that rule measured.
package enum ScanExplanation {
  package static func render(_ path: String, _ trace: ColorOnlyTrace) -> String {
    let kept = trace.candidates.filter { $0.outcome?.verdict == .kept }.count
    let path = DisplayText.lineStart(path)  // a name from the input: escaped (DisplayText)
    var out = "\(path): explain: \(trace.candidates.count) color-only candidates, \(kept) kept\n"
    for c in trace.candidates {
      let area = c.boxes.dropFirst().reduce(c.boxes.first ?? PixelBox(x: 0, y: 0, width: 0, height: 0)) {
        $0.union($1)
      }
      let outcome = c.outcome.map { "\($0.verdict.rawValue) by \($0.rule): \($0.reason)" } ?? "not settled"
      out += "  \(c.kind) \(box(area)), \(c.boxes.count) members: \(outcome)\n"
      out += "    members \(c.boxes.map(box).joined(separator: ", "))\n"
      for step in c.steps where step.verdict == .modified {
        out += "    \(step.rule): \(step.reason)\n"
      }
    }
    return out
  }

  static func box(_ b: PixelBox) -> String { "(x \(b.x), y \(b.y), \(b.width)×\(b.height))" }
}
