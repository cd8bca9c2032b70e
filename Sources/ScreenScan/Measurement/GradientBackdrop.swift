import Pixels

/// Tells a smooth vertical gradient behind a line (Qt's Fusion push buttons, glossy toolbar
/// buttons) from a busy background (a photo, a pattern), so a graded line is judged against
/// the gradient's worst stop instead of being sent to review.
///
/// The evidence is the two columns of pixels just outside the line's box, over the line's
/// rows: on a vertical gradient each column changes by at most `step` levels a row, always in
/// one direction (lighter or darker, ties allowed, but not all ties), and the two columns agree row by row
/// within `acrossTolerance`. A photo, a texture, or any ink beside the line breaks one of the
/// three, and the line keeps its review mark. Cost: two columns of the box's height.
enum GradientBackdrop {
  /// Most a channel may change between two rows of a gradient: a button's gradient runs
  /// 10–30 levels over 20–40 rows; dithering adds a level or two.
  static let step = 6
  /// Most a channel may differ between the columns left and right of the line at one row.
  static let acrossTolerance = 8
  /// How far outside the box the columns are read: clear of the glyphs' antialiased rims.
  static let margin = 2

  /// Whether the line's backdrop is a smooth vertical gradient. False when a column would
  /// fall outside the image, or the box is too short to tell (under 4 rows).
  static func isSmooth(box: PixelBox, pixels: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
    let left = box.x - margin
    let right = box.x + box.width - 1 + margin
    let rows = box.y..<(box.y + box.height)
    guard left >= 0, right < width, box.height >= 4, box.y >= 0,
      (box.y + box.height) * width * 4 <= pixels.count
    else { return false }
    @inline(__always) func channel(_ x: Int, _ y: Int, _ c: Int) -> Int {
      Int(pixels[4 * (y * width + x) + c])
    }
    for c in 0..<3 {
      for y in rows where abs(channel(left, y, c) - channel(right, y, c)) > acrossTolerance { return false }
    }
    for x in [left, right] {
      var direction = 0
      for y in rows.dropFirst() {
        var sum = 0
        for c in 0..<3 {
          let d = channel(x, y, c) - channel(x, y - 1, c)
          guard abs(d) <= step else { return false }
          sum += d
        }
        let sign = sum > 0 ? 1 : (sum < 0 ? -1 : 0)
        if sign == 0 { continue }
        if direction == 0 {
          direction = sign
        } else if sign != direction {
          return false
        }
      }
      // A column that never changes shows no gradient: the spread is inside the box.
      guard direction != 0 else { return false }
    }
    return true
  }
}
