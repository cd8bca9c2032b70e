import ColorScience
import Findings
import Pixels

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
///   `markerFindings` and `fieldFindings`; a row of segments whose labels share one look and
///   whose frames differ in color: `borderFinding`.
///
/// A color-only group is an error when `Distinguishability` finds it collapses for a
/// deficiency or its states differ by less than 3:1 in luminance (WCAG 1.4.1), and a warning
/// when the colors survive (Apple's Differentiate Without Color still asks for a second cue).
struct ColorOnlyStates {
  let image: RGBAImage
  let regions: FlatRegions
  let scale: Double
  var blobs: [InkBlob] = []
  /// `regions.root` after blob finding: each ink pixel's blob, stored as `InkLabel` says.
  var labels: [Int32] = []

  struct Look: Equatable {
    var text: RGBA8
    var fill: RGBA8
    var bold: Bool
    func close(_ o: Look) -> Bool { distance(text, o.text) <= 12 && distance(fill, o.fill) <= 12 }
  }

  func findings(in lines: [TextRegion]) -> [ScanFinding] {
    let lines = joiningWordPieces(trimmingJoinedDelimiters(freeingDelimitedRows(lines)))
    var items: [ScanFinding] = []
    var used = Set<Int>()
    for (row, vertical) in likeItemGroups(lines) where row.allSatisfy({ !used.contains($0) }) {
      for group in vertical ? [row] : controlsInRow(row, lines: lines) {
        if let f = judgeGroup(group, in: lines, axis: vertical ? .column : .row, singleSelection: vertical) {
          items.append(f)
          used.formUnion(group)
        }
      }
    }
    for group in highlightedRowColumns(lines, taken: used) where group.allSatisfy({ !used.contains($0) }) {
      if let f = judgeGroup(group, in: lines, axis: .column, singleSelection: true, rowFill: true) {
        items.append(f)
        used.formUnion(group)
      }
    }
    for group in recordHeads(lines, taken: used) where group.allSatisfy({ !used.contains($0) }) {
      if let f = judgeGroup(group, in: lines, axis: .column, records: true) {
        items.append(f)
        used.formUnion(group)
      }
    }
    let links = inlineLinks(lines)
    let markers = markerFindings(MarkerFinder.find(blobs: blobs, image: image, scale: scale), lines: lines)
    guard labels.count == image.width * image.height else {
      return withoutCode(items + links + markers, lines: lines) + linkedCode(lines)
    }
    let (fields, containers) = labels.withUnsafeBufferPointer {
      (FieldFinder.find(blobs: blobs, labels: $0, regions: regions, image: image, scale: scale),
       FieldFinder.containers(blobs: blobs, labels: $0, width: image.width, scale: scale))
    }
    // Rows of field messages ("Looks good!" under two fields, an error under a third) are the
    // fields' business.
    let messages = Set(lines.filter { isFieldMessage($0, fields: fields) }.map(\.box))
    items.removeAll { $0.evidence?.members.allSatisfy { messages.contains($0.box) } == true }
    // Text inside form fields is what they hold: a value among placeholders is content, and
    // a field's state is in its outline (`fieldFindings`). A field's text starts at its left
    // padding, far from its right edge; a segment's or a button's label stands centered.
    func inField(_ b: PixelBox) -> Bool {
      fields.contains { f in
        b.x > f.box.x && b.maxX < f.box.maxX && b.y > f.box.y && b.maxY < f.box.maxY
          && 2 * (b.x - f.box.x) < f.box.maxX - b.maxX
      }
    }
    items.removeAll { $0.evidence?.members.allSatisfy { inField($0.box) } == true }
    var out = items + links + markers + fieldFindings(fields, lines: lines)
    for pair in segmentPairs(containers, lines) + trackPairs(lines) where pair.allSatisfy({ !used.contains($0) }) {
      if let f = judgeGroup(pair, in: lines, axis: nil, pair: true) {
        out.append(f)
        used.formUnion(pair)
      }
    }
    return withoutCode(out, lines: lines) + linkedCode(lines)
  }

  func look(_ t: TextRegion) -> Look { Look(text: t.foreground, fill: t.background, bold: t.bold) }

  /// The non-color cues `judgeGroup` looks for, by the names findings report.
  static let itemCues = ["weight", "indicator", "icon", "underline", "outline"]

  /// Judges the lines at `indices` as the items of one control: nil when they are not
  /// alternatives (see `ColorOnlyStates+Evidence`), when a non-color cue marks the odd ones, or
  /// when the confidence is below `minimumConfidence`. `axis` is the row or column the items
  /// stand on (nil for the two halves of one control).
  /// `singleSelection`: a navigation column marks exactly one item (the current page); two
  /// and two in different colors are a list's varied text, not a state.
  /// `pair`: two segments of one control, where neither look is the usual one.
  /// `records`: the head lines of a list's entries (`recordHeads`), where the few that
  /// differ must be fewer than the usual ones: an even split (past and coming events) has no
  /// usual look to be a state against.
  /// `rowFill`: a list anywhere on screen, which counts only when the one odd item's fill
  /// runs the width of its row (`isRowHighlight`).
  func judgeGroup(_ indices: [Int], in lines: [TextRegion], axis: Axis?, singleSelection: Bool = false,
                  pair: Bool = false, rowFill: Bool = false, records: Bool = false) -> ScanFinding? {
    var indices = indices
    // A label at either end of a row ("of 12 pages", "Sort by") is another kind of item: more
    // than three times wider than the row's median item, or three times narrower and no
    // wider than a glyph or icon (1.2 line heights): a short word ("All" before "Owned",
    // "Borrowed", "Wishlist") is a tab like the rest.
    if axis == .row, indices.count >= 4 {
      let median = indices.map { lines[$0].box.width }.sorted()[indices.count / 2]
      func otherKind(_ i: Int) -> Bool {
        let b = lines[i].box
        return b.width > 3 * median || (3 * b.width < median && 5 * b.width <= 6 * b.height)
      }
      while indices.count >= 4, otherKind(indices.last!) { indices.removeLast() }
      while indices.count >= 4, otherKind(indices.first!) { indices.removeFirst() }
      // A brand at the row's start (a navbar's "Navbar" before its links) is set a size
      // apart: more than an eighth larger than the row's median item. (Only there, and only
      // larger: size estimates of short labels vary by a tenth.)
      let medianSize = indices.map { lines[$0].fontSize }.sorted()[indices.count / 2]
      if indices.count >= 4, lines[indices[0]].fontSize > 1.125 * medianSize { indices.removeFirst() }
      // So is a brand set bold in the links' size (Bulma's and Foundation's navbars), when
      // the rest of the row is regular: a selected item set bold at the start is no loss,
      // since the rest then has one look.
      if indices.count >= 4 {
        let rest = indices.dropFirst().map { lines[$0] }
        let first = lines[indices[0]]
        if first.bold && !rest.contains(where: \.bold) && differsInWeight(first, from: rest) { indices.removeFirst() }
      }
    }
    let members = indices.map { lines[$0] }
    // Items of a control stand apart by their padding: a text height or more (the closest
    // controls in every set, Pico's and Spectre's, by 1.07 and more). Runs a word space apart
    // (under eight tenths of one) are the words of one line of text: prose with a code chip
    // in it ("backquotes: ``text`` for code samples."), not alternatives.
    if axis == .row, wordSpaced(members) { return nil }
    // A control's label is a word or a few (the longest true items in every set run under 14
    // text heights); a run over 20 is a clause of prose ("inside a module; for example, the
    // fully-qualified name" before a code chip), and its line no row of alternatives.
    if axis == .row {
      let height = medianHeight(members)
      if members.contains(where: { $0.box.width > 20 * height }) { return nil }
    }
    // States: members clustered by look; the largest cluster is "unselected".
    let clusters = clusters(members.count) { look(members[$0]).close(look(members[$1])) }
    // One look for every label: the state may be in the frames alone (`borderFinding`).
    guard clusters.count >= 2 else { return axis == .row ? borderFinding(members) : nil }
    let base = clusters[0]
    // Odd items whose whole grid column (or row) looks the same are told by position.
    var oddClusters = Array(clusters.dropFirst())
    if let axis {
      oddClusters = oddClusters.map { $0.filter { !explainedByPosition(members[$0], axis: axis, lines: lines) } }
        .filter { !$0.isEmpty }
    }
    // A disabled item (a fainter look of the usual one in the same weight, WCAG 1.4.3's
    // exception) beside another odd look is set aside: the other look is the state ("Home"
    // in a navbar whose last link is disabled). So is a gray item among usual items of a hue,
    // on their background: links lose their hue when disabled (Bootstrap's gray "Disabled"
    // after blue "Link"s), whatever its contrast. A bold gray item is another kind (a table's
    // header, a brand), and keeps the row's looks at three.
    if oddClusters.count >= 2 {
      let usual = members[base[0]]
      let usualHue = Self.isHue(usual.foreground)
      let faint = oddClusters.filter { c in
        c.allSatisfy { members[$0].bold == usual.bold }
          && (deEmphasized(odd: c.map { members[$0] }, usual: usual)
            || (usualHue && c.allSatisfy { !Self.isHue(members[$0].foreground)
              && distance(members[$0].background, usual.background) <= 12 }))
      }
      if !faint.isEmpty && faint.count < oddClusters.count {
        oddClusters.removeAll { c in faint.contains(c) }
      }
    }
    // A caption in capitals over items set in lower case ("ORCHARD" over its models' links in
    // Django's admin) is another kind of text, not one of the items: it leaves the group,
    // which is judged without it. A short word in capitals ("API", "FAQ") may be an item like
    // the rest.
    if !base.contains(where: { capsLike(members[$0]) }) {
      func caption(_ k: Int) -> Bool { capsLike(members[k]) && members[k].box.width >= 5 * members[k].box.height }
      var captions = oddClusters.filter { c in c.allSatisfy(caption) }.flatMap { $0 }
      // So does one heading the group in the current item's look ("SEASON 2026" over UIkit's
      // nav list, both #333 over gray items): the caption leaves, the current item stays.
      if captions.isEmpty, oddClusters.contains(where: { $0.contains(0) && $0.count >= 2 }), caption(0) { captions = [0] }
      if !captions.isEmpty {
        let rest = members.indices.filter { !captions.contains($0) }.map { indices[$0] }
        return rest.count >= 2 ? judgeGroup(rest, in: lines, axis: axis, singleSelection: singleSelection, pair: pair,
                                            rowFill: rowFill, records: records) : nil
      }
    }
    let odd = oddClusters.flatMap { $0 }
    // Labels of a form whose look is a validation's: two or more members of one look in a hue,
    // each with a message in that hue below it before the next member (MDL's floating labels
    // turn red over "Member numbers look like OC-10219"). The message tells the state.
    if axis == .column, clusters.contains(where: { c in
      c.count >= 2 && c.allSatisfy { messageUnder(members[$0], members: members, lines: lines) }
    }) { return nil }
    // An odd item that cannot be told from its own background shows no state to anyone.
    if odd.contains(where: { members[$0].ratio < Self.visibleRatio }) { return nil }
    // Like items have one usual look; a row where every item differs is not a state set.
    guard !odd.isEmpty, base.count >= 2 || (pair && members.count == 2), odd.count <= base.count,
      !records || odd.count < base.count,
      !singleSelection || odd.count == 1
    else { return nil }
    let a = members[base[0]]
    let b = members[odd[0]]
    // One row on a fill of its own: zebra stripes fill every other row (two or more odd
    // items), and a striped table's other cells share their row's look (explained by
    // position, above).
    if axis == .row && isParagraphLine(members, lines: lines) { return nil }
    if rowFill && (odd.count != 1 || distance(a.background, b.background) <= 12 || !isRowHighlight(b, in: members)) {
      return nil
    }
    // Content and emphasis: the color goes with the word (in a column: a table's status
    // column; a row of controls may repeat a word, "Link", "Link"), or marks items down. A
    // breadcrumb's last item in gray after links of a hue is the current page, no link, not
    // content marked down (`isDelimited`).
    let markedDown = deEmphasized(odd: odd.map { members[$0] }, usual: a)
      && !(odd == [members.count - 1] && axis == .row && Self.isHue(a.foreground) && isDelimited(members, lines: lines))
    if (axis == .column && usualItemsRepeatOneWord(base.map { members[$0] })) || markedDown
      || (axis == .column && isDestructiveLastItem(odd: odd.map { members[$0] }, usual: base.map { members[$0] })) {
      return nil
    }
    // Non-color cues: weight, underline, an extra mark (bar, icon, check) on one state only.
    if odd.contains(where: { differsInWeight(members[$0], from: base.map { members[$0] }) }) { return nil }
    // A typeface: odd items in a monospace face (or stepping on one pitch: a short word of
    // code) among usual items in a proportional one are inline code between the words of a
    // prose line ("the `Builder` class in the"), on a chip or not: another kind of text, and
    // a face is a cue besides color.
    // (The odd items first: there are fewer, and most are no code.)
    if axis == .row, odd.allSatisfy({ [.monospace, .evenPitch].contains(typeface(of: members[$0].box)) }),
      base.allSatisfy({ typeface(of: members[$0].box) == .proportional }) {
      return nil
    }
    // Marks: every odd item has clearly more non-text ink around it than any usual one.
    // Compared by amount, since a divider under the whole row puts some ink under every
    // item. Only that way round: usual items with more ink (outlined chips against a filled
    // selected one) differ by their outline's color, not by a mark.
    // Items of one line are measured at one depth (the line's lowest glyph bottom); a row
    // that wraps keeps each item's own.
    let lineHeight = members.map(\.box.height).max()!
    let oneLine = axis == .row && members.map(\.box.maxY).max()! - members.map(\.box.maxY).min()! <= lineHeight / 2
    let rowBottom = oneLine ? members.map(\.box.maxY).max() : nil
    let rowHeight = oneLine ? lineHeight : nil
    let baseMarks = base.map { markInk(members[$0], page: a.background, rowBottom: rowBottom, rowHeight: rowHeight) }
    let oddMarks = odd.map { markInk(members[$0], page: a.background, rowBottom: rowBottom, rowHeight: rowHeight) }
    let least = max(6, a.box.height * a.box.height / 8)
    // Unless every item, odd or usual, stands in a frame and the usual ones draw about as
    // much of it, fainter (a pill border in a pale gray around each, a blue one around the
    // selected: Tabler's): a frame recolored, which is color. A bar under the odd items
    // alone has no side beside the text, and a bar or icon leaves the usual items nothing
    // of that amount even at `faintInk`.
    if oddMarks.min()! > 2 * baseMarks.max()! + least {
      let sides = members.map { inkLeft($0, page: a.background, apart: Self.faintInk) }
      let framed = members.indices.allSatisfy { sides[$0] >= members[$0].box.height / 2 }
      let faint = base.map {
        inkBelow(members[$0], page: a.background, rowBottom: rowBottom, rowHeight: rowHeight, apart: Self.faintInk) + sides[$0]
      }
      if !framed || 4 * faint.min()! < 3 * oddMarks.min()! { return nil }
    }
    // In a row on one line, a bar under the odd items where the usual ones have nothing.
    if let rowBottom, let rowHeight, odd.allSatisfy({
      markAlone(members[$0], unlike: base.map { members[$0] }, page: a.background, rowBottom: rowBottom, rowHeight: rowHeight) >= least
    }) {
      return nil
    }
    // In a column, a bar beside the odd items (Carbon's current-page bar at a sidebar's edge)
    // against a dark page edge that every item's strip also holds: ink where no usual item
    // has any at the same place.
    if axis == .column && odd.allSatisfy({ markBeside(members[$0], unlike: base.map { members[$0] }) >= least }) {
      return nil
    }
    // An icon inside the line (a check mark before a selected chip's label, drawn in the
    // text's color, joins the line as if it were a letter).
    if odd.allSatisfy({ leadingIcon(members[$0]) }) && !base.contains(where: { leadingIcon(members[$0]) }) { return nil }
    // A solid box joined to the label (`leadingBlock`: a filled check box, a dot) on one side
    // only, either way round: checked buttons among one unchecked are as plain a cue as one
    // checked among many, and a hollow box reads as a different shape, not a missing mark.
    let oddBlocks = odd.map { leadingBlock(members[$0]) }
    let baseBlocks = base.map { leadingBlock(members[$0]) }
    if (!oddBlocks.contains(false) && !baseBlocks.contains(true)) || (!oddBlocks.contains(true) && !baseBlocks.contains(false)) {
      return nil
    }
    // A label of a glyph or two ("2", "L") can fill a row with its own bottom bar; on one line
    // its underline must lie below the row's baseline, the highest glyph bottom of its items.
    let baseline = oneLine ? members.map(\.box.maxY).min() : nil
    func underlined(_ t: TextRegion) -> Bool {
      hasUnderline(t, below: 5 * t.box.width <= 8 * t.box.height ? baseline : nil)
    }
    let oddUnderlined = odd.map { underlined(members[$0]) }
    let baseUnderlined = base.map { underlined(members[$0]) }
    if oddUnderlined.contains(true) != baseUnderlined.contains(true) { return nil }
    // An outline around the odd items only (an outlined active tab).
    if odd.allSatisfy({ hasOutline(members[$0], page: a.background, lineHeight: lineHeight) })
      && !base.contains(where: { hasOutline(members[$0], page: a.background, lineHeight: lineHeight) }) { return nil }
    let score = confidence(members, odd: odd.count, oddLooks: oddClusters.count, axis: axis)
    guard score >= Self.minimumConfidence else { return nil }
    let result = Distinguishability.compare(
      [SRGBColor(a.foreground), SRGBColor(a.background)], [SRGBColor(b.foreground), SRGBColor(b.background)])
    let evidence = StateEvidence(
      members: members.indices.map { StateEvidence.Member(box: members[$0].box, differs: odd.contains($0)) },
      cuesChecked: Self.itemCues, confidence: score)
    return finding(members.map(\.box), colors: [a.foreground, a.background, b.foreground, b.background], result: result,
                   what: "these \(members.count) items show a state only by color", evidence: evidence)
  }

  /// True when `item` is set in another weight than the usual items (`usual[0]` the first of
  /// them): stems a third thicker or thinner than theirs (the median, or the lightest when
  /// `usualWeight` finds a usual stem misread), or the bold flag
  /// against the first usual item's. For a label of one or two glyphs (no wider than 1.6
  /// times its height: a page number, a day) the flag counts only when the stems agree, at
  /// least a fifth apart: the flag is a fixed threshold on the stem ratio, and such a label
  /// reads bold one time in ten (up to four in ten light on dark) from a stem or two at its
  /// edge, while its stems stay within a fifth of the usual median (the 95th percentile of
  /// regular short labels over their median, on screens-dev and the adversarial set; bold
  /// labels' 5th percentile stands 1.25–1.4 times above it). Longer labels misread far less
  /// often (1 to 2 in a hundred), and keep the flag alone.
  ///
  /// Stems are compared over the font size, unless the item's ink spans the same rows as a
  /// usual item's (`sameRows`): then the two are one size whatever the estimates say (joined
  /// glyphs at 1× throw the estimate off), and the stems are compared in pixels, so the
  /// size's error does not pass into the weight.
  func differsInWeight(_ item: TextRegion, from usual: [TextRegion]) -> Bool {
    // Text a shade off its background (white links on a light sidebar: 1.05:1) shows no
    // weight to anyone, and its stems are noise: the flag reads it bold, the size a third off.
    let shown = usual.filter { $0.ratio >= Self.visibleRatio }
    guard item.ratio >= Self.visibleRatio, 2 * shown.count > usual.count else { return false }
    let inPixels = usual.contains { sameRows($0, item) || sameInkHeight($0, item) }
    func width(_ t: TextRegion) -> Double { inPixels ? t.stemRatio * t.fontSize : t.stemRatio }
    let (reference, misread) = usualWeight(usual, width: width)
    let stem = width(reference)
    let apart = max(width(item), stem) / max(0.001, min(width(item), stem))
    if apart >= Self.stemsApart { return true }
    // The bold flag is the first usual item's, or the reference's when a misread was set aside.
    let usualBold = misread ? reference.bold : usual[0].bold
    guard item.bold != usualBold else { return false }
    // One size (shared rows) and stems within a fifth in pixels, against usual items of one
    // weight: the flag alone differs because the item's size was misread (a label on a
    // filled segment read a fifth smaller, Carbon's and Primer's at 1×), not its weight.
    // Usual items of two weights ("Back" beside a bold "Share") are no such reference.
    if inPixels && apart < 1.2 && usual.allSatisfy({ $0.bold == usualBold }) { return false }
    let short = 5 * item.box.width <= 8 * item.box.height
    return !short || apart >= 1.2
  }

  /// The least per-channel distance from a background at which a frame still shows (a pale
  /// gray pill border, #e0e5ec on white, stands 31 off), for telling a recolored frame from
  /// a mark of the odd items alone.
  static let faintInk = 16

  /// Stems this far apart (a third) are two weights, whatever the bold flags say: the weight
  /// cue, the usual items' disagreement, and text heavier than the page's body.
  static let stemsApart = 1.35

  /// The least contrast at which text shows anything, a weight or a state: below it the
  /// text can hardly be told from its background (white links on Bootstrap's light
  /// dashboard sidebar under a dark theme read 1.05:1). Placeholder and disabled text sit
  /// near 2:1, WCAG's least for anything 3:1; 1.5 made false findings on screens-dev (P 0.941)
  /// and real-dev (P 0.975).
  static let visibleRatio = 1.2

  /// The usual item whose stem stands for the usual items' weight: the median one, or the
  /// lightest (`misread`) when their stems disagree (a third apart) while their strokes agree
  /// within `strokeAgreement`. A stem is read across rows, so a glyph of horizontal bars ("3"
  /// at 1×) reads heavier than it is, never lighter; the stroke (`strokeWidth`) reads the
  /// same whichever way the strokes run, and tells such a misread from a bold item. With two
  /// usual items the median is the heavier one, and one misread "3" in "1 2 3" would make the
  /// usual weight bold and the regular current page "2" a weight cue.
  func usualWeight(_ usual: [TextRegion], width: (TextRegion) -> Double) -> (item: TextRegion, misread: Bool) {
    precondition(!usual.isEmpty, "a group has usual items")
    let sorted = usual.sorted { width($0) < width($1) }
    let median = sorted[sorted.count / 2]
    guard width(sorted.last!) >= Self.stemsApart * width(sorted[0]) else { return (median, false) }
    let strokes = usual.map(strokeWidth)
    guard let lo = strokes.min(), let hi = strokes.max(), lo > 0, hi <= Self.strokeAgreement * lo else {
      return (median, false)
    }
    return (sorted[0], width(sorted[0]) < width(median))
  }

  /// Strokes of one weight agree within this ratio. Where usual items' stems disagreed by a
  /// third, their strokes stood 1.07–1.14 apart when all were regular (screens-dev, real-dev
  /// r28's "1 3"), and 1.29–1.83 apart when one was bold (screens-dev, the held-out pages).
  static let strokeAgreement = 1.2

  func finding(_ boxes: [PixelBox], colors: [RGBA8], result: Distinguishability.Result, what: String,
               evidence: StateEvidence) -> ScanFinding {
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
    let differing = evidence.members.filter(\.differs).count
    message += " (\(differing) of \(evidence.members.count) differ; no \(evidence.cuesChecked.joined(separator: ", ")) cue; confidence \(Int((evidence.confidence * 100).rounded()))%)"
    return ScanFinding(
      rule: .colorOnlyState, level: level, boxes: boxes, message: message, colors: colors,
      deficiency: worst?.rawValue ?? "low luminance contrast",
      fix: "Add a cue that is not color (an underline, a weight change, an icon or check mark, an indicator bar), and make the states differ by at least 3:1.",
      evidence: evidence)
  }

  /// Indices grouped by color (within 24 per channel of the group's first), largest first.
  func colorClusters(_ colors: [RGBA8]) -> [[Int]] {
    clusters(colors.count) { distance(colors[$0], colors[$1]) <= 24 }
  }

  /// Indices 0..<count grouped greedily: each joins the first group whose first member it is
  /// `alike` to, or starts a group. Largest group first; ties in order of their first member.
  func clusters(_ count: Int, alike: (Int, Int) -> Bool) -> [[Int]] {
    var clusters: [[Int]] = []
    for i in 0..<count {
      if let k = clusters.firstIndex(where: { alike($0[0], i) }) {
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

  func format(_ v: Double) -> String { String((v * 10).rounded() / 10) }
}

func distance(_ a: RGBA8, _ b: RGBA8) -> Int {
  max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
}
