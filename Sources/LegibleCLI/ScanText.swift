import ColorScience
import ScreenScan

/// Text output of a scan: one block per image, failing lines first, like a compiler's
/// diagnostics (`file: error: message`).
enum ScanText {
  static func print(_ path: String, _ r: ScanResult, console: Console) {
    let fails = r.textRegions.filter { $0.outcome == .fail }.count
    let review = r.textRegions.filter { $0.outcome == .needsReview }.count
    console.print(console.bold(path) + ": \(r.textRegions.count) text lines, \(fails) failing, \(review) to review (\(r.width)×\(r.height), \(r.colorSpace), scale \(ScaleInference.formatScale(r.scale))×: \(r.scaleReason))")
    for w in r.warnings { console.print("  warning: \(w)") }
    for f in r.findings {
      let b = f.boxes[0]
      let swatches = f.colors.map { console.swatch($0) }.joined()
      console.print("  \(path) (x \(b.x), y \(b.y), \(b.width)×\(b.height)): \(f.level.rawValue): \(swatches)\(f.message)")
    }
  }
}
