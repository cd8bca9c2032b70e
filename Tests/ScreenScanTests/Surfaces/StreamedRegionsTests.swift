import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `FlatRegions.streamed`, which numbers regions, runs the distance transform and tallies
/// regions on the rows far enough above those still arriving (`StreamedRegions`), against
/// `FlatRegions(pixels:…)` on the whole image: the same region numbers, surface flags and
/// surface areas, at band heights and lags that put seams and the finishing edge anywhere,
/// whether regions were numbered early or, after a late merge, again from scratch.
struct StreamedRegionsTests {
  static let sizes = (surfaceRadius: 4, fillRadius: 2, fillArea: 400)

  /// Boxes from too thin to just thick enough to be surfaces, in rows at odd heights, on a
  /// mild gradient: every region closes within a few rows, so nothing merges late.
  static func boxes() -> RGBAImage {
    var img = RGBAImage(width: 203, height: 331, fill: RGBA8(red: 240, green: 240, blue: 240))
    for y in 0..<img.height {
      for x in 0..<img.width { img[x, y] = RGBA8(red: 240, green: UInt8(200 + x / 8), blue: 240) }
    }
    var y = 3
    for side in 2...16 {
      var x = 2
      for extra in 0..<4 {
        let (w, h) = (side + extra * 3, side)
        guard x + w < img.width - 2 else { break }
        let shade = UInt8(20 + 12 * side + extra)
        for yy in y..<min(img.height - 1, y + h) {
          for xx in x..<(x + w) { img[xx, yy] = RGBA8(red: shade, green: 90, blue: 255 - shade) }
        }
        x += w + 2 + extra
      }
      y += side + 3
      if y >= img.height - 20 { break }
    }
    // A long thin box (large area, one pixel short of the fill radius) and a bar crossing seams.
    for yy in 300..<303 { for xx in 5..<190 { img[xx, yy] = RGBA8(red: 10, green: 10, blue: 10) } }
    for yy in 250..<329 { for xx in 195..<200 { img[xx, yy] = RGBA8(red: 200, green: 30, blue: 30) } }
    return img
  }

  /// Arches (∩): the paper inside each one meets the paper outside only below its legs, many
  /// rows after both were numbered.
  static func arches() -> RGBAImage {
    var img = RGBAImage(width: 150, height: 120, fill: RGBA8(red: 255, green: 255, blue: 255))
    for (x0, height) in [(10, 90), (60, 40), (110, 25)] {
      for y in 10..<(10 + height) {
        for x in x0..<(x0 + 30) where y < 16 || x < x0 + 6 || x >= x0 + 24 {
          img[x, y] = RGBA8(red: 30, green: 30, blue: 30)
        }
      }
    }
    return img
  }

  static func whole(_ image: RGBAImage) -> FlatRegions {
    image.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: image.width, height: image.height, tolerance: ScreenScanner.flatTolerance,
        surfaceRadius: sizes.surfaceRadius, fillRadius: sizes.fillRadius, fillArea: sizes.fillArea)
    }
  }

  static func streamed(_ image: RGBAImage, bandRows: Int, lag: Int, cores: Int) throws -> (FlatRegions, Bool)
  {
    var pixels = [UInt8](repeating: 0, count: image.pixels.count)
    let found = pixels.withUnsafeMutableBufferPointer { buffer in
      Parallel.withWidth(cores) {
        FlatRegions.streamed(
          pixels: buffer.baseAddress!, width: image.width, height: image.height,
          tolerance: ScreenScanner.flatTolerance,
          surfaceRadius: sizes.surfaceRadius, fillRadius: sizes.fillRadius, fillArea: sizes.fillArea,
          bandRows: bandRows, lag: lag,
          produce: { rows in
            for i in (4 * image.width * rows.lowerBound)..<(4 * image.width * rows.upperBound) {
              buffer[i] = image.pixels[i]
            }
            return true
          },
          prepare: { _ in }, ahead: {})
      }
    }
    let (regions, early) = try #require(found)
    #expect(pixels == image.pixels)
    return (regions, early)
  }

  static func expectSame(_ a: FlatRegions, _ b: FlatRegions) {
    #expect(a.root == b.root)
    #expect(a.isSurface == b.isSurface)
    #expect(a.surfaceArea == b.surfaceArea)
  }

  @Test(arguments: [(7, 6, 1), (13, 6, 2), (64, 40, 2), (5, 128, 3), (331, 6, 2)])
  func boxesAreNumberedEarlyAsTheWholeImageNumbersThem(bandRows: Int, lag: Int, cores: Int) throws {
    let image = Self.boxes()
    let whole = Self.whole(image)
    // The image holds surfaces and regions just too thin to be ones.
    #expect(whole.surfaceArea.count > 20)
    #expect(whole.isSurface.contains(false))
    let (streamed, early) = try Self.streamed(image, bandRows: bandRows, lag: lag, cores: cores)
    #expect(early)
    Self.expectSame(streamed, whole)
  }

  @Test(arguments: [(7, 6, 1), (16, 10, 1), (64, 128, 1), (16, 10, 2), (5, 6, 3)])
  func archesMergeLateAndAreNumberedAgain(bandRows: Int, lag: Int, cores: Int) throws {
    let image = Self.arches()
    let (streamed, early) = try Self.streamed(image, bandRows: bandRows, lag: lag, cores: cores)
    // On one core each band is followed as soon as it is labelled: with a lag shorter than
    // the tallest arch, its inside was numbered before it met the paper outside; a lag
    // taller than the image numbers everything at the end. (With helpers, how far the
    // labelling ran ahead before a band was followed depends on timing.)
    if cores == 1 { #expect(early == (lag >= image.height)) }
    Self.expectSame(streamed, Self.whole(image))
  }

  @Test(arguments: [(9, 6, 2), (64, 20, 1), (64, 128, 2)])
  func textAcrossSeamsGivesTheWholeImageRegions(bandRows: Int, lag: Int, cores: Int) throws {
    let image = StreamedScanTests.screen().composited(over: RGBA8(red: 255, green: 255, blue: 255))
    let (streamed, _) = try Self.streamed(image, bandRows: bandRows, lag: lag, cores: cores)
    Self.expectSame(streamed, Self.whole(image))
  }

  @Test func aStoppedSourceGivesNothing() {
    let image = Self.boxes()
    var pixels = [UInt8](repeating: 0, count: image.pixels.count)
    let found = pixels.withUnsafeMutableBufferPointer { buffer in
      FlatRegions.streamed(
        pixels: buffer.baseAddress!, width: image.width, height: image.height, tolerance: 2, surfaceRadius: 4,
        fillRadius: 2, fillArea: 400, bandRows: 16, lag: 6, produce: { $0.lowerBound < 100 },
        prepare: { _ in },
        ahead: {})
    }
    #expect(found == nil)
  }
}
