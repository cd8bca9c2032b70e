import ColorScience
import Pixels

/// Code is no state. On documentation pages two kinds of text differ in color for reasons
/// that are not states: syntax-highlighted code (a keyword, a string, a name: content) and
/// inline code set in a monospace face inside prose (a typeface change, which is itself a
/// cue besides color). Both are told by the glyphs' positions: a monospace face sets every
/// glyph in a cell of one width, so neighbouring glyph centres step by one pitch (two across
/// a space) and no glyph is wider than the pitch, where a proportional face sets an "i"
/// beside an "m".
extension ColorOnlyStates {
  enum Typeface: Equatable {
    case monospace
    case proportional
    /// Too few glyphs to tell.
    case unknown
    /// Glyphs that step on one pitch, none wider than it, but too few to rule out a short
    /// proportional word of even letters ("Saved"): code if the text beside it is prose.
    case evenPitch
  }

  /// The typeface of the text in `box`, from its glyph blobs.
  func typeface(of box: PixelBox) -> Typeface {
    typeface(ofGlyphs: blobs.filter { isGlyph($0, of: box) }, height: box.height)
  }

  /// The typeface of the run of text `item` belongs to on its own fill: the item widened,
  /// left and right, over the text of its baseline on the same fill, a word gap or less
  /// apart. A token of highlighted code ("360", "import") is too short to tell alone; its
  /// code line on the code block's fill is not. Inline code keeps to its chip's fill, so the
  /// prose around it does not mix in.
  func typeface(around item: TextRegion, in lines: [TextRegion]) -> Typeface {
    let box = item.box
    let reach = box.height + box.height / 2
    // Text of the baseline on the same fill, punctuation included (a `,` or `=` bridges a gap).
    let row = lines.filter { t in
      let cy = t.box.y + t.box.height / 2
      return cy >= box.y && cy < box.maxY && t.box.height <= 2 * box.height
        && distance(t.background, item.background) <= 2
    }
    var span = box
    var grew = true
    while grew {
      grew = false
      for t in row where t.box.x >= span.maxX || t.box.maxX <= span.x {
        let gap = t.box.x >= span.maxX ? t.box.x - span.maxX : span.x - t.box.maxX
        if gap <= reach {
          span = span.union(t.box)
          grew = true
        }
      }
    }
    guard span != box else { return typeface(of: box) }
    return typeface(ofGlyphs: blobs.filter { isGlyph($0, of: span) }, height: box.height)
  }

  /// A glyph of the text in `box`: a blob centred in it, a fifth of its height or more, and
  /// inside its rows (a quarter of its height of slack). A chip's outline around inline code
  /// is centred on the code too, but it reaches above and below it; taken as a glyph it would
  /// join every glyph into one column.
  private func isGlyph(_ b: InkBlob, of box: PixelBox) -> Bool {
    let cx = (b.minX + b.maxX) / 2
    let cy = (b.minY + b.maxY) / 2
    let slack = max(1, box.height / 4)
    return cx >= box.x && cx < box.x + box.width && cy >= box.y && cy < box.y + box.height
      && 5 * b.height >= box.height && b.minY >= box.y - slack && b.maxY < box.maxY + slack
  }

  /// The face of one line of glyph blobs `height` pixels tall.
  func typeface(ofGlyphs glyphs: [InkBlob], height: Int) -> Typeface {
    // Glyph columns: blobs of the line side by side, those that overlap in x (an i and its
    // dot, a glyph broken by antialiasing) taken as one.
    var columns: [(minX: Int, maxX: Int)] = []
    for g in glyphs.sorted(by: { $0.minX < $1.minX }) {
      if let last = columns.last, g.minX <= last.maxX {
        columns[columns.count - 1].maxX = max(last.maxX, g.maxX)
      } else {
        columns.append((g.minX, g.maxX))
      }
    }
    guard columns.count >= 5 else { return .unknown }
    func step(_ a: (minX: Int, maxX: Int), _ b: (minX: Int, maxX: Int)) -> Double {
      Double(b.minX + b.maxX - a.minX - a.maxX) / 2
    }
    // A rough pitch to mend the columns by: pieces of one glyph far closer than a pitch (the
    // two strokes of a `"`) are one column. The steps a fifth of the way up, since letters
    // that touch at 1× make longer steps, never shorter ones.
    func fifthStep(_ c: [(minX: Int, maxX: Int)]) -> Double {
      let s = zip(c, c.dropFirst()).map(step).sorted()
      return s[s.count / 5]
    }
    var mended: [(minX: Int, maxX: Int)] = []
    let pieceStep = 0.45 * fifthStep(columns)
    for c in columns {
      if let last = mended.last, step(last, c) < pieceStep {
        mended[mended.count - 1].maxX = c.maxX
      } else {
        mended.append(c)
      }
    }
    guard mended.count >= 5 else { return .unknown }
    let rough = fifthStep(mended)
    // A column as wide as two to four pitches (letters that touch at 1×) is that many cells.
    // Its centre steps to its neighbours are measured; the steps inside it are not, since
    // splitting made them, and only measured steps count as evidence below.
    var cells: [(minX: Int, maxX: Int)] = []
    var madeStep: [Bool] = []  // madeStep[k]: the step from cell k to k + 1 came from a split
    for c in mended {
      let width = Double(c.maxX - c.minX + 1)
      let k = (width / rough).rounded()
      let parts = k >= 2 && k <= 4 && abs(width - k * rough) <= 0.35 * rough ? Int(k) : 1
      let cell = width / Double(parts)
      for i in 0..<parts {
        let a = c.minX + Int((Double(i) * cell).rounded())
        let b = c.minX + Int((Double(i + 1) * cell).rounded()) - 1
        if !cells.isEmpty { madeStep.append(i > 0) }
        cells.append((a, max(a, b)))
      }
    }
    let allSteps = zip(cells, cells.dropFirst()).map(step)
    let measured = allSteps.indices.filter { !madeStep[$0] }.map { allSteps[$0] }
    guard measured.count >= 4 else { return .unknown }
    let sorted = measured.sorted()
    // The pitch: the step most neighbours share (a fifth of the steps are shorter only when
    // the face is proportional, and then the checks below fail).
    let pitch = sorted[sorted.count / 5]
    guard pitch >= 0.3 * Double(height) else { return .proportional }
    func isOnPitch(_ step: Double) -> Bool {
      let k = (step / pitch).rounded()
      return k >= 1 && abs(step - k * pitch) <= 0.15 * pitch
    }
    let widths = cells.map { Double($0.maxX - $0.minX + 1) }
    guard 5 * sorted.filter(isOnPitch).count >= 4 * sorted.count, let widest = widths.max(),
      widest <= 1.1 * pitch + 1
    else {
      return .proportional
    }
    // A few letters of one width ("Saved") step evenly in any face; a narrow glyph (i . : ( ")
    // whose neighbours are still a pitch away is what a monospace cell shows.
    func measuredOnPitch(_ k: Int) -> Bool { !madeStep[k] && isOnPitch(allSteps[k]) }
    let narrowInCell = widths.indices.contains { k in
      widths[k] <= 0.5 * pitch && (k == 0 || measuredOnPitch(k - 1))
        && (k == widths.count - 1 || measuredOnPitch(k))
    }
    // A dozen glyphs, none wider than a pitch and four in five a pitch apart, is no
    // proportional face: any stretch of prose that long holds an m or w beside an i or l.
    return narrowInCell || measured.count >= 11 ? .monospace : .evenPitch
  }

  /// True when a line reads as set in capitals (or figures): its top three tenths hold ink
  /// like its middle (at least 0.8 times as much a row). Lower case leaves the rows above its
  /// x-height to a few ascenders and capitals: "Growers" 0.2–0.65 at 1×, "ORCHARD" 1.0.
  func capsLike(_ t: TextRegion) -> Bool {
    let h = t.box.height
    guard h >= 6 else { return false }
    let contrast = Double(max(1, distance(t.foreground, t.background)))
    var rows = [Double](repeating: 0, count: h)
    for y in 0..<h where t.box.y + y < image.height {
      for x in t.box.x..<min(image.width, t.box.maxX) {
        rows[y] += min(1, Double(distance(image[x, t.box.y + y], t.background)) / contrast)
      }
    }
    let top = Array(rows[0..<max(1, h * 3 / 10)])
    let middle = Array(rows[(h * 35 / 100)...(h * 65 / 100)])
    let mean = { (r: [Double]) in r.reduce(0, +) / Double(r.count) }
    return mean(top) >= 0.8 * mean(middle) && mean(middle) > 0
  }

  /// Findings whose items differ for reasons of code, not state: any item set in a monospace
  /// face (the others are code too, or prose around inline code). An item split off a line
  /// by color (a token of highlighted code) is judged by its whole line, where a two-letter
  /// token alone is too short to tell, and by the line's colors.
  func withoutCode(_ findings: [ScanFinding], lines: [TextRegion]) -> [ScanFinding] {
    guard !findings.isEmpty else { return findings }
    // Each color-split line: its whole box, and its colors (one of each, 24 apart). A line in
    // three or more colors is highlighted code (a keyword, a name, a string), not prose with
    // a link in it: its colors are content.
    // A run of a glyph or two (no wider than one and a half times its height: a lone "i",
    // "is" at 1×) whose color is a blend of another run's color and the background is that
    // run's text, its thin stems antialiased toward the page, not a color of its own.
    // (Wider runs keep their color: it is measured over enough ink.)
    var splitLines: [Int: (box: PixelBox, colors: [RGBA8])] = [:]
    var lineOf: [PixelBox: Int] = [:]
    let runs = Dictionary(grouping: lines.filter { $0.runGroup != nil }) { $0.runGroup ?? 0 }
    for (g, group) in runs {
      var line = (box: group[0].box, colors: [RGBA8]())
      for t in group {
        lineOf[t.box] = g
        line.box = line.box.union(t.box)
        let blend =
          2 * t.box.width <= 3 * t.box.height
          && group.contains { o in
            distance(o.foreground, t.foreground) > 24 && distance(t.foreground, t.background) > 24
              && !isLineInk(t.foreground, between: o.foreground, and: t.background)
          }
        if !blend && !line.colors.contains(where: { distance($0, t.foreground) <= 24 }) {
          line.colors.append(t.foreground)
        }
      }
      splitLines[g] = line
    }
    return findings.filter { f in
      guard let members = f.evidence?.members, members.count >= 2 else { return true }
      let code = members.contains { m in
        let line = lineOf[m.box].flatMap { splitLines[$0] }
        // Body text around a link that alone reads monospace while its whole line reads
        // proportional is prose of even letters ("for the outbound passage." in Lato): only
        // the odd member's own face, or its line's, says code.
        if typeface(of: m.box) == .monospace
          && (m.differs || line.map { typeface(of: $0.box) } != .proportional)
        {
          return true
        }
        // The member's run on its fill, with the fill of the line it is (or overlaps most:
        // word pieces joined for the finder).
        let own =
          lines.first { $0.box == m.box }
          ?? lines.max { $0.box.overlapArea(m.box) < $1.box.overlapArea(m.box) }
        if var item = own, item.box.overlapArea(m.box) > 0 {
          item.box = m.box
          if typeface(around: item, in: lines) == .monospace { return true }
        }
        guard let line else { return false }
        return typeface(of: line.box) == .monospace || line.colors.count >= 3
      }
      if code {
        trace?.withdraw(f, rule: "CodeText", "a member is code: a monospace face, or a line in three colors")
      }
      return !code
    }
  }
}
