import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `scan(rows:backdrop:)`, which labels bands while rows arrive, against compositing the
/// whole image and scanning it: the same pixels and the same result, on one core or several,
/// and a source's failure comes out as that source's error.
struct StreamedScanTests {
  /// Rows handed out from an image in the sizes asked for; fails at `failAt` if given.
  struct ImageRows: RowSource {
    struct Failed: Error, Equatable { var row: Int }
    let image: RGBAImage
    var next = 0
    var failAt: Int? = nil
    var width: Int { image.width }
    var height: Int { image.height }

    mutating func readRows(_ count: Int, into destination: UnsafeMutablePointer<UInt8>) throws(Failed) {
      if let failAt, failAt < next + count { throw Failed(row: failAt) }
      let bytes = 4 * width
      image.pixels.withUnsafeBufferPointer { p in
        destination.update(from: p.baseAddress! + next * bytes, count: count * bytes)
      }
      next += count
    }
  }

  /// A screen taller than several bands, with text across band seams and a half-transparent
  /// strip, so compositing and seam joins both matter.
  static func screen() -> RGBAImage {
    var img = RGBAImage(width: 420, height: 700, fill: RGBA8(red: 250, green: 250, blue: 250))
    for (k, y) in [10, 62, 120, 250, 380, 500, 630].enumerated() {
      let gray = UInt8(40 + 25 * k)
      img.draw("Band seam \(k) text", x: 12, y: y, color: RGBA8(red: gray, green: gray, blue: 200), scale: 2)
    }
    for y in 300..<360 {
      for x in 0..<420 { img[x, y] = RGBA8(red: 20, green: 120, blue: 60, alpha: UInt8((x * 255) / 419)) }
    }
    return img
  }

  @Test(arguments: [1, 2, 3])
  func sameResultAsTheWholeImage(cores: Int) throws {
    let image = Self.screen()
    let backdrop = RGBA8(red: 255, green: 255, blue: 255)
    let scanner = ScreenScanner(options: ScanOptions(scale: 2))
    let whole = scanner.scan(image.composited(over: backdrop))
    var rows = ImageRows(image: image)
    let (streamed, result) = try Parallel.withWidth(cores) {
      try scanner.scan(rows: &rows, backdrop: backdrop)
    }
    #expect(streamed == image.composited(over: backdrop))
    #expect(!whole.textRegions.isEmpty)
    #expect(result.textRegions == whole.textRegions)
    #expect(result.findings == whole.findings)
  }

  @Test(arguments: [1, 2])
  func aFailingSourceThrowsItsError(cores: Int) {
    let scanner = ScreenScanner(options: ScanOptions(scale: 2))
    var rows = ImageRows(image: Self.screen(), failAt: 333)
    #expect(throws: ImageRows.Failed(row: 333)) {
      _ = try Parallel.withWidth(cores) {
        try scanner.scan(rows: &rows, backdrop: RGBA8(red: 0, green: 0, blue: 0))
      }
    }
  }
}
