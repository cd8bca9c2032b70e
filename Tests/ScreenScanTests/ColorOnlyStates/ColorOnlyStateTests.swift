import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Drawn cases of states told apart by color only (flagged) and with a second cue (not).
struct ColorOnlyStateTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 40, green: 40, blue: 40)

  /// Three segments; the selected one differs by its fill, and optionally by weight.
  func segmented(selectedFill: RGBA8, selectedBoldExtra: Bool) -> RGBAImage {
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    for (i, label) in ["Day", "Week", "Month"].enumerated() {
      let x = 40 + i * 200
      if i == 1 { img.fill(x: x, y: 60, width: 190, height: 60, color: selectedFill) }
      img.draw(label, x: x + 60, y: 76, color: Self.ink, scale: 2)
      if i == 1 && selectedBoldExtra {
        img.draw(label, x: x + 61, y: 76, color: Self.ink, scale: 2)  // a heavier stroke
        img.draw(label, x: x + 62, y: 76, color: Self.ink, scale: 2)
      }
    }
    return img
  }

  @Test func segmentedByFillAloneIsFlagged() throws {
    let findings = colorOnly(
      segmented(selectedFill: RGBA8(red: 215, green: 230, blue: 255), selectedBoldExtra: false))
    let f = try #require(findings.first)
    #expect(f.boxes.count == 3)
    #expect(f.message.contains("only by color"))
    #expect(f.fix?.contains("not color") == true)
    #expect(f.deficiency != nil)
  }

  @Test func segmentedWithAHeavierWeightIsNotFlagged() {
    expectDropped(
      segmented(selectedFill: RGBA8(red: 215, green: 230, blue: 255), selectedBoldExtra: true),
      by: "WeightCue")
  }

  /// Tabs whose active label is colored; with or without an indicator bar under it.
  func tabs(indicator: Bool) -> RGBAImage {
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    for (i, label) in ["Posts", "Replies", "Media", "Likes"].enumerated() {
      let x = 30 + i * 165
      let active = i == 2
      img.draw(
        label, x: x, y: 60,
        color: active ? RGBA8(red: 0, green: 122, blue: 255) : RGBA8(red: 120, green: 120, blue: 120),
        scale: 2)
      if active && indicator {
        img.fill(x: x - 4, y: 100, width: 90, height: 6, color: RGBA8(red: 0, green: 122, blue: 255))
      }
    }
    return img
  }

  @Test func tabsByTextColorAloneAreFlagged() {
    let findings = colorOnly(tabs(indicator: false))
    #expect(findings.count == 1)
    #expect(findings.first?.level == .error)  // blue against gray collapses for achromats
  }

  @Test func distinctColorsWithoutACueAreAWarning() throws {
    var img = RGBAImage(width: 700, height: 200, fill: Self.white)
    for (i, label) in ["Posts", "Replies", "Media", "Likes"].enumerated() {
      img.draw(
        label, x: 30 + i * 165, y: 60,
        color: i == 1 ? RGBA8(red: 0, green: 0, blue: 0) : RGBA8(red: 190, green: 190, blue: 190), scale: 2)
    }
    let f = try #require(colorOnly(img).first)
    #expect(f.level == .warning)
    #expect(f.message.contains("nothing else marks the state"))
  }

  @Test func tabsWithAnIndicatorBarAreNotFlagged() {
    expectDropped(tabs(indicator: true), by: "MarkInkCue")
  }

  /// Body text with a link in a close color (or another given one), underlined or not. The
  /// underline runs through the descenders, or (`underlineOffset`) that share of the link's
  /// ink height under its ink.
  func paragraph(
    underline: Bool, body: RGBA8 = RGBA8(red: 60, green: 60, blue: 60),
    link: RGBA8 = RGBA8(red: 40, green: 80, blue: 160), underlineColor: RGBA8? = nil,
    word: String = "privacy policy", underlineOffset: Double? = nil
  ) -> RGBAImage {
    var img = RGBAImage(width: 800, height: 160, fill: Self.white)
    img.draw("Read our", x: 20, y: 50, color: body, scale: 2)
    let x1 = 20 + RGBAImage.textWidth("Read our ", scale: 2)
    img.draw(word, x: x1, y: 50, color: link, scale: 2)
    let w = RGBAImage.textWidth(word, scale: 2)
    if underline {
      var y = 50 + RGBAImage.textHeight(scale: 2) - 6
      if let underlineOffset {
        let rows = (0..<img.height).filter { y in (x1..<(x1 + w)).contains { img[$0, y] == link } }
        let (top, bottom) = (rows.min()!, rows.max()! + 1)
        y = bottom + Int((underlineOffset * Double(bottom - top)).rounded())
      }
      img.fill(x: x1, y: y, width: w, height: 2, color: underlineColor ?? link)
    }
    img.draw(
      "before you sign up", x: x1 + w + RGBAImage.textWidth(" ", scale: 2), y: 50, color: body, scale: 2)
    return img
  }

  /// Lines of highlighted code that the scan reads as prose (a proportional face here; at
  /// 1× a code block's small text tells no face): the middle one, body text and a string,
  /// reads as a link in a line. The lines above and below hold two more hues (a keyword,
  /// a number): three hues around it make a block of code, not a paragraph. `hues: 2`: the
  /// line above holds the link's hue again, the one below inline code in red; prose.
  func codeLines(hues: Int) -> RGBAImage {
    let body = RGBA8(red: 34, green: 34, blue: 34)
    let string = RGBA8(red: 64, green: 112, blue: 160)
    let keyword = RGBA8(red: 0, green: 112, blue: 32)
    let number = RGBA8(red: 198, green: 93, blue: 9)
    var img = RGBAImage(width: 900, height: 260, fill: Self.white)
    func row(_ parts: [(String, RGBA8)], y: Int) {
      var x = 20
      for (text, color) in parts {
        img.draw(text, x: x, y: y, color: color, scale: 2)
        x += RGBAImage.textWidth(text + " ", scale: 2)
      }
    }
    row([("for", hues == 3 ? keyword : string), ("each station in the list we have", body)], y: 40)
    row([("print the data of", body), ("each station name", string), ("and its days", body)], y: 72)
    row(
      [
        ("set", body), ("steps", hues == 3 ? number : RGBA8(red: 200, green: 30, blue: 40)),
        ("to the day count", body),
      ], y: 104)
    return img
  }

  @Test func aLineInABlockOfThreeHuesIsCodeNotALink() {
    func middleLink(_ img: RGBAImage) -> Bool {
      colorOnly(img).contains { f in
        f.message.contains("a link is set apart") && f.boxes.allSatisfy { (70..<100).contains($0.y) }
      }
    }
    #expect(middleLink(codeLines(hues: 2)))
    #expect(!middleLink(codeLines(hues: 3)))
  }

  @Test func linkWithoutUnderlineIsFlagged() throws {
    let f = try #require(colorOnly(paragraph(underline: false)).first)
    #expect(f.message.contains("link"))
    #expect(f.boxes.count >= 2)
  }

  /// Prose whose letters happen to fall on one pitch ("for the outbound passage." in Lato)
  /// reads monospace in a short run (drawn here in cells: "passengers."); the link beside it in the prose face, and the whole
  /// line, read proportional: the link is still reported. A link that is itself set in a
  /// monospace face (inline code) is not.
  @Test func aBodyRunReadAsMonospaceAloneDoesNotMakeALineCode() throws {
    func line(monospaceLink: Bool) -> RGBAImage {
      let body = RGBA8(red: 60, green: 60, blue: 60)
      let link = RGBA8(red: 40, green: 80, blue: 200)
      var img = RGBAImage(width: 1400, height: 160, fill: Self.white)
      img.draw("Please read our", x: 20, y: 50, color: body, scale: 2)
      var x = 20 + RGBAImage.textWidth("Please read our ", scale: 2)
      if monospaceLink {
        x = img.drawMonospace("privacy", x: x, y: 50, color: link)
      } else {
        img.draw("privacy policy", x: x, y: 50, color: link, scale: 2)
        x += RGBAImage.textWidth("privacy policy", scale: 2)
      }
      _ = img.drawMonospace(" passengers.", x: x, y: 50, color: body)
      return img
    }
    func plainLinks(_ img: RGBAImage) -> Int {
      colorOnly(img).filter { $0.message.hasPrefix("a link is set apart from the text around it") }.count
    }
    #expect(plainLinks(line(monospaceLink: false)) == 1)
    // (A code term in another color is the linked-code rule's, which compares it with the
    // page's other code.)
    #expect(plainLinks(line(monospaceLink: true)) == 0)
  }

  /// Code is no state: a syntax-highlighted line, or inline code in prose (a typeface
  /// change besides its color), is told by its face. Glyphs in cells of one width are
  /// monospace; the same words in the prose face are not, nor are a few letters of one width.
  @Test func monospaceIsToldFromGlyphPositions() {
    let black = RGBA8(red: 0, green: 0, blue: 0)
    var img = RGBAImage(width: 900, height: 260, fill: Self.white)
    let end = img.drawMonospace("load(data, io)", x: 20, y: 40, color: black)
    img.draw("load(data, io)", x: 20, y: 120, color: black, scale: 2)
    img.draw("Saved", x: 20, y: 200, color: black, scale: 2)
    let states = statesWithBlobs(img)
    let h = RGBAImage.textHeight(scale: 2)
    #expect(states.typeface(of: PixelBox(x: 20, y: 40, width: end - 20, height: h)) == .monospace)
    #expect(
      states.typeface(
        of: PixelBox(x: 20, y: 120, width: RGBAImage.textWidth("load(data, io)", scale: 2), height: h))
        == .proportional)
    #expect(
      states.typeface(of: PixelBox(x: 20, y: 200, width: RGBAImage.textWidth("Saved", scale: 2), height: h))
        != .monospace)
  }

  /// The two strokes of a `"` are one glyph of its cell, not two: `tail="data"` in a
  /// monospace face is monospace (the strokes, a fifth of the columns, set the pitch otherwise).
  @Test func quoteStrokesAreOneCell() {
    let black = RGBA8(red: 0, green: 0, blue: 0)
    var img = RGBAImage(width: 900, height: 120, fill: Self.white)
    let end = img.drawMonospace("tail=\"data\"", x: 20, y: 40, color: black)
    let states = statesWithBlobs(img)
    #expect(
      states.typeface(of: PixelBox(x: 20, y: 40, width: end - 20, height: RGBAImage.textHeight(scale: 2)))
        == .monospace)
  }

  /// Letters drawn `squeeze` pixels closer than their advance, so that neighbours touch as
  /// they do at 1×: in cells of one width when `monospace`, else at each glyph's own width.
  func drawTouching(_ img: inout RGBAImage, _ text: String, y: Int, monospace: Bool, squeeze: Int) -> Int {
    let pitch = "Sdatoiln.(),".map { RGBAImage.textWidth(String($0), scale: 2) }.max()! - squeeze
    var x = 20
    for ch in text {
      let w = RGBAImage.textWidth(String(ch), scale: 2)
      if ch != " " {
        img.draw(String(ch), x: monospace ? x + (pitch - w) / 2 : x, y: y, color: Self.ink, scale: 2)
      }
      x += monospace ? pitch : w - squeeze
    }
    return x
  }

  /// Letters that touch (a column two or three cells wide) count as that many cells in a
  /// monospace face; in a proportional one the split cells are no evidence of a pitch, so a
  /// label whose letters touch stays proportional.
  @Test func touchingLettersAreSplitIntoCells() {
    var img = RGBAImage(width: 900, height: 200, fill: Self.white)
    let monoEnd = drawTouching(&img, "load(data, io)", y: 40, monospace: true, squeeze: 1)
    let propEnd = drawTouching(&img, "Radio 2, load data", y: 120, monospace: false, squeeze: 1)
    let states = statesWithBlobs(img)
    let h = RGBAImage.textHeight(scale: 2)
    #expect(states.typeface(of: PixelBox(x: 20, y: 40, width: monoEnd - 20, height: h)) == .monospace)
    #expect(states.typeface(of: PixelBox(x: 20, y: 120, width: propEnd - 20, height: h)) == .proportional)
  }

  /// A token of highlighted code too short to tell alone ("360") is judged by the text of its
  /// baseline on the same fill, a word gap or less away: its code line. The same token in a
  /// line of prose is not monospace. Inline code is widened over its own chip only, not
  /// into the word of prose a gap before it.
  @Test func aShortCodeTokenIsJudgedByItsCodeLine() {
    let black = RGBA8(red: 0, green: 0, blue: 0)
    let chip = RGBA8(red: 236, green: 236, blue: 236)
    var img = RGBAImage(width: 900, height: 260, fill: Self.white)
    let h = RGBAImage.textHeight(scale: 2)
    // A code line in four runs: `load(data, ` `io` `, tail)` `360`, each its own text region.
    var lines: [TextRegion] = []
    func region(_ x0: Int, _ x1: Int, y: Int, on fill: RGBA8) -> TextRegion {
      TextRegion(
        box: PixelBox(x: x0, y: y, width: x1 - x0, height: h), foreground: black, background: fill, ratio: 12,
        apca: 90,
        fontSize: 12, bold: false, stemRatio: 0.1, required: 4.5, outcome: .pass)
    }
    var x = 20
    for token in ["load(data, ", "io", ", tail) ", "360"] {
      let end = img.drawMonospace(token, x: x, y: 40, color: black)
      lines.append(region(x, end, y: 40, on: Self.white))
      x = end
    }
    // The same token in prose.
    img.draw("Pass the value", x: 20, y: 120, color: black, scale: 2)
    let px = 20 + RGBAImage.textWidth("Pass the value ", scale: 2)
    img.draw("360", x: px, y: 120, color: black, scale: 2)
    lines.append(region(20, px - 8, y: 120, on: Self.white))
    lines.append(region(px, px + RGBAImage.textWidth("360", scale: 2), y: 120, on: Self.white))
    // Inline code on a grey chip right after prose: `load(data, ` and `io`.
    img.draw("Pass the value", x: 20, y: 200, color: black, scale: 2)
    let cx = 20 + RGBAImage.textWidth("Pass the value ", scale: 2)
    img.fill(x: cx - 6, y: 192, width: 400, height: h + 16, color: chip)
    let mid = img.drawMonospace("load(data, ", x: cx, y: 200, color: black)
    let cend = img.drawMonospace("io", x: mid, y: 200, color: black)
    lines.append(region(20, cx - 10, y: 200, on: Self.white))
    lines.append(region(cx, mid, y: 200, on: chip))
    lines.append(region(mid, cend, y: 200, on: chip))
    let states = statesWithBlobs(img)
    #expect(states.typeface(of: lines[3].box) == .unknown)
    #expect(states.typeface(around: lines[3], in: lines) == .monospace)
    #expect(states.typeface(around: lines[5], in: lines) != .monospace)
    #expect(states.typeface(of: lines[8].box) == .unknown)
    #expect(states.typeface(around: lines[8], in: lines) == .monospace)
  }

  /// Documentation themes underline links with an accent bar in another color (teal under a
  /// purple link): still an underline.
  @Test func aLinkWithAnAccentBarIsNotFlagged() {
    #expect(
      colorOnly(paragraph(underline: true, underlineColor: RGBA8(red: 64, green: 224, blue: 208))).isEmpty)
  }

  /// A line in three colors is highlighted code, not prose with links: `data = load(path)`
  /// with a blue function name and a green argument.
  @Test func aLineInThreeColorsIsCode() {
    let body = RGBA8(red: 60, green: 60, blue: 60)
    let blue = RGBA8(red: 40, green: 80, blue: 160)
    let green = RGBA8(red: 20, green: 120, blue: 40)
    var img = RGBAImage(width: 900, height: 160, fill: Self.white)
    var x = 20
    for (token, color) in [
      ("data = ", body), ("load", blue), ("(", body), ("path", green), (") before the next step", body),
    ] {
      img.draw(token, x: x, y: 50, color: color, scale: 2)
      x += RGBAImage.textWidth(token, scale: 2)
    }
    #expect(colorOnly(img).isEmpty)
  }

  @Test func underlinedLinkIsNotFlagged() {
    #expect(colorOnly(paragraph(underline: true)).isEmpty)
  }

  /// A theme's `text-underline-offset` can put the rule well under the baseline (iati's:
  /// 0.28 of the word's ink height at 2×): still the link's underline, and the link no
  /// finding. Past a third of the word's height it is some other rule, and the link is
  /// flagged.
  @Test func anUnderlineSetOffBelowTheBaselineStillCounts() throws {
    // "documents" has no descenders: its ink ends at the baseline.
    #expect(colorOnly(paragraph(underline: true, word: "documents", underlineOffset: 0.28)).isEmpty)
    #expect(
      try #require(colorOnly(paragraph(underline: true, word: "documents", underlineOffset: 0.6)).first).boxes
        .count >= 2)
  }

  /// An API signature: a function's name in bold, its parameters in another color, bold too
  /// (or, when `bold` is false, the same line set as body text), above a paragraph of the
  /// page's text.
  func signature(bold: Bool) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 260, fill: Self.white)
    for (k, line) in ["Connect a callback to an event of the", "application, and return its listener id"]
      .enumerated()
    {
      img.draw(line, x: 20, y: 130 + 44 * k, color: Self.ink, scale: 2)
    }
    let name = "Sphinx.connect"
    let rest = "event, callback"
    let x1 = 20 + RGBAImage.textWidth(name + " ", scale: 2) + 4
    for dx in 0...(bold ? 2 : 0) {
      img.draw(name, x: 20 + dx, y: 50, color: Self.ink, scale: 2)
      img.draw(rest, x: x1 + dx, y: 50, color: RGBA8(red: 40, green: 110, blue: 180), scale: 2)
      img.draw(
        "-> None", x: x1 + RGBAImage.textWidth(rest + " ", scale: 2) + 4 + dx, y: 50, color: Self.ink,
        scale: 2)
    }
    return img
  }

  @Test func aLineSetBoldThroughoutIsNoBodyTextForLinks() {
    #expect(colorOnly(signature(bold: true)).isEmpty)
    #expect(colorOnly(signature(bold: false)).contains { $0.message.contains("link") })
  }

  /// A link 3:1 or more from near-black body text passes WCAG 1.4.1 only with a hover and
  /// focus cue (technique G183) that a screenshot cannot show: at rest it is still told by
  /// color alone, so it is a warning that names what to check, never an error.
  @Test func aLinkThreeToOneFromBodyTextIsAWarningThatNamesG183() throws {
    let body = RGBA8(red: 20, green: 20, blue: 20)
    let link = RGBA8(red: 60, green: 120, blue: 230)
    #expect(WCAG.contrastRatio(of: SRGBColor(link), on: SRGBColor(body)) >= 3)
    let f = try #require(colorOnly(paragraph(underline: false, body: body, link: link)).first)
    #expect(f.level == .warning)
    #expect(f.message.contains("G183"))
    #expect(colorOnly(paragraph(underline: true, body: body, link: link)).isEmpty)
  }

  /// Tabs over a divider that runs under all of them; the active one has a bar at the
  /// tab's bottom edge, past its padding (more than a line height below the label).
  @Test func tabBarBelowThePaddingIsACueDespiteADivider() {
    // The active tab in the darker blue: in the paler orange it would be a marked-down look
    // (`MarkedDown`), dropped before its bar is measured.
    var img = RGBAImage(width: 700, height: 220, fill: Self.white)
    let blue = RGBA8(red: 49, green: 30, blue: 150)
    let orange = RGBA8(red: 179, green: 85, blue: 19)
    for (i, label) in ["Inbox", "Sent", "Drafts"].enumerated() {
      let x = 40 + 200 * i
      img.draw(label, x: x, y: 60, color: i == 0 ? blue : orange, scale: 2)
      if i == 0 {
        img.fill(x: x - 16, y: 60 + RGBAImage.textHeight(scale: 2) + 26, width: 140, height: 6, color: blue)
      }
    }
    img.fill(
      x: 0, y: 60 + RGBAImage.textHeight(scale: 2) + 32, width: 700, height: 2,
      color: RGBA8(red: 215, green: 214, blue: 213))
    expectDropped(img, by: "MarkInkCue")
  }

  /// Material's tabs in a colored app bar: the selected tab's bar sits at the bar's bottom
  /// edge, the white page just below it under every tab. `shared`: a line in the tabs' pale
  /// color runs under all of them and is only recolored under the selected one (no mark).
  func appBarTabs(bar: Bool, shared: Bool = false) -> RGBAImage {
    let indigo = RGBA8(red: 63, green: 81, blue: 181)
    let pink = RGBA8(red: 255, green: 64, blue: 129)
    let pale = RGBA8(red: 190, green: 196, blue: 232)
    var img = RGBAImage(width: 760, height: 240, fill: Self.white)
    img.fill(x: 0, y: 0, width: 760, height: 140, color: indigo)
    if shared { img.fill(x: 0, y: 136, width: 760, height: 4, color: pale) }
    for (i, label) in ["Harvest", "Pears", "Plums", "Quinces"].enumerated() {
      let x = 40 + 180 * i
      img.draw(label, x: x + 30, y: 84, color: i == 1 ? Self.white : pale, scale: 2)
      if i == 1 && bar { img.fill(x: x, y: 136, width: 170, height: 4, color: pink) }
    }
    return img
  }

  @Test func aBarAtTheEdgeOfAnAppBarIsACue() {
    #expect(colorOnly(appBarTabs(bar: false)).count == 1)
    expectDropped(appBarTabs(bar: true), by: "BarUnderOdd")
    // A line under every tab, recolored under one: color again.
    #expect(colorOnly(appBarTabs(bar: true, shared: true)).count == 1)
  }

  @Test func aLineOfTextUnderARowIsNoBar() {
    // A breadcrumb a little below a segmented control runs under every segment, its letters
    // under the selected one where the others have a word space: letters, not a bar, so the
    // fill is still all there is.
    var img = segmented(selectedFill: RGBA8(red: 215, green: 230, blue: 255), selectedBoldExtra: false)
    img.draw(
      "Shares / Pears / Conference", x: 60, y: 76 + RGBAImage.textHeight(scale: 2) + 12,
      color: RGBA8(red: 150, green: 150, blue: 150), scale: 2)
    #expect(colorOnly(img).count == 1)
  }

  /// Chips: selected ones filled, or also marked by a check drawn before the label.
  func chips(check: Bool) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 200, fill: Self.white)
    let accent = RGBA8(red: 66, green: 133, blue: 244)
    for (i, label) in ["Music", "Books", "Games", "Films"].enumerated() {
      let x = 30 + 215 * i
      let selected = i == 0
      if selected {
        img.fill(x: x, y: 50, width: 200, height: 70, color: RGBA8(red: 211, green: 227, blue: 253))
      } else {
        img.stroke(x: x, y: 50, width: 200, height: 70, color: RGBA8(red: 200, green: 200, blue: 200))
      }
      var textX = x + 40
      if selected && check {
        img.line(from: (x + 22, y: 86), to: (x + 30, y: 95), color: accent, thickness: 4)
        img.line(from: (x + 30, y: 95), to: (x + 46, y: 74), color: accent, thickness: 4)
        textX = x + 66
      }
      img.draw(label, x: textX, y: 72, color: selected ? accent : Self.ink, scale: 2)
    }
    return img
  }

  @Test func filledChipAgainstOutlinedOnesIsFlagged() {
    // The outlines of the usual chips are their color, not a mark the selected one lacks.
    #expect(colorOnly(chips(check: false)).count == 1)
  }

  @Test func chipWithACheckBeforeItsLabelIsNotFlagged() {
    expectDropped(chips(check: true), by: "LeadingIconCue")
  }

  /// A wide layout's sidebar: labels in a column at `pitch` apart, `accented` in another color.
  func sidebar(pitch: Int, accented: Set<Int>) -> RGBAImage {
    var img = RGBAImage(width: 1600, height: 200 + 6 * pitch, fill: Self.white)
    for (i, label) in ["Home", "Library", "History", "Saved", "Settings"].enumerated() {
      let color =
        accented.contains(i) ? RGBA8(red: 0, green: 122, blue: 255) : RGBA8(red: 90, green: 90, blue: 90)
      img.draw(label, x: 40, y: 80 + pitch * i, color: color, scale: 2)
    }
    return img
  }

  @Test func navigationColumnWithIconsIsFlagged() throws {
    // A dot icon before every label, some close enough to join the label's line and some
    // not: the items still line up where their labels start.
    var img = RGBAImage(width: 1600, height: 700, fill: Self.white)
    for (i, label) in ["Home", "Inbox", "Notes", "Saved", "Music"].enumerated() {
      // The current item's icon stands apart: only with the others is it a group of three.
      let color = i == 3 ? RGBA8(red: 0, green: 122, blue: 255) : RGBA8(red: 90, green: 90, blue: 90)
      let y = 80 + 76 * i
      let labelX = 120
      let gap = i % 2 == 0 ? 17 : 40  // under 1.15 glyph heights joins the line
      let icon = RGBA8(red: 90, green: 90, blue: 90)  // icons in one color: no marker states
      ShapeStateTests.mark(
        &img, .disc, cx: Double(labelX - gap - 6), cy: Double(y + 13), radius: 6, color: icon)
      img.draw(label, x: labelX, y: y, color: color, scale: 2)
    }
    let f = try #require(colorOnly(img).first)
    #expect(f.boxes.count == 5)
    #expect(f.message.contains("items"))
  }

  @Test func navigationColumnWithOneCurrentItemIsFlagged() {
    #expect(colorOnly(sidebar(pitch: 76, accented: [2])).count == 1)
  }

  /// Django admin's sidebar: a caption in capitals, white on a teal band, heads the column
  /// of its models' links (`current`: one more in the accent). The caption is another kind
  /// of text, not an item in a state: judged as one column with plain links it is no
  /// finding, and beside a current item it leaves the group, judged on its items alone.
  func captionedSidebar(current: Int?) -> RGBAImage {
    var img = RGBAImage(width: 1600, height: 700, fill: Self.white)
    img.fill(x: 20, y: 60, width: 500, height: 56, color: RGBA8(red: 65, green: 118, blue: 144))
    img.draw("ORCHARD", x: 40, y: 76, color: Self.white, scale: 2)
    for (i, label) in ["Growers", "Pick-up days", "Shares", "Varieties"].enumerated() {
      let color = i == current ? RGBA8(red: 0, green: 122, blue: 255) : RGBA8(red: 90, green: 90, blue: 90)
      img.draw(label, x: 40, y: 76 + 76 * (i + 1), color: color, scale: 2)
    }
    return img
  }

  @Test func aCaptionInCapitalsIsNoItemOfTheColumnBelowIt() throws {
    func judged(_ img: RGBAImage) throws -> ScanFinding? {
      let lines = ScreenScanner(options: ScanOptions(scale: 2)).scan(img).textRegions.sorted {
        $0.box.y < $1.box.y
      }
      try #require(lines.count == 5)
      let states = statesWithBlobs(img)
      #expect(states.capsLike(lines[0]) && !lines.dropFirst().contains { states.capsLike($0) })
      return states.judgeGroup(Array(lines.indices), in: lines, axis: .column, singleSelection: true)
    }
    #expect(try judged(captionedSidebar(current: nil)) == nil)
    let f = try #require(try judged(captionedSidebar(current: 2)))
    // The caption is no member of the finding: its four items are.
    #expect(f.boxes.count == 4 && f.boxes.allSatisfy { $0.y > 76 + 40 })
    #expect(f.evidence?.members.filter(\.differs).count == 1)
    #expect(f.evidence?.members.first(where: \.differs)?.box.y ?? 0 > 76 + 76 * 2)
  }

  /// UIkit's nav list: its caption ("SEASON 2026") in the same dark gray as the current
  /// item, over items in a light gray. Caption and current item share one look; the caption
  /// heads the column and leaves it, and the current item is the one state.
  @Test func aCaptionInTheCurrentItemsLookLeavesTheGroupToo() throws {
    let dark = RGBA8(red: 51, green: 51, blue: 51)
    let light = RGBA8(red: 153, green: 153, blue: 153)
    var img = RGBAImage(width: 1600, height: 700, fill: Self.white)
    img.draw("SEASON 2026", x: 40, y: 76, color: dark, scale: 2)
    for (i, label) in ["Early apples", "Pears", "Plums and damsons", "Late apples", "Quinces"].enumerated() {
      img.draw(label, x: 40, y: 76 + 62 * (i + 1), color: i == 1 ? dark : light, scale: 2)
    }
    let lines = ScreenScanner(options: ScanOptions(scale: 2)).scan(img).textRegions.sorted {
      $0.box.y < $1.box.y
    }
    try #require(lines.count == 6)
    let f = try #require(
      statesWithBlobs(img).judgeGroup(Array(lines.indices), in: lines, axis: .column, singleSelection: true))
    #expect(f.boxes.count == 5 && f.boxes.allSatisfy { $0.y > 76 + 30 })
    #expect(f.evidence?.members.first(where: \.differs)?.box.y ?? 0 > 76 + 62)
  }

  @Test func columnsThatAreNotNavigationAreNotFlagged() {
    // Two and two in different colors: varied text, not one current page.
    expectDropped(sidebar(pitch: 76, accented: [1, 3]), by: "SingleSelection")
    // Items 90 logical px apart: cards or form rows, not a nav's compact list.
    expectNoCandidate(sidebar(pitch: 180, accented: [2]))
  }

  /// A dashboard: a dark navbar across the top with the brand at the sidebar's left edge,
  /// 1.63 pitches above the first link (not far enough to split the column, too far for it
  /// to be evenly spaced with the brand); one link is current.
  @Test func aBrandOnTheNavbarAboveASidebarIsNotOneOfItsItems() throws {
    var img = RGBAImage(width: 1600, height: 700, fill: Self.white)
    img.fill(x: 0, y: 40, width: 1600, height: 80, color: RGBA8(red: 33, green: 37, blue: 41))
    img.draw("ACME", x: 40, y: 76, color: Self.white, scale: 2)
    for (i, label) in ["Home", "Inbox", "Notes", "Saved", "Music"].enumerated() {
      let color = i == 2 ? RGBA8(red: 0, green: 122, blue: 255) : RGBA8(red: 90, green: 90, blue: 90)
      img.draw(label, x: 40, y: 200 + 76 * i, color: color, scale: 2)
    }
    let f = try #require(colorOnly(img).first)
    #expect(f.boxes.count == 5)
    #expect(f.boxes.allSatisfy { $0.y >= 190 })
  }

  /// A bold word's baseline row can be 70 % text-colored, but in letter-sized pieces; an
  /// underline has a stretch at least a line height long even where descenders break it.
  @Test func underlineNeedsALongStretchNotJustAFullRow() {
    var img = RGBAImage(width: 300, height: 100, fill: Self.white)
    let box = PixelBox(x: 20, y: 20, width: 240, height: 24)
    let t = TextRegion(
      box: box, foreground: Self.ink, background: Self.white, ratio: 12, apca: 90, fontSize: 12, bold: true,
      stemRatio: 0.15, required: 4.5, outcome: .pass)
    func states(_ image: RGBAImage) -> ColorOnlyStates {
      let regions = image.pixels.withUnsafeBufferPointer {
        FlatRegions(
          pixels: $0, width: image.width, height: image.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
          fillArea: 1600)
      }
      return ColorOnlyStates(image: image, regions: regions, scale: 2)
    }
    // Letter feet: 12-pixel pieces with 3-pixel gaps along the baseline row (80 % full).
    for x in stride(from: box.x, to: box.maxX - 12, by: 15) {
      img.fill(x: x, y: 38, width: 12, height: 3, color: Self.ink)
    }
    #expect(!states(img).hasUnderline(t))
    // A rule under the word, broken twice around descenders.
    var ruled = RGBAImage(width: 300, height: 100, fill: Self.white)
    ruled.fill(x: box.x, y: 40, width: box.width, height: 2, color: Self.ink)
    ruled.fill(x: box.x + 60, y: 40, width: 10, height: 2, color: Self.white)
    ruled.fill(x: box.x + 150, y: 40, width: 10, height: 2, color: Self.white)
    #expect(states(ruled).hasUnderline(t))
  }

  /// Filter chips that wrap onto a second line, the selected one there with one other.
  func wrappedChips(selected: Bool) -> RGBAImage {
    var img = RGBAImage(width: 760, height: 260, fill: Self.white)
    let rows = [["Music", "Remote", "Starred", "Travel"], ["Personal", "Vegan"]]
    for (r, labels) in rows.enumerated() {
      var x = 30
      for (i, label) in labels.enumerated() {
        let w = RGBAImage.textWidth(label, scale: 2) + 48
        let chosen = selected && r == 1 && i == 0
        let y = 40 + 80 * r
        if chosen {
          img.fill(x: x, y: y, width: w, height: 60, color: RGBA8(red: 242, green: 228, blue: 238))
        }
        img.stroke(x: x, y: y, width: w, height: 60, color: RGBA8(red: 200, green: 200, blue: 200))
        img.draw(
          label, x: x + 24, y: y + 18, color: chosen ? RGBA8(red: 71, green: 133, blue: 207) : Self.ink,
          scale: 2)
        x += w + 16
      }
    }
    return img
  }

  @Test func wrappedChipsAreOneGroup() {
    #expect(colorOnly(wrappedChips(selected: true)).count == 1)
    expectDropped(wrappedChips(selected: false), by: "OneLook")
  }

  /// An outlined two-segment control ("Map" | "Satellite"), the first segment filled; or a
  /// bordered row with a label at the left and a value at the right, which is no control.
  func twoSegments(filled: Bool, bold: Bool = false, centered: Bool = true) -> RGBAImage {
    var img = RGBAImage(width: 760, height: 200, fill: RGBA8(red: 16, green: 16, blue: 16))
    let (x, y, w, h) = (40, 50, 680, 80)
    img.fill(x: x, y: y, width: w, height: h, color: RGBA8(red: 31, green: 31, blue: 31))
    if filled { img.fill(x: x, y: y, width: w / 2, height: h, color: RGBA8(red: 26, green: 242, blue: 87)) }
    img.stroke(x: x, y: y, width: w, height: h, color: RGBA8(red: 61, green: 61, blue: 61))
    for (i, label) in ["Map", "Satellite"].enumerated() {
      let tw = RGBAImage.textWidth(label, scale: 2)
      let tx = centered ? x + w / 4 + i * w / 2 - tw / 2 : (i == 0 ? x + 20 : x + w - 20 - tw)
      let color = i == 0 ? RGBA8(red: 121, green: 128, blue: 123) : RGBA8(red: 193, green: 57, blue: 82)
      img.draw(label, x: tx, y: y + 28, color: color, scale: 2)
      if bold && i == 0 {  // a heavier stroke
        img.draw(label, x: tx + 1, y: y + 28, color: color, scale: 2)
        img.draw(label, x: tx + 2, y: y + 28, color: color, scale: 2)
      }
    }
    return img
  }

  @Test func twoSegmentControlByFillAloneIsFlagged() throws {
    let f = try #require(colorOnly(twoSegments(filled: true)).first)
    #expect(f.boxes.count == 2)
    expectDropped(twoSegments(filled: true, bold: true), by: "WeightCue")
  }

  @Test func labelAndValueInABorderedRowAreNoControl() {
    expectNoCandidate(twoSegments(filled: false, centered: false))
  }

  @Test func distinguishabilityNamesTheCollapsingDeficiency() throws {
    let red = try SRGBColor(css: "#d32f2f")
    let green = try SRGBColor(css: "#388e3c")
    let r = Distinguishability.compare([red], [green])
    #expect(r.collapsing.contains(.deuteranopia) || r.collapsing.contains(.protanopia))
    #expect(!r.survivesColorOnly)
    #expect(r.typicalDeltaE > 40)
    let distinct = Distinguishability.compare([SRGBColor.black], [SRGBColor.white])
    #expect(distinct.isDistinguishable && distinct.survivesColorOnly && distinct.collapsing.isEmpty)
    // Blue and orange survive the red-green deficiencies.
    let blue = try SRGBColor(css: "#1f6feb")
    let orange = try SRGBColor(css: "#f0883e")
    #expect(!Distinguishability.compare([blue], [orange]).collapsing.contains(.deuteranopia))
  }
}
