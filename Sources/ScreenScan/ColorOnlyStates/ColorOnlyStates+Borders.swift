import ColorScience
import Pixels

/// States carried by the frames of a row's items alone: a button group or segmented control
/// whose selected segment only darkens its border (UIkit's button group), its label in the
/// same look as the others.
extension ColorOnlyStates {
  /// The edges of the frame around an item's label, read straight above and below its
  /// center: the rows of the first pixels there more than 24 from the item's background, the
  /// top edge's strongest color and its thickness in pixels.
  struct Frame {
    var top: Int
    var bottom: Int
    var color: RGBA8
    var thickness: Int
  }

  /// The frame around `t` within two line heights above and below its label; nil when
  /// either edge is missing.
  func frame(around t: TextRegion) -> Frame? {
    let h = t.box.height
    let cx = t.box.x + t.box.width / 2
    let back = t.background
    func far(_ y: Int) -> Bool { distance(image[cx, y], back) > 24 }
    guard let top = stride(from: t.box.y - 1, through: max(0, t.box.y - 2 * h), by: -1).first(where: far),
      let bottom = stride(from: t.box.maxY, to: min(image.height, t.box.maxY + 2 * h), by: 1).first(
        where: far)
    else { return nil }
    // The edge runs up from its first pixel while the pixels stay far from the background.
    var edge = top
    while edge - 1 >= 0, top - (edge - 1) < h, far(edge - 1) { edge -= 1 }
    let color = (edge...top).map { image[cx, $0] }.max { distance($0, back) < distance($1, back) }!
    return Frame(top: top, bottom: bottom, color: color, thickness: top - edge + 1)
  }

  /// A row of items of one look, each under a frame edge at one height (one control's
  /// segments), whose top edges fall in two colors: the few in the other color are the
  /// state. Not flagged when the odd frames are twice as thick (a heavier border is a cue)
  /// or the odd labels are set in another weight.
  func borderFinding(_ members: [TextRegion]) -> ScanFinding? {
    guard members.count >= 3 else { return nil }
    let f = members.compactMap(frame(around:))
    guard f.count == members.count else { return nil }
    // Each edge is a line (a border at most two points thick), not the edge of a fill: a
    // selected segment inset on a track shows the track above its label, which is its fill's
    // state, not its border's.
    guard f.allSatisfy({ Double($0.thickness) <= 2 * scale + 1 }) else { return nil }
    let slack = max(1, Int(scale.rounded()))
    guard f.allSatisfy({ abs($0.top - f[0].top) <= slack && abs($0.bottom - f[0].bottom) <= slack }) else {
      return nil
    }
    let states = colorClusters(f.map(\.color))
    guard states.count == 2, states[1].count < states[0].count else { return nil }
    let (base, odd) = (states[0], states[1])
    guard let baseThickness = base.map({ f[$0].thickness }).max() else { return nil }
    if odd.contains(where: { f[$0].thickness >= 2 * baseThickness }) { return nil }
    if odd.contains(where: { differsInWeight(members[$0], from: base.map { members[$0] }) }) { return nil }
    let score = confidence(members, odd: odd.count, oddLooks: 1, axis: .row)
    guard score >= Self.minimumConfidence else { return nil }
    let (a, b, result) = worstPair([
      [f[base[0]].color, members[base[0]].background], [f[odd[0]].color, members[odd[0]].background],
    ])
    let evidence = StateEvidence(
      members: members.indices.map { StateEvidence.Member(box: members[$0].box, differs: odd.contains($0)) },
      cuesChecked: ["weight", "thickness"], confidence: score)
    return finding(
      members.map(\.box), colors: [a[0], b[0]], result: result,
      what: "these \(members.count) items show a state only by their border color", evidence: evidence)
  }
}
