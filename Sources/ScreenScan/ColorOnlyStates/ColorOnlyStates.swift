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
  /// Records why each candidate was kept or dropped, when the scan asks (`--explain`).
  var trace: ColorOnlyTraceRecorder? = nil
  /// Text smaller than this (logical units) is too small to judge: words in a photo or a
  /// thumbnail say nothing about links (`ScanOptions.minimumJudgedFontSize`).
  var minimumFontSize: Double = 7

  struct Look: Equatable {
    var text: RGBA8
    var fill: RGBA8
    var bold: Bool
    func close(_ o: Look) -> Bool {
      distance(text, o.text) <= ColorTolerance.sameLook && distance(fill, o.fill) <= ColorTolerance.sameLook
    }
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
      (
        FieldFinder.find(blobs: blobs, labels: $0, regions: regions, image: image, scale: scale),
        FieldFinder.containers(blobs: blobs, labels: $0, width: image.width, scale: scale)
      )
    }
    // Rows of field messages ("Looks good!" under two fields, an error under a third) are the
    // fields' business.
    let messages = Set(lines.filter { isFieldMessage($0, fields: fields) }.map(\.box))
    func fieldMessages(_ f: ScanFinding) -> Bool {
      guard f.evidence?.members.allSatisfy({ messages.contains($0.box) }) == true else { return false }
      trace?.withdraw(f, rule: "FieldMessages", "every member is a form field's message")
      return true
    }
    items.removeAll(where: fieldMessages)
    // Text inside form fields is what they hold: a value among placeholders is content, and
    // a field's state is in its outline (`fieldFindings`). A field's text starts at its left
    // padding, far from its right edge; a segment's or a button's label stands centered.
    func inField(_ b: PixelBox) -> Bool {
      fields.contains { f in
        b.x > f.box.x && b.maxX < f.box.maxX && b.y > f.box.y && b.maxY < f.box.maxY
          && 2 * (b.x - f.box.x) < f.box.maxX - b.maxX
      }
    }
    func textInFields(_ f: ScanFinding) -> Bool {
      guard f.evidence?.members.allSatisfy({ inField($0.box) }) == true else { return false }
      trace?.withdraw(f, rule: "TextInFields", "every member is text inside a form field")
      return true
    }
    items.removeAll(where: textInFields)
    var out = items + links + markers + fieldFindings(fields, lines: lines)
    for pair in segmentPairs(containers, lines) + trackPairs(lines)
    where pair.allSatisfy({ !used.contains($0) }) {
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

  /// Judges the lines at `indices` as the items of one control by running
  /// `ColorOnlyRules.groupRules` in order until one keeps or drops the group (each rule's doc
  /// comment says what it keeps or drops and why), recording each decision in `trace` when
  /// there is one: nil when they are not alternatives (see `ColorOnlyStates+Evidence`), when a
  /// non-color cue marks the odd ones, or when the confidence is below `minimumConfidence`.
  /// `axis` is the row or column the items
  /// stand on (nil for the two halves of one control).
  /// `singleSelection`: a navigation column marks exactly one item (the current page); two
  /// and two in different colors are a list's varied text, not a state.
  /// `pair`: two segments of one control, where neither look is the usual one.
  /// `records`: the head lines of a list's entries (`recordHeads`), where the few that
  /// differ must be fewer than the usual ones: an even split (past and coming events) has no
  /// usual look to be a state against.
  /// `rowFill`: a list anywhere on screen, which counts only when the one odd item's fill
  /// runs the width of its row (`isRowHighlight`).
  func judgeGroup(
    _ indices: [Int], in lines: [TextRegion], axis: Axis?, singleSelection: Bool = false,
    pair: Bool = false, rowFill: Bool = false, records: Bool = false
  ) -> ScanFinding? {
    var group = GroupCandidate(
      indices, in: lines, axis: axis, singleSelection: singleSelection, pair: pair,
      rowFill: rowFill, records: records)
    let traced = trace?.begin(kind: group.kind, boxes: group.members.map(\.box))
    let rules = ColorOnlyRules.groupRules
    var next = 0
    while next < rules.count {
      let rule = rules[next]
      next += 1
      switch rule.judge(&group, by: self) {
      case .pass: continue
      case .modify(let reason): traced.map { trace?.record($0, rule: rule.name, .modified, reason) }
      case .restart(let rest, let reason):
        traced.map { trace?.record($0, rule: rule.name, .modified, reason) }
        group = group.regrouped(rest)
        next = 0
      case .drop(let reason):
        traced.map { trace?.record($0, rule: rule.name, .dropped, reason) }
        return nil
      case .keep(let finding, let reason):
        traced.map { trace?.keep($0, rule: rule.name, finding, reason) }
        return finding
      }
    }
    preconditionFailure("the last group rule, MinimumConfidence, keeps or drops every group")
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
    return !GlyphRun.isShort(item.box) || apart >= 1.2
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
  func usualWeight(_ usual: [TextRegion], width: (TextRegion) -> Double) -> (item: TextRegion, misread: Bool)
  {
    precondition(!usual.isEmpty, "a group has usual items")
    let sorted = usual.sorted { width($0) < width($1) }
    let median = sorted[sorted.count / 2]
    guard width(sorted[sorted.count - 1]) >= Self.stemsApart * width(sorted[0]) else {
      return (median, false)
    }
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

  func finding(
    _ boxes: [PixelBox], colors: [RGBA8], result: Distinguishability.Result, what: String,
    evidence: StateEvidence
  ) -> ScanFinding {
    let worst = result.worst
    var message = what
    if let worst {
      // A gray highlight measures the same for every viewer: naming a deficiency would read
      // as if color blindness were the problem when the states are too alike for anyone.
      if result.typicalDeltaE < Distinguishability.defaultThreshold {
        message +=
          "; the states differ by ΔE00 \(format(result.typicalDeltaE)) even for typical color vision (below \(format(Distinguishability.defaultThreshold)))"
      } else {
        message +=
          "; for \(worst.rawValue) the states differ by ΔE00 \(format(result.deltaE[worst] ?? 0)) (below \(format(Distinguishability.defaultThreshold)))"
      }
    }
    if result.luminanceRatio < 3 {
      message += "; their luminance contrast is \(WCAG.formatRatio(result.luminanceRatio)):1 (below 3:1)"
    }
    // States that collapse, or differ by less than 3:1, fail WCAG 1.4.1: an error. States
    // that survive every deficiency at 3:1 or more still rest on color alone, which Apple's
    // Differentiate Without Color asks to avoid: a warning.
    let level: ScanFinding.Level = result.survivesColorOnly ? .warning : .error
    if result.survivesColorOnly {
      message += "; the colors stay distinct for color-blind viewers, but nothing else marks the state"
    }
    let differing = evidence.members.filter(\.differs).count
    message +=
      " (\(differing) of \(evidence.members.count) differ; no \(evidence.cuesChecked.joined(separator: ", ")) cue; confidence \(Int((evidence.confidence * 100).rounded()))%)"
    return ScanFinding(
      rule: .colorOnlyState, level: level, boxes: boxes, message: message, colors: colors,
      deficiency: worst?.rawValue ?? "low luminance contrast",
      fix:
        "Add a cue that is not color (an underline, a weight change, an icon or check mark, an indicator bar), and make the states differ by at least 3:1.",
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
          let better =
            (r.survivesColorOnly ? 1 : 0, r.luminanceRatio) < (
              w.2.survivesColorOnly ? 1 : 0, w.2.luminanceRatio
            )
          if !better { continue }
        }
        worst = (states[i], states[j], r)
      }
    }
    // Justified: every caller passes two states or more (`colorClusters` of a group with an
    // odd look), so the loop sets `worst` at least once.
    return worst!
  }

  func format(_ v: Double) -> String { String((v * 10).rounded() / 10) }
}

func distance(_ a: RGBA8, _ b: RGBA8) -> Int {
  max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
}
