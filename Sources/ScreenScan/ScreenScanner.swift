import ColorScience
import Findings
import Dispatch
import Pixels

/// Finds every line of text in a screenshot from its pixels alone and judges its contrast.
///
/// The pipeline: flat regions and surfaces (`FlatRegions`) → ink blobs (`InkBlobFinder`) →
/// lines (`TextLineGrouper`) → colors, size and weight (`LineMeasurement`) → WCAG verdicts.
/// Every detected line is reported, passing ones too; lines whose estimate is unreliable
/// are marked needs-review instead of pass or fail.
public struct ScreenScanner: Sendable {
  public var options: ScanOptions

  public init(options: ScanOptions = ScanOptions()) { self.options = options }

  /// Bytes a pixel costs at the scan's peak, the image included: 8-bit RGBA (4), each
  /// pixel's flat region or ink blob (4, see `InkLabel`), its surface flag (1), and while
  /// regions are found, its distance to their edge (1).
  public static let bytesPerPixel = 10
  /// Allowance for what grows with the content, not the size: per-region, per-blob and
  /// per-line tables, the ink of the lines being measured.
  public static let fixedBytes = 96 << 20

  /// Peak memory of scanning a width × height image, the image included.
  public static func workingSetBytes(width: Int, height: Int) -> Int {
    width * height * bytesPerPixel + fixedBytes
  }

  /// Scans an opaque sRGB image (composite transparent images over their backdrop first).
  ///
  /// The result's `colorSpace` says "sRGB"; a caller that converted the image from another
  /// space (the PNG decoder does) sets it to say so.
  public func scan(_ image: RGBAImage) -> ScanResult {
    let (scale, reason) = options.scale.map { ($0, "given") } ?? ScaleInference.infer(width: image.width)
    let t0 = DispatchTime.now().uptimeNanoseconds
    var regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(pixels: $0, width: image.width, height: image.height, tolerance: 2,
                  surfaceRadius: max(3, Int((options.surfaceRadius * scale).rounded())),
                  fillRadius: max(2, Int((options.fillRadius * scale).rounded())),
                  fillArea: Int(options.fillArea * scale * scale))
    }
    let t1 = DispatchTime.now().uptimeNanoseconds
    let blobs = InkBlobFinder.find(regions: &regions)
    // Each pixel's blob is stored with its region (see `InkLabel`): the labels are that array.
    let labels = regions.root
    let t2 = DispatchTime.now().uptimeNanoseconds
    let lines = TextLineGrouper(scale: scale).group(blobs)
    let t3 = DispatchTime.now().uptimeNanoseconds
    var regionsOut: [TextRegion] = []
    var runGroups = 0
    labels.withUnsafeBufferPointer { labelBuffer in
      image.pixels.withUnsafeBufferPointer { pixels in
        func measure(_ line: TextLineGrouper.Line) -> LineMeasurement {
          LineMeasurement.measure(
            line: line, blobs: blobs, labels: labelBuffer, regions: regions, pixels: pixels, width: image.width,
            height: image.height)
        }
        // Lines are measured independently, on all cores; results keep line order.
        var perLine = [[TextRegion]?](repeating: nil, count: lines.count)
        var splitFlags = [Bool](repeating: false, count: lines.count)
        perLine.withUnsafeMutableBufferPointer { out in
          splitFlags.withUnsafeMutableBufferPointer { flags in
            let results = SharedPointer(out.baseAddress!)
            let splits = SharedPointer(flags.baseAddress!)
            Parallel.forEachBand(lines.count, minimumPerTask: 4) { range in
              for k in range {
                let line = lines[k]
                let m = measure(line)
                let parts = ColorSplit.split(line, blobs: blobs, colors: m.blobColors)
                if parts.count == 1 {
                  results.base[k] = judge(m, line: line, blobs: blobs, scale: scale).map { [$0] } ?? []
                } else {
                  splits.base[k] = true
                  results.base[k] = parts.compactMap { judge(measure($0), line: $0, blobs: blobs, scale: scale) }
                }
              }
            }
          }
        }
        for (k, found) in perLine.enumerated() {
          guard var found else { continue }
          if splitFlags[k] {
            runGroups += 1
            for i in found.indices { found[i].runGroup = runGroups }
          }
          regionsOut += found
        }
      }
    }
    let t4 = DispatchTime.now().uptimeNanoseconds
    var findings = regionsOut.compactMap(finding)
    if options.detectColorOnlyStates {
      findings += ColorOnlyStates(image: image, regions: regions, scale: scale, blobs: blobs, labels: labels)
        .findings(in: regionsOut)
    }
    var result = ScanResult(
      width: image.width, height: image.height, scale: scale, scaleReason: reason, colorSpace: "sRGB",
      textRegions: regionsOut, findings: findings, warnings: [])
    result.stageTimes = ScanResult.StageTimes(
      regions: t1 - t0, blobs: t2 - t1, lines: t3 - t2, measurement: t4 - t3, blobCount: blobs.count, lineCount: lines.count)
    return result
  }

  /// Turns a measurement into a region, or nil when the line does not look like text.
  func judge(_ m: LineMeasurement, line: TextLineGrouper.Line, blobs: [InkBlob], scale: Double) -> TextRegion? {
    let fontSize = m.fontSizePixels / scale
    guard fontSize >= 5, fontSize <= 80 else { return nil }
    if line.blobs.count == 1 {
      let b = blobs[line.blobs[0]]
      let fill = Double(b.count) / Double(b.width * b.height)
      // A lone solid shape (a dot, a filled icon) is not text; a word whose letters touch is.
      guard fill <= 0.72 else { return nil }
      // Disclosure chevrons (› ‹) at the end of list rows are icons, not text.
      if m.isChevron { return nil }
    }
    // Soft shadows and hairline edges: no text is drawn this close to its background.
    if WCAG.contrastRatio(of: SRGBColor(m.foreground), on: SRGBColor(m.background)) < 1.1 { return nil }
    let bold = m.stemRatio >= options.boldStemRatio
    let large = options.largeText.isLarge(fontSize: fontSize, bold: bold)
    let required = large ? options.largeTextRatio : options.normalTextRatio
    let graded = m.backgroundSpread > 1.08
    let background = graded ? m.worstBackground : m.background
    let ratio = WCAG.contrastRatio(of: SRGBColor(m.foreground), on: SRGBColor(background))
    var outcome: Outcome = ratio >= required ? .pass : .fail
    var reason: String? = nil
    if graded {
      outcome = .needsReview
      reason = "graded or busy background (luminance varies \(WCAG.formatRatio(m.backgroundSpread)):1 behind the text)"
    } else if fontSize < options.minimumJudgedFontSize {
      outcome = .needsReview
      reason = "text too small to judge from pixels"
    }
    return TextRegion(
      box: m.box, foreground: m.foreground, background: background, ratio: ratio,
      apca: APCA.lightnessContrast(text: SRGBColor(m.foreground), background: SRGBColor(background)),
      fontSize: (fontSize * 10).rounded() / 10, bold: bold, stemRatio: (m.stemRatio * 1000).rounded() / 1000, required: required, outcome: outcome, reviewReason: reason)
  }

  func finding(_ r: TextRegion) -> ScanFinding? {
    let level: ScanFinding.Level
    switch r.outcome {
    case .pass: return nil
    case .fail: level = .error
    case .needsReview:
      guard !r.passes else { return nil }
      level = .warning
    }
    let kind = r.isLarge ? "large text" : "text"
    var message = "\(kind) contrast \(WCAG.formatRatio(r.ratio)):1 is below \(formatRequired(r.required)):1 (\(r.foreground.opaqueHex) on \(r.background.opaqueHex), ~\(Int(r.fontSize.rounded())) px\(r.bold ? " bold" : ""))"
    if let reason = r.reviewReason { message += "; needs review: \(reason)" }
    return ScanFinding(
      rule: .textContrast, level: level, boxes: [r.box], message: message, ratio: r.ratio, required: r.required,
      colors: [r.foreground, r.background])
  }

  func formatRequired(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
