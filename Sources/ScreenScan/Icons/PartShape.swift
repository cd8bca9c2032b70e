/// The topology and thickness of one ink blob's strokes, for telling a glyph from a pictogram.
///
/// Measured on the blob's *core*: its pixels at least half as far (in color) from the
/// background as its farthest pixel. A gap between strokes too thin to be a surface belongs
/// to the blob (see `FlatRegions`), and only the core shows it as a gap: the counter of an
/// "e" at 1×, the inside of an outlined icon.
struct PartShape {
  /// A region of background enclosed by the core (a counter, the inside of an outline).
  struct Hole {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int
    var area: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    /// Vertical centre as a fraction of the part's height, 0 at the top.
    func centerY(in height: Int) -> Double { (Double(minY + maxY) / 2 + 0.5) / Double(height) }
  }

  var width: Int
  var height: Int
  var coreCount: Int
  /// Holes of at least `minimumHole` pixels, relative to the box.
  var holes: [Hole]
  /// The largest piece of core that stands inside a hole, touching nothing outside it, as
  /// a share of that hole with the piece in it (0 without one): the charge inside a
  /// battery, the dot of a selected radio button or a target, half the inside or so. A
  /// glyph is one stroke or several that touch, but for the small dot of a dotted zero
  /// (a fifth of its counter or less); ©, ® are symbols.
  var islandShare: Double
  /// How alike the core is to its mirror image (left for right): intersection over union,
  /// 1 for a symmetric shape. Icons are mostly symmetric (a person, a bell, a star, a
  /// shield); the letters with a counter high up or a large one are not (P, R, 9, e, g, q,
  /// Q, &, %).
  var mirrorSimilarity: Double
  /// The share of the core within a stroke's width of the largest hole: 1 for a pure
  /// outline (a moon, a star, an O), less where strokes run off elsewhere (the leg of an R,
  /// the tail of a Q, the stem of a q).
  var outlineShare: Double
  /// Each row's leftmost and rightmost core pixel (relative to the box), or nil for a row
  /// without core.
  var rowExtents: [(left: Int, right: Int)?]
  /// The core's 8-connected pieces (boxes relative to the part), largest first, when there
  /// are at most 16: at 1× the antialiased gaps between an icon's strokes (a sun's rays
  /// around its disc) join them into one blob, and only the core shows them apart.
  var pieces: [(minX: Int, minY: Int, maxX: Int, maxY: Int)]
  /// The thickest stroke: twice the largest distance (chamfer 3-4, so nearly Euclidean) from
  /// a core pixel to the nearest non-core pixel. A glyph's stems stay under a third of its
  /// height even in black weights; a filled pictogram (a triangle, a square, a disc) is
  /// about as thick as it is tall.
  var thickness: Double
  /// The core with its holes filled, over the area of its convex hull: near 1 for a convex
  /// outline (O, D, 0, a disc, a rounded square), far less for a star, a person's shoulders
  /// under a head, the legs of an A.
  var solidity: Double
  /// Core pixels divided by the box: how much of its box the shape fills.
  var fill: Double { Double(coreCount) / Double(max(1, width * height)) }

  /// Holes smaller than this are antialiasing specks between strokes that nearly touch.
  static func minimumHole(width: Int, height: Int) -> Int { max(3, min(width, height) / 4) }

  /// Measures the blob `label` inside the box, whose core is decided by `isCore`.
  /// Cost: a few passes over the box; boxes over 250 000 pixels are not measured (nil).
  static func measure(minX: Int, minY: Int, width w: Int, height h: Int, isCore: (Int, Int) -> Bool)
    -> PartShape?
  {
    guard w >= 1, h >= 1, w * h <= 250_000 else { return nil }
    // One pixel of padding, so that everything outside the shape is one region.
    var grid = Grid(width: w, height: h)
    var coreCount = 0
    for y in 0..<h {
      for x in 0..<w where isCore(minX + x, minY + y) {
        grid.state[(y + 1) * grid.pw + x + 1] = Grid.core
        coreCount += 1
      }
    }
    let minimum = minimumHole(width: w, height: h)
    let found = grid.markOutsideAndHoles(minimumHole: minimum)
    let (pieces, islandShare) = grid.piecesAndIslands(minimumHole: minimum, holeAreas: found.holeAreas)
    let deepest = grid.deepestChamfer()
    var outlineShare = 0.0
    if let largest = found.holes.indices.max(by: { found.holes[$0].area < found.holes[$1].area }),
      coreCount > 0
    {
      outlineShare = grid.outlineShare(
        hole: found.holeNumbers[largest], deepest: deepest, coreCount: coreCount)
    }
    let (filled, hull) = grid.filledAndHullArea()
    return PartShape(
      width: w, height: h, coreCount: coreCount, holes: found.holes, islandShare: islandShare,
      mirrorSimilarity: grid.mirrorSimilarity(), outlineShare: outlineShare, rowExtents: grid.rowExtents(),
      pieces: pieces.count <= 16 ? pieces.map { ($0.minX, $0.minY, $0.maxX, $0.maxY) } : [],
      thickness: 2 * Double(deepest) / 3 - 1, solidity: hull > 0 ? min(1, Double(filled) / hull) : 0)
  }

  /// The part's box with a pixel of padding all round, each cell marked as open (not yet
  /// reached), core, outside, or the number of the hole it is in; the stages of `measure`
  /// read and mark it in turn.
  private struct Grid {
    static let open: Int32 = 0
    static let core: Int32 = 1
    static let outside: Int32 = 2
    /// Hole numbers start here: a cell of hole k holds `firstHole + k`.
    static let firstHole: Int32 = 3
    let w: Int
    let h: Int
    let pw: Int
    let ph: Int
    var state: [Int32]

    init(width w: Int, height h: Int) {
      (self.w, self.h, pw, ph) = (w, h, w + 2, h + 2)
      state = [Int32](repeating: Grid.open, count: (w + 2) * (h + 2))
    }

    /// Marks every open cell 4-connected to `start` (already marked) with `mark`, calling
    /// `visit` on each, `start` included.
    mutating func flood(from start: Int, _ mark: Int32, visit: (Int) -> Void) {
      var stack = [start]
      while let i = stack.popLast() {
        visit(i)
        let x = i % pw
        for j in [x > 0 ? i - 1 : -1, x + 1 < pw ? i + 1 : -1, i - pw, i + pw] where j >= 0 && j < state.count
        {
          if state[j] == Grid.open {
            state[j] = mark
            stack.append(j)
          }
        }
      }
    }

    /// Marks the outside (everything the padding reaches), then numbers each enclosed open
    /// region: the holes of at least `minimumHole` pixels (boxes relative to the part) with
    /// their numbers, and every hole's area by its number − `firstHole`, small ones too.
    mutating func markOutsideAndHoles(minimumHole minimum: Int)
      -> (holes: [Hole], holeNumbers: [Int32], holeAreas: [Int])
    {
      state[0] = Grid.outside
      flood(from: 0, Grid.outside) { _ in }
      var holes: [Hole] = []
      var holeNumbers: [Int32] = []
      var holeAreas: [Int] = []
      var next = Grid.firstHole
      for start in state.indices where state[start] == Grid.open {
        state[start] = next
        var hole = Hole(minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min, area: 0)
        let pw = self.pw
        flood(from: start, next) { i in
          let x = i % pw - 1
          let y = i / pw - 1
          hole.minX = min(hole.minX, x)
          hole.maxX = max(hole.maxX, x)
          hole.minY = min(hole.minY, y)
          hole.maxY = max(hole.maxY, y)
          hole.area += 1
        }
        holeAreas.append(hole.area)
        if hole.area >= minimum {
          holes.append(hole)
          holeNumbers.append(next)
        }
        next += 1
      }
      return (holes, holeNumbers, holeAreas)
    }

    /// The core's 8-connected pieces (boxes relative to the part, with their sizes, largest
    /// first), and the largest island's share of its hole: an island is a piece of at least
    /// `minimumHole` pixels whose every non-core 4-neighbour is one hole.
    func piecesAndIslands(minimumHole minimum: Int, holeAreas: [Int])
      -> (pieces: [(minX: Int, minY: Int, maxX: Int, maxY: Int, size: Int)], islandShare: Double)
    {
      var islandShare = 0.0
      var pieces: [(minX: Int, minY: Int, maxX: Int, maxY: Int, size: Int)] = []
      var seen = [Bool](repeating: false, count: state.count)
      var stack: [Int] = []
      for start in state.indices where state[start] == Grid.core && !seen[start] {
        seen[start] = true
        stack.append(start)
        var enclosed = true
        var surrounding: Int32 = 0
        var size = 0
        var piece = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min, size: 0)
        while let i = stack.popLast() {
          size += 1
          let x = i % pw
          piece = (
            min(piece.minX, x - 1), min(piece.minY, i / pw - 1), max(piece.maxX, x - 1),
            max(piece.maxY, i / pw - 1), size
          )
          for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)] {
            let nx = x + dx
            guard nx >= 0, nx < pw else { continue }
            let j = i + dy * pw + dx
            guard j >= 0, j < state.count else { continue }
            if state[j] == Grid.core {
              if !seen[j] {
                seen[j] = true
                stack.append(j)
              }
            } else if dx == 0 || dy == 0 {
              if state[j] == Grid.outside { enclosed = false } else { surrounding = state[j] }
            }
          }
        }
        if enclosed && size >= minimum && surrounding >= Grid.firstHole {
          let hole = holeAreas[Int(surrounding - Grid.firstHole)]
          islandShare = max(islandShare, Double(size) / Double(size + hole))
        }
        pieces.append(piece)
      }
      pieces.sort { $0.size > $1.size }
      return (pieces, islandShare)
    }

    /// The largest chamfer 3-4 distance from a core cell to the nearest non-core cell (two
    /// raster passes).
    func deepestChamfer() -> Int32 {
      var d = state.map { $0 == Grid.core ? Int32.max / 2 : 0 }
      for y in 1..<(ph - 1) {
        for x in 1..<(pw - 1) where d[y * pw + x] > 0 {
          let i = y * pw + x
          d[i] = min(d[i], d[i - 1] + 3, d[i - pw] + 3, d[i - pw - 1] + 4, d[i - pw + 1] + 4)
        }
      }
      var deepest: Int32 = 0
      for y in stride(from: ph - 2, through: 1, by: -1) {
        for x in stride(from: pw - 2, through: 1, by: -1) where d[y * pw + x] > 0 {
          let i = y * pw + x
          d[i] = min(d[i], d[i + 1] + 3, d[i + pw] + 3, d[i + pw + 1] + 4, d[i + pw - 1] + 4)
          deepest = max(deepest, d[i])
        }
      }
      return deepest
    }

    /// Intersection over union of the core and its mirror image, the axis allowed half a
    /// pixel either way.
    func mirrorSimilarity() -> Double {
      var best = 0.0
      for shift in -1...1 {
        var both = 0
        var either = 0
        for y in 0..<h {
          for x in 0..<w {
            let a = state[(y + 1) * pw + x + 1] == Grid.core
            let mx = w - 1 - x + shift
            let b = mx >= 0 && mx < w && state[(y + 1) * pw + mx + 1] == Grid.core
            if a && b { both += 1 }
            if a || b { either += 1 }
          }
        }
        if either > 0 { best = max(best, Double(both) / Double(either)) }
      }
      return best
    }

    /// The share of the core within the thickest stroke (8-neighbour steps) of the hole
    /// numbered `hole`.
    func outlineShare(hole: Int32, deepest: Int32, coreCount: Int) -> Double {
      var reach = [Int32](repeating: -1, count: state.count)
      var frontier: [Int] = []
      for i in state.indices where state[i] == hole {
        reach[i] = 0
        frontier.append(i)
      }
      // The thickest stroke is 2·deepest/3 − 1 pixels (see `thickness`); one more for
      // the antialiased edge.
      let limit = Int32(max(2, (2 * Double(deepest) / 3).rounded(.up)))
      var step: Int32 = 0
      var near = 0
      while !frontier.isEmpty && step < limit {
        step += 1
        var next: [Int] = []
        for i in frontier {
          let x = i % pw
          for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
              let nx = x + dx
              guard nx >= 0, nx < pw else { continue }
              let j = i + dy * pw + dx
              guard j >= 0, j < state.count, reach[j] < 0 else { continue }
              reach[j] = step
              if state[j] == Grid.core { near += 1 }
              next.append(j)
            }
          }
        }
        frontier = next
      }
      return Double(near) / Double(coreCount)
    }

    /// The filled shape's area (everything not outside) and its convex hull's area, from
    /// each row's extent.
    func filledAndHullArea() -> (filled: Int, hull: Double) {
      var corners: [(x: Int, y: Int)] = []
      var filled = 0
      for y in 0..<ph {
        var left = -1
        var right = -1
        for x in 0..<pw where state[y * pw + x] != Grid.outside {
          if left < 0 { left = x }
          right = x
          filled += 1
        }
        if left >= 0 { corners += [(left, y), (left, y + 1), (right + 1, y), (right + 1, y + 1)] }
      }
      return (filled, PartShape.convexHullArea(corners))
    }

    /// Each row's leftmost and rightmost core cell, relative to the part.
    func rowExtents() -> [(left: Int, right: Int)?] {
      var rowExtents = [(left: Int, right: Int)?](repeating: nil, count: h)
      for y in 0..<h {
        var left = -1
        var right = -1
        for x in 0..<w where state[(y + 1) * pw + x + 1] == Grid.core {
          if left < 0 { left = x }
          right = x
        }
        if left >= 0 { rowExtents[y] = (left, right) }
      }
      return rowExtents
    }
  }

  /// Area of the convex hull of points (Andrew's monotone chain, then the shoelace formula).
  static func convexHullArea(_ points: [(x: Int, y: Int)]) -> Double {
    let p = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    guard p.count >= 3 else { return 0 }
    func cross(_ o: (x: Int, y: Int), _ a: (x: Int, y: Int), _ b: (x: Int, y: Int)) -> Int {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    var lower: [(x: Int, y: Int)] = []
    for q in p {
      while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], q) <= 0 {
        lower.removeLast()
      }
      lower.append(q)
    }
    var upper: [(x: Int, y: Int)] = []
    for q in p.reversed() {
      while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], q) <= 0 {
        upper.removeLast()
      }
      upper.append(q)
    }
    let hull = lower.dropLast() + upper.dropLast()
    var twice = 0
    for (i, a) in hull.enumerated() {
      let b = hull[(i + 1) % hull.count]
      twice += a.x * b.y - b.x * a.y
    }
    return Double(abs(twice)) / 2
  }
}
