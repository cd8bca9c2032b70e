/// OKLab (Björn Ottosson, 2020): a perceptual space built for uniform hue and lightness,
/// defined directly from linear sRGB by two matrices and a cube root.
public struct OKLab: Hashable, Sendable {
  /// Perceived lightness, 0 (black) … 1 (white); not the 0…100 scale of CIELAB.
  public var l: Double
  /// Green (negative) to red (positive) axis; within about ±0.32 for sRGB colors.
  public var a: Double
  /// Blue (negative) to yellow (positive) axis; within about ±0.32 for sRGB colors.
  public var b: Double

  /// Coordinates as given; they need not describe an sRGB color.
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  static let lmsFromLinearSRGB = Matrix3(
    SIMD3(0.4122214708, 0.5363325363, 0.0514459929),
    SIMD3(0.2119034982, 0.6806995451, 0.1073969566),
    SIMD3(0.0883024619, 0.2817188376, 0.6299787005))
  static let labFromLMS = Matrix3(
    SIMD3(0.2104542553, 0.7936177850, -0.0040720468),
    SIMD3(1.9779984951, -2.4285922050, 0.4505937099),
    SIMD3(0.0259040371, 0.7827717662, -0.8086757660))
  static let lmsFromLab = labFromLMS.inverse
  static let linearSRGBFromLMS = lmsFromLinearSRGB.inverse

  /// OKLab of a linear sRGB color by Ottosson's published M1 (to LMS), a cube root per
  /// cone, and M2 ("A perceptual color space for image processing", 2020). Negative LMS
  /// values keep their sign through the cube root, so out-of-gamut colors convert too.
  public init(_ linear: LinearRGB) {
    let lms = OKLab.lmsFromLinearSRGB * linear.vector
    let v = OKLab.labFromLMS * SIMD3(_cbrt(lms.x), _cbrt(lms.y), _cbrt(lms.z))
    self.init(l: v.x, a: v.y, b: v.z)
  }

  /// OKLab of an sRGB color (alpha ignored), through linear light.
  public init(_ color: SRGBColor) { self.init(color.linear) }

  /// Linear sRGB of this color, by the exact inverses of the two matrices (computed, not
  /// Ottosson's rounded inverse tables); may lie outside 0…1.
  public var linearSRGB: LinearRGB {
    let c = OKLab.lmsFromLab * SIMD3(l, a, b)
    return LinearRGB(OKLab.linearSRGBFromLMS * (c * c * c))
  }

  /// The color in sRGB, possibly out of gamut.
  public var sRGB: SRGBColor { SRGBColor(linear: linearSRGB) }

  /// Euclidean distance in OKLab (ΔEOK), on OKLab's 0…1 lightness scale.
  public func distance(to other: OKLab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// The polar form: chroma √(a² + b²) and hue atan2(b, a) in degrees 0..<360. Hue is 0
  /// when chroma is below 1e-12, so grays get a stable hue instead of round-off noise.
  public var lch: OKLCH {
    let c = (a * a + b * b).squareRoot()
    var h = _atan2(b, a) * _degreesPerRadian
    if h < 0 { h += 360 }
    return OKLCH(l: l, c: c, h: c < 1e-12 ? 0 : h)
  }
}

/// OKLCH: OKLab in polar form (lightness, chroma, hue in degrees).
public struct OKLCH: Hashable, Sendable {
  /// Lightness, as `OKLab.l` (0…1).
  public var l: Double
  /// Chroma, the distance from the gray axis; 0 for grays, up to about 0.32 in sRGB.
  public var c: Double
  /// Hue angle in degrees (any value; 0 and 360 are the same hue).
  public var h: Double

  /// Coordinates as given; hue is not normalized.
  public init(l: Double, c: Double, h: Double) {
    self.l = l
    self.c = c
    self.h = h
  }

  /// OKLCH of an sRGB color (alpha ignored), through `OKLab`.
  public init(_ color: SRGBColor) { self = OKLab(color).lch }

  /// The rectangular form: a = c cos h, b = c sin h.
  public var lab: OKLab {
    let r = h / _degreesPerRadian
    return OKLab(l: l, a: c * _cos(r), b: c * _sin(r))
  }
}
