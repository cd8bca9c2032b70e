import ColorScience
import Foundation

/// How encoded samples (0…1) map to linear light for one channel of a source image.
enum TransferCurve: Equatable, Sendable {
  /// The sRGB curve (IEC 61966-2-1), also Display P3's.
  case sRGB
  /// `linear = sample ^ exponent` (gAMA gives exponent = 1 / file gamma).
  case power(Double)
  /// ICC parametric curve (ICC.1:2022 §10.18), types 0–4, parameters g a b c d e f.
  case parametric(type: Int, g: Double, a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)
  /// ICC sampled curve: values at evenly spaced samples, interpolated linearly.
  case table([Double])
  /// Rec. ITU-R BT.709/BT.2020 camera curve, inverted (cICP transfer 1, 6, 14, 15).
  case bt709

  func linear(_ v: Double) -> Double {
    let x = min(max(v, 0), 1)
    switch self {
    case .sRGB: return SRGBTransfer.decode(x)
    case .power(let e): return x == 0 ? 0 : pow(x, e)
    case .parametric(let type, let g, let a, let b, let c, let d, let e, let f):
      switch type {
      case 0: return pow(x, g)
      case 1: return x >= -b / a ? pow(a * x + b, g) : 0
      case 2: return x >= -b / a ? pow(a * x + b, g) + c : c
      case 3: return x >= d ? pow(a * x + b, g) : c * x
      default: return x >= d ? pow(a * x + b, g) + e : c * x + f
      }
    case .table(let values):
      guard values.count > 1 else { return values.first.map { pow(x, $0) } ?? x }
      let p = x * Double(values.count - 1)
      let i = min(Int(p), values.count - 2)
      let t = p - Double(i)
      return values[i] * (1 - t) + values[i + 1] * t
    case .bt709:
      return x < 0.081 ? x / 4.5 : pow((x + 0.099) / 1.099, 1 / 0.45)
    }
  }

  /// Close enough to the sRGB curve that every 8-bit sample decodes to the same 8-bit
  /// sRGB value (ICC profiles store the curve as a parametric type 3 or a table).
  var isSRGB: Bool {
    if self == .sRGB { return true }
    return (0...255).allSatisfy { k in
      (SRGBTransfer.encode(linear(Double(k) / 255)) * 255).rounded() == Double(k)
    }
  }
}
