import ColorScience
import Pixels

/// Inline links set apart from the body text around them only by color (WCAG technique
/// G183).
extension ColorOnlyStates {
  func inlineLinks(_ lines: [TextRegion]) -> [ScanFinding] {
    var candidates: [(link: TextRegion, bodyRuns: [TextRegion], body: RGBA8)] = []
    let groups = Dictionary(grouping: lines.indices.filter { lines[$0].runGroup != nil }) {
      lines[$0].runGroup ?? 0
    }
    let pageStem = typicalStemRatio(lines)
    let pageBody = bodyColors(lines)
    // A line split by color is one line of text, but at 1× the scan can take a title and the
    // subtitle close under it for one line ("Data Saver" over a teal "Requires restart"):
    // a link is judged against the body text on its own row only.
    let rows = groups.sorted(by: { $0.key < $1.key }).flatMap { rowsOf($0.value.map { lines[$0] }) }
    for runs in rows {
      // Text too small to judge (under `minimumFontSize`, the scan's floor, 7 logical px by
      // default: words in a photo or a thumbnail) says nothing about links. A line is one
      // size: its largest estimate counts (a short piece's estimate runs low, a cut word's
      // far lower).
      guard runs.count >= 2, let largest = runs.map(\.fontSize).max(), largest >= minimumFontSize else {
        continue
      }
      // Body color: the color covering the most width.
      var widthByColor: [RGBA8: Int] = [:]
      for r in runs { widthByColor[r.foreground, default: 0] += r.box.width }
      // A line that holds the page's body color is body text with links in it, however much
      // of it the links take ("using reStructuredText doctest blocks").
      let pageColor = pageBody[runs[0].background].flatMap { c in
        runs.contains { distance($0.foreground, c) <= 24 } ? c : nil
      }
      let body = pageColor ?? Self.widest(widthByColor)
      // A link is words (at least two glyph widths), inside more body text than itself.
      let links = runs.filter {
        distance($0.foreground, body) > 24 && $0.background == runs[0].background
          && $0.box.width >= 2 * $0.box.height
      }
      let bodyRuns = runs.filter { distance($0.foreground, body) <= 24 }
      let bodyWidth = bodyRuns.reduce(0) { $0 + $1.box.width }
      // Text must be the larger part of the line, or the "link" may be the line's text, or a
      // lead-in in color ("Changed in version 7.1:" before the body text). A line that starts
      // in the page's body color is body text whatever share its links take ("using
      // reStructuredText doctest blocks;").
      let startsAsBody = pageColor != nil && distance(runs[0].foreground, body) <= 24
      // So is a line that carries on a paragraph (`paragraphLine(above:)`: a link wrapped to
      // the start of the paragraph's next line); a colored lead-in ("Changed in version
      // 7.1:") starts a paragraph, not carries one on.
      let carriesOn =
        pageColor.map { c in
          paragraphLine(
            above: runs[0], height: runs.reduce(runs[0].box.height) { max($0, $1.box.height) }, color: c,
            lines: lines) != nil
        } ?? false
      guard !links.isEmpty, !bodyRuns.isEmpty, links.count < runs.count,
        startsAsBody || carriesOn
          ? bodyWidth >= 2 * bodyRuns[0].box.height : bodyWidth >= links.reduce(0, { $0 + $1.box.width })
      else { continue }
      // Text heavier throughout than the page's text (stems a third thicker, as the weight
      // cue has it) is a heading, a label or an API signature (a function's name in bold
      // code, its parameters in another color), not the body text a link is told apart from.
      if bodyRuns.allSatisfy({ $0.stemRatio >= Self.stemsApart * pageStem }) { continue }
      // Underlined "body" runs are links themselves (a breadcrumb: the current page is the
      // one without an underline, a cue of its own). A run of a glyph or two (no wider than
      // 1.6 times its height: the "s" after a link to "object") can fill its own lower rows
      // with its bottom stroke; its underline must lie below the line's baseline, the
      // highest glyph bottom of its runs.
      let baseline = runs.reduce(runs[0].box.maxY) { min($0, $1.box.maxY) }
      if bodyRuns.contains(where: {
        hasUnderline($0, anyColor: true, below: GlyphRun.isShort($0.box) ? baseline : nil)
      }) {
        continue
      }
      // Links are told by their hue: a neutral run (OKLCH chroma under `Self.hueChroma`) is
      // no link, whether inside text of a hue (a token in highlighted code) or inside neutral
      // text (inline code a shade darker, a breadcrumb's current page after its gray links).
      // A link whose underline would fall below the screen's edge cannot be judged: the cue
      // may be there, out of view.
      // The body's weight is that of most of its width: a bold term before a link ("station
      // (Station) – the station to predict for") is not the text the link is told from.
      let boldWidth = bodyRuns.filter(\.bold).reduce(0) { $0 + $1.box.width }
      let bodyBold = 2 * boldWidth > bodyWidth
      // Runs of one line are one size: where a link's size estimate strays (a link of
      // x-height letters, "account settings", read 10.4 px beside the body's 16), its bold
      // flag strays with it. Stems in pixels within a fifth of the body's are one weight.
      let bodyStems = bodyRuns.filter { $0.bold == bodyBold }.map { $0.stemRatio * $0.fontSize }.sorted()
      func sameWeight(_ link: TextRegion) -> Bool {
        guard link.bold != bodyBold else { return true }
        guard !bodyStems.isEmpty else { return false }
        let (own, body) = (link.stemRatio * link.fontSize, bodyStems[bodyStems.count / 2])
        return max(own, body) < 1.2 * min(own, body)
      }
      // A run under half the size of the text beside it (a permalink icon after a heading)
      // is no word of that text.
      guard let bodySize = bodyRuns.map(\.fontSize).max() else { continue }
      for link in links
      where 2 * link.fontSize >= bodySize && !hasUnderline(link, anyColor: true) && sameWeight(link)
        && Self.isHue(link.foreground) && underlineInView(link) && !inHighlightedBlock(link, lines: lines)
      {
        candidates.append((link, bodyRuns, body))
      }
    }
    // A link can fill the last line of its paragraph ("...is expected to follow the" over
    // "PyPA Code of Conduct."): a line of its own in a hue, not split, that carries on a
    // paragraph in the page's body color as `paragraphLine(above:)` has it, and ends short
    // of that line (a last line: a line as long as the paragraph's, all in color, is a
    // block of its own). Its weight is the paragraph's.
    // (A split line whose other pieces were no text, a period after the link, is one run.)
    let whole = lines.filter { $0.runGroup == nil } + rows.filter { $0.count == 1 }.map { $0[0] }
    for line in whole
    where line.fontSize >= minimumFontSize && line.box.width >= 2 * line.box.height
      && Self.isHue(line.foreground)
    {
      guard let c = pageBody[line.background], distance(line.foreground, c) > 24,
        let above = paragraphLine(above: line, height: line.box.height, color: c, lines: lines),
        above.bold == line.bold, above.stemRatio < Self.stemsApart * pageStem,
        lineEnd(from: above, lines: lines, gap: above.box.height) >= line.box.maxX + 2 * line.box.height,
        !hasUnderline(line, anyColor: true), !hasUnderline(above, anyColor: true), underlineInView(line),
        !inHighlightedBlock(line, lines: lines)
      else { continue }
      candidates.append((line, [above], c))
    }
    // A word in a monospace face inside prose is inline code as often as a link: a theme may
    // set its literals in a color of their own with no chip (guzzle's maroon `conf.py`,
    // klink's green). Each color's runs vote: a color more of whose runs read monospace than
    // proportional is the page's code color, and none of its runs is a link (one piece of
    // code, "major." cut at its dot, can step like prose, as a phrase without narrow or wide
    // letters, "or access needs", can step like code). A run in a monospace face, or too short
    // to tell ("conf.py" at 1×, "ref"), reads as a link only in a color the page's
    // proportional links take, where it has any; otherwise its typeface sets it apart.
    let faces = candidates.map { typeface(of: $0.link.box) }
    func votes(_ color: RGBA8, _ face: Typeface) -> Int {
      candidates.indices.filter { faces[$0] == face && distance(candidates[$0].link.foreground, color) <= 24 }
        .count
    }
    func isCodeColor(_ color: RGBA8) -> Bool { votes(color, .monospace) > votes(color, .proportional) }
    let linkColors = candidates.indices.filter {
      faces[$0] == .proportional && !isCodeColor(candidates[$0].link.foreground)
    }
    .map { candidates[$0].link.foreground }
    func readsAsLink(_ k: Int) -> Bool {
      let color = candidates[k].link.foreground
      guard !isCodeColor(color) else { return false }
      let inLinkColor = linkColors.contains { distance($0, color) <= 24 }
      switch faces[k] {
      case .proportional: return true
      case .monospace: return inLinkColor
      case .unknown, .evenPitch: return linkColors.isEmpty || inLinkColor
      }
    }
    // Italics against roman text (or roman against italics) are a cue besides color
    // (technique G182): a theme's colored emphasis, a link set in italics. Measured last, on
    // the links about to be reported only (a slant costs each run's pixels a dozen times),
    // the body's slant once a line.
    var bodySlants: [PixelBox: Double?] = [:]
    func italicAgainstBody(_ link: TextRegion, _ bodyRuns: [TextRegion]) -> Bool {
      guard let own = slant(of: link) else { return false }
      guard let widest = bodyRuns.max(by: { $0.box.width < $1.box.width }) else { return false }
      if bodySlants[widest.box] == nil { bodySlants[widest.box] = .some(slant(of: widest)) }
      guard let beside = bodySlants[widest.box] ?? nil else { return false }
      return abs(own - beside) >= Self.italicShear
    }
    var out: [ScanFinding] = []
    for (k, (link, bodyRuns, body)) in candidates.enumerated()
    where readsAsLink(k) && !italicAgainstBody(link, bodyRuns) {
      let result = Distinguishability.compare([SRGBColor(link.foreground)], [SRGBColor(body)])
      // Technique G183: a link differing by 3:1 from body text (and in every deficiency)
      // passes 1.4.1 only when it gains a cue on focus and hover, which pixels cannot
      // show; at rest it is still told by color alone, so it is reported as a warning
      // (the level `finding` gives states whose colors survive) that says what to check.
      // A run of another color inside one line of text: the line itself is the evidence.
      let evidence = StateEvidence(
        members: bodyRuns.map { StateEvidence.Member(box: $0.box, differs: false) } + [
          .init(box: link.box, differs: true)
        ],
        cuesChecked: ["underline", "weight", "italic"], confidence: 1)
      out.append(
        finding(
          bodyRuns.map(\.box) + [link.box], colors: [body, link.foreground], result: result,
          what: "a link is set apart from the text around it only by color (no underline)"
            + (result.survivesColorOnly
              ? " (WCAG technique G183 accepts this only if hover and focus add an underline or another non-color cue)"
              : ""),
          evidence: evidence))
    }
    return out
  }

  /// The line of prose that `first` carries on, if any: a line in `color` (the page's body
  /// color) on `first`'s background, a clause long (15 text heights), a line pitch above it
  /// at its left edge, of its size. A pitch of 1.5 em is 1.6 to 2.1 ink heights (0.95 em
  /// with descenders, 0.72 without); a paragraph's margin puts the next paragraph 2.4 or
  /// more away. `height`: the tallest ink of `first`'s line.
  func paragraphLine(above first: TextRegion, height: Int, color c: RGBA8, lines: [TextRegion]) -> TextRegion?
  {
    lines.first { o in
      let h = max(o.box.height, height)
      return distance(o.foreground, c) <= 24 && o.background == first.background
        && abs(o.box.x - first.box.x) <= max(3, h / 4)
        && first.box.y - o.box.y >= h / 2 && 5 * (first.box.y - o.box.y) <= 11 * h
        && lineEnd(from: o, lines: lines, gap: h) - o.box.x >= 15 * h && similarSize(o, first)
    }
  }

  /// `runs` (the pieces of one split line) in rows: pieces on one line (`onOneLine`) with
  /// the row's first piece, each row from left to right.
  func rowsOf(_ runs: [TextRegion]) -> [[TextRegion]] {
    var rows: [[TextRegion]] = []
    for r in runs.sorted(by: { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }) {
      if let k = rows.firstIndex(where: { onOneLine($0[0].box, r.box) }) {
        rows[k].append(r)
      } else {
        rows.append([r])
      }
    }
    return rows.map { $0.sorted { $0.box.x < $1.box.x } }
  }

  /// True when the text around `t` (on its background, within three of its line heights
  /// above or below, across the width of its row and four line heights either side) holds
  /// three or more hues: highlighted code, whose keywords, strings and names are each a hue.
  /// A line of it cut into word pieces at 1× can read as two colors, prose and a link; the
  /// block around it cannot. Prose has one hue for its links, two with colored inline code.
  /// The row: the text on `t`'s baseline and background up to 20 line heights away, piece
  /// by piece while each is within four line heights of the last (a code line's aligned
  /// comment; a sidebar beside the text stands further off, and its colors are no token of
  /// the line).
  func inHighlightedBlock(_ t: TextRegion, lines: [TextRegion]) -> Bool {
    let h = t.box.height
    let row = lines.filter { o in
      onOneLine(o.box, t.box) && distance(o.background, t.background) <= ColorTolerance.sameLook
        && o.box.maxX >= t.box.x - 20 * h && o.box.x <= t.box.maxX + 20 * h
    }
    var (left, right) = (t.box.x, t.box.maxX)
    for o in row.sorted(by: { $0.box.x < $1.box.x }) where o.box.x > t.box.x && o.box.x <= right + 4 * h {
      right = max(right, o.box.maxX)
    }
    for o in row.sorted(by: { $0.box.maxX > $1.box.maxX })
    where o.box.maxX < t.box.maxX && o.box.maxX >= left - 4 * h {
      left = min(left, o.box.x)
    }
    var hues: [RGBA8] = []
    for o in lines
    where abs((o.box.y + o.box.maxY) - (t.box.y + t.box.maxY)) <= 6 * h
      && o.box.maxX >= left - 4 * h && o.box.x <= right + 4 * h
      && distance(o.background, t.background) <= ColorTolerance.sameLook && Self.isHue(o.foreground)
    {
      if !hues.contains(where: { distance($0, o.foreground) <= 24 }) { hues.append(o.foreground) }
      if hues.count >= 3 { return true }
    }
    return false
  }

  /// The lines with the word pieces of one line of text marked as one split line (a fresh
  /// `runGroup`), as `ScreenScanner` marks a line it splits by color. At 1× the scan may cut a
  /// line at its word spaces instead, and a link in it then stands alone: pieces on one line
  /// (their ink rows overlapping by most of the shorter's height) with the same background,
  /// each at most three quarters of its height from the next (a word space is a third of an
  /// em to half of one, where a control's items stand an em or more apart), are one line when
  /// they are in two or more colors. Lines of one color are left as they are, and so are a
  /// row's `delimiters`.
  func joiningWordPieces(_ lines: [TextRegion]) -> [TextRegion] {
    var lines = lines
    var next = (lines.compactMap(\.runGroup).max() ?? 0) + 1
    // A breadcrumb's separators sit a word space from the items; they join nothing.
    let separators = delimitedRows(lines).reduce(into: Set<Int>()) { $0.formUnion($1.separators) }
    let pieces = lines.indices.filter { lines[$0].runGroup == nil && !separators.contains($0) }
      .sorted { lines[$0].box.x < lines[$1].box.x }
    var taken = Set<Int>()
    for start in pieces where !taken.contains(start) {
      var chain = [start]
      var last = lines[start]
      // The nearest piece to the right on the same line, while it is a word space away.
      while let j = pieces.lazy.filter({ j in
        !taken.contains(j) && lines[j].box.x >= last.box.maxX && onOneLine(last.box, lines[j].box)
      }).first, 4 * (lines[j].box.x - last.box.maxX) <= 3 * min(last.box.height, lines[j].box.height),
        distance(lines[j].background, last.background) <= ColorTolerance.sameLook, similarSize(lines[j], last)
      {
        chain.append(j)
        last = lines[j]
      }
      guard chain.count >= 2,
        chain.contains(where: { distance(lines[$0].foreground, lines[start].foreground) > 24 })
      else { continue }
      taken.formUnion(chain)
      for i in chain { lines[i].runGroup = next }
      next += 1
    }
    return lines
  }

  /// The least OKLCH chroma of a hue: below it a color reads as a gray (the chroma of an
  /// sRGB gray is 0; a tinted UI gray such as slate #64748b stays near 0.04).
  static let hueChroma = 0.06

  /// True when `color` reads as a hue, not a gray (`hueChroma`).
  static func isHue(_ color: RGBA8) -> Bool { OKLCH(SRGBColor(color)).c >= hueChroma }

  /// The color covering the most width in `widthByColor`; a tie goes to the lower hex
  /// value, not to the dictionary's per-process order.
  static func widest(_ widthByColor: [RGBA8: Int]) -> RGBA8 {
    widthByColor.max { ($0.value, $1.key.opaqueHex) < ($1.value, $0.key.opaqueHex) }!.key
  }

  /// The page's body text color on each background: the color covering the most width there,
  /// or the widest gray when it covers a quarter of that. Body text is set in a gray; a page
  /// of links (Django's admin: sidebar, tables, filters, all in its teal) can hold more link
  /// than prose, and its paragraphs must still read as gray text with teal links in them.
  func bodyColors(_ lines: [TextRegion]) -> [RGBA8: RGBA8] {
    var widths: [RGBA8: [RGBA8: Int]] = [:]
    for t in lines { widths[t.background, default: [:]][t.foreground, default: 0] += t.box.width }
    return widths.mapValues { byColor in
      let widest = Self.widest(byColor)
      let grays = byColor.filter { !Self.isHue($0.key) }
      guard Self.isHue(widest), !grays.isEmpty else { return widest }
      let gray = Self.widest(grays)
      return 4 * (grays[gray] ?? 0) >= (byColor[widest] ?? 0) ? gray : widest
    }
  }

  /// True when the rows `hasUnderline` looks at, under `t`, are all on the screen.
  func underlineInView(_ t: TextRegion) -> Bool {
    t.box.maxY + Self.underlineReach(t.box.height) < image.height
  }

  /// The stem ratio of most of the page's text: the median of the lines' stem ratios,
  /// weighted by their width (a paragraph counts for more than a heading or a button).
  func typicalStemRatio(_ lines: [TextRegion]) -> Double {
    let sorted = lines.sorted { $0.stemRatio < $1.stemRatio }
    let half = sorted.reduce(0) { $0 + $1.box.width } / 2
    var sum = 0
    for line in sorted {
      sum += line.box.width
      if sum >= half { return line.stemRatio }
    }
    return sorted.last?.stemRatio ?? 0
  }
}
