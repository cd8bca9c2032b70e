import Pixels
import Testing

@testable import ScreenScan

/// The fast paths inside `LineMeasurement` against the plain code they replaced: byte
/// arithmetic on eight cells at a time and selection instead of a sort must give what the
/// straightforward loops give, at every size, edges included.
struct LineMeasurementPartsTests {
  /// A deterministic stream of pseudo-random numbers (a 64-bit LCG), so failures reproduce.
  struct Stream {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// The 8-neighbourhood dilation `HaloGrid.grow` computes, one cell at a time.
  static func grownByHand(_ cells: [UInt8], columns: Int, rows: Int, from: UInt8, to: UInt8) -> [UInt8] {
    var out = cells
    for y in 0..<rows {
      for x in 0..<columns {
        var near = false
        for dy in -1...1 {
          for dx in -1...1 where (0..<rows).contains(y + dy) && (0..<columns).contains(x + dx) {
            near = near || cells[(y + dy) * columns + x + dx] & from != 0
          }
        }
        if near { out[y * columns + x] |= to }
      }
    }
    return out
  }

  @Test func growMatchesTheCellByCellDilation() throws {
    var stream = Stream(state: 7)
    // Widths around the eight-cell words (1, under 9, 9, 17, ...), the margin's 3 included.
    for columns in 1...27 {
      for rows in 1...5 {
        // The grid of a line whose box plus margin is columns × rows, in a larger image.
        let line = TextLineGrouper.Line(
          blobs: [0], minX: 10, minY: 10, maxX: 10 + columns - 7, maxY: 10 + rows - 7, surface: 0)
        var grid = try #require(HaloGrid(line: line, width: 100, height: 100, inkCount: 1 << 20))
        try #require(grid.columns == columns && grid.rows == rows)
        for i in grid.cells.indices {
          grid.cells[i] = [0, HaloGrid.ink, HaloGrid.ink | HaloGrid.core, HaloGrid.core][stream.next(4)]
        }
        let before = grid.cells
        var scratch = [UInt8](repeating: 0, count: grid.cells.count)
        grid.grow(from: HaloGrid.core, to: HaloGrid.nearCore, scratch: &scratch)
        let once = Self.grownByHand(
          before, columns: grid.columns, rows: grid.rows, from: HaloGrid.core, to: HaloGrid.nearCore)
        #expect(grid.cells == once, "\(columns) × \(rows), core to near")
        grid.grow(from: HaloGrid.nearCore, to: HaloGrid.twoOut, scratch: &scratch)
        let twice = Self.grownByHand(
          once, columns: grid.columns, rows: grid.rows, from: HaloGrid.nearCore, to: HaloGrid.twoOut)
        #expect(grid.cells == twice, "\(columns) × \(rows), near to two out")
      }
    }
  }

  @Test func medianStemIsTheSortedMiddle() {
    var stream = Stream(state: 11)
    for count in 1...64 {
      // Few distinct values, so that many runs tie, as whole-pixel stems do.
      var values = (0..<count).map { _ in Double(stream.next(6)) * 0.5 + 0.5 }
      let expected = values.sorted()[count / 2]
      let found = values.withUnsafeMutableBufferPointer { StemRuns.select(count / 2, in: $0) }
      #expect(found == expected, "\(count) runs")
    }
  }

  @Test func orderedForEachVisitsEveryIndexOnce() {
    let order = [5, 3, 9, 0, 1, 8, 2, 7, 6, 4]
    var visits = [Int](repeating: 0, count: order.count)
    visits.withUnsafeMutableBufferPointer { counts in
      let shared = SharedPointer(counts.baseAddress!)
      // Each task writes its own slot only.
      Parallel.forEach(inOrder: order) { shared.base[$0] += 1 }
    }
    #expect(visits == [Int](repeating: 1, count: order.count))
  }
}
