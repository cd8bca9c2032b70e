/// The sRGB transfer function (IEC 61966-2-1), exactly as specified.
///
/// Decoding uses the piecewise curve with the 0.04045 threshold (the value WCAG 2.2's
/// definition of relative luminance now gives; the 0.03928 of older texts changes no 8-bit
/// value). Encoding uses the inverse with the 0.0031308 threshold.
public enum SRGBTransfer {
  /// Encoded 0…1 → linear light. Values outside 0…1 are extended by odd symmetry, as
  /// CSS Color 4 does, so out-of-gamut colors survive a round trip.
  ///
  /// An 8-bit code's value (k/255, as `SRGBColor(RGBA8)` makes it: nearly every color a
  /// palette or an image holds) is read from `linearFromByteDouble`, which holds what the
  /// formula gives, so the answer is the same to the bit; `pow` was the largest single cost
  /// of checking a large palette.
  @inlinable
  public static func decode(_ v: Double) -> Double {
    let a = abs(v)
    let l: Double
    if a <= 0.04045 {
      l = a / 12.92
    } else if let code = byteCode(a) {
      l = linearFromByteDouble[code]
    } else {
      l = _pow((a + 0.055) / 1.055, 2.4)
    }
    return v < 0 ? -l : l
  }

  /// k when `a` is exactly k/255 for a k in 0…255, else nil.
  @inlinable
  static func byteCode(_ a: Double) -> Int? {
    let k = (a * 255).rounded()
    guard k <= 255, k / 255 == a else { return nil }
    return Int(k)
  }

  /// The formula alone, for the tables.
  static func decodeByFormula(_ v: Double) -> Double {
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
  package static let linearFromByte: [Float] = (0..<256).map { Float(decodeByFormula(Double($0) / 255)) }

  /// Same table in double precision, for exact per-color work.
  @usableFromInline
  package static let linearFromByteDouble: [Double] = (0..<256).map { decodeByFormula(Double($0) / 255) }
}
