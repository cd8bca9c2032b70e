import Findings
import Pixels
import Reporting

/// A finding the team accepted, from legible.json's `suppress` list:
///
///     "suppress": [{ "file": "screens/onboarding/*.png", "rule": "text-contrast",
///                    "box": { "x": 0, "y": 2400, "width": 1170, "height": 132 },
///                    "reason": "system status bar, drawn by iOS" }]
///
/// A finding matches when its file matches the glob (relative to the checked folder), its
/// rule is the rule, and, when a box is given, its own box meets the box. Matches are not
/// reported as findings but listed as suppressed with the reason.
struct RegionSuppression: Sendable, Hashable {
  static let keys = ["file", "rule", "box", "reason"]

  var file: String
  var rule: Rule
  var box: PixelBox?
  var reason: String

  func matches(_ f: Finding, relativePath: String) -> Bool {
    guard f.rule == rule, Glob.matches(file, relativePath) else { return false }
    guard let box else { return true }
    guard let b = f.boxes.first else { return false }
    return b.x < box.maxX && box.x < b.maxX && b.y < box.maxY && box.y < b.maxY
  }
}
