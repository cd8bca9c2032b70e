/// Key labels drawn without stems: the "=", "−", "÷" and "." of a calculator's keys, each
/// centred alone on its key in a grid of equal keys whose other labels read as text.
///
/// Their strokes are bars and dots a few pixels high, under the scan's 5 px floor for a
/// line of text, and the two bars of an "=" stand apart (the grouper joins glyphs side by
/// side, not stacked), so the text pass never saw them: a white "=" on an orange key at
/// 2.65:1 went unreported, and the screen passed. A key's label is text (WCAG 1.4.3), to be
/// judged against the key's fill; its size is its siblings' labels' size, since a bar has no
/// cap height to tell it.
///
/// Told by context, never by size alone:
/// - **stemless**: at most three pieces of ink on one surface, every one a solid bar or dot
///   (a stroke no thicker than a thin stem), and not three like bars stacked (a menu glyph);
///   or a lone digit whose counters are ink (`isCounteredDigit`);
/// - **alone on its key**: the surface encloses the pieces on every side, the key is of a
///   control's size, the glyph no more than half of it, centred left to right (a label is;
///   a "." sits on the baseline, so up and down it may sit low);
/// - **in a grid of equal keys**: at least two other keys of the same size (to a pixel or a
///   sixteenth), level with it in its row or aligned in its column, within two and a half
///   keys of it, carry a label that read as text. Spin buttons (two keys) and window controls
///   (icons beside icons) have no such siblings.
///
/// Cost: linear in the lines and loose blobs, plus for each candidate key a look at the text
/// lines within a few key heights (`KeyWindow`) and walks no longer than a key.
struct KeyLabels {
  /// A stemless label found on a key: the line it makes (its pieces' blobs), the lines the
  /// grouper had made of them, and the font size (logical px) its siblings' labels are set in.
  struct Label {
    var line: TextLineGrouper.Line
    var lines: [Int]
    var fontSize: Double
    /// Dots alone ("."), whose measured contrast errs low (see `isDots`).
    var isDots: Bool
  }

  let icons: Pictograms
  /// Per line: the font size (logical px) of the text region the text pass made of it, nil
  /// when it made none.
  let fontSizes: [Double?]
  /// Per line: is it a pictogram (those stay icons)?
  let isPictogram: [Bool]
  /// Pixels of each surface region (`FlatRegions.surfaceArea`).
  let surfaceArea: [Int32: Int32]

  private var scale: Double { icons.scale }

  /// The stemless key labels of the screen.
  func find() -> [Label] {
    var seeds: [Int32: (lines: [Int], blobs: [Int])] = [:]
    var inLine = [Bool](repeating: false, count: icons.blobs.count)
    // A key whose label read as text, or that holds an icon, has no stemless label to find:
    // what is left on it is a stray mark of that label or a piece of that icon.
    var taken = Set<Int32>()
    for (k, line) in icons.lines.enumerated() where fontSizes[k] != nil || isPictogram[k] {
      taken.insert(line.surface)
    }
    let largestKey = Int(96 * scale)
    func isKeySized(_ surface: Int32) -> Bool {
      guard !taken.contains(surface), let area = surfaceArea[surface] else { return false }
      return Int(area) <= largestKey * largestKey
    }
    for (k, line) in icons.lines.enumerated() {
      for b in line.blobs { inLine[b] = true }
      guard isKeySized(line.surface) else { continue }
      seeds[line.surface, default: ([], [])].lines.append(k)
      seeds[line.surface, default: ([], [])].blobs += line.blobs
    }
    for (i, b) in icons.blobs.enumerated() where !inLine[i] && b.surface >= 0 && b.secondSurfaceShare < 0.3 {
      guard let seed = seeds[b.surface] ?? (isKeySized(b.surface) ? ([], []) : nil) else { continue }
      seeds[b.surface] = (seed.lines, seed.blobs + [i])
    }
    return seeds.sorted { $0.key < $1.key }.compactMap { surface, seed in
      label(surface: surface, lines: seed.lines, blobs: seed.blobs)
    }
  }

  /// The label made of the pieces on one surface, if they are a stemless glyph alone on a
  /// key of a grid whose siblings' labels are text.
  private func label(surface: Int32, lines: [Int], blobs: [Int]) -> Label? {
    // Specks of a pixel or two (antialiasing of the key's own frame) are no piece.
    let pieces = blobs.filter { icons.blobs[$0].count >= 2 }
    guard !pieces.isEmpty, pieces.count <= 3,
      pieces.allSatisfy({ isStemless(icons.blobs[$0]) }) && !isMenuGlyph(pieces)
        || pieces.count == 1 && isCounteredDigit(icons.blobs[pieces[0]])
    else { return nil }
    var line = TextLineGrouper.Line(pieces[0], icons.blobs[pieces[0]])
    for b in pieces.dropFirst() { line.take(b, icons.blobs[b]) }
    line.surface = surface
    let box = Pictograms.Box(line)
    guard let key = key(around: box, surface: surface, limit: Int(48 * scale)) else { return nil }
    let size = max(box.width, box.height)
    guard key.width >= Int(14 * scale), key.height >= Int(14 * scale), key.width <= Int(96 * scale),
      key.height <= Int(96 * scale), 2 * size <= min(key.width, key.height),
      abs((box.minX - key.minX) - (key.maxX - box.maxX)) <= Int(2 * scale) + key.width / 20,
      abs(box.centerY - key.centerY) * 4 <= Double(key.height)
    else { return nil }
    let siblings = siblingFontSizes(of: key, surface: surface)
    guard siblings.count >= 2 else { return nil }
    return Label(
      line: line, lines: lines, fontSize: siblings.sorted()[siblings.count / 2], isDots: isDots(line))
  }

  /// A solid bar or dot: a stroke no thicker than a thin stem, filling at least half its box
  /// (a cross, a ring or a diagonal fills far less).
  func isStemless(_ b: InkBlob) -> Bool {
    min(b.width, b.height) <= Int(3 * scale) + 1 && 2 * b.count >= b.width * b.height
  }

  /// A lone glyph whose counters are ink, no wider than tall: a "0" or an "8" at 1×, a pixel
  /// too wide for `ScreenScanner.isCounteredGlyph`, which judges glyphs with no key to
  /// vouch for them. Its core fills no more of the box than a glyph's strokes do; a filled
  /// disc or square fills it with core, and a wide key icon (a backspace) is wider than tall.
  func isCounteredDigit(_ b: InkBlob) -> Bool {
    guard b.width <= b.height, b.height >= 7, let shape = icons.shape(of: b) else { return false }
    return shape.fill <= 0.72
  }

  /// A label of dots alone ("."): too small for any pixel of it to show its color unblended
  /// with the key's, so its measured contrast errs low.
  func isDots(_ line: TextLineGrouper.Line) -> Bool {
    line.blobs.allSatisfy { max(icons.blobs[$0].width, icons.blobs[$0].height) <= Int(3 * scale) + 1 }
  }

  /// Three like bars stacked: the menu glyph, an icon (`IconControls` judges it).
  private func isMenuGlyph(_ pieces: [Int]) -> Bool {
    guard pieces.count == 3 else { return false }
    let bars = pieces.map { icons.blobs[$0] }
    return bars.allSatisfy { $0.width >= 3 * $0.height && abs($0.width - bars[0].width) <= 1 }
  }

  /// Whether a line stands alone on a key of a grid whose equal siblings carry text (see
  /// the type's notes): a key's label, whatever its shape ("×" on a calculator).
  func isOnKeyOfGrid(_ line: TextLineGrouper.Line) -> Bool {
    let box = Pictograms.Box(line)
    guard let key = key(around: box, surface: line.surface, limit: Int(48 * scale)),
      2 * max(box.width, box.height) <= min(key.width, key.height)
    else { return false }
    return siblingFontSizes(of: key, surface: line.surface).count >= 2
  }

  /// The key around a box: how far its surface reaches from the box along the row and the
  /// column through its centre (`Pictograms.enclosure`), as a box.
  private func key(around box: Pictograms.Box, surface: Int32, limit: Int) -> Pictograms.Box? {
    guard let m = icons.enclosure(of: box, surface: surface, limit: limit) else { return nil }
    return Pictograms.Box(
      minX: box.minX - m[0], minY: box.minY - m[2], maxX: box.maxX + m[1], maxY: box.maxY + m[3])
  }

  /// The font sizes of the text labels of the keys beside `key`: keys of its size, level
  /// with it in its row or aligned with it in its column, within two and a half keys.
  private func siblingFontSizes(of key: Pictograms.Box, surface: Int32) -> [Double] {
    let reachY = Double(key.height) * 2.5
    let near = icons.lineWindow.items(in: (Double(key.minY) - reachY)...(Double(key.maxY) + reachY))
    let tolerance = { (side: Int) in max(2, side / 16) }
    var sizes: [Double] = []
    var seen: [Pictograms.Box] = []
    for j in near {
      guard let fontSize = fontSizes[j] else { continue }
      let l = icons.lines[j]
      guard l.surface != surface, l.width <= key.width, l.height <= key.height,
        let other = self.key(around: Pictograms.Box(l), surface: l.surface, limit: key.width)
      else { continue }
      guard abs(other.width - key.width) <= tolerance(key.width),
        abs(other.height - key.height) <= tolerance(key.height)
      else { continue }
      let inRow =
        abs(other.minY - key.minY) <= tolerance(key.height)
        && abs(other.centerX - key.centerX) <= 2.5 * Double(key.width)
      let inColumn =
        abs(other.minX - key.minX) <= tolerance(key.width)
        && abs(other.centerY - key.centerY) <= 2.5 * Double(key.height)
      // A key with two lines of label counts once.
      guard inRow || inColumn,
        !seen.contains(where: { $0.contains(other, margin: 2) && other.contains($0, margin: 2) })
      else { continue }
      seen.append(other)
      sizes.append(fontSize)
    }
    return sizes
  }
}
