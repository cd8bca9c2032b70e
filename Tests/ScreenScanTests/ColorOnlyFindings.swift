import Imaging

@testable import ScreenScan

/// The color-only findings of a whole scan of `image` at `scale` (2× unless told): what the
/// drawn color-only tests assert on, through the same pipeline the CLI runs.
func colorOnly(_ image: RGBAImage, scale: Double = 2) -> [ScanFinding] {
  ScreenScanner(options: ScanOptions(scale: scale)).scan(image).findings.filter { $0.rule == .colorOnlyState }
}

/// The finder over `img` at 2×, with its glyph blobs: for tests of its measures (typeface,
/// slant) on drawn text.
func statesWithBlobs(_ img: RGBAImage) -> ColorOnlyStates {
  let regions = img.pixels.withUnsafeBufferPointer {
    FlatRegions(pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 7, fillRadius: 3, fillArea: 1600)
  }
  let (blobs, _) = InkBlobFinder.find(regions: regions)
  return ColorOnlyStates(image: img, regions: regions, scale: 2, blobs: blobs)
}
