import ColorScience
import Findings
import Pixels

extension ScreenScanner {
  /// Non-text contrast (WCAG 1.4.11) of the icons that are their control's only label: the
  /// icon-only controls told from pixels (`IconControls`: a glyph alone in a button frame,
  /// in a toolbar row, a menu glyph), then the pictograms with no text near them
  /// (`Pictograms.unlabelled`). The icon's strongest ink against the surface around it (the
  /// button's fill, or the bar under a flat button) must reach 3:1. Icons on a graded or
  /// busy background are not judged (their contrast varies with the pixel).
  func nonTextFindings(
    _ icons: Pictograms, _ found: [Pictograms.Found?], isText: [Bool], surfaceArea: [Int32: Int32],
    scale: Double, measure: (TextLineGrouper.Line) -> LineMeasurement
  ) -> [ScanFinding] {
    func glyph(lines: [Int], looseBlobs: [Int], surface: Int32) -> TextLineGrouper.Line? {
      let blobs = lines.flatMap { icons.lines[$0].blobs } + looseBlobs
      guard let first = blobs.first else { return nil }
      var line = TextLineGrouper.Line(first, icons.blobs[first])
      for b in blobs.dropFirst() { line.take(b, icons.blobs[b]) }
      line.surface = surface
      return line
    }
    let controls = IconControls(icons: icons, isText: isText, surfaceArea: surfaceArea).find(found)
    var findings = controls.compactMap { c -> ScanFinding? in
      glyph(lines: c.lines, looseBlobs: c.looseBlobs, surface: c.surface).flatMap {
        iconFinding($0, box: c.box, scale: scale, faintest: Self.faintestControl, measure: measure)
      }
    }
    let judged = Set(controls.flatMap(\.lines))
    findings += icons.unlabelled(found).compactMap { icon -> ScanFinding? in
      // Only drawings that read as an icon button's glyph (a sun, gear, person, grid, star,
      // bell): bars are charts or signal strength, a filled hole a battery or a radio's dot.
      guard judged.isDisjoint(with: icon.lines), let cue = found[icon.lines[0]]?.cue,
        [.stacked, .radial, .outline].contains(cue),
        let line = glyph(lines: icon.lines, looseBlobs: [], surface: icons.lines[icon.lines[0]].surface)
      else {
        return nil
      }
      return iconFinding(line, box: icon.box, scale: scale, faintest: Self.faintestText, measure: measure)
    }
    return findings
  }

  /// The finding for an icon below 3:1 (and at least `faintest`) on a flat background, or nil.
  private func iconFinding(
    _ line: TextLineGrouper.Line, box b: Pictograms.Box, scale: Double, faintest: Double,
    measure: (TextLineGrouper.Line) -> LineMeasurement
  ) -> ScanFinding? {
    let m = measure(line)
    guard m.backgroundSpread <= 1.08 else { return nil }
    let ratio = WCAG.contrastRatio(of: SRGBColor(m.foreground), on: SRGBColor(m.background))
    guard ratio < Self.nonTextRatio, ratio >= faintest else { return nil }
    let box = PixelBox(x: b.minX, y: b.minY, width: b.width, height: b.height)
    let size = NumberText.rounded(Double(max(b.width, b.height)) / scale)
    let suggestion = Self.nearestPassing(m.foreground, on: m.background, required: Self.nonTextRatio)
    return ScanFinding(
      rule: .nonTextContrast, level: Rule.nonTextContrast.defaultLevel, boxes: [box],
      message: "icon contrast \(WCAG.formatRatio(ratio)):1 is below 3:1 (\(m.foreground.opaqueHex) on "
        + "\(m.background.opaqueHex), ~\(size) px icon); an icon that is its control's only label is a UI component"
        + (suggestion.map { "; nearest passing icon color: \(Self.describe($0, on: m.background))" } ?? ""),
      ratio: ratio, required: Self.nonTextRatio, colors: [m.foreground, m.background],
      fix: suggestion.map { Self.fix($0, on: m.background, for: "icon") }, suggestion: suggestion)
  }

  /// WCAG 1.4.11: user interface components and graphical objects, 3:1.
  static let nonTextRatio = 3.0
  /// Ink of an icon control's glyph closer to its fill than this is a shadow, a hairline or
  /// a bevel's edge (as a lone mark so faint is no text for `judge`), not a faded icon.
  static let faintestControl = 1.1
}
