import ColorScience

/// How a screenshot is judged. Every threshold is configurable; the defaults follow WCAG 2.2.
public struct ScanOptions: Sendable, Hashable {
  /// Image pixels per logical unit (CSS px, iOS pt, Android dp); nil = infer from the width.
  /// The scan clamps it to `ScanOptions.scaleRange`.
  public var scale: Double?
  /// The scales the scan honours: below 0.1 or above 8 its pixel sizes (a glyph of 64
  /// logical units, a radius of 3.5) would overflow or vanish.
  public static let scaleRange: ClosedRange<Double> = 0.1...8
  /// Which convention decides "large text".
  public var largeText: LargeTextRule
  /// Contrast required of normal text (WCAG 1.4.3 AA: 4.5).
  public var normalTextRatio: Double
  /// Contrast required of large text (3).
  public var largeTextRatio: Double
  /// Failing text smaller than this (logical units) is too small to judge from pixels:
  /// needs-review (small text that passes as measured passes: antialiasing only dilutes it).
  public var minimumJudgedFontSize: Double
  /// Half the side of the smallest square (logical units) a background region must hold;
  /// thinner flat regions (glyph strokes) are ink.
  public var surfaceRadius: Double = 3.5
  /// A large flat region (`fillArea` square logical units) needs only this half-thickness
  /// to count as a background: small chips and badges, whose text leaves thin margins.
  public var fillRadius: Double = 1.5
  /// The area (square logical units) from which a flat region needs only `fillRadius`: a
  /// chip or badge is about 20 × 20 units, and its text must still find its backdrop.
  public var fillArea: Double = 400
  /// Look for UI states told apart only by color (on by default; off only to measure its cost).
  public var detectColorOnlyStates = true
  /// Record why the color-only finder kept or dropped each candidate it judged
  /// (`ScanResult.colorOnlyTrace`, `legible scan --explain`); off, nothing is recorded.
  public var explainColorOnly = false
  /// Report failing text that looks like an inactive control (`InactiveLook`: label and
  /// chrome faded together beside an enabled control of its kind) as an error, like any other
  /// failing text. Off by default: WCAG 1.4.3 exempts inactive components, so such text is a
  /// note.
  public var inactiveControlsAreErrors = false
  /// Stem width over font size at and above which text counts as bold.
  public var boldStemRatio: Double = 0.118

  /// Options with WCAG 2.2's defaults (AA: 4.5:1, large text 3:1; text under 7 units is
  /// needs-review). A nil `scale` is inferred from each image's width (`ScaleInference`).
  public init(
    scale: Double? = nil, largeText: LargeTextRule = .wcag, normalTextRatio: Double = 4.5,
    largeTextRatio: Double = 3, minimumJudgedFontSize: Double = 7
  ) {
    self.scale = scale
    self.largeText = largeText
    self.normalTextRatio = normalTextRatio
    self.largeTextRatio = largeTextRatio
    self.minimumJudgedFontSize = minimumJudgedFontSize
  }
}

/// The size at which text counts as large.
public enum LargeTextRule: String, Sendable, Hashable, CaseIterable {
  /// WCAG: 18 pt or 14 pt bold = 24 CSS px or 18.66 CSS px bold.
  case wcag
  /// The looser mobile convention some tools use: 18 or 14 bold logical units.
  case mobile

  /// Whether text of this size (logical units) and weight is large under this convention,
  /// which lowers its required ratio to `ScanOptions.largeTextRatio` (WCAG 1.4.3).
  public func isLarge(fontSize: Double, bold: Bool) -> Bool {
    switch self {
    case .wcag: return fontSize >= 24 || (bold && fontSize >= 18.66)
    case .mobile: return fontSize >= 18 || (bold && fontSize >= 14)
    }
  }
}

/// Device scale from the image width: common device and viewport widths in logical units.
public enum ScaleInference {
  static let logicalWidths: Set<Int> = [
    320, 360, 375, 384, 390, 393, 402, 411, 412, 414, 428, 430, 440, 600, 744, 768, 800, 810, 820, 834, 1024,
    1112, 1180, 1194, 1280, 1366, 1440, 1536, 1600, 1680, 1920,
  ]

  /// The scale and a sentence saying how it was found. A phone's width in pixels (390) is
  /// that viewport at 1×: what a browser driver captures for a mobile viewport unless told a
  /// device scale (Playwright's default is 1), and no other scale of a listed width fits it.
  public static func infer(width: Int) -> (scale: Double, reason: String) {
    for s in [3.0, 2.0, 1.0, 4.0, 3.5, 2.625, 2.75, 1.5] {
      let logical = Double(width) / s
      if logical == logical.rounded(), logicalWidths.contains(Int(logical)) {
        return (
          s, "inferred \(formatScale(s))× from the image width \(width) px (\(Int(logical)) logical px)"
        )
      }
    }
    let guess: Double = width >= 1000 && width < 1300 ? 3 : (width < 1000 ? 2 : 1)
    return (
      guess,
      "assumed \(formatScale(guess))× (width \(width) px matches no common device); pass --scale to set it"
    )
  }

  /// A scale as reports print it ("2", "2.625", never "2.0"), so the reason reads like the
  /// `--scale` value a user would type.
  public static func formatScale(_ s: Double) -> String {
    NumberText.plain(s)
  }
}
