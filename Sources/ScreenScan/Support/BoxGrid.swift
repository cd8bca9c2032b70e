/// Boxes filed in a grid of square cells, so that "the boxes near this one" looks at the
/// cells the query covers, not at every box, nor (as a search by one coordinate does) at
/// every box of a band across the whole image: on a screen of tens of thousands of small
/// blobs a band holds thousands, a few cells a handful.
///
/// Callers still apply their own exact test to what comes back.
struct BoxGrid {
  private let shift: Int
  private var cells: [Int64: [Int]] = [:]

  /// - Parameters:
  ///   - count: the number of boxes, numbered 0..<count.
  ///   - cellShift: cells are 2^cellShift pixels square.
  ///   - box: each box's inclusive corners.
  init(count: Int, cellShift: Int, box: (Int) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
    shift = cellShift
    for i in 0..<count {
      let b = box(i)
      for cy in (b.minY >> shift)...(b.maxY >> shift) {
        for cx in (b.minX >> shift)...(b.maxX >> shift) { cells[Self.key(cx, cy), default: []].append(i) }
      }
    }
  }

  private static func key(_ cx: Int, _ cy: Int) -> Int64 {
    Int64(cy) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: cx)))
  }

  /// The boxes filed in the cells the rectangle touches (each once, in ascending order):
  /// every box that intersects it, and some near it.
  func items(minX: Int, minY: Int, maxX: Int, maxY: Int) -> [Int] {
    guard minX <= maxX, minY <= maxY else { return [] }
    var found: [Int] = []
    for cy in (minY >> shift)...(maxY >> shift) {
      for cx in (minX >> shift)...(maxX >> shift) { found += cells[Self.key(cx, cy)] ?? [] }
    }
    found.sort()
    var unique: [Int] = []
    unique.reserveCapacity(found.count)
    for i in found where unique.last != i { unique.append(i) }
    return unique
  }
}
