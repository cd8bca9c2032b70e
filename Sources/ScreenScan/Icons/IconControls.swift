/// Icon-only controls told from pixels: a glyph whose only label is itself, where a screen
/// puts buttons. WCAG 1.4.11 asks 3:1 of "the visual information required to identify user
/// interface components", and for an icon-only control that is the icon.
///
/// Only glyphs the text pass left alone are taken (a pictogram, or ink that read as no text:
/// a window control's ×, □ or −, a menu's three bars), so a key's "7" or a bold button's
/// "B" stays text. A glyph is a control by its context, never by its size alone:
/// - **in a button frame**: alone on a small surface of its own (a filled circle or rounded
///   square) that encloses it left and right alike, with no text on that surface nor beside
///   it (a button with a label, a settings row's icon tile, is named by its text);
/// - **in a toolbar row**: three or more such glyphs of like size, level and evenly spaced
///   on one surface, each well apart from the next (the letters of a word touch or nearly
///   do) and none with text beside it: window controls, a header's tool icons;
/// - **a menu glyph**: three like bars stacked at even gaps (the "hamburger"), drawn for
///   nothing but a menu button, with no text beside it.
///
/// Measured on the native set's header bars (GTK, libadwaita, Qt; see Samples/native) and
/// kept off the web dev sets' text.
struct IconControls {
  /// Why a glyph is taken for an icon-only control.
  enum Context: String, Sendable {
    case buttonFrame, toolbarRow, menuGlyph
  }

  /// A control's glyph: the lines and loose blobs (ink no line took) it is drawn with.
  struct Control {
    var box: Pictograms.Box
    var surface: Int32
    var lines: [Int]
    var looseBlobs: [Int]
    var context: Context
  }

  /// A piece of a glyph: a line, a loose blob, or bars merged into a menu glyph.
  private struct Item {
    var box: Pictograms.Box
    var surface: Int32
    var lines: [Int]
    var looseBlobs: [Int]
    var isMenuGlyph = false
    var size: Int { max(box.width, box.height) }
  }

  let icons: Pictograms
  /// Per line: did the text pass make a text region of it?
  let isText: [Bool]
  /// Pixels of each surface region (`FlatRegions.surfaceArea`).
  let surfaceArea: [Int32: Int32]

  /// The icon-only controls of the screen, by context.
  ///
  /// Cost: linear in the small lines and loose blobs; each looks only at its neighbours on
  /// its row (`KeyWindow`) and walks at most a glyph's size out of its box.
  func find(_ found: [Pictograms.Found?]) -> [Control] {
    let items = mergedMenuGlyphs(glyphItems(found))
    var taken = [Bool](repeating: false, count: items.count)
    var controls: [Control] = []
    let textSurfaces = Set(icons.lines.indices.filter { isText[$0] }.map { icons.lines[$0].surface })
    // Button frames: every item on a small surface with no text.
    var bySurface: [Int32: [Int]] = [:]
    for (n, item) in items.enumerated() { bySurface[item.surface, default: []].append(n) }
    for (surface, members) in bySurface.sorted(by: { $0.key < $1.key }) where !textSurfaces.contains(surface)
    {
      guard members.count <= 4, let box = members.map({ items[$0].box }).reduce(nil, { $0?.union($1) ?? $1 }),
        max(box.width, box.height) <= Int(32 * icons.scale), isInButtonFrame(box, surface: surface),
        !hasTextBeside(box, besideButton: surfaceArea[surface].map { 4 * Int($0) })
      else { continue }
      for n in members { taken[n] = true }
      controls.append(
        Control(
          box: box, surface: surface, lines: members.flatMap { items[$0].lines },
          looseBlobs: members.flatMap { items[$0].looseBlobs }, context: .buttonFrame))
    }
    // Menu glyphs on their own.
    for (n, item) in items.enumerated() where !taken[n] && item.isMenuGlyph && !hasTextBeside(item.box) {
      taken[n] = true
      controls.append(
        Control(
          box: item.box, surface: item.surface, lines: item.lines, looseBlobs: item.looseBlobs,
          context: .menuGlyph))
    }
    // Toolbar rows.
    let free = items.indices.filter { !taken[$0] && isToolbarGlyph(items[$0]) }
    for row in toolbarRows(free.map { items[$0] }) {
      for k in row {
        let item = items[free[k]]
        controls.append(
          Control(
            box: item.box, surface: item.surface, lines: item.lines, looseBlobs: item.looseBlobs,
            context: .toolbarRow))
      }
    }
    return controls
  }

  /// Lines the text pass left alone (pictograms among them, by the pictogram's box) and
  /// loose blobs, of an icon's size: a toolbar glyph is 16 px or so, at most 32 pt, at least 6
  /// pixels (a 1× window control's is 8, whatever scale the screen is read at).
  private func glyphItems(_ found: [Pictograms.Found?]) -> [Item] {
    let (smallest, largest) = (Int(max(6, 4 * icons.scale)), Int(32 * icons.scale))
    func fits(_ b: Pictograms.Box) -> Bool {
      let size = max(b.width, b.height)
      return size >= smallest && size <= largest
    }
    var items: [Item] = []
    var inLine = [Bool](repeating: false, count: icons.blobs.count)
    for (k, line) in icons.lines.enumerated() {
      for b in line.blobs { inLine[b] = true }
      guard !isText[k], icons.partCounts[k] >= 1, icons.partCounts[k] <= 3 else { continue }
      let box = found[k]?.box ?? Pictograms.Box(line)
      guard fits(box) else { continue }
      // The lines of one pictogram share its box: one item.
      if found[k] != nil,
        let n = items.firstIndex(where: {
          $0.surface == line.surface && $0.box.contains(box, margin: 0) && box.contains($0.box, margin: 0)
        })
      {
        items[n].lines.append(k)
        continue
      }
      items.append(Item(box: box, surface: line.surface, lines: [k], looseBlobs: []))
    }
    for (i, b) in icons.blobs.enumerated() where !inLine[i] && b.surface >= 0 && b.count >= 8 {
      // A frame's ring lies on two surfaces (the button's and the bar's); a glyph on one.
      guard b.secondSurfaceShare < 0.3, fits(Pictograms.Box(b)) else { continue }
      guard
        !items.contains(where: { $0.surface == b.surface && $0.box.contains(Pictograms.Box(b), margin: 0) })
      else { continue }
      items.append(Item(box: Pictograms.Box(b), surface: b.surface, lines: [], looseBlobs: [i]))
    }
    return items
  }

  /// Three thin bars of one length, stacked flush at even gaps no wider than half a bar,
  /// merged into one item: the menu glyph.
  private func mergedMenuGlyphs(_ items: [Item]) -> [Item] {
    func isBar(_ b: Pictograms.Box) -> Bool {
      b.width >= 4 * b.height && b.height <= max(3, Int(3 * icons.scale))
    }
    let bars = items.indices.filter { isBar(items[$0].box) }.sorted {
      items[$0].box.minY < items[$1].box.minY
    }
    var merged = Set<Int>()
    var out: [Item] = []
    for top in bars where !merged.contains(top) {
      let a = items[top].box
      let below = bars.filter { n in
        let b = items[n].box
        return n != top && !merged.contains(n) && items[n].surface == items[top].surface && b.minY > a.maxY
          && abs(b.minX - a.minX) <= 1 && abs(b.maxX - a.maxX) <= 1 && abs(b.height - a.height) <= 1
          && b.minY - a.maxY - 1 <= a.width / 2 + 1
      }
      guard below.count >= 2 else { continue }
      let (middle, bottom) = (items[below[0]].box, items[below[1]].box)
      let (gap1, gap2) = (middle.minY - a.maxY, bottom.minY - middle.maxY)
      guard gap1 >= 2, abs(gap1 - gap2) <= 1 else { continue }
      let parts = [top, below[0], below[1]]
      merged.formUnion(parts)
      out.append(
        Item(
          box: a.union(bottom), surface: items[top].surface, lines: parts.flatMap { items[$0].lines },
          looseBlobs: parts.flatMap { items[$0].looseBlobs }, isMenuGlyph: true))
    }
    return items.indices.filter { !merged.contains($0) }.map { items[$0] } + out
  }

  /// Alone in a button frame: the surface the glyph sits on is small (no larger than the
  /// glyph with a margin of its size, or of 16 px, all round) and closes round it on every
  /// side within that margin, the margins left and right alike (a toolbar button centres its
  /// icon; a minimize glyph sits low, so above and below may differ).
  private func isInButtonFrame(_ box: Pictograms.Box, surface: Int32) -> Bool {
    let size = max(box.width, box.height)
    let margin = max(size, Int(16 * icons.scale))
    guard let area = surfaceArea[surface],
      Int(area) <= (box.width + 2 * margin) * (box.height + 2 * margin)
    else { return false }
    guard let m = icons.enclosure(of: box, surface: surface, limit: margin) else { return false }
    return abs(m[0] - m[1]) <= size / 5 + Int(2 * icons.scale)
  }

  /// A glyph that may stand in a toolbar row: of a toolbar icon's size, and no solid dot or
  /// square (a swatch or a pager's dot is no tool's glyph; a minimize bar is).
  private func isToolbarGlyph(_ item: Item) -> Bool {
    guard item.size <= Int(24 * icons.scale), !item.isMenuGlyph else { return item.isMenuGlyph }
    let blobs = item.lines.flatMap { icons.parts(icons.lines[$0]) } + item.looseBlobs
    guard blobs.count == 1, item.box.width <= 2 * item.box.height, item.box.height <= 2 * item.box.width,
      let shape = icons.shape(of: icons.blobs[blobs[0]])
    else { return true }
    return shape.fill < 0.85 || !shape.holes.isEmpty
  }

  /// Runs of three or more glyphs on one surface, level (their middles within half a glyph:
  /// a minimize bar sits low) and of like size, each the next's
  /// neighbour at a gap of one and a half to six glyph sizes, at even pitches, none with
  /// text beside it. Returns indices into `items`.
  private func toolbarRows(_ items: [Item]) -> [[Int]] {
    var rows: [[Int]] = []
    var used = Set<Int>()
    let order = items.indices.sorted { (items[$0].box.minX, $0) < (items[$1].box.minX, $1) }
    for start in order where !used.contains(start) {
      var run = [start]
      var last = start
      while let next = order.first(where: { n in
        let (a, b) = (items[last], items[n])
        let size = max(a.size, b.size)
        let gap = b.box.minX - a.box.maxX - 1
        return !used.contains(n) && !run.contains(n) && b.surface == a.surface
          && abs(b.box.centerY - items[start].box.centerY) <= max(2 * icons.scale, Double(size) / 2)
          && min(a.size, b.size) * 2 >= size && gap * 2 >= 3 * size && gap <= 6 * size
      }) {
        run.append(next)
        last = next
      }
      guard run.count >= 3 else { continue }
      let pitches = zip(run, run.dropFirst()).map { items[$1].box.centerX - items[$0].box.centerX }
      guard let range = pitches.extremes, range.max <= 1.5 * range.min,
        !run.contains(where: { hasTextBeside(items[$0].box) })
      else { continue }
      used.formUnion(run)
      rows.append(run)
    }
    return rows
  }

  /// A line of text on the glyph's row within two and a half glyph sizes, or just above or
  /// below it: the glyph is then its label's decoration, not the control's only label (a
  /// settings row's icon tile before its title). Text on a surface no larger than
  /// `besideButton` pixels is the label of a button of its own beside this one ("Run" beside
  /// a search button), not this glyph's.
  private func hasTextBeside(_ b: Pictograms.Box, besideButton: Int? = nil) -> Bool {
    let size = max(b.width, b.height)
    let reach = Double(size)
    let near = icons.lineWindow.items(
      in: (Double(b.minY) - reach - Double(4 * size))...(Double(b.maxY) + reach))
    return near.contains { j in
      guard isText[j] else { return false }
      if let limit = besideButton, Int(surfaceArea[icons.lines[j].surface] ?? .max) <= limit { return false }
      let t = Pictograms.Box(icons.lines[j])
      let row = t.overlapY(b) * 10 >= min(t.height, b.height) * 3 || abs(t.centerY - b.centerY) <= reach
      let gapX = max(t.minX - b.maxX, b.minX - t.maxX) - 1
      if row && gapX <= 5 * size / 2 { return true }
      let gapY = max(t.minY - b.maxY, b.minY - t.maxY) - 1
      let centred = abs(t.centerX - b.centerX) * 2 <= Double(max(t.width, b.width))
      return centred && t.overlapY(b) == 0 && Double(gapY) <= reach
    }
  }
}
