/// The sRGB transfer function (IEC 61966-2-1), exactly as specified.
///
/// Decoding uses the piecewise curve with the 0.04045 threshold (the value WCAG 2.2's
/// definition of relative luminance now gives; the 0.03928 of older texts changes no 8-bit
/// value). Encoding uses the inverse with the 0.0031308 threshold.
public enum SRGBTransfer {
  /// Encoded 0…1 → linear light. Values outside 0…1 are extended by odd symmetry, as
  /// CSS Color 4 does, so out-of-gamut colors survive a round trip.
  @inlinable
  public static func decode(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.04045 ? a / 12.92 : _pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
  }

  /// Linear light → encoded 0…1, extended by odd symmetry like `decode`.
  @inlinable
  public static func encode(_ l: Double) -> Double {
    let a = abs(l)
    let v = a <= 0.0031308 ? a * 12.92 : 1.055 * _pow(a, 1 / 2.4) - 0.055
    return l < 0 ? -v : v
  }

  /// Linear value of each 8-bit code: the lookup table behind every bulk image path.
  package static let linearFromByte: [Float] = (0..<256).map { Float(decode(Double($0) / 255)) }

  /// Same table in double precision, for exact per-color work.
  package static let linearFromByteDouble: [Double] = (0..<256).map { decode(Double($0) / 255) }
}
