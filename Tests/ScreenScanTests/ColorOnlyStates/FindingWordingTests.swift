import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// What a color-only finding says about who cannot tell the states apart.
struct FindingWordingTests {
  func finding(_ usual: [RGBA8], _ odd: [RGBA8]) -> ScanFinding {
    let image = RGBAImage(width: 8, height: 8, fill: RGBA8(red: 255, green: 255, blue: 255))
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 8, height: 8, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    let finder = ColorOnlyStates(image: image, regions: regions, scale: 1)
    let result = Distinguishability.compare(usual.map(SRGBColor.init), odd.map(SRGBColor.init))
    let box = PixelBox(x: 0, y: 0, width: 4, height: 4)
    return finder.finding(
      [box, box], colors: usual + odd, result: result, what: "these 2 items show a state only by color",
      evidence: StateEvidence(
        members: [.init(box: box, differs: false), .init(box: box, differs: true)],
        cuesChecked: ["weight"], confidence: 0.9))
  }

  /// A selected row shown by a light gray fill is as faint for everyone: the message says so
  /// instead of blaming a deficiency the gray does not involve.
  @Test func aGrayHighlightIsFaintForEveryone() {
    let text = RGBA8(red: 30, green: 30, blue: 30)
    let f = finding(
      [text, RGBA8(red: 250, green: 250, blue: 250)], [text, RGBA8(red: 222, green: 222, blue: 222)])
    #expect(f.level == .error)
    #expect(f.message.contains("even for typical color vision"), "\(f.message)")
    #expect(!f.message.contains("for deuteranopia"))
  }

  /// Red against green is distinct for typical vision and collapses for a deuteranope: the
  /// deficiency is named.
  @Test func aHueDifferenceNamesTheDeficiency() {
    let white = RGBA8(red: 255, green: 255, blue: 255)
    let f = finding(
      [white, RGBA8(red: 214, green: 40, blue: 40)], [white, RGBA8(red: 60, green: 150, blue: 40)])
    #expect(f.message.contains("for deuteranopia") || f.message.contains("for protanopia"), "\(f.message)")
    #expect(!f.message.contains("typical color vision"))
  }
}
