import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// The weight cue and the size evidence where the measurements are weakest (1×): a short
/// label's bold flag, and a word whose size estimate is thrown off by joined glyphs.
struct WeightCueTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let gray = RGBA8(red: 95, green: 102, blue: 112)
  static let accent = RGBA8(red: 11, green: 92, blue: 213)

  func states() -> ColorOnlyStates {
    let image = RGBAImage(width: 40, height: 40, fill: Self.white)
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 40, height: 40, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    return ColorOnlyStates(image: image, regions: regions, scale: 1)
  }

  func label(
    x: Int = 0, y: Int = 0, width: Int, height: Int = 10, color: RGBA8 = WeightCueTests.accent,
    size: Double = 14,
    bold: Bool = false, stem: Double
  ) -> TextRegion {
    TextRegion(
      box: PixelBox(x: x, y: y, width: width, height: height), foreground: color, background: Self.white,
      ratio: 6,
      apca: 70, fontSize: size, bold: bold, stemRatio: stem, required: 4.5, outcome: .pass)
  }

  @Test func aShortLabelsBoldFlagCountsOnlyWhenItsStemsAgree() {
    let usual = [0.098, 0.099, 0.105, 0.12].map { label(y: 40, width: 7, stem: $0) }
    let s = states()
    // A page number read bold from a stem at its edge: stems within a fifth of the others'.
    #expect(!s.differsInWeight(label(width: 7, bold: true, stem: 0.122), from: usual))
    // A bold page number: stems a fifth heavier and more.
    #expect(s.differsInWeight(label(width: 7, bold: true, stem: 0.13), from: usual))
    // A word keeps the flag alone.
    #expect(s.differsInWeight(label(width: 60, bold: true, stem: 0.122), from: usual))
    // Stems a third heavier are a cue without the flag.
    #expect(s.differsInWeight(label(width: 7, stem: 0.15), from: usual))
  }

  /// Nav links at 1×, "Billing" read at 19.4 px beside 15.3 (its letters joined by their
  /// feet): its stem ratio reads a third lighter, its stems in pixels do not.
  func navRow() -> [TextRegion] {
    [
      label(x: 240, y: 26, width: 72, height: 12, color: Self.gray, size: 15.3, stem: 0.103),
      label(x: 344, y: 27, width: 48, height: 11, color: Self.gray, size: 15.3, stem: 0.098),
      label(x: 424, y: 26, width: 50, height: 15, size: 19.4, stem: 0.071),
      label(x: 507, y: 26, width: 61, height: 15, color: Self.gray, size: 15.3, stem: 0.095),
    ]
  }

  @Test func aWordOnTheSameRowsAsItsNeighboursIsTheirSize() {
    let s = states()
    let row = navRow()
    #expect(s.sameRows(row[2], row[3]))
    #expect(!s.sameRows(row[2], row[0]))
    let groups = s.likeItemGroups(row)
    #expect(groups.contains { $0.run == [0, 1, 2, 3] && !$0.vertical })
    #expect(!s.differsInWeight(row[2], from: [row[0], row[1], row[3]]))
    // Without a neighbour on its rows the size estimate stands: a size apart, a weight apart.
    var lower = row
    lower[3].box.y += 3
    #expect(!s.likeItemGroups(lower).contains { $0.run.contains(2) })
    #expect(s.differsInWeight(lower[2], from: [lower[0], lower[1], lower[3]]))
  }

  /// Carbon's content switcher at 1×: the selected "Quarterly", white on black, is read a
  /// fifth smaller than its regular neighbours (11.1 against 13.9 px), so its stem ratio and
  /// bold flag read heavy while its stems in pixels match theirs.
  @Test func aFlagFromAMisreadSizeIsNoWeightCue() {
    let s = states()
    let usual = [
      label(x: 306, y: 320, width: 49, height: 14, size: 13.9, stem: 0.091),
      label(x: 602, y: 320, width: 40, height: 14, size: 13.9, stem: 0.098),
    ]
    let selected = label(
      x: 454, y: 320, width: 59, height: 14, color: Self.white, size: 11.1, bold: true, stem: 0.126)
    #expect(!s.differsInWeight(selected, from: usual))
    // Bold in earnest: the same stem ratio at the neighbours' size, stems a fifth heavier.
    var bold = selected
    bold.fontSize = 13.9
    #expect(s.differsInWeight(bold, from: usual))
    // Usual items of two weights ("Back", a bold "Share") give no weight to match: the flag
    // against the first of them stands.
    let mixed = [usual[0], label(x: 602, y: 320, width: 40, height: 14, size: 13.9, bold: true, stem: 0.151)]
    #expect(
      s.differsInWeight(
        label(x: 454, y: 320, width: 59, height: 14, size: 13.9, bold: true, stem: 0.157), from: mixed))
  }

  /// Semantic UI's secondary menu at 1×: the current "Occupied" is bold, but its size reads
  /// 16.7 px beside 13.9 for the others, so its stem ratio reads regular. Its ink spans the
  /// same 12 px from cap to descender as "Under repair": one size, stems compared in pixels.
  @Test func aColumnItemOfTheSameInkHeightIsComparedInPixels() {
    let s = states()
    let usual = [
      label(x: 92, y: 295, width: 59, height: 10, size: 13.9, stem: 0.089),
      label(x: 93, y: 371, width: 26, height: 10, size: 13.9, stem: 0.098),
      label(x: 93, y: 409, width: 77, height: 12, size: 13.9, stem: 0.091),
    ]
    let occupied = label(x: 93, y: 333, width: 59, height: 12, size: 16.7, stem: 0.116)
    #expect(s.sameInkHeight(occupied, usual[2]))
    #expect(s.differsInWeight(occupied, from: usual))
    // A regular item whose size reads a fifth larger keeps a regular stem in pixels.
    let regular = label(x: 93, y: 333, width: 59, height: 12, size: 16.7, stem: 0.078)
    #expect(!s.differsInWeight(regular, from: usual))
  }

  /// Bootstrap's dashboard sidebar under a dark theme: white links on a light sidebar
  /// (1.05:1), which the scan reads bold, and the current page in blue.
  @Test func textThatCannotBeSeenShowsNoWeightAndNoState() throws {
    let sidebar = RGBA8(red: 248, green: 249, blue: 250)
    let image = RGBAImage(width: 300, height: 300, fill: sidebar)
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 300, height: 300, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    let s = ColorOnlyStates(image: image, regions: regions, scale: 1)
    func item(_ y: Int, _ color: RGBA8, ratio: Double, bold: Bool) -> TextRegion {
      TextRegion(
        box: PixelBox(x: 33, y: y, width: 40 + y % 7 * 9, height: 11), foreground: color, background: sidebar,
        ratio: ratio,
        apca: 10, fontSize: 15.3, bold: bold, stemRatio: bold ? 0.15 : 0.09, required: 4.5, outcome: .fail)
    }
    let white = RGBA8(red: 255, green: 255, blue: 255)
    let column =
      [item(76, RGBA8(red: 36, green: 112, blue: 220), ratio: 4.6, bold: false)]
      + [113, 150, 187, 224].map { item($0, white, ratio: 1.05, bold: true) }
    #expect(!s.differsInWeight(column[0], from: Array(column.dropFirst())))
    let found = s.judgeGroup(Array(0..<5), in: column, axis: .column, singleSelection: true)
    #expect(found != nil)
    // The other way round, one item a pale yellow that cannot be seen is no state among
    // visible ones (nor a grayed one: it has a hue).
    let visible = [113, 150, 187, 224].map {
      item($0, RGBA8(red: 33, green: 37, blue: 41), ratio: 15, bold: false)
    }
    let pale = item(76, RGBA8(red: 255, green: 240, blue: 150), ratio: 1.1, bold: false)
    let oddInvisible = s.judgeGroup(
      Array(0..<5), in: [pale] + visible, axis: .column,
      singleSelection: true)
    #expect(oddInvisible == nil)
  }
}
