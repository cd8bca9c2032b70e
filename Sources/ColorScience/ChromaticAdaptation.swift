/// Bradford chromatic adaptation between D50 and D65, for CSS `lab()`, `lch()` and
/// `xyz-d50`, which CSS Color 4 defines relative to D50 (§9.1, §12).
enum ChromaticAdaptation {
  static let bradford = Matrix3(
    SIMD3(0.8951, 0.2664, -0.1614),
    SIMD3(-0.7502, 1.7135, 0.0367),
    SIMD3(0.0389, -0.0685, 1.0296))
  /// CSS Color 4's D50 white: chromaticity x 0.3457, y 0.3585.
  static let whiteD50 = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

  static let d65FromD50: Matrix3 = {
    let source = bradford * whiteD50
    let target = bradford * ColorMatrices.whiteD65
    let s = target / source
    let scale = Matrix3(SIMD3(s.x, 0, 0), SIMD3(0, s.y, 0), SIMD3(0, 0, s.z))
    return bradford.inverse * scale * bradford
  }()

  /// CIELAB relative to D50 → linear sRGB.
  static func linearSRGB(fromLabD50 lab: CIELab) -> LinearRGB {
    // CIELab.xyz is relative to D65; rescale to D50's white before adapting.
    let xyzRelD65 = lab.xyz.vector
    let xyzD50 = xyzRelD65 / ColorMatrices.whiteD65 * whiteD50
    return XYZ(d65FromD50 * xyzD50).linearSRGB
  }
}
