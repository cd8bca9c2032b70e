/// A color in gamma-encoded sRGB (IEC 61966-2-1) with straight (unpremultiplied) alpha.
///
/// Components are nominally in 0…1. Conversions from wider spaces (Display P3, OKLCH) may
/// produce values outside that range; `isInGamut` tells, and `clipped` applies this
/// module's gamut policy (clip in linear light). Equality is exact; use
/// `isApproximatelyEqual(to:tolerance:)` for a tolerance.
public struct SRGBColor: Hashable, Sendable {
  /// Encoded red, nominally 0…1 (outside it for out-of-gamut colors).
  public var red: Double
  /// Encoded green, nominally 0…1.
  public var green: Double
  /// Encoded blue, nominally 0…1.
  public var blue: Double
  /// Straight (unpremultiplied) opacity, 0 transparent … 1 opaque; not gamma-encoded.
  public var alpha: Double

  /// A color from encoded components, stored as given: nothing is clamped, so wide-gamut
  /// results and NaN pass through until `clipped` or `rgba8` applies the gamut policy.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A color from 8-bit components, as stored in PNGs and hex codes.
  public init(_ pixel: RGBA8) {
    self.init(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
      blue: Double(pixel.blue) / 255, alpha: Double(pixel.alpha) / 255)
  }

  /// A color from linear-light components (alpha 1 unless given).
  public init(linear: LinearRGB, alpha: Double = 1) {
    self.init(
      red: SRGBTransfer.encode(linear.red), green: SRGBTransfer.encode(linear.green),
      blue: SRGBTransfer.encode(linear.blue), alpha: alpha)
  }

  /// Opaque black, `#000000`: relative luminance 0.
  public static let black = SRGBColor(red: 0, green: 0, blue: 0)
  /// Opaque white, `#ffffff`: relative luminance 1, the D65 white of sRGB.
  public static let white = SRGBColor(red: 1, green: 1, blue: 1)

  /// Linear-light components through the exact piecewise sRGB transfer function
  /// (`SRGBTransfer.decode`, IEC 61966-2-1); alpha is dropped. Costs three `pow` calls: image
  /// paths use the 256-entry tables instead.
  public var linear: LinearRGB {
    LinearRGB(
      red: SRGBTransfer.decode(red), green: SRGBTransfer.decode(green),
      blue: SRGBTransfer.decode(blue))
  }

  /// True when alpha is 1 (or above): no backdrop shows through, so contrast has one value.
  public var isOpaque: Bool { alpha >= 1 }

  /// True when every component lies in 0…1 (a tiny tolerance absorbs conversion round-off).
  public var isInGamut: Bool {
    // Three comparisons, no array: the nearest-color search asks this some 30 times per
    // candidate while it bisects chroma.
    let e = 1e-9
    return red >= -e && red <= 1 + e && green >= -e && green <= 1 + e && blue >= -e && blue <= 1 + e
  }

  /// This module's gamut policy: clip each component in linear light, then re-encode.
  /// Clipping linear values or encoded values gives the same result for the sRGB curve
  /// (it is monotone and maps 0→0, 1→1); stating it in linear light keeps the policy the
  /// same for every source space.
  public var clipped: SRGBColor {
    func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    return SRGBColor(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
  }

  /// The nearest 8-bit color (components clipped, then rounded half up).
  public var rgba8: RGBA8 {
    let c = clipped
    func q(_ v: Double) -> UInt8 { UInt8((v * 255).rounded(.toNearestOrAwayFromZero)) }
    return RGBA8(red: q(c.red), green: q(c.green), blue: q(c.blue), alpha: q(c.alpha))
  }

  /// This color rounded to what an 8-bit display shows.
  public var quantized: SRGBColor { SRGBColor(rgba8) }

  /// `#rrggbb`, or `#rrggbbaa` when the color is not opaque (lowercase, as CSS serializes).
  public var hex: String { rgba8.hex }

  /// The same color with another alpha.
  public func withAlpha(_ alpha: Double) -> SRGBColor {
    SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether every component, alpha included, differs from `other`'s by at most
  /// `tolerance` (in encoded 0…1 units; 0.5/255 is "the same 8-bit code").
  ///
  /// Separate from `==` because approximate equality is not transitive; NaN components
  /// never compare equal.
  public func isApproximatelyEqual(to other: SRGBColor, tolerance: Double) -> Bool {
    abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
      && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
  }
}

/// An 8-bit RGBA pixel, the storage unit of images and hex codes.
public struct RGBA8: Hashable, Sendable {
  /// Encoded red, 0…255.
  public var red: UInt8
  /// Encoded green, 0…255.
  public var green: UInt8
  /// Encoded blue, 0…255.
  public var blue: UInt8
  /// Straight (unpremultiplied) opacity, 0 transparent … 255 opaque.
  public var alpha: UInt8

  /// A pixel from its 8-bit components; opaque unless `alpha` is given.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `#rrggbb`, or `#rrggbbaa` when alpha is below 255.
  public var hex: String {
    var s = "#" + hexByte(red) + hexByte(green) + hexByte(blue)
    if alpha != 255 { s += hexByte(alpha) }
    return s
  }

  /// `#rrggbb`, ignoring alpha.
  public var opaqueHex: String { "#" + hexByte(red) + hexByte(green) + hexByte(blue) }
}

private let hexDigits = Array("0123456789abcdef")
func hexByte(_ b: UInt8) -> String {
  String([hexDigits[Int(b >> 4)], hexDigits[Int(b & 15)]])
}

/// Linear-light sRGB components (no alpha).
public struct LinearRGB: Hashable, Sendable {
  /// Linear-light red, proportional to emitted light; 0…1 inside the sRGB gamut.
  public var red: Double
  /// Linear-light green; 0…1 inside the sRGB gamut.
  public var green: Double
  /// Linear-light blue; 0…1 inside the sRGB gamut.
  public var blue: Double

  /// Linear components as given; values outside 0…1 (wide-gamut colors) are kept.
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Linear components from a vector ordered red, green, blue (the result of a matrix map).
  public init(_ v: SIMD3<Double>) { self.init(red: v.x, green: v.y, blue: v.z) }

  /// The components as a vector (red, green, blue), ready for a 3×3 matrix.
  public var vector: SIMD3<Double> { SIMD3(red, green, blue) }
}
