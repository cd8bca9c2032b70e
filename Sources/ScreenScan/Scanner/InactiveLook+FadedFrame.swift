import ColorScience
import Pixels

/// A failing label in a framed control whose frame is a faded copy of the frame of the control
/// right beside it: the insensitive look of a control with no enabled sibling of its own kind.
///
/// GTK4's insensitive header-bar button ("Run" beside an enabled icon button) draws its label
/// and its frame at half opacity; its neighbour holds an icon, not a text line, so the sibling
/// test of `InactiveLook` has nothing to compare. The evidence here is geometric and all of it
/// must hold:
/// - the line is enclosed: rays up, down, left and right from its box meet an edge (a frame);
/// - across a narrow gap (at most `neighbourGap` line heights, on the outside surface) stands
///   another control with its top and bottom edges on the same rows, its top edge level, and a
///   fill within 16 levels of this one's: the same kind of control;
/// - this frame holds the neighbour's frame ink in the same hue, faded to at most `chromeFade`
///   of it (measured across the top edges, from the outside surface);
/// - the label is faded toward its fill from a reference ink (the neighbour's content, or the
///   screen's usual text color on such a fill) by `framedFadeRange`, and by about the same
///   amount as the frame (`fadeAgreement`): a pale "ghost" frame around a merely muted label
///   is a style, not the insensitive look.
/// Cost: a handful of short rays for each failing line not already told inactive.
extension InactiveLook {
  /// A step between neighbouring pixels larger than this on some channel is an edge: past
  /// 8-bit rounding and a fill's gentle gradient (GTK's button fill moves 1 level in 6 rows).
  static let edgeStep = 6.0
  /// How far across from its frame a neighbouring control may stand, in line heights.
  static let neighbourGap = 2
  /// How far toward its fill a label in a faded frame is faded. Wider than `fadeRange`, whose
  /// siblings show only that the label is paler: here the frame's fade is measured too, and
  /// GTK4's insensitive label sits at 0.5 of its ink.
  static let framedFadeRange: ClosedRange<Double> = 0.1...0.65
  /// Most the label's fade and the frame's may differ, as a factor: the insensitive look fades
  /// a control as one (GTK4: 0.5 and 0.5 in light, 0.5 and 0.74 in high contrast).
  static let fadeAgreement = 1.6

  /// The rows and columns of the edges around a line, nil where a ray meets none.
  struct Enclosure {
    var top: Int
    var bottom: Int
    var left: Int
    var right: Int
  }

  /// Indices of failing lines (not in `skipping`) in a frame that is a faded copy of their
  /// neighbour's.
  func fadedFrames(in regions: [TextRegion], skipping: Set<Int>) -> Set<Int> {
    var out: Set<Int> = []
    var usualText: [Int: RGBA8?] = [:]
    for (i, r) in regions.enumerated() where r.outcome == .fail && !skipping.contains(i) {
      guard let frame = enclosure(of: r) else { continue }
      for side in [-1, 1] {
        guard let n = neighbour(of: r, in: frame, side: side) else { continue }
        var references = [n.content]
        let key = Int(r.background.red) << 16 | Int(r.background.green) << 8 | Int(r.background.blue)
        if usualText[key] == nil { usualText[key] = Self.usualText(in: regions, on: r.background) }
        if let text = usualText[key] ?? nil { references.append(text) }
        let agrees = references.contains { ref in
          guard let a = Self.fade(of: r.foreground, from: ref, on: r.background) else { return false }
          let factor = max(a, n.frameFade) / max(min(a, n.frameFade), 0.01)
          return Self.framedFadeRange.contains(a) && factor <= Self.fadeAgreement
        }
        if agrees {
          out.insert(i)
          break
        }
      }
    }
    return out
  }

  /// The foreground most passing lines on `background` (within 16 levels) have: the screen's
  /// usual text color there, nil when no passing line stands on it.
  static func usualText(in regions: [TextRegion], on background: RGBA8) -> RGBA8? {
    var counts: [UInt32: (RGBA8, Int)] = [:]
    for s in regions where s.passes && largest(vector(s.background, minus: background)) <= 16 {
      let k = UInt32(s.foreground.red) << 16 | UInt32(s.foreground.green) << 8 | UInt32(s.foreground.blue)
      counts[k, default: (s.foreground, 0)].1 += 1
    }
    return counts.max { ($0.value.1, $1.key) < ($1.value.1, $0.key) }?.value.0
  }

  /// The edges around `r`: up and down within two line heights, left and right within three.
  func enclosure(of r: TextRegion) -> Enclosure? {
    let h = r.box.height
    let (c, row) = (r.box.x + r.box.width / 2, r.box.y + h / 2)
    guard let up = edge(x: c, y: r.box.y - 1, dx: 0, dy: -1, limit: 2 * h),
      let down = edge(x: c, y: r.box.maxY, dx: 0, dy: 1, limit: 2 * h),
      let left = edge(x: r.box.x - 1, y: row, dx: -1, dy: 0, limit: 3 * h),
      let right = edge(x: r.box.maxX, y: row, dx: 1, dy: 0, limit: 3 * h)
    else { return nil }
    return Enclosure(top: up.y, bottom: down.y, left: left.x, right: right.x)
  }

  /// A control of the same kind beside the frame (`side` -1: left, 1: right): its frame's fade
  /// relative to it (how much of its frame ink this frame holds) and its strongest content ink.
  func neighbour(of r: TextRegion, in frame: Enclosure, side: Int) -> (frameFade: Double, content: RGBA8)? {
    let h = r.box.height
    let m = max(2, h / 4)
    let c = r.box.x + r.box.width / 2
    let row = r.box.y + h / 2
    guard let outside = color(c, frame.top - m) else { return nil }
    // Across the gap: leave this frame (and its shadow) onto the outside surface, then meet the next edge.
    var x = side > 0 ? frame.right : frame.left
    let end = x + side * Self.neighbourGap * h
    var inGap = false
    var found: Int?
    while x != end, let p = color(x, row) {
      let d = Self.largest(p - outside)
      if !inGap {
        inGap = d <= Self.edgeStep
      } else if d > Self.edgeStep + 4 {
        found = x
        break
      }
      x += side
    }
    guard let edgeX = found else { return nil }
    // A line height in: past a rounded corner, whose antialiased rim is paler than the frame.
    let inside = edgeX + side * h
    // Same kind: top and bottom edges on the same rows, and a fill like this one's.
    // A frame's top edge runs level: met on the same row half a line height further in (an
    // icon's outline seldom is).
    guard let top = edge(x: inside, y: frame.top - m, dx: 0, dy: 1, limit: 2 * m + h),
      let bottom = edge(x: inside, y: frame.bottom + m, dx: 0, dy: -1, limit: 2 * m + h),
      abs(top.y - frame.top) <= max(2, h / 5), abs(bottom.y - frame.bottom) <= max(2, h / 5),
      let level = edge(x: inside + side * (h / 2), y: frame.top - m, dx: 0, dy: 1, limit: 2 * m + h),
      abs(level.y - top.y) <= 1
    else { return nil }
    let k = max(2, h / 5)
    guard let fill = color(inside, top.y + k + 1),
      Self.largest(fill - Self.vector(r.background, minus: RGBA8(red: 0, green: 0, blue: 0))) <= 16,
      let mine = edgeInk(x: c, from: frame.top - m, outside: outside, depth: k),
      let theirs = edgeInk(x: inside, from: frame.top - m, outside: outside, depth: k),
      Self.largest(theirs) >= 8
    else { return nil }
    let n = (theirs * theirs).sum()
    let cosine = (mine * theirs).sum() / ((mine * mine).sum() * n).squareRoot()
    let fade = (mine * theirs).sum() / n
    guard cosine >= Self.sameHue, fade <= Self.chromeFade else { return nil }
    // Its content: the pixel of its middle row furthest from its fill, within three line heights.
    var content = fill
    var x2 = edgeX + side * max(2, h / 3)
    for _ in 0..<(3 * h) {
      guard let p = color(x2, row) else { break }
      if Self.largest(p - fill) > Self.largest(content - fill) { content = p }
      x2 += side
    }
    return (fade, Self.rgba(content))
  }

  /// Walking from the outside surface into a frame: the deviation from `outside` of the edge's
  /// strongest pixel, in the direction of its first (the frame, not the fill behind it).
  func edgeInk(x: Int, from y0: Int, outside: SIMD3<Double>, depth: Int) -> SIMD3<Double>? {
    var y = y0
    for _ in 0..<(4 * depth + 8) {
      guard let p = color(x, y) else { return nil }
      let d = p - outside
      if Self.largest(d) > Self.edgeStep - 2 {
        var best = d
        let unit = d / (d * d).sum().squareRoot()
        for k in 1..<depth {
          guard let q = color(x, y + k) else { break }
          if ((q - outside) * unit).sum() > (best * unit).sum() { best = q - outside }
        }
        return best
      }
      y += 1
    }
    return nil
  }

  /// The first pixel from (x, y) along (dx, dy), within `limit`, that steps more than
  /// `edgeStep` from the one before it.
  func edge(x: Int, y: Int, dx: Int, dy: Int, limit: Int) -> (x: Int, y: Int)? {
    guard var previous = color(x, y) else { return nil }
    for d in 1..<max(2, limit) {
      let (px, py) = (x + dx * d, y + dy * d)
      guard let p = color(px, py) else { return nil }
      if Self.largest(p - previous) > Self.edgeStep { return (px, py) }
      previous = p
    }
    return nil
  }

  /// The pixel at (x, y) as RGB, nil outside the image.
  func color(_ x: Int, _ y: Int) -> SIMD3<Double>? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let i = 4 * (y * width + x)
    return SIMD3(Double(pixels[i]), Double(pixels[i + 1]), Double(pixels[i + 2]))
  }

  static func rgba(_ v: SIMD3<Double>) -> RGBA8 {
    RGBA8(red: UInt8(v.x.rounded()), green: UInt8(v.y.rounded()), blue: UInt8(v.z.rounded()))
  }
}
