import Pixels

/// An exact ratio of small integers, for a threshold compared in whole pixels: `Ratio(6, 5)`
/// is 1.2, and `Ratio(6, 5).admits(w, upTo: h)` is `5 * w <= 6 * h`, with no rounding of
/// 1.2 in binary to move a pixel count across it.
struct Ratio: Sendable {
  let numerator: Int
  let denominator: Int

  init(_ numerator: Int, _ denominator: Int) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// `a <= ratio × b`.
  func admits(_ a: Int, upTo b: Int) -> Bool { denominator * a <= numerator * b }

  /// `a < ratio × b`.
  func admits(_ a: Int, below b: Int) -> Bool { denominator * a < numerator * b }
}

/// A run of text of a glyph or two ("2", "L", the "s" after a link to "object"): no wider
/// than `shortRunWidth` (1.6) times its ink height. Such a run can fill its own lower rows
/// with a bottom stroke, so an underline under it counts only below its line's baseline
/// (`ColorOnlyStates.hasUnderline(_:below:)`), and its bold flag, read from a stem or two at
/// its edge, counts only when the stems agree (`differsInWeight`).
enum GlyphRun {
  /// 1.6 ink heights: "2", "L", "12", "s."; a short word ("All", "Owned") is wider.
  static let shortRunWidth = Ratio(8, 5)

  /// True when `box` is the ink of a glyph or two.
  static func isShort(_ box: PixelBox) -> Bool { shortRunWidth.admits(box.width, upTo: box.height) }
}
