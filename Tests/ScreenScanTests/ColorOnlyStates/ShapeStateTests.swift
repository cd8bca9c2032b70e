import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Drawn status dots, list markers and form fields whose states differ only by color
/// (flagged) or also by a shape, a label, a mark or a border width (not flagged).
struct ShapeStateTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 40, green: 40, blue: 40)
  static let red = RGBA8(red: 211, green: 47, blue: 47)
  static let green = RGBA8(red: 56, green: 142, blue: 60)
  static let gray = RGBA8(red: 190, green: 190, blue: 190)

  enum Shape { case disc, square }

  /// An antialiased disc or square centered at (cx, cy), by 4×4 supersampling.
  static func mark(
    _ img: inout RGBAImage, _ shape: Shape, cx: Double, cy: Double, radius: Double, color: RGBA8
  ) {
    for y in Int(cy - radius - 1)...Int(cy + radius + 1) {
      for x in Int(cx - radius - 1)...Int(cx + radius + 1) {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let (px, py) = (Double(x) + (Double(sx) + 0.5) / 4 - cx, Double(y) + (Double(sy) + 0.5) / 4 - cy)
            let inside =
              shape == .disc ? px * px + py * py <= radius * radius : abs(px) <= radius && abs(py) <= radius
            if inside { covered += 1 }
          }
        }
        guard covered > 0 else { continue }
        let t = Double(covered) / 16
        let under = img[x, y]
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        img[x, y] = RGBA8(
          red: mix(under.red, color.red), green: mix(under.green, color.green),
          blue: mix(under.blue, color.blue))
      }
    }
  }

  /// A list of services, each row a status dot and a name; optionally a per-state label
  /// at the right end of the row, or a square instead of a disc for the failing state.
  func statusList(colors: [RGBA8], labels: [String]? = nil, squareFor odd: RGBA8? = nil) -> RGBAImage {
    var img = RGBAImage(width: 760, height: 120 + 90 * colors.count, fill: Self.white)
    let names = ["worker-03", "scheduler", "search-index", "web-frontend", "billing-db"]
    for (i, color) in colors.enumerated() {
      let y = 60 + 90 * i
      Self.mark(&img, color == odd ? .square : .disc, cx: 50.3, cy: Double(y) + 20.4, radius: 9, color: color)
      img.draw(names[i % names.count], x: 90, y: y + 6, color: Self.ink, scale: 2)
      if let labels { img.draw(labels[i], x: 560, y: y + 6, color: Self.ink, scale: 2) }
    }
    return img
  }

  @Test func statusDotsByColorAloneAreFlaggedNamingTheDeficiency() throws {
    let findings = colorOnly(statusList(colors: [Self.green, Self.red, Self.green, Self.green]))
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(f.boxes.count == 4)
    #expect(f.message.contains("markers"))
    #expect(f.level == .error)
    #expect(f.deficiency == "deuteranopia" || f.deficiency == "protanopia")
    #expect(Set(f.colors.map(\.opaqueHex)) == [Self.green.opaqueHex, Self.red.opaqueHex])
  }

  @Test func statusDotsWithADifferentShapeAreNotFlagged() {
    #expect(
      colorOnly(statusList(colors: [Self.green, Self.red, Self.green, Self.green], squareFor: Self.red))
        .isEmpty)
  }

  @Test func statusDotsWithAStateLabelAreNotFlagged() {
    let colors = [Self.green, Self.red, Self.green, Self.red]
    let labels = ["Operational", "Down", "Operational", "Down"]
    #expect(colorOnly(statusList(colors: colors, labels: labels)).isEmpty)
    // Labels that differ row by row ("12 ms", "48 ms") name no state: still flagged.
    let timings = ["12 ms", "30 ms", "48 ms", "95 ms"]
    #expect(colorOnly(statusList(colors: colors, labels: timings)).count == 1)
  }

  @Test func markersOfOneColorAreNotStates() {
    #expect(colorOnly(statusList(colors: [Self.green, Self.green, Self.green, Self.green])).isEmpty)
  }

  @Test func markerShapesCompareUpToASubpixelShift() throws {
    var img = RGBAImage(width: 200, height: 60, fill: Self.white)
    Self.mark(&img, .disc, cx: 30, cy: 30, radius: 9, color: Self.red)
    Self.mark(&img, .disc, cx: 80.5, cy: 30.5, radius: 9, color: Self.red)
    Self.mark(&img, .square, cx: 130, cy: 30, radius: 9, color: Self.red)
    let boxes = [18, 68, 118].map { PixelBox(x: $0, y: 18, width: 25, height: 25) }
    let found = boxes.compactMap { box -> Marker? in
      // The tight box of the drawn shape, as the blob finder would give it.
      var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
      for y in box.y..<box.maxY {
        for x in box.x..<box.maxX where img[x, y] != Self.white {
          (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
        }
      }
      return MarkerFinder.marker(
        in: PixelBox(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1), image: img)
    }
    try #require(found.count == 3)
    #expect(MarkerFinder.sameShape(found[0], found[1]))
    #expect(!MarkerFinder.sameShape(found[0], found[2]))
  }

  /// A form: labelled fields stacked in a column with a helper line under the first. The
  /// field at `oddIndex` has the odd border; options add a second cue to it. `alsoOdd`: one
  /// more field with the odd border and no cue. `messageAbove`: the message opens the field's
  /// row, over its label (Django's admin). `value`: the odd fields hold text in their border's
  /// color. `pitch`: the rows' pitch, when not the default. `bubbleGap`: from the field to
  /// its message's bubble.
  func form(
    oddBorder: RGBA8 = red, oddIndex: Int = 2, oddThickness: Int = 2, asterisk: Bool = false,
    message: Bool = false,
    messageColor: RGBA8 = red, icon: Bool = false, bubble: RGBA8? = nil, alsoOdd: Int? = nil,
    messageAbove: Bool = false,
    value: Bool = false, pitch: Int? = nil, bubbleGap: Int = 30
  ) -> RGBAImage {
    // A bubble needs room below its field, a message above its label room above it: the
    // form's pitch grows by their height.
    let pitch = pitch ?? (bubble != nil ? 230 : messageAbove ? 210 : 170)
    var img = RGBAImage(width: 760, height: 40 + 4 * pitch, fill: Self.white)
    let labels = ["Name", "Email", "Birthday", "Company"]
    for (i, label) in labels.enumerated() {
      let top = 40 + pitch * i
      let y = messageAbove ? top + 40 : top
      img.draw(label, x: 40, y: y, color: Self.ink, scale: 2)
      if asterisk && i == oddIndex {
        img.draw("*", x: 40 + RGBAImage.textWidth(label + " ", scale: 2), y: y, color: Self.red, scale: 2)
      }
      let odd = i == oddIndex || i == alsoOdd
      img.stroke(
        x: 40, y: y + 36, width: 660, height: 80, color: odd ? oddBorder : Self.gray,
        thickness: odd ? oddThickness : 2)
      if value && odd { img.draw("ann@orchard", x: 60, y: y + 60, color: oddBorder, scale: 2) }
      if i == 0 {
        img.draw("As on your ID", x: 40, y: y + 124, color: RGBA8(red: 110, green: 110, blue: 110), scale: 2)
      }
      if message && i == oddIndex && messageAbove {
        img.draw("Required", x: 40, y: top + 4, color: messageColor, scale: 2)
      } else if message && i == oddIndex {
        if let bubble {
          // A pointing bubble 30 px below the field, its text inset by its padding: the text
          // alone sits further below the field than a bare message may.
          img.stroke(x: 44, y: y + 116 + bubbleGap, width: 300, height: 48, color: bubble, thickness: 2)
          img.draw("Required", x: 58, y: y + 126 + bubbleGap, color: messageColor, scale: 2)
        } else {
          img.draw("Required", x: 40, y: y + 124, color: messageColor, scale: 2)
        }
      }
      // A validation icon at the field's end: a "!" in the border's color.
      if icon && i == oddIndex { img.draw("!", x: 660, y: y + 58, color: oddBorder, scale: 2) }
    }
    return img
  }

  /// A phone's form of stacked fields in one gray border: three show their placeholders in
  /// gray, one holds a value in ink. The value is what the field holds, not a state of it:
  /// its text, left at the field's padding, is no item of a column. The same words stacked
  /// without their fields are a column with one odd item.
  @Test func aFieldsValueAmongPlaceholdersIsNoState() {
    func findings(fields: Bool) -> [ScanFinding] {
      var img = RGBAImage(width: 780, height: 600, fill: Self.white)
      let placeholder = RGBA8(red: 150, green: 150, blue: 155)
      for (k, text) in ["Full name", "Email address", "Home town", "Company"].enumerated() {
        let y = 40 + 120 * k
        if fields { img.stroke(x: 40, y: y, width: 700, height: 88, color: Self.gray, thickness: 2) }
        img.draw(text, x: 64, y: y + 27, color: k == 1 ? Self.ink : placeholder, scale: 2)
      }
      return colorOnly(img)
    }
    #expect(findings(fields: true).isEmpty)
    #expect(findings(fields: false).count == 1)
  }

  @Test func fieldMarkedByBorderColorAloneIsFlagged() throws {
    let findings = colorOnly(form())
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(f.message.contains("border color"))
    #expect(f.boxes.count == 4)
    #expect(f.boxes.allSatisfy { $0.width >= 660 && $0.height >= 80 })
  }

  @Test func fieldWithAColoredAsteriskIsNotFlagged() {
    #expect(colorOnly(form(asterisk: true)).isEmpty)
  }

  @Test func fieldWithAThickerBorderIsNotFlagged() {
    #expect(colorOnly(form(oddThickness: 4)).isEmpty)
  }

  @Test func fieldWithAnErrorMessageIsNotFlagged() {
    #expect(colorOnly(form(message: true)).isEmpty)
    // A neutral helper line under a neutral field is not such a message (the form above
    // has one under its first field and is still flagged).
  }

  /// Bulma's way: a light red border (#ff6685) and its message in a darker red (#cc0029),
  /// far apart in RGB, one hue.
  @Test func fieldWithAMessageInADarkerShadeIsNotFlagged() {
    let border = RGBA8(red: 255, green: 102, blue: 133)
    let text = RGBA8(red: 204, green: 0, blue: 41)
    #expect(!colorOnly(form(oddBorder: border)).isEmpty)
    #expect(colorOnly(form(oddBorder: border, message: true, messageColor: text)).isEmpty)
    // A message of another hue (a green "Saved" under the red field) is no cue of the red state.
    #expect(
      !colorOnly(form(oddBorder: border, message: true, messageColor: RGBA8(red: 20, green: 130, blue: 60)))
        .isEmpty)
  }

  /// Semantic UI and Primer put the message in a bubble under the field. A bubble outlined
  /// in the border's hue marks the state even when its text is gray (Primer); a red message
  /// in a bubble counts from the bubble's top, not its text's (Semantic UI).
  @Test func fieldWithAMessageInABubbleIsNotFlagged() {
    let paleRed = RGBA8(red: 255, green: 190, blue: 190)
    #expect(colorOnly(form(message: true, messageColor: Self.ink, bubble: paleRed)).isEmpty)
    #expect(colorOnly(form(message: true, messageColor: Self.red, bubble: paleRed)).isEmpty)
    // Set further down (Semantic UI at 3×: its text 20 pt under the field), the bubble's red
    // text is still its field's message, not one opening the next field's row.
    #expect(colorOnly(form(message: true, messageColor: Self.red, bubble: paleRed, bubbleGap: 38)).isEmpty)
    // A gray message in a gray bubble names no state: still flagged.
    #expect(colorOnly(form(message: true, messageColor: Self.ink, bubble: Self.gray)).count == 1)
  }

  /// Django's admin lists a field's errors above its label, at the top of the field's row.
  @Test func aMessageAboveTheLabelMarksItsField() {
    #expect(colorOnly(form(messageAbove: true)).count == 1)
    #expect(colorOnly(form(message: true, messageAbove: true)).isEmpty)
  }

  /// One invalid field with its message, a second without one: the first is explained and
  /// leaves the group; the second is still told from the plain fields by its red alone.
  @Test func aFieldWithItsMessageLeavesTheGroupAndTheRestIsJudged() throws {
    let f = try #require(colorOnly(form(message: true, alsoOdd: 0)).first)
    #expect(f.boxes.count == 3)
    #expect(!f.boxes.contains { $0.y > 40 + 2 * 170 && $0.y < 40 + 3 * 170 }, "\(f.boxes)")
    #expect(f.evidence?.members.filter(\.differs).count == 1)
  }

  /// An invalid field's value in red (UIkit) above the next field is no message of that
  /// field: the invalid field's own message below it stays its own, and nothing is flagged.
  @Test func aRedValueIsNoMessageForTheFieldBelow() {
    #expect(colorOnly(form(value: true, pitch: 150)).count == 1)
    #expect(colorOnly(form(message: true, value: true, pitch: 150)).isEmpty)
  }

  @Test func fieldWithAnIconAtItsEndIsNotFlagged() {
    #expect(colorOnly(form(icon: true)).isEmpty)
  }

  @Test func fieldsWithOneBorderColorAreNotStates() {
    #expect(colorOnly(form(oddBorder: Self.gray)).isEmpty)
  }
  @Test func outlinedButtonsAreNotFields() {
    // A dialog's outlined buttons in two border colors: their labels tell them apart.
    var img = RGBAImage(width: 760, height: 200, fill: Self.white)
    for (i, (label, color)) in [("Cancel", Self.gray), ("Delete", Self.red)].enumerated() {
      let x = 40 + 350 * i
      img.stroke(x: x, y: 50, width: 320, height: 80, color: color)
      img.draw(
        label, x: x + (320 - RGBAImage.textWidth(label, scale: 2)) / 2, y: 76,
        color: i == 0 ? Self.ink : Self.red, scale: 2)
    }
    #expect(colorOnly(img).isEmpty)
    // The same outlines with their text at the left are fields, and flagged.
    var fields = RGBAImage(width: 760, height: 200, fill: Self.white)
    for (i, color) in [Self.gray, Self.red].enumerated() {
      let x = 40 + 350 * i
      fields.stroke(x: x, y: 50, width: 320, height: 80, color: color)
      fields.draw(i == 0 ? "First name" : "Last name", x: x + 24, y: 76, color: Self.ink, scale: 2)
    }
    #expect(colorOnly(fields).count == 1)
  }

  /// UIkit's button group at 2×: three abutting outlined segments, their labels in one
  /// gray; the selected one only darkens its border. Flagged by the border color; not when
  /// the selected border is twice as thick, nor when every border is one color.
  func buttonGroup(selectedBorder: RGBA8, thickness: Int = 2) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 200, fill: Self.white)
    let light = RGBA8(red: 229, green: 229, blue: 229)
    let label = RGBA8(red: 51, green: 51, blue: 51)
    for (k, word) in ["Saturday", "Sunday", "Both"].enumerated() {
      let x = 40 + 260 * k
      let selected = k == 1
      // A thicker border grows outward: its inner edge stays where the others' are.
      let grow = selected ? thickness - 2 : 0
      img.stroke(
        x: x - grow, y: 50 - grow, width: 262 + 2 * grow, height: 80 + 2 * grow,
        color: selected ? selectedBorder : light,
        thickness: selected ? thickness : 2)
      img.draw(word, x: x + (262 - RGBAImage.textWidth(word, scale: 2)) / 2, y: 76, color: label, scale: 2)
    }
    return img
  }

  @Test func segmentsToldOnlyByTheirBorderColorAreFlagged() throws {
    let dark = RGBA8(red: 153, green: 153, blue: 153)
    let f = try #require(colorOnly(buttonGroup(selectedBorder: dark)).first)
    #expect(f.message.contains("border color"))
    #expect(f.evidence?.members.filter(\.differs).count == 1)
    #expect(f.evidence?.cuesChecked == ["weight", "thickness"])
    expectDropped(buttonGroup(selectedBorder: dark, thickness: 5), by: "OneLook")
    expectDropped(buttonGroup(selectedBorder: RGBA8(red: 229, green: 229, blue: 229)), by: "OneLook")
  }

  @Test func rowOfMarkersIsAGroupToo() throws {
    // A page indicator: five 8-logical-pixel dots in a row, the current one in the accent.
    var img = RGBAImage(width: 400, height: 120, fill: Self.white)
    for i in 0..<5 {
      Self.mark(
        &img, .disc, cx: 120 + 40 * Double(i) + 0.3, cy: 60.2, radius: 8,
        color: i == 1 ? RGBA8(red: 0, green: 122, blue: 255) : RGBA8(red: 199, green: 199, blue: 204))
    }
    let f = try #require(colorOnly(img).first)
    #expect(f.boxes.count == 5)
    #expect(f.boxes.allSatisfy { $0.width <= 20 && $0.height <= 20 })
  }

  @Test func smallListMarkersAreFound() {
    // Bullets of 6 logical px before each item of a to-do list, done items in green.
    var img = RGBAImage(width: 600, height: 400, fill: Self.white)
    for i in 0..<5 {
      let y = 40 + 64 * i
      Self.mark(
        &img, .disc, cx: 40.4, cy: Double(y) + 14.6, radius: 6, color: i % 2 == 0 ? Self.green : Self.gray)
      img.draw(
        ["Buy milk", "Call Ana", "Pay rent", "Book flight", "Water plants"][i], x: 70, y: y, color: Self.ink,
        scale: 2)
    }
    #expect(colorOnly(img).count == 1)
  }

  /// Checkbox buttons (jQuery UI's checkboxradio): checked buttons are filled blue with a
  /// white label and a white box before it, set a quarter of a line height from the label
  /// so the scan joins box and label into one line; an unchecked button is pale gray, its
  /// white box all but invisible. `boxes: false` leaves the boxes out: fill alone.
  func checkboxButtons(checked: [Bool], boxes: Bool) -> RGBAImage {
    let blue = RGBA8(red: 0, green: 127, blue: 255)
    let pale = RGBA8(red: 246, green: 246, blue: 246)
    var img = RGBAImage(width: 900, height: 200, fill: Self.white)
    let labels = ["Aroma", "Acid", "Finish"]
    // The labels' ink rows, from a scratch drawing, so the box spans the label's height.
    var probe = RGBAImage(width: 200, height: 60, fill: Self.white)
    probe.draw("Ab", x: 0, y: 10, color: Self.ink, scale: 2)
    let inkRows = (0..<60).filter { y in (0..<200).contains { probe[$0, y] != Self.white } }
    let (top, side) = (inkRows.min()! - 11, inkRows.max()! - inkRows.min()! + 3)
    for (i, label) in labels.enumerated() {
      let x = 30 + 226 * i
      img.fill(x: x, y: 50, width: 214, height: 80, color: checked[i] ? blue : pale)
      let textX = x + 60
      if boxes {
        img.fill(x: textX - side - 6, y: 72 + top, width: side, height: side, color: Self.white)
        if checked[i] {  // the tick, gray inside the box
          img.line(
            from: (textX - side + 1, 72 + top + side / 2), to: (textX - side / 2 - 6, 72 + top + side - 5),
            color: RGBA8(red: 85, green: 85, blue: 85), thickness: 3)
          img.line(
            from: (textX - side / 2 - 6, 72 + top + side - 5), to: (textX - 10, 72 + top + 4),
            color: RGBA8(red: 85, green: 85, blue: 85), thickness: 3)
        }
      }
      img.draw(label, x: textX, y: 72, color: checked[i] ? Self.white : Self.ink, scale: 2)
    }
    return img
  }

  @Test func aFilledCheckBoxJoinedToItsLabelIsACueEitherWayRound() {
    // By fill alone, one odd button is a color-only state, whichever state is the odd one.
    #expect(colorOnly(checkboxButtons(checked: [true, false, true], boxes: false)).count == 1)
    #expect(colorOnly(checkboxButtons(checked: [false, true, false], boxes: false)).count == 1)
    // The solid box before the checked labels is a mark the unchecked ones lack: one
    // unchecked among checked, or one checked among unchecked.
    expectDropped(checkboxButtons(checked: [true, false, true], boxes: true), by: "LeadingBlockCue")
    expectDropped(checkboxButtons(checked: [false, true, false], boxes: true), by: "WeightCue")
  }
}
