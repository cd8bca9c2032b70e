import ColorScience

extension LineMeasurement {
  /// A glow or shadow drawn around a line's glyphs (CSS `text-shadow`), and what the line
  /// measures once its glyph cores are told from it.
  ///
  /// A halo is ink: it is not flat, so `FlatRegions` leaves it out of every surface and the
  /// blobs take it in. Measured as the glyphs, it makes them taller and their stems wider, so
  /// 16 px regular text reads as large bold and is held to 3:1; and the background is taken
  /// from the page beyond the halo, which the glyphs never touch.
  ///
  /// The halo is found by where a second ink color lies, not by which color it is (a dark
  /// shadow under white text is the darkest ink; a light glow under dark text is not): the
  /// cores are the ink cluster that the other one wraps. Pixels two pixels out from the
  /// cores (past their antialiased edge, which is one pixel wide at any scale) are, for
  /// plain text, the background; for text with a halo, mostly the halo. When they are, the
  /// line's size and weight are measured on the cores alone and its background is those
  /// pixels: what the glyphs are seen against. A halo that fades or covers one side only
  /// (an offset drop shadow) leaves that ring uneven, and the line is judged against its
  /// worst part as a graded background (needs review).
  struct Halo {
    var foreground: RGBA8
    var background: RGBA8
    var worstBackground: RGBA8
    var backgroundSpread: Double
    var fontSizePixels: Double
    var stemRatio: Double

    /// Share of the ring two pixels out from the cores that must be halo (not background).
    static let wrappedShare = 0.6
    /// Ink off the background–text segment, as a share of the line's ink, that makes a second
    /// ink color worth testing as the text (where the halo is farther from the background
    /// than the text is, the core estimate picks the halo).
    static let secondColorShare = 0.1

    /// The halo of a line, or nil when its glyphs have none.
    static func find(
      ink: [InkPixel], background b: SIMD3<Double>, core: SIMD3<Double>, line: TextLineGrouper.Line,
      labels: UnsafeBufferPointer<Int32>, pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int
    ) -> Halo? {
      let span = core - b
      let spanSquared = (span * span).sum()
      guard ink.count >= 24, spanSquared >= 24 * 24 else { return nil }
      // A cheap look first: ink off the segment from the background to the core color (a
      // second color), or much ink part-way along it (a halo of a color between the two).
      // Distances off the segment are compared squared: this runs over every line's ink.
      @inline(__always) func offSquared(_ c: SIMD3<Double>) -> (t: Double, r2: Double) {
        let v = c - b
        let t = (v * span).sum() / spanSquared
        let d = v - min(1, max(0, t)) * span
        return (t, (d * d).sum())
      }
      let offLimit = max(16, 0.25 * spanSquared.squareRoot())
      var off = 0
      var partWay = 0
      var strong = 0
      var farthestOff = 0.0  // squared
      // Glyph interiors are runs of one color: a pixel of the color before it is placed alike.
      var (lastColor, t, r2) = (SIMD3<Double>(repeating: -1), 0.0, 0.0)
      for p in ink {
        let color = p.color
        if color != lastColor { (lastColor, (t, r2)) = (color, offSquared(color)) }
        if r2 > offLimit * offLimit {
          off += 1
          farthestOff = max(farthestOff, r2)
        } else if t >= 0.5 {
          strong += 1
        } else if t >= 0.15 {
          partWay += 1
        }
      }
      let hasSecond = off >= max(12, Int(Double(ink.count) * secondColorShare))
      guard hasSecond || partWay >= strong else { return nil }
      var candidates: [(text: SIMD3<Double>, other: SIMD3<Double>?)] = [(core, nil)]
      if hasSecond {
        var sum = SIMD3<Double>(repeating: 0)
        var n = 0.0
        for p in ink where offSquared(p.color).r2 >= 0.75 * 0.75 * farthestOff {
          sum += p.color
          n += 1
        }
        let second = sum / max(1, n)
        candidates = [(core, second), (second, core)]
      }
      guard let grid = HaloGrid(line: line, width: width, height: height, inkCount: ink.count) else {
        return nil
      }
      // Where both colors wrap the other (the glyphs' inside is within two pixels of a
      // shadow's inner edge, as the shadow's outside is of its falloff), the text is the one
      // whose ring is the other color outright, nearer it than the background.
      var best: (share: HaloGrid.Wrapped, grid: HaloGrid)?
      for (text, other) in candidates {
        var g = grid
        g.markCores(ink: ink, text: text, other: other, background: b)
        guard g.coreCount >= 12 else { continue }
        let share = g.wrappedShare(
          text: text, other: other, background: b, surface: line.surface, labels: labels, pixels: pixels)
        guard share.share >= wrappedShare else { continue }
        if best.map({ share.outright > $0.share.outright }) ?? true { best = (share, g) }
      }
      guard let best else { return nil }
      return best.grid.measure(background: b, pixels: pixels, line: line)
    }
  }

  /// The line measured on its glyph cores, against what surrounds them.
  mutating func apply(_ halo: Halo) {
    foreground = halo.foreground
    background = halo.background
    worstBackground = halo.worstBackground
    backgroundSpread = halo.backgroundSpread
    fontSizePixels = halo.fontSizePixels
    stemRatio = halo.stemRatio
  }
}

@inline(__always) private func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
  let d = a - b
  return (d * d).sum().squareRoot()
}

/// A line's box (plus a margin for the ring) as cells: which are its ink, which its glyph
/// cores, and which lie one and two pixels out from the cores.
struct HaloGrid {
  static let margin = 3
  /// Core pieces at least 0.3 × the cores' height a halo must wrap to be around text.
  static let minimumGlyphs = 3
  let x0: Int
  let y0: Int
  let columns: Int
  let rows: Int
  let imageWidth: Int
  /// Flags per cell: `ink`, `core`, and after `wrappedShare`, `nearCore` and `twoOut`.
  var cells: [UInt8]
  var coreCount = 0
  /// The ring's cells and, after `wrappedShare`, which of them are halo.
  var ring: [(cell: Int, halo: Bool)] = []

  /// The line's ink.
  static let ink: UInt8 = 1
  /// A glyph core (coverage of at least one half).
  static let core: UInt8 = 2
  /// Within one pixel of a core: the cores and their antialiased edge.
  static let nearCore: UInt8 = 4
  /// Within two pixels of a core.
  static let twoOut: UInt8 = 8

  init?(line: TextLineGrouper.Line, width: Int, height: Int, inkCount: Int) {
    x0 = max(0, line.minX - Self.margin)
    y0 = max(0, line.minY - Self.margin)
    columns = min(width - 1, line.maxX + Self.margin) - x0 + 1
    rows = min(height - 1, line.maxY + Self.margin) - y0 + 1
    imageWidth = width
    // A line across a noise image (its box the whole image, sparse ink) is no glowing text.
    guard columns > 0, rows > 0, columns * rows <= 1 << 20, columns * rows <= 32 * inkCount else {
      return nil
    }
    cells = [UInt8](repeating: 0, count: columns * rows)
  }

  @inline(__always) func imageIndex(_ cell: Int) -> Int {
    (y0 + cell / columns) * imageWidth + x0 + cell % columns
  }

  /// Ink nearer the text color than the background (and than the other ink color, if any)
  /// is a core: coverage of at least one half.
  mutating func markCores(
    ink: [LineMeasurement.InkPixel], text: SIMD3<Double>, other: SIMD3<Double>?, background: SIMD3<Double>
  ) {
    coreCount = 0
    for p in ink {
      let c = p.color
      let toText = distance(c, text)
      let isCore = toText < distance(c, background) && other.map { toText < distance(c, $0) } ?? true
      cells[(p.y - y0) * columns + p.x - x0] = isCore ? Self.ink | Self.core : Self.ink
      if isCore { coreCount += 1 }
    }
  }

  /// Sets flag `to` on every cell within one cell (8-neighbourhood) of a cell flagged
  /// `from`: a pass along the rows into `scratch`, then one down the columns.
  ///
  /// It runs four times over the box of every line tested for a halo, so both passes take
  /// eight cells at a time in a `UInt64`: along a row, the word at the cell left of the first
  /// and the one right of it are the neighbours; down the columns, `scratch` holds only 0 or
  /// `from` (both one bit), so shifting that bit onto `to`'s is `!= 0 ? to : 0` in each byte.
  mutating func grow(from: UInt8, to: UInt8, scratch: inout [UInt8]) {
    let (w, h) = (columns, rows)
    let fromWord = UInt64(from) &* 0x0101_0101_0101_0101
    let (fromBit, toBit) = (UInt64(from.trailingZeroBitCount), UInt64(to.trailingZeroBitCount))
    cells.withUnsafeMutableBufferPointer { c in
      scratch.withUnsafeMutableBufferPointer { s in
        let (cells, spread) = (UnsafeMutableRawPointer(c.start), UnsafeMutableRawPointer(s.start))
        for y in 0..<h {
          let row = y * w
          guard w > 1 else {
            s[row] = c[row] & from
            continue
          }
          s[row] = (c[row] | c[row + 1]) & from
          var x = 1
          while x + 9 <= w {
            let left = cells.loadUnaligned(fromByteOffset: row + x - 1, as: UInt64.self)
            let middle = cells.loadUnaligned(fromByteOffset: row + x, as: UInt64.self)
            let right = cells.loadUnaligned(fromByteOffset: row + x + 1, as: UInt64.self)
            spread.storeBytes(of: (left | middle | right) & fromWord, toByteOffset: row + x, as: UInt64.self)
            x += 8
          }
          while x < w - 1 {
            s[row + x] = (c[row + x - 1] | c[row + x] | c[row + x + 1]) & from
            x += 1
          }
          s[row + w - 1] = (c[row + w - 2] | c[row + w - 1]) & from
        }
        for y in 0..<h {
          let row = y * w
          let above = y > 0 ? row - w : row
          let below = y + 1 < h ? row + w : row
          var x = 0
          while x + 8 <= w {
            let near =
              spread.loadUnaligned(fromByteOffset: above + x, as: UInt64.self)
              | spread.loadUnaligned(fromByteOffset: row + x, as: UInt64.self)
              | spread.loadUnaligned(fromByteOffset: below + x, as: UInt64.self)
            let here = cells.loadUnaligned(fromByteOffset: row + x, as: UInt64.self)
            cells.storeBytes(of: here | (near >> fromBit) << toBit, toByteOffset: row + x, as: UInt64.self)
            x += 8
          }
          while x < w {
            c[row + x] |= s[above + x] | s[row + x] | s[below + x] != 0 ? to : 0
            x += 1
          }
        }
      }
    }
  }

  /// Share of the ring two pixels out from the cores that is halo: ink or another surface,
  /// clearly off the background (and nearer the other ink color than the text, when there is
  /// one). The line's own surface there is background, however it is graded.
  mutating func wrappedShare(
    text: SIMD3<Double>, other: SIMD3<Double>?, background b: SIMD3<Double>, surface: Int32,
    labels: UnsafeBufferPointer<Int32>, pixels: UnsafeBufferPointer<UInt8>
  ) -> Wrapped {
    var scratch = [UInt8](repeating: 0, count: cells.count)
    grow(from: Self.core, to: Self.nearCore, scratch: &scratch)
    grow(from: Self.nearCore, to: Self.twoOut, scratch: &scratch)
    let offBackground = max(12, 0.15 * distance(text, b))
    ring = []
    var halo = 0
    var outright = 0
    for cell in cells.indices where cells[cell] & (Self.twoOut | Self.nearCore) == Self.twoOut {
      let i = imageIndex(cell)
      var isHalo = false
      if labels[i] != surface {
        let c = SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2]))
        isHalo = distance(c, b) >= offBackground && other.map { distance(c, $0) < distance(c, text) } ?? true
        if isHalo, let other, distance(c, other) < distance(c, b) { outright += 1 }
      }
      ring.append((cell, isHalo))
      if isHalo { halo += 1 }
    }
    guard ring.count >= 16 else { return Wrapped(share: 0, outright: 0) }
    return Wrapped(share: Double(halo) / Double(ring.count), outright: Double(outright) / Double(ring.count))
  }

  /// How much of the ring around the cores is halo, and how much is nearer the other ink
  /// color than the background.
  struct Wrapped {
    var share: Double
    var outright: Double
  }

  /// Colors, size and weight from the cores, against the ring around them.
  func measure(background b: SIMD3<Double>, pixels: UnsafeBufferPointer<UInt8>, line: TextLineGrouper.Line)
    -> LineMeasurement.Halo?
  {
    @inline(__always) func color(_ cell: Int) -> SIMD3<Double> {
      let i = imageIndex(cell)
      return SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2]))
    }
    @inline(__always) func byte(_ v: SIMD3<Double>) -> RGBA8 {
      RGBA8(red: UInt8(v.x.rounded()), green: UInt8(v.y.rounded()), blue: UInt8(v.z.rounded()))
    }
    // The halo's own color, and the text color: the core pixels farthest from it.
    var haloSum = SIMD3<Double>(repeating: 0)
    var haloCount = 0.0
    for r in ring where r.halo {
      haloSum += color(r.cell)
      haloCount += 1
    }
    let haloColor = haloSum / max(1, haloCount)
    let cores = cells.indices.filter { cells[$0] & Self.core != 0 }
    let byDistance = cores.map { (cell: $0, d: distance(color($0), haloColor)) }.sorted { $0.d > $1.d }
    let k = max(3, byDistance.count / 10)
    var fgSum = SIMD3<Double>(repeating: 0)
    for e in byDistance.prefix(k) { fgSum += color(e.cell) }
    let fg = fgSum / Double(min(k, byDistance.count))
    let foreground = byte(fg)

    // What the glyphs are seen against: the ring, its mean and its worst tenth.
    let linear = SRGBTransfer.linearFromByte
    func luminance(_ c: SIMD3<Double>) -> Double {
      LineMeasurement.luminance(linear, UInt8(c.x), UInt8(c.y), UInt8(c.z))
    }
    let fgLuminance = WCAG.relativeLuminance(SRGBColor(foreground))
    var ringSum = SIMD3<Double>(repeating: 0)
    var samples: [(luminance: Double, ratio: Double, color: SIMD3<Double>)] = []
    for r in ring {
      let c = color(r.cell)
      ringSum += c
      let l = luminance(c)
      samples.append((l, WCAG.contrastRatio(luminance: l, fgLuminance), c))
    }
    let background = byte(ringSum / Double(max(1, ring.count)))
    let byLuminance = samples.map(\.luminance).sorted()
    let spread = WCAG.contrastRatio(
      luminance: byLuminance[byLuminance.count * 9 / 10], byLuminance[byLuminance.count / 10])
    let worst = byte(samples.sorted { $0.ratio < $1.ratio }[samples.count / 10].color)

    // Size from the cores' connected pieces (a halo joins the letters of a word into one blob).
    var glyphs: [GlyphExtent] = []
    var seen = [Bool](repeating: false, count: cells.count)
    var box = (top: Int.max, bottom: Int.min, left: Int.max, right: Int.min)
    for start in cores where !seen[start] {
      var e = GlyphExtent(top: Int.max, bottom: Int.min, left: Int.max, right: Int.min)
      var stack = [start]
      seen[start] = true
      while let cell = stack.popLast() {
        let (y, x) = (cell / columns, cell % columns)
        e.top = min(e.top, y0 + y)
        e.bottom = max(e.bottom, y0 + y)
        e.left = min(e.left, x0 + x)
        e.right = max(e.right, x0 + x)
        for dy in -1...1 {
          for dx in -1...1 where y + dy >= 0 && y + dy < rows && x + dx >= 0 && x + dx < columns {
            let n = (y + dy) * columns + x + dx
            if cells[n] & Self.core != 0 && !seen[n] {
              seen[n] = true
              stack.append(n)
            }
          }
        }
      }
      glyphs.append(e)
      box = (min(box.top, e.top), max(box.bottom, e.bottom), min(box.left, e.left), max(box.right, e.right))
    }
    var coreLine = line
    (coreLine.minY, coreLine.maxY, coreLine.minX, coreLine.maxX) = (box.top, box.bottom, box.left, box.right)
    // Glyphs, not an icon: a warning sign's "!" is wrapped in the triangle's fill just as
    // glowing letters are in their glow, but it is one or two pieces, where text is a row.
    guard glyphs.filter({ $0.height * 10 >= coreLine.height * 3 }).count >= Self.minimumGlyphs else {
      return nil
    }
    let fontSize = LineMeasurement.fontSizePixels(glyphs: glyphs, line: coreLine)

    // Stems across the cores and their antialiased edge, with coverage from the halo to the
    // text color.
    let axis = fg - haloColor
    let axisSquared = max(1, (axis * axis).sum())
    var runs = StemRuns()
    for cell in cells.indices where cells[cell] & (Self.ink | Self.nearCore) == Self.ink | Self.nearCore {
      let coverage = min(1, max(0, ((color(cell) - haloColor) * axis).sum() / axisSquared))
      runs.add(x: x0 + cell % columns, y: y0 + cell / columns, coverage: Float(coverage))
    }
    return LineMeasurement.Halo(
      foreground: foreground, background: background, worstBackground: worst, backgroundSpread: spread,
      fontSizePixels: fontSize, stemRatio: runs.median / max(fontSize, 1))
  }
}
