/// RGB color spaces defined by primaries and a white point, and the matrices between them.
///
/// The matrices are derived from the chromaticities at first use (the method of SMPTE RP
/// 177), not pasted, so sRGB and Display P3 share one derivation and one white point (D65,
/// x 0.3127 y 0.3290).
package struct RGBPrimaries: Hashable, Sendable {
  package var red: (x: Double, y: Double)
  package var green: (x: Double, y: Double)
  package var blue: (x: Double, y: Double)
  package var white: (x: Double, y: Double)

  package init(
    red: (x: Double, y: Double), green: (x: Double, y: Double), blue: (x: Double, y: Double),
    white: (x: Double, y: Double)
  ) {
    self.red = red
    self.green = green
    self.blue = blue
    self.white = white
  }

  package static func == (a: RGBPrimaries, b: RGBPrimaries) -> Bool {
    a.red == b.red && a.green == b.green && a.blue == b.blue && a.white == b.white
  }

  package func hash(into h: inout Hasher) {
    for p in [red, green, blue, white] {
      h.combine(p.x)
      h.combine(p.y)
    }
  }

  /// ITU-R BT.709 primaries with D65: sRGB.
  package static let sRGB = RGBPrimaries(
    red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: (0.3127, 0.3290))

  /// DCI-P3 primaries with D65: Display P3, Apple's wide-gamut screen space.
  package static let displayP3 = RGBPrimaries(
    red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: (0.3127, 0.3290))

  /// Linear RGB → CIE XYZ (Y of white = 1).
  package var xyzFromLinearRGB: Matrix3 {
    func xyz(_ c: (x: Double, y: Double)) -> SIMD3<Double> { SIMD3(c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
    let r = xyz(red)
    let g = xyz(green)
    let b = xyz(blue)
    let m = Matrix3(SIMD3(r.x, g.x, b.x), SIMD3(r.y, g.y, b.y), SIMD3(r.z, g.z, b.z))
    let s = m.inverse * xyz(white)
    return Matrix3(m.rows.0 * s, m.rows.1 * s, m.rows.2 * s)
  }

  /// CIE XYZ of the white point with Y = 1.
  package var whiteXYZ: SIMD3<Double> { SIMD3(white.x / white.y, 1, (1 - white.x - white.y) / white.y) }
}

/// Fixed conversion matrices, computed once.
package enum ColorMatrices {
  package static let xyzFromLinearSRGB = RGBPrimaries.sRGB.xyzFromLinearRGB
  package static let linearSRGBFromXYZ = xyzFromLinearSRGB.inverse
  package static let xyzFromLinearDisplayP3 = RGBPrimaries.displayP3.xyzFromLinearRGB
  /// Linear Display P3 → linear sRGB (same white, so no adaptation is needed).
  package static let linearSRGBFromLinearDisplayP3 = linearSRGBFromXYZ * xyzFromLinearDisplayP3
  package static let linearDisplayP3FromLinearSRGB = linearSRGBFromLinearDisplayP3.inverse
  /// D65 white as CIE XYZ, Y = 1: the reference white of CIELAB here.
  package static let whiteD65 = RGBPrimaries.sRGB.whiteXYZ
}

/// CIE 1931 XYZ tristimulus values, Y of the reference white = 1.
public struct XYZ: Hashable, Sendable {
  /// X tristimulus value.
  public var x: Double
  /// Y tristimulus value: luminance, equal to WCAG's relative luminance for sRGB colors.
  public var y: Double
  /// Z tristimulus value.
  public var z: Double

  /// Tristimulus values as given (D65-relative for everything else in this module).
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// Tristimulus values from a vector ordered X, Y, Z.
  public init(_ v: SIMD3<Double>) { self.init(x: v.x, y: v.y, z: v.z) }
  /// The values as a vector (X, Y, Z), ready for a 3×3 matrix.
  public var vector: SIMD3<Double> { SIMD3(x, y, z) }

  /// XYZ of a linear sRGB color, by the matrix derived from the BT.709 primaries and D65
  /// (IEC 61966-2-1); its Y row agrees with WCAG's 0.2126/0.7152/0.0722 to four decimals.
  public init(_ linear: LinearRGB) { self.init(ColorMatrices.xyzFromLinearSRGB * linear.vector) }
  /// Linear sRGB of these D65 tristimulus values, by the inverse matrix; colors outside the
  /// sRGB gamut give components outside 0…1 (nothing is clipped).
  public var linearSRGB: LinearRGB { LinearRGB(ColorMatrices.linearSRGBFromXYZ * vector) }
}

extension SRGBColor {
  /// A color given in Display P3 (encoded with the sRGB curve, as Apple and CSS Color 4's
  /// `display-p3` define it), converted to sRGB through linear light. The result may be
  /// out of sRGB's gamut; check `isInGamut` and apply `clipped`, the module's gamut policy.
  public init(displayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
    let linearP3 = SIMD3(SRGBTransfer.decode(red), SRGBTransfer.decode(green), SRGBTransfer.decode(blue))
    self.init(linear: LinearRGB(ColorMatrices.linearSRGBFromLinearDisplayP3 * linearP3), alpha: alpha)
  }

  /// This color's Display P3 components (encoded). Every sRGB color is inside P3.
  public var displayP3: (red: Double, green: Double, blue: Double) {
    let v = ColorMatrices.linearDisplayP3FromLinearSRGB * linear.vector
    return (SRGBTransfer.encode(v.x), SRGBTransfer.encode(v.y), SRGBTransfer.encode(v.z))
  }
}
