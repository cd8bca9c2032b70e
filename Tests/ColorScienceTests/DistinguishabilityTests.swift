import Testing

@testable import ColorScience

struct DistinguishabilityTests {
  /// Two grays differ only in lightness, which every deficiency keeps: their ΔE2000 ties
  /// across deficiencies, and the one a report names must not depend on hashing, which Swift
  /// seeds per process. Ties keep the order the deficiencies were asked in.
  @Test func tiesKeepTheAskedOrder() throws {
    let a = try SRGBColor(css: "#777777")
    let b = try SRGBColor(css: "#7f7f7f")
    let r = Distinguishability.compare([a], [b])
    #expect(r.collapsing.count == Deficiency.checked.count)
    for (x, y) in zip(r.collapsing, r.collapsing.dropFirst()) {
      let (dx, dy) = (r.deltaE[x]!, r.deltaE[y]!)
      let ix = Deficiency.checked.firstIndex(of: x)!
      let iy = Deficiency.checked.firstIndex(of: y)!
      #expect(dx < dy || (dx == dy && ix < iy), "\(x) \(dx) before \(y) \(dy)")
    }
    let reversed = Distinguishability.compare([a], [b], deficiencies: Deficiency.checked.reversed())
    let tied = reversed.collapsing.filter { reversed.deltaE[$0] == reversed.deltaE[reversed.collapsing[0]] }
    #expect(tied == Deficiency.checked.reversed().filter { tied.contains($0) })
  }
}
