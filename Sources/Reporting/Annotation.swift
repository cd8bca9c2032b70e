import ColorScience
import Findings
import Pixels
import Imaging
import ScreenScan

/// Draws scan results onto the screenshot: each text line boxed in its outcome's color
/// (red fail, amber needs review, green pass) and labeled with its ratio, so a reviewer sees
/// the evidence at a glance. Color-only groups are outlined in magenta and linked.
public enum Annotation {
  static let failColor = RGBA8(red: 230, green: 20, blue: 60)
  static let reviewColor = RGBA8(red: 245, green: 160, blue: 0)
  static let passColor = RGBA8(red: 20, green: 170, blue: 80)
  static let groupColor = RGBA8(red: 200, green: 0, blue: 200)

  public static func draw(_ result: ScanResult, on image: RGBAImage) -> RGBAImage {
    var out = image
    let scale = max(1, Int(result.scale.rounded()))
    let thickness = max(1, scale)
    for t in result.textRegions {
      let color: RGBA8
      switch t.outcome {
      case .fail: color = failColor
      case .needsReview: color = reviewColor
      case .pass: color = passColor
      }
      let b = t.box
      out.stroke(x: b.x - 2 * thickness, y: b.y - 2 * thickness, width: b.width + 4 * thickness,
                 height: b.height + 4 * thickness, color: color, thickness: thickness)
      let label = "\(WCAG.formatRatio(t.ratio))" + (t.outcome == .pass ? "" : t.outcome == .fail ? " < \(format(t.required))" : " ?")
      // Labels at 1× up to 2× screens so they stay smaller than the text they judge; beside
      // the box when there is room (text above and below stays readable), else above it.
      let textScale = max(1, scale - 1)
      let w = RGBAImage.textWidth(label, scale: textScale) + 4 * textScale
      let h = RGBAImage.textHeight(scale: textScale) + 2 * textScale
      var x = b.maxX + 3 * thickness
      var y = b.y + (b.height - h) / 2
      if x + w > out.width {
        x = min(max(0, b.x - 2 * thickness), out.width - w)
        y = b.y - 2 * thickness - h >= 0 ? b.y - 2 * thickness - h : b.maxY + 2 * thickness
      }
      out.fill(x: x, y: y, width: w, height: h, color: color)
      out.draw(label, x: x + 2 * textScale, y: y + textScale, color: RGBA8(red: 255, green: 255, blue: 255), scale: textScale)
    }
    for f in result.findings where f.rule == .colorOnlyState {
      var centers: [(x: Int, y: Int)] = []
      for b in f.boxes {
        out.stroke(x: b.x - 3 * thickness, y: b.y - 3 * thickness, width: b.width + 6 * thickness,
                   height: b.height + 6 * thickness, color: groupColor, thickness: 2 * thickness)
        centers.append((b.x + b.width / 2, b.maxY + 3 * thickness))
      }
      for (a, b) in zip(centers, centers.dropFirst()) {
        out.line(from: a, to: b, color: groupColor.withAlpha(160), thickness: thickness)
      }
    }
    return out
  }

  static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

extension RGBA8 {
  func withAlpha(_ a: UInt8) -> RGBA8 { RGBA8(red: red, green: green, blue: blue, alpha: a) }
}
