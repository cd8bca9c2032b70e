import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Inline links told apart by color alone, on the evidence a line gives: the link's hue and an
/// underline that must be on screen to be missed. Each case is drawn where the rule must hold
/// a finding back and again where a link must be found.
struct LinkEvidenceTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let body = RGBA8(red: 31, green: 35, blue: 40)
  static let blue = RGBA8(red: 47, green: 111, blue: 159)

  /// One word drawn as the scan would read it: a run of `color` on white at 1×.
  static func run(_ word: String, x: Int, y: Int, color: RGBA8, fontSize: Double = 14, group: Int? = nil) -> TextRegion {
    TextRegion(
      box: PixelBox(x: x, y: y, width: RGBAImage.textWidth(word), height: RGBAImage.textHeight()), foreground: color,
      background: white, ratio: 5, apca: 70, fontSize: fontSize, bold: false, stemRatio: 0.09, required: 4.5,
      outcome: .pass, runGroup: group)
  }

  /// `words` drawn at 1× on one line from `x`, one space apart, each its own run.
  static func line(_ words: [(String, RGBA8)], y: Int, image: inout RGBAImage, group: Int? = nil,
                   fontSizes: [Double]? = nil) -> [TextRegion] {
    var x = 20
    var out: [TextRegion] = []
    for (k, (word, color)) in words.enumerated() {
      image.draw(word, x: x, y: y, color: color)
      out.append(run(word, x: x, y: y, color: color, fontSize: fontSizes?[k] ?? 14, group: group))
      x += RGBAImage.textWidth(word + " ")
    }
    return out
  }

  func states(_ image: RGBAImage) -> ColorOnlyStates {
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(pixels: $0, width: image.width, height: image.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3,
                  fillArea: 1600)
    }
    return ColorOnlyStates(image: image, regions: regions, scale: 1)
  }

  @Test func aLinkIsToldByItsHueNotByAShadeOfGray() {
    func links(_ other: RGBA8) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 100, fill: Self.white)
      let gray = RGBA8(red: 100, green: 116, blue: 139)  // slate: a tinted UI gray
      let runs = Self.line([("Changed in version two:", gray), ("datum", other), ("is the default now.", gray)],
                           y: 40, image: &img, group: 1)
      return states(img).inlineLinks(runs)
    }
    // A run a shade darker than gray text (inline code, a breadcrumb's current page)...
    #expect(links(RGBA8(red: 15, green: 23, blue: 42)).isEmpty)
    // ...is no link; a blue one is.
    #expect(links(Self.blue).count == 1)
  }

  @Test func aLinkWhoseUnderlineWouldFallOffTheScreenIsNotJudged() {
    func links(y: Int) -> [ScanFinding] {
      var img = RGBAImage(width: 700, height: 60, fill: Self.white)
      let runs = Self.line([("for how to keep", Self.body), ("guide", Self.blue), ("the old datum", Self.body)],
                           y: y, image: &img, group: 1)
      return states(img).inlineLinks(runs)
    }
    #expect(links(y: 60 - RGBAImage.textHeight()).isEmpty)
    #expect(links(y: 20).count == 1)
  }
}
