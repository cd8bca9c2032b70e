import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// A field of marks that the grouper chained row into row (confetti, a scatter plot) is no
/// line of text: it is not measured, so its cost stays in proportion to its pixels.
struct TwoDimensionalFieldTests {
  func line(_ boxes: [(x: Int, y: Int, w: Int, h: Int)]) -> (TextLineGrouper.Line, [InkBlob]) {
    let blobs = boxes.enumerated().map { k, b in
      InkBlob(
        minX: b.x, minY: b.y, maxX: b.x + b.w - 1, maxY: b.y + b.h - 1, count: b.w * b.h, surface: 0,
        label: Int32(k))
    }
    let line = TextLineGrouper.Line(
      blobs: Array(blobs.indices), minX: blobs.map(\.minX).min() ?? 0, minY: blobs.map(\.minY).min() ?? 0,
      maxX: blobs.map(\.maxX).max() ?? 0, maxY: blobs.map(\.maxY).max() ?? 0, surface: 0)
    return (line, blobs)
  }

  @Test func marksSpreadOverManyRowsAreAField() {
    // 8 px marks on a 12 px grid, ten rows deep: their centres spread 9 marks' heights.
    let (l, blobs) = line((0..<100).map { (x: 12 * ($0 % 10), y: 12 * ($0 / 10), w: 8, h: 8) })
    #expect(l.isTwoDimensionalField(blobs: blobs))
  }

  @Test func glyphsOnOneBaselineAreNoField() {
    // Twenty glyphs, descenders and a period among them, and a tall icon at the start.
    var boxes = [(x: 0, y: 0, w: 40, h: 40)]
    for k in 0..<20 {
      boxes.append((x: 50 + 12 * k, y: 20 + (k % 5 == 0 ? 4 : 0), w: 9, h: k % 7 == 0 ? 3 : 14))
    }
    let (l, blobs) = line(boxes)
    #expect(!l.isTwoDimensionalField(blobs: blobs))
  }

  @Test func twoLinesChainedAreAFieldOnlyPastThreeHeights() {
    // Two rows of glyphs a line pitch apart (1.5 heights): a paragraph's lines joined by the
    // grouper would still read as text, so it is not taken for a field.
    let rows = (0..<20).map { (x: 12 * ($0 % 10), y: $0 < 10 ? 0 : 21, w: 9, h: 14) }
    let (l, blobs) = line(rows)
    #expect(!l.isTwoDimensionalField(blobs: blobs))
  }
}
