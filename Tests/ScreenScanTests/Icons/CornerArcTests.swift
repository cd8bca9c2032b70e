import ColorScience
import Foundation
import Imaging
import Testing

@testable import ScreenScan

/// The antialiased curve at a rounded card's corner is an edge, not a line of text.
struct CornerArcTests {
  /// A rounded card whose soft shadow, offset downwards, fades into the page: the card and
  /// the page are one flat region, and the steep pixels at the card's bottom corners are
  /// slivers of ink along a quarter circle.
  @Test func roundedCardCornersAreNotText() {
    let (x0, y0, x1, y1, radius) = (60.0, 40.0, 340.0, 240.0, 24.0)
    func distance(_ x: Double, _ y: Double) -> Double {  // to the card's outline, negative inside
      let cx = min(max(x, x0 + radius), x1 - radius)
      let cy = min(max(y, y0 + radius), y1 - radius)
      if (x0 + radius...x1 - radius).contains(x) || (y0 + radius...y1 - radius).contains(y) {
        return max(x0 - x, x - x1, y0 - y, y - y1)
      }
      return ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius
    }
    var image = RGBAImage(width: 400, height: 300, fill: RGBA8(red: 255, green: 255, blue: 255))
    for y in 0..<300 {
      for x in 0..<400 {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let shadowDistance = distance(px, py - 6)
        let shadow = shadowDistance > 0 ? 250 - 20 * exp(-shadowDistance / 3) : 230
        let coverage = min(1, max(0, 0.5 - distance(px, py)))
        let v = UInt8((coverage * 255 + (1 - coverage) * shadow).rounded())
        image[x, y] = RGBA8(red: v, green: v, blue: v)
      }
    }
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(image)
    #expect(r.textRegions.isEmpty, "\(r.textRegions.map(\.box))")
    #expect(r.findings.isEmpty)
  }

  /// Points of a circle of `radius` about (cx, cy) from `from` to `to` degrees, one a pixel
  /// of arc, rounded to pixels and thickened by one pixel outwards.
  func arc(cx: Double, cy: Double, radius: Double, from: Double, to: Double) -> [(x: Int, y: Int)] {
    var points: [(x: Int, y: Int)] = []
    let steps = max(2, Int(radius * (to - from) * .pi / 180))
    for k in 0...steps {
      let angle = (from + (to - from) * Double(k) / Double(steps)) * .pi / 180
      for r in [radius, radius + 1] {
        points.append((Int((cx + r * cos(angle)).rounded()), Int((cy + r * sin(angle)).rounded())))
      }
    }
    return points
  }

  @Test func aQuarterCircleIsAnArc() {
    #expect(CornerArcs.isArc(arc(cx: 100, cy: 100, radius: 24, from: 90, to: 180)))
    #expect(CornerArcs.isArc(arc(cx: 100, cy: 100, radius: 12, from: 0, to: 90)))
    // A part of a corner, where the rest merged into a surface.
    #expect(CornerArcs.isArc(arc(cx: 100, cy: 100, radius: 24, from: 100, to: 160)))
  }

  @Test func glyphShapesAreNotArcs() {
    // An "o" and a "c" go round much further; a stroke is straight; a row of letters fits no circle.
    #expect(!CornerArcs.isArc(arc(cx: 100, cy: 100, radius: 10, from: 0, to: 360)))
    #expect(!CornerArcs.isArc(arc(cx: 100, cy: 100, radius: 10, from: 45, to: 315)))
    #expect(!CornerArcs.isArc((0..<30).map { (x: 10 + $0, y: 40 - $0) }))
    let row = (0..<5).flatMap { letter in (0..<12).map { (x: 10 + 9 * letter + ($0 % 2) * 5, y: 20 + $0) } }
    #expect(!CornerArcs.isArc(row))
    // A thick bold curve is not an edge a pixel or two wide.
    let thick = (0..<6).flatMap { r in arc(cx: 100, cy: 100, radius: 16 + Double(r), from: 90, to: 180) }
    #expect(!CornerArcs.isArc(thick))
  }
}
