import ColorScience
import Pixels

/// States carried by the borders of form fields: a required or invalid field marked only by
/// a red outline.
extension ColorOnlyStates {
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
      if let (thinnest, thickest) = thickness.extremes, thickest >= 1.5 * max(0.5, thinnest) { continue }
      let labelMarks = members.map { labelHasMark(above: $0, lines: lines) }
      let markedStates = states.map { state in state.allSatisfy { labelMarks[$0] } }
      let unmarkedStates = states.map { state in state.allSatisfy { !labelMarks[$0] } }
      if markedStates.contains(true) && unmarkedStates.contains(true) { continue }
      // A field with its own message in its border's hue (one no field of another state has
      // in that hue), or a state icon at its end (an error's "!", a valid field's check
      // mark), is not told by color alone: it leaves the group. What remains is judged
      // alone: an invalid field with a message above a second invalid one without, in a
      // column that also holds a plain field, still has one field told only by its red.
      // A field's value (red text in an invalid field) is no message, for it or any other field.
      let loose = lines.filter { t in
        !members.contains {
          $0.box.x <= t.box.x && $0.box.y <= t.box.y && $0.box.maxX >= t.box.maxX && $0.box.maxY >= t.box.maxY
        }
      }
      let explained = members.indices.map { i -> Bool in
        let border = members[i].border
        let state = states.first { $0.contains(i) }!
        let message =
          messageNear(members[i], like: border, fields: members, lines: loose)
          && !members.indices.contains {
            !state.contains($0) && messageNear(members[$0], like: border, fields: members, lines: loose)
          }
        return message || hasIcon(members[i], lines: lines)
      }
      let kept = members.indices.filter { !explained[$0] }
      guard kept.count >= 2 else { continue }
      let keptStates =
        kept.count == members.count
        ? states : colorClusters(kept.map { members[$0].border }).map { $0.map { kept[$0] } }
      guard keptStates.count >= 2 else { continue }
      let (a, b, result) = worstPair(keptStates.map { [members[$0[0]].border, members[$0[0]].fill] })
      // One column (or row) of fields of one size is all the geometry there is: no confidence
      // below certainty is claimed for it.
      let evidence = StateEvidence(
        members: kept.map {
          StateEvidence.Member(box: members[$0].box, differs: !keptStates[0].contains($0))
        },
        cuesChecked: ["thickness", "label", "message", "icon"], confidence: 1)
      out.append(
        finding(
          kept.map { members[$0].box }, colors: [a[0], b[0]], result: result,
          what: "these \(kept.count) fields show a state only by their border color", evidence: evidence))
    }
    return out
  }

  /// An outline whose text sits centered, well away from its left edge or as a whole word, is
  /// a button ("Cancel" beside "Delete"): its label, not its border, says what it is.
  func isButton(_ outline: FieldOutline, lines: [TextRegion]) -> Bool {
    let box = outline.box
    return lines.contains { t in
      guard t.box.x > box.x, t.box.maxX < box.maxX, t.box.y > box.y, t.box.maxY < box.maxY else {
        return false
      }
      let offset = abs((t.box.x + t.box.maxX) - (box.x + box.maxX)) / 2
      // Centered far from the left edge, or centered and a word (a small outlined "Search"
      // button beside a search field); a lone centered digit is a code-entry field.
      return (Double(t.box.x - box.x) > 24 * scale || t.box.width >= 2 * t.box.height)
        && Double(offset) <= 0.08 * Double(box.width) + 2 * scale
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
    let (dr, dg, db) = (
      Double(fg.red) - Double(bg.red), Double(fg.green) - Double(bg.green), Double(fg.blue) - Double(bg.blue)
    )
    let length = max(1, dr * dr + dg * dg + db * db)
    var count = 0
    let x1 = min(image.width, label.box.maxX + 2 * label.box.height)
    for y in label.box.y..<min(image.height, label.box.maxY) {
      for x in label.box.x..<x1 {
        let p = image[x, y]
        guard distance(p, bg) > 60 else { continue }
        let (pr, pg, pb) = (
          Double(p.red) - Double(bg.red), Double(p.green) - Double(bg.green), Double(p.blue) - Double(bg.blue)
        )
        let t = min(1, max(0, (pr * dr + pg * dg + pb * db) / length))
        let residual = max(abs(pr - t * dr), abs(pg - t * dg), abs(pb - t * db))
        if residual > 48 { count += 1 }
      }
    }
    return Double(count) >= max(3, 2 * scale * scale)
  }

  /// True when the text sits just below one of the fields, where a field's message goes
  /// ("Looks good!", "Please choose a username."): such texts belong to their fields, which
  /// `fieldFindings` judges, and are no control's items. The message starts near the field's
  /// left edge, or before it and runs on under it: an input group's addon ("@") stands
  /// before the outlined field, and the message starts under the addon.
  func isFieldMessage(_ t: TextRegion, fields: [FieldOutline]) -> Bool {
    fields.contains { field in
      let reach = max(Int(16 * scale), field.box.height / 2)
      return t.box.y >= field.box.maxY - 1 && t.box.y - field.box.maxY <= reach
        && (abs(t.box.x - field.box.x) <= Int(32 * scale)
          || (t.box.x < field.box.x && t.box.maxX > field.box.x))
    }
  }

  /// A line of text just below the field in (about) the given color, when that color is
  /// a hue rather than a gray: an error message in the error border's red, also when the
  /// message is set in a darker shade of it for contrast (Bulma's help text). Neutral helper
  /// text under a neutral outline ("5 digits") is not a state's message. A message may also
  /// sit in a bubble that points at the field (Semantic UI's pointing label, Primer's
  /// validation bubble): then the bubble's top is what sits just below the field, and a
  /// bubble outlined in the border's hue marks the message even when its text is gray.
  func messageBelow(_ field: FieldOutline, like color: RGBA8, lines: [TextRegion]) -> Bool {
    let border = OKLCH(SRGBColor(color))
    // Pale error borders (Semantic UI's #E0B4B4) carry less chroma than saturated ones; a
    // gray with a cast (#D0D7DE) stays near 0.01.
    guard border.c >= 0.04 else { return false }
    let reach = max(Int(16 * scale), field.box.height / 2)
    return lines.contains {
      guard $0.box.y >= field.box.maxY - 1, abs($0.box.x - field.box.x) <= Int(32 * scale) else {
        return false
      }
      let bubble = bubbleEdge(around: $0)
      let top = bubble?.top ?? $0.box.y
      guard top >= field.box.maxY - 1, top - field.box.maxY <= reach else { return false }
      return distance($0.foreground, color) <= 48 || sameHue($0.foreground, as: border, chroma: 0.06)
        || bubble.map { sameHue($0.color, as: border, chroma: 0.04) } == true
    }
  }

  /// A message in the field's state color just below it (`messageBelow`) or above it, where
  /// Django's admin puts the error list: over the field's label, within one and a half field
  /// heights or 48 points, and not just below another field (that field's message).
  /// `fields`: the field's group (a bubble's outline is no field of it); `lines`: the text
  /// outside its fields.
  func messageNear(_ field: FieldOutline, like color: RGBA8, fields: [FieldOutline], lines: [TextRegion])
    -> Bool
  {
    if messageBelow(field, like: color, lines: lines) { return true }
    let border = OKLCH(SRGBColor(color))
    guard border.c >= 0.04 else { return false }
    let reach = max(Int(48 * scale), field.box.height * 3 / 2)
    return lines.contains { t in
      guard t.box.maxY <= field.box.y, field.box.y - t.box.maxY <= reach,
        abs(t.box.x - field.box.x) <= Int(32 * scale)
      else { return false }
      // A message just below the field above (within `messageBelow`'s reach, or in a bubble
      // whose top is) is that one's.
      // Further down it is this field's, even when nearer the field above: Django's error
      // list opens the next form row, with the field's label between it and the field.
      if fields.contains(where: { f in
        guard f.box.maxY <= t.box.y + 1, f.box.x < field.box.maxX, f.box.maxX > field.box.x else {
          return false
        }
        return t.box.y - f.box.maxY <= max(Int(16 * scale), f.box.height / 2)
          || messageBelow(f, like: color, lines: [t])
      }) {
        return false
      }
      return distance(t.foreground, color) <= 48 || sameHue(t.foreground, as: border, chroma: 0.06)
    }
  }

  /// True when a line in `label`'s hue (not one of `members`) stands below it, left-aligned
  /// within 32 points, before the next member down (or, below the last, within the members'
  /// pitch): a field's message under its label, with the field's value between them.
  func messageUnder(_ label: TextRegion, members: [TextRegion], lines: [TextRegion]) -> Bool {
    let hue = OKLCH(SRGBColor(label.foreground))
    guard hue.c >= 0.04 else { return false }
    // The last member's message lies within the column's pitch below it.
    let ys = members.map(\.box.y).sorted()
    let pitches = zip(ys, ys.dropFirst()).map { $1 - $0 }.sorted()
    let pitch = pitches.isEmpty ? 4 * label.box.height : pitches[pitches.count / 2]
    let next = members.map(\.box.y).filter { $0 > label.box.maxY }.min() ?? label.box.y + pitch
    return lines.contains { t in
      t.box.y > label.box.maxY && t.box.maxY <= next && abs(t.box.x - label.box.x) <= Int(32 * scale)
        && !members.contains { $0.box == t.box }
        && (distance(t.foreground, label.foreground) <= 48 || sameHue(t.foreground, as: hue, chroma: 0.06))
    }
  }

  /// True when `c` has at least `chroma` and a hue within 20° of `border`'s.
  func sameHue(_ c: RGBA8, as border: OKLCH, chroma: Double) -> Bool {
    let o = OKLCH(SRGBColor(c))
    let turn = abs((o.h - border.h).truncatingRemainder(dividingBy: 360))
    return o.c >= chroma && min(turn, 360 - turn) <= 20
  }

  /// The outline of a bubble around a line of text: an edge just left of the text (at its
  /// middle row) and one just above it (three quarters along, clear of a pointer arrow at
  /// either end), each within the padding a bubble leaves, 12 points. Returns the top edge's
  /// row and the left edge's strongest color; nil when either edge is missing (bare text).
  func bubbleEdge(around t: TextRegion) -> (top: Int, color: RGBA8)? {
    let padding = Int((12 * scale).rounded())
    let back = t.background
    let row = t.box.y + t.box.height / 2
    guard
      let edge = stride(from: t.box.x - 1, through: max(0, t.box.x - padding), by: -1)
        .first(where: { distance(image[$0, row], back) > 24 })
    else { return nil }
    // The edge's strongest pixel: its anti-aliased first pixel is paler.
    let color = (max(0, edge - max(1, Int(scale.rounded())))...edge).map { image[$0, row] }
      .max { distance($0, back) < distance($1, back) }!
    let column = t.box.x + t.box.width * 3 / 4
    guard
      let top = stride(from: t.box.y - 1, through: max(0, t.box.y - padding), by: -1)
        .first(where: { distance(image[column, $0], back) > 24 })
    else { return nil }
    return (top, color)
  }

  /// Ink at the field's inner end, where validation icons sit: in the last 1.2 field heights
  /// of its width, the middle half of its height, clear of the border and of any text line
  /// that starts further left (the field's value running on): at least a tenth of the
  /// field's height squared of pixels far from the fill (a thin-stroked circled "!").
  func hasIcon(_ field: FieldOutline, lines: [TextRegion]) -> Bool {
    let h = field.box.height
    let inset = Int(field.thickness.rounded(.up)) + max(2, Int(2 * scale))
    let x0 = max(field.box.x + field.box.width / 2, field.box.maxX - h * 6 / 5)
    let x1 = min(image.width, field.box.maxX - inset)
    let y0 = max(0, field.box.y + h / 4)
    let y1 = min(image.height, field.box.maxY - h / 4)
    guard x0 < x1, y0 < y1 else { return false }
    let values = lines.filter { $0.box.x < x0 && $0.box.maxX > x0 && $0.box.y < y1 && $0.box.maxY > y0 }
    var n = 0
    for y in y0..<y1 {
      for x in x0..<x1 where distance(image[x, y], field.fill) > 60 {
        if !values.contains(where: { x < $0.box.maxX && y >= $0.box.y && y < $0.box.maxY }) { n += 1 }
      }
    }
    return n >= max(6, (h / 10) * (h / 10))
  }
}
