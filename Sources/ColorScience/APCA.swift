/// APCA lightness contrast Lc, version 0.0.98G-4g (the constants of apca-w3 0.1.9 and of
/// the APCA "SAPC-8" documentation), written from the published math.
///
/// Lc is signed and depends on order: positive for dark text on a light background
/// ("normal polarity"), negative for light text on dark. Its magnitude is roughly 0…106
/// (normal) and 0…108 (reverse). Inputs are 8-bit-style sRGB; APCA linearizes with a plain
/// 2.4 power (not the piecewise sRGB curve) and soft-clamps near black, on purpose.
public enum APCA {
  @usableFromInline static let mainTRC = 2.4
  @usableFromInline static let coefficients = SIMD3<Double>(0.2126729, 0.7151522, 0.0721750)
  static let normBG = 0.56
  static let normTXT = 0.57
  static let revTXT = 0.62
  static let revBG = 0.65
  static let blkThrs = 0.022
  static let blkClmp = 1.414
  static let scaleBoW = 1.14
  static let scaleWoB = 1.14
  static let loBoWoffset = 0.027
  static let loWoBoffset = 0.027
  static let deltaYmin = 0.0005
  static let loClip = 0.1

  /// APCA's screen luminance Ys: a 2.4 power per channel, weighted by sRGB's Y row.
  @inlinable
  public static func screenLuminance(_ color: SRGBColor) -> Double {
    coefficients.x * _pow(color.red, mainTRC) + coefficients.y * _pow(color.green, mainTRC)
      + coefficients.z * _pow(color.blue, mainTRC)
  }

  /// Lc of `text` on `background`. A translucent text color is composited over the
  /// background first; the background must be opaque (alpha is ignored).
  public static func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
    let bg = background.withAlpha(1).clipped
    let fg = text.composited(over: bg).clipped
    return lightnessContrast(textLuminance: screenLuminance(fg), backgroundLuminance: screenLuminance(bg))
  }

  /// Lc from two APCA screen luminances (see `screenLuminance`): the soft black clamp, then
  /// the 0.0.98G-4g power curves for normal or reverse polarity, the low clip and offset.
  /// A NaN, infinite or negative luminance gives 0 rather than a misleading figure.
  public static func lightnessContrast(textLuminance: Double, backgroundLuminance: Double) -> Double {
    guard textLuminance.isFinite, backgroundLuminance.isFinite,
      textLuminance >= 0, backgroundLuminance >= 0
    else { return 0 }
    var txtY = textLuminance
    var bgY = backgroundLuminance
    if txtY <= blkThrs { txtY += _pow(blkThrs - txtY, blkClmp) }
    if bgY <= blkThrs { bgY += _pow(blkThrs - bgY, blkClmp) }
    if abs(bgY - txtY) < deltaYmin { return 0 }
    let output: Double
    if bgY > txtY {
      let sapc = (_pow(bgY, normBG) - _pow(txtY, normTXT)) * scaleBoW
      output = sapc < loClip ? 0 : sapc - loBoWoffset
    } else {
      let sapc = (_pow(bgY, revBG) - _pow(txtY, revTXT)) * scaleWoB
      output = sapc > -loClip ? 0 : sapc + loWoBoffset
    }
    return output * 100
  }

  /// The reporting band of an Lc value: the largest of 15, 30, 45, 60, 75, 90 that |Lc|
  /// reaches, or 0 below 15. Bands follow the APCA "bronze simple mode" guidance: 90
  /// preferred for body text, 75 minimum for body text, 60 for content text, 45 for large
  /// or heavy text, 30 for spot text and placeholders, 15 for non-text that must be seen.
  public static func band(of lc: Double) -> Int {
    let m = abs(lc)
    return [90, 75, 60, 45, 30, 15].first { m >= Double($0) } ?? 0
  }

  /// A short description of what a band allows, for reports.
  package static func bandDescription(_ band: Int) -> String {
    switch band {
    case 90...: return "preferred for body text"
    case 75..<90: return "minimum for body text"
    case 60..<75: return "content text larger or heavier than body"
    case 45..<60: return "large or heavy text, headlines"
    case 30..<45: return "spot text, placeholders, disabled text"
    case 15..<30: return "non-text elements only"
    default: return "not readable; invisible to many"
    }
  }
}
