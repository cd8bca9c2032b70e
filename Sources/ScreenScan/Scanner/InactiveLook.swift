import ColorScience
import Pixels

/// Tells failing text that looks like an inactive control: WCAG 1.4.3 exempts "text or images
/// of text that are part of an inactive user interface component", so such a line is reported
/// as a note, not an error (`ScanOptions.inactiveControlsAreErrors` keeps it an error).
///
/// A toolkit's insensitive look fades a control's label and its chrome together (Qt's disabled
/// palette, GTK's insensitive state, a disabled web button at reduced opacity). The pixels say
/// so only by comparison with an enabled control of the same kind beside it, so a line looks
/// inactive only when a passing line, its sibling, shows all of:
/// - the same kind: a line of the same height and font size, in the same row or column (a
///   button row, a column of radio buttons) within `reach` line heights, on the same background;
/// - a label faded toward the background: the line's ink lies on the segment from the
///   sibling's ink to the background, between `fadeRange`'s bounds of the way (a placeholder or
///   a caption is muted less, a hue of its own is no fade);
/// - the same chrome, faded: a ray from each side of the line meets an edge (a frame, a radio
///   or check indicator) where the sibling's does, at the same distance; the line's edge holds
///   at most `chromeFade` of the sibling's ink, in the same hue direction (a red status dot
///   beside a green one is no fade).
/// A label faded by half looks inactive when its frame is faded alike (`fadedTwins`). Two
/// controls with no enabled sibling of their own kind look inactive by other evidence: a
/// label in a frame faded like the frame of the control beside it (`fadedFrames`), and the
/// rest of a disabled group, whose members share one faded ink (`disabledGroup`).
/// Text with no chrome beside it (a paragraph, a placeholder in a bare field, a secondary
/// caption) never looks inactive: a wrong note hides a real failure, and a missed one costs a
/// finding a reviewer can dismiss. Cost: two rays a candidate line; siblings are checked in
/// order of the regions, and each side profile is measured once.
struct InactiveLook {
  let pixels: UnsafeBufferPointer<UInt8>
  let width: Int
  let height: Int

  /// The edge a ray from a line's side meets: how far from the box, and the deviation from the
  /// line's background of each pixel of the strip from there on (two line heights long).
  struct Chrome {
    var distance: Int
    var deviations: [SIMD3<Double>]
    /// Sum over the strip of each pixel's largest channel deviation: how much ink the chrome holds.
    var ink: Double
  }

  /// The chrome left and right of a line, nil where the ray meets none within `rayLength`.
  struct Sides {
    var left: Chrome?
    var right: Chrome?
  }

  /// How far a sibling may be, in line heights (center to center).
  static let reach = 25.0
  /// How far toward the background an inactive label is faded: Qt's and GTK's insensitive
  /// labels sit 0.2–0.4 of the way from the enabled ink (0 is the background); muted captions
  /// and placeholders on the dev sets' web pages sit at 0.45 and above.
  static let fadeRange: ClosedRange<Double> = 0.1...0.4
  /// Most the faded ink may stray off the segment from the sibling's ink to the background,
  /// per channel: a hue of its own is another look, not a fade.
  static let fadeResidual = 24.0
  /// Most of the sibling's chrome ink an inactive control's chrome holds.
  static let chromeFade = 0.8
  /// A pixel this far from the background on some channel is chrome (past antialiasing).
  static let edgeLevel = 20.0
  /// Pixels compared for hue direction deviate at least this much in both strips.
  static let hueLevel = 8.0
  /// Least mean cosine between the line's and the sibling's chrome deviations: the same hue.
  static let sameHue = 0.9

  /// Indices of the failing lines of `regions` that look inactive.
  func inactive(in regions: [TextRegion]) -> Set<Int> {
    var sides: [Int: Sides] = [:]
    func profile(_ k: Int) -> Sides {
      if let s = sides[k] { return s }
      let s = measureSides(of: regions[k])
      sides[k] = s
      return s
    }
    var out: Set<Int> = []
    for (i, r) in regions.enumerated() where r.outcome == .fail {
      let mine = profile(i)
      guard mine.left != nil || mine.right != nil else { continue }
      for (j, s) in regions.enumerated() where j != i && isSibling(s, of: r) {
        if chromeFaded(mine, from: profile(j), lineHeight: r.box.height) {
          out.insert(i)
          break
        }
      }
    }
    out.formUnion(fadedTwins(in: regions, skipping: out))
    out.formUnion(fadedFrames(in: regions, skipping: out))
    return disabledGroup(in: regions, seeds: out, sides: profile)
  }

  /// Whether `s` is an enabled line of `r`'s kind whose ink `r`'s is a fade of.
  func isSibling(_ s: TextRegion, of r: TextRegion) -> Bool {
    let h = Double(r.box.height)
    guard s.passes,
      abs(Double(s.box.height - r.box.height)) <= max(2, 0.2 * h),
      abs(s.fontSize - r.fontSize) <= 0.2 * r.fontSize
    else { return false }
    let (rx, ry) = (Double(r.box.x) + Double(r.box.width) / 2, Double(r.box.y) + h / 2)
    let (sx, sy) = (Double(s.box.x) + Double(s.box.width) / 2, Double(s.box.y) + Double(s.box.height) / 2)
    guard ((sx - rx) * (sx - rx) + (sy - ry) * (sy - ry)).squareRoot() <= Self.reach * h else { return false }
    let sameRow = abs(sy - ry) <= h / 2
    let sameColumn = abs(Double(s.box.x - r.box.x)) <= h / 2
    guard sameRow || sameColumn, Self.largest(Self.vector(s.background, minus: r.background)) <= 16,
      let a = Self.fade(of: r.foreground, from: s.foreground, on: r.background)
    else { return false }
    return Self.fadeRange.contains(a)
  }

  /// How far `faded` lies from `background` toward `full` (0 at the background, 1 at `full`),
  /// or nil when it strays more than `fadeResidual` off that segment or `full` is too close to
  /// the background to tell.
  static func fade(of faded: RGBA8, from full: RGBA8, on background: RGBA8) -> Double? {
    let d = vector(full, minus: background)
    let n = (d * d).sum()
    guard n >= 300 else { return nil }
    let e = vector(faded, minus: background)
    let a = (e * d).sum() / n
    let off = e - a * d
    guard largest(off) <= fadeResidual else { return nil }
    return a
  }

  /// Whether `mine` has the sibling's chrome on the same sides at the same distances, with
  /// less ink of the same hue.
  func chromeFaded(_ mine: Sides, from theirs: Sides, lineHeight h: Int) -> Bool {
    var compared = 0
    for (a, b) in [(mine.left, theirs.left), (mine.right, theirs.right)] {
      switch (a, b) {
      case (nil, nil): continue
      case (let a?, let b?):
        guard abs(a.distance - b.distance) <= max(3, h / 2), a.ink <= Self.chromeFade * b.ink else {
          return false
        }
        var cosines = 0.0
        var n = 0
        for (u, v) in zip(a.deviations, b.deviations) {
          let (au, av) = (Self.largest(u), Self.largest(v))
          guard au > Self.hueLevel, av > Self.hueLevel else { continue }
          cosines += (u * v).sum() / ((u * u).sum() * (v * v).sum()).squareRoot()
          n += 1
        }
        guard n > 0, cosines / Double(n) >= Self.sameHue else { return false }
        compared += 1
      default: return false
      }
    }
    return compared > 0
  }

  /// The chrome left and right of `r`, by rays along its middle row.
  func measureSides(of r: TextRegion) -> Sides {
    let h = r.box.height
    let row = r.box.y + h / 2
    guard row >= 0, row < height else { return Sides() }
    return Sides(
      left: ray(from: r.box.x - 1, row: row, step: -1, length: 3 * h, strip: 2 * h, background: r.background),
      right: ray(
        from: r.box.x + r.box.width, row: row, step: 1, length: 3 * h, strip: 2 * h, background: r.background)
    )
  }

  func ray(from x0: Int, row: Int, step: Int, length: Int, strip: Int, background: RGBA8) -> Chrome? {
    func deviation(_ x: Int) -> SIMD3<Double> {
      guard x >= 0, x < width else { return .zero }
      let i = 4 * (row * width + x)
      return SIMD3(Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + 2]))
        - SIMD3(Double(background.red), Double(background.green), Double(background.blue))
    }
    for d in 0..<length {
      let x = x0 + step * d
      guard x >= 0, x < width else { return nil }
      guard Self.largest(deviation(x)) > Self.edgeLevel else { continue }
      let deviations = (0..<strip).map { deviation(x + step * $0) }
      return Chrome(distance: d, deviations: deviations, ink: deviations.reduce(0) { $0 + Self.largest($1) })
    }
    return nil
  }

  /// The largest channel deviation, whatever its sign.
  static func largest(_ v: SIMD3<Double>) -> Double { max(v.max(), -v.min()) }

  static func vector(_ a: RGBA8, minus b: RGBA8) -> SIMD3<Double> {
    SIMD3(Double(a.red), Double(a.green), Double(a.blue))
      - SIMD3(Double(b.red), Double(b.green), Double(b.blue))
  }
}
