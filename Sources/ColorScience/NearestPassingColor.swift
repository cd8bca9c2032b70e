extension SRGBColor {
  /// True for grays (equal components).
  var isNeutral: Bool { red == green && green == blue }
}

/// A contrast goal for a foreground/background pair.
public enum ContrastTarget: Hashable, Sendable, CustomStringConvertible {
  /// A WCAG 2.x contrast ratio, e.g. 4.5.
  case wcag(Double)
  /// An APCA |Lc|, e.g. 60.
  case apca(Double)

  /// Whether an opaque pair meets the target (unrounded comparison). APCA compares |Lc|,
  /// so either polarity counts; WCAG uses `WCAG.contrastRatio(of:on:)`.
  public func isMet(foreground: SRGBColor, background: SRGBColor) -> Bool {
    switch self {
    case .wcag(let ratio): return WCAG.contrastRatio(of: foreground, on: background) >= ratio
    case .apca(let lc): return abs(APCA.lightnessContrast(text: foreground, background: background)) >= lc
    }
  }

  /// `4.5:1` or `APCA Lc 60`, as reports print the target.
  public var description: String {
    switch self {
    case .wcag(let r): return "\(r):1"
    case .apca(let lc): return "APCA Lc \(lc)"
    }
  }
}

/// Which color of a pair a suggestion changes.
public enum PairSide: String, Sendable, CaseIterable {
  /// Change the text (or icon) color, keep the background.
  case foreground
  /// Change the background color, keep the text.
  case background
}

/// A color that meets a target, and how far it moved from the original.
public struct ColorSuggestion: Hashable, Sendable {
  /// The suggested color, already rounded to 8 bits (what a designer will paste).
  public var color: SRGBColor
  /// Change in OKLCH lightness (positive = lighter), on OKLab's 0…1 scale.
  public var lightnessChange: Double
  /// ΔE2000 between the original and the suggestion.
  public var deltaE2000: Double
}

/// The answer of a nearest-color search.
public enum SuggestionOutcome: Hashable, Sendable {
  /// The original already meets the target.
  case alreadyPasses
  /// The nearest passing color, with its distance from the original.
  case suggestion(ColorSuggestion)
  /// Not even the lightest or darkest color of this hue meets the target; the string says
  /// so in words for a report.
  case impossible(String)

  /// The suggested color, or nil when the original passes or nothing can.
  public var suggestion: ColorSuggestion? {
    if case .suggestion(let s) = self { return s }
    return nil
  }
}

/// Finds the color nearest to an original that satisfies a condition, keeping its hue.
///
/// The search moves along OKLCH lightness with the original hue and chroma fixed; where
/// that chroma does not fit in sRGB at a lightness, chroma is reduced (by bisection) until
/// it does, so every candidate is a real sRGB color of the same hue. Lightness is searched
/// upwards and downwards by bisection on the 8-bit-rounded candidate, which assumes the
/// condition, once met, stays met further along that direction (true of contrast with a
/// fixed other color: luminance is monotone in OKLCH lightness at fixed hue). The nearer of
/// the two directions wins; ties (within 1e-6 in L) go to the smaller ΔE2000.
///
/// The result is exact to 8 bits: the returned color meets the condition after rounding,
/// and the next 8-bit step towards the original does not (up to the bisection's 1e-6 in L).
public enum NearestColorSearch {
  /// The color nearest to `original` (its 8-bit, clipped form) for which `condition` holds.
  ///
  /// `condition` must be monotone along OKLCH lightness (see the type's notes). It runs
  /// about 45 times: once on the original, then per direction once at the endpoint and ~20
  /// bisection steps down to 1e-6 in L; each candidate costs up to 24 more bisections on
  /// chroma when it falls out of gamut. Alpha is kept.
  public static func nearest(to original: SRGBColor, satisfying condition: (SRGBColor) -> Bool)
    -> SuggestionOutcome
  {
    let base = original.clipped
    if condition(base) { return .alreadyPasses }
    let lch = OKLCH(base)
    let hue = Hue(lch)
    var candidates: [ColorSuggestion] = []
    for target in [1.0, 0.0] {
      // The endpoint of this direction must pass, or the whole direction fails.
      guard condition(candidate(lch, hue: hue, neutral: base.isNeutral, lightness: target, alpha: base.alpha))
      else {
        continue
      }
      var from = lch.l  // fails
      var to = target  // passes
      // 2^-20 in OKLab L is far below one 8-bit step; the candidate is rounded to 8 bits.
      for _ in 0..<60 where abs(to - from) > 1e-6 {
        let mid = (from + to) / 2
        if condition(candidate(lch, hue: hue, neutral: base.isNeutral, lightness: mid, alpha: base.alpha)) {
          to = mid
        } else {
          from = mid
        }
      }
      let color = candidate(lch, hue: hue, neutral: base.isNeutral, lightness: to, alpha: base.alpha)
      candidates.append(
        ColorSuggestion(
          color: color, lightnessChange: OKLCH(color).l - lch.l, deltaE2000: DeltaE.ciede2000(base, color)))
    }
    guard var best = candidates.first else {
      return .impossible("no color of this hue meets the target, not even the lightest or the darkest")
    }
    for c in candidates.dropFirst() {
      let d = abs(c.lightnessChange) - abs(best.lightnessChange)
      if d < -1e-6 || (abs(d) <= 1e-6 && c.deltaE2000 < best.deltaE2000) { best = c }
    }
    return .suggestion(best)
  }

  /// The nearest color for one side of a pair to meet a contrast target.
  public static func nearest(
    for pair: (foreground: SRGBColor, background: SRGBColor), changing side: PairSide,
    target: ContrastTarget
  ) -> SuggestionOutcome {
    switch side {
    case .foreground:
      return nearest(to: pair.foreground) { target.isMet(foreground: $0, background: pair.background) }
    case .background:
      return nearest(to: pair.background) { target.isMet(foreground: pair.foreground, background: $0) }
    }
  }

  /// The in-gamut, 8-bit color at `lightness` with the original's hue and the largest
  /// chroma up to the original's that fits in sRGB.
  /// Grays stay gray (`neutral`): OKLab's published matrices leave ~1e-5 of chroma on
  /// neutrals, which 8-bit rounding would turn into a tint at other lightnesses. The OKLab
  /// L of a gray is the cube root of its luminance.
  static func candidate(_ lch: OKLCH, neutral: Bool, lightness: Double, alpha: Double) -> SRGBColor {
    candidate(lch, hue: Hue(lch), neutral: neutral, lightness: lightness, alpha: alpha)
  }

  /// The cosine and sine of a hue, taken once per search: `OKLCH.lab` takes them for every
  /// color, and a search makes hundreds of colors of one hue. The same values, so the
  /// same colors.
  struct Hue {
    let cos: Double
    let sin: Double
    init(_ lch: OKLCH) {
      let r = lch.h / _degreesPerRadian
      cos = _cos(r)
      sin = _sin(r)
    }
  }

  static func candidate(_ lch: OKLCH, hue: Hue, neutral: Bool, lightness: Double, alpha: Double)
    -> SRGBColor
  {
    let l = min(max(lightness, 0), 1)
    if neutral {
      let y = l * l * l
      return SRGBColor(linear: LinearRGB(red: y, green: y, blue: y), alpha: alpha).quantized
    }
    // As `OKLCH(l: l, c: c, h: lch.h).lab.sRGB`, with the hue's cosine and sine taken once.
    func linear(_ c: Double) -> LinearRGB { OKLab(l: l, a: c * hue.cos, b: c * hue.sin).linearSRGB }
    func isInGamut(_ c: Double) -> Bool {
      let v = linear(c)
      return encodesInGamut(v.red) && encodesInGamut(v.green) && encodesInGamut(v.blue)
    }
    var chroma = lch.c
    if !isInGamut(chroma) {
      var lo = 0.0
      var hi = lch.c
      for _ in 0..<24 {  // chroma to 2^-24 of the original: invisible after 8-bit rounding
        let mid = (lo + hi) / 2
        if isInGamut(mid) { lo = mid } else { hi = mid }
      }
      chroma = lo
    }
    return SRGBColor(linear: linear(chroma), alpha: alpha).quantized
  }

  /// Whether a linear component encodes into 0…1 within `SRGBColor.isInGamut`'s tolerance,
  /// the same answer without the encoding's `pow` away from the ends: the curve is
  /// monotone, 0.999 encodes to 0.99956 and 1.001 to 1.00044, and below 0.0031308 it is
  /// 12.92 v, so -1e-6 gives -1.3e-5. Near an end (and for NaN) it encodes and compares, as
  /// `isInGamut` does. The chroma bisection asks this 24 times per candidate out of gamut.
  static func encodesInGamut(_ v: Double) -> Bool {
    if v >= 0 && v <= 0.999 { return true }
    if v > 1.001 || v < -1e-6 { return false }
    let e = SRGBTransfer.encode(v)
    return e >= -1e-9 && e <= 1 + 1e-9
  }
}
