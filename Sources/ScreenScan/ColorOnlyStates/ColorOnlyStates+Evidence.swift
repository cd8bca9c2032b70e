import ColorScience
import Pixels

/// The evidence that like text items are alternatives of one control, and the differences
/// that have another explanation than a state.
///
/// A candidate group (a row, a column, two halves of a track) is scored by what makes items
/// alternatives: one kind (one text size), one axis with even spacing, one or a few items that
/// differ, and exactly two looks. The confidence is the product of those factors (each 1 when
/// the evidence is clean, lower as it weakens); groups below `minimumConfidence` are not
/// reported. Before scoring, odd items are set aside when something else explains their color:
/// - **position**: the item's grid column (for a row) or row (for a column) mostly shares its
///   look (weekend columns of a month, a highlighted table column, zebra rows, a past event
///   whose time is grayed with its title);
/// - **content**: the usual items all read the same word (a status column: "Paid", "Paid",
///   "Overdue"), so the color goes with the word, not with a state;
/// - **emphasis**: the odd items are grayer and fainter versions of the usual ones on the same
///   background (past items, lighter metadata); a state marks its item up, not down.
extension ColorOnlyStates {
  /// The least confidence reported. Chosen before measuring, as the point where one factor
  /// alone (three or more looks: 0.4) or two weak ones (uneven spacing and half the items odd)
  /// rule a group out.
  static let minimumConfidence = 0.5

  enum Axis { case row, column }

  /// True when the odd member's line of the grid across the group's axis explains its look:
  /// - for a row of items, its column (centers aligned, any size: a weekday header above its
  ///   days) holds at least two other items in the odd member's look, and they are at least
  ///   half of the items there;
  /// - for a column of items, its row (other kinds of text beside it: a time beside a title,
  ///   the cells of a zebra row; not its own icon, about as wide as tall) is mostly in the odd
  ///   member's look.
  /// A column's row looks no further than twelve line heights: a sidebar's row does not run
  /// on into the page beside it. A row's grid column is followed as far as it continues, each
  /// item within twelve line heights of the last: a weekday header's column runs through the
  /// whole month, and a day the scan did not read (a lone digit) must not cut it short.
  func explainedByPosition(_ member: TextRegion, axis: Axis, lines: [TextRegion]) -> Bool {
    let look = look(member)
    let h = member.box.height
    let cx = member.box.x * 2 + member.box.width
    let cy = member.box.y * 2 + member.box.height
    let across: [TextRegion]
    switch axis {
    case .row:
      across = gridColumn(
        of: member,
        in: lines.filter { o in
          o.box != member.box && abs(o.box.x * 2 + o.box.width - cx) <= max(4, h)
            && abs(o.box.y - member.box.y) >= h
        }, reach: 12 * h)
    case .column:
      let row = lines.filter { o in
        o.box != member.box && abs(o.box.y * 2 + o.box.height - cy) <= max(4, h)
          && abs(o.box.x - member.box.x) >= h
          && abs(o.box.x - member.box.x) <= 12 * h && 2 * o.box.width > 3 * o.box.height
      }
      // The rest of the member's own label, split off a word space after it ("North depot",
      // "· 14 vehicles"), is the item itself, not another cell of its row. A word space is
      // under half a line height; a compact table's cells stand further apart.
      var end = member.box.maxX
      var continuation = Set<PixelBox>()
      for o in row.sorted(by: { $0.box.x < $1.box.x }) where o.box.x >= end {
        guard 2 * (o.box.x - end) < h else { break }
        continuation.insert(o.box)
        end = o.box.maxX
      }
      across = row.filter { !continuation.contains($0.box) }
    }
    let alike = across.filter { look.close(self.look($0)) }.count
    switch axis {
    case .row: return alike >= 2 && 2 * alike >= across.count
    case .column: return 2 * alike > across.count
    }
  }

  /// The items of `aligned` (lines centered on `member`'s column) that continue its column up
  /// and down: walking away from `member`, each next item within `reach` of the last one taken,
  /// at the column's pitch. The pitch is the median step between centers; a step of about a
  /// whole number of pitches (a cell the scan did not read) continues the column, a step
  /// up to a fifth longer than it or shorter (a weekday header over its days), and any
  /// other step ends it: the times of an event list under a month grid are not the grid's
  /// column, however many there are. The pitch is the median step onto items of the
  /// member's size.
  func gridColumn(of member: TextRegion, in aligned: [TextRegion], reach: Int) -> [TextRegion] {
    var below: [TextRegion] = []
    var edge = member.box.maxY
    for o in aligned.filter({ $0.box.y > member.box.y }).sorted(by: { $0.box.y < $1.box.y }) {
      guard o.box.y - edge <= reach else { break }
      below.append(o)
      edge = max(edge, o.box.maxY)
    }
    var above: [TextRegion] = []
    edge = member.box.y
    for o in aligned.filter({ $0.box.y < member.box.y }).sorted(by: { $0.box.y > $1.box.y }) {
      guard edge - o.box.maxY <= reach else { break }
      above.append(o)
      edge = min(edge, o.box.y)
    }
    func center(_ t: TextRegion) -> Double { Double(t.box.y) + Double(t.box.height) / 2 }
    func steps(_ side: [TextRegion]) -> [Double] {
      zip([member] + side, side).map { abs(center($1) - center($0)) }
    }
    // The pitch is the grid's own: steps onto items of the member's size (days, not the
    // smaller times of an event list below nor a weekday header), whatever else the walk
    // reached; with none such, every step.
    func gridSteps(_ side: [TextRegion]) -> [Double] {
      zip(steps(side), side).filter { similarSize($0.1, member) }.map(\.0)
    }
    var all = (gridSteps(below) + gridSteps(above)).sorted()
    if all.isEmpty { all = (steps(below) + steps(above)).sorted() }
    guard !all.isEmpty else { return [] }
    let pitch = all[all.count / 2]
    func onPitch(_ step: Double) -> Bool {
      let k = (step / pitch).rounded()
      return step <= 1.2 * pitch || (k >= 2 && abs(step - k * pitch) <= 0.2 * pitch)
    }
    func trimmed(_ side: [TextRegion]) -> [TextRegion] {
      Array(side.prefix(steps(side).firstIndex { !onPitch($0) } ?? side.count))
    }
    return trimmed(below) + trimmed(above)
  }

  /// True when the usual items all read the same (two or more words of one shape): the color
  /// goes with the word, as in a table's status column.
  func usualItemsRepeatOneWord(_ usual: [TextRegion]) -> Bool {
    guard usual.count >= 2, usual.allSatisfy({ $0.box.width >= 2 * $0.box.height }) else { return false }
    return usual.dropFirst().allSatisfy { sameText($0, usual[0]) }
  }

  /// True when a row's items stand apart by a breadcrumb's delimiters: a narrow glyph ("/",
  /// "›", "»": no wider than three fifths of its height, and at least a quarter of it, which
  /// a footer's "|" is not) alone on the row's center line between two of them, as
  /// `delimiters` set aside when the row was formed.
  func isDelimited(_ members: [TextRegion], lines: [TextRegion]) -> Bool {
    let sorted = members.sorted { $0.box.x < $1.box.x }
    return zip(sorted, sorted.dropFirst()).contains { left, right in
      let cy = left.box.y * 2 + left.box.height
      return lines.contains { t in
        t.box.x >= left.box.maxX && t.box.maxX <= right.box.x && 5 * t.box.width <= 3 * t.box.height
          && 4 * t.box.width >= t.box.height
          && abs(t.box.y * 2 + t.box.height - cy) <= max(4, left.box.height / 2)
      }
    }
  }

  /// True when every odd item is a fainter, no more colorful version of the usual look on the
  /// same background: de-emphasized content, not a state.
  func deEmphasized(odd: [TextRegion], usual: TextRegion) -> Bool {
    let usualChroma = OKLCH(SRGBColor(usual.foreground)).c
    return odd.allSatisfy { o in
      distance(o.background, usual.background) <= ColorTolerance.sameLook && o.ratio < usual.ratio / 1.15
        && OKLCH(SRGBColor(o.foreground)).c <= usualChroma + 0.02
    }
  }

  /// True when the one odd item closes a column of neutral items in red on the same
  /// background: a destructive action ("Delete account", "Sign out") at the end of a
  /// settings list, told by what it says, not a current page.
  func isDestructiveLastItem(odd: [TextRegion], usual: [TextRegion]) -> Bool {
    guard odd.count == 1, let o = odd.first, let u = usual.first,
      let lowest = usual.map(\.box.y).max(), o.box.y > lowest,
      distance(o.background, u.background) <= ColorTolerance.sameLook
    else { return false }
    let red = OKLCH(SRGBColor(o.foreground))
    let hue = (red.h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    return red.c >= 0.1 && (hue <= 45 || hue >= 350)
      && usual.allSatisfy { OKLCH(SRGBColor($0.foreground)).c < 0.04 }
  }

  /// True when a one-line row of items is a line of a paragraph: another line of a similar
  /// size (as `similarSize`) starts at the row's left edge a line pitch above or below (up to 1.8 line
  /// heights) and is at least as wide, counting the regions its own chip or link splits it into
  /// (`lineEnd`). Words split by an inline code chip or a colored term
  /// are prose, not a control's items.
  ///
  /// A row inside a line ("means the `Builder` class in the", a code chip between words) is
  /// one too when a line of text on its background a pitch above or below runs over its
  /// whole width, its words no more than a text height apart (as prose's, with their links
  /// and chips), up to 2.5 ink heights away (a line height of 1.43 puts a 14 px line 1.82 of
  /// its 11 px ink heights below the last). A control's row has no such line that close: its
  /// padding and margins hold other text further off.
  ///
  /// A list item's line may hold its bullet where the lines around it do not (the scan joins
  /// a marker to a line whose descenders make it taller): its words start after the marker
  /// (`labelOffset`), and a line above or below may start at either edge.
  func isParagraphLine(_ members: [TextRegion], lines: [TextRegion]) -> Bool {
    guard let first = members.min(by: { $0.box.x < $1.box.x }), let size = members.map(\.fontSize).max()
    else { return false }
    let lefts = [first.box.x] + (labelOffset(first).map { [first.box.x + $0] } ?? [])
    let right = members.reduce(first.box.maxX) { max($0, $1.box.maxX) }
    let top = members.reduce(first.box.y) { min($0, $1.box.y) }
    let h = members.reduce(first.box.height) { max($0, $1.box.height) }
    // A piece's size estimate can stray (a short code word on a chip); the row's median is
    // what the covering line is held to.
    let medianSize = members.map(\.fontSize).sorted()[members.count / 2]
    let background = members[0].background
    return lines.contains { o in
      let dy = abs(o.box.y - top)
      guard dy >= h / 2, dy <= h * 5 / 2 else { return false }
      if dy <= h * 9 / 5 && similarSize(o.fontSize, size)
        && lefts.contains(where: { abs(o.box.x - $0) <= max(3, h / 4) })
        && lineEnd(from: o, lines: lines, gap: 2 * h) >= right
      {
        return true
      }
      return similarSize(o.fontSize, medianSize) && o.box.x <= lefts[lefts.count - 1] + max(3, h / 4)
        && distance(o.background, background) <= ColorTolerance.sameLook
        && lineEnd(from: o, lines: lines, gap: h) >= right
    }
  }

  /// Where the line of text that starts with `first` ends: the regions on its baseline that
  /// follow it, each within `gap` of the one before (a line of a list split by an inline code
  /// chip or a link is one line of text).
  func lineEnd(from first: TextRegion, lines: [TextRegion], gap: Int) -> Int {
    let row = lines.filter { onOneLine($0.box, first.box) && $0.box.x >= first.box.x }.sorted {
      $0.box.x < $1.box.x
    }
    var end = first.box.maxX
    for t in row where t.box.x <= end + gap { end = max(end, t.box.maxX) }
    return end
  }

  /// How evenly items are spaced along an axis: the smallest gap between neighbours over the
  /// largest (1 for a perfectly regular row), from their centers.
  func evenness(_ members: [TextRegion], axis: Axis) -> Double {
    let centers = members.map {
      axis == .row ? Double($0.box.x * 2 + $0.box.width) : Double($0.box.y * 2 + $0.box.height)
    }
    .sorted()
    let gaps = zip(centers, centers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
    guard let lo = gaps.min(), let hi = gaps.max() else { return 1 }
    return lo / hi
  }

  /// The confidence that `members` are alternatives of one control, `odd` of them differing
  /// in `oddLooks` looks. Each factor is 1 for clean evidence:
  /// - size: smallest font size over largest;
  /// - shape: three times the narrowest item's width over the widest's, capped at 1 (labels of
  ///   one control differ in length, but not a glyph against a sentence);
  /// - spacing: 0.5 plus the evenness (capped at 1), so a row regular within a factor two is clean;
  /// - share: one odd item 1, up to a third 0.85, more 0.6;
  /// - looks: two looks (usual and one other) 1, more 0.4 (categories, not states).
  func confidence(_ members: [TextRegion], odd: Int, oddLooks: Int, axis: Axis?) -> Double {
    let sizes = members.map(\.fontSize)
    guard let (smallest, largest) = sizes.extremes,
      let (narrowest, widest) = members.map(\.box.width).extremes
    else { return 0 }
    let size = smallest / max(0.1, largest)
    let spacing = axis.map { min(1, 0.5 + evenness(members, axis: $0)) } ?? 1
    let share = odd == 1 ? 1 : 3 * odd <= members.count ? 0.85 : 0.6
    let looks = oddLooks <= 1 ? 1 : 0.4
    let shape = min(1, 3 * Double(narrowest) / Double(max(1, widest)))
    return size * shape * spacing * share * looks
  }

  /// A frame around an odd item only: a thin line of ink along the top of the item, above the
  /// text (from `lineHeight` / 4 to two line heights up), covering the item and its padding
  /// but ending within a line and a half of the text on both sides: an outlined active tab, a
  /// bordered selected segment. A rule across the whole screen is no frame. `lineHeight` is
  /// the group's, so every member is looked at through the same window.
  ///
  /// Around a filled item, a frame fainter against the page than the fill itself (Cyborg's
  /// #282828 edge around a blue tab on black) draws nothing the fill does not: the fill is
  /// the item's shape, and a fill alone is color. Such a frame is no outline.
  func hasOutline(_ t: TextRegion, page: RGBA8, lineHeight h: Int) -> Bool {
    let x0 = t.box.x - h / 2
    let x1 = t.box.maxX + h / 2
    let outsideLeft = t.box.x - 3 * h / 2
    let outsideRight = t.box.maxX + 3 * h / 2
    guard outsideLeft >= 0, outsideRight < image.width else { return false }
    let pageLuminance = WCAG.relativeLuminance(SRGBColor(page))
    let fillContrast = WCAG.contrastRatio(of: SRGBColor(t.background), on: SRGBColor(page))
    func frame(_ p: RGBA8) -> Bool {
      guard isLineInk(p, between: t.background, and: page) else { return false }
      return WCAG.contrastRatio(luminance: WCAG.relativeLuminance(SRGBColor(p)), pageLuminance)
        >= fillContrast
    }
    for y in max(0, t.box.y - 2 * h)..<max(0, t.box.y - max(2, h / 4)) {
      if isLineInk(image[outsideLeft, y], between: t.background, and: page)
        || isLineInk(image[outsideRight, y], between: t.background, and: page)
      {
        continue
      }
      var n = 0
      for x in x0..<x1 where frame(image[x, y]) { n += 1 }
      if n >= (x1 - x0) * 9 / 10 { return true }
    }
    return false
  }

  /// A pixel far from both colors and from every blend of them: a filled item's antialiased
  /// edge, where its fill fades into the page, is no line.
  func isLineInk(_ p: RGBA8, between a: RGBA8, and b: RGBA8) -> Bool {
    guard distance(p, a) > 24, distance(p, b) > 24 else { return false }
    let d = [
      Double(b.red) - Double(a.red), Double(b.green) - Double(a.green), Double(b.blue) - Double(a.blue),
    ]
    let q = [
      Double(p.red) - Double(a.red), Double(p.green) - Double(a.green), Double(p.blue) - Double(a.blue),
    ]
    let length = d[0] * d[0] + d[1] * d[1] + d[2] * d[2]
    let t = length > 0 ? min(1, max(0, (q[0] * d[0] + q[1] * d[1] + q[2] * d[2]) / length)) : 0
    return max(abs(q[0] - t * d[0]), abs(q[1] - t * d[1]), abs(q[2] - t * d[2])) > 24
  }
}
