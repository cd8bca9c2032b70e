/// Pictograms that stand alone on a line and look like a glyph to the line grouper: they are
/// not text (WCAG 1.4.3), and judged as text they are the most common false finding on real
/// pages (the check mark a validated Bootstrap field draws at its right end).
enum IconShapes {
  /// A check mark ✓: one stroke whose lowest point sits in the left half, a short arm rising
  /// from it to the left that starts well below the top, and a long arm rising to the top
  /// right with nothing beneath its end. "v" and "V" have their point in the middle and both
  /// arms at the top; "J" and "U" have a stem going down at the right.
  ///
  /// - Parameters:
  ///   - isInk: whether the pixel at (x, y) belongs to the blob.
  static func isCheckMark(minX: Int, minY: Int, width: Int, height: Int, isInk: (Int, Int) -> Bool) -> Bool {
    guard width >= 6, height >= 6, width * 10 >= height * 8, width * 10 <= height * 16 else { return false }
    var top = [Int](repeating: -1, count: width)
    var bottom = [Int](repeating: -1, count: width)
    for x in 0..<width {
      for y in 0..<height where isInk(minX + x, minY + y) {
        if top[x] < 0 { top[x] = y }
        bottom[x] = y
      }
    }
    guard !top.contains(-1) else { return false }  // one connected stroke spans every column
    // The point: the middle of the columns reaching the lowest row.
    let lowest = bottom.max()!
    let deepest = bottom.indices.filter { bottom[$0] >= lowest - 1 }
    let point = deepest[deepest.count / 2]
    guard point * 100 >= width * 15, point * 100 <= width * 45 else { return false }
    // Both arms rise steadily away from the point.
    for x in 1...point where bottom[x - 1] > bottom[x] + 1 { return false }
    for x in point..<(width - 1) where bottom[x + 1] > bottom[x] + 1 { return false }
    let edge = max(1, width / 10)
    let leftTop = top[0..<edge].min()!
    let rightTop = top[(width - edge)...].min()!
    let rightBottom = bottom[(width - edge)...].max()!
    guard leftTop * 100 >= height * 25, rightTop * 100 <= height * 15, rightBottom * 2 <= height else { return false }
    // A stroke, not a filled wedge: most columns are crossed by far less than the height.
    let spans = (0..<width).map { bottom[$0] - top[$0] + 1 }.sorted()
    return spans[spans.count / 2] * 2 <= height
  }
}
