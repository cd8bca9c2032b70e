import PaletteReview

/// The largest value each limit flag (and its config key) accepts: a limit the code can
/// actually honour, stated in `--help`. Palette limits come from `PaletteLimits.ceilings`.
enum LimitCeilings {
  /// A billion pixels is 4 GB of RGBA before the scan's own working set.
  static let pixels = 1...1_000_000_000
  static let imageFileBytes = 1...(4 << 30)
  static let iccBytes = 1...(64 << 20)
  static let jobs = 1...256
}
