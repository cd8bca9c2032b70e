import Imaging
import Testing

@testable import ScreenScan

/// The color-only findings of a whole scan of `image` at `scale` (2× unless told): what the
/// drawn color-only tests assert on, through the same pipeline the CLI runs.
func colorOnly(_ image: RGBAImage, scale: Double = 2) -> [ScanFinding] {
  ScreenScanner(options: ScanOptions(scale: scale)).scan(image).findings.filter { $0.rule == .colorOnlyState }
}

/// The finder over `img` at 2×, with its glyph blobs: for tests of its measures (typeface,
/// slant) on drawn text.
func statesWithBlobs(_ img: RGBAImage) -> ColorOnlyStates {
  let regions = img.pixels.withUnsafeBufferPointer {
    FlatRegions(
      pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
      fillArea: 1600)
  }
  let (blobs, _) = InkBlobFinder.find(regions: regions)
  return ColorOnlyStates(image: img, regions: regions, scale: 2, blobs: blobs)
}

/// A whole scan of `image` at `scale` with the color-only finder's trace recorded: its
/// color-only findings and why each candidate was kept or dropped.
func explained(_ image: RGBAImage, scale: Double = 2) -> (findings: [ScanFinding], trace: ColorOnlyTrace) {
  var options = ScanOptions(scale: scale)
  options.explainColorOnly = true
  let result = ScreenScanner(options: options).scan(image)
  return (result.findings.filter { $0.rule == .colorOnlyState }, result.colorOnlyTrace ?? ColorOnlyTrace())
}

extension ColorOnlyTrace {
  /// The rules that settled a candidate with `verdict`, by name: what a rule's test asserts
  /// on, so that it fails when another rule drops the group first.
  func rules(_ verdict: Verdict) -> Set<String> {
    Set(candidates.compactMap { $0.outcome }.filter { $0.verdict == verdict }.map(\.rule))
  }

  /// The rules that changed a candidate and let it go on.
  var modifiers: Set<String> {
    Set(candidates.flatMap { $0.steps.filter { $0.verdict == .modified }.map(\.rule) })
  }
}

/// Expects no color-only finding in a scan of `image`, and a candidate group dropped by the
/// rule named `rule`: the negative tests say which rule drops their group, so they fail when
/// another rule (or none) drops it.
func expectDropped(
  _ image: RGBAImage, scale: Double = 2, by rule: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let (findings, trace) = explained(image, scale: scale)
  #expect(findings.isEmpty, sourceLocation: sourceLocation)
  #expect(
    trace.rules(.dropped).contains(rule),
    "no candidate dropped by \(rule): \(trace.candidates.map { "\($0.kind) \($0.boxes.count): \($0.outcome?.rule ?? "-") \($0.outcome?.reason ?? "")" })",
    sourceLocation: sourceLocation)
}

/// Expects no color-only finding in a scan of `image` because no pass proposed a candidate
/// group at all (the layout passes found no row, column or pair of like items), not because
/// a rule dropped one.
func expectNoCandidate(
  _ image: RGBAImage, scale: Double = 2, sourceLocation: SourceLocation = #_sourceLocation
) {
  let (findings, trace) = explained(image, scale: scale)
  #expect(findings.isEmpty, sourceLocation: sourceLocation)
  #expect(
    trace.candidates.isEmpty, "candidates: \(trace.candidates.map { "\($0.kind) \($0.boxes.count)" })",
    sourceLocation: sourceLocation)
}
