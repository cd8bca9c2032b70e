import ColorScience
import Foundation

/// Whether a PNG's color metadata describes a display encoding that can exist, so that a
/// chunk an attacker (or a broken exporter) adds cannot make a failing screenshot pass.
///
/// Color metadata only reinterprets samples that are already there: an image whose text
/// fails against its background should not pass because a gAMA of 1 makes every sample
/// but 255 black, or because identical cHRM primaries make the conversion singular. Each
/// check below follows from what a real encoding must be, not from known bad files:
///
/// - A transfer curve maps black to (near) black and white to (near) white, never falls as
///   the sample rises, and has an effective exponent at mid-gray,
///   `log(linear(½)) / log(½)`, from ⅓ to 3. Encodings in use lie from 1 (linear) to 2.8
///   (the old PAL CRT), and PngSuite's gamma tests span 0.4 to 2.86; beyond ⅓ … 3 the
///   middle of the scale collapses toward black or white (an exponent of 3 already maps
///   mid-gray to 12.5 %).
/// - Primaries span a space: the matrix from linear RGB to XYZ is invertible with a
///   condition number (Frobenius) at most `maximumConditionNumber`. Real RGB spaces, from
///   sRGB to ProPhoto and ACES AP0, are 3 to 6; near 1/ε the conversion amplifies an 8-bit
///   step into noise.
/// - The white is a real color: inside the bounding box of the spectral locus (CIE 1931,
///   x 0.0036–0.7347, y 0.0048–0.8338), with positive cone responses (Bradford), and inside
///   the primaries' triangle, so that each primary adds positive luminance to white.
/// - An ICC matrix profile's colorants have positive luminance (Y), and their sum, the
///   profile's white, lies near the D50 connection-space white (ICC.1 §6.3.4: colorants are
///   adapted to D50), within 0.05 in xy and 10 % in Y. That admits the common v2 profiles
///   whose colorants were left at D65 (0.044 away in xy), and nothing far off.
enum ColorPlausibility {
  static let exponents: ClosedRange<Double> = (1.0 / 3)...3
  static let maximumConditionNumber = 50.0
  /// The bounding box of the CIE 1931 spectral locus.
  static let locusX: ClosedRange<Double> = 0.0036...0.7347
  static let locusY: ClosedRange<Double> = 0.0048...0.8338

  /// Why a transfer curve cannot be a display encoding, or nil when it can.
  static func problem(with curve: TransferCurve) -> String? {
    let samples = (0...256).map { curve.linear(Double($0) / 256) }
    guard samples.allSatisfy(\.isFinite) else { return "it gives non-finite values" }
    guard samples[0] <= 0.05 else { return "it maps black to \(format(samples[0])), not near 0" }
    guard (0.9...1.1).contains(samples[256]) else {
      return "it maps white to \(format(samples[256])), not near 1"
    }
    for k in 1...256 where samples[k] < samples[k - 1] - 1e-6 {
      return "it falls between samples \(format(Double(k - 1) / 256)) and \(format(Double(k) / 256))"
    }
    let mid = samples[128]
    let exponent = mid > 0 ? log(mid) / log(0.5) : .infinity
    guard exponents.contains(exponent) else {
      return
        "its exponent at mid-gray is \(mid > 0 ? format(exponent) : "infinite"); expected \(format(exponents.lowerBound)) to \(format(exponents.upperBound))"
    }
    return nil
  }

  /// Why a matrix from linear RGB to XYZ (columns: the primaries) cannot be a color space's.
  static func problem(withPrimaryMatrix m: Matrix3) -> String? {
    let entries = [m.rows.0, m.rows.1, m.rows.2].flatMap { [$0.x, $0.y, $0.z] }
    guard entries.allSatisfy(\.isFinite) else { return "the primaries give non-finite values" }
    let norm = entries.map { $0 * $0 }.reduce(0, +).squareRoot()
    let det = m.determinant
    // Singular, or so nearly that the inverse is meaningless at double precision.
    guard det.isFinite, abs(det) > 1e-12 * max(1, norm * norm * norm) else {
      return "the primaries are linearly dependent (the matrix is singular)"
    }
    let inverse = m.inverse
    let inverseEntries = [inverse.rows.0, inverse.rows.1, inverse.rows.2].flatMap { [$0.x, $0.y, $0.z] }
    let condition = norm * inverseEntries.map { $0 * $0 }.reduce(0, +).squareRoot()
    guard condition.isFinite, condition <= maximumConditionNumber else {
      return
        "the primaries nearly coincide (condition number \(condition.isFinite ? format(condition) : "infinite"); at most \(format(maximumConditionNumber)))"
    }
    return nil
  }

  /// Why a white point cannot be one, or nil.
  static func problem(withWhite w: (x: Double, y: Double)) -> String? {
    guard locusX.contains(w.x), locusY.contains(w.y), w.x + w.y < 1 else {
      return "white point (\(format(w.x)), \(format(w.y))) lies outside the spectral locus"
    }
    let xyz = SIMD3(w.x / w.y, 1, (1 - w.x - w.y) / w.y)
    let cones = Bradford.matrix * xyz
    guard cones.min() > 0 else {
      return
        "white point (\(format(w.x)), \(format(w.y))) is not a real color (a cone response is not positive)"
    }
    return nil
  }

  /// The matrix from cHRM-style primaries to linear sRGB (nil for sRGB's), or why there is none.
  static func matrix(from p: RGBPrimaries) -> Result<Matrix3?, Implausible> {
    if let problem = problem(withWhite: p.white) { return .failure(Implausible(reason: problem)) }
    for (name, c) in [("red", p.red), ("green", p.green), ("blue", p.blue)] {
      guard c.x.isFinite, c.y.isFinite, c.x >= 0, c.y > 0, c.x + c.y <= 1 + 1e-9 else {
        return .failure(
          Implausible(reason: "\(name) primary (\(format(c.x)), \(format(c.y))) is not a chromaticity"))
      }
    }
    func xyz(_ c: (x: Double, y: Double)) -> SIMD3<Double> { SIMD3(c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
    let (r, g, b) = (xyz(p.red), xyz(p.green), xyz(p.blue))
    let unscaled = Matrix3(SIMD3(r.x, g.x, b.x), SIMD3(r.y, g.y, b.y), SIMD3(r.z, g.z, b.z))
    if let problem = problem(withPrimaryMatrix: unscaled) { return .failure(Implausible(reason: problem)) }
    // Each primary's share of white (its luminance in the white mix) must be positive.
    let shares = unscaled.inverse * p.whiteXYZ
    guard shares.min() > 0 else {
      return .failure(Implausible(reason: "the white point lies outside the primaries' triangle"))
    }
    let toXYZ = Matrix3(unscaled.rows.0 * shares, unscaled.rows.1 * shares, unscaled.rows.2 * shares)
    if let problem = problem(withPrimaryMatrix: toXYZ) { return .failure(Implausible(reason: problem)) }
    return .success(SourceColorSpace.matrix(from: p))
  }

  /// Why an ICC profile's colorants (D50-relative XYZ, the columns of `m`) cannot be real.
  static func problem(withColorants m: Matrix3) -> String? {
    let luminances = m.rows.1
    guard luminances.min() > 0 else {
      return
        "a colorant has no positive luminance (Y = \(format(luminances.x)), \(format(luminances.y)), \(format(luminances.z)))"
    }
    if let problem = problem(withPrimaryMatrix: m) { return problem }
    let white = m * SIMD3(1, 1, 1)
    let d50 = SourceColorSpace.iccD50
    func chromaticity(_ v: SIMD3<Double>) -> (x: Double, y: Double) { (v.x / v.sum(), v.y / v.sum()) }
    let (w, ref) = (chromaticity(white), chromaticity(d50))
    let distance = ((w.x - ref.x) * (w.x - ref.x) + (w.y - ref.y) * (w.y - ref.y)).squareRoot()
    guard white.sum() > 0, distance <= 0.05, abs(white.y - 1) <= 0.1 else {
      return
        "the colorants add up to white XYZ (\(format(white.x)), \(format(white.y)), \(format(white.z))), far from the D50 white (0.9642, 1, 0.8249)"
    }
    return nil
  }

  struct Implausible: Error {
    var reason: String
  }

  static func format(_ v: Double) -> String {
    guard v.isFinite else { return String(v) }
    if v != 0 && (abs(v) >= 1e6 || abs(v) < 1e-4) { return String(format: "%.3g", v) }
    return String(format: "%.4g", v)
  }
}
