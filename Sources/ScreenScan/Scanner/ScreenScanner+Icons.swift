import ColorScience
import Findings
import Pixels

extension ScreenScanner {
  /// Non-text contrast (WCAG 1.4.11) of the icons that are their control's only label (see
  /// `Pictograms.unlabelled`): the icon's strongest ink against the surface around it must
  /// reach 3:1. Icons with a text label are not judged, nor icons on a graded or busy
  /// background (their contrast varies with the pixel).
  func nonTextFindings(
    _ icons: Pictograms, _ found: [Pictograms.Found?], scale: Double,
    measure: (TextLineGrouper.Line) -> LineMeasurement
  ) -> [ScanFinding] {
    icons.unlabelled(found).compactMap { icon -> ScanFinding? in
      // Only drawings that read as an icon button's glyph (a sun, gear, person, grid, star,
      // bell): bars are charts or signal strength, a filled hole a battery or a radio's dot.
      guard let cue = found[icon.lines[0]]?.cue, [.stacked, .radial, .outline].contains(cue) else {
        return nil
      }
      var line = icons.lines[icon.lines[0]]
      for k in icon.lines.dropFirst() {
        let l = icons.lines[k]
        line.blobs += l.blobs
        (line.minX, line.minY) = (min(line.minX, l.minX), min(line.minY, l.minY))
        (line.maxX, line.maxY) = (max(line.maxX, l.maxX), max(line.maxY, l.maxY))
      }
      let m = measure(line)
      guard m.backgroundSpread <= 1.08 else { return nil }
      let ratio = WCAG.contrastRatio(of: SRGBColor(m.foreground), on: SRGBColor(m.background))
      guard ratio < Self.nonTextRatio, ratio >= Self.faintestText else { return nil }
      let box = PixelBox(x: icon.box.minX, y: icon.box.minY, width: icon.box.width, height: icon.box.height)
      let size = NumberText.rounded(Double(max(icon.box.width, icon.box.height)) / scale)
      let suggestion = Self.nearestPassing(m.foreground, on: m.background, required: Self.nonTextRatio)
      return ScanFinding(
        rule: .nonTextContrast, level: Rule.nonTextContrast.defaultLevel, boxes: [box],
        message: "icon contrast \(WCAG.formatRatio(ratio)):1 is below 3:1 (\(m.foreground.opaqueHex) on "
          + "\(m.background.opaqueHex), ~\(size) px icon); an icon that is its control's only label is a UI component"
          + (suggestion.map { "; nearest passing icon color: \(Self.describe($0, on: m.background))" } ?? ""),
        ratio: ratio, required: Self.nonTextRatio, colors: [m.foreground, m.background],
        fix: suggestion.map { Self.fix($0, on: m.background, for: "icon") }, suggestion: suggestion)
    }
  }

  /// WCAG 1.4.11: user interface components and graphical objects, 3:1.
  static let nonTextRatio = 3.0
}
