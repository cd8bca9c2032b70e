/// Simulates how a color looks to a person with a color-vision deficiency.
///
/// Every method here is a map in linear RGB: one matrix (Viénot 1999, Machado 2009,
/// achromatopsia) or two matrices chosen by the side of a plane (Brettel 1997). A severity
/// below 1 for Viénot, Brettel and achromatopsia interpolates in linear RGB between the
/// original and the full simulation, as DaltonLens does; Machado has its own matrices per
/// severity. Results are clipped to the sRGB gamut in linear light.
///
/// Build a simulator once and reuse it: construction derives the matrices (microseconds),
/// `simulate` is a few multiply-adds, and `simulateRGBA(_:)` runs over whole images with
/// lookup tables.
public struct CVDSimulator: Hashable, Sendable {
  /// The deficiency simulated.
  public let deficiency: Deficiency
  /// The published method used: the one asked for, or the recommended one for the deficiency
  /// and severity (ignored for achromatopsia, which has its own luminance model).
  public let method: SimulationMethod
  /// The severity used, already clamped to 0…1.
  public let severity: Double

  /// Linear-RGB matrix for colors on the non-negative side of `separation`.
  @usableFromInline package let first: Matrix3
  /// Linear-RGB matrix for the other side (equal to `first` for single-matrix methods).
  @usableFromInline package let second: Matrix3
  /// Linear-RGB normal of Brettel's separating plane; zero for single-matrix methods.
  @usableFromInline package let separation: SIMD3<Double>

  /// A simulator with its matrices derived once for a deficiency, severity and method.
  ///
  /// - Parameters:
  ///   - deficiency: what to simulate.
  ///   - severity: 0…1; nil takes the deficiency's default (1 for the complete forms).
  ///     Values outside 0…1 are clamped.
  ///   - method: nil takes `SimulationMethod.recommended(for:severity:)`.
  public init(_ deficiency: Deficiency, severity: Double? = nil, method: SimulationMethod? = nil) {
    let s = min(max(severity ?? deficiency.defaultSeverity, 0), 1)
    self.deficiency = deficiency
    self.severity = s
    let chosen = method ?? SimulationMethod.recommended(for: deficiency, severity: s)
    self.method = chosen
    func blend(_ m: Matrix3) -> Matrix3 { Matrix3.interpolate(.identity, m, s) }

    guard let cone = deficiency.cone else {
      // Achromatopsia: only luminance survives, Y = 0.2126 R + 0.7152 G + 0.0722 B.
      let y = SIMD3(0.2126, 0.7152, 0.0722)
      let m = blend(Matrix3(y, y, y))
      (first, second, separation) = (m, m, .zero)
      return
    }
    switch chosen {
    case .vienot1999:
      let m = blend(Vienot1999.matrix(for: cone))
      (first, second, separation) = (m, m, .zero)
    case .machado2009:
      let m = Machado2009.matrix(for: cone, severity: s)
      (first, second, separation) = (m, m, .zero)
    case .brettel1997:
      let b = Brettel1997.matrices(for: cone)
      (first, second, separation) = (blend(b.first), blend(b.second), b.separation)
    }
  }

  /// The simulated linear color, not yet clipped.
  @inlinable
  public func simulate(_ linear: LinearRGB) -> LinearRGB {
    let v = linear.vector
    let m = dot(separation, v) >= 0 ? first : second
    return LinearRGB(m * v)
  }

  /// The simulated color, clipped to sRGB in linear light. Alpha is kept.
  public func simulate(_ color: SRGBColor) -> SRGBColor {
    let out = simulate(color.linear).vector
    let c = clampedToUnit(out)
    return SRGBColor(linear: LinearRGB(c), alpha: color.alpha)
  }
}

@inlinable func clampedToUnit(_ v: SIMD3<Double>) -> SIMD3<Double> {
  v.replacing(with: 0, where: v .< 0).replacing(with: 1, where: v .> 1)
}
