import ColorScience
import Findings
import Imaging
import Pixels
import ScreenScan

/// Draws scan results onto the screenshot so a reviewer sees the evidence at any scale.
///
/// - The screenshot is drawn on a canvas of at least 2 canvas pixels per logical pixel (a
///   1× desktop screenshot is doubled, pixel for pixel), so labels never need to be smaller
///   than the text they judge.
/// - Each finding gets a box in its verdict's color and style (red solid: fails; amber
///   dashed: needs review; gray dashed: a note, failing text of a control that looks inactive,
///   which WCAG exempts, so it must not read as a failure; green thin: passes, only with
///   `includePassing`; magenta: a color-only group, its members linked, the item that differs
///   framed twice) and one
///   numbered badge, placed *outside* every text box and every other badge: never over the
///   ink it judges. A badge with no free place nearby is left out of the image; its number
///   is still in the legend.
/// - A legend panel beside the image explains the colors and lists each number with its
///   verdict, ratio, colors as swatches and size.
package enum Annotation {
  static let failColor = RGBA8(red: 230, green: 20, blue: 60)
  static let reviewColor = RGBA8(red: 235, green: 140, blue: 0)
  /// A note: neutral, so it reads as neither a failure nor a pass.
  static let noteColor = RGBA8(red: 112, green: 112, blue: 122)
  static let passColor = RGBA8(red: 20, green: 160, blue: 80)
  static let groupColor = RGBA8(red: 200, green: 0, blue: 200)
  static let ink = RGBA8(red: 28, green: 28, blue: 30)
  static let white = RGBA8(red: 255, green: 255, blue: 255)

  /// One numbered thing on the image.
  struct Item {
    enum Kind { case fail, review, note, pass, colorOnly }
    var number: Int
    var kind: Kind
    /// In canvas pixels; the first is the item's own box.
    var boxes: [PixelBox]
    /// For text: the line; for groups: the finding.
    var region: TextRegion?
    var finding: ScanFinding?

    var color: RGBA8 {
      switch kind {
      case .fail: failColor
      case .review: reviewColor
      case .note: noteColor
      case .pass: passColor
      case .colorOnly: groupColor
      }
    }
  }

  /// Where everything goes, in canvas pixels; computed before anything is drawn, so a test
  /// can check the placements as boxes.
  struct Layout {
    /// Canvas pixels per image pixel.
    var factor: Int
    var fontScale: Int
    var items: [Item]
    /// Each item's badge, or nil when no free place was found near it.
    var badges: [PixelBox?]
    /// Every detected text line, in canvas pixels: what no badge may cover.
    var ink: [PixelBox]
    var imageWidth: Int
    var imageHeight: Int
  }

  package static func draw(_ result: ScanResult, on image: RGBAImage, includePassing: Bool = false)
    -> RGBAImage
  {
    let layout = self.layout(
      result, imageWidth: image.width, imageHeight: image.height, includePassing: includePassing)
    let k = layout.factor
    let legend = legendPanel(layout)
    var canvas = RGBAImage(
      width: layout.imageWidth + legend.width, height: max(layout.imageHeight, legend.height), fill: white)
    canvas.place(k == 1 ? image : upscaled(image, by: k), x: 0, y: 0)
    canvas.place(legend, x: layout.imageWidth, y: 0)
    let t = max(1, Int((Double(k) * result.scale / 2).rounded()))
    for item in layout.items {
      let b = item.boxes[0]
      switch item.kind {
      case .fail:
        canvas.stroke(
          x: b.x - 2 * t, y: b.y - 2 * t, width: b.width + 4 * t, height: b.height + 4 * t, color: item.color,
          thickness: t)
      case .review, .note:
        dashed(
          &canvas, PixelBox(x: b.x - 2 * t, y: b.y - 2 * t, width: b.width + 4 * t, height: b.height + 4 * t),
          item.color, t)
      case .pass:
        canvas.stroke(
          x: b.x - 2 * t, y: b.y - 2 * t, width: b.width + 4 * t, height: b.height + 4 * t, color: item.color,
          thickness: max(1, t / 2))
      case .colorOnly:
        var centers: [(x: Int, y: Int)] = []
        for m in item.boxes {
          canvas.stroke(
            x: m.x - 3 * t, y: m.y - 3 * t, width: m.width + 6 * t, height: m.height + 6 * t,
            color: groupColor, thickness: t)
          centers.append((m.x + m.width / 2, m.maxY + 3 * t))
        }
        for (a, c) in zip(centers, centers.dropFirst()) {
          canvas.line(from: a, to: c, color: groupColor.withAlpha(160), thickness: t)
        }
        for m in differing(item) {
          canvas.stroke(
            x: m.x - 6 * t, y: m.y - 6 * t, width: m.width + 12 * t, height: m.height + 12 * t,
            color: groupColor, thickness: t)
        }
      }
    }
    for (item, badge) in zip(layout.items, layout.badges) {
      guard let badge else { continue }
      canvas.fill(x: badge.x, y: badge.y, width: badge.width, height: badge.height, color: item.color)
      canvas.draw(
        "\(item.number)", x: badge.x + 3 * layout.fontScale, y: badge.y + layout.fontScale, color: white,
        scale: layout.fontScale)
    }
    return canvas
  }

  /// The group members a finding marks as the ones that differ (none known: none framed).
  /// The boxes of a color-only group's members that look different (its evidence lists the
  /// members in the order of the finding's boxes).
  static func differing(_ item: Item) -> [PixelBox] {
    guard let members = item.finding?.evidence?.members, members.count == item.boxes.count else { return [] }
    return zip(item.boxes, members).filter { $0.1.differs }.map(\.0)
  }

  static func layout(_ result: ScanResult, imageWidth: Int, imageHeight: Int, includePassing: Bool) -> Layout
  {
    // At least two canvas pixels per logical pixel.
    let k = max(1, Int((2 / max(result.scale, 0.25)).rounded(.up)))
    let fontScale = max(1, Int((Double(k) * result.scale / 2.5).rounded(.down)))
    func scaled(_ b: PixelBox) -> PixelBox {
      PixelBox(x: b.x * k, y: b.y * k, width: b.width * k, height: b.height * k)
    }
    var items: [Item] = []
    let regions = result.textRegions.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
    // Failing lines whose finding is a note (they look inactive): drawn as notes, not failures.
    let noted = Set(
      result.findings.filter { $0.rule == .textContrast && $0.level == .note }.compactMap(\.boxes.first))
    for r in regions {
      let kind: Item.Kind
      switch r.outcome {
      case .fail: kind = noted.contains(r.box) ? .note : .fail
      case .needsReview: kind = .review
      case .pass:
        guard includePassing else { continue }
        kind = .pass
      }
      items.append(Item(number: items.count + 1, kind: kind, boxes: [scaled(r.box)], region: r))
    }
    for f in result.findings where f.rule == .colorOnlyState && !f.boxes.isEmpty {
      items.append(Item(number: items.count + 1, kind: .colorOnly, boxes: f.boxes.map(scaled), finding: f))
    }
    // An icon that is its control's only label, below 3:1: boxed as a failing line is.
    for f in result.findings where f.rule == .nonTextContrast && !f.boxes.isEmpty {
      items.append(Item(number: items.count + 1, kind: .fail, boxes: [scaled(f.boxes[0])], finding: f))
    }
    let ink = result.textRegions.map { scaled($0.box) }
    let width = imageWidth * k
    let height = imageHeight * k
    var placed: [PixelBox] = []
    var badges: [PixelBox?] = []
    for item in items {
      let label = "\(item.number)"
      let size = (
        w: RGBAImage.textWidth(label, scale: fontScale) + 6 * fontScale,
        h: RGBAImage.textHeight(scale: fontScale) + 2 * fontScale
      )
      // A color-only group's badge stands by the member that differs, where the text report points.
      let badge = place(
        size, near: differing(item).first ?? item.boxes[0], avoiding: ink + item.boxes, placed: placed,
        width: width, height: height)
      if let badge { placed.append(badge) }
      badges.append(badge)
    }
    return Layout(
      factor: k, fontScale: fontScale, items: items, badges: badges, ink: ink, imageWidth: width,
      imageHeight: height)
  }

  /// The first free place for a badge around `box`: beside it, then above and below,
  /// then further out; nil when every candidate covers a text box or a badge.
  static func place(
    _ size: (w: Int, h: Int), near box: PixelBox, avoiding ink: [PixelBox], placed: [PixelBox], width: Int,
    height: Int
  ) -> PixelBox? {
    let gap = 4
    for step in 0..<6 {
      let d = gap + step * (size.h + gap)
      let candidates = [
        (box.maxX + d, box.y + (box.height - size.h) / 2),  // right
        (box.x - d - size.w, box.y + (box.height - size.h) / 2),  // left
        (box.x, box.y - d - size.h),  // above
        (box.x, box.maxY + d),  // below
        (box.maxX - size.w, box.y - d - size.h),  // above, right-aligned
        (box.maxX - size.w, box.maxY + d),  // below, right-aligned
      ]
      for (x, y) in candidates {
        let b = PixelBox(x: x, y: y, width: size.w, height: size.h)
        guard b.x >= 0, b.y >= 0, b.maxX <= width, b.maxY <= height else { continue }
        if ink.contains(where: { overlaps($0, b, margin: 2) })
          || placed.contains(where: { overlaps($0, b, margin: 2) })
        {
          continue
        }
        return b
      }
    }
    return nil
  }

  static func overlaps(_ a: PixelBox, _ b: PixelBox, margin: Int) -> Bool {
    a.x - margin < b.maxX && b.x < a.maxX + margin && a.y - margin < b.maxY && b.y < a.maxY + margin
  }

  /// The panel beside the image: what the colors mean, then one row per item.
  static func legendPanel(_ layout: Layout) -> RGBAImage {
    // The legend is read, not overlaid: twice the font's size whatever the badges use.
    let s = max(2, layout.fontScale)
    let line = RGBAImage.textHeight(scale: s) + 6 * s
    let maxRows = 400
    let rows = min(layout.items.count, maxRows)
    let key: [(String, RGBA8, Bool)] = [
      ("fails its WCAG minimum", failColor, false), ("needs review (dashed)", reviewColor, true),
      ("note: looks inactive, WCAG exempts it (dashed)", noteColor, true),
      ("passes (with --annotate-all)", passColor, false),
      ("states told apart by color only", groupColor, false),
    ]
    let rowTexts = layout.items.prefix(maxRows).map(describe)
    // Each row's text starts after its badge and swatches (up to four for a group).
    let rowWidths = zip(layout.items, rowTexts).map { item, row in
      rowTextX(number: item.number, swatches: row.swatches.count, s: s)
        + RGBAImage.textWidth(row.text, scale: s)
    }
    let keyWidth = key.map { 48 * s + RGBAImage.textWidth($0.0, scale: s) }.max() ?? 0
    let width = min(max(360 * s, keyWidth, rowWidths.max() ?? 0) + 12 * s, 1400 * s)
    let height = (key.count + 3 + rows + (layout.items.count > maxRows ? 1 : 0)) * line + 16 * s
    var panel = RGBAImage(width: width, height: height, fill: RGBA8(red: 246, green: 246, blue: 248))
    var y = 8 * s
    panel.draw("Legible: \(layout.items.count) marked", x: 12 * s, y: y, color: ink, scale: s)
    y += line
    for (text, color, isDashed) in key {
      let box = PixelBox(x: 12 * s, y: y + 2 * s, width: 28 * s, height: line - 10 * s)
      if isDashed {
        dashed(&panel, box, color, s)
      } else {
        panel.stroke(x: box.x, y: box.y, width: box.width, height: box.height, color: color, thickness: 2 * s)
      }
      panel.draw(text, x: 48 * s, y: y, color: ink, scale: s)
      y += line
    }
    y += line / 2
    for (item, row) in zip(layout.items.prefix(maxRows), rowTexts) {
      let badgeWidth = RGBAImage.textWidth("\(item.number)", scale: s) + 6 * s
      panel.fill(x: 12 * s, y: y, width: badgeWidth, height: line - 4 * s, color: item.color)
      panel.draw("\(item.number)", x: 15 * s, y: y + s, color: white, scale: s)
      var x = swatchX(number: item.number, s: s)
      for c in row.swatches {
        panel.fill(x: x, y: y + 2 * s, width: 14 * s, height: line - 8 * s, color: c)
        panel.stroke(
          x: x, y: y + 2 * s, width: 14 * s, height: line - 8 * s, color: ink.withAlpha(80), thickness: 1)
        x += 16 * s
      }
      panel.draw(
        row.text, x: rowTextX(number: item.number, swatches: row.swatches.count, s: s), y: y, color: ink,
        scale: s)
      y += line
    }
    if layout.items.count > maxRows {
      panel.draw(
        "… and \(layout.items.count - maxRows) more (see the JSON report)", x: 12 * s, y: y, color: ink,
        scale: s)
    }
    return panel
  }

  /// Where a legend row's swatches start: after its badge, at least 36 font units wide.
  static func swatchX(number: Int, s: Int) -> Int {
    12 * s + max(RGBAImage.textWidth("\(number)", scale: s) + 6 * s, 36 * s) + 6 * s
  }

  /// Where a legend row's text starts: after the badge and the swatches.
  static func rowTextX(number: Int, swatches: Int, s: Int) -> Int {
    swatchX(number: number, s: s) + 16 * s * swatches + 4 * s
  }

  /// A legend row: the verdict with its figure, size and weight, and the colors.
  static func describe(_ item: Item) -> (text: String, swatches: [RGBA8]) {
    if let r = item.region {
      let verdict: String
      switch item.kind {
      case .fail: verdict = "FAIL \(WCAG.formatRatio(r.ratio)):1 < \(format(r.required)):1"
      case .review: verdict = "REVIEW \(WCAG.formatRatio(r.ratio)):1 (\(r.reviewReason ?? "unsure"))"
      case .note: verdict = "note, looks inactive: \(WCAG.formatRatio(r.ratio)):1 < \(format(r.required)):1"
      default: verdict = "pass \(WCAG.formatRatio(r.ratio)):1"
      }
      let size = "~\(format((r.fontSize * 10).rounded() / 10)) px\(r.bold ? " bold" : "")"
      return (
        "\(verdict), \(r.foreground.opaqueHex) on \(r.background.opaqueHex), \(size)",
        [r.foreground, r.background]
      )
    }
    let f = item.finding
    if let f, f.rule == .nonTextContrast, let ratio = f.ratio, f.colors.count == 2 {
      let verdict = "FAIL icon \(WCAG.formatRatio(ratio)):1 < \(format(f.required ?? 3)):1"
      return ("\(verdict), \(f.colors[0].opaqueHex) on \(f.colors[1].opaqueHex)", f.colors)
    }
    let n = f?.boxes.count ?? 0
    // A gray highlight is too faint for every viewer: naming a deficiency would mislead
    // (the finding's message says "even for typical color vision" then).
    let who =
      f?.message.contains("even for typical color vision") == true
      ? ", too alike for everyone" : f?.deficiency.map { ", collapse for \($0)" } ?? ""
    return (
      "COLOR ONLY: \(n) items\(who)",
      Array((f?.colors ?? []).prefix(4))
    )
  }

  static func dashed(_ image: inout RGBAImage, _ b: PixelBox, _ color: RGBA8, _ t: Int) {
    let dash = max(4, 4 * t)
    var x = b.x
    while x < b.maxX {
      let w = min(dash, b.maxX - x)
      image.fill(x: x, y: b.y, width: w, height: t, color: color)
      image.fill(x: x, y: b.maxY - t, width: w, height: t, color: color)
      x += 2 * dash
    }
    var y = b.y
    while y < b.maxY {
      let h = min(dash, b.maxY - y)
      image.fill(x: b.x, y: y, width: t, height: h, color: color)
      image.fill(x: b.maxX - t, y: y, width: t, height: h, color: color)
      y += 2 * dash
    }
  }

  /// Pixel doubling (tripling…): crisp edges, so the boxes still line up with the glyphs.
  static func upscaled(_ image: RGBAImage, by k: Int) -> RGBAImage {
    var out = [UInt8](repeating: 0, count: image.width * k * image.height * k * 4)
    let w = image.width * k
    image.pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<image.height {
          for x in 0..<image.width {
            let s = 4 * (y * image.width + x)
            for dy in 0..<k {
              for dx in 0..<k {
                let d = 4 * ((y * k + dy) * w + x * k + dx)
                dst[d] = src[s]
                dst[d + 1] = src[s + 1]
                dst[d + 2] = src[s + 2]
                dst[d + 3] = src[s + 3]
              }
            }
          }
        }
      }
    }
    return RGBAImage(width: w, height: image.height * k, pixels: out)
  }

  static func format(_ v: Double) -> String { NumberText.plain(v) }
}

extension RGBA8 {
  func withAlpha(_ a: UInt8) -> RGBA8 { RGBA8(red: red, green: green, blue: blue, alpha: a) }
}
