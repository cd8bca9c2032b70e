import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Rows of items on real pages: a navbar with its brand and a disabled link, words of a
/// paragraph split by an inline code chip, and tabs over a divider that labels with
/// descenders reach and labels without them do not, and pills beside a disabled link.
struct RowEvidenceTests {
  static let page = RGBA8(red: 248, green: 249, blue: 250)
  static let black = RGBA8(red: 0, green: 0, blue: 0)
  static let gray = RGBA8(red: 87, green: 87, blue: 87)
  static let faint = RGBA8(red: 173, green: 174, blue: 174)
  static let teal = RGBA8(red: 30, green: 150, blue: 160)

  /// "Brand" a size larger, then Home (current, black), Link, Pricing (gray) and, when
  /// `disabled`, a faint "Disabled" link.
  func navbar(disabled: Bool) -> RGBAImage {
    var img = RGBAImage(width: 1280, height: 200, fill: Self.page)
    img.draw("Brand", x: 26, y: 40, color: Self.black, scale: 3)
    var x = 200
    for (word, color) in [("Home", Self.black), ("Link", Self.gray), ("Pricing", Self.gray)]
      + (disabled ? [("Disabled", Self.faint)] : [])
    {
      img.draw(word, x: x, y: 44, color: color, scale: 2)
      x += RGBAImage.textWidth(word, scale: 2) + 40
    }
    return img
  }

  @Test func aNavbarsCurrentLinkIsFoundBesideItsBrandAndADisabledLink() throws {
    let f = try #require(colorOnly(navbar(disabled: true)).first)
    let evidence = try #require(f.evidence)
    #expect(evidence.members.filter(\.differs).count == 1)
    #expect(colorOnly(navbar(disabled: false)).count == 1)
  }

  /// Two lines of a paragraph; the second has a word on a code chip's fill.
  func paragraphWithChip() -> RGBAImage {
    var img = RGBAImage(width: 780, height: 200, fill: RGBA8(red: 255, green: 255, blue: 255))
    let body = RGBA8(red: 62, green: 67, blue: 73)
    img.draw("These methods are usually called in an", x: 30, y: 40, color: body, scale: 2)
    img.draw("extension's", x: 30, y: 80, color: body, scale: 2)
    let x1 = 30 + RGBAImage.textWidth("extension's ", scale: 2)
    let w = RGBAImage.textWidth("setup()", scale: 2)
    img.fill(
      x: x1 - 4, y: 76, width: w + 8, height: RGBAImage.textHeight(scale: 2) + 8,
      color: RGBA8(red: 236, green: 240, blue: 243))
    img.draw("setup()", x: x1, y: 80, color: RGBA8(red: 34, green: 34, blue: 34), scale: 2)
    img.draw("function.", x: x1 + w + RGBAImage.textWidth(" ", scale: 2), y: 80, color: body, scale: 2)
    return img
  }

  @Test func wordsSplitByACodeChipAreProseNotAControl() {
    expectNoCandidate(paragraphWithChip())
  }

  /// Bootstrap's pills: "Active" white on a blue pill, two blue "Link"s, and a last item in
  /// `last`: gray (a disabled link, as links lose their hue) or orange (a third look).
  func pills(last: RGBA8) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 200, fill: RGBA8(red: 255, green: 255, blue: 255))
    let blue = RGBA8(red: 13, green: 110, blue: 253)
    for (i, label) in ["Active", "Link", "Link", "Disabled"].enumerated() {
      let w = RGBAImage.textWidth(label, scale: 2)
      let x = 40 + 200 * i
      if i == 0 { img.fill(x: x - 24, y: 56, width: w + 48, height: 64, color: blue) }
      let color = i == 0 ? RGBA8(red: 255, green: 255, blue: 255) : i == 3 ? last : blue
      img.draw(label, x: x, y: 72, color: color, scale: 2)
    }
    return img
  }

  @Test func aGrayLinkBesideLinksOfAHueIsDisabledNotAThirdLook() throws {
    let f = try #require(colorOnly(pills(last: RGBA8(red: 108, green: 117, blue: 125))).first)
    let evidence = try #require(f.evidence)
    #expect(evidence.members.filter(\.differs).count == 1)
    #expect(evidence.members.firstIndex(where: \.differs) == 0)
    expectDropped(pills(last: RGBA8(red: 200, green: 90, blue: 0)), by: "MinimumConfidence")
  }

  /// A breadcrumb at 1×: "Home / Fleet / Vehicles", the links blue, the separators a light
  /// gray, the current page gray; the links `underlined` or not. A word space or two apart,
  /// the scan reads it as one line split by color.
  /// `lastSeparator`: the second separator's color (Tabler and Carbon set it in the current
  /// page's color, and the scan joins it to that item).
  func breadcrumb(
    underlined: Bool, spaces: Int = 2, current: RGBA8 = RGBA8(red: 110, green: 110, blue: 110),
    lastSeparator: RGBA8? = nil
  ) -> RGBAImage {
    var img = RGBAImage(width: 640, height: 80, fill: RGBA8(red: 255, green: 255, blue: 255))
    let link = RGBA8(red: 51, green: 122, blue: 183)
    let separator = RGBA8(red: 190, green: 190, blue: 190)
    var x = 20
    let space = RGBAImage.textWidth(" ")
    for (k, (word, color)) in [("Home", link), ("Fleet", link), ("Vehicles", current)].enumerated() {
      if k > 0 {
        img.draw("/", x: x, y: 30, color: k == 2 ? lastSeparator ?? separator : separator)
        x += RGBAImage.textWidth("/") + spaces * space
      }
      img.draw(word, x: x, y: 30, color: color)
      let w = RGBAImage.textWidth(word)
      if underlined && color == link { img.fill(x: x, y: 30 + 15, width: w, height: 1, color: link) }
      x += w + spaces * space
    }
    return img
  }

  @Test func aBreadcrumbsSeparatorsAreNoItems() throws {
    // A word space apart, each separator would join the word before it as one line.
    let tight = try #require(colorOnly(breadcrumb(underlined: false, spaces: 1), scale: 1).first)
    #expect(tight.evidence?.members.count == 3)
    let f = try #require(colorOnly(breadcrumb(underlined: false), scale: 1).first)
    let evidence = try #require(f.evidence)
    #expect(evidence.members.count == 3)
    #expect(evidence.members.filter(\.differs).count == 1)
    // Underlined links carry a second cue.
    expectDropped(breadcrumb(underlined: true), scale: 1, by: "UnderlineCue")
  }

  /// Tabler's breadcrumb at 2×: the current page and the separators in a gray fainter than
  /// the links, the separator before the current page a word space from it, read as one line with it
  /// ("/ Vehicles"). The joined separator is trimmed off the item (no leading icon, no part of
  /// its box), and a breadcrumb's fainter last item is its current page, not content marked
  /// down. `separators: false` draws the same row without them.
  func tablerCrumbs(separators: Bool = true) -> (image: RGBAImage, current: Int) {
    var img = RGBAImage(width: 900, height: 120, fill: RGBA8(red: 255, green: 255, blue: 255))
    let link = RGBA8(red: 51, green: 122, blue: 183)
    let faint = RGBA8(red: 150, green: 150, blue: 150)
    let space = RGBAImage.textWidth(" ", scale: 2)
    var x = 40
    var current = 0
    for (k, (word, color)) in [("Home", link), ("Fleet", link), ("Vehicles", faint)].enumerated() {
      if k > 0 {
        if separators { img.draw("/", x: x, y: 50, color: faint, scale: 2) }
        x += RGBAImage.textWidth("/", scale: 2) + (k == 2 ? space : 3 * space)
      }
      current = x
      img.draw(word, x: x, y: 50, color: color, scale: 2)
      x += RGBAImage.textWidth(word, scale: 2) + 3 * space
    }
    return (img, current)
  }

  @Test func aSeparatorInTheCurrentPagesColorIsTrimmedOffIt() throws {
    let crumbs = tablerCrumbs()
    let f = try #require(colorOnly(crumbs.image).first)
    let evidence = try #require(f.evidence)
    #expect(evidence.members.count == 3)
    let last = try #require(evidence.members.max { $0.box.x < $1.box.x })
    #expect(last.differs)
    #expect(last.box.x >= crumbs.current - 1)
    // The same faint gray after links in a row with no delimiters is content marked down.
    expectDropped(tablerCrumbs(separators: false).image, by: "MarkedDown")
  }

  /// A breadcrumb's "/" or "›" delimits its items; a footer's "|" (a bar, narrower than a
  /// quarter of its height) does not make a row a breadcrumb.
  @Test func aBreadcrumbsGlyphDelimitsAndABarDoesNot() {
    let image = RGBAImage(width: 400, height: 40, fill: Self.page)
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 400, height: 40, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    let states = ColorOnlyStates(image: image, regions: regions, scale: 1)
    func item(_ x: Int, _ width: Int, height: Int = 12) -> TextRegion {
      TextRegion(
        box: PixelBox(x: x, y: 10, width: width, height: height), foreground: Self.teal,
        background: Self.page,
        ratio: 4, apca: 60, fontSize: 16, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass)
    }
    let members = [item(10, 40), item(80, 40), item(150, 60)]
    #expect(states.isDelimited(members, lines: members + [item(60, 6, height: 14)]))
    #expect(!states.isDelimited(members, lines: members + [item(61, 2, height: 14)]))
    #expect(!states.isDelimited(members, lines: members))
  }

  /// UIkit's subnav "OVERVIEW | GROWERS | PICK-UP DAYS": thin dividers bridge the items, and
  /// the scan reads one line split by color. Runs four line heights apart are items, set
  /// free for the row finder; runs a word space apart stay one line (a link in a sentence).
  @Test func runsFarApartAreItemsNotOneLine() {
    let image = RGBAImage(width: 700, height: 40, fill: Self.page)
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 700, height: 40, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    let states = ColorOnlyStates(image: image, regions: regions, scale: 1)
    func runs(gap: Int) -> [TextRegion] {
      var x = 10
      return [(76, Self.black), (73, Self.faint), (96, Self.faint)].map { width, color in
        defer { x += width + gap }
        return TextRegion(
          box: PixelBox(x: x, y: 10, width: width, height: 10), foreground: color, background: Self.page,
          ratio: 5, apca: 70, fontSize: 16, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass,
          runGroup: 1)
      }
    }
    #expect(states.freeingDelimitedRows(runs(gap: 41)).allSatisfy { $0.runGroup == nil })
    #expect(states.freeingDelimitedRows(runs(gap: 4)).allSatisfy { $0.runGroup == 1 })
  }

  @Test func pageNumbersAreNoDelimiters() {
    let image = RGBAImage(width: 200, height: 40, fill: Self.page)
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 200, height: 40, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    let states = ColorOnlyStates(image: image, regions: regions, scale: 1)
    func item(_ x: Int, _ width: Int, _ color: RGBA8) -> TextRegion {
      TextRegion(
        box: PixelBox(x: x, y: 10, width: width, height: 12), foreground: color, background: Self.page,
        ratio: color == Self.faint ? 2 : 5,
        apca: 70, fontSize: 16, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass)
    }
    let pages = [
      item(10, 8, Self.teal), item(40, 5, Self.teal), item(70, 8, Self.black), item(100, 7, Self.teal),
      item(130, 8, Self.teal),
    ]
    #expect(states.delimiters(in: Array(0..<5), pages).isEmpty)
    let crumbs = [
      item(10, 36, Self.teal), item(50, 4, Self.faint), item(60, 48, Self.teal), item(112, 5, Self.faint),
      item(122, 60, Self.gray),
    ]
    #expect(states.delimiters(in: Array(0..<5), crumbs) == [1, 3])
    // Bootstrap 5's last separator in the current page's gray joins it ("/ Orders"): the one
    // left between two links is still a delimiter; a narrow item between two looks is not.
    let joined = [
      item(10, 36, Self.teal), item(50, 4, Self.faint), item(60, 32, Self.teal), item(100, 56, Self.gray),
    ]
    #expect(states.delimiters(in: Array(0..<4), joined) == [1])
    let mixed = [
      item(10, 36, Self.teal), item(50, 4, Self.faint), item(60, 32, Self.gray), item(100, 56, Self.gray),
    ]
    #expect(states.delimiters(in: Array(0..<4), mixed).isEmpty)
    // An index's current letter, white on a fill of its own between two letters, is a state.
    var current = item(50, 4, Self.page)
    current.background = Self.teal
    let index = [item(10, 36, Self.teal), current, item(60, 32, Self.teal), item(100, 56, Self.teal)]
    #expect(states.delimiters(in: Array(0..<4), index).isEmpty)
  }

  /// Foundation's top bar as the scan reads it: "Greenhouse" bold in black, in the links'
  /// size and spaced like them; then four blue links, the current one white on a blue fill.
  /// (Measured lines: the drawing kit's face reads bold at every size.)
  @Test func aBoldBrandBeforeTheLinksIsAnotherKind() throws {
    let bar = RGBA8(red: 230, green: 230, blue: 230)
    let blue = RGBA8(red: 23, green: 121, blue: 186)
    var image = RGBAImage(width: 640, height: 60, fill: bar)
    image.fill(x: 134, y: 0, width: 90, height: 60, color: blue)  // the current link's fill
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 640, height: 60, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    let states = ColorOnlyStates(image: image, regions: regions, scale: 1)
    func item(_ x: Int, _ width: Int, _ text: RGBA8, on fill: RGBA8, bold: Bool = false) -> TextRegion {
      TextRegion(
        box: PixelBox(x: x, y: 21, width: width, height: 12), foreground: text, background: fill, ratio: 4.5,
        apca: 60, fontSize: 16.7, bold: bold, stemRatio: bold ? 0.136 : 0.09, required: 4.5, outcome: .pass)
    }
    let row = [
      item(24, 93, RGBA8(red: 10, green: 10, blue: 10), on: bar, bold: true),
      item(150, 58, RGBA8(red: 254, green: 254, blue: 254), on: blue), item(241, 61, blue, on: bar),
      item(335, 53, blue, on: bar), item(421, 55, blue, on: bar),
    ]
    let found = states.judgeGroup(Array(0..<5), in: row, axis: .row)
    let f = try #require(found)
    let evidence = try #require(f.evidence)
    #expect(evidence.members.count == 4)
    #expect(evidence.members.filter(\.differs).count == 1)
    // A bold current link among regular ones keeps its weight cue.
    let boldCurrent =
      [item(24, 93, blue, on: bar)] + [
        item(150, 58, RGBA8(red: 254, green: 254, blue: 254), on: blue, bold: true)
      ]
      + row.suffix(3)
    let control = states.judgeGroup(Array(0..<5), in: boldCurrent, axis: .row)
    #expect(control == nil)
  }

  /// Three words on one baseline, the middle one in another color, `gap` pixels apart (text
  /// about 18 px tall at 2×): 40 apart, a navbar's links; 700 apart, a tab bar spread across a
  /// tablet's width, or, with `between` text in the gaps, a sidebar's item, a label inside a
  /// diagram and an entry of the right-hand contents that happen to line up.
  func spreadRow(gap: Int, between: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: 2600, height: 160, fill: Self.page)
    var x = 40
    for (k, (word, color)) in [("Theming", Self.gray), ("Build", Self.teal), ("Statistics", Self.gray)]
      .enumerated()
    {
      img.draw(word, x: x, y: 60, color: color, scale: 2)
      x += RGBAImage.textWidth(word, scale: 2) + gap
      if between && k < 2 { img.draw("of the page", x: x - gap / 2 - 60, y: 76, color: Self.black, scale: 1) }
    }
    return img
  }

  @Test func wordsFarApartWithTextBetweenAreNoRow() {
    #expect(colorOnly(spreadRow(gap: 40)).count == 1)
    #expect(colorOnly(spreadRow(gap: 700)).count == 1)
    expectNoCandidate(spreadRow(gap: 700, between: true))
  }
}
