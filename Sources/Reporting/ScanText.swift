import ColorScience
import ScreenScan

/// Text output of a scan: one block per image, failing lines first, like a compiler's
/// diagnostics (`file: error: message`).
package enum ScanText {
  package static func render(_ path: String, _ r: ScanResult, style: TextStyle = .plain) -> String {
    let fails = r.textRegions.filter { $0.outcome == .fail }.count
    let review = r.textRegions.filter { $0.outcome == .needsReview }.count
    let path = DisplayText.lineStart(path)  // a name from the input: escaped (DisplayText)
    var out =
      style.bold(path)
      + ": \(r.textRegions.count) text lines, \(fails) failing, \(review) to review (\(r.width)×\(r.height), \(r.colorSpace), scale \(ScaleInference.formatScale(r.scale))×: \(r.scaleReason))\n"
    for w in r.warnings { out += "  warning: \(DisplayText.escaped(w))\n" }
    for f in r.findings {
      let b = f.boxesPlaceFirst[0]
      let swatches = f.colors.map(style.swatch).joined()
      out +=
        "  \(path) (x \(b.x), y \(b.y), \(b.width)×\(b.height)): \(f.level.rawValue): \(swatches)\(f.message)\n"
    }
    return out
  }
}
