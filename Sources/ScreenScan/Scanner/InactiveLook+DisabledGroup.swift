import ColorScience

/// The rest of a disabled group: a toolkit disables a group box's members together, so they
/// share one faded ink, and a member with no enabled control of its own kind to compare
/// (Qt's "Independent checkbox" under disabled radio buttons) still looks inactive.
///
/// A failing line joins a line already told inactive when it is its neighbour in the group's
/// column: the same ink and background (within `groupInk` levels), the same font size, its left
/// edge in the same place, at most `groupPitch` line heights away (center to center), and an
/// indicator or frame (`Chrome`) on the same side at the same distance. Joining is repeated, so
/// a column joins member by member; a line with no chrome, or with a hue of its own, never does.
extension InactiveLook {
  /// Most two members' inks or backgrounds differ, per channel: one faded color, 8-bit rounding.
  static let groupInk = 8.0
  /// Farthest apart two neighbouring members stand, in line heights.
  static let groupPitch = 4.0

  /// `seeds` and the failing lines that join them, member by member.
  func disabledGroup(in regions: [TextRegion], seeds: Set<Int>, sides: (Int) -> Sides) -> Set<Int> {
    var out = seeds
    var frontier = Array(seeds)
    while let j = frontier.popLast() {
      let s = regions[j]
      for (i, r) in regions.enumerated() where r.outcome == .fail && !out.contains(i) {
        guard isGroupNeighbour(r, of: s) else { continue }
        // Rays along the rows of the shorter box: a descender ("p") moves a box's middle row
        // below its indicator.
        var (a, b) = (r, s)
        a.box.height = min(r.box.height, s.box.height)
        b.box.height = a.box.height
        let same =
          a.box.height == r.box.height && b.box.height == s.box.height
          ? sameChrome(sides(i), sides(j), lineHeight: a.box.height)
          : sameChrome(measureSides(of: a), measureSides(of: b), lineHeight: a.box.height)
        guard same else { continue }
        out.insert(i)
        frontier.append(i)
      }
    }
    return out
  }

  /// Whether `r` stands next to `s` in one column with the same faded ink.
  func isGroupNeighbour(_ r: TextRegion, of s: TextRegion) -> Bool {
    // Font size, not box height: a descender ("p") makes one member's box taller.
    let h = Double(min(r.box.height, s.box.height))
    guard abs(s.fontSize - r.fontSize) <= 0.2 * r.fontSize,
      abs(Double(s.box.x - r.box.x)) <= h / 2,
      abs(Double(s.box.y - r.box.y)) <= Self.groupPitch * h,
      Self.largest(Self.vector(r.foreground, minus: s.foreground)) <= Self.groupInk,
      Self.largest(Self.vector(r.background, minus: s.background)) <= Self.groupInk
    else { return false }
    return true
  }

  /// Whether both lines have chrome on the same side at about the same distance (a column's
  /// indicators; the other side may meet the group's frame or nothing, as the label's length has it).
  func sameChrome(_ a: Sides, _ b: Sides, lineHeight h: Int) -> Bool {
    var compared = 0
    for (x, y) in [(a.left, b.left), (a.right, b.right)] {
      switch (x, y) {
      case (nil, nil): continue
      case (let x?, let y?):
        guard abs(x.distance - y.distance) <= max(3, h / 2) else { return false }
        compared += 1
      default: continue
      }
    }
    return compared > 0
  }
}
