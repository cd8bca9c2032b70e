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
  }

  /// The typeface of the text in `box`, from its glyph blobs.
  func typeface(of box: PixelBox) -> Typeface {
    // Glyph columns: blobs of the line side by side, those that overlap in x (an i and its
    // dot, a glyph broken by antialiasing) taken as one.
    let glyphs = blobs.filter { b in
      let cx = (b.minX + b.maxX) / 2
      let cy = (b.minY + b.maxY) / 2
      return cx >= box.x && cx < box.x + box.width && cy >= box.y && cy < box.y + box.height
        && 5 * b.height >= box.height
    }.sorted { $0.minX < $1.minX }
    var columns: [(minX: Int, maxX: Int)] = []
    for g in glyphs {
      if let last = columns.last, g.minX <= last.maxX {
        columns[columns.count - 1].maxX = max(last.maxX, g.maxX)
      } else {
        columns.append((g.minX, g.maxX))
      }
    }
    guard columns.count >= 5 else { return .unknown }
    let centers = columns.map { Double($0.minX + $0.maxX) / 2 }
    let steps = zip(centers, centers.dropFirst()).map { $1 - $0 }.sorted()
    // The pitch: the step most neighbours share (a fifth of the steps are shorter only when
    // the face is proportional, and then the checks below fail).
    let pitch = steps[steps.count / 5]
    guard pitch >= 0.3 * Double(box.height) else { return .proportional }
    func isOnPitch(_ step: Double) -> Bool {
      let k = (step / pitch).rounded()
      return k >= 1 && abs(step - k * pitch) <= 0.15 * pitch
    }
    let widths = columns.map { Double($0.maxX - $0.minX + 1) }
    guard 5 * steps.filter(isOnPitch).count >= 4 * steps.count, widths.max()! <= 1.1 * pitch + 1 else {
      return .proportional
    }
    // A few letters of one width ("Saved") step evenly in any face; a narrow glyph (i . : ( ")
    // whose neighbours are still a pitch away is what a monospace cell shows.
    let unsorted = zip(centers, centers.dropFirst()).map { $1 - $0 }
    let narrowInCell = widths.indices.contains { k in
      widths[k] <= 0.5 * pitch && (k == 0 || isOnPitch(unsorted[k - 1])) && (k == widths.count - 1 || isOnPitch(unsorted[k]))
    }
    // A dozen glyphs, none wider than a pitch and four in five a pitch apart, is no
    // proportional face: any stretch of prose that long holds an m or w beside an i or l.
    return narrowInCell || columns.count >= 12 ? .monospace : .unknown
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
    // A run of one stem (no wider than a third of its height: a lone "i" at 1×) whose color
    // is a blend of another run's color and the background is that run's text, its stem
    // antialiased toward the page, not a color of its own. (Wider glyphs, a separator "/"
    // or a dot, keep their color: it is measured over enough ink.)
    var splitLines: [Int: (box: PixelBox, colors: [RGBA8])] = [:]
    var lineOf: [PixelBox: Int] = [:]
    let runs = Dictionary(grouping: lines.filter { $0.runGroup != nil }) { $0.runGroup! }
    for (g, group) in runs {
      var line = (box: group[0].box, colors: [RGBA8]())
      for t in group {
        lineOf[t.box] = g
        line.box = line.box.union(t.box)
        let blend = 3 * t.box.width <= t.box.height && group.contains { o in
          distance(o.foreground, t.foreground) > 24 && distance(t.foreground, t.background) > 24
            && !isLineInk(t.foreground, between: o.foreground, and: t.background)
        }
        if !blend && !line.colors.contains(where: { distance($0, t.foreground) <= 24 }) { line.colors.append(t.foreground) }
      }
      splitLines[g] = line
    }
    return findings.filter { f in
      guard let members = f.evidence?.members, members.count >= 2 else { return true }
      return !members.contains { m in
        if typeface(of: m.box) == .monospace { return true }
        guard let line = lineOf[m.box].flatMap({ splitLines[$0] }) else { return false }
        return typeface(of: line.box) == .monospace || line.colors.count >= 3
      }
    }
  }
}
