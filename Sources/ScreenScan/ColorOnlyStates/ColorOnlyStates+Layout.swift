import ColorScience
import Pixels

/// Where like items are: rows and columns of text items, rows that wrap, and the two
/// halves of a segmented control.
extension ColorOnlyStates {
  /// Candidate groups: indices of lines in rows (shared center line) or columns (shared
  /// left edge), same size, evenly spaced, three or more; `vertical` marks a column. A row
  /// whose gaps are wider than 15 text heights and hold other text is no row.
  func likeItemGroups(_ lines: [TextRegion]) -> [(run: [Int], vertical: Bool)] {
    var groups: [(run: [Int], vertical: Bool)] = []
    let order = lines.indices.filter { lines[$0].runGroup == nil }
    // Rows: a shared center line and size; split where the gap jumps (a brand name, a
    // search field beside the nav), keep runs of three or more that are evenly placed.
    var seen = Set<Int>()
    var rows: [[Int]] = []
    let byCenter = KeyWindow(order) { Double(lines[$0].box.y * 2 + lines[$0].box.height) }
    for i in order.sorted(by: { lines[$0].box.x < lines[$1].box.x }) where !seen.contains(i) {
      let row = sizedRow(through: i, lines, window: byCenter)
      seen.formUnion(row)
      let separators = delimiters(in: row, lines)
      for run in splitAtJumps(
        row.filter { !separators.contains($0) }, start: { lines[$0].box.x }, end: { lines[$0].box.maxX })
      where run.count >= 3 {
        let centers = run.map { Double(lines[$0].box.x) + Double(lines[$0].box.width) / 2 }
        let gaps = zip(run, run.dropFirst()).map { Double(lines[$1].box.x - lines[$0].box.maxX) }
        // Words far apart on one baseline with other text between them (a sidebar's item, a
        // label in a diagram, an entry of the right-hand contents, with the page's content
        // between) only line up. A control spread across the screen (an iPad's tab bar,
        // justified tabs) keeps its gaps empty.
        if let widestGap = gaps.max(), widestGap > 15 * Double(medianHeight(run.map { lines[$0] })),
          holdsOtherText(run, lines)
        {
          continue
        }
        if evenlySpaced(centers) || regular(gaps) {
          groups.append((run, false))
          rows.append(run)
        }
      }
    }
    groups += wrappedRows(rows, lines, order)
    // Columns: sidebars and stacked menus (a left edge in the left third of the screen),
    // short labels, a regular pitch of at most 64 logical px (a nav's items sit close; cards
    // and form labels further apart). Phones' stacked menus and list groups count as wide
    // layouts' sidebars do: a settings list is held back by the same evidence (one odd item,
    // content and emphasis, a field's value among placeholders), not by the screen's width.
    // Items with icons align on their labels: an icon joins its label's line when it sits
    // close enough and stands alone when it does not, so lines align where the label starts,
    // and a lone icon (no wider than it is tall, twice over) is no item.
    seen.removeAll()
    let columnOrder = order.filter { lines[$0].box.width > 2 * lines[$0].box.height }
    var labelX: [Int: Int] = [:]
    for i in columnOrder where lines[i].box.x * 3 < image.width {
      // A sidebar's icon stands a line height from its label, three word spaces: a short
      // first word ("A to Z") must not pass for one and move the item out of line.
      labelX[i] = lines[i].box.x + (labelOffset(lines[i], gap: 0.8) ?? 0)
    }
    // Some sidebars set their icons closer and wider (AdminLTE: a 1.6 em icon box, half a
    // line height from the label), and an icon the scan joined to its label puts that item
    // out of line with the labels whose icons stood alone. Such an item aligns at its label
    // when more items' labels start there than line up with its own start.
    let tolerance = Double(max(3, Int(2 * scale)))
    let starts = labelX
    var labels: [Int: Int] = [:]
    for (i, x) in starts where x == lines[i].box.x {
      if let offset = labelOffset(lines[i], icon: 1.6), offset > 0 { labels[i] = x + offset }
    }
    let byStart = KeyWindow(Array(starts.keys)) { Double(starts[$0] ?? 0) }
    let byLabel = KeyWindow(Array(labels.keys)) { Double(labels[$0] ?? 0) }
    for (i, label) in labels {
      // Every labelled line has a start (`labels` was built from `starts`).
      guard let start = starts[i] else { continue }
      func near(_ x: Int) -> ClosedRange<Double> { (Double(x) - tolerance)...(Double(x) + tolerance) }
      // Other items: the line's own start and label are in the counts, and taken out.
      let there =
        byStart.count(in: near(label)) + byLabel.count(in: near(label)) - 1
        - (near(label).contains(Double(start)) ? 1 : 0)
      let here = byStart.count(in: near(start)) - 1
      if there >= 2 && there > here { labelX[i] = label }
    }
    let byLabelX = KeyWindow(columnOrder.filter { labelX[$0] != nil }) { Double(labelX[$0] ?? 0) }
    for i in columnOrder.sorted(by: { lines[$0].box.y < lines[$1].box.y }) where !seen.contains(i) {
      let a = lines[i]
      guard let ax = labelX[i] else { continue }
      // Each line belongs to the first column that takes it.
      let reach = Double(max(3, Int(2 * scale)) + 1)
      let column = byLabelX.items(in: (Double(ax) - reach)...(Double(ax) + reach)).filter { j in
        guard let x = labelX[j], !seen.contains(j) else { return false }
        return abs(x - ax) <= max(3, Int(2 * scale)) && similarSize(a, lines[j])
          && lines[j].box.width <= 12 * lines[j].box.height
      }.sorted { lines[$0].box.y < lines[$1].box.y }
      seen.formUnion(column)
      let splits = splitAtJumps(column, start: { lines[$0].box.y }, end: { lines[$0].box.maxY })
        .flatMap { splitAtSteps($0, lines) }
      for split in splits where split.count >= 3 {
        let run = withoutHeaders(split, lines)
        guard run.count >= 3 else { continue }
        let centers = run.map { Double(lines[$0].box.y) + Double(lines[$0].box.height) / 2 }
        let pitch = (centers[centers.count - 1] - centers[0]) / Double(centers.count - 1)
        if evenlySpaced(centers) && pitch <= 64 * scale { groups.append((run, true)) }
      }
    }
    return groups
  }

  /// True when a line of text outside `run` (items of one row, sorted by x) stands in a gap
  /// between two of its items, level with them (overlapping the row's rows).
  func holdsOtherText(_ run: [Int], _ lines: [TextRegion]) -> Bool {
    guard let top = run.map({ lines[$0].box.y }).min(), let bottom = run.map({ lines[$0].box.maxY }).max()
    else { return false }
    let members = Set(run)
    return zip(run, run.dropFirst()).contains { a, b in
      let (left, right) = (lines[a].box.maxX, lines[b].box.x)
      return lines.indices.contains { j in
        let t = lines[j].box
        return !members.contains(j) && t.x >= left && t.maxX <= right && t.y < bottom && t.maxY > top
      }
    }
  }

  /// A column cut where the step from one item's center to the next exceeds the median step
  /// by more than three tenths: one list keeps one pitch, and two lists stacked with a
  /// margin between them (Semantic UI's boxed menu above a second menu) are two columns,
  /// though the margin is too small for `splitAtJumps`. Columns of four or more only.
  ///
  /// Two lines under three quarters of the pitch apart belong together and to neither list
  /// around them: a setting's label over its description, a sidebar's section over its first
  /// page (neon-static's "reStructuredText" over "Markdown"). They leave the column, which is
  /// cut there.
  func splitAtSteps(_ column: [Int], _ lines: [TextRegion]) -> [[Int]] {
    guard column.count >= 4 else { return [column] }
    let centers = column.map { Double(lines[$0].box.y) + Double(lines[$0].box.height) / 2 }
    let steps = zip(centers, centers.dropFirst()).map { $1 - $0 }
    let median = steps.sorted()[steps.count / 2]
    var paired = Set<Int>()
    for k in steps.indices where steps[k] < 0.75 * median { paired.formUnion([k, k + 1]) }
    var runs: [[Int]] = [[]]
    for (k, item) in column.enumerated() {
      if paired.contains(k) || (k > 0 && steps[k - 1] > 1.3 * median) {
        if !runs[runs.count - 1].isEmpty { runs.append([]) }
      }
      if !paired.contains(k) { runs[runs.count - 1].append(item) }
    }
    return runs.filter { !$0.isEmpty }
  }

  /// The delimiters of a row of items (line indices, `row` sorted by x): the separators of
  /// a breadcrumb ("Home / Docs / Page") or of footer links ("About | Terms"), each a glyph
  /// no wider than 0.6 of its height between two items at least twice as wide, and either
  /// two or more of them alike (one look, one width within a pixel at 1×) or one between two
  /// items of one look of their own, on their fill and fainter than both or in another
  /// item's look (Bootstrap 5 draws the last "/" in the current page's gray, and the scan
  /// may read "/ Orders" as one piece). They stand between the items: with
  /// them the items look unevenly spaced, and at 1× each joins the word before it as if one
  /// line of two colors (`joiningWordPieces`). A row of page numbers keeps its narrow digits:
  /// their neighbours are as narrow.
  func delimiters(in row: [Int], _ lines: [TextRegion]) -> Set<Int> {
    guard row.count >= 4 else { return [] }
    let candidates = row.indices.filter { k in
      guard k > 0, k < row.count - 1 else { return false }
      let b = lines[row[k]].box
      return 5 * b.width <= 3 * b.height && lines[row[k - 1]].box.width >= 2 * b.width
        && lines[row[k + 1]].box.width >= 2 * b.width
    }
    let tolerance = max(1, Int(scale))
    return Set(
      candidates.filter { k in
        let (before, mark, after) = (look(lines[row[k - 1]]), look(lines[row[k]]), look(lines[row[k + 1]]))
        // A lone one stands on its neighbours' fill and is fainter than both or in the look of
        // another item of the row (the current page's gray): a current letter of an index
        // ("H I J") between its neighbours is on a fill of its own, or as strong and alone.
        let (t, b, a) = (lines[row[k]], lines[row[k - 1]], lines[row[k + 1]])
        let elsewhere = row.indices.contains { j in abs(j - k) > 1 && look(lines[row[j]]).close(mark) }
        let lone =
          before.close(after) && !before.close(mark)
          && distance(t.background, b.background) <= ColorTolerance.sameLook
          && ((t.ratio < b.ratio && t.ratio < a.ratio) || elsewhere)
        return candidates.contains { j in
          j != k && look(lines[row[j]]).close(mark)
            && abs(lines[row[j]].box.width - lines[row[k]].box.width) <= tolerance
        } || lone
      }.map { row[$0] })
  }

  /// The lines on one center line with `lines[i]` and of its size, left to right. An item
  /// whose size reads apart but whose ink spans the same rows as one that reads alike is that
  /// size too: at 1× a serif word's feet join its letters and its descender into one piece
  /// ("Billing" reads 19 px beside "Settings" at 15), and a breadcrumb's "/" reads a size
  /// larger than the words it stands between.
  func sizedRow(through i: Int, _ lines: [TextRegion], window: KeyWindow) -> [Int] {
    let near = centerLine(through: i, lines, window: window)
    let sized = near.filter { similarSize(lines[i], lines[$0]) }
    return near.filter { j in
      sized.contains(j) || sized.contains { sameRows(lines[$0], lines[j]) }
    }.sorted { lines[$0].box.x < lines[$1].box.x }
  }

  /// The lines with each breadcrumb item that carries its separator trimmed to its label. A
  /// separator in the current page's color joins that item as one line ("/ Orders" after
  /// "Shop", Tabler and Carbon): read as a leading icon it would pass for a cue, and it
  /// throws off the row's spacing. An item is trimmed when its line starts with a piece set
  /// apart by more than a word space (`labelOffset`) that is as wide as a `delimiters` glyph
  /// standing alone in the same row (within two pixels a scale) and in that glyph's color.
  func trimmingJoinedDelimiters(_ lines: [TextRegion]) -> [TextRegion] {
    var lines = lines
    let tolerance = max(2, Int((2 * scale).rounded()))
    for (row, separators) in delimitedRows(lines) {
      for j in row where !separators.contains(j) {
        let t = lines[j]
        guard let start = labelOffset(t) else { continue }
        let profile = inkProfile(t)
        guard let first = profile.firstIndex(where: { $0 > 0.5 }),
          let end = profile[first...].firstIndex(where: { $0 <= 0.5 })
        else { continue }
        let joined = separators.contains { k in
          abs(lines[k].box.width - (end - first)) <= tolerance
            && distance(lines[k].foreground, t.foreground) <= 24
        }
        guard joined else { continue }
        lines[j].box = PixelBox(
          x: t.box.x + start, y: t.box.y, width: t.box.width - start, height: t.box.height)
      }
    }
    return lines
  }

  /// The rows of the lines the scan did not split by color that hold `delimiters`, each with
  /// them: every such line takes the row (`sizedRow`) of the leftmost line it shares a
  /// center line with.
  func delimitedRows(_ lines: [TextRegion]) -> [(row: [Int], separators: Set<Int>)] {
    let pieces = lines.indices.filter { lines[$0].runGroup == nil }.sorted {
      lines[$0].box.x < lines[$1].box.x
    }
    let window = KeyWindow(pieces) { Double(lines[$0].box.y * 2 + lines[$0].box.height) }
    var rowed = Set<Int>()
    var out: [(row: [Int], separators: Set<Int>)] = []
    for i in pieces where !rowed.contains(i) {
      let row = sizedRow(through: i, lines, window: window)
      rowed.formUnion(row)
      let separators = delimiters(in: row, lines)
      if !separators.isEmpty { out.append((row, separators)) }
    }
    return out
  }

  /// The lines with each delimited row that the scan split by color as one line (at 1× a
  /// breadcrumb's items sit a word space or two apart, and read as one line of links) set
  /// free as items: its `runGroup` cleared when it has `delimiters`, or when every run stands
  /// a line height and a half or more from the next (`spacedApart`).
  func freeingDelimitedRows(_ lines: [TextRegion]) -> [TextRegion] {
    var groups: [Int: [Int]] = [:]
    for i in lines.indices { if let g = lines[i].runGroup { groups[g, default: []].append(i) } }
    var lines = lines
    for (_, members) in groups.sorted(by: { $0.key < $1.key }) {
      let row = members.sorted { lines[$0].box.x < lines[$1].box.x }
      guard !delimiters(in: row, lines).isEmpty || spacedApart(row, lines) else { continue }
      for i in row { lines[i].runGroup = nil }
    }
    return lines
  }

  /// True when a color-split line's runs all stand at least a line height and a half apart:
  /// no word space is that wide (a third to half an em), so they are items the scan joined
  /// into one line through the thin dividers between them (UIkit's subnav "Overview | Growers
  /// | Pick-up days"), not words of one line of text with a link in it.
  func spacedApart(_ row: [Int], _ lines: [TextRegion]) -> Bool {
    guard row.count >= 3 else { return false }
    let height = row.reduce(lines[row[0]].box.height) { max($0, lines[$1].box.height) }
    return zip(row, row.dropFirst()).allSatisfy { 2 * (lines[$1].box.x - lines[$0].box.maxX) >= 3 * height }
  }

  /// The lines among `window`'s items (keyed by doubled center y) on one center line with
  /// `lines[i]`: centers within a quarter of its height, at least 2 px.
  func centerLine(through i: Int, _ lines: [TextRegion], window: KeyWindow) -> [Int] {
    let a = lines[i]
    let cy = a.box.y * 2 + a.box.height
    let reach = Double(max(4, a.box.height / 2) + 1)
    return window.items(in: (Double(cy) - reach)...(Double(cy) + reach)).filter { j in
      abs((lines[j].box.y * 2 + lines[j].box.height) - cy) <= max(4, a.box.height / 2)
    }
  }

  /// A column without a header at either end (a navbar's brand above a sidebar's links): an
  /// end item on another surface than every other item, which share one, and further from
  /// its neighbour than half as much again as the others' median pitch, is outside the list
  /// (a selected item changes its fill, not the spacing). Columns of four or more only.
  func withoutHeaders(_ run: [Int], _ lines: [TextRegion]) -> [Int] {
    func center(_ i: Int) -> Double { Double(lines[i].box.y) + Double(lines[i].box.height) / 2 }
    func outside(_ end: Int, _ next: Int, rest: ArraySlice<Int>) -> Bool {
      let centers = rest.map(center)
      let pitches = zip(centers, centers.dropFirst()).map { $1 - $0 }.sorted()
      guard let firstOfRest = rest.first else { return false }
      let surface = lines[firstOfRest].background
      return rest.allSatisfy { distance(lines[$0].background, surface) <= ColorTolerance.sameLook }
        && distance(lines[end].background, surface) > ColorTolerance.sameLook
        && abs(center(end) - center(next)) > 1.5 * pitches[pitches.count / 2]
    }
    var run = run
    if run.count >= 4, outside(run[0], run[1], rest: run.dropFirst()) { run.removeFirst() }
    if run.count >= 4, outside(run[run.count - 1], run[run.count - 2], rest: run.dropLast()) {
      run.removeLast()
    }
    return run
  }

  /// Chips that wrap: a row of like items continued on the lines below, each starting at
  /// the row's left edge (at most four font sizes further down: a chip is about two and a
  /// half tall, plus the gap) and running right with gaps no wider than the row's.
  func wrappedRows(_ rows: [[Int]], _ lines: [TextRegion], _ order: [Int]) -> [(run: [Int], vertical: Bool)] {
    var groups: [(run: [Int], vertical: Bool)] = []
    for row in rows {
      guard let widest = zip(row, row.dropFirst()).map({ lines[$1].box.x - lines[$0].box.maxX }).max() else {
        continue
      }
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
          return b.box.x > lines[start].box.maxX
            && abs(b.box.y * 2 + b.box.height - cy) <= max(4, b.box.height)
            && similarSize(lines[start], b)
        }.sorted { lines[$0].box.x < lines[$1].box.x }
        for j in rest {
          guard lines[j].box.x - lines[line[line.count - 1]].box.maxX <= widest * 3 / 2 + Int(4 * scale)
          else { break }
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
        return lines[i].runGroup == nil && t.x > box.x && t.maxX < box.maxX && t.y > box.y
          && t.maxY < box.maxY
      }.sorted { lines[$0].box.x < lines[$1].box.x }
      guard inside.count == 2 else { return nil }
      let (a, b) = (lines[inside[0]], lines[inside[1]])
      guard similarSize(a, b),
        abs((a.box.y * 2 + a.box.height) - (b.box.y * 2 + b.box.height)) <= max(4, a.box.height)
      else { return nil }
      let w = Double(box.width)
      func centered(_ t: TextRegion, at fraction: Double) -> Bool {
        abs(Double(t.box.x) + Double(t.box.width) / 2 - Double(box.x) - fraction * w) <= 0.07 * w
      }
      return centered(a, at: 0.25) && centered(b, at: 0.75) ? inside : nil
    }
  }

  /// Two-segment controls on a filled track, which have no outline: two like text items on
  /// one line, each on its own fill (the selected segment's pill, the track), the two fills
  /// abutting between them, about equally wide, each item centered on its own with padding
  /// (a label fills at most 60 % of its segment; body text on two cards side by side fills
  /// nearly all of its card).
  func trackPairs(_ lines: [TextRegion]) -> [[Int]] {
    var pairs: [[Int]] = []
    let order = lines.indices.filter { lines[$0].runGroup == nil }.sorted {
      lines[$0].box.x < lines[$1].box.x
    }
    for (k, i) in order.enumerated() {
      let a = lines[i]
      // The next item to the right on the same line.
      guard
        let j = order[(k + 1)...].first(where: {
          abs((lines[$0].box.y * 2 + lines[$0].box.height) - (a.box.y * 2 + a.box.height))
            <= max(4, a.box.height / 2)
        })
      else { continue }
      let b = lines[j]
      guard similarSize(a, b), distance(a.background, b.background) > ColorTolerance.sameLook,
        b.box.x - a.box.maxX <= 12 * a.box.height
      else { continue }
      let y = max(0, min(a.box.y, b.box.y) - max(1, a.box.height / 8))
      func extent(_ t: TextRegion) -> (Int, Int) {
        var lo = t.box.x + t.box.width / 2
        var hi = lo
        while lo > 0 && distance(image[lo - 1, y], t.background) <= ColorTolerance.sameFill { lo -= 1 }
        while hi < image.width - 1 && distance(image[hi + 1, y], t.background) <= ColorTolerance.sameFill {
          hi += 1
        }
        return (lo, hi + 1)
      }
      let (al, ar) = extent(a)
      let (bl, br) = extent(b)
      let (wa, wb) = (Double(ar - al), Double(br - bl))
      func centered(_ t: TextRegion, _ lo: Int, _ hi: Int) -> Bool {
        abs(Double(t.box.x * 2 + t.box.width) / 2 - Double(lo + hi) / 2) <= 0.1 * Double(hi - lo) + 2 * scale
      }
      guard ar <= bl + 1, bl - ar <= max(2, Int(2 * scale)), max(wa, wb) <= 1.25 * min(wa, wb),
        Double(a.box.width) <= 0.6 * wa, Double(b.box.width) <= 0.6 * wb, centered(a, al, ar),
        centered(b, bl, br)
      else { continue }
      pairs.append([i, j])
    }
    return pairs
  }

  /// Splits a sorted run where the gap to the next item exceeds twice the median gap.
  func splitAtJumps(_ items: [Int], start: (Int) -> Int, end: (Int) -> Int) -> [[Int]] {
    guard items.count >= 2 else { return [items] }
    let gaps = zip(items, items.dropFirst()).map { Double(start($1) - end($0)) }
    let median = gaps.sorted()[gaps.count / 2]
    var runs: [[Int]] = [[items[0]]]
    for (k, item) in items.dropFirst().enumerated() {
      if gaps[k] > max(2 * median, median + 8 * scale) {
        runs.append([item])
      } else {
        runs[runs.count - 1].append(item)
      }
    }
    return runs
  }

  func regular(_ gaps: [Double]) -> Bool {
    guard let lo = gaps.min(), let hi = gaps.max(), lo > 0 else { return false }
    return hi <= lo * 1.5 + 4 * scale
  }

  /// True when two lines of a column (one above the other) have ink of one height, within a
  /// pixel (half a logical pixel at 3×), though their size estimates stand more than a tenth
  /// apart: the same ascender-to-descender span is the same size, as `sameRows` is on a row
  /// (at 1× a bold "Occupied" reads 16.7 px above a regular "Under repair" at 13.9, both
  /// 12 px from cap to descender).
  func sameInkHeight(_ a: TextRegion, _ b: TextRegion) -> Bool {
    let tolerance = max(1, Int(scale) / 2)
    return (a.box.maxY <= b.box.y || b.box.maxY <= a.box.y) && abs(a.box.height - b.box.height) <= tolerance
      && abs(a.fontSize - b.fontSize) > 0.1 * max(a.fontSize, b.fontSize)
  }

  /// True when two boxes stand on one line: their rows overlap by three fifths of the
  /// shorter one's height.
  func onOneLine(_ a: PixelBox, _ b: PixelBox) -> Bool {
    5 * (min(a.maxY, b.maxY) - max(a.y, b.y)) >= 3 * min(a.height, b.height)
  }

  /// True when `b` stands beside `a` on one line (`onOneLine`), on either side, no more than
  /// `reach` pixels from it and not overlapping it.
  func beside(_ a: PixelBox, _ b: PixelBox, within reach: Int) -> Bool {
    let gap = b.x >= a.maxX ? b.x - a.maxX : a.x - b.maxX
    return onOneLine(a, b) && gap >= 0 && gap <= reach
  }

  /// True when two lines' ink starts and ends on the same rows (within a pixel, or half a
  /// logical pixel at 3×): the same cap or ascender height and the same descender, so the
  /// same size whatever the estimates say.
  func sameRows(_ a: TextRegion, _ b: TextRegion) -> Bool {
    let tolerance = max(1, Int(scale) / 2)
    return abs(a.box.y - b.box.y) <= tolerance && abs(a.box.maxY - b.box.maxY) <= tolerance
  }

  func similarSize(_ a: TextRegion, _ b: TextRegion) -> Bool { similarSize(a.fontSize, b.fontSize) }

  /// Two size estimates of one size: within 18% of the larger, and half a pixel.
  func similarSize(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.18 * max(a, b) + 0.5 }

  /// The controls a row of like items holds: two segmented controls side by side (an
  /// outline group of three beside a solid one, as CoreUI's page sets them) join into one
  /// row whose halves share no look. Where the row parts, from left to right, into two runs
  /// of two looks or more each, and no look on one side is seen on the other, each run is a
  /// control of its own; otherwise the row is one.
  func controlsInRow(_ row: [Int], lines: [TextRegion]) -> [[Int]] {
    guard row.count >= 4 else { return [row] }
    let ordered = row.sorted { lines[$0].box.x < lines[$1].box.x }
    // Only a row on one line reads left to right (a wrapped row or a grid does not).
    guard ordered.allSatisfy({ onOneLine(lines[$0].box, lines[ordered[0]].box) }) else { return [row] }
    let groups = clusters(ordered.count) { look(lines[ordered[$0]]).close(look(lines[ordered[$1]])) }
    var cluster = [Int](repeating: 0, count: ordered.count)
    for (k, members) in groups.enumerated() { for m in members { cluster[m] = k } }
    for cut in 2...(ordered.count - 2) {
      let left = Set(cluster[..<cut])
      let right = Set(cluster[cut...])
      if left.count >= 2, right.count >= 2, left.isDisjoint(with: right) {
        return [Array(ordered[..<cut]), Array(ordered[cut...])]
      }
    }
    return [row]
  }

  /// True when two neighbours on one line stand closer than eight tenths of the members'
  /// median ink height: a word space and a chip's padding, as in a line of prose. (A row
  /// that wraps, chips in two lines, is judged line by line.)
  func wordSpaced(_ members: [TextRegion]) -> Bool {
    let boxes = members.map(\.box)
    let height = medianHeight(members)
    return boxes.contains { a in
      let right = boxes.filter { b in b.x >= a.maxX && onOneLine(a, b) }.min { $0.x < $1.x }
      return right.map { 10 * ($0.x - a.maxX) < 8 * height } ?? false
    }
  }

  /// The members' median ink height, the text height a row's spacing and labels are
  /// measured in.
  func medianHeight(_ members: [TextRegion]) -> Int {
    members.map(\.box.height).sorted()[members.count / 2]
  }

  func evenlySpaced(_ centers: [Double]) -> Bool {
    let gaps = zip(centers, centers.dropFirst()).map { $1 - $0 }
    guard let lo = gaps.min(), let hi = gaps.max(), lo > 0 else { return false }
    return hi <= lo * 1.6
  }
}
