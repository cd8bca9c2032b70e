/// Splits a line where its glyphs change color: an inline link inside body text, a value
/// beside its label, a token of syntax-highlighted code. WCAG judges each run of text in its
/// own color, so they are separate regions (as the DOM would have them), down to one glyph.
enum ColorSplit {
  /// Adjacent blobs belong to different runs when their core colors differ by more than
  /// this (Euclidean distance in 8-bit sRGB) and a word space separates them.
  static let colorDistance = 36.0

  /// Without a word space (`Sequence[str]`, `name(arg)`), a glyph starts a new run only when
  /// its color is no blend of the run's color with the background, and the run's no blend of
  /// its: a thin glyph's antialiased core is a lighter mix of the same ink, on the line from
  /// the background through the ink, while a token in another hue stands off that line.
  static let hueDistance = 36.0

  /// A glyph of the same hue whose core goes no further from the background than this share
  /// of the run's ink is in a lighter ink (a gray `"` beside a black name, a pale brace beside
  /// a blue key), when strokes are thick enough that every glyph of the run's ink reaches it.
  static let lighterInk = 0.8

  /// Stems at least this wide (image pixels) cover whole pixels wherever they fall, so each
  /// glyph's core shows its ink undiluted; thinner ones (text at 1×) can straddle two pixel
  /// columns at half strength each, which looks like a lighter ink and is not.
  static let fullCoverageStem = 2.0

  /// A lighter ink shows as a plateau of at least this many pixels of one color (and of a
  /// stem's square).
  static let plateauPixels = 3

  /// A stem's square of one ink at least: less is an antialiased speck, not a glyph's core.
  static func minimumPlateau(stemPixels: Double) -> Int { max(plateauPixels, Int(stemPixels * stemPixels)) }

  /// Whether a run shows an ink of its own: one of its glyphs has a plateau of its core
  /// color (`plateauPixels`; a colon's dots at 2× have four pixels of it). The dots of an
  /// ellipsis at 1× have one or two; their lighter cores are antialiasing.
  static func showsOwnInk(_ run: TextLineGrouper.Line, plateaus: [Int32: Int]) -> Bool {
    run.blobs.contains { plateaus[Int32($0), default: 0] >= plateauPixels }
  }

  static func split(
    _ line: TextLineGrouper.Line, blobs: [InkBlob], colors: [Int32: SIMD3<Double>], plateaus: [Int32: Int],
    stemPixels: Double, background: SIMD3<Double>
  ) -> [TextLineGrouper.Line] {
    // Pieces of a rule under the text (a dashed or dotted underline, an underscore): flat
    // blobs at most a sixth of the line's height tall and three times as wide, in its bottom
    // quarter. They are marks of the word above them, not runs of their own: sphinx-celery's
    // pale dashes under each link otherwise cut it glyph by glyph into runs that read as text
    // at 1.2:1. So are dots that small wholly under the baseline (the bottom most glyphs
    // share): a dotted border's, 2 px squares under a link that read as gray text at 2.8:1
    // (conia). A period or an ellipsis sits on the baseline, and stays.
    let glyphBottoms = line.blobs.filter { 6 * blobs[$0].height > line.height }.map { blobs[$0].maxY }
      .sorted()
    let baseline = glyphBottoms.isEmpty ? line.maxY : glyphBottoms[glyphBottoms.count / 2]
    func rule(_ i: Int) -> Bool {
      let b = blobs[i]
      guard 6 * b.height <= line.height else { return false }
      return (b.width >= 3 * b.height && 4 * (b.minY - line.minY) >= 3 * line.height) || b.minY > baseline
    }
    let ordered = line.blobs.filter { colors[Int32($0)] != nil && !rule($0) }.sorted {
      blobs[$0].minX < blobs[$1].minX
    }
    guard ordered.count >= 2 else { return [line] }
    let solidCores = stemPixels >= fullCoverageStem
    let minimumPlateau = minimumPlateau(stemPixels: stemPixels)
    // Shades of one ink are told apart only among glyphs of the line's text size: a pale icon
    // beside a bright one (a theme toggle) is no run of text in a lighter ink.
    let heights = ordered.map { blobs[$0].height }.sorted()
    let glyphHeight = 2 * heights[heights.count / 2]
    func plateau(_ i: Int) -> Bool {
      plateaus[Int32(i), default: 0] >= minimumPlateau && blobs[i].height <= glyphHeight
    }
    // `ordered` holds only blobs with a color, so `inks` lines up with it index for index.
    let inks = ordered.compactMap { colors[Int32($0)] }
    var runs: [[Int]] = [[ordered[0]]]
    var runColor = inks[0]
    var runPlateau = plateau(ordered[0])
    for k in 1..<ordered.count {
      let (prev, i, c) = (ordered[k - 1], ordered[k], inks[k])
      let d = c - runColor
      let gap = blobs[i].minX - blobs[prev].maxX - 1
      let spaced = Double(gap) >= 0.18 * Double(line.height)
      let otherHue =
        offBlend(c, ink: runColor, background: background) > hueDistance
        && offBlend(runColor, ink: c, background: background) > hueDistance
      let strength = share(c, of: runColor, background: background)
      let otherShade =
        solidCores && plateau(i) && runPlateau && (strength <= lighterInk || strength >= 1 / lighterInk)
      if (spaced && (d * d).sum().squareRoot() > colorDistance) || otherHue || otherShade {
        runs.append([i])
        runColor = c
        runPlateau = plateau(i)
      } else {
        runs[runs.count - 1].append(i)
        // The run's color is its strongest glyph core, the one least diluted by antialiasing.
        let away = c - background
        let runAway = runColor - background
        if (away * away).sum() > (runAway * runAway).sum() {
          runColor = c
          runPlateau = plateau(i)
        }
      }
    }
    guard runs.count > 1 else { return [line] }
    // Marks (dots, accents) without a color of their own go with the nearest run.
    let marks = line.blobs.filter { colors[Int32($0)] == nil || rule($0) }
    // Each run starts with one blob and only grows, so its bounds seed from that blob.
    var result = runs.map { members -> TextLineGrouper.Line in
      let first = blobs[members[0]]
      let seed = TextLineGrouper.Line(
        blobs: members, minX: first.minX, minY: first.minY, maxX: first.maxX, maxY: first.maxY,
        surface: line.surface)
      return members.dropFirst().reduce(into: seed) { run, i in
        let b = blobs[i]
        (run.minX, run.minY) = (min(run.minX, b.minX), min(run.minY, b.minY))
        (run.maxX, run.maxY) = (max(run.maxX, b.maxX), max(run.maxY, b.maxY))
      }
    }
    for m in marks {
      let cx = (blobs[m].minX + blobs[m].maxX) / 2
      let k = result.indices.min {
        abs((result[$0].minX + result[$0].maxX) / 2 - cx) < abs((result[$1].minX + result[$1].maxX) / 2 - cx)
      }!
      result[k].blobs.append(m)
    }
    return result
  }

  /// How far `color` goes from the background toward `ink`, as a share of the way (1: as far
  /// as the ink; more: further along the same ray).
  static func share(_ color: SIMD3<Double>, of ink: SIMD3<Double>, background: SIMD3<Double>) -> Double {
    let direction = ink - background
    let length2 = (direction * direction).sum()
    guard length2 > 0 else { return 1 }
    return ((color - background) * direction).sum() / length2
  }

  /// How far `color` stands from the ray that starts at the background and runs through
  /// `ink`: every antialiased mix of the ink with the background, and stronger cores of the
  /// same ink, lie on it (distance 0).
  static func offBlend(_ color: SIMD3<Double>, ink: SIMD3<Double>, background: SIMD3<Double>) -> Double {
    let direction = ink - background
    let length2 = (direction * direction).sum()
    let v = color - background
    guard length2 > 0 else { return (v * v).sum().squareRoot() }
    let t = max(0, (v * direction).sum() / length2)
    let off = v - t * direction
    return (off * off).sum().squareRoot()
  }
}
