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
    // One connected stroke spans every column.
    guard
      let (top, bottom) = columnExtents(minX: minX, minY: minY, width: width, height: height, isInk: isInk)
    else { return false }
    // The point sits left of the middle; both arms rise steadily away from it. (Every slice
    // below is non-empty, as width >= 6 and 1 <= edge <= width; the guards return "no" if not.)
    guard valleyPoint(bottom, withinPercent: 15...45) != nil else { return false }
    let edge = max(1, width / 10)
    guard let leftTop = top[0..<edge].min(), let rightTop = top[(width - edge)...].min(),
      let rightBottom = bottom[(width - edge)...].max()
    else { return false }
    guard leftTop * 100 >= height * 25, rightTop * 100 <= height * 15, rightBottom * 2 <= height else {
      return false
    }
    // A stroke, not a filled wedge: most columns are crossed by far less than the height.
    let spans = (0..<width).map { bottom[$0] - top[$0] + 1 }.sorted()
    return spans[spans.count / 2] * 2 <= height
  }

  /// A disclosure chevron pointing down ⌄ (a select's arrow, a collapsed section): one
  /// thin stroke in a flat V, its point in the middle, both arms rising steadily to the top.
  /// No letter is a V half again as wide as it is tall (a "w" has two points).
  static func isDownChevron(minX: Int, minY: Int, width: Int, height: Int, isInk: (Int, Int) -> Bool) -> Bool
  {
    guard height >= 4, width * 10 >= height * 15, width <= height * 4 else { return false }
    guard
      let (top, bottom) = columnExtents(minX: minX, minY: minY, width: width, height: height, isInk: isInk)
    else { return false }
    // The point in the middle, both arms rising steadily. Every slice below is non-empty
    // (width >= 6, 1 <= edge <= width); the guards return "no" if one were not.
    guard valleyPoint(bottom, withinPercent: 35...65) != nil else { return false }
    let edge = max(1, width / 10)
    guard let leftTop = top[0..<edge].min(), let rightTop = top[(width - edge)...].min(),
      let leftBottom = bottom[0..<edge].max(), let rightBottom = bottom[(width - edge)...].max()
    else { return false }
    guard leftTop * 4 <= height, rightTop * 4 <= height else { return false }
    // The arms' ends are thin: an open V, not a filled triangle ▼.
    guard leftBottom * 10 <= height * 6, rightBottom * 10 <= height * 6 else { return false }
    let spans = (0..<width).map { bottom[$0] - top[$0] + 1 }.sorted()
    return spans[spans.count / 2] * 10 <= height * 7
  }

  /// The point of a V traced by its columns' bottom rows (a check mark, a chevron): the middle
  /// of the columns that reach within a pixel of the lowest row, when it lies within
  /// `withinPercent` of the width from the left and both arms rise steadily away from it (no
  /// column more than a pixel lower than its neighbour nearer the point); nil otherwise.
  static func valleyPoint(_ bottom: [Int], withinPercent share: ClosedRange<Int>) -> Int? {
    let width = bottom.count
    guard let lowest = bottom.max() else { return nil }
    let deepest = bottom.indices.filter { bottom[$0] >= lowest - 1 }
    let point = deepest[deepest.count / 2]
    // Point 0 never passes a share above 0; the guard keeps the arms' ranges well formed.
    guard point >= 1, point * 100 >= width * share.lowerBound, point * 100 <= width * share.upperBound
    else { return nil }
    for x in 1...point where bottom[x - 1] > bottom[x] + 1 { return nil }
    for x in point..<(width - 1) where bottom[x + 1] > bottom[x] + 1 { return nil }
    return point
  }

  /// The topmost and bottommost ink row of every column (relative to the box), or nil when
  /// a column holds no ink.
  static func columnExtents(minX: Int, minY: Int, width: Int, height: Int, isInk: (Int, Int) -> Bool)
    -> (top: [Int], bottom: [Int])?
  {
    var top = [Int](repeating: -1, count: width)
    var bottom = [Int](repeating: -1, count: width)
    for x in 0..<width {
      for y in 0..<height where isInk(minX + x, minY + y) {
        if top[x] < 0 { top[x] = y }
        bottom[x] = y
      }
    }
    return top.contains(-1) ? nil : (top, bottom)
  }

  /// An outlined pictogram (a crescent moon, a cloud, a speech bubble): a hole that a
  /// straight line across it enters twice. The counters of letters and digits (o, e, a, g,
  /// B, 8, A, 4) are convex or nearly: every row and every column crosses each of them once.
  static func hasBentHole(minX: Int, minY: Int, width: Int, height: Int, isInk: (Int, Int) -> Bool) -> Bool {
    guard width >= 8, height >= 8 else { return false }
    // Outside: every non-ink pixel reached from the box's border (4-connected); the rest are holes.
    var state = [UInt8](repeating: 0, count: width * height)  // 0 open, 1 ink, 2 outside, 3 hole seen
    for y in 0..<height { for x in 0..<width where isInk(minX + x, minY + y) { state[y * width + x] = 1 } }
    var stack: [Int] = []
    func push(_ i: Int, _ mark: UInt8) {
      if state[i] == 0 {
        state[i] = mark
        stack.append(i)
      }
    }
    for x in 0..<width {
      push(x, 2)
      push((height - 1) * width + x, 2)
    }
    for y in 0..<height {
      push(y * width, 2)
      push(y * width + width - 1, 2)
    }
    func flood(_ mark: UInt8) -> [Int] {
      var seen: [Int] = []
      while let i = stack.popLast() {
        seen.append(i)
        let x = i % width
        if x > 0 { push(i - 1, mark) }
        if x + 1 < width { push(i + 1, mark) }
        if i >= width { push(i - width, mark) }
        if i + width < state.count { push(i + width, mark) }
      }
      return seen
    }
    _ = flood(2)
    for start in state.indices where state[start] == 0 {
      push(start, 3)
      let hole = flood(3)
      guard hole.count >= 6 else { continue }  // antialiasing specks between strokes
      // Crossings: runs of the hole along each row and column, split by at least 2 ink pixels.
      var rows: [Int: [Int]] = [:]
      var columns: [Int: [Int]] = [:]
      for i in hole {
        rows[i / width, default: []].append(i % width)
        columns[i % width, default: []].append(i / width)
      }
      func twice(_ lines: [Int: [Int]]) -> Int {
        lines.values.filter { cells in
          let sorted = cells.sorted()
          return zip(sorted, sorted.dropFirst()).contains { $1 - $0 > 2 }
        }.count
      }
      let bent = twice(rows) + twice(columns)
      if bent >= max(2, (rows.count + columns.count) / 8) { return true }
    }
    return false
  }
}
