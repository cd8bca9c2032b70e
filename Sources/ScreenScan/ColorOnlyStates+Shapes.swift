import ColorScience
import Imaging

/// States carried by shapes that are not text: status dots and list markers, and the
/// borders of form fields (a required or invalid field marked only by a red outline).
extension ColorOnlyStates {
  // MARK: Markers

  /// Rows and columns of three or more markers of one size, evenly spaced, whose colors
  /// repeat (two or more share one color, so the colors encode states rather than a
  /// legend's series) and differ in at least two colors. Not flagged when the shapes differ
  /// between colors (a check against a cross) or when each state also has its own text label
  /// ("Operational" in every green row, "Down" in every red one).
  func markerFindings(_ markers: [Marker], lines: [TextRegion]) -> [ScanFinding] {
    var out: [ScanFinding] = []
    var used = Set<Int>()
    for (run, vertical) in markerGroups(markers) where run.allSatisfy({ !used.contains($0) }) {
      let members = run.map { markers[$0] }
      guard members.allSatisfy({ distance($0.background, members[0].background) <= 24 }) else { continue }
      let states = colorClusters(members.map(\.fill))
      guard states.count >= 2, states[0].count >= 2 else { continue }
      // A second cue: a different shape for a different state.
      let shapesDiffer = states.dropFirst().contains { odd in
        !MarkerFinder.sameShape(members[states[0][0]], members[odd[0]])
      }
      if shapesDiffer { continue }
      let texts = members.indices.map { k in
        labelTexts(of: members, at: k, vertical: vertical, lines: lines)
      }
      if hasStateLabels(states: states, texts: texts) { continue }
      let (a, b, result) = worstPair(states.map { [members[$0[0]].fill] })
      used.formUnion(run)
      out.append(finding(members.map(\.box), colors: [a[0], b[0]], result: result,
                         what: "these \(members.count) markers show a state only by color"))
    }
    return out
  }

  /// Runs of like markers: same size, aligned on one axis, three or more, evenly spaced.
  /// `vertical` is true for a column (a list's status dots), false for a row.
  func markerGroups(_ markers: [Marker]) -> [(run: [Int], vertical: Bool)] {
    var groups: [(run: [Int], vertical: Bool)] = []
    for vertical in [true, false] {
      func across(_ m: Marker) -> Double { vertical ? m.centerX : m.centerY }
      func along(_ m: Marker) -> Double { vertical ? m.centerY : m.centerX }
      var seen = Set<Int>()
      for i in markers.indices.sorted(by: { along(markers[$0]) < along(markers[$1]) }) where !seen.contains(i) {
        let a = markers[i]
        let line = markers.indices.filter { j in
          let b = markers[j]
          return abs(across(b) - across(a)) <= max(2, Double(a.box.width) / 4)
            && abs(b.box.width - a.box.width) <= max(2, a.box.width / 8)
            && abs(b.box.height - a.box.height) <= max(2, a.box.height / 8)
        }.sorted { along(markers[$0]) < along(markers[$1]) }
        seen.formUnion(line)
        let start: (Int) -> Int = { vertical ? markers[$0].box.y : markers[$0].box.x }
        let end: (Int) -> Int = { vertical ? markers[$0].box.maxY : markers[$0].box.maxX }
        for run in splitAtJumps(line, start: start, end: end) where run.count >= 3 {
          if evenlySpaced(run.map { along(markers[$0]) }) { groups.append((run, vertical)) }
        }
      }
    }
    return groups
  }

  /// The text beside a marker: to its right on its row (for a column of markers, the whole
  /// row up to half the pitch above and below; for a row, up to the next marker).
  func labelTexts(of members: [Marker], at k: Int, vertical: Bool, lines: [TextRegion]) -> [TextRegion] {
    let m = members[k]
    if vertical {
      let pitch = members.count > 1 ? (members.last!.centerY - members[0].centerY) / Double(members.count - 1) : 0
      let band = max(Double(m.box.height), pitch / 2 - 1)
      return lines.filter {
        abs(Double($0.box.y) + Double($0.box.height) / 2 - m.centerY) < band && $0.box.maxX > m.box.maxX
      }
    }
    let limit = k + 1 < members.count ? members[k + 1].box.x : m.box.maxX + 20 * m.box.width
    return lines.filter {
      abs(Double($0.box.y) + Double($0.box.height) / 2 - m.centerY) < Double(max(m.box.height, $0.box.height))
        && $0.box.x >= m.box.x && $0.box.maxX <= limit
    }
  }

  /// True when some state has a text of its own: the same text beside every member of that
  /// state (two or more members) and beside no member of another state.
  func hasStateLabels(states: [[Int]], texts: [[TextRegion]]) -> Bool {
    for (s, state) in states.enumerated() where state.count >= 2 {
      for candidate in texts[state[0]] {
        let inState = state.dropFirst().allSatisfy { k in texts[k].contains { sameText($0, candidate) } }
        let elsewhere = states.enumerated().contains { other, members in
          other != s && members.contains { k in texts[k].contains { sameText($0, candidate) } }
        }
        if inState && !elsewhere { return true }
      }
    }
    return false
  }

  /// Two text regions that read the same, even where one is drawn larger or in another
  /// color: their ink profiles (how much ink each column holds), stretched to one length and
  /// to one total, agree within 20 %. Only the shape of the words counts, so the same label
  /// at two sizes matches while "12 ms" and "48 ms" do not.
  func sameText(_ a: TextRegion, _ b: TextRegion) -> Bool {
    let (ha, hb) = (Double(a.box.height), Double(b.box.height))
    let (ra, rb) = (Double(a.box.width) / ha, Double(b.box.width) / hb)
    guard max(ha, hb) <= 1.5 * min(ha, hb), max(ra, rb) <= 1.15 * min(ra, rb) else { return false }
    let n = min(a.box.width, b.box.width)
    guard n >= 4 else { return false }
    let pa = resampled(inkProfile(a), to: n)
    let pb = resampled(inkProfile(b), to: n)
    var diff = 0.0
    for x in 0..<n { diff += abs(pa[x] - pb[x]) }
    return diff <= 0.4  // each profile sums to 1, so the L1 distance runs 0...2
  }

  /// A profile stretched to `n` bins by area, scaled to sum to 1.
  func resampled(_ p: [Double], to n: Int) -> [Double] {
    var out = [Double](repeating: 0, count: n)
    let step = Double(p.count) / Double(n)
    for (x, v) in p.enumerated() {
      // Spread column x (covering [x, x+1) in source units) over the bins it overlaps.
      let lo = Double(x) / step
      let hi = Double(x + 1) / step
      var k = Int(lo)
      while k < n && Double(k) < hi {
        let overlap = min(hi, Double(k + 1)) - max(lo, Double(k))
        out[k] += v * overlap / (hi - lo)
        k += 1
      }
    }
    let total = out.reduce(0, +)
    return total > 0 ? out.map { $0 / total } : out
  }

  func inkProfile(_ t: TextRegion) -> [Double] {
    let contrast = Double(max(1, distance(t.foreground, t.background)))
    var profile = [Double](repeating: 0, count: t.box.width)
    for x in 0..<t.box.width {
      var sum = 0.0
      for y in t.box.y..<min(image.height, t.box.maxY) {
        sum += min(1, Double(distance(image[t.box.x + x, y], t.background)) / contrast)
      }
      profile[x] = sum
    }
    return profile
  }

  // MARK: Field borders

  /// Fields of one width stacked in a column (or of one height side by side) whose border
  /// colors differ. Not flagged when the odd fields' borders are thicker, when their labels
  /// carry a mark the others lack (an asterisk in another color), or when a message in the
  /// border's color sits below them.
  func fieldFindings(_ outlines: [FieldOutline], lines: [TextRegion]) -> [ScanFinding] {
    var out: [ScanFinding] = []
    let fields = outlines.filter { !isButton($0, lines: lines) }
    for run in fieldGroups(fields) {
      let members = run.map { fields[$0] }
      guard members.allSatisfy({ distance($0.fill, members[0].fill) <= 24 }) else { continue }
      let states = colorClusters(members.map(\.border))
      guard states.count >= 2 else { continue }
      let thickness = states.map { members[$0[0]].thickness }
      if thickness.max()! >= 1.5 * max(0.5, thickness.min()!) { continue }
      let labelMarks = members.map { labelHasMark(above: $0, lines: lines) }
      let markedStates = states.map { state in state.allSatisfy { labelMarks[$0] } }
      let unmarkedStates = states.map { state in state.allSatisfy { !labelMarks[$0] } }
      if markedStates.contains(true) && unmarkedStates.contains(true) { continue }
      if states.contains(where: { state in
        let border = members[state[0]].border
        return state.allSatisfy { messageBelow(members[$0], like: border, lines: lines) }
          && !members.indices.contains { !state.contains($0) && messageBelow(members[$0], like: border, lines: lines) }
      }) { continue }
      let (a, b, result) = worstPair(states.map { [members[$0[0]].border, members[$0[0]].fill] })
      out.append(finding(members.map(\.box), colors: [a[0], b[0]], result: result,
                         what: "these \(members.count) fields show a state only by their border color"))
    }
    return out
  }

  /// An outline whose text sits centered, well away from its left edge, is a button
  /// ("Cancel" beside "Delete"): its label, not its border, says what it is.
  func isButton(_ outline: FieldOutline, lines: [TextRegion]) -> Bool {
    let box = outline.box
    return lines.contains { t in
      guard t.box.x > box.x, t.box.maxX < box.maxX, t.box.y > box.y, t.box.maxY < box.maxY else { return false }
      let offset = abs((t.box.x + t.box.maxX) - (box.x + box.maxX)) / 2
      return Double(t.box.x - box.x) > 24 * scale && Double(offset) <= 0.08 * Double(box.width) + 2 * scale
    }
  }

  /// Fields in a column (same left edge and width) or a row (same top and height), two or
  /// more, with no more than four field heights between neighbours (one form).
  func fieldGroups(_ fields: [FieldOutline]) -> [[Int]] {
    let slack = max(2, Int((2 * scale).rounded()))
    var groups: [[Int]] = []
    for vertical in [true, false] {
      var seen = Set<Int>()
      for i in fields.indices where !seen.contains(i) {
        let a = fields[i].box
        let line = fields.indices.filter { j in
          let b = fields[j].box
          return vertical
            ? abs(b.x - a.x) <= slack && abs(b.width - a.width) <= slack
            : abs(b.y - a.y) <= slack && abs(b.height - a.height) <= slack
        }.sorted { vertical ? fields[$0].box.y < fields[$1].box.y : fields[$0].box.x < fields[$1].box.x }
        seen.formUnion(line)
        var run: [Int] = []
        for j in line {
          if let last = run.last {
            let (p, q) = (fields[last].box, fields[j].box)
            let gap = vertical ? q.y - p.maxY : q.x - p.maxX
            if gap > 4 * (vertical ? p.height : p.width) || gap < 0 {
              if run.count >= 2 { groups.append(run) }
              run = []
            }
          }
          run.append(j)
        }
        if run.count >= 2 { groups.append(run) }
      }
    }
    return groups
  }

  /// The label just above a field (left-aligned with it) holds ink in a third color, one
  /// that is neither its text nor a blend of text and background: a colored asterisk.
  func labelHasMark(above field: FieldOutline, lines: [TextRegion]) -> Bool {
    let reach = max(Int(24 * scale), field.box.height)
    let candidates = lines.filter {
      $0.box.maxY <= field.box.y + 1 && field.box.y - $0.box.maxY <= reach
        && abs($0.box.x - field.box.x) <= Int(32 * scale)
    }
    guard let label = candidates.max(by: { $0.box.maxY < $1.box.maxY }) else { return false }
    let fg = label.foreground
    let bg = label.background
    let (dr, dg, db) = (Double(fg.red) - Double(bg.red), Double(fg.green) - Double(bg.green), Double(fg.blue) - Double(bg.blue))
    let length = max(1, dr * dr + dg * dg + db * db)
    var count = 0
    let x1 = min(image.width, label.box.maxX + 2 * label.box.height)
    for y in label.box.y..<min(image.height, label.box.maxY) {
      for x in label.box.x..<x1 {
        let p = image[x, y]
        guard distance(p, bg) > 60 else { continue }
        let (pr, pg, pb) = (Double(p.red) - Double(bg.red), Double(p.green) - Double(bg.green), Double(p.blue) - Double(bg.blue))
        let t = min(1, max(0, (pr * dr + pg * dg + pb * db) / length))
        let residual = max(abs(pr - t * dr), abs(pg - t * dg), abs(pb - t * db))
        if residual > 48 { count += 1 }
      }
    }
    return Double(count) >= max(3, 2 * scale * scale)
  }

  /// A line of text just below the field in (about) the given color, when that color is
  /// a hue rather than a gray: an error message in the error border's red. Neutral helper
  /// text under a neutral outline ("5 digits") is not a state's message.
  func messageBelow(_ field: FieldOutline, like color: RGBA8, lines: [TextRegion]) -> Bool {
    guard OKLCH(SRGBColor(color)).c >= 0.06 else { return false }
    let reach = max(Int(16 * scale), field.box.height / 2)
    return lines.contains {
      $0.box.y >= field.box.maxY - 1 && $0.box.y - field.box.maxY <= reach
        && abs($0.box.x - field.box.x) <= Int(32 * scale) && distance($0.foreground, color) <= 48
    }
  }

  // MARK: Shared

  /// Indices grouped by color (within 24 per channel of the group's first), largest first.
  func colorClusters(_ colors: [RGBA8]) -> [[Int]] {
    var clusters: [[Int]] = []
    for (i, c) in colors.enumerated() {
      if let k = clusters.firstIndex(where: { distance(colors[$0[0]], c) <= 24 }) {
        clusters[k].append(i)
      } else {
        clusters.append([i])
      }
    }
    return clusters.sorted { $0.count > $1.count || ($0.count == $1.count && $0[0] < $1[0]) }
  }

  /// Of every pair of states, the one that fares worst: collapsing first, then the smallest
  /// luminance ratio.
  func worstPair(_ states: [[RGBA8]]) -> ([RGBA8], [RGBA8], Distinguishability.Result) {
    var worst: ([RGBA8], [RGBA8], Distinguishability.Result)? = nil
    for i in states.indices {
      for j in states.indices where j > i {
        let r = Distinguishability.compare(states[i].map(SRGBColor.init), states[j].map(SRGBColor.init))
        if let w = worst {
          let better = (r.survivesColorOnly ? 1 : 0, r.luminanceRatio) < (w.2.survivesColorOnly ? 1 : 0, w.2.luminanceRatio)
          if !better { continue }
        }
        worst = (states[i], states[j], r)
      }
    }
    return worst!
  }
}
