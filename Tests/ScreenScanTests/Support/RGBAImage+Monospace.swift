import ColorScience
import Imaging

extension RGBAImage {
  /// Draws `text` at `scale` (2× unless told) in a monospace face made from the drawing kit's
  /// font: each glyph centred in a cell as wide as the widest glyph the typeface tests set
  /// (they have no m or w), a space an empty cell. Returns the x one past the last cell.
  @discardableResult
  mutating func drawMonospace(_ text: String, x: Int, y: Int, color: RGBA8, scale: Int = 2) -> Int {
    let pitch = Self.monospacePitch(scale: scale)
    for (k, ch) in text.enumerated() where ch != " " {
      let glyph = String(ch)
      draw(
        glyph, x: x + k * pitch + (pitch - RGBAImage.textWidth(glyph, scale: scale)) / 2, y: y, color: color,
        scale: scale)
    }
    return x + text.count * pitch
  }

  /// The cell width of `drawMonospace` at 2×.
  static let monospacePitch = monospacePitch(scale: 2)

  /// The cell width of `drawMonospace` at `scale`.
  static func monospacePitch(scale: Int) -> Int {
    "Sdatoiln.(),".map { RGBAImage.textWidth(String($0), scale: scale) }.max()! + scale - 1
  }
}
