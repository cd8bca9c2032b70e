import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Lists: one row on a fill of its own is a selection wherever the list stands; stripes on
/// every other row, and a red last row in a settings list, are not states.
struct ListSelectionTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 33, green: 37, blue: 41)
  static let blue = RGBA8(red: 13, green: 110, blue: 253)
  static let stripe = RGBA8(red: 242, green: 242, blue: 242)
  static let red = RGBA8(red: 207, green: 34, blue: 46)

  /// A list of five bordered rows on a 390 pt phone screen at 2× (not a wide screen's
  /// sidebar); `filled` rows get `fill`, and white text when `inverse`.
  func list(filled: Set<Int>, fill: RGBA8, inverse: Bool, boldSelected: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 600, fill: Self.white)
    let labels = ["Free", "Starter", "Team plan", "Business", "Enterprise"]
    for (k, label) in labels.enumerated() {
      let y = 60 + 96 * k
      if filled.contains(k) { img.fill(x: 40, y: y, width: 700, height: 96, color: fill) }
      img.fill(x: 40, y: y + 95, width: 700, height: 1, color: RGBA8(red: 210, green: 210, blue: 215))
      let color = filled.contains(k) && inverse ? Self.white : Self.ink
      img.draw(label, x: 72, y: y + 34, color: color, scale: 2)
      if boldSelected && filled.contains(k) {
        for dx in 1...2 { img.draw(label, x: 72 + dx, y: y + 34, color: color, scale: 2) }
      }
    }
    return img
  }

  @Test func aFilledRowInAListIsASelection() throws {
    let findings = colorOnly(list(filled: [1], fill: Self.blue, inverse: true))
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(f.evidence?.members.filter(\.differs).count == 1)
  }

  @Test func aBoldSelectedRowHasASecondCue() {
    expectDropped(list(filled: [1], fill: Self.blue, inverse: true, boldSelected: true), by: "WeightCue")
  }

  @Test func stripesOnEveryOtherRowAreNoSelection() {
    expectDropped(list(filled: [1, 3], fill: Self.stripe, inverse: false), by: "SingleSelection")
  }

  /// A settings list at the left of a wide screen (where sidebars are looked for): a red last
  /// row is a destructive action; a blue row in the middle is the current page.
  func settings(odd: Int, color: RGBA8) -> RGBAImage {
    var img = RGBAImage(width: 1280, height: 800, fill: Self.white)
    for (k, label) in ["Notifications", "Privacy", "Export data", "Delete account"].enumerated() {
      img.draw(label, x: 30, y: 120 + 44 * k, color: k == odd ? color : Self.ink, scale: 1)
    }
    return img
  }

  @Test func aRedLastRowIsADestructiveActionNotAState() throws {
    expectDropped(settings(odd: 3, color: Self.red), scale: 1, by: "DestructiveLastItem")
    #expect(!colorOnly(settings(odd: 1, color: Self.blue), scale: 1).isEmpty)
  }

  /// AdminLTE's sidebar at 2×: a wide icon box half a line height before each label. The
  /// scan joins some icons to their labels and leaves others apart, so the lines start at
  /// the icon or at the label; the column is the labels'.
  @Test func aSidebarsLabelsAlignWhereSomeIconsJoinThem() {
    var img = RGBAImage(width: 2560, height: 700, fill: Self.white)
    let labels = ["Dashboard", "Vehicles", "Drivers", "Calendar", "Invoices"]
    var lines: [TextRegion] = []
    for (k, label) in labels.enumerated() {
      let y = 60 + 88 * k
      let joined = k == 0 || k == 2 || k == 3
      img.fill(x: 55, y: y, width: 40, height: 30, color: Self.ink)  // the icon
      img.draw(label, x: 109, y: y, color: Self.ink, scale: 2)
      let x = joined ? 55 : 109
      let width = 109 + RGBAImage.textWidth(label, scale: 2) - x
      lines.append(
        TextRegion(
          box: PixelBox(x: x, y: y, width: width, height: 32), foreground: Self.ink, background: Self.white,
          ratio: 15, apca: 90, fontSize: 16, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass))
    }
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
        fillArea: 1600)
    }
    let states = ColorOnlyStates(image: img, regions: regions, scale: 2)
    let columns = states.likeItemGroups(lines).filter(\.vertical).map(\.run)
    #expect(columns.contains([0, 1, 2, 3, 4]))
  }

  /// Semantic UI at 1×: a boxed menu of five items (pitch 40) and, 57 px further down, a
  /// second menu of four (pitch 38), all on one left edge. One list keeps one pitch: they
  /// are two columns, or each menu's current item would be the other's second odd item.
  @Test func twoMenusStackedWithAMarginAreTwoColumns() {
    let img = RGBAImage(width: 1280, height: 500, fill: Self.white)
    let ys = [78, 118, 158, 198, 238, 295, 333, 371, 409]
    let lines = ys.enumerated().map { k, y in
      TextRegion(
        box: PixelBox(x: 94, y: y, width: 60 + 7 * (k % 3), height: 10), foreground: Self.ink,
        background: Self.white,
        ratio: 15, apca: 90, fontSize: 13.9, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass)
    }
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
        fillArea: 1600)
    }
    let states = ColorOnlyStates(image: img, regions: regions, scale: 1)
    let columns = states.likeItemGroups(lines).filter(\.vertical).map(\.run)
    #expect(columns == [[0, 1, 2, 3, 4], [5, 6, 7, 8]])
    // Evenly spaced through the margin's place, the nine are one column.
    let even = lines.enumerated().map { k, line in
      var moved = line
      moved.box.y = 78 + 40 * k
      return moved
    }
    #expect(states.likeItemGroups(even).filter(\.vertical).map(\.run) == [Array(0..<9)])
  }

  /// Carbon's side nav at 2× beside a dark page edge: the current page on a gray fill, with
  /// a blue bar at the panel's edge when `bar`. The dark edge lies beside every item; the bar
  /// only beside the current one.
  func sideNav(bar: Bool) -> RGBAImage {
    var img = RGBAImage(width: 2560, height: 600, fill: Self.white)
    img.fill(x: 0, y: 0, width: 20, height: 600, color: RGBA8(red: 22, green: 22, blue: 22))
    for (k, label) in ["Summary", "Invoices", "Payments", "Cards", "Taxes"].enumerated() {
      let y = 40 + 64 * k
      if k == 1 {
        img.fill(x: 20, y: y, width: 520, height: 64, color: RGBA8(red: 229, green: 229, blue: 229))
        if bar { img.fill(x: 20, y: y, width: 6, height: 64, color: RGBA8(red: 15, green: 98, blue: 254)) }
      }
      img.draw(
        label, x: 52, y: y + 18,
        color: k == 1 ? RGBA8(red: 22, green: 22, blue: 22) : RGBA8(red: 82, green: 82, blue: 82),
        scale: 2)
    }
    return img
  }

  @Test func aBarBesideTheCurrentPageIsACueBesideADarkEdge() throws {
    expectDropped(sideNav(bar: true), by: "BarBesideOdd")
    #expect(colorOnly(sideNav(bar: false)).count == 1)
  }

  /// A sidebar's column as neon-static sets it (device px at 2×): five sections on a pitch of
  /// 69 to 85 px, the last a short step (52 px) over its first page, then pages on a pitch of
  /// 68 to 75 px. The section and its first page belong together and to neither pitch: they
  /// leave the column, and the pages are a list of their own (whose pitch is even enough to
  /// judge; the whole column's is not).
  @Test func aSectionOverItsFirstPageLeavesTheColumn() {
    var lines: [TextRegion] = []
    var y = 30
    for step in [85, 70, 73, 69, 52, 70, 73, 73, 70, 70, 70, 75, 68, 75, 0] {
      lines.append(
        TextRegion(
          box: PixelBox(x: 40, y: y, width: 200, height: 20), foreground: Self.ink, background: Self.white,
          ratio: 15,
          apca: 90, fontSize: 14, bold: false, stemRatio: 0.1, required: 4.5, outcome: .pass))
      y += step
    }
    let runs = statesWithBlobs(RGBAImage(width: 1600, height: 1300, fill: Self.white))
      .splitAtSteps(Array(lines.indices), lines)
    #expect(runs == [[0, 1, 2, 3], Array(6...14)])
  }
}
