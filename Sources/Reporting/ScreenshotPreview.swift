import ColorScience
import Findings
import Imaging

/// What the HTML report shows of one screenshot: a small copy of the whole image (finding
/// boxes are drawn over it in the page, so they can be hovered and clicked) and a larger
/// crop around each finding with its box drawn *around* the text, never over it.
///
/// It is made while the scan still holds the decoded image, so a report decodes each image
/// once however many findings it has (it used to decode the PNG again per finding).
package struct ScreenshotPreview: Sendable {
  package var width: Int
  package var height: Int
  /// PNG bytes of the whole image, shrunk by a whole factor to at most `overviewWidth`.
  package var overview: [UInt8]
  /// PNG bytes of the region around each finding, by the finding's fingerprint.
  package var crops: [String: [UInt8]]

  /// The widest overview, in image pixels of the shrunk copy: wide enough to see a phone
  /// screen's layout, small enough that 200 screenshots stay a page a browser opens quickly.
  package static let overviewWidth = 480

  /// The most findings of one screenshot shown with a crop: a merged report of 20,000
  /// findings on one image made a 485 MB page. The rest are listed without one.
  package static let maximumCrops = 60

  /// - Parameter image: the opaque image the findings were measured on.
  package static func make(_ image: RGBAImage, findings: [Finding]) -> ScreenshotPreview {
    let factor = max(1, (image.width + overviewWidth - 1) / overviewWidth)
    let overview = (try? PNGEncoder.encode(image.downscaled(by: factor))) ?? []
    var crops: [String: [UInt8]] = [:]
    for f in findings where crops.count < maximumCrops {
      // A color-only group is shown whole: one member alone does not show what differs.
      let boxes = f.rule == .colorOnlyState ? Array(f.boxes.prefix(64)) : Array(f.boxes.prefix(1))
      guard crops[f.fingerprint] == nil, let png = crop(image, around: boxes, level: f.level) else {
        continue
      }
      crops[f.fingerprint] = png
    }
    return ScreenshotPreview(width: image.width, height: image.height, overview: overview, crops: crops)
  }

  /// The box with a margin of context, the outline three pixels outside the box so that it
  /// frames the glyphs without covering them. Boxes outside the image (a merged report from
  /// another image, a hand-edited file) give nil; sizes are clamped before any arithmetic.
  static func crop(_ image: RGBAImage, around box: PixelBox, level: Level = .error) -> [UInt8]? {
    crop(image, around: [box], level: level)
  }

  /// The region around several boxes (a color-only group's members), each framed in the
  /// finding's level as the annotated image draws it: an error red, a warning amber dashed, a
  /// note (text that looks inactive, which WCAG exempts) gray dashed, so it never reads as a failure.
  static func crop(_ image: RGBAImage, around boxes: [PixelBox], level: Level = .error) -> [UInt8]? {
    let maxSide = 1 << 20
    for box in boxes {
      guard box.width > 0, box.height > 0, box.width < maxSide, box.height < maxSide, box.x >= 0, box.y >= 0,
        box.x < image.width, box.y < image.height
      else { return nil }
    }
    guard let first = boxes.first else { return nil }
    let left = boxes.reduce(first.x) { min($0, $1.x) }
    let top = boxes.reduce(first.y) { min($0, $1.y) }
    let right = boxes.reduce(first.x + min(first.width, image.width)) {
      max($0, $1.x + min($1.width, image.width))
    }
    let bottom = min(
      top + 600, boxes.reduce(first.y + min(first.height, 600)) { max($0, $1.y + min($1.height, 600)) })
    let pad = min(48, max(12, first.height))
    let x0 = max(0, left - pad)
    let y0 = max(0, top - pad)
    let x1 = min(image.width, right + pad)
    let y1 = min(image.height, bottom + pad)
    var crop = image.cropped(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    for box in boxes where box.y < y1 {
      let frame = PixelBox(
        x: box.x - x0 - 3, y: box.y - y0 - 3, width: min(box.width, x1 - box.x) + 6,
        height: min(box.height, y1 - box.y) + 6)
      switch level {
      case .error:
        crop.stroke(
          x: frame.x, y: frame.y, width: frame.width, height: frame.height, color: Annotation.failColor,
          thickness: 2)
      case .warning: Annotation.dashed(&crop, frame, Annotation.reviewColor, 2)
      case .note: Annotation.dashed(&crop, frame, Annotation.noteColor, 2)
      }
    }
    return try? PNGEncoder.encode(crop)
  }
}
