import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// The weight cue where the measurements are weakest: a short label's bold flag.
struct WeightCueTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let gray = RGBA8(red: 95, green: 102, blue: 112)
  static let accent = RGBA8(red: 11, green: 92, blue: 213)

  func states() -> ColorOnlyStates {
    let image = RGBAImage(width: 40, height: 40, fill: Self.white)
    let regions = image.pixels.withUnsafeBufferPointer {
      FlatRegions(pixels: $0, width: 40, height: 40, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
    }
    return ColorOnlyStates(image: image, regions: regions, scale: 1)
  }

  func label(x: Int = 0, y: Int = 0, width: Int, height: Int = 10, color: RGBA8 = WeightCueTests.accent, size: Double = 14,
             bold: Bool = false, stem: Double) -> TextRegion {
    TextRegion(
      box: PixelBox(x: x, y: y, width: width, height: height), foreground: color, background: Self.white, ratio: 6,
      apca: 70, fontSize: size, bold: bold, stemRatio: stem, required: 4.5, outcome: .pass)
  }

  @Test func aShortLabelsBoldFlagCountsOnlyWhenItsStemsAgree() {
    let usual = [0.098, 0.099, 0.105, 0.12].map { label(y: 40, width: 7, stem: $0) }
    let s = states()
    // A page number read bold from a stem at its edge: stems within a fifth of the others'.
    #expect(!s.differsInWeight(label(width: 7, bold: true, stem: 0.122), from: usual))
    // A bold page number: stems a fifth heavier and more.
    #expect(s.differsInWeight(label(width: 7, bold: true, stem: 0.13), from: usual))
    // A word keeps the flag alone.
    #expect(s.differsInWeight(label(width: 60, bold: true, stem: 0.122), from: usual))
    // Stems a third heavier are a cue without the flag.
    #expect(s.differsInWeight(label(width: 7, stem: 0.15), from: usual))
  }
}
