/// WCAG 2.x relative luminance and contrast ratio (WCAG 2.2, definitions of "relative
/// luminance" and "contrast ratio"; success criteria 1.4.3, 1.4.6 and 1.4.11).
///
/// Policy on rounding: verdicts always compare the unrounded ratio, so 4.499 fails 4.5.
/// Ratios shown to people are truncated to two decimals (`formatRatio`), never rounded, so
/// a failing 4.4999 is shown as 4.49 and no displayed figure ever reaches a threshold the
/// color does not.
public enum WCAG {
  /// Relative luminance Y of an sRGB color: 0.2126 R + 0.7152 G + 0.0722 B in linear light
  /// (WCAG 2.2, "relative luminance", with the IEC 61966-2-1 curve of `SRGBTransfer`).
  /// Alpha is ignored; composite first.
  @inlinable
  public static func relativeLuminance(_ color: SRGBColor) -> Double {
    relativeLuminance(color.linear)
  }

  /// Relative luminance Y of linear sRGB components (WCAG 2.2 coefficients, which round the
  /// Y row of the sRGB matrix to four decimals). No clamping: out-of-gamut input gives a Y
  /// outside 0…1.
  @inlinable
  public static func relativeLuminance(_ linear: LinearRGB) -> Double {
    0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
  }

  /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter of two luminances: 1…21 for luminances
  /// in 0…1 (WCAG 2.2, "contrast ratio"). Order does not matter; the 0.05 models flare.
  @inlinable
  public static func contrastRatio(luminance a: Double, _ b: Double) -> Double {
    let hi = max(a, b)
    let lo = min(a, b)
    return (hi + 0.05) / (lo + 0.05)
  }

  /// The contrast ratio of `foreground` drawn on `background`.
  ///
  /// A translucent foreground is composited over the background first. A translucent
  /// background has no single answer without knowing what lies under it; this returns the
  /// worst case of `contrastBounds(of:on:)`, so a verdict based on it is never optimistic.
  public static func contrastRatio(of foreground: SRGBColor, on background: SRGBColor) -> Double {
    contrastBounds(of: foreground, on: background).worst
  }

  /// Worst and best contrast over the backdrops a translucent background could sit on.
  ///
  /// An opaque background gives a single value (`worst == best`). A translucent one is
  /// composited over black and over white; contrast is monotone along the line between
  /// them only piecewise, so the foreground's own luminance is also tried as a backdrop
  /// (the point where the two colors can come closest).
  public static func contrastBounds(of foreground: SRGBColor, on background: SRGBColor)
    -> ContrastBounds
  {
    if background.alpha >= 1 {
      let bg = background.withAlpha(1)
      let r = contrastRatio(
        luminance: relativeLuminance(foreground.composited(over: bg)), relativeLuminance(bg))
      return ContrastBounds(worst: r, best: r)
    }
    var ratios: [Double] = []
    for backdrop in [SRGBColor.black, .white] {
      let bg = background.composited(over: backdrop)
      let fg = foreground.composited(over: bg)
      ratios.append(contrastRatio(luminance: relativeLuminance(fg), relativeLuminance(bg)))
    }
    // The backdrop that makes the composite background closest in luminance to the
    // foreground gives the true worst case; search it by bisection on the gray axis.
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      let bg = background.composited(over: SRGBColor(red: mid, green: mid, blue: mid))
      let fg = foreground.composited(over: bg)
      if relativeLuminance(bg) < relativeLuminance(fg) { lo = mid } else { hi = mid }
    }
    let g = (lo + hi) / 2
    let bg = background.composited(over: SRGBColor(red: g, green: g, blue: g))
    let fg = foreground.composited(over: bg)
    // The gray that gives the worst case is always a candidate, so the bounds always exist.
    let gray = contrastRatio(luminance: relativeLuminance(fg), relativeLuminance(bg))
    let (worst, best) = ratios.reduce((gray, gray)) { (Swift.min($0.0, $1), Swift.max($0.1, $1)) }
    return ContrastBounds(worst: worst, best: best)
  }

  /// The ratio truncated (not rounded) to two decimals: 4.478 → "4.47", 4.4999 → "4.49".
  public static func formatRatio(_ ratio: Double) -> String {
    guard ratio.isFinite, ratio >= 0, ratio < 1e13 else { return NumberText.plain(ratio) }
    let hundredths = Int((ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  /// The ratio truncated to two decimals as a number (for machine output that mirrors
  /// what people see).
  package static func truncatedRatio(_ ratio: Double) -> Double {
    (ratio * 100).rounded(.down) / 100
  }
}

/// The range of contrast a pair can show; a single value when the background is opaque.
public struct ContrastBounds: Hashable, Sendable {
  /// The lowest ratio over the possible backdrops: the one to compare with a minimum.
  public var worst: Double
  /// The highest ratio over the possible backdrops.
  public var best: Double
  /// True when the background is opaque, so the pair has one ratio.
  public var isExact: Bool { worst == best }
}

/// What a color is used for, which sets the contrast WCAG asks of it.
public enum ContentKind: String, CaseIterable, Sendable {
  /// Text below the large-text size.
  case normalText
  /// At least 18 pt (24 CSS px), or 14 pt (18.66 CSS px) bold.
  case largeText
  /// User-interface components and meaningful graphics (SC 1.4.11).
  case nonText
}

/// WCAG conformance levels that set contrast minimums.
public enum ConformanceLevel: String, CaseIterable, Sendable, Comparable {
  /// Level AA: 4.5:1 for text, 3:1 for large text and non-text UI (SC 1.4.3, 1.4.11).
  case aa = "AA"
  /// Level AAA: 7:1 for text, 4.5:1 for large text (SC 1.4.6).
  case aaa = "AAA"

  /// AA is below AAA: a palette that meets AAA meets AA.
  public static func < (a: ConformanceLevel, b: ConformanceLevel) -> Bool { a == .aa && b == .aaa }
}

extension WCAG {
  /// The minimum ratio WCAG 2.2 sets for a kind of content at a level: 4.5/7 for normal
  /// text (SC 1.4.3/1.4.6), 3/4.5 for large text, and 3 for non-text UI (SC 1.4.11, which
  /// exists at AA only, so there is no AAA figure for it).
  public static func minimumRatio(for kind: ContentKind, level: ConformanceLevel) -> Double? {
    switch (kind, level) {
    case (.normalText, .aa): return 4.5
    case (.normalText, .aaa): return 7
    case (.largeText, .aa): return 3
    case (.largeText, .aaa): return 4.5
    case (.nonText, .aa): return 3
    case (.nonText, .aaa): return nil
    }
  }

  /// Whether a ratio meets a minimum. Compares the unrounded ratio.
  @inlinable
  public static func passes(_ ratio: Double, minimum: Double) -> Bool { ratio >= minimum }
}
