/// Bare color channels: the form shadcn/ui and Tailwind themes keep their colors in, so
/// that `hsl(var(--primary) / 0.5)` can add an alpha at the point of use:
///
///     --primary: 221.2 83.2% 53.3%;   /* hsl() channels */
///     --color-primary: 59 130 246;    /* rgb() channels */
///
/// Read as the color those functions make of them, with a note saying so; anything else
/// made of numbers (`1 2 3%`, `0 0 4px`) stays no color.
extension CSSPaletteParser {
  /// The CSS color function the channels spell (`hsl(221.2 83.2% 53.3%)`), or nil.
  static func channelColor(_ value: [CSSToken]) -> String? {
    let parts = value.filter { $0.kind != .whitespace }
    var channels = parts
    var alpha: String?
    if parts.count == 5, parts[3].kind == .delimiter, parts[3].text == "/", parts[4].kind == .number {
      channels = Array(parts.prefix(3))
      alpha = parts[4].text
    }
    guard channels.count == 3, channels.allSatisfy({ $0.kind == .number }) else { return nil }
    let text = channels.map(\.text)
    let tail = alpha.map { " / \($0)" } ?? ""
    // Hue (a number or an angle), then saturation and lightness in percent.
    let hue = text[0].hasSuffix("deg") ? String(text[0].dropLast(3)) : text[0]
    if Double(hue) != nil, text[1].hasSuffix("%"), text[2].hasSuffix("%"),
      Double(text[1].dropLast()) != nil, Double(text[2].dropLast()) != nil
    {
      return "hsl(\(text.joined(separator: " "))\(tail))"
    }
    // Three whole numbers from 0 to 255.
    if text.allSatisfy({ Int($0).map { (0...255).contains($0) } ?? false }) {
      return "rgb(\(text.joined(separator: " "))\(tail))"
    }
    return nil
  }
}
