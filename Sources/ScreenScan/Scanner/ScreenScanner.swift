import ColorScience
import Dispatch
import Findings
import Pixels

/// Finds every line of text in a screenshot from its pixels alone and judges its contrast.
///
/// The pipeline: flat regions and surfaces (`FlatRegions`), text a shade off its surface
/// given back as ink (`FaintInk`) → ink blobs (`InkBlobFinder`), with
/// large glyphs' solid cores and counters given back to them (`GlyphCores`, `GlyphCounters`) →
/// lines (`TextLineGrouper`), the pictograms among them set aside (`Pictograms`; those that
/// are a control's only label judged at 3:1) → colors, size and weight (`LineMeasurement`)
/// → WCAG verdicts.
/// Every detected line is reported, passing ones too; lines whose estimate is unreliable
/// are marked needs-review instead of pass or fail.
public struct ScreenScanner: Sendable {
  /// Thresholds and conventions the scan judges by (WCAG 2.2 defaults).
  public var options: ScanOptions

  /// A scanner with these options; it holds no state, so one can scan many images at once.
  public init(options: ScanOptions = ScanOptions()) { self.options = options }

  /// Bytes a pixel costs at the scan's peak, the image included: 8-bit RGBA (4), each
  /// pixel's flat region or ink blob (4, see `InkLabel`), its surface flag (1), and while
  /// regions are found, its distance to their edge (1); after, while `FaintInk` walks faint
  /// glyphs, in that byte's place, whether it has walked the pixel (1). Then the per-region
  /// tables (largest distance 1, area 4, surface flag 1), counted as if every pixel were its
  /// own region, because in noise it is: a screen has a few thousand regions, a 4000×4000
  /// image of random colors 16 million, and leaving them to the fixed allowance (as the
  /// first budget did) let its scan take 418 MiB where 294 MiB had been reserved. That makes
  /// 16; measured on random colors (`hostile_images.py noise`, release, `--jobs 1`), the
  /// scan's peak less the file grows by 19.6 bytes a pixel from 16 to 36 megapixels (the
  /// later stages' buffers), so 20 are reserved.
  public static let bytesPerPixel = 20
  /// Allowance for what grows with the content, not the size: per-blob and per-line
  /// tables, the ink of the lines being measured.
  public static let fixedBytes = 96 << 20

  /// Peak memory of scanning a width × height image, the image included.
  public static func workingSetBytes(width: Int, height: Int) -> Int {
    width * height * bytesPerPixel + fixedBytes
  }

  /// Scans an opaque sRGB image (composite transparent images over their backdrop first).
  ///
  /// The result's `colorSpace` says "sRGB"; a caller that converted the image from another
  /// space (the PNG decoder does) sets it to say so. The scale is clamped to
  /// `ScanOptions.scaleRange`.
  public func scan(_ image: RGBAImage) -> ScanResult {
    let (scale, reason) = scale(width: image.width)
    let t0 = DispatchTime.now().uptimeNanoseconds
    let sizes = RegionSizes(options: options, scale: scale)
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: image.width, height: image.height, tolerance: Self.flatTolerance,
        surfaceRadius: sizes.surfaceRadius, fillRadius: sizes.fillRadius, fillArea: sizes.fillArea)
    }
    return scan(image, regions: regions, scale: scale, reason: reason, start: t0)
  }

  /// The scale to work at and how it was found: `options.scale` clamped to
  /// `ScanOptions.scaleRange`, else inferred from the width.
  func scale(width: Int) -> (scale: Double, reason: String) {
    let (given, reason) = options.scale.map { ($0, "given") } ?? ScaleInference.infer(width: width)
    return (
      given.isNaN ? 1 : min(max(given, ScanOptions.scaleRange.lowerBound), ScanOptions.scaleRange.upperBound),
      reason
    )
  }

  /// Neighbouring pixels of one flat region differ by at most this in every channel.
  static let flatTolerance: Int32 = 2

  /// `FlatRegions`' sizes in pixels at a scale.
  struct RegionSizes {
    var surfaceRadius: Int
    var fillRadius: Int
    var fillArea: Int
    init(options: ScanOptions, scale: Double) {
      surfaceRadius = max(3, Int((options.surfaceRadius * scale).rounded()))
      fillRadius = max(2, Int((options.fillRadius * scale).rounded()))
      fillArea = Int(options.fillArea * scale * scale)
    }
  }

  /// The scan after its flat regions are found (by `scan(_:)` or while rows streamed in).
  func scan(
    _ image: RGBAImage, regions: consuming FlatRegions, scale: Double, reason: String, start t0: UInt64
  )
    -> ScanResult
  {
    var regions = consume regions
    image.pixels.withUnsafeBufferPointer { FaintInk.mark(regions: &regions, pixels: $0, scale: scale) }
    let t1 = DispatchTime.now().uptimeNanoseconds
    var blobs = InkBlobFinder.find(regions: &regions)
    image.pixels.withUnsafeBufferPointer {
      GlyphCores.absorb(regions: &regions, blobs: &blobs, pixels: $0, scale: scale)
    }
    GlyphCounters.mark(regions: &regions, blobs: &blobs, scale: scale)
    // Each pixel's blob is stored with its region (see `InkLabel`): the labels are that array.
    let labels = regions.root
    let t2 = DispatchTime.now().uptimeNanoseconds
    var grouper = TextLineGrouper(scale: scale)
    grouper.isFaintMark = { Self.isFaint($0, in: image) }
    let lines = grouper.group(blobs)
    let t3 = DispatchTime.now().uptimeNanoseconds
    var regionsOut: [TextRegion] = []
    var iconFindings: [ScanFinding] = []
    labels.withUnsafeBufferPointer { labelBuffer in
      image.pixels.withUnsafeBufferPointer { pixels in
        let icons = Pictograms(
          lines: lines, blobs: blobs, labels: labelBuffer, pixels: pixels, width: image.width,
          height: image.height,
          scale: scale)
        var pictograms = icons.find()
        for k in lines.indices where pictograms[k] == nil && icons.isFramedIcon(k) {
          pictograms[k] = Pictograms.Found(cue: .tile, box: Pictograms.Box(lines[k]))
        }
        func measure(_ line: TextLineGrouper.Line) -> LineMeasurement {
          var m = LineMeasurement.measure(
            line: line, blobs: blobs, labels: labelBuffer, regions: regions, pixels: pixels,
            width: image.width,
            height: image.height)
          m.separateMeltedText(pixels: pixels, width: image.width, height: image.height)
          return m
        }
        // Lines are measured independently, on all cores; results keep line order. A line
        // costs about the pixels of its box (see `LineMeasurement.measure`), and a few lines
        // of a screen hold most of them: the largest are started first (`Parallel.forEach`).
        var perLine = [[TextRegion]?](repeating: nil, count: lines.count)
        var splitFlags = [Bool](repeating: false, count: lines.count)
        let order = Self.measuringOrder(
          lines, pictograms: pictograms, width: image.width, height: image.height)
        perLine.withUnsafeMutableBufferPointer { out in
          splitFlags.withUnsafeMutableBufferPointer { flags in
            let results = SharedPointer(out)
            let splits = SharedPointer(flags)
            Parallel.forEach(inOrder: order) { k in
              let found = textRegions(
                of: lines[k], isPictogram: pictograms[k] != nil, icons: icons, blobs: blobs,
                labels: labelBuffer,
                pixels: pixels, width: image.width, scale: scale, measure: measure)
              results.base[k] = found.regions
              if found.split { splits.base[k] = true }
            }
          }
        }
        for k in closeCrosses(
          icons, pictograms: pictograms, perLine: perLine, surfaceArea: regions.surfaceArea)
        {
          perLine[k] = nil
        }
        let keyed = keyLabelRegions(
          icons, pictograms: pictograms, perLine: perLine, surfaceArea: regions.surfaceArea, scale: scale,
          measure: measure)
        var isText = perLine.map { !($0 ?? []).isEmpty }
        for k in keyed.lines { isText[k] = true }
        iconFindings = nonTextFindings(
          icons, pictograms, isText: isText, surfaceArea: regions.surfaceArea, scale: scale, measure: measure)
        regionsOut = Self.joinedInLineOrder(perLine, splits: splitFlags) + keyed.regions
      }
    }
    // Text on photos: needs review, one finding per photo (see `reviewTextOnPhotos`).
    let (photoFindings, onPhotos) = textOnPhotos(&regionsOut, image: image, regions: regions, scale: scale)
    let t4 = DispatchTime.now().uptimeNanoseconds
    let judged =
      onPhotos.isEmpty
      ? regionsOut : regionsOut.indices.filter { !onPhotos.contains($0) }.map { regionsOut[$0] }
    let looksInactive = inactiveLooking(judged, in: image)
    var findings =
      judged.indices.compactMap { finding(judged[$0], looksInactive: looksInactive.contains($0)) }
      + photoFindings + iconFindings
    let recorder = options.explainColorOnly ? ColorOnlyTraceRecorder() : nil
    if options.detectColorOnlyStates {
      findings += ColorOnlyStates(
        image: image, regions: regions, scale: scale, blobs: blobs, labels: labels, trace: recorder,
        minimumFontSize: options.minimumJudgedFontSize
      )
      .findings(in: judged)
    }
    var result = ScanResult(
      width: image.width, height: image.height, scale: scale, scaleReason: reason, colorSpace: "sRGB",
      textRegions: regionsOut, findings: findings, warnings: [])
    result.colorOnlyTrace = recorder?.trace
    result.stageTimes = ScanResult.StageTimes(
      regions: t1 - t0, blobs: t2 - t1, lines: t3 - t2, measurement: t4 - t3, blobCount: blobs.count,
      lineCount: lines.count)
    return result
  }

  /// Finds the photos and reviews the text on them; a step of its own to keep `scan` short.
  func textOnPhotos(
    _ regionsOut: inout [TextRegion], image: RGBAImage, regions: FlatRegions, scale: Double
  ) -> (findings: [ScanFinding], taken: Set<Int>) {
    image.pixels.withUnsafeBufferPointer { pixels in
      reviewTextOnPhotos(
        &regionsOut,
        photos: PhotoRegions(
          pixels: pixels, width: image.width, height: image.height, isSurface: regions.isSurface, scale: scale
        ),
        pixels: pixels, width: image.width, height: image.height)
    }
  }

  /// Indices of the `judged` regions that look like inactive controls (their failures become
  /// notes); none when `inactiveControlsAreErrors` asks that every failure stay an error.
  private func inactiveLooking(_ judged: [TextRegion], in image: RGBAImage) -> Set<Int> {
    if options.inactiveControlsAreErrors { return [] }
    return image.pixels.withUnsafeBufferPointer {
      InactiveLook(pixels: $0, width: image.width, height: image.height).inactive(in: judged)
    }
  }

  /// Line indices, costliest first (about the pixels of the line's box; a pictogram costs
  /// nothing), ties by index: `Parallel.forEach` starts the few large lines early so no core
  /// is left measuring one alone at the end.
  private static func measuringOrder(
    _ lines: [TextLineGrouper.Line], pictograms: [Pictograms.Found?], width: Int, height: Int
  ) -> [Int] {
    let cost: [Int] = lines.indices.map { k in
      pictograms[k] != nil ? 0 : LineMeasurement.sampledArea(of: lines[k], width: width, height: height)
    }
    return lines.indices.sorted { (cost[$0], $1) > (cost[$1], $0) }
  }

  /// The measured lines' regions in line order, each split line's runs numbered as one run
  /// group (counted from 1 in line order) so reports can show the runs belong together.
  private static func joinedInLineOrder(_ perLine: [[TextRegion]?], splits: [Bool]) -> [TextRegion] {
    var regionsOut: [TextRegion] = []
    var runGroups = 0
    for (k, found) in perLine.enumerated() {
      guard var found else { continue }
      if splits[k] {
        runGroups += 1
        for i in found.indices { found[i].runGroup = runGroups }
      }
      regionsOut += found
    }
    return regionsOut
  }

  /// The text regions of one line: none for a pictogram, a lone icon or a corner arc; one
  /// for a line of one ink (or none when it does not look like text); and when the line
  /// splits by color (`ColorSplit`, an inline link and the words around it), one per run
  /// that is not an icon, with `split` set so the runs share a run group.
  private func textRegions(
    of line: TextLineGrouper.Line, isPictogram: Bool, icons: Pictograms, blobs: [InkBlob],
    labels: UnsafeBufferPointer<Int32>, pixels: UnsafeBufferPointer<UInt8>, width: Int, scale: Double,
    measure: (TextLineGrouper.Line) -> LineMeasurement
  ) -> (regions: [TextRegion], split: Bool) {
    if isPictogram || line.isTwoDimensionalField(blobs: blobs)
      || isLoneIcon(line, blobs: blobs, labels: labels, pixels: pixels, width: width)
      || isCornerArc(line, blobs: blobs, labels: labels, width: width)
    {
      return ([], false)
    }
    let m = measure(line)
    let gradient = { (box: PixelBox) in GradientBackdrop.isSmooth(box: box, pixels: pixels, width: width) }
    let parts = ColorSplit.split(
      line, blobs: blobs, colors: m.blobColors, plateaus: m.blobPlateaus, stemPixels: m.stemPixels,
      background: SIMD3(Double(m.background.red), Double(m.background.green), Double(m.background.blue)))
    guard parts.count != 1 else {
      let countered = isCounteredGlyph(line, blobs: blobs, icons: icons)
      return (
        judge(m, line: line, blobs: blobs, scale: scale, counteredGlyph: countered, isGradient: gradient)
          .map { [$0] } ?? [], false
      )
    }
    let runs = parts.compactMap { part -> TextRegion? in
      if isLoneIcon(part, blobs: blobs, labels: labels, pixels: pixels, width: width)
        || icons.cue(of: part, alone: false) != nil
      {
        return nil
      }
      var measured = measure(part)
      // Punctuation in an ink of its own is set in its line's type (an ellipsis
      // whose dots are only paler by antialiasing is no run of its own).
      if ColorSplit.showsOwnInk(part, plateaus: measured.blobPlateaus) {
        measured = measured.sized(within: m, blobs: part.blobs.count, smallest: Self.smallestText * scale)
      }
      return judge(measured, line: part, blobs: blobs, scale: scale, isGradient: gradient)
    }
    return (runs, true)
  }

  /// Turns a measurement into a region, or nil when the line does not look like text.
  /// `counteredGlyph`: a lone blob that fills its box only by its inked counters (see
  /// `isCounteredGlyph`), a glyph and no solid shape. `isGradient` says whether a graded line's
  /// backdrop is a smooth gradient (asked only of graded lines that fail on their worst background).
  /// `stemlessKeyLabel`: a key's bar or dot label (see `KeyLabels`), solid as a bar is and a glyph all the same.
  func judge(
    _ m: LineMeasurement, line: TextLineGrouper.Line, blobs: [InkBlob], scale: Double,
    counteredGlyph: Bool = false, stemlessKeyLabel: Bool = false,
    isGradient: (PixelBox) -> Bool = { _ in false }
  ) -> TextRegion? {
    let fontSize = m.fontSizePixels / scale
    guard fontSize >= Self.smallestText, fontSize <= 80 else { return nil }
    if line.blobs.count == 1 {
      let b = blobs[line.blobs[0]]
      let fill = Double(b.count) / Double(b.width * b.height)
      // A lone solid shape (a dot, a filled icon) is not text; a word whose letters touch is,
      // even when at 1× the antialiased gaps between its letters fill it to three quarters
      // (a small label on a badge): words are long, solid bars and pills fuller still.
      let touchingWord = b.width >= 3 * b.height && fill <= 0.85
      // A countered glyph is kept only at a size that can be judged: smaller, a filled blob is as
      // likely a bold parenthesis or a bullet beside its line, and would earn only a review mark.
      let judgedGlyph = (counteredGlyph || stemlessKeyLabel) && fontSize >= options.minimumJudgedFontSize
      guard fill <= 0.72 || touchingWord || judgedGlyph else { return nil }
      // Disclosure chevrons (› ‹) at the end of list rows are icons, not text.
      if m.isChevron { return nil }
    }
    // Soft shadows and hairline edges are this close to their background; so is
    // near-invisible text (a white label on an off-white bar), the worst failure of all,
    // told from them by its shape: a row of glyphs.
    let inkRatio = WCAG.contrastRatio(of: SRGBColor(m.foreground), on: SRGBColor(m.background))
    if inkRatio < Self.faintestText { return nil }
    if inkRatio < 1.1 && !isGlyphRow(line, blobs: blobs) { return nil }
    // Faint marks on a busy background that stand out from it less than it varies by itself
    // are its texture (wood grain, paper), not text. (On a flat surface the spread is the
    // faint text's own antialiased rim, and near-invisible text is kept.)
    if m.backgroundSpread > Self.gradedSpread && inkRatio < Self.textureContrast
      && WCAG.contrastRatio(of: SRGBColor(m.foreground), on: SRGBColor(m.worstBackground))
        <= m.backgroundSpread
    {
      return nil
    }
    // A lone faint mark on a surface that varies around it (brushed metal, paper) has
    // nothing of text but its height: near-invisible ink is text there only as a row of
    // glyphs.
    if inkRatio < Self.textureContrast && m.surroundSpread > Self.surfaceNoise
      && !isGlyphRow(line, blobs: blobs)
    {
      return nil
    }
    let bold = m.stemRatio >= options.boldStemRatio
    let large = options.largeText.isLarge(fontSize: fontSize, bold: bold)
    let required = large ? options.largeTextRatio : options.normalTextRatio
    let graded = m.backgroundSpread > Self.gradedSpread
    let background = graded ? m.worstBackground : m.background
    let ratio = WCAG.contrastRatio(of: SRGBColor(m.foreground), on: SRGBColor(background))
    var outcome: Outcome = ratio >= required ? .pass : .fail
    var reason: String? = nil
    // A graded line that passes on its worst background passes on any; one that fails on
    // a smooth gradient's worst stop fails there (see `GradientBackdrop`): only a busy
    // background leaves the verdict unsure.
    if graded && ratio < required && !isGradient(m.box) {
      outcome = .needsReview
      reason =
        "graded or busy background (luminance varies \(WCAG.formatRatio(m.backgroundSpread)):1 behind the text)"
    } else if fontSize < options.minimumJudgedFontSize && ratio < required {
      // Antialiasing only dilutes small glyphs' ink: measured, their contrast errs low, so a
      // small line that passes as measured passes; one that fails may not.
      outcome = .needsReview
      reason = "text too small to judge from pixels"
    }
    return TextRegion(
      box: m.box, foreground: m.foreground, background: background, ratio: ratio,
      apca: APCA.lightnessContrast(text: SRGBColor(m.foreground), background: SRGBColor(background)),
      fontSize: (fontSize * 10).rounded() / 10, bold: bold, stemRatio: (m.stemRatio * 1000).rounded() / 1000,
      required: required, outcome: outcome, reviewReason: reason)
  }

  /// A line of one blob shaped like a pictogram (see `IconShapes`), not a glyph.
  func isLoneIcon(
    _ line: TextLineGrouper.Line, blobs: [InkBlob], labels: UnsafeBufferPointer<Int32>,
    pixels: UnsafeBufferPointer<UInt8>, width: Int
  ) -> Bool {
    guard line.blobs.count == 1 else { return false }
    let b = blobs[line.blobs[0]]
    let isInk = { (x: Int, y: Int) in InkLabel.blob(labels[y * width + x]) == b.label }
    if IconShapes.isCheckMark(minX: b.minX, minY: b.minY, width: b.width, height: b.height, isInk: isInk)
      || IconShapes.isDownChevron(minX: b.minX, minY: b.minY, width: b.width, height: b.height, isInk: isInk)
    {
      return true
    }
    // Holes by the strokes: a gap too thin to be a surface is ink of the blob, so the
    // stroke is its pixels at least half as far from the background as the farthest.
    guard b.width >= 8, b.height >= 8, b.minX > 0, b.minY > 0 else { return false }
    @inline(__always) func color(_ i: Int) -> SIMD3<Double> {
      SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2]))
    }
    let background = color((b.minY - 1) * width + b.minX - 1)
    func distance(_ x: Int, _ y: Int) -> Double {
      let d = color(y * width + x) - background
      return (d * d).sum().squareRoot()
    }
    var farthest = 0.0
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX where isInk(x, y) { farthest = max(farthest, distance(x, y)) }
    }
    return IconShapes.hasBentHole(minX: b.minX, minY: b.minY, width: b.width, height: b.height) { x, y in
      isInk(x, y) && distance(x, y) >= 0.5 * farthest
    }
  }

  /// A line whose ink is one thin arc, the edge of a rounded corner (see `CornerArcs`).
  func isCornerArc(
    _ line: TextLineGrouper.Line, blobs: [InkBlob], labels: UnsafeBufferPointer<Int32>, width: Int
  ) -> Bool {
    // An edge a pixel or two wide along a curve no longer than the box's two sides, in a box
    // about as tall as wide: a cheap test before the points are gathered.
    let ink = line.blobs.reduce(0) { $0 + blobs[$1].count }
    guard max(line.width, line.height) >= 6, ink <= 3 * (line.width + line.height),
      max(line.width, line.height) <= 3 * min(line.width, line.height)
    else { return false }
    let members = Set(line.blobs.map { Int32($0) })
    var points: [(x: Int, y: Int)] = []
    for y in line.minY...line.maxY {
      for x in line.minX...line.maxX where members.contains(InkLabel.blob(labels[y * width + x])) {
        points.append((x, y))
      }
    }
    return CornerArcs.isArc(points)
  }

  /// How a note on failing text that looks inactive begins (`InactiveLook`).
  static let inactiveNote = "looks inactive: WCAG exempts inactive components"

  /// Smaller text (logical px) is none: specks and hairlines read as 3 px type.
  static let smallestText = 5.0
  /// Below this ratio nothing is reported: 8-bit rounding and screenshot noise reach it.
  static let faintestText = 1.02
  /// Ink fainter than this against a background that varies as much (see `judge`) is
  /// texture: readable text stands out from its background more than the background's own
  /// grain does.
  static let textureContrast = 1.25
  /// A surface whose luminance varies more than this behind a line is no flat fill: more
  /// than 8-bit rounding and a screenshot's dithering give.
  static let surfaceNoise = 1.03
  /// A background whose luminance varies more than this behind a line is graded or busy:
  /// the line needs review.
  static let gradedSpread = 1.08

  /// Several glyph-sized blobs side by side on one baseline: a word, not a shadow's rim or a
  /// hairline (one long blob) nor a lone shape.
  func isGlyphRow(_ line: TextLineGrouper.Line, blobs: [InkBlob]) -> Bool {
    let tall = line.blobs.map { blobs[$0] }.filter { $0.height * 2 >= line.height }
    guard tall.count >= 3 else { return false }
    let bottoms = tall.map(\.maxY).sorted()
    let baseline = bottoms[bottoms.count / 2]
    let tolerance = max(1, line.height / 8)
    let onBaseline = tall.filter { abs($0.maxY - baseline) <= tolerance }
    // Glyphs are narrower than the line is tall, most of them.
    let narrow = onBaseline.filter { $0.width <= line.height + line.height / 2 }
    return onBaseline.count >= 3 && narrow.count * 4 >= onBaseline.count * 3
  }

  /// The text-contrast finding of a line, if it has one: an error when it fails, a warning
  /// when it needs review and fails by its numbers, a note when it fails and `looksInactive`
  /// (WCAG 1.4.3 exempts inactive components; see `InactiveLook`).
  func finding(_ r: TextRegion, looksInactive: Bool = false) -> ScanFinding? {
    var level: ScanFinding.Level
    switch r.outcome {
    case .pass: return nil
    case .fail: level = .error
    case .needsReview:
      guard !r.passes else { return nil }
      level = .warning
    }
    let kind = r.isLarge ? "large text" : "text"
    var message =
      "\(kind) contrast \(WCAG.formatRatio(r.ratio)):1 is below \(formatRequired(r.required)):1 (\(r.foreground.opaqueHex) on \(r.background.opaqueHex), ~\(NumberText.rounded(r.fontSize)) px\(r.bold ? " bold" : ""))"
    let suggestion = Self.nearestPassing(r.foreground, on: r.background, required: r.required)
    if let s = suggestion { message += "; nearest passing text color: \(Self.describe(s, on: r.background))" }
    if let reason = r.reviewReason { message += "; needs review: \(reason)" }
    if looksInactive && r.outcome == .fail {
      level = .note
      message = "\(Self.inactiveNote); \(message)"
    }
    return ScanFinding(
      rule: .textContrast, level: level, boxes: [r.box], message: message, ratio: r.ratio,
      required: r.required,
      colors: [r.foreground, r.background],
      fix: suggestion.map { Self.fix($0, on: r.background, for: "text") },
      suggestion: suggestion)
  }

  /// The nearest color to `foreground` (hue kept, OKLCH lightness moved as little as
  /// possible, exact to 8 bits) that meets `required` on `background`: what the text or icon
  /// should be, as a palette finding suggests for its token. Nil when no color of that hue
  /// can meet it on this background.
  static func nearestPassing(_ foreground: RGBA8, on background: RGBA8, required: Double) -> ColorSuggestion?
  {
    NearestColorSearch.nearest(
      for: (SRGBColor(foreground), SRGBColor(background)), changing: .foreground, target: .wcag(required)
    ).suggestion
  }

  /// `#767676 (4.54:1, ΔE00 0.4)`, as the message shows a suggestion.
  static func describe(_ s: ColorSuggestion, on background: RGBA8) -> String {
    let ratio = WCAG.contrastRatio(of: s.color, on: SRGBColor(background))
    return "\(s.color.rgba8.opaqueHex) (\(WCAG.formatRatio(ratio)):1, ΔE00 \(DeltaE.formatted(s.deltaE2000)))"
  }

  /// The finding's fix in words, for reports that show one (the HTML card, JSON `fix`).
  static func fix(_ s: ColorSuggestion, on background: RGBA8, for kind: String) -> String {
    "use \(describe(s, on: background)) for the \(kind) on \(background.opaqueHex); hue kept"
  }

  func formatRequired(_ v: Double) -> String { NumberText.plain(v) }

  /// True when no pixel in `blob`'s box stands more than 48 levels (on any channel) from the
  /// pixel just left of it (right of it at the image's left edge): under about 1.5:1, the
  /// faintness of a patterned background (mkdocs-void's dots, 1.05:1), not of text meant to
  /// be read.
  static func isFaint(_ blob: InkBlob, in image: RGBAImage) -> Bool {
    let y = min(image.height - 1, (blob.minY + blob.maxY) / 2)
    let x = blob.minX > 0 ? blob.minX - 1 : min(image.width - 1, blob.maxX + 1)
    let around = image[x, y]
    for py in blob.minY...min(image.height - 1, blob.maxY) {
      for px in blob.minX...min(image.width - 1, blob.maxX) where distance(image[px, py], around) > 48 {
        return false
      }
    }
    return true
  }
}
