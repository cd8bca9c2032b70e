import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Inline links told apart by color alone, on the evidence a line gives: the link's hue, an
/// underline that must be on screen to be missed, a line the scan cut at its word spaces (as
/// it does at 1×), and a lone stem antialiased to gray that is no color of its own. Each case
/// is drawn where the rule must hold a finding back and again where a link must be found.
struct LinkEvidenceTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let body = RGBA8(red: 31, green: 35, blue: 40)
  static let blue = RGBA8(red: 47, green: 111, blue: 159)

  /// One word drawn as the scan would read it: a run of `color` on white at 1×.
  static func run(_ word: String, x: Int, y: Int, color: RGBA8, fontSize: Double = 14, group: Int? = nil)
    -> TextRegion
  {
    TextRegion(
      box: PixelBox(x: x, y: y, width: RGBAImage.textWidth(word), height: RGBAImage.textHeight()),
      foreground: color,
      background: white, ratio: 5, apca: 70, fontSize: fontSize, bold: false, stemRatio: 0.09, required: 4.5,
      outcome: .pass, runGroup: group)
  }

  /// `words` drawn at 1× on one line from `x`, one space apart, each its own run.
  static func line(
    _ words: [(String, RGBA8)], y: Int, image: inout RGBAImage, group: Int? = nil,
    fontSizes: [Double]? = nil
  ) -> [TextRegion] {
    var x = 20
    var out: [TextRegion] = []
    for (k, (word, color)) in words.enumerated() {
      image.draw(word, x: x, y: y, color: color)
      out.append(run(word, x: x, y: y, color: color, fontSize: fontSizes?[k] ?? 14, group: group))
      x += RGBAImage.textWidth(word + " ")
    }
    return out
  }

  func states(_ image: RGBAImage) -> ColorOnlyStates {
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: image.width, height: image.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
        fillArea: 1600)
    }
    return ColorOnlyStates(image: image, regions: regions, scale: 1)
  }

  @Test func aLinkIsToldByItsHueNotByAShadeOfGray() {
    func links(_ other: RGBA8) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let gray = RGBA8(red: 100, green: 116, blue: 139)  // slate: a tinted UI gray
      let runs = Self.line(
        [("Changed in version two:", gray), ("datum", other), ("is the default now.", gray)],
        y: 40, image: &img, group: 1)
      return states(img).inlineLinks(runs)
    }
    // A run a shade darker than gray text (inline code, a breadcrumb's current page)...
    #expect(links(RGBA8(red: 15, green: 23, blue: 42)).isEmpty)
    // ...is no link; a blue one is.
    #expect(links(Self.blue).count == 1)
  }

  /// A line that starts in the page's body color is body text with a link in it, even when
  /// the link is most of its width (a list item: "using <a long link>;"). A line that starts
  /// in color is not: a lead-in label ("Changed in version 7.1:") before body text.
  @Test func aLongLinkAfterBodyTextIsFlaggedAndAColoredLeadInIsNot() {
    func links(_ words: [(String, RGBA8)]) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 120, fill: Self.white)
      let page = Self.line(
        [("Sphinx builds the pages of a project from plain text files", Self.body)], y: 20, image: &img)
      return states(img).inlineLinks(page + Self.line(words, y: 60, image: &img, group: 1))
    }
    #expect(links([("using", Self.body), ("reStructuredText doctest blocks", Self.blue)]).count == 1)
    let teal = RGBA8(red: 20, green: 120, blue: 140)
    #expect(links([("Changed in version 7.1:", teal), ("Type of data", Self.body)]).isEmpty)
  }

  /// The body's weight is that of most of its width: a bold term before a link in regular
  /// weight ("station (Station) is the place to predict for") does not make the link's
  /// weight a cue.
  @Test func aBoldTermBeforeALinkDoesNotSetTheBodyWeight() {
    var img = RGBAImage(width: 700, height: 80, fill: Self.white)
    var runs = Self.line(
      [("station", Self.body), ("Station", Self.blue), ("is the place to predict for", Self.body)],
      y: 30, image: &img, group: 1)
    runs[0].bold = true
    runs[0].stemRatio = 0.16
    #expect(states(img).inlineLinks(runs).count == 1)
  }

  /// Carbon at 2×: "account settings" has no capital or tall ascender, so its size reads
  /// 10.4 px beside the body's 16 and its stem ratio crosses the bold threshold, while its
  /// stems in pixels are the body's. Runs of one line are one size: it is a regular link.
  /// A link bold in earnest (stems a third heavier in pixels) carries a weight cue.
  @Test func aLinksBoldFlagFromAMisreadSizeIsNoWeightCue() {
    func links(linkStem: Double, linkSize: Double) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 80, fill: Self.white)
      var runs = Self.line(
        [("to change it see", Self.body), ("account settings", Self.blue), ("for this month", Self.body)],
        y: 30, image: &img, group: 1, fontSizes: [16, linkSize, 16])
      runs[1].bold = true
      runs[1].stemRatio = linkStem
      return states(img).inlineLinks(runs)
    }
    #expect(links(linkStem: 0.122, linkSize: 10.4).count == 1)
    #expect(links(linkStem: 0.122, linkSize: 16).isEmpty)
  }

  @Test func aLinkWhoseUnderlineWouldFallOffTheScreenIsNotJudged() {
    func links(y: Int) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 60, fill: Self.white)
      let runs = Self.line(
        [("for how to keep", Self.body), ("guide", Self.blue), ("the old datum", Self.body)],
        y: y, image: &img, group: 1)
      return states(img).inlineLinks(runs)
    }
    #expect(links(y: 60 - RGBAImage.textHeight()).isEmpty)
    #expect(links(y: 20).count == 1)
  }

  @Test func wordsTheScanCutApartAreOneLineForLinks() {
    var img = RGBAImage(width: 700, height: 160, fill: Self.white)
    // One line of prose cut at its word spaces (no `runGroup`), a blue link inside it...
    let prose = Self.line(
      [
        ("between", Self.body), ("text", Self.body), ("and", Self.body), ("whatever", Self.blue),
        ("remains", Self.blue), ("behind", Self.body),
      ], y: 30, image: &img)
    // ...and, below, a row of items an em and more apart: no line, whatever their colors.
    var nav: [TextRegion] = []
    var x = 20
    for (word, color) in [("Home", Self.body), ("Teams", Self.blue), ("Billing", Self.body)] {
      img.draw(word, x: x, y: 100, color: color)
      nav.append(Self.run(word, x: x, y: 100, color: color))
      x += RGBAImage.textWidth(word) + 3 * RGBAImage.textHeight()
    }
    let s = states(img)
    let joined = s.joiningWordPieces(prose + nav)
    #expect(Set(joined.prefix(prose.count).map(\.runGroup)).count == 1 && joined[0].runGroup != nil)
    #expect(joined.suffix(nav.count).allSatisfy { $0.runGroup == nil })
    let links = s.findings(in: prose).filter { $0.message.hasPrefix("a link") }
    #expect(links.count == 2)  // "whatever" and "remains", each a run of its own
  }

  /// At 1× the scan can take a settings row's title and the colored subtitle close under it
  /// ("Data Saver" over a teal "Requires restart") for one line it splits by color: one
  /// `runGroup` on two rows. The subtitle is a line of its own, no link inside the title;
  /// the same words on one row are body text with a link.
  @Test func aSplitLineOnTwoRowsIsNoLineWithALink() {
    func links(rows: Bool) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 120, fill: Self.white)
      let title = Self.line(
        [("Data Saver for", Self.body), ("the mobile app", Self.body)], y: 30, image: &img, group: 1)
      let x = rows ? 20 : title.last!.box.maxX + RGBAImage.textWidth(" ")
      img.draw("Requires restart", x: x, y: rows ? 30 + RGBAImage.textHeight() + 4 : 30, color: Self.blue)
      let subtitle = Self.run(
        "Requires restart", x: x, y: rows ? 30 + RGBAImage.textHeight() + 4 : 30, color: Self.blue,
        group: 1)
      return states(img).inlineLinks(title + [subtitle])
    }
    #expect(links(rows: true).isEmpty)
    #expect(links(rows: false).count == 1)
  }

  /// A link can fill the last line of its paragraph, with no body text beside it ("is
  /// expected to follow the" over "PyPA Code of Conduct."): the paragraph's line a pitch
  /// above, at its left edge, is the text it is told from. A colored line as long as the
  /// paragraph's is a block of its own, and so is one with no paragraph over it.
  @Test func aLinkFillingTheLastLineOfItsParagraphIsFound() {
    func links(link: String, above: Bool) -> [ScanFinding] {
      var img = RGBAImage(width: 900, height: 140, fill: Self.white)
      let prose = "trackers, chat rooms and mailing lists are expected to follow the"
      let page = above ? Self.line([(prose, Self.body)], y: 30, image: &img) : []
      return states(img).inlineLinks(
        page + Self.line([(link, Self.blue)], y: 30 + 3 * RGBAImage.textHeight() / 2, image: &img))
    }
    #expect(links(link: "PyPA Code of Conduct", above: true).count == 1)
    #expect(links(link: "PyPA Code of Conduct", above: false).isEmpty)
    #expect(
      links(link: "PyPA Code of Conduct for everyone who takes part in the project", above: true).isEmpty)
  }

  /// The plural "s" after a link ("link to objects", the link on "object") is a run of one
  /// glyph, whose bottom stroke fills its own lower rows like a rule: no underline unless
  /// it lies below the line's baseline. Drawn under the "s", one is.
  @Test func aLettersBottomStrokeIsNoUnderline() {
    func links(ruleUnderS: Bool) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let runs = Self.line(
        [("names and roles to describe and link to", Self.body), ("object", Self.blue), ("s", Self.body)],
        y: 40, image: &img, group: 1)
      if ruleUnderS {
        img.fill(
          x: runs[2].box.x, y: runs[2].box.maxY + 1, width: runs[2].box.width, height: 1, color: Self.body)
      }
      return states(img).inlineLinks(runs)
    }
    #expect(links(ruleUnderS: false).count == 1)
    #expect(links(ruleUnderS: true).isEmpty)
  }

  /// A note's colored title over a line with a link makes two hues; a sidebar's red item on
  /// the link's baseline, far to the left across the gutter, is no token of that line and
  /// no third hue of a code block. Set a word space from the line, it is one.
  @Test func aSidebarBesideTheLineIsNoThirdHue() {
    func links(gutter: Int) -> [ScanFinding] {
      var img = RGBAImage(width: 1100, height: 120, fill: Self.white)
      let (h, red, teal) = (
        RGBAImage.textHeight(), RGBA8(red: 220, green: 0, blue: 0), RGBA8(red: 20, green: 120, blue: 140)
      )
      img.draw("Index", x: 20, y: 60, color: red)
      let sidebar = Self.run("Index", x: 20, y: 60, color: red)
      let x = sidebar.box.maxX + gutter * h
      img.draw("Note", x: x, y: 36, color: teal)
      let title = Self.run("Note", x: x, y: 36, color: teal)
      var runs: [TextRegion] = []
      var at = x
      for (word, color) in [("See", Self.body), ("Sphinx API", Self.blue), ("for more on themes", Self.body)]
      {
        img.draw(word, x: at, y: 60, color: color)
        runs.append(Self.run(word, x: at, y: 60, color: color, group: 1))
        at += RGBAImage.textWidth(word + " ")
      }
      return states(img).inlineLinks([sidebar, title] + runs)
    }
    #expect(links(gutter: 13).count == 1)
    #expect(links(gutter: 1).isEmpty)
  }

  @Test func aLineIsJudgedAtItsLargestSizeEstimate() {
    func links(sizes: [Double]) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let runs = Self.line(
        [("between text and", Self.body), ("what lies", Self.blue), ("behind it", Self.body)],
        y: 40, image: &img, group: 1, fontSizes: sizes)
      return states(img).inlineLinks(runs)
    }
    // Short pieces read low; one of them under 7 does not make the line too small to judge...
    #expect(links(sizes: [7.6, 6.9, 7.6]).count == 1)
    // ...a line under 7 throughout is.
    #expect(links(sizes: [6.3, 6.9, 6.3]).isEmpty)
  }

  @Test func theLinkPassHonoursTheScansSmallestJudgedSize() {
    func links(sizes: [Double], minimum: Double) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let runs = Self.line(
        [("between text and", Self.body), ("what lies", Self.blue), ("behind it", Self.body)],
        y: 40, image: &img, group: 1, fontSizes: sizes)
      var finder = states(img)
      finder.minimumFontSize = minimum
      return finder.inlineLinks(runs)
    }
    // `ScanOptions.minimumJudgedFontSize` moves the link pass's floor with the rest of the scan.
    #expect(links(sizes: [6.3, 6.9, 6.3], minimum: 6).count == 1)
    #expect(links(sizes: [7.6, 6.9, 7.6], minimum: 8).isEmpty)
  }

  @Test func aLoneStemAntialiasedToGrayIsNoThirdColor() {
    func links(stem: RGBA8) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      var runs = Self.line(
        [("between text and", Self.body), ("what lies", Self.blue), ("beh", Self.body)],
        y: 40, image: &img, group: 1)
      // An "i" the scan read alone, one pixel wide, in `stem`.
      let x = runs.last!.box.maxX + 2
      img.fill(x: x, y: 40, width: 1, height: RGBAImage.textHeight(), color: stem)
      var i = Self.run("i", x: x, y: 40, color: stem, group: 1)
      i.box = PixelBox(x: x, y: 40, width: 1, height: RGBAImage.textHeight())
      runs.append(i)
      return states(img).withoutCode(states(img).inlineLinks(runs), lines: runs)
    }
    // The body's ink blended a quarter of the way to white: the body's own stem...
    #expect(links(stem: RGBA8(red: 87, green: 90, blue: 94)).count == 1)
    // ...where a red stem is a third color, as highlighted code has.
    #expect(links(stem: RGBA8(red: 200, green: 30, blue: 30)).isEmpty)
  }

  /// At 1× a word of two thin glyphs ("is") reads lighter than the body too (PatternFly's
  /// Open Sans at 13 px: #5a5a5a beside #363636): up to one and a half line heights wide,
  /// a blend of the body's ink and the page is the body's. A wider run keeps its color.
  @Test func aShortWordAntialiasedToGrayIsNoThirdColor() {
    func links(_ word: String, color: RGBA8) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      var runs = Self.line(
        [("the tide", Self.body), ("what lies", Self.blue), ("beh", Self.body)], y: 40, image: &img, group: 1)
      let x = runs.last!.box.maxX + 6
      img.draw(word, x: x, y: 40, color: color)
      runs.append(Self.run(word, x: x, y: 40, color: color, group: 1))
      return states(img).withoutCode(states(img).inlineLinks(runs), lines: runs)
    }
    let gray = RGBA8(red: 87, green: 90, blue: 94)
    #expect(2 * RGBAImage.textWidth("is") <= 3 * RGBAImage.textHeight())
    #expect(links("is", color: gray).count == 1)
    #expect(links("is", color: RGBA8(red: 200, green: 30, blue: 30)).isEmpty)
    #expect(links("isle of", color: gray).isEmpty)
  }

  /// A page of links (Django's admin: sidebar, table and filters all in its teal) holds more
  /// link than prose; its paragraph is still gray text with teal links in it. The widest gray
  /// is the body color when it covers a quarter of the widest hue's width.
  @Test func aPageOfLinksStillReadsItsProseAsGray() {
    func links(menuWords: Int) -> [ScanFinding] {
      var img = RGBAImage(width: 900, height: 400, fill: Self.white)
      let prose = Self.line(
        [("Shares go to the", Self.body), ("picking rota", Self.blue), ("every night", Self.body)],
        y: 40, image: &img, group: 1)
      let menu = (0..<menuWords).map { k in
        Self.run("Growers and shares", x: 20, y: 80 + 20 * k, color: Self.blue)
      }
      for m in menu { img.draw("Growers and shares", x: m.box.x, y: m.box.y, color: Self.blue) }
      return states(img).inlineLinks(prose + menu)
    }
    let proseGray = RGBAImage.textWidth("Shares go to the") + RGBAImage.textWidth("every night")
    func teal(_ k: Int) -> Int {
      k * RGBAImage.textWidth("Growers and shares") + RGBAImage.textWidth("picking rota")
    }
    #expect(
      teal(3) > 2 * proseGray && teal(3) <= 4 * proseGray, "the teal outweighs the gray, under four to one")
    #expect(links(menuWords: 3).count == 1)
    // Where the gray is under a quarter of the teal, the page's text is its teal.
    #expect(teal(12) > 4 * proseGray)
    #expect(links(menuWords: 12).isEmpty)
  }

  /// A link underlined by a dotted or dashed border (the pallets themes' `1px dotted`) has a
  /// cue; one drawn too faint to see (1.2:1) does not, and neither does plain body text.
  @Test func aDottedUnderlineIsACue() {
    func links(dot: Int, gap: Int, color: RGBA8?) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let runs = Self.line(
        [("The tides of", Self.body), ("harmonic stations", Self.blue), ("are predicted here.", Self.body)],
        y: 40, image: &img, group: 1)
      if let color {
        let link = runs[1].box
        var x = link.x
        while x + dot <= link.maxX {
          img.fill(x: x, y: link.maxY + 1, width: dot, height: 1, color: color)
          x += dot + gap
        }
      }
      return states(img).inlineLinks(runs)
    }
    #expect(links(dot: 1, gap: 1, color: nil).count == 1)
    #expect(links(dot: 1, gap: 1, color: Self.blue).isEmpty)
    #expect(links(dot: 3, gap: 2, color: Self.blue).isEmpty)
    #expect(links(dot: 3, gap: 2, color: RGBA8(red: 220, green: 240, blue: 213)).count == 1)
  }

  /// Pale gray dots that touch the glyphs' bottoms (the library theme's `2px dotted` border at
  /// 2×, 4 px dots under a serif face whose bottoms fill the rows above them) are a rule: their
  /// ink is none of the text's, so they are no glyph bottoms though no row above them is clear.
  @Test func paleDotsTouchingTheGlyphsAreARule() {
    func underlined(_ dots: RGBA8) -> Bool {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let runs = Self.line(
        [("The tides of", Self.body), ("harmonic stations", Self.blue), ("are predicted here.", Self.body)],
        y: 40, image: &img, group: 1)
      let link = runs[1].box
      // Glyph bottoms of a heavy face: the three rows over the rule, two thirds inked in
      // pieces of uneven length.
      let lengths = [5, 3, 6, 2, 4, 7, 3, 5]
      var (x, k) = (link.x, 0)
      while x < link.maxX {
        let length = lengths[k % lengths.count]
        if k % 3 != 2 {
          img.fill(x: x, y: link.maxY - 3, width: min(length, link.maxX - x), height: 3, color: Self.blue)
        }
        (x, k) = (x + length, k + 1)
      }
      x = link.x
      while x + 4 <= link.maxX {
        img.fill(x: x, y: link.maxY, width: 4, height: 4, color: dots)
        x += 8
      }
      return states(img).hasUnderline(runs[1], anyColor: true)
    }
    #expect(underlined(RGBA8(red: 206, green: 212, blue: 218)))
  }

  /// A colored run under half the size of the heading beside it (a permalink icon) is no
  /// word of the heading; a colored word of the heading's size is a link in it.
  @Test func anIconBesideAHeadingIsNoLink() {
    func links(_ sizes: [Double]) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let runs = Self.line(
        [("Installing", Self.body), ("Sphinx", Self.body), ("guide", Self.blue)],
        y: 40, image: &img, group: 1, fontSizes: sizes)
      return states(img).inlineLinks(runs)
    }
    #expect(links([34, 35, 30]).count == 1)
    #expect(links([34, 35, 14]).isEmpty)
  }

  /// An underline in another color counts when one can make it out, 1.3:1 against the page:
  /// a pale teal rule (wagtail's, 1.2:1) under a link is no cue; a mid teal one is.
  @Test func anUnderlineTooPaleToSeeIsNoCue() {
    func links(_ rule: RGBA8) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let runs = Self.line(
        [("The tides of", Self.body), ("harmonic stations", Self.blue), ("are predicted here.", Self.body)],
        y: 40, image: &img, group: 1)
      img.fill(x: runs[1].box.x, y: runs[1].box.maxY + 1, width: runs[1].box.width, height: 2, color: rule)
      return states(img).inlineLinks(runs)
    }
    #expect(links(RGBA8(red: 205, green: 238, blue: 232)).count == 1)
    #expect(links(RGBA8(red: 120, green: 200, blue: 190)).isEmpty)
  }

  /// A link wrapped to the start of a paragraph's next line, with a few words of body text
  /// after it, is a link in prose: the line above, a line pitch up at the same left edge, is
  /// the paragraph's. The same line a paragraph's gap below other text starts a paragraph,
  /// and a colored start is a lead-in, not a link.
  @Test func aLinkStartingAParagraphsNextLineIsFlagged() {
    func links(gap: Int) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 140, fill: Self.white)
      let page = Self.line(
        [("trackers, chat rooms and mailing lists are expected to follow the", Self.body)], y: 20,
        image: &img)
      return states(img).inlineLinks(
        page
          + Self.line(
            [("Code of Conduct of the PyPA", Self.blue), ("as well.", Self.body)],
            y: 20 + gap, image: &img, group: 1))
    }
    #expect(links(gap: 24).count == 1)
    #expect(links(gap: 42).isEmpty)
  }
}
