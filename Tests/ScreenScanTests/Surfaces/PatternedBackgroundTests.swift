import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// A page laid over a faint grid of dots (mkdocs-void's background: 4 px dots on a 6 px
/// pitch, 1.05:1 on white) holds no text but its own. Each row of the grid groups like a line
/// of glyphs; judged as text, every row failed contrast at 1.05:1.
struct PatternedBackgroundTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let dot = RGBA8(red: 247, green: 247, blue: 247)
  static let body = RGBA8(red: 40, green: 40, blue: 40)
  static let rule = RGBA8(red: 219, green: 219, blue: 219)

  /// A paragraph at 2× and a divider over a grid of `dotSize` px dots on a `pitch` px pitch
  /// (both at 2×), the text drawn on the grid itself: dots beside and between its glyphs.
  func page(dotSize: Int = 8, pitch: Int = 12) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 400, fill: Self.white)
    for y in stride(from: 4, to: 396 - dotSize, by: pitch) {
      for x in stride(from: 4, to: 896 - dotSize, by: pitch) {
        img.fill(x: x, y: y, width: dotSize, height: dotSize, color: Self.dot)
      }
    }
    // A divider across the grid, through a row of dots.
    img.fill(x: 20, y: 4 + 24 * pitch + dotSize / 2, width: 860, height: 2, color: Self.rule)
    let lines = [
      "Tidewater predicts the tides of a station", "from its harmonic constituents and writes",
      "them to a table you can print.",
    ]
    for (k, text) in lines.enumerated() {
      let y = 120 + 50 * k
      img.draw(text, x: 44, y: y, color: Self.body, scale: 2)
    }
    return img
  }

  @Test func aDotGridIsNoText() {
    let result = ScreenScanner(options: ScanOptions(scale: 2)).scan(page())
    // The paragraph's three lines are found, each no wider than its words (the dots beside
    // them left the line); nothing on the grid is text.
    let lines = result.textRegions.filter { $0.ratio > 4.5 }
    #expect(lines.count == 3)
    #expect(
      lines.allSatisfy {
        $0.box.x >= 40
          && $0.box.maxX <= 44 + RGBAImage.textWidth("from its harmonic constituents and writes", scale: 2)
            + 4
      })
    #expect(result.textRegions.filter { $0.ratio < 1.5 }.isEmpty)
    #expect(result.findings.filter { $0.rule == .textContrast }.isEmpty)
  }

  /// Lower case in a monospace face fills boxes of one size on one pitch, like a grid's row
  /// ("extensions": e, x, n, s, o an x-height tall and a cell wide). Its letters ink their own
  /// numbers of pixels; a grid's marks ink the same. Eight blobs in 16 px cells, 12 × 14 px.
  @Test func aRowOfOneBoxSizeIsALatticeRowOnlyWhenItsMarksInkAlike() {
    func row(_ counts: [Int]) -> (TextLineGrouper.Line, [InkBlob]) {
      let blobs = counts.enumerated().map { k, count in
        InkBlob(minX: 16 * k, minY: 0, maxX: 16 * k + 11, maxY: 13, count: count, surface: 0, label: Int32(k))
      }
      return (
        TextLineGrouper.Line(
          blobs: Array(blobs.indices), minX: 0, minY: 0, maxX: 16 * counts.count - 5, maxY: 13,
          surface: 0), blobs
      )
    }
    let grouper = TextLineGrouper(scale: 2)
    let dots = row(Array(repeating: 130, count: 8))
    #expect(grouper.latticeRow(dots.0, blobs: dots.1)?.pitch == 16)
    // e x t e n s i o n s, x-height letters only: 74 to 118 pixels in a 12 × 14 box.
    let letters = row([96, 74, 96, 88, 80, 118, 80, 96])
    #expect(grouper.latticeRow(letters.0, blobs: letters.1) == nil)
  }

  /// A printed matrix of zeros (`print(np.zeros((3, 12)))` in a code block) repeats one mark
  /// on one pitch in rows in step, like a grid; its marks are text meant to be read, far from
  /// their background, and stay.
  @Test func aMatrixOfZerosStaysText() {
    var img = RGBAImage(width: 900, height: 220, fill: Self.white)
    let pitch = RGBAImage.textHeight(scale: 2) * 5 / 4
    for row in 0..<3 {
      img.drawMonospace(
        "0 0 0 0 0 0 0 0 0 0 0 0", x: 40, y: 40 + row * pitch, color: RGBA8(red: 110, green: 110, blue: 110))
    }
    let result = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    #expect(result.textRegions.count == 3)
  }
}
