import ColorScience
import Findings
import Imaging

/// What the HTML report shows of one screenshot: a small copy of the whole image (finding
/// boxes are drawn over it in the page, so they can be hovered and clicked) and a larger
/// crop around each finding with its box drawn *around* the text, never over it.
///
/// It is made while the scan still holds the decoded image, so a report decodes each image
/// once however many findings it has (it used to decode the PNG again per finding).
public struct ScreenshotPreview: Sendable {
  public var width: Int
  public var height: Int
  /// PNG bytes of the whole image, shrunk by a whole factor to at most `overviewWidth`.
  public var overview: [UInt8]
  /// PNG bytes of the region around each finding, by the finding's fingerprint.
  public var crops: [String: [UInt8]]

  /// The widest overview, in image pixels of the shrunk copy: wide enough to see a phone
  /// screen's layout, small enough that 200 screenshots stay a page a browser opens quickly.
  public static let overviewWidth = 480

  /// - Parameter image: the opaque image the findings were measured on.
  public static func make(_ image: RGBAImage, findings: [Finding]) -> ScreenshotPreview {
    let factor = max(1, (image.width + overviewWidth - 1) / overviewWidth)
    let overview = (try? PNGEncoder.encode(image.downscaled(by: factor))) ?? []
    var crops: [String: [UInt8]] = [:]
    for f in findings {
      guard crops[f.fingerprint] == nil, let box = f.boxes.first, let png = crop(image, around: box) else { continue }
      crops[f.fingerprint] = png
    }
    return ScreenshotPreview(width: image.width, height: image.height, overview: overview, crops: crops)
  }

  /// The box with a margin of context, the outline three pixels outside the box so that it
  /// frames the glyphs without covering them. Boxes outside the image (a merged report from
  /// another image, a hand-edited file) give nil; sizes are clamped before any arithmetic.
  static func crop(_ image: RGBAImage, around box: PixelBox) -> [UInt8]? {
    let maxSide = 1 << 20
    guard box.width > 0, box.height > 0, box.width < maxSide, box.height < maxSide, box.x >= 0, box.y >= 0,
      box.x < image.width, box.y < image.height
    else { return nil }
    let pad = min(48, max(12, box.height))
    let x0 = max(0, box.x - pad), y0 = max(0, box.y - pad)
    let x1 = min(image.width, box.x + min(box.width, image.width) + pad)
    let y1 = min(image.height, box.y + min(box.height, 600) + pad)
    var crop = image.cropped(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    crop.stroke(
      x: box.x - x0 - 3, y: box.y - y0 - 3, width: min(box.width, x1 - box.x) + 6, height: min(box.height, y1 - box.y) + 6,
      color: RGBA8(red: 230, green: 20, blue: 60), thickness: 2)
    return try? PNGEncoder.encode(crop)
  }
}
