import ColorScience

/// What a PNG's samples mean, from its color chunks, and how to bring them to sRGB.
///
/// Precedence follows PNG 3rd edition §4.3: cICP, then iCCP, then sRGB, then cHRM and gAMA.
/// With none of them, samples are sRGB (what browsers and the PNG spec's guidance assume).
struct SourceColorSpace: Sendable {
  /// For reports: "sRGB", "Display P3", "ICC 'Adobe RGB (1998)'", "gamma 1.00" …
  var name: String
  /// One curve per channel (R, G, B); gray images use the first.
  var curves: [TransferCurve]
  /// Linear source RGB → linear sRGB; nil when the primaries are sRGB's.
  var toLinearSRGB: Matrix3?
  var warnings: [String] = []

  static let sRGB = SourceColorSpace(name: "sRGB", curves: [.sRGB, .sRGB, .sRGB], toLinearSRGB: nil)

  /// Samples are already sRGB: nothing to convert.
  var isSRGB: Bool { toLinearSRGB == nil && curves.allSatisfy(\.isSRGB) }

  /// A matrix from primaries and white chromaticities to linear sRGB, adapting the white to
  /// D65 with Bradford when it differs.
  static func matrix(from primaries: RGBPrimaries) -> Matrix3? {
    let toXYZ = primaries.xyzFromLinearRGB
    let adapted = Bradford.adaptation(from: primaries.whiteXYZ, to: ColorMatrices.whiteD65) * toXYZ
    let m = ColorMatrices.linearSRGBFromXYZ * adapted
    return m.isApproximatelyIdentity ? nil : m
  }

  /// ICC colorants are relative to the PCS white, D50 (ICC.1 §6.3.4).
  static let iccD50 = SIMD3<Double>(0.9642, 1.0, 0.8249)
}

enum Bradford {
  static let matrix = Matrix3(
    SIMD3(0.8951, 0.2664, -0.1614), SIMD3(-0.7502, 1.7135, 0.0367), SIMD3(0.0389, -0.0685, 1.0296))

  static func adaptation(from source: SIMD3<Double>, to target: SIMD3<Double>) -> Matrix3 {
    let s = matrix * source
    let t = matrix * target
    let r = t / s
    return matrix.inverse * Matrix3(SIMD3(r.x, 0, 0), SIMD3(0, r.y, 0), SIMD3(0, 0, r.z)) * matrix
  }
}

extension Matrix3 {
  var isApproximatelyIdentity: Bool {
    for r in 0..<3 {
      for c in 0..<3 where abs(self[r, c] - (r == c ? 1 : 0)) > 1e-4 { return false }
    }
    return true
  }

  func isApproximately(_ other: Matrix3, tolerance: Double) -> Bool {
    for r in 0..<3 {
      for c in 0..<3 where abs(self[r, c] - other[r, c]) > tolerance { return false }
    }
    return true
  }
}

/// Reads the color chunks of a PNG into a `SourceColorSpace`.
struct ColorChunkInterpreter {
  let bytes: [UInt8]
  let chunks: [PNGChunk]
  let file: String
  let limits: ImageLimits

  func data(_ c: PNGChunk) -> ArraySlice<UInt8> { bytes[c.data] }

  func interpret() throws(ImageError) -> SourceColorSpace {
    var warnings: [String] = []
    if let c = chunks.first(where: { $0.type == "cICP" }) {
      if let space = cicp(c, warnings: &warnings) { return space }
    }
    if let c = chunks.first(where: { $0.type == "iCCP" }) {
      do {
        var space = try ICCProfileReader(file: file, place: c.place, limits: limits).colorSpace(
          fromICCPChunk: data(c))
        space.warnings = warnings + space.warnings
        return space
      } catch {
        warnings.append("\(error.description); treating the image as sRGB")
      }
    }
    if chunks.contains(where: { $0.type == "sRGB" }) {
      var s = SourceColorSpace.sRGB
      s.warnings = warnings
      return s
    }
    var curve = TransferCurve.sRGB
    var name = "sRGB"
    // Implausible metadata is ignored, never believed: see `ColorPlausibility`.
    if let c = chunks.first(where: { $0.type == "gAMA" }) {
      let g = c.data.count == 4 ? Int(be32(c.data.lowerBound)) : 0
      let problem: String? =
        c.data.count != 4
        ? "gAMA has \(c.data.count) bytes, expected 4"
        : g == 0
          ? "gamma 0 is invalid"
          : ColorPlausibility.problem(with: .power(100_000 / Double(g))).map {
            "gamma \(g)/100000 is implausible: \($0)"
          }
      if let problem {
        warnings.append("\(c.place): \(problem); ignored, samples are read with the sRGB curve")
      } else if abs(g - 45455) > 100 {  // 45455 is PNG's encoding of sRGB-ish 1/2.2
        curve = .power(100_000 / Double(g))
        name = "gamma \(formatGamma(Double(g) / 100_000))"
      }
    }
    var matrix: Matrix3? = nil
    if let c = chunks.first(where: { $0.type == "cHRM" }) {
      if c.data.count != 32 {
        warnings.append(
          "\(c.place): cHRM has \(c.data.count) bytes, expected 32; ignored, the primaries are read as sRGB's"
        )
      } else {
        let v = (0..<8).map { Double(be32(c.data.lowerBound + 4 * $0)) / 100_000 }
        let primaries = RGBPrimaries(
          red: (v[2], v[3]), green: (v[4], v[5]), blue: (v[6], v[7]), white: (v[0], v[1]))
        switch ColorPlausibility.matrix(from: primaries) {
        case .failure(let implausible):
          warnings.append(
            "\(c.place): cHRM is implausible: \(implausible.reason); ignored, the primaries are read as sRGB's"
          )
        case .success(let m):
          // Chromaticities within the cHRM precision of sRGB's are sRGB.
          if let m, !m.isApproximately(.identity, tolerance: 2e-3) {
            matrix = m
            name += name == "sRGB" ? " curve, cHRM primaries" : ", cHRM primaries"
          }
        }
      }
    }
    return SourceColorSpace(
      name: name, curves: [curve, curve, curve], toLinearSRGB: matrix, warnings: warnings)
  }

  /// cICP (ITU-T H.273 code points): primaries 1 (BT.709/sRGB), 9 (BT.2020), 12 (P3-D65);
  /// transfer 13 (sRGB), 8 (linear), 1/6/14/15 (BT.709), 4 (gamma 2.2), 5 (gamma 2.8).
  func cicp(_ c: PNGChunk, warnings: inout [String]) -> SourceColorSpace? {
    guard c.data.count == 4 else {
      warnings.append("\(c.place): cICP has \(c.data.count) bytes, expected 4; ignored")
      return nil
    }
    let d = Array(data(c))
    let (primaries, transfer, matrixCoefficients, fullRange) = (d[0], d[1], d[2], d[3])
    guard matrixCoefficients == 0 else {
      warnings.append("\(c.place): cICP matrix coefficients \(matrixCoefficients) are not RGB; ignored")
      return nil
    }
    if fullRange == 0 {
      warnings.append("\(c.place): cICP says narrow range; samples are read as full range")
    }
    var name: String
    var matrix: Matrix3?
    switch primaries {
    case 1:
      name = "sRGB"
      matrix = nil
    case 12:
      name = "Display P3"
      matrix = ColorMatrices.linearSRGBFromLinearDisplayP3
    case 9:
      name = "BT.2020"
      matrix = SourceColorSpace.matrix(
        from: RGBPrimaries(
          red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: (0.3127, 0.3290)))
    default:
      warnings.append(
        "\(c.place): cICP primaries \(primaries) are not supported (expected 1, 9 or 12); ignored")
      return nil
    }
    let curve: TransferCurve
    switch transfer {
    case 13: curve = .sRGB
    case 8:
      curve = .power(1)
      name += " (linear)"
    case 1, 6, 14, 15:
      curve = .bt709
      name += " (BT.709 transfer)"
    case 4:
      curve = .power(2.2)
      name += " (gamma 2.2)"
    case 5:
      curve = .power(2.8)
      name += " (gamma 2.8)"
    default:
      warnings.append(
        "\(c.place): cICP transfer \(transfer) (HDR or unknown) is not supported; samples read with the sRGB curve"
      )
      curve = .sRGB
    }
    return SourceColorSpace(
      name: name, curves: [curve, curve, curve], toLinearSRGB: matrix, warnings: warnings)
  }

  func be32(_ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
  }

  func formatGamma(_ g: Double) -> String {
    let h = Int((g * 100).rounded())
    return "\(h / 100).\(h % 100 < 10 ? "0" : "")\(h % 100)"
  }
}
