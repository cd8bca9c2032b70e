extension ScreenScanner {
  /// The text regions of the stemless labels on a grid's keys (`KeyLabels`: a calculator's
  /// "=", "−", "÷", "."), each measured against its key and set in its siblings' size, and
  /// the lines they were made of (text now, so no icon-only control takes them).
  func keyLabelRegions(
    _ icons: Pictograms, pictograms: [Pictograms.Found?], perLine: [[TextRegion]?],
    surfaceArea: [Int32: Int32], scale: Double, measure: (TextLineGrouper.Line) -> LineMeasurement
  ) -> (regions: [TextRegion], lines: [Int]) {
    let labels = keyLabels(icons, pictograms: pictograms, perLine: perLine, surfaceArea: surfaceArea).find()
    var regions: [TextRegion] = []
    var lines: [Int] = []
    for label in labels {
      var m = measure(label.line)
      let stem = m.stemPixels
      m.fontSizePixels = label.fontSize * scale
      m.stemRatio = stem / max(m.fontSizePixels, 1)
      guard var region = judge(m, line: label.line, blobs: icons.blobs, scale: scale, stemlessKeyLabel: true)
      else { continue }
      // A dot's every pixel is blended with the key: failing, it may not fail.
      if region.outcome == .fail && label.isDots {
        region.outcome = .needsReview
        region.reviewReason = "a dot too small to show its color unblended"
      }
      regions.append(region)
      lines += label.lines
    }
    return (regions, lines)
  }

  /// The key-label finder over the lines the text pass measured.
  func keyLabels(
    _ icons: Pictograms, pictograms: [Pictograms.Found?], perLine: [[TextRegion]?],
    surfaceArea: [Int32: Int32]
  ) -> KeyLabels {
    KeyLabels(
      icons: icons, fontSizes: perLine.map { $0?.first?.fontSize }, isPictogram: pictograms.map { $0 != nil },
      surfaceArea: surfaceArea)
  }

  /// Lines read as text that are a lone cross (`Pictograms.isCross`) and no key's label
  /// (`KeyLabels.isOnKeyOfGrid`): a close button's glyph, given to the icon pass.
  func closeCrosses(
    _ icons: Pictograms, pictograms: [Pictograms.Found?], perLine: [[TextRegion]?],
    surfaceArea: [Int32: Int32]
  ) -> [Int] {
    let keys = keyLabels(icons, pictograms: pictograms, perLine: perLine, surfaceArea: surfaceArea)
    return icons.lines.indices.filter { k in
      guard perLine[k]?.count == 1 else { return false }
      let parts = icons.parts(icons.lines[k])
      return parts.count == 1 && icons.isCross(icons.blobs[parts[0]]) && !keys.isOnKeyOfGrid(icons.lines[k])
    }
  }
}
