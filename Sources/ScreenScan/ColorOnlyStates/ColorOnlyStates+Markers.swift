import ColorScience
import Pixels

/// States carried by markers: status dots, list bullets, page indicators.
extension ColorOnlyStates {
  /// Rows and columns of three or more markers of one size, evenly spaced, whose colors
  /// repeat (two or more share one color, so the colors encode states rather than a
  /// legend's series) and differ in at least two colors. Not flagged when the shapes differ
  /// between colors (a check against a cross) or when each state also has its own text label
  /// ("Operational" in every green row, "Down" in every red one).
  func markerFindings(_ markers: [Marker], lines: [TextRegion]) -> [ScanFinding] {
    var out: [ScanFinding] = []
    var used = Set<Int>()
    let groups = markerGroups(markers)
    // The lines a marker may lie in, found through a grid of their boxes: on a screen of tens
    // of thousands of small shapes (confetti), every marker against every line is quadratic.
    let lineGrid =
      groups.isEmpty
      ? nil
      : BoxGrid(count: lines.count, cellShift: 6) { k in
        let b = lines[k].box
        return (b.x, b.y, b.x + b.width - 1, b.y + b.height - 1)
      }
    /// A "marker" inside a line of text is a piece of a glyph (an "e" broken by antialiasing).
    func insideText(_ m: Marker) -> Bool {
      let area = m.box.width * m.box.height
      guard area > 0, let lineGrid else { return area <= 0 && !lines.isEmpty }
      return lineGrid.items(
        minX: m.box.x, minY: m.box.y, maxX: m.box.x + m.box.width - 1, maxY: m.box.y + m.box.height - 1
      )
      .contains { lines[$0].box.overlapArea(m.box) * 2 >= area }
    }
    for (run, vertical) in groups where run.allSatisfy({ !used.contains($0) }) {
      let members = run.map { markers[$0] }
      guard members.allSatisfy({ distance($0.background, members[0].background) <= 24 }) else { continue }
      if members.contains(where: insideText) { continue }
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
      let centers = members.map { vertical ? $0.centerY : $0.centerX }
      let gaps = zip(centers, centers.dropFirst()).map { $1 - $0 }
      let evidence = StateEvidence(
        members: members.indices.map {
          StateEvidence.Member(box: members[$0].box, differs: !states[0].contains($0))
        },
        cuesChecked: ["shape", "label"],
        confidence: min(1, 0.5 + (gaps.extremes.map { $0.min / max(1e-9, $0.max) } ?? 0)))
      out.append(
        finding(
          members.map(\.box), colors: [a[0], b[0]], result: result,
          what: "these \(members.count) markers show a state only by color", evidence: evidence))
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
      let byAcross = KeyWindow(Array(markers.indices)) { across(markers[$0]) }
      for i in markers.indices.sorted(by: { along(markers[$0]) < along(markers[$1]) }) where !seen.contains(i)
      {
        let a = markers[i]
        let reach = max(2, Double(a.box.width) / 4) + 1
        let line = byAcross.items(in: (across(a) - reach)...(across(a) + reach)).filter { j in
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
      let pitch =
        members.count > 1
        ? (members[members.count - 1].centerY - members[0].centerY) / Double(members.count - 1) : 0
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
}
