import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Cues read from labels of a glyph or two (page numbers, days), where one glyph's shape can
/// pass for a cue: a "3" whose bars read as bold stems, a "2" whose bottom bar reads as an
/// underline.
struct ShortLabelCueTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let blue = RGBA8(red: 13, green: 110, blue: 253)

  func states(_ image: RGBAImage) -> ColorOnlyStates {
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: image.width, height: image.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
        fillArea: 1600)
    }
    return ColorOnlyStates(image: image, regions: regions, scale: 2)
  }

  /// The box of the ink of `color`'s text in the rectangle.
  func inkBox(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> PixelBox {
    var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
    for yy in y..<(y + height) {
      for xx in x..<(x + width) where distance(image[xx, yy], Self.white) > 60 {
        (x0, y0, x1, y1) = (min(x0, xx), min(y0, yy), max(x1, xx), max(y1, yy))
      }
    }
    return PixelBox(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }

  func label(_ box: PixelBox, stem: Double, bold: Bool = false) -> TextRegion {
    TextRegion(
      box: box, foreground: Self.blue, background: Self.white, ratio: 4.5, apca: 60, fontSize: 14, bold: bold,
      stemRatio: stem, required: 4.5, outcome: .pass)
  }

  @Test func aStrokeReadsTheSameAcrossAndDown() {
    var img = RGBAImage(width: 120, height: 60, fill: Self.white)
    img.fill(x: 10, y: 20, width: 30, height: 3, color: Self.blue)  // a bar, 3 px thick
    img.fill(x: 60, y: 10, width: 3, height: 30, color: Self.blue)  // a stem, 3 px wide
    img.fill(x: 90, y: 10, width: 6, height: 30, color: Self.blue)  // a stem twice as wide
    let s = states(img)
    let across = s.strokeWidth(label(PixelBox(x: 10, y: 20, width: 30, height: 3), stem: 0.1))
    let stem = s.strokeWidth(label(PixelBox(x: 60, y: 10, width: 3, height: 30), stem: 0.1))
    let wide = s.strokeWidth(label(PixelBox(x: 90, y: 10, width: 6, height: 30), stem: 0.1))
    #expect(abs(across - stem) < 0.05)
    #expect(abs(stem - 2.7) < 0.3)  // 2wL / 2(w + L): the ends count a little
    #expect(wide > 1.8 * stem)
  }

  /// Page numbers "3", "5", "8" at 2×, "5" the current page; the "8" drawn `boldLast` (three
  /// times, a pixel apart: two pixels heavier, as a bold face is at 2×). The usual items are
  /// both digits of bars and bowls; glyphs of one weight still differ in stroke by up to a
  /// fifth in the drawing kit's face ("4" against "3"), so the test keeps to similar ones.
  func pages(boldLast: Bool) -> (ColorOnlyStates, [PixelBox]) {
    var img = RGBAImage(width: 200, height: 60, fill: Self.white)
    for (i, digit) in ["3", "5", "8"].enumerated() {
      for dx in 0..<(boldLast && i == 2 ? 3 : 1) {
        img.draw(digit, x: 20 + 60 * i + dx, y: 10, color: Self.blue, scale: 2)
      }
    }
    let boxes = (0..<3).map { inkBox(img, x: 14 + 60 * $0, y: 0, width: 50, height: 60) }
    return (states(img), boxes)
  }

  @Test func aDigitOfBarsReadAsBoldIsNotTheUsualWeight() {
    // The "8"'s stems read twice the "3"'s: its bars are long runs across.
    let (s, boxes) = pages(boldLast: false)
    let usual = [label(boxes[0], stem: 0.087), label(boxes[2], stem: 0.182, bold: true)]
    let misread = s.usualWeight(usual, width: \.stemRatio).misread
    let differs = s.differsInWeight(label(boxes[1], stem: 0.106), from: usual)
    #expect(misread)
    #expect(!differs)
    // An "8" that is bold: its stroke says so too, and the regular "5" stands apart in weight.
    let (b, bolder) = pages(boldLast: true)
    let mixed = [label(bolder[0], stem: 0.087), label(bolder[2], stem: 0.182, bold: true)]
    let (regular, bold) = (b.strokeWidth(mixed[0]), b.strokeWidth(mixed[1]))
    #expect(bold > ColorOnlyStates.strokeAgreement * regular)
    let misreadBold = b.usualWeight(mixed, width: \.stemRatio).misread
    let differsFromBold = b.differsInWeight(label(bolder[1], stem: 0.106), from: mixed)
    #expect(!misreadBold)
    #expect(differsFromBold)
  }

  @Test func aShortLabelsUnderlineLiesBelowTheRowsBaseline() {
    var img = RGBAImage(width: 200, height: 60, fill: Self.white)
    img.draw("2", x: 20, y: 10, color: Self.blue, scale: 2)
    img.draw("2", x: 80, y: 10, color: Self.blue, scale: 2)
    let plain = inkBox(img, x: 14, y: 0, width: 50, height: 60)
    let marked = inkBox(img, x: 74, y: 0, width: 50, height: 60)
    let baseline = plain.maxY
    img.fill(x: marked.x, y: baseline + 2, width: marked.width, height: 2, color: Self.blue)
    let s = states(img)
    // The "2"'s own bottom bar fills the row it stands on, and passes for a rule there; below
    // the baseline there is nothing.
    let (bar, barBelow) = (
      s.hasUnderline(label(plain, stem: 0.09)), s.hasUnderline(label(plain, stem: 0.09), below: baseline)
    )
    let rule = s.hasUnderline(label(marked, stem: 0.09), below: baseline)
    #expect(bar)
    #expect(!barBelow)
    #expect(rule)
  }
}
