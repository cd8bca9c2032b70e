/// Parses colors written as CSS Color Module Level 4 allows, plus bare hex digits.
///
/// Accepted: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (the `#` may be left out, which saves
/// quoting in shells); `rgb()`/`rgba()` in comma and space syntax with numbers or
/// percentages and `/ alpha`; `hsl()`/`hsla()`; `hwb()`; `lab()`/`lch()` (CIE, D50 as CSS
/// defines them); `oklab()`/`oklch()`; `color(srgb | srgb-linear | display-p3 | xyz-d65 |
/// xyz-d50 …)`; the CSS named colors and `transparent`; `none` for any component.
///
/// The result is in sRGB and may be out of gamut (from `oklch()`, `display-p3`, …): check
/// `isInGamut`, then `clipped` applies the module's gamut policy. `rgb()` and `hsl()`
/// values are clamped at parse time, as CSS specifies.
public enum CSSColorParser {
  /// Reads one CSS color (case-insensitive, surrounding ASCII whitespace ignored) into sRGB.
  ///
  /// `lab()`/`lch()` and `xyz-d50` are adapted from CSS Color 4's D50 white with the
  /// Bradford matrix, as that specification does; `hsl()` and `hwb()` follow its sample
  /// conversion code. Alpha is clamped to 0…1.
  ///
  /// - Throws: `ColorParseError` naming the input and what was expected (the hex digit
  ///   count, the component count, the unknown function or space), with a "did you mean"
  ///   for a misspelt color name, or saying the conversion overflowed when a component
  ///   comes out infinite or NaN (`lab(1e200 0 0)`): such a color is an error, never black.
  public static func parse(_ text: String) throws(ColorParseError) -> SRGBColor {
    if let color = plainHex(text) { return color }
    let color = try parseWithoutHexFastPath(text)
    try color.requireFinite(input: text)
    return color
  }

  static func parseWithoutHexFastPath(_ text: String) throws(ColorParseError) -> SRGBColor {
    let trimmed = text.trimmingASCIIWhitespace()
    let lower = trimmed.lowercased()
    func fail(_ reason: String) -> ColorParseError { ColorParseError(input: text, reason: reason) }
    if lower.isEmpty {
      throw fail("empty; expected a hex code like #1a2b3c, a CSS color function or a color name")
    }
    if lower.hasPrefix("#") {
      return try parseHex(String(lower.dropFirst()), original: text)
    }
    if let open = lower.firstIndex(of: "(") {
      guard lower.hasSuffix(")") else { throw fail("missing ')' at the end") }
      let name = String(lower[..<open]).trimmingASCIIWhitespace()
      let body = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
      return try parseFunction(name, body, original: text)
    }
    if lower == "transparent" { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
    if let value = cssNamedColors[lower] {
      return SRGBColor(
        RGBA8(red: UInt8(value >> 16), green: UInt8((value >> 8) & 255), blue: UInt8(value & 255)))
    }
    if [3, 4, 6, 8].contains(lower.count), lower.allSatisfy(\.isHexDigit) {
      return try parseHex(lower, original: text)
    }
    var hint =
      "expected a hex code like #1a2b3c, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color() or a CSS color name"
    if let near = nearestName(to: lower) { hint += " (did you mean '\(near)'?)" }
    throw fail("unknown color name; " + hint)
  }

  /// `#` and 3, 4, 6 or 8 ASCII hex digits, nothing around them (nearly every value of a
  /// palette file), read straight from the bytes: the value `parseHex` gives, without the
  /// trimming, lowercasing and arrays of the general path. Anything else is nil.
  static func plainHex(_ text: String) -> SRGBColor? {
    // The digits as nibbles of one integer, first digit highest, and their count.
    let read = text.utf8.withContiguousStorageIfAvailable { b -> (UInt32, Int)? in
      guard b.count == 4 || b.count == 5 || b.count == 7 || b.count == 9, b[0] == UInt8(ascii: "#") else {
        return nil
      }
      var nibbles: UInt32 = 0
      for c in b.dropFirst() {
        let v: UInt8
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): v = c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): v = c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): v = c - UInt8(ascii: "A") + 10
        default: return nil
        }
        nibbles = nibbles << 4 | UInt32(v)
      }
      return (nibbles, b.count - 1)
    }
    guard let (nibbles, count) = read ?? nil else { return nil }
    func digit(_ k: Int) -> UInt8 { UInt8(truncatingIfNeeded: nibbles >> UInt32(4 * (count - 1 - k))) & 15 }
    let short = count <= 4
    func channel(_ k: Int) -> UInt8 { short ? digit(k) * 17 : digit(2 * k) * 16 + digit(2 * k + 1) }
    let hasAlpha = count == 4 || count == 8
    return SRGBColor(
      RGBA8(red: channel(0), green: channel(1), blue: channel(2), alpha: hasAlpha ? channel(3) : 255))
  }

  static func parseHex(_ digits: String, original: String) throws(ColorParseError) -> SRGBColor {
    let chars = Array(digits)
    guard [3, 4, 6, 8].contains(chars.count) else {
      throw ColorParseError(
        input: original, reason: "a hex color has 3, 4, 6 or 8 digits after '#', found \(chars.count)")
    }
    var values: [UInt8] = []
    for c in chars {
      guard let v = c.hexDigitValue else {
        throw ColorParseError(input: original, reason: "'\(c)' is not a hex digit (0-9, a-f)")
      }
      values.append(UInt8(v))
    }
    var bytes: [UInt8]
    if chars.count <= 4 {
      bytes = values.map { $0 * 17 }
    } else {
      bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
    }
    if bytes.count == 3 { bytes.append(255) }
    return SRGBColor(RGBA8(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3]))
  }

  // MARK: Functions

  static func parseFunction(_ name: String, _ body: String, original: String) throws(ColorParseError)
    -> SRGBColor
  {
    func fail(_ reason: String) -> ColorParseError { ColorParseError(input: original, reason: reason) }
    var args = try splitArguments(body, original: original)
    switch name {
    case "rgb", "rgba":
      let (c, alpha) = try components(&args, count: 3, name: name, original: original)
      let channels = try c.map { (t) throws(ColorParseError) -> Double in
        let v = try number(t, percentScale: 255, original: original, what: "an rgb channel (0-255 or %)")
        return min(max(v, 0), 255) / 255
      }
      return SRGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    case "hsl", "hsla":
      let (c, alpha) = try components(&args, count: 3, name: name, original: original)
      let h = try hue(c[0], original: original)
      let s =
        min(max(try number(c[1], percentScale: 100, original: original, what: "a saturation %"), 0), 100)
        / 100
      let l =
        min(max(try number(c[2], percentScale: 100, original: original, what: "a lightness %"), 0), 100) / 100
      let rgb = hslToRGB(h, s, l)
      return SRGBColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    case "hwb":
      let (c, alpha) = try components(&args, count: 3, name: name, original: original)
      let h = try hue(c[0], original: original)
      let w = max(try number(c[1], percentScale: 100, original: original, what: "a whiteness %"), 0) / 100
      let b = max(try number(c[2], percentScale: 100, original: original, what: "a blackness %"), 0) / 100
      if w + b >= 1 {
        let gray = w / (w + b)
        return SRGBColor(red: gray, green: gray, blue: gray, alpha: alpha)
      }
      let rgb = hslToRGB(h, 1, 0.5)
      func f(_ v: Double) -> Double { v * (1 - w - b) + w }
      return SRGBColor(red: f(rgb.0), green: f(rgb.1), blue: f(rgb.2), alpha: alpha)
    case "lab", "lch":
      let (c, alpha) = try components(&args, count: 3, name: name, original: original)
      let l = try number(c[0], percentScale: 100, original: original, what: "a lightness (0-100 or %)")
      let lab: CIELab
      if name == "lab" {
        let a = try number(c[1], percentScale: 125, original: original, what: "an a value")
        let b = try number(c[2], percentScale: 125, original: original, what: "a b value")
        lab = CIELab(l: l, a: a, b: b)
      } else {
        let ch = max(try number(c[1], percentScale: 150, original: original, what: "a chroma"), 0)
        let h = try hue(c[2], original: original) / _degreesPerRadian
        lab = CIELab(l: l, a: ch * _cos(h), b: ch * _sin(h))
      }
      return SRGBColor(linear: ChromaticAdaptation.linearSRGB(fromLabD50: lab), alpha: alpha)
    case "oklab", "oklch":
      let (c, alpha) = try components(&args, count: 3, name: name, original: original)
      let l = try number(c[0], percentScale: 1, original: original, what: "a lightness (0-1 or %)")
      let lab: OKLab
      if name == "oklab" {
        let a = try number(c[1], percentScale: 0.4, original: original, what: "an a value")
        let b = try number(c[2], percentScale: 0.4, original: original, what: "a b value")
        lab = OKLab(l: l, a: a, b: b)
      } else {
        let ch = max(try number(c[1], percentScale: 0.4, original: original, what: "a chroma"), 0)
        lab = OKLCH(l: l, c: ch, h: try hue(c[2], original: original)).lab
      }
      return SRGBColor(linear: lab.linearSRGB, alpha: alpha)
    case "color":
      guard !args.isEmpty else { throw fail("color() needs a color space and three components") }
      let space = args.removeFirst()
      let (c, alpha) = try components(&args, count: 3, name: "color(\(space))", original: original)
      let v = try c.map { (t) throws(ColorParseError) -> Double in
        try number(t, percentScale: 1, original: original, what: "a component (0-1 or %)")
      }
      switch space {
      case "srgb":
        return SRGBColor(red: v[0], green: v[1], blue: v[2], alpha: alpha)
      case "srgb-linear":
        return SRGBColor(linear: LinearRGB(red: v[0], green: v[1], blue: v[2]), alpha: alpha)
      case "display-p3":
        return SRGBColor(displayP3: v[0], v[1], v[2], alpha: alpha)
      case "xyz", "xyz-d65":
        return SRGBColor(linear: XYZ(x: v[0], y: v[1], z: v[2]).linearSRGB, alpha: alpha)
      case "xyz-d50":
        let d65 = ChromaticAdaptation.d65FromD50 * SIMD3(v[0], v[1], v[2])
        return SRGBColor(linear: XYZ(d65).linearSRGB, alpha: alpha)
      default:
        throw fail(
          "unsupported color space '\(space)'; expected srgb, srgb-linear, display-p3, xyz-d65 or xyz-d50")
      }
    default:
      throw fail(
        "unknown color function '\(name)()'; expected rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color()"
      )
    }
  }

  /// Splits a function body into component tokens; `/` becomes its own token.
  static func splitArguments(_ body: String, original: String) throws(ColorParseError) -> [String] {
    var tokens: [String] = []
    var current = ""
    for ch in body {
      if ch == "," || ch == " " || ch == "\t" || ch == "\n" || ch == "/" {
        if !current.isEmpty { tokens.append(current) }
        current = ""
        if ch == "/" { tokens.append("/") }
      } else {
        current.append(ch)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// Takes `count` components and an optional alpha (after `/`, or as a fourth component).
  static func components(_ args: inout [String], count: Int, name: String, original: String)
    throws(ColorParseError) -> ([String], Double)
  {
    var alpha = 1.0
    if let slash = args.firstIndex(of: "/") {
      guard slash == args.count - 2 else {
        throw ColorParseError(input: original, reason: "expected exactly one alpha value after '/'")
      }
      alpha = try number(args[slash + 1], percentScale: 1, original: original, what: "an alpha (0-1 or %)")
      args.removeSubrange(slash...)
    } else if args.count == count + 1 {
      alpha = try number(args.removeLast(), percentScale: 1, original: original, what: "an alpha (0-1 or %)")
    }
    guard args.count == count else {
      throw ColorParseError(
        input: original,
        reason: "\(name)() takes \(count) components and an optional alpha, found \(args.count)")
    }
    return (args, min(max(alpha, 0), 1))
  }

  /// A number, a percentage (scaled so 100% = `percentScale`) or `none` (0).
  static func number(_ token: String, percentScale: Double, original: String, what: String)
    throws(ColorParseError) -> Double
  {
    if token == "none" { return 0 }
    var t = Substring(token)
    var scale = 1.0
    if t.hasSuffix("%") {
      t = t.dropLast()
      scale = percentScale / 100
    }
    guard let v = Double(t), v.isFinite else {
      throw ColorParseError(input: original, reason: "'\(token)' is not a number; expected \(what)")
    }
    return v * scale
  }

  /// A hue in degrees from a number or an angle with `deg`, `rad`, `grad` or `turn`.
  static func hue(_ token: String, original: String) throws(ColorParseError) -> Double {
    if token == "none" { return 0 }
    let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", _degreesPerRadian), ("turn", 360)]
    for (suffix, factor) in units where token.hasSuffix(suffix) {
      if let v = Double(token.dropLast(suffix.count)), v.isFinite { return v * factor }
    }
    guard let v = Double(token), v.isFinite else {
      throw ColorParseError(
        input: original, reason: "'\(token)' is not a hue; expected a number or an angle like 120deg")
    }
    return v
  }

  /// CSS Color 4 §7.1 hsl-to-rgb.
  static func hslToRGB(_ hue: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
    var h = hue.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    func f(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = s * min(l, 1 - l)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (f(0), f(8), f(4))
  }

  /// The closest named color, when it is close enough to be a typo.
  static func nearestName(to word: String) -> String? {
    guard word.count >= 3 else { return nil }
    return Suggestion.nearest(to: word, among: cssNamedColors.keys)
  }
}

extension SRGBColor {
  /// Parses a CSS color; see `CSSColorParser.parse(_:)` for the syntax accepted.
  ///
  /// - Throws: `ColorParseError` saying what was expected.
  public init(css text: String) throws(ColorParseError) {
    self = try CSSColorParser.parse(text)
  }
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
