import ColorScience
import Imaging

/// Finds UI states told apart only by color (WCAG 1.4.1, Apple's Differentiate Without
/// Color) among the text the scan found.
///
/// - **Rows and columns of like items** (segments, tabs, chips, nav items): three or more
///   text items of one size on one baseline (or one left edge), evenly spaced. When most
///   share one look and a few another (text color or the fill behind them), those are
///   states. A non-color cue in the odd ones out (a bolder weight, an underline, a bar or
///   icon the others lack) makes it a control, not a finding.
/// - **Inline links**: a run of text in another color inside a line of body text, with no
///   underline.
/// - **Markers and field borders** (status dots, list markers, form-field outlines): see
///   `markerFindings` and `fieldFindings`.
///
/// A color-only group is an error when `Distinguishability` finds it collapses for a
/// deficiency or its states differ by less than 3:1 in luminance (WCAG 1.4.1), and a warning
/// when the colors survive (Apple's Differentiate Without Color still asks for a second cue).
struct ColorOnlyStates {
  let image: RGBAImage
  let regions: FlatRegions
  let scale: Double
  var blobs: [InkBlob] = []
  /// The blob index of every non-surface pixel (see `InkBlobFinder`).
  var labels: [Int32] = []

  struct Look: Equatable {
    var text: RGBA8
    var fill: RGBA8
    var bold: Bool
    func close(_ o: Look) -> Bool { distance(text, o.text) <= 12 && distance(fill, o.fill) <= 12 }
  }

  func findings(in lines: [TextRegion]) -> [ScanFinding] {
    var out: [ScanFinding] = []
    var used = Set<Int>()
    for (group, vertical) in likeItemGroups(lines) where group.allSatisfy({ !used.contains($0) }) {
      if let f = judgeGroup(group.map { lines[$0] }, singleSelection: vertical) {
        out.append(f)
        used.formUnion(group)
      }
    }
    out += inlineLinks(lines)
    out += markerFindings(MarkerFinder.find(blobs: blobs, image: image, scale: scale), lines: lines)
    guard labels.count == image.width * image.height else { return out }
    let (fields, containers) = labels.withUnsafeBufferPointer {
      (FieldFinder.find(blobs: blobs, labels: $0, regions: regions, image: image, scale: scale),
       FieldFinder.containers(blobs: blobs, labels: $0, width: image.width, scale: scale))
    }
    out += fieldFindings(fields, lines: lines)
    for pair in segmentPairs(containers, lines) where pair.allSatisfy({ !used.contains($0) }) {
      if let f = judgeGroup(pair.map { lines[$0] }, pair: true) {
        out.append(f)
        used.formUnion(pair)
      }
    }
    return out
  }

  // MARK: Like items

  /// Candidate groups: indices of lines in rows (shared center line) or columns (shared
  /// left edge), same size, evenly spaced, three or more; `vertical` marks a column.
  func likeItemGroups(_ lines: [TextRegion]) -> [(run: [Int], vertical: Bool)] {
    var groups: [(run: [Int], vertical: Bool)] = []
    let order = lines.indices.filter { lines[$0].runGroup == nil }
    // Rows: a shared center line and size; split where the gap jumps (a brand name, a
    // search field beside the nav), keep runs of three or more that are evenly placed.
    var seen = Set<Int>()
    var rows: [[Int]] = []
    for i in order.sorted(by: { lines[$0].box.x < lines[$1].box.x }) where !seen.contains(i) {
      let a = lines[i]
      let cy = a.box.y * 2 + a.box.height
      let row = order.filter { j in
        let b = lines[j]
        return abs((b.box.y * 2 + b.box.height) - cy) <= max(4, a.box.height / 2) && similarSize(a, b)
      }.sorted { lines[$0].box.x < lines[$1].box.x }
      seen.formUnion(row)
      for run in splitAtJumps(row, start: { lines[$0].box.x }, end: { lines[$0].box.maxX }) where run.count >= 3 {
        let centers = run.map { Double(lines[$0].box.x) + Double(lines[$0].box.width) / 2 }
        let gaps = zip(run, run.dropFirst()).map { Double(lines[$1].box.x - lines[$0].box.maxX) }
        if evenlySpaced(centers) || regular(gaps) {
          groups.append((run, false))
          rows.append(run)
        }
      }
    }
    groups += wrappedRows(rows, lines, order)
    // Columns: sidebars of wide layouts (a left edge in the left third of a screen at least
    // 768 logical px wide), short labels, a regular pitch of at most 64 logical px (a nav's
    // items sit close; cards and form labels further apart). Narrow screens' stacked rows
    // are settings lists, not navigation.
    // Items with icons align on their labels: an icon joins its label's line when it sits
    // close enough and stands alone when it does not, so lines align where the label starts,
    // and a lone icon (no wider than it is tall, twice over) is no item.
    seen.removeAll()
    let wide = Double(image.width) / scale >= 768
    let columnOrder = wide ? order.filter { lines[$0].box.width > 2 * lines[$0].box.height } : []
    var labelX: [Int: Int] = [:]
    for i in columnOrder where lines[i].box.x * 3 < image.width {
      // A sidebar's icon stands a line height from its label, three word spaces: a short
      // first word ("A to Z") must not pass for one and move the item out of line.
      labelX[i] = lines[i].box.x + (labelOffset(lines[i], gap: 0.8) ?? 0)
    }
    for i in columnOrder.sorted(by: { lines[$0].box.y < lines[$1].box.y }) where !seen.contains(i) {
      let a = lines[i]
      guard let ax = labelX[i] else { continue }
      // Each line belongs to the first column that takes it.
      let column = columnOrder.filter { j in
        guard let x = labelX[j], !seen.contains(j) else { return false }
        return abs(x - ax) <= max(3, Int(2 * scale)) && similarSize(a, lines[j])
          && lines[j].box.width <= 12 * lines[j].box.height
      }.sorted { lines[$0].box.y < lines[$1].box.y }
      seen.formUnion(column)
      for run in splitAtJumps(column, start: { lines[$0].box.y }, end: { lines[$0].box.maxY }) where run.count >= 3 {
        let centers = run.map { Double(lines[$0].box.y) + Double(lines[$0].box.height) / 2 }
        let pitch = (centers.last! - centers[0]) / Double(centers.count - 1)
        if evenlySpaced(centers) && pitch <= 64 * scale { groups.append((run, true)) }
      }
    }
    return groups
  }

  /// Chips that wrap: a row of like items continued on the lines below, each starting at
  /// the row's left edge (at most four font sizes further down: a chip is about two and a
  /// half tall, plus the gap) and running right with gaps no wider than the row's.
  func wrappedRows(_ rows: [[Int]], _ lines: [TextRegion], _ order: [Int]) -> [(run: [Int], vertical: Bool)] {
    var groups: [(run: [Int], vertical: Bool)] = []
    for row in rows {
      let widest = zip(row, row.dropFirst()).map { lines[$1].box.x - lines[$0].box.maxX }.max()!
      var flow = row
      var head = lines[row[0]]
      while true {
        let h = head
        let below = order.filter { j in
          let b = lines[j]
          let down = b.box.y - h.box.y
          return !flow.contains(j) && abs(b.box.x - h.box.x) <= max(4, Int(2 * scale)) && down > h.box.height
            && Double(down) <= 4 * h.fontSize * scale && similarSize(h, b)
        }
        guard let start = below.min(by: { lines[$0].box.y < lines[$1].box.y }) else { break }
        var line = [start]
        let cy = lines[start].box.y * 2 + lines[start].box.height
        let rest = order.filter { j in
          let b = lines[j]
          return b.box.x > lines[start].box.maxX && abs(b.box.y * 2 + b.box.height - cy) <= max(4, b.box.height)
            && similarSize(lines[start], b)
        }.sorted { lines[$0].box.x < lines[$1].box.x }
        for j in rest {
          guard lines[j].box.x - lines[line.last!].box.maxX <= widest * 3 / 2 + Int(4 * scale) else { break }
          line.append(j)
        }
        flow += line
        head = lines[start]
      }
      if flow.count > row.count { groups.append((flow, false)) }
    }
    return groups
  }

  /// Two-segment controls, which rows of three miss: exactly two like text items inside one
  /// outline, on one line, each centered in its half.
  func segmentPairs(_ containers: [PixelBox], _ lines: [TextRegion]) -> [[Int]] {
    containers.compactMap { box in
      let inside = lines.indices.filter { i in
        let t = lines[i].box
        return lines[i].runGroup == nil && t.x > box.x && t.maxX < box.maxX && t.y > box.y && t.maxY < box.maxY
      }.sorted { lines[$0].box.x < lines[$1].box.x }
      guard inside.count == 2 else { return nil }
      let (a, b) = (lines[inside[0]], lines[inside[1]])
      guard similarSize(a, b), abs((a.box.y * 2 + a.box.height) - (b.box.y * 2 + b.box.height)) <= max(4, a.box.height)
      else { return nil }
      let w = Double(box.width)
      func centered(_ t: TextRegion, at fraction: Double) -> Bool {
        abs(Double(t.box.x) + Double(t.box.width) / 2 - Double(box.x) - fraction * w) <= 0.07 * w
      }
      return centered(a, at: 0.25) && centered(b, at: 0.75) ? inside : nil
    }
  }

  /// Splits a sorted run where the gap to the next item exceeds twice the median gap.
  func splitAtJumps(_ items: [Int], start: (Int) -> Int, end: (Int) -> Int) -> [[Int]] {
    guard items.count >= 2 else { return [items] }
    let gaps = zip(items, items.dropFirst()).map { Double(start($1) - end($0)) }
    let median = gaps.sorted()[gaps.count / 2]
    var runs: [[Int]] = [[items[0]]]
    for (k, item) in items.dropFirst().enumerated() {
      if gaps[k] > max(2 * median, median + 8 * scale) { runs.append([item]) } else { runs[runs.count - 1].append(item) }
    }
    return runs
  }

  func regular(_ gaps: [Double]) -> Bool {
    guard let lo = gaps.min(), let hi = gaps.max(), lo > 0 else { return false }
    return hi <= lo * 1.5 + 4 * scale
  }

  func similarSize(_ a: TextRegion, _ b: TextRegion) -> Bool {
    abs(a.fontSize - b.fontSize) <= 0.18 * max(a.fontSize, b.fontSize) + 0.5
  }

  func evenlySpaced(_ centers: [Double]) -> Bool {
    let gaps = zip(centers, centers.dropFirst()).map { $1 - $0 }
    guard let lo = gaps.min(), let hi = gaps.max(), lo > 0 else { return false }
    return hi <= lo * 1.6
  }

  func look(_ t: TextRegion) -> Look { Look(text: t.foreground, fill: t.background, bold: t.bold) }

  /// `singleSelection`: a navigation column marks exactly one item (the current page); two
  /// and two in different colors are a list's varied text, not a state.
  /// `pair`: two segments of one control, where neither look is the usual one.
  func judgeGroup(_ members: [TextRegion], singleSelection: Bool = false, pair: Bool = false) -> ScanFinding? {
    // States: members clustered by look; the largest cluster is "unselected".
    var clusters: [[Int]] = []
    for (i, m) in members.enumerated() {
      if let k = clusters.firstIndex(where: { look(members[$0[0]]).close(look(m)) }) {
        clusters[k].append(i)
      } else {
        clusters.append([i])
      }
    }
    guard clusters.count >= 2 else { return nil }
    clusters.sort { $0.count > $1.count }
    let base = clusters[0]
    let odd = clusters.dropFirst().flatMap { $0 }
    // Like items have one usual look; a row where every item differs is not a state set.
    guard base.count >= 2 || (pair && members.count == 2), odd.count <= base.count, !singleSelection || odd.count == 1
    else { return nil }
    let a = members[base[0]]
    let b = members[odd[0]]
    // Non-color cues: weight, underline, an extra mark (bar, icon, check) on one state only.
    // A heavier weight is a cue: bold against regular, or stems a third thicker.
    let baseStem = base.map { members[$0].stemRatio }.sorted()[base.count / 2]
    if odd.contains(where: {
      members[$0].bold != a.bold || abs(members[$0].stemRatio - baseStem) >= 0.35 * min(members[$0].stemRatio, baseStem)
    }) { return nil }
    // Marks: every odd item has clearly more non-text ink around it than any usual one.
    // Compared by amount, since a divider under the whole row puts some ink under every
    // item. Only that way round: usual items with more ink (outlined chips against a filled
    // selected one) differ by their outline's color, not by a mark.
    let baseMarks = base.map { markInk(members[$0], page: a.background) }
    let oddMarks = odd.map { markInk(members[$0], page: a.background) }
    let least = max(6, a.box.height * a.box.height / 8)
    if oddMarks.min()! > 2 * baseMarks.max()! + least { return nil }
    // An icon inside the line (a check mark before a selected chip's label, drawn in the
    // text's color, joins the line as if it were a letter).
    if odd.allSatisfy({ leadingIcon(members[$0]) }) && !base.contains(where: { leadingIcon(members[$0]) }) { return nil }
    if odd.contains(where: { hasUnderline(members[$0]) }) != base.contains(where: { hasUnderline(members[$0]) }) { return nil }
    let result = Distinguishability.compare(
      [SRGBColor(a.foreground), SRGBColor(a.background)], [SRGBColor(b.foreground), SRGBColor(b.background)])
    return finding(members.map(\.box), colors: [a.foreground, a.background, b.foreground, b.background], result: result,
                   what: "these \(members.count) items show a state only by color")
  }

  /// A line that starts with a glyph-sized mark set apart by a wide gap: at most 1.2 line
  /// heights of ink, then at least 0.35 line heights of none (wider than a word space).
  func leadingIcon(_ t: TextRegion) -> Bool { labelOffset(t) != nil }

  /// Where the label starts after a leading icon, from the line's left edge; nil without one.
  /// `gap` is the least space after the icon, in line heights.
  func labelOffset(_ t: TextRegion, gap: Double = 0.35) -> Int? {
    let profile = inkProfile(t)
    let h = Double(t.box.height)
    guard let first = profile.firstIndex(where: { $0 > 0.5 }) else { return nil }
    var x = first
    while x < profile.count, Double(x - first) <= 1.2 * h {
      if profile[x] <= 0.5 {
        var end = x
        while end < profile.count && profile[end] <= 0.5 { end += 1 }
        if Double(end - x) >= gap * h && end < profile.count { return end }
        x = end
      } else {
        x += 1
      }
    }
    return nil
  }

  /// Pixels of ink that is not text just below or to the left of a line (an indicator bar,
  /// an icon, a check mark), in the strips a control would use: up to two line heights
  /// below (tab bars sit at the tab's bottom edge, past its padding) and two to the left.
  /// Neither the item's own background nor the usual items' (`page`) is ink, so a filled
  /// chip's edge, where its fill gives way to the page, counts for nothing.
  func markInk(_ t: TextRegion, page: RGBA8) -> Int {
    let h = t.box.height
    let below = count(x: t.box.x - h / 2, y: t.box.maxY + max(2, h / 4), width: t.box.width + h, height: 2 * h,
                      unlike: [t.background, page])
    let left = count(x: t.box.x - 2 * h, y: t.box.y, width: 2 * h - max(2, h / 4), height: h, unlike: [t.background, page])
    return below + left
  }

  /// A horizontal rule of the text's color under it (or through its descenders): an underline.
  /// A row counts when 70 % of it is text-colored and one stretch of it is at least a line
  /// height long: a bold word's baseline row can be as full, but in letter-sized pieces.
  func hasUnderline(_ t: TextRegion) -> Bool {
    let y0 = t.box.y + t.box.height * 6 / 10  // from below the x-height midline: descenders may join the rule
    let y1 = min(image.height - 1, t.box.maxY + max(3, t.box.height / 4))
    guard y0 <= y1 else { return false }
    // Count the row's pixels rather than its longest run: browsers skip the underline
    // around descenders, so it comes in pieces.
    for y in y0...y1 {
      var n = 0
      var run = 0
      var longest = 0
      // A pixel of the rule is much nearer the text's color than the background's.
      for x in t.box.x..<min(image.width, t.box.maxX) {
        let px = image[x, y]
        if 2 * distance(px, t.foreground) < distance(px, t.background) {
          n += 1
          run += 1
          longest = max(longest, run)
        } else {
          run = 0
        }
      }
      if n * 10 >= t.box.width * 7 && longest >= min(t.box.height, t.box.width / 2) { return true }
    }
    return false
  }

  func count(x: Int, y: Int, width: Int, height: Int, unlike backgrounds: [RGBA8]) -> Int {
    var n = 0
    for yy in max(0, y)..<max(max(0, y), min(image.height, y + height)) {
      for xx in max(0, x)..<max(max(0, x), min(image.width, x + width)) {
        let p = image[xx, yy]
        if backgrounds.allSatisfy({ distance(p, $0) > 40 }) { n += 1 }
      }
    }
    return n
  }

  // MARK: Inline links

  func inlineLinks(_ lines: [TextRegion]) -> [ScanFinding] {
    var out: [ScanFinding] = []
    let groups = Dictionary(grouping: lines.indices.filter { lines[$0].runGroup != nil }) { lines[$0].runGroup! }
    for (_, indices) in groups.sorted(by: { $0.key < $1.key }) {
      let runs = indices.map { lines[$0] }.sorted { $0.box.x < $1.box.x }
      guard runs.count >= 2 else { continue }
      // Body color: the color covering the most width.
      var widthByColor: [RGBA8: Int] = [:]
      for r in runs { widthByColor[r.foreground, default: 0] += r.box.width }
      // A tie goes to the lower hex value, not to the dictionary's per-process order.
      let body = widthByColor.max { ($0.value, $1.key.opaqueHex) < ($1.value, $0.key.opaqueHex) }!.key
      // A link is words (at least two glyph widths), inside more body text than itself.
      let links = runs.filter {
        distance($0.foreground, body) > 24 && $0.background == runs[0].background && $0.box.width >= 2 * $0.box.height
      }
      let bodyRuns = runs.filter { distance($0.foreground, body) <= 24 }
      let bodyWidth = bodyRuns.reduce(0) { $0 + $1.box.width }
      guard !links.isEmpty, !bodyRuns.isEmpty, links.count < runs.count,
        bodyWidth >= links.reduce(0, { $0 + $1.box.width })
      else { continue }
      for link in links where !hasUnderline(link) && link.bold == bodyRuns[0].bold {
        let result = Distinguishability.compare([SRGBColor(link.foreground)], [SRGBColor(body)])
        // Technique G183: a link differing by 3:1 from body text (and in every deficiency)
        // passes 1.4.1 when it gains a cue on focus and hover, which pixels cannot show.
        guard !result.survivesColorOnly else { continue }
        out.append(finding(bodyRuns.map(\.box) + [link.box], colors: [body, link.foreground], result: result,
                           what: "a link is set apart from the text around it only by color (no underline)"))
      }
    }
    return out
  }

  func finding(_ boxes: [PixelBox], colors: [RGBA8], result: Distinguishability.Result, what: String) -> ScanFinding {
    let worst = result.worst
    var message = what
    if let worst {
      message += "; for \(worst.rawValue) the states differ by ΔE00 \(format(result.deltaE[worst] ?? 0)) (below \(format(Distinguishability.defaultThreshold)))"
    }
    if result.luminanceRatio < 3 { message += "; their luminance contrast is \(WCAG.formatRatio(result.luminanceRatio)):1 (below 3:1)" }
    // States that collapse, or differ by less than 3:1, fail WCAG 1.4.1: an error. States
    // that survive every deficiency at 3:1 or more still rest on color alone, which Apple's
    // Differentiate Without Color asks to avoid: a warning.
    let level: ScanFinding.Level = result.survivesColorOnly ? .warning : .error
    if result.survivesColorOnly { message += "; the colors stay distinct for color-blind viewers, but nothing else marks the state" }
    return ScanFinding(
      rule: "color-only-state", level: level, boxes: boxes, message: message, colors: colors,
      deficiency: worst?.rawValue ?? "low luminance contrast",
      fix: "Add a cue that is not color (an underline, a weight change, an icon or check mark, an indicator bar), and make the states differ by at least 3:1.")
  }

  func format(_ v: Double) -> String { String((v * 10).rounded() / 10) }
}

func distance(_ a: RGBA8, _ b: RGBA8) -> Int {
  max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
}
