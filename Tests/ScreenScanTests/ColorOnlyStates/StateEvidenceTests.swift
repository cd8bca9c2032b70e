import ColorScience
import Findings
import Imaging
import Testing

@testable import ScreenScan

/// The evidence that items are alternatives of one control, and the differences explained
/// otherwise (position, content, emphasis, kind). Each case is drawn twice: once where the
/// rule must hold a finding back, once where the same layout carries a real state, so that
/// a rule switched off (or one that silences everything) fails the test.
struct StateEvidenceTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 40, green: 40, blue: 40)
  static let red = RGBA8(red: 200, green: 40, blue: 40)
  static let blue = RGBA8(red: 0, green: 90, blue: 220)

  /// A month grid, four weeks of two-digit days; weekend columns red; optionally one day
  /// selected in blue.
  func monthGrid(selected: (row: Int, column: Int)?) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 420, fill: Self.white)
    for row in 0..<4 {
      for column in 0..<7 {
        let day = String(10 + row * 7 + column)
        var color = column >= 5 ? Self.red : Self.ink
        if let s = selected, s.row == row, s.column == column { color = Self.blue }
        img.draw(day, x: 40 + 100 * column, y: 60 + 80 * row, color: color, scale: 2)
      }
    }
    return img
  }

  @Test func weekendColumnsAreTheirPositionNotAState() {
    expectDropped(monthGrid(selected: nil), by: "UsualLook")
  }

  @Test func aSelectedDayInAGridIsAStateWithItsEvidence() throws {
    let findings = colorOnly(monthGrid(selected: (row: 1, column: 2)))
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    let evidence = try #require(f.evidence)
    // The weekend days stay members but are not the ones that differ.
    #expect(evidence.members.count == 7)
    #expect(evidence.members.filter(\.differs).count == 1)
    #expect(evidence.members.firstIndex(where: \.differs) == 2)
    #expect(evidence.cuesChecked == ColorOnlyStates.itemCues)
    #expect(evidence.confidence >= ColorOnlyStates.minimumConfidence && evidence.confidence <= 1)
    #expect(f.message.contains("1 of 7 differ"))
    #expect(f.message.contains("confidence"))
  }

  /// A weekday header's column is followed as far as it runs: a red "Sa" whose first day
  /// below is red but whose next one the scan did not read still finds the red days further
  /// down, each within twelve line heights of the last; a column that breaks off does not.
  @Test func aGridColumnIsFollowedPastADayTheScanMissed() {
    let img = RGBAImage(width: 400, height: 700, fill: Self.white)
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
        fillArea: 1600)
    }
    let states = ColorOnlyStates(image: img, regions: regions, scale: 2)
    func text(y: Int, height: Int = 24) -> TextRegion {
      TextRegion(
        box: PixelBox(x: 300, y: y, width: 30, height: height), foreground: Self.red, background: Self.white,
        ratio: 5, apca: 70, fontSize: 12, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass)
    }
    let header = text(y: 20, height: 20)
    // Days at 80, (a missed one at 190), 300 and 420: 300 lies beyond twelve header heights.
    #expect(
      states.explainedByPosition(
        header, axis: .row, lines: [header, text(y: 80), text(y: 300), text(y: 420)]))
    // Without the day at 80 the column breaks off under the header.
    #expect(!states.explainedByPosition(header, axis: .row, lines: [header, text(y: 300), text(y: 420)]))
  }

  /// A month's last row, "31" in the month's ink beside next month's grayed days: the column
  /// above "31" (days at one pitch) explains its look, and the times of an event list under
  /// the grid, in a smaller size and off the grid's pitch, are not part of the column,
  /// however many there are.
  @Test func aGridColumnEndsWhereItsPitchBreaks() {
    let img = RGBAImage(width: 400, height: 700, fill: Self.white)
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
        fillArea: 1600)
    }
    let states = ColorOnlyStates(image: img, regions: regions, scale: 1)
    let gray = RGBA8(red: 154, green: 160, blue: 166)
    func text(y: Int, _ color: RGBA8, width: Int = 20, height: Int = 12, size: Double = 16.7) -> TextRegion {
      TextRegion(
        box: PixelBox(x: 42 - width / 2, y: y, width: width, height: height), foreground: color,
        background: Self.white, ratio: 5, apca: 70, fontSize: size, bold: false, stemRatio: 0.09,
        required: 4.5,
        outcome: .pass)
    }
    let last = text(y: 330, Self.ink)
    let grid = [text(y: 286, Self.ink), text(y: 242, Self.ink), text(y: 198, Self.ink)]
    for count in [4, 8, 12] {
      let events = (0..<count).map { text(y: 400 + 30 * $0, gray, width: 38, height: 9, size: 12.5) }
      let byGrid = states.explainedByPosition(last, axis: .row, lines: [last] + grid + events)
      #expect(byGrid, "with \(count) events")
    }
    // Events at the grid's own pitch would continue the column, and outvote it.
    let onPitch = [374, 418, 462, 506].map { text(y: $0, gray, width: 38) }
    let byAll = states.explainedByPosition(last, axis: .row, lines: [last] + grid + onPitch)
    #expect(!byAll)
  }

  /// A list group's active item, "North depot" on a blue fill with "· 14 vehicles" split off
  /// a word space after it: the rest of its own label, which does not explain its look as a
  /// table row's other cells would. A cell a column gap away does.
  @Test func theRestOfAnItemsLabelIsNotItsRow() {
    let img = RGBAImage(width: 900, height: 300, fill: Self.white)
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
        fillArea: 1600)
    }
    let states = ColorOnlyStates(image: img, regions: regions, scale: 2)
    func text(x: Int, width: Int) -> TextRegion {
      TextRegion(
        box: PixelBox(x: x, y: 40, width: width, height: 31), foreground: Self.white, background: Self.blue,
        ratio: 4.6, apca: 70, fontSize: 15, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass)
    }
    let item = text(x: 60, width: 180)
    let rest = text(x: 254, width: 157)
    let continued = states.explainedByPosition(item, axis: .column, lines: [item, rest])
    #expect(!continued)
    let cell = text(x: 300, width: 157)
    let inRow = states.explainedByPosition(item, axis: .column, lines: [item, cell])
    #expect(inRow)
  }

  /// Five days in a row, the first two in `past` (a lighter gray: gone; a blue: a state).
  func dayRow(firstTwo color: RGBA8) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 200, fill: Self.white)
    for (i, label) in ["Mon", "Tue", "Wed", "Thu", "Fri"].enumerated() {
      img.draw(label, x: 30 + 150 * i, y: 70, color: i < 2 ? color : Self.ink, scale: 2)
    }
    return img
  }

  @Test func grayedItemsAreDeEmphasisNotAState() {
    expectDropped(dayRow(firstTwo: RGBA8(red: 165, green: 165, blue: 165)), by: "MarkedDown")
    #expect(colorOnly(dayRow(firstTwo: Self.blue)).count == 1)
  }

  /// Tabs whose active one is colored, and optionally framed on three sides, open at the
  /// bottom where it meets the page below (an outlined active tab, as Bootstrap draws it).
  func tabs(framed: Bool) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 200, fill: Self.white)
    for (i, label) in ["Home", "Profile", "Notes", "Files"].enumerated() {
      let x = 40 + 180 * i
      img.draw(label, x: x, y: 80, color: i == 1 ? Self.blue : Self.ink, scale: 2)
      if framed && i == 1 {
        let frame = RGBA8(red: 190, green: 196, blue: 204)
        let w = RGBAImage.textWidth(label, scale: 2) + 48
        img.fill(x: x - 24, y: 50, width: w, height: 2, color: frame)
        img.fill(x: x - 24, y: 50, width: 2, height: 90, color: frame)
        img.fill(x: x - 24 + w - 2, y: 50, width: 2, height: 90, color: frame)
      }
    }
    return img
  }

  @Test func anOutlineAroundTheActiveTabIsACue() {
    #expect(colorOnly(tabs(framed: false)).count == 1)
    expectDropped(tabs(framed: true), by: "OutlineCue")
  }

  /// Dark tabs whose active one is a blue fill framed on three sides (Cyborg's nav-tabs): a
  /// frame barely off the black page, or one brighter than the fill.
  func filledTab(frame: RGBA8) -> RGBAImage {
    let page = RGBA8(red: 6, green: 6, blue: 6)
    let light = RGBA8(red: 235, green: 235, blue: 235)
    var img = RGBAImage(width: 780, height: 200, fill: page)
    for (i, label) in ["Home", "Profile", "Notes", "Files"].enumerated() {
      let x = 40 + 180 * i
      let w = RGBAImage.textWidth(label, scale: 2) + 48
      if i == 1 {
        img.fill(x: x - 24, y: 50, width: w, height: 90, color: frame)
        img.fill(x: x - 22, y: 52, width: w - 4, height: 88, color: RGBA8(red: 42, green: 159, blue: 214))
      }
      img.draw(label, x: x, y: 80, color: light, scale: 2)
    }
    return img
  }

  @Test func aFrameFainterThanItsFillIsNoOutline() {
    #expect(colorOnly(filledTab(frame: RGBA8(red: 40, green: 40, blue: 40))).count == 1)
    expectDropped(filledTab(frame: RGBA8(red: 250, green: 250, blue: 250)), by: "OutlineCue")
  }

  /// A two-segment control on a filled track, no outline: the selected half is a lighter pill.
  func track(bold: Bool) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 200, fill: Self.white)
    let (x, y, w, h) = (100, 60, 560, 80)
    img.fill(x: x, y: y, width: w, height: h, color: RGBA8(red: 229, green: 231, blue: 235))
    img.fill(x: x + 6, y: y + 6, width: w / 2 - 6, height: h - 12, color: Self.white)
    for (i, label) in ["Monthly", "Yearly"].enumerated() {
      let tx = x + w / 4 + i * w / 2 - RGBAImage.textWidth(label, scale: 2) / 2
      img.draw(
        label, x: tx, y: y + 24, color: i == 0 ? Self.ink : RGBA8(red: 95, green: 102, blue: 112), scale: 2)
      if bold && i == 0 {
        img.draw(label, x: tx + 1, y: y + 24, color: Self.ink, scale: 2)
        img.draw(label, x: tx + 2, y: y + 24, color: Self.ink, scale: 2)
      }
    }
    return img
  }

  @Test func twoSegmentsOnAFilledTrackAreAControl() throws {
    let f = try #require(colorOnly(track(bold: false)).first)
    #expect(f.boxes.count == 2)
    expectNoCandidate(track(bold: true))
  }

  /// A column of short words on a wide screen (a sidebar's place), one of them red.
  func column(_ words: [String], red: Int) -> RGBAImage {
    var img = RGBAImage(width: 1600, height: 560, fill: Self.white)
    for (i, word) in words.enumerated() {
      img.draw(word, x: 40, y: 80 + 76 * i, color: i == red ? Self.red : Self.ink, scale: 2)
    }
    return img
  }

  @Test func aColumnRepeatingOneWordIsContentNotAState() {
    // A status column: the color goes with the word.
    expectDropped(column(["Paid", "Paid", "Late", "Paid", "Paid"], red: 2), by: "RepeatedWordColumn")
    #expect(colorOnly(column(["Home", "Files", "Late", "Saved", "Notes"], red: 2)).count == 1)
  }

  /// Labels in a row, colored by `colors` (index into the palette per item).
  func badges(_ looks: [Int]) -> RGBAImage {
    let palette = [Self.ink, Self.blue, Self.red]
    var img = RGBAImage(width: 780, height: 200, fill: Self.white)
    for (i, label) in ["Pro", "Beta", "Team", "Admin"].enumerated() {
      img.draw(label, x: 40 + 180 * i, y: 80, color: palette[looks[i]], scale: 2)
    }
    return img
  }

  @Test func threeLooksAreCategoriesNotStates() {
    expectDropped(badges([0, 0, 1, 2]), by: "MinimumConfidence")
    #expect(colorOnly(badges([0, 0, 1, 0])).count == 1)
  }

  @Test func aWideLabelAtTheEndOfARowIsAnotherKind() throws {
    // "of 12 pages" after a pager, in a third color: it leaves the row instead of making the
    // row look like three categories.
    var img = RGBAImage(width: 780, height: 200, fill: Self.white)
    var x = 30
    for (i, label) in ["Ab", "Cd", "Ef", "Gh", "and a much longer label"].enumerated() {
      let color = i == 1 ? Self.blue : i == 4 ? RGBA8(red: 120, green: 120, blue: 120) : Self.ink
      img.draw(label, x: x, y: 80, color: color, scale: 2)
      x += RGBAImage.textWidth(label, scale: 2) + 40
    }
    let f = try #require(colorOnly(img).first)
    #expect(f.evidence?.members.count == 4)
  }

  /// Bulma's panel tabs: the current "All" in the text color before three links in blue.
  /// A short word at the row's start is a tab like the rest, though it is three times
  /// narrower than the median.
  @Test func aShortWordAtTheStartOfARowIsAnItem() throws {
    func tabs(_ labels: [String], colors: [RGBA8]) -> RGBAImage {
      var img = RGBAImage(width: 900, height: 200, fill: Self.white)
      var x = 30
      for (label, color) in zip(labels, colors) {
        img.draw(label, x: x, y: 80, color: color, scale: 2)
        x += RGBAImage.textWidth(label, scale: 2) + 40
      }
      return img
    }
    let labels = ["All", "Borrowed", "Wishlisted", "Downloaded"]
    #expect(3 * RGBAImage.textWidth("All", scale: 2) < RGBAImage.textWidth("Wishlisted", scale: 2))
    let f = try #require(colorOnly(tabs(labels, colors: [Self.ink, Self.blue, Self.blue, Self.blue])).first)
    let members = try #require(f.evidence?.members)
    #expect(members.count == 4)
    #expect(members.filter(\.differs).map(\.box.x) == [members.map(\.box.x).min()!])
  }

  /// Three labels on one line, the middle one gray on a chip: a word space apart they are a
  /// line of prose with inline code in it (sphinxdoc's "backquotes: ``text`` for code"); a
  /// control's padding apart (here twice the text height) they are segments.
  func chipRow(gap: Int) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 200, fill: Self.white)
    var x = 30
    for (i, label) in ["Daily", "Weekly", "Monthly"].enumerated() {
      let w = RGBAImage.textWidth(label, scale: 2)
      if i == 1 {
        img.fill(
          x: x - 4, y: 74, width: w + 8, height: RGBAImage.textHeight(scale: 2) + 12,
          color: RGBA8(red: 236, green: 236, blue: 236))
      }
      img.draw(
        label, x: x, y: 80, color: i == 1 ? RGBA8(red: 120, green: 120, blue: 120) : Self.ink, scale: 2)
      x += w + gap
    }
    return img
  }

  @Test func runsAWordSpaceApartAreProseNotItems() {
    let h = RGBAImage.textHeight(scale: 2)
    #expect(colorOnly(chipRow(gap: 2 * h)).count == 1)
    expectDropped(chipRow(gap: h / 2), by: "WordSpacedRow")
  }

  /// List lines of prose split by a gray code chip, the chip's padding wide enough to pass
  /// for a control's (haiku's "backquotes: ``text`` for code samples." under "two asterisks:
  /// **text** for strong emphasis"). The line above, itself split by its chip, is one line of
  /// text reaching past the row: the row is a line of a list, not items (so is that line,
  /// under a line of plain prose). Alone it is a row.
  func listLines(withLineAbove: Bool) -> RGBAImage {
    var img = RGBAImage(width: 1400, height: 240, fill: Self.white)
    let h = RGBAImage.textHeight(scale: 2)
    var rows = [["backquotes:", "code", "for samples"]]
    if withLineAbove {
      rows.insert(
        contentsOf: [
          ["The markup shown inline in each item of this list is set in code"],
          ["two asterisks:", "strong", "for strong emphasis, and"],
        ], at: 0)
    }
    for (r, words) in rows.enumerated() {
      let y = 180 - (rows.count - 1 - r) * 40  // a line pitch of 1.5 ink heights
      var x = 30
      for (i, word) in words.enumerated() {
        let w = RGBAImage.textWidth(word, scale: 2)
        if i == 1 {
          img.fill(
            x: x - 6, y: y - 4, width: w + 12, height: h + 2, color: RGBA8(red: 226, green: 226, blue: 226))
        }
        img.draw(word, x: x, y: y, color: Self.ink, scale: 2)
        x += w + h
      }
    }
    return img
  }

  @Test func aListLineSplitByAChipIsNoRow() {
    #expect(colorOnly(listLines(withLineAbove: false)).count == 1)
    expectDropped(listLines(withLineAbove: true), by: "ParagraphRow")
  }

  /// A clause of prose, a term in a hue and a few more words, set a chip's generous
  /// padding apart (sphinx-clarity-theme's code chips): the clause is no control's label, so
  /// the line is no row of alternatives. With labels of a few words, the same row is one.
  func clauseRow(_ first: String) -> RGBAImage {
    var img = RGBAImage(width: 2000, height: 200, fill: Self.white)
    var x = 20
    for (i, label) in [first, "the Builder class", "means the class Builder"].enumerated() {
      img.draw(label, x: x, y: 80, color: i == 1 ? Self.blue : Self.ink, scale: 2)
      x += RGBAImage.textWidth(label, scale: 2) + 40
    }
    return img
  }

  @Test func aClauseOfProseIsNoItemsLabel() {
    #expect(colorOnly(clauseRow("Module and its classes")).count == 1)
    expectDropped(clauseRow("inside a module; for example, the fully-qualified name"), by: "ProseClause")
  }

  /// A form of floating labels (MDL's): two invalid fields' labels red, one blue, each with
  /// its field's value under it. With a red message under each invalid field the red is the
  /// validation's, told by the message; without, the labels differ by color alone.
  @Test func labelsWithTheirOwnMessagesAreValidationNotAState() {
    // Drawn at 1x as the scan would read each line (`LinkEvidenceTests`), judged as a column.
    let red = RGBA8(red: 213, green: 0, blue: 0)
    func judged(messages: Bool) -> ScanFinding? {
      var img = RGBAImage(width: 700, height: 320, fill: LinkEvidenceTests.white)
      var lines: [TextRegion] = []
      for (i, (label, value)) in [
        ("Member number", "OC-19"), ("Household size", "3"), ("Collection email", "ann"),
      ].enumerated() {
        let y = 20 + 90 * i
        lines += LinkEvidenceTests.line([(label, i == 1 ? LinkEvidenceTests.blue : red)], y: y, image: &img)
        lines += LinkEvidenceTests.line([(value, LinkEvidenceTests.body)], y: y + 20, image: &img)
        if messages && i != 1 {
          lines += LinkEvidenceTests.line([("Enter a valid value", red)], y: y + 45, image: &img)
        }
      }
      let labels = lines.indices.filter {
        lines[$0].box.x == 20 && [0, 90, 180].contains(lines[$0].box.y - 20)
      }
      return LinkEvidenceTests().states(img).judgeGroup(labels, in: lines, axis: .column)
    }
    #expect(judged(messages: false) != nil)
    #expect(judged(messages: true) == nil)
  }

  /// Two segmented controls side by side on one row (CoreUI's page): an outline group whose
  /// selected segment is filled, and a solid gray group whose selected segment is a darker
  /// gray. The row's halves share no look: each is a control with its own state.
  @Test func twoControlsOnOneRowAreJudgedApart() {
    var img = RGBAImage(width: 1000, height: 200, fill: Self.white)
    let gray = RGBA8(red: 107, green: 119, blue: 133)
    let dark = RGBA8(red: 70, green: 78, blue: 88)
    var x = 30
    for (i, label) in ["Metric", "Imperial", "Pallets", "Day", "Week", "Month"].enumerated() {
      let w = RGBAImage.textWidth(label, scale: 2) + 40
      let fill: RGBA8? = i == 0 ? Self.blue : i < 3 ? nil : i == 4 ? dark : gray
      if i == 3 { x += 20 }  // the margin between the two controls
      if let fill { img.fill(x: x, y: 60, width: w, height: 60, color: fill) }
      img.draw(label, x: x + 20, y: 80, color: fill == nil ? Self.blue : Self.white, scale: 2)
      x += w
    }
    let findings = colorOnly(img)
    #expect(findings.count == 2)
    #expect(findings.allSatisfy { $0.evidence?.members.count == 3 })
  }

  /// A search field and a button beside it outlined in green, its label a word centered with
  /// little padding (under 24 logical px), or set at the left as a field's text is.
  func searchBar(centered: Bool) -> RGBAImage {
    var img = RGBAImage(width: 1000, height: 200, fill: Self.white)
    img.stroke(x: 40, y: 50, width: 440, height: 60, color: RGBA8(red: 160, green: 160, blue: 160))
    img.draw("Search", x: 64, y: 64, color: RGBA8(red: 110, green: 110, blue: 110), scale: 2)
    let green = RGBA8(red: 25, green: 135, blue: 84)
    let w = RGBAImage.textWidth("Search", scale: 2) + 60
    img.stroke(x: 500, y: 50, width: w, height: 60, color: green)
    img.draw("Search", x: centered ? 530 : 512, y: 64, color: green, scale: 2)
    return img
  }

  @Test func aSmallOutlinedButtonBesideAFieldIsNoField() {
    #expect(colorOnly(searchBar(centered: false)).count == 1)
    expectNoCandidate(searchBar(centered: true))
  }

  /// Three fields in a row with a message under each: two "Looks good", one error. With
  /// `addon`, the last field is an input group: a filled addon box stands before the
  /// outlined field, and the message starts under the addon.
  func fieldsWithMessages(outlined: Bool, addon: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: 1200, height: 260, fill: Self.white)
    let green = RGBA8(red: 25, green: 120, blue: 70)
    for (i, (message, color)) in [("Looks good", green), ("Looks good", green), ("Too short", Self.red)]
      .enumerated()
    {
      let x = 40 + 380 * i
      let inset = addon && i == 2 ? 90 : 0
      if inset > 0 {
        img.fill(x: x, y: 40, width: inset, height: 80, color: RGBA8(red: 220, green: 222, blue: 226))
      }
      if outlined { img.stroke(x: x + inset, y: 40, width: 340 - inset, height: 80, color: color) }
      img.draw(message, x: x, y: 136, color: color, scale: 2)
    }
    return img
  }

  @Test func aMessageUnderAnInputGroupsAddonIsTheFieldsMessage() {
    #expect(colorOnly(fieldsWithMessages(outlined: false, addon: true)).count == 1)
    expectDropped(fieldsWithMessages(outlined: true, addon: true), by: "FieldMessages")
  }

  @Test func messagesUnderFieldsAreNoControl() {
    // Alone, three like texts with one odd color read as a row of states...
    #expect(colorOnly(fieldsWithMessages(outlined: false)).count == 1)
    // ...under fields they are the fields' messages (and the fields have them as a cue).
    expectDropped(fieldsWithMessages(outlined: true), by: "FieldMessages")
  }

  /// A breadcrumb, "Home Library Settings", as the scan's runs of one line: the links blue
  /// (underlined or not), the current page in a dark red (a hue: a gray current page inside
  /// blue runs is held back as a neutral token already).
  @Test func aBreadcrumbOfUnderlinedLinksIsNotBodyText() {
    func links(underlined: Bool) -> [ScanFinding] {
      var img = RGBAImage(width: 900, height: 140, fill: Self.white)
      let current = RGBA8(red: 150, green: 30, blue: 30)
      var runs: [TextRegion] = []
      var x = 20
      for (i, word) in ["Home", "Library", "Settings"].enumerated() {
        let color = i == 2 ? current : Self.blue
        let w = RGBAImage.textWidth(word, scale: 2)
        let h = RGBAImage.textHeight(scale: 2)
        img.draw(word, x: x, y: 50, color: color, scale: 2)
        if underlined && i < 2 { img.fill(x: x, y: 50 + h - 6, width: w, height: 2, color: color) }
        runs.append(
          TextRegion(
            box: PixelBox(x: x, y: 50, width: w, height: h), foreground: color, background: Self.white,
            ratio: 5,
            apca: 70, fontSize: 14, bold: false, stemRatio: 0.09, required: 4.5, outcome: .pass, runGroup: 1))
        x += w + RGBAImage.textWidth(" ", scale: 2)
      }
      let regions = img.pixels.withUnsafeBufferPointer {
        FlatRegions(
          pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
          fillArea: 1600)
      }
      return ColorOnlyStates(image: img, regions: regions, scale: 2).inlineLinks(runs)
    }
    #expect(links(underlined: false).count == 1)
    #expect(links(underlined: true).isEmpty)
  }

  @Test func aNeutralTokenInsideColoredTextIsNoLink() {
    // Highlighted code: a teal identifier run wider than the gray punctuation beside it.
    var img = RGBAImage(width: 900, height: 140, fill: Self.white)
    let teal = RGBA8(red: 0, green: 120, blue: 140)
    img.draw("configuration_value", x: 20, y: 50, color: teal, scale: 2)
    let x1 = 20 + RGBAImage.textWidth("configuration_value ", scale: 2)
    img.draw("is set", x: x1, y: 50, color: RGBA8(red: 90, green: 90, blue: 90), scale: 2)
    img.draw("and_more", x: x1 + RGBAImage.textWidth("is set ", scale: 2), y: 50, color: teal, scale: 2)
    // The gray run is proposed as a link in the teal line, and dropped as no hue.
    expectDropped(img, by: "NeutralRun")
  }
}

/// What reports receive of a group: the member that differs is the finding's own place.
struct StateFindingPlaceTests {
  @Test func theMemberThatDiffersComesFirstAndTheFingerprintStays() {
    let boxes = (0..<3).map { PixelBox(x: 40 + 100 * $0, y: 50, width: 60, height: 20) }
    let scan = ScanFinding(
      rule: .colorOnlyState, level: .error, boxes: boxes, message: "m",
      colors: [RGBA8(red: 0, green: 0, blue: 0), RGBA8(red: 255, green: 255, blue: 255)],
      evidence: StateEvidence(
        members: boxes.indices.map { StateEvidence.Member(box: boxes[$0], differs: $0 == 2) },
        cuesChecked: [],
        confidence: 0.9))
    let finding = Finding.from(scan: scan, image: "a.png", imageHeight: 400)
    #expect(finding.boxes == [boxes[2], boxes[0], boxes[1]])
    var unordered = scan
    unordered.evidence = nil
    let plain = Finding.from(scan: unordered, image: "a.png", imageHeight: 400)
    #expect(plain.boxes == boxes)
    #expect(plain.fingerprint == finding.fingerprint)
  }
}
