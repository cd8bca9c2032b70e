import Testing

@testable import ColorScience

struct ColorDifferenceTests {
  @Test func sharma2005AllPairs() throws {
    let rows = try Fixtures.rows("sharma2005.tsv")
    #expect(rows.count == 34)
    for (i, row) in rows.enumerated() {
      let v = row.compactMap(Double.init)
      try #require(v.count == 7)
      let p = CIELab(l: v[0], a: v[1], b: v[2])
      let q = CIELab(l: v[3], a: v[4], b: v[5])
      let forward = DeltaE.ciede2000(p, q)
      let backward = DeltaE.ciede2000(q, p)
      #expect(abs(forward - v[6]) < 1e-4, "pair \(i + 1): \(forward) vs \(v[6])")
      #expect(abs(backward - v[6]) < 1e-4, "pair \(i + 1) reversed: \(backward)")
    }
  }

  @Test func cie76IsEuclidean() {
    #expect(DeltaE.cie76(CIELab(l: 50, a: 0, b: 0), CIELab(l: 53, a: 4, b: 0)) == 5)
  }

  @Test func labOfKnownColors() throws {
    // CIELAB D65 as colour-science 0.4 computes it with the RGB→XYZ matrix derived from
    // sRGB's chromaticities (normalised_primary_matrix; its default sRGB matrix is the
    // 4-decimal rounding of the same, which moves L* by 0.004).
    let cases: [(SRGBColor, Double, Double, Double)] = [
      (SRGBColor(red: 1, green: 0, blue: 0), 53.2371156, 80.09011352, 67.20326351),
      (SRGBColor(red: 0.2, green: 0.6, blue: 0.9), 60.93129595, -3.04793133, -46.84040175),
    ]
    for (color, l, a, b) in cases {
      let lab = CIELab(color)
      #expect(abs(lab.l - l) < 1e-6 && abs(lab.a - a) < 1e-6 && abs(lab.b - b) < 1e-6, "\(lab)")
    }
    let white = CIELab(SRGBColor.white)
    #expect(abs(white.l - 100) < 1e-9 && abs(white.a) < 1e-9 && abs(white.b) < 1e-9)
    let back = CIELab(l: 40, a: 20, b: -30).xyz
    let again = CIELab(back)
    #expect(abs(again.l - 40) < 1e-9 && abs(again.a - 20) < 1e-9 && abs(again.b + 30) < 1e-9)
  }

  @Test func oklabReferenceValues() throws {
    // Björn Ottosson's published examples (sRGB red, green, blue, white).
    let cases: [(String, Double, Double, Double)] = [
      ("#ff0000", 0.627955, 0.224863, 0.125846),
      ("#00ff00", 0.866440, -0.233888, 0.179498),
      ("#0000ff", 0.452014, -0.032457, -0.311528),
      ("#ffffff", 1.0, 0.0, 0.0),
    ]
    for (hex, l, a, b) in cases {
      let lab = OKLab(try SRGBColor(css: hex))
      #expect(abs(lab.l - l) < 1e-5 && abs(lab.a - a) < 1e-5 && abs(lab.b - b) < 1e-5, "\(hex): \(lab)")
      let round = lab.sRGB
      #expect(round.isApproximatelyEqual(to: try SRGBColor(css: hex), tolerance: 1e-6))
    }
    let d = OKLab(SRGBColor.black).distance(to: OKLab(SRGBColor.white))
    #expect(abs(d - 1) < 1e-6)
  }

  @Test func displayP3Matrices() throws {
    // The P3→sRGB linear matrix (CSS Color 4 sample code, to 6 decimals).
    let m = ColorMatrices.linearSRGBFromLinearDisplayP3
    let expected: [[Double]] = [
      [1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735],
    ]
    for r in 0..<3 {
      for c in 0..<3 { #expect(abs(m[r, c] - expected[r][c]) < 1e-6, "[\(r),\(c)] = \(m[r, c])") }
    }
    // P3 red is outside sRGB; sRGB white is P3 white.
    let p3red = SRGBColor(displayP3: 1, 0, 0)
    #expect(!p3red.isInGamut)
    #expect(p3red.clipped.rgba8 == RGBA8(red: 255, green: 0, blue: 0))
    let white = SRGBColor(displayP3: 1, 1, 1)
    #expect(white.isApproximatelyEqual(to: .white, tolerance: 1e-9))
    let (r, g, b) = try SRGBColor(css: "#336699").displayP3
    #expect(
      SRGBColor(displayP3: r, g, b).isApproximatelyEqual(to: try SRGBColor(css: "#336699"), tolerance: 1e-9))
  }
}
