import Imaging

@testable import ScreenScan

/// The color-only findings of a whole scan of `image` at `scale` (2× unless told): what the
/// drawn color-only tests assert on, through the same pipeline the CLI runs.
func colorOnly(_ image: RGBAImage, scale: Double = 2) -> [ScanFinding] {
  ScreenScanner(options: ScanOptions(scale: scale)).scan(image).findings.filter { $0.rule == .colorOnlyState }
}
