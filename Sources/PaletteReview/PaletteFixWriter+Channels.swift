import ColorScience

extension PaletteFixWriter {
  /// `color` written as bare channels when `old` is bare channels (`221.2 83.2% 53.3%` or
  /// `59 130 246`, see `CSSPaletteParser.channelColor`), so `hsl(var(--primary))` still
  /// reads it; nil when `old` is another form. The hsl() channels are written with as few
  /// decimals as give back exactly the 8-bit color the report suggested.
  static func sameChannels(_ color: SRGBColor, as old: String) -> String? {
    let parts = old.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard parts.count == 3 || (parts.count == 5 && parts[3] == "/") else { return nil }
    let tail = parts.count == 5 ? " / \(parts[4])" : ""
    let p = color.rgba8
    if parts.prefix(3).allSatisfy({ Int($0) != nil }) {
      return "\(p.red) \(p.green) \(p.blue)\(tail)"
    }
    guard parts[1].hasSuffix("%"), parts[2].hasSuffix("%") else { return nil }
    let (h, s, l) = hsl(Double(p.red) / 255, Double(p.green) / 255, Double(p.blue) / 255)
    // Read back, the channels must give the color itself, not only its 8-bit rounding: a
    // suggestion that passes by a hair would fail again one decimal away.
    var text = ""
    for decimals in 1...6 {
      text = "\(fixed(h, decimals)) \(fixed(s * 100, decimals))% \(fixed(l * 100, decimals))%"
      if let back = try? SRGBColor(css: "hsl(\(text))"),
        abs(back.red - color.red) < 1e-6, abs(back.green - color.green) < 1e-6,
        abs(back.blue - color.blue) < 1e-6
      {
        break
      }
    }
    return text + tail
  }

  /// CSS Color 4 §7.2, rgb to hsl: hue in degrees, saturation and lightness from 0 to 1.
  static func hsl(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    let maxC = max(r, g, b)
    let minC = min(r, g, b)
    let l = (maxC + minC) / 2
    let d = maxC - minC
    guard d > 0 else { return (0, 0, l) }
    let s = l == 0 || l == 1 ? 0 : (maxC - l) / min(l, 1 - l)
    var h: Double
    switch maxC {
    case r: h = (g - b) / d + (g < b ? 6 : 0)
    case g: h = (b - r) / d + 2
    default: h = (r - g) / d + 4
    }
    h *= 60
    return (h, s, l)
  }

  /// `value` with at most `decimals` decimals and no trailing zeros (`53.3`, `0`).
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return String(Int(rounded)) }
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
