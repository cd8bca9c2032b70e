import ColorScience
import Pixels

/// Inline links set apart from the body text around them only by color (WCAG technique
/// G183); the rules are in `Rules/` (`InlineLinkRules`).
extension ColorOnlyStates {
  /// The inline links of `lines` told from their body text by color alone. Rows of lines
  /// split by color propose their runs in another color (`LinkRow`), and lines that end a
  /// paragraph in a hue propose themselves (`ParagraphEndLink`); the named rules of
  /// `InlineLinkRules` drop those with a cue besides color or that are no link, each decision
  /// recorded in `trace` when there is one.
  func inlineLinks(_ lines: [TextRegion]) -> [ScanFinding] {
    var candidates: [(link: TextRegion, bodyRuns: [TextRegion], body: RGBA8, traced: Int?)] = []
    let groups = Dictionary(grouping: lines.indices.filter { lines[$0].runGroup != nil }) {
      lines[$0].runGroup ?? 0
    }
    let pageStem = typicalStemRatio(lines)
    let pageBody = bodyColors(lines)
    // A line split by color is one line of text, but at 1× the scan can take a title and the
    // subtitle close under it for one line ("Data Saver" over a teal "Requires restart"):
    // a link is judged against the body text on its own row only.
    let rows = groups.sorted(by: { $0.key < $1.key }).flatMap { rowsOf($0.value.map { lines[$0] }) }
    for runs in rows where runs.count >= 2 {
      let row = LinkRow(runs, lines: lines, pageBody: pageBody, pageStem: pageStem)
      guard !row.links.isEmpty else { continue }
      let traced = row.links.map { link in
        trace?.begin(kind: InlineLinkRules.kind, boxes: row.bodyRuns.map(\.box) + [link.box])
      }
      func record(_ k: Int, _ rule: String, _ reason: String) {
        if let t = traced[k] { trace?.record(t, rule: rule, .dropped, reason) }
      }
      if let (rule, reason) = InlineLinkRules.rowRules.lazy.compactMap({ r in
        r.drop(row, by: self).map { (r.name, $0) }
      }).first {
        for k in row.links.indices { record(k, rule, reason) }
        continue
      }
      for (k, link) in row.links.enumerated() {
        if let (rule, reason) = InlineLinkRules.linkRules.lazy.compactMap({ r in
          r.drop(link, in: row, by: self).map { (r.name, $0) }
        }).first {
          record(k, rule, reason)
          continue
        }
        candidates.append((link, row.bodyRuns, row.body, traced[k]))
      }
    }
    // (A split line whose other pieces were no text, a period after the link, is one run.)
    let whole = lines.filter { $0.runGroup == nil } + rows.filter { $0.count == 1 }.map { $0[0] }
    for line in whole
    where line.fontSize >= minimumFontSize && line.box.width >= 2 * line.box.height
      && Self.isHue(line.foreground)
    {
      guard let c = pageBody[line.background], distance(line.foreground, c) > LinkRow.otherColor,
        let above = paragraphLine(above: line, height: line.box.height, color: c, lines: lines)
      else { continue }
      let traced = trace?.begin(kind: InlineLinkRules.kind, boxes: [above.box, line.box])
      if let (rule, reason) = ParagraphEndLink.drop(
        line, above: above, lines: lines, pageStem: pageStem, by: self)
      {
        if let traced { trace?.record(traced, rule: rule, .dropped, reason) }
        continue
      }
      candidates.append((line, [above], c, traced))
    }
    let code = CodeColorRun(
      colors: candidates.map(\.link.foreground), faces: candidates.map { typeface(of: $0.link.box) })
    let italics = ItalicLink()
    var out: [ScanFinding] = []
    for (k, (link, bodyRuns, body, traced)) in candidates.enumerated() {
      let codeReason = code.drop(k)
      if let reason = codeReason ?? italics.drop(link, bodyRuns: bodyRuns, by: self) {
        if let traced {
          trace?.record(traced, rule: codeReason != nil ? "CodeColorRun" : "ItalicLink", .dropped, reason)
        }
        continue
      }
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
      let f = finding(
        bodyRuns.map(\.box) + [link.box], colors: [body, link.foreground], result: result,
        what: "a link is set apart from the text around it only by color (no underline)"
          + (result.survivesColorOnly
            ? " (WCAG technique G183 accepts this only if hover and focus add an underline or another non-color cue)"
            : ""),
        evidence: evidence)
      if let traced {
        trace?.keep(
          traced, rule: "ItalicLink", f,
          "no cue besides color: not underlined, of the body's weight and slant")
      }
      out.append(f)
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
