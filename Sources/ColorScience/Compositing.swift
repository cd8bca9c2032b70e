extension SRGBColor {
  /// This color painted over `backdrop` with source-over, in gamma-encoded sRGB, which is
  /// what browsers and UIKit do when they blend (CSS Compositing Level 1, "simple alpha
  /// compositing"). The result is opaque when the backdrop is.
  public func composited(over backdrop: SRGBColor) -> SRGBColor {
    let a = min(max(alpha, 0), 1)
    if a >= 1 { return withAlpha(1) }
    let b = min(max(backdrop.alpha, 0), 1)
    let outAlpha = a + b * (1 - a)
    if outAlpha <= 0 { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ s: Double, _ d: Double) -> Double { (s * a + d * b * (1 - a)) / outAlpha }
    return SRGBColor(
      red: mix(red, backdrop.red), green: mix(green, backdrop.green),
      blue: mix(blue, backdrop.blue), alpha: outAlpha)
  }
}
