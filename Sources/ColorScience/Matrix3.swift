/// A 3×3 matrix of `Double`, row-major, for color-space conversions.
///
/// Conversions in this module are linear maps between RGB, XYZ and LMS spaces. They are
/// composed once (at first use) and applied per color, so clarity matters more here than
/// speed; the bulk image paths convert to `Float` SIMD rows instead.
@usableFromInline package struct Matrix3: Hashable, Sendable {
  @usableFromInline package var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  package init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
    rows = (r0, r1, r2)
  }

  package init(_ values: [[Double]]) {
    precondition(values.count == 3 && values.allSatisfy { $0.count == 3 }, "Matrix3 needs 3×3 values")
    self.init(
      SIMD3(values[0][0], values[0][1], values[0][2]),
      SIMD3(values[1][0], values[1][1], values[1][2]),
      SIMD3(values[2][0], values[2][1], values[2][2]))
  }

  package static let identity = Matrix3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

  package subscript(row: Int, column: Int) -> Double {
    switch row {
    case 0: return rows.0[column]
    case 1: return rows.1[column]
    default: return rows.2[column]
    }
  }

  @usableFromInline package static func == (lhs: Matrix3, rhs: Matrix3) -> Bool {
    lhs.rows.0 == rhs.rows.0 && lhs.rows.1 == rhs.rows.1 && lhs.rows.2 == rhs.rows.2
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(rows.0)
    hasher.combine(rows.1)
    hasher.combine(rows.2)
  }

  package var transposed: Matrix3 {
    Matrix3(
      SIMD3(rows.0.x, rows.1.x, rows.2.x),
      SIMD3(rows.0.y, rows.1.y, rows.2.y),
      SIMD3(rows.0.z, rows.1.z, rows.2.z))
  }

  @inlinable
  package static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
  }

  package static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
    let bt = b.transposed
    func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
      SIMD3((r * bt.rows.0).sum(), (r * bt.rows.1).sum(), (r * bt.rows.2).sum())
    }
    return Matrix3(row(a.rows.0), row(a.rows.1), row(a.rows.2))
  }

  package static func * (s: Double, m: Matrix3) -> Matrix3 {
    Matrix3(s * m.rows.0, s * m.rows.1, s * m.rows.2)
  }

  package static func + (a: Matrix3, b: Matrix3) -> Matrix3 {
    Matrix3(a.rows.0 + b.rows.0, a.rows.1 + b.rows.1, a.rows.2 + b.rows.2)
  }

  /// Linear interpolation `(1 − t)·a + t·b`, used for severities between published matrices.
  package static func interpolate(_ a: Matrix3, _ b: Matrix3, _ t: Double) -> Matrix3 {
    (1 - t) * a + t * b
  }

  package var determinant: Double {
    let (a, b, c) = rows
    return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
  }

  /// The inverse by cofactors. The matrices here are well conditioned color transforms;
  /// a singular matrix is a programming error.
  package var inverse: Matrix3 {
    let (a, b, c) = rows
    let det = determinant
    precondition(det != 0, "singular color matrix")
    let inv = 1 / det
    return Matrix3(
      SIMD3(b.y * c.z - b.z * c.y, a.z * c.y - a.y * c.z, a.y * b.z - a.z * b.y) * inv,
      SIMD3(b.z * c.x - b.x * c.z, a.x * c.z - a.z * c.x, a.z * b.x - a.x * b.z) * inv,
      SIMD3(b.x * c.y - b.y * c.x, a.y * c.x - a.x * c.y, a.x * b.y - a.y * b.x) * inv)
  }
}

@inlinable func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

@inlinable func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
