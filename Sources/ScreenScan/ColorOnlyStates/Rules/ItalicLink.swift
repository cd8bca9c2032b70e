import Pixels

/// Drops a link in italics against roman body text, or roman against italics (technique
/// G182): a theme's colored emphasis, a link set in italics. Measured last, on the links
/// about to be reported only (a slant costs each run's pixels a dozen times), the body's
/// slant once a line (the slant of its widest body run), apart by `ColorOnlyStates.italicShear`.
final class ItalicLink {
  private var bodySlants: [PixelBox: Double?] = [:]

  /// Why `link` is told from `bodyRuns` by its slant; nil when it is not.
  func drop(_ link: TextRegion, bodyRuns: [TextRegion], by finder: ColorOnlyStates) -> String? {
    guard let own = finder.slant(of: link) else { return nil }
    guard let widest = bodyRuns.max(by: { $0.box.width < $1.box.width }) else { return nil }
    if bodySlants[widest.box] == nil { bodySlants[widest.box] = .some(finder.slant(of: widest)) }
    guard let beside = bodySlants[widest.box] ?? nil else { return nil }
    guard abs(own - beside) >= ColorOnlyStates.italicShear else { return nil }
    return "slant \(ColorOnlyRules.format(own)) against the body's \(ColorOnlyRules.format(beside))"
  }
}
