import ColorScience
import Pixels

extension ScreenScanner {
  /// Why a line on a photo is needs-review.
  static let photoReason = "text on a photo or image (no one background color to measure against)"

  /// Takes the text on photos out of the per-line verdicts: each line on a photo region
  /// (`PhotoRegions`) becomes needs-review, and a region with any line below its minimum gets
  /// one finding for all of them, a warning, whose first box is the photo.
  ///
  /// A photo holds text its designers did not set (signs, labels, screenshots of other
  /// apps) and its texture breaks into ink that groups into dozens of false lines; a finding
  /// per line buried the page's real findings. Text on a flat overlay inside a photo (a
  /// caption chip, an opaque bar) has one background and is judged as usual: a line whose
  /// surroundings (a frame a quarter of its height wide) are at least 60 % exactly its
  /// measured background color is on such an overlay (a photo's smooth parts step by a
  /// level here and there; a translucent scrim shows the photo through and is no overlay).
  ///
  /// The finding carries no colors: which speck of texture measures worst changes with any
  /// re-encoding of the photo, and colors are part of a finding's fingerprint (baselines
  /// must keep recognising it). The worst line's colors are in its message.
  ///
  /// - Returns: the findings, and the indices in `regions` of the lines taken.
  func reviewTextOnPhotos(
    _ regions: inout [TextRegion], photos: PhotoRegions, pixels: UnsafeBufferPointer<UInt8>, width: Int,
    height: Int
  ) -> (findings: [ScanFinding], taken: Set<Int>) {
    guard !photos.boxes.isEmpty else { return ([], []) }
    var members = [[Int]](repeating: [], count: photos.boxes.count)
    for (k, r) in regions.enumerated() {
      guard let photo = photos.region(holding: r.box),
        !Self.isOnFlatOverlay(r, pixels: pixels, width: width, height: height)
      else { continue }
      regions[k].outcome = .needsReview
      regions[k].reviewReason = Self.photoReason
      members[photo].append(k)
    }
    var findings: [ScanFinding] = []
    for (photo, lines) in members.enumerated() {
      let below = lines.filter { !regions[$0].passes }
      guard
        let worst = below.min(by: {
          regions[$0].ratio / regions[$0].required < regions[$1].ratio / regions[$1].required
        })
      else { continue }
      let w = regions[worst]
      let message =
        "\(lines.count) line\(lines.count == 1 ? "" : "s") of text on a photo or image, \(below.count) below \(below.count == 1 ? "its" : "their") minimum "
        + "(worst \(WCAG.formatRatio(w.ratio)):1 where \(formatRequired(w.required)):1 is required, \(w.foreground.opaqueHex) on \(w.background.opaqueHex)); "
        + "needs review: \(Self.photoReason)"
      findings.append(
        ScanFinding(
          rule: .textContrast, level: .warning, boxes: [photos.boxes[photo]] + below.map { regions[$0].box },
          message: message, ratio: w.ratio, required: w.required))
    }
    return (findings, Set(members.joined()))
  }

  /// True when the frame around a line (a quarter of its height wide, at least 2 px) is
  /// mostly exactly its background color: a chip or an opaque bar drawn over the photo.
  static func isOnFlatOverlay(_ r: TextRegion, pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int)
    -> Bool
  {
    let margin = max(2, r.box.height / 4)
    let x0 = max(0, r.box.x - margin)
    let x1 = min(width, r.box.maxX + margin)
    let y0 = max(0, r.box.y - margin)
    let y1 = min(height, r.box.maxY + margin)
    let bg = SIMD3(Int32(r.background.red), Int32(r.background.green), Int32(r.background.blue))
    var total = 0
    var same = 0
    for y in y0..<y1 {
      let inside = y >= r.box.y && y < r.box.maxY
      for x in x0..<x1 where !(inside && x >= r.box.x && x < r.box.maxX) {
        let i = 4 * (y * width + x)
        let c = SIMD3(Int32(pixels[i]), Int32(pixels[i + 1]), Int32(pixels[i + 2]))
        let d = c &- bg
        total += 1
        if d == .zero { same += 1 }
      }
    }
    return total > 0 && same * 5 >= total * 3
  }
}
