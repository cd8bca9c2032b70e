/// CIE 1976 L*a*b* relative to D65 (CIE 15:2004 §8.2.1), the space of ΔE76 and ΔE2000.
///
/// sRGB colors are converted without chromatic adaptation, since sRGB's white is D65.
public struct CIELab: Hashable, Sendable {
  /// Lightness L*, 0 (black) … 100 (the reference white).
  public var l: Double
  /// Green (negative) to red (positive) axis a*; about −87…99 for sRGB colors.
  public var a: Double
  /// Blue (negative) to yellow (positive) axis b*; about −108…95 for sRGB colors.
  public var b: Double

  /// Coordinates as given, relative to D65 (CSS `lab()` is D50: `CSSColorParser` adapts it).
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  static let epsilon = 216.0 / 24389.0
  static let kappa = 24389.0 / 27.0

  /// L*a*b* of D65 tristimulus values by CIE 15:2004 §8.2.1: the cube root above
  /// ε = 216/24389, the linear segment (κ t + 16)/116 below it, so near-black has no
  /// infinite slope.
  public init(_ xyz: XYZ) {
    let w = ColorMatrices.whiteD65
    func f(_ t: Double) -> Double { t > CIELab.epsilon ? _cbrt(t) : (CIELab.kappa * t + 16) / 116 }
    let fx = f(xyz.x / w.x)
    let fy = f(xyz.y / w.y)
    let fz = f(xyz.z / w.z)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// L*a*b* of an sRGB color (alpha ignored): decoded to linear light, then XYZ, then Lab.
  public init(_ color: SRGBColor) { self.init(XYZ(color.linear)) }

  /// The D65 tristimulus values, by the inverse of CIE 15:2004 §8.2.1 (exact round trip to
  /// floating-point precision).
  public var xyz: XYZ {
    let w = ColorMatrices.whiteD65
    let fy = (l + 16) / 116
    let fx = fy + a / 500
    let fz = fy - b / 200
    func finv(_ f: Double) -> Double {
      let f3 = f * f * f
      return f3 > CIELab.epsilon ? f3 : (116 * f - 16) / CIELab.kappa
    }
    let yr = l > CIELab.kappa * CIELab.epsilon ? fy * fy * fy : l / CIELab.kappa
    return XYZ(x: finv(fx) * w.x, y: yr * w.y, z: finv(fz) * w.z)
  }
}

/// Color-difference formulas.
public enum DeltaE {
  /// A ΔE for people: one decimal, rounded ("8.8"). Unlike contrast ratios, a ΔE is not
  /// held to a published threshold that rounding could cross, so rounding is honest here.
  package static func formatted(_ deltaE: Double) -> String {
    guard deltaE.isFinite else { return "\(deltaE)" }
    return String((deltaE * 10).rounded() / 10)
  }

  /// ΔE*ab (CIE 1976): Euclidean distance in CIELAB.
  public static func cie76(_ p: CIELab, _ q: CIELab) -> Double {
    let dl = p.l - q.l
    let da = p.a - q.a
    let db = p.b - q.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// ΔE00 (CIE 142-2001) with kL = kC = kH = 1, following the implementation notes of
  /// Sharma, Wu & Dalal, "The CIEDE2000 color-difference formula", Color Res. Appl. 30(1),
  /// 2005, eqs. 1–22, including their handling of hue when a chroma is zero (notes 1–2).
  /// Matches the paper's 34 test pairs to 1e-4. Symmetric in its arguments.
  public static func ciede2000(_ p: CIELab, _ q: CIELab) -> Double {
    let c1 = (p.a * p.a + p.b * p.b).squareRoot()
    let c2 = (q.a * q.a + q.b * q.b).squareRoot()
    let cBar = (c1 + c2) / 2
    let cBar7 = _pow(cBar, 7)
    let g = 0.5 * (1 - (cBar7 / (cBar7 + 6_103_515_625)).squareRoot())  // 25^7
    let a1 = (1 + g) * p.a
    let a2 = (1 + g) * q.a
    let c1p = (a1 * a1 + p.b * p.b).squareRoot()
    let c2p = (a2 * a2 + q.b * q.b).squareRoot()
    func hue(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let h = _atan2(b, a) * _degreesPerRadian
      return h < 0 ? h + 360 : h
    }
    let h1 = hue(p.b, a1)
    let h2 = hue(q.b, a2)

    let dL = q.l - p.l
    let dC = c2p - c1p
    var dh = 0.0
    if c1p * c2p != 0 {
      dh = h2 - h1
      if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
    }
    let dH = 2 * (c1p * c2p).squareRoot() * _sin(dh / 2 / _degreesPerRadian)

    let lBar = (p.l + q.l) / 2
    let cBarP = (c1p + c2p) / 2
    var hBar = h1 + h2
    if c1p * c2p != 0 {
      if abs(h1 - h2) <= 180 {
        hBar /= 2
      } else if h1 + h2 < 360 {
        hBar = (hBar + 360) / 2
      } else {
        hBar = (hBar - 360) / 2
      }
    }
    let rad = 1 / _degreesPerRadian
    let t =
      1 - 0.17 * _cos((hBar - 30) * rad) + 0.24 * _cos(2 * hBar * rad)
      + 0.32 * _cos((3 * hBar + 6) * rad) - 0.20 * _cos((4 * hBar - 63) * rad)
    let dTheta = 30 * _exp(-((hBar - 275) / 25) * ((hBar - 275) / 25))
    let cBarP7 = _pow(cBarP, 7)
    let rc = 2 * (cBarP7 / (cBarP7 + 6_103_515_625)).squareRoot()
    let l50 = (lBar - 50) * (lBar - 50)
    let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
    let sc = 1 + 0.045 * cBarP
    let sh = 1 + 0.015 * cBarP * t
    let rt = -_sin(2 * dTheta * rad) * rc
    let tl = dL / sl
    let tc = dC / sc
    let th = dH / sh
    return (tl * tl + tc * tc + th * th + rt * tc * th).squareRoot()
  }

  /// ΔE00 between two sRGB colors (alpha ignored).
  public static func ciede2000(_ a: SRGBColor, _ b: SRGBColor) -> Double {
    ciede2000(CIELab(a), CIELab(b))
  }
}
