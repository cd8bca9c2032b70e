/// The antialiased curve at a rounded card's corner, which can read as a short line of text.
///
/// Where a card's soft shadow fades into the page, the card and the page become one flat
/// region (see `FlatRegions`), and the steep pixels along the card's rounded corners are ink
/// that touches nothing else: a few slivers in a quarter circle, judged as a faint
/// "text" line on a graded background. Glyph strokes never lie on one circle through less
/// than a third of a turn: an "o" or a "c" goes round much further, and a line of letters
/// fits no circle at all.
enum CornerArcs {
  /// Do the points lie on one circular arc of 40° to 120°, as thin as an antialiased edge,
  /// with a radius of half to three times the longer side of their box? Nine in ten must:
  /// the arc's neighbourhood leaves a stray pixel or two.
  ///
  /// The circle is the algebraic least-squares fit (Kåsa, "A circle fitting procedure and its
  /// error analysis", IEEE Trans. Instrum. Meas. 25, 1976): exact for points on a circle and
  /// linear to solve; the residuals then decide.
  static func isArc(_ points: [(x: Int, y: Int)]) -> Bool {
    guard points.count >= 6 else { return false }
    let xs = points.map { Double($0.x) }
    let ys = points.map { Double($0.y) }
    // Six points or more (guarded above), so both coordinates have extremes.
    guard let xRange = xs.extremes, let yRange = ys.extremes else { return false }
    let (minX, maxX, minY, maxY) = (xRange.min, xRange.max, yRange.min, yRange.max)
    let side = max(maxX - minX, maxY - minY) + 1
    guard side >= 6 else { return false }
    let n = Double(points.count)
    let (mx, my) = (xs.reduce(0, +) / n, ys.reduce(0, +) / n)
    var (suu, svv, suv, suuu, svvv, suvv, svuu) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    for k in points.indices {
      let (u, v) = (xs[k] - mx, ys[k] - my)
      suu += u * u
      svv += v * v
      suv += u * v
      suuu += u * u * u
      svvv += v * v * v
      suvv += u * v * v
      svuu += v * u * u
    }
    let determinant = suu * svv - suv * suv
    guard abs(determinant) > 1e-9 * max(1, suu * svv) else { return false }  // collinear
    let bu = (suuu + suvv) / 2
    let bv = (svvv + svuu) / 2
    let uc = (bu * svv - bv * suv) / determinant
    let vc = (suu * bv - suv * bu) / determinant
    let radius = (uc * uc + vc * vc + (suu + svv) / n).squareRoot()
    guard radius >= 0.5 * side, radius <= 3 * side else { return false }
    // Thin: nine points in ten within an antialiased edge's width of the circle (a stray
    // pixel of the shadow may lie off it).
    let tolerance = max(2, 0.08 * radius)
    var on: [SIMD2<Double>] = []
    var direction = SIMD2<Double>(0, 0)
    for k in points.indices {
      let d = SIMD2(xs[k] - mx - uc, ys[k] - my - vc)
      let length = (d * d).sum().squareRoot()
      guard abs(length - radius) <= tolerance, length > 0 else { continue }
      on.append(d / length)
      direction += d / length
    }
    guard on.count * 10 >= points.count * 9 else { return false }
    // Through 40° to 120°: every point on the circle within 60° of the mean direction (cosine ≥ ½), and the
    // two points furthest to either side of it at least 40° apart (cosine ≤ 0.766).
    let mean = direction / max(1e-9, (direction * direction).sum().squareRoot())
    var (left, right) = (SIMD2<Double>(mean), SIMD2<Double>(mean))
    var (leftmost, rightmost) = (0.0, 0.0)
    for d in on {
      guard (d * mean).sum() >= 0.5 else { return false }
      let side = mean.x * d.y - mean.y * d.x
      if side < leftmost { (leftmost, left) = (side, d) }
      if side > rightmost { (rightmost, right) = (side, d) }
    }
    return (left * right).sum() <= 0.766
  }
}
