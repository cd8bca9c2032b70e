import Testing

@testable import ColorScience

struct CVDSimulationTests {
  struct Config: CustomStringConvertible {
    var method: SimulationMethod
    var deficiency: Deficiency
    var severity: Double
    var description: String { "\(method.rawValue) \(deficiency.rawValue) \(severity)" }
  }

  static func parseConfig(_ header: String) -> Config {
    let parts = header.split(separator: ":").map(String.init)
    let severity = Double(parts[2])!
    let cone = parts[1]
    let deficiency: Deficiency
    switch (cone, severity >= 1) {
    case ("protan", true): deficiency = .protanopia
    case ("protan", false): deficiency = .protanomaly
    case ("deutan", true): deficiency = .deuteranopia
    case ("deutan", false): deficiency = .deuteranomaly
    case ("tritan", true): deficiency = .tritanopia
    default: deficiency = .tritanomaly
    }
    return Config(method: SimulationMethod(rawValue: parts[0])!, deficiency: deficiency, severity: severity)
  }

  static func rgba(_ hex: String) -> RGBA8 {
    let v = UInt32(hex, radix: 16)!
    return RGBA8(red: UInt8(v >> 16), green: UInt8((v >> 8) & 255), blue: UInt8(v & 255))
  }

  /// Every method agrees with DaltonLens-Python within 1/255 per channel on the 27 colors
  /// of {0,128,255}³ and 2,000 seeded random colors (generate_daltonlens.py).
  @Test func agreesWithDaltonLens() throws {
    let rows = try Fixtures.rows("daltonlens.tsv")
    let header = rows[0]
    let configs = header.dropFirst().map(Self.parseConfig)
    let data = rows.dropFirst()
    #expect(data.count == 2027)
    for (column, config) in configs.enumerated() {
      let simulator = CVDSimulator(config.deficiency, severity: config.severity, method: config.method)
      var worst = 0
      var inputs: [UInt8] = []
      var expected: [RGBA8] = []
      for row in data {
        let input = Self.rgba(row[0])
        let want = Self.rgba(row[column + 1])
        let got = simulator.simulate(SRGBColor(input)).rgba8
        let diff = max(
          abs(Int(got.red) - Int(want.red)), abs(Int(got.green) - Int(want.green)),
          abs(Int(got.blue) - Int(want.blue)))
        worst = max(worst, diff)
        inputs += [input.red, input.green, input.blue, 255]
        expected.append(want)
      }
      #expect(worst <= 1, "\(config): worst channel difference \(worst)/255")
      // The bulk path (tables, Float SIMD) meets the same tolerance.
      simulator.simulateRGBA(&inputs)
      var bulkWorst = 0
      for (i, want) in expected.enumerated() {
        let got = [inputs[4 * i], inputs[4 * i + 1], inputs[4 * i + 2]]
        let w = [want.red, want.green, want.blue]
        for c in 0..<3 { bulkWorst = max(bulkWorst, abs(Int(got[c]) - Int(w[c]))) }
        #expect(inputs[4 * i + 3] == 255)
      }
      #expect(bulkWorst <= 1, "bulk \(config): worst channel difference \(bulkWorst)/255")
    }
  }

  @Test func machadoPublishedMatricesAtStepsAndInterpolationBetween() {
    // Machado et al. 2009 supplementary table, protanomaly 0.5 and protanopia 1.0.
    let half = Machado2009.matrix(for: .long, severity: 0.5)
    #expect(
      half
        == Matrix3([
          [0.458064, 0.679578, -0.137642], [0.092785, 0.846313, 0.060902], [-0.007494, -0.016807, 1.024301],
        ]))
    let full = Machado2009.matrix(for: .medium, severity: 1.0)
    #expect(
      full
        == Matrix3([
          [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881],
        ]))
    let tritan = Machado2009.matrix(for: .short, severity: 0.5)
    #expect(tritan[0, 0] == 1.017277 && tritan[2, 2] == 0.744913)
    // Between steps: linear in severity (0.55 is the mean of 0.5 and 0.6).
    let between = Machado2009.matrix(for: .long, severity: 0.55)
    let six = Machado2009.matrix(for: .long, severity: 0.6)
    for r in 0..<3 {
      for c in 0..<3 {
        #expect(abs(between[r, c] - (half[r, c] + six[r, c]) / 2) < 1e-12)
      }
    }
    // Severity 0 is the identity.
    #expect(Machado2009.matrix(for: .short, severity: 0) == Matrix3.identity)
  }

  @Test func defaultsFollowTheDaltonLensReview() {
    #expect(CVDSimulator(.tritanopia).method == .brettel1997)
    #expect(CVDSimulator(.tritanomaly, severity: 0.4).method == .brettel1997)
    #expect(CVDSimulator(.protanopia).method == .vienot1999)
    #expect(CVDSimulator(.deuteranopia).method == .vienot1999)
    #expect(CVDSimulator(.protanomaly, severity: 0.6).method == .machado2009)
    #expect(CVDSimulator(.deuteranomaly).severity == 0.6)
  }

  @Test func neutralsArePreservedAndAchromatopsiaIsGray() throws {
    for d in Deficiency.allCases {
      let s = CVDSimulator(d)
      #expect(s.simulate(SRGBColor.white).rgba8 == RGBA8(red: 255, green: 255, blue: 255), "\(d)")
      #expect(s.simulate(SRGBColor.black).rgba8 == RGBA8(red: 0, green: 0, blue: 0), "\(d)")
    }
    let gray = CVDSimulator(.achromatopsia).simulate(try SRGBColor(css: "#ff0000")).rgba8
    #expect(gray.red == gray.green && gray.green == gray.blue)
    // Same luminance as the original.
    let y = WCAG.relativeLuminance(try SRGBColor(css: "#ff0000"))
    #expect(abs(WCAG.relativeLuminance(SRGBColor(gray)) - y) < 0.005)
  }

  @Test func redAndGreenCollapseForDeuteranopes() throws {
    let red = try SRGBColor(css: "#d32f2f")
    let green = try SRGBColor(css: "#388e3c")
    let s = CVDSimulator(.deuteranopia)
    let before = DeltaE.ciede2000(red, green)
    let after = DeltaE.ciede2000(s.simulate(red), s.simulate(green))
    #expect(before > 40)
    #expect(after < before / 3)
  }

  @Test func encoderRoundsExactly() {
    let encoder = LinearToByteEncoder.shared
    for code in 0...255 {
      let v = SRGBTransfer.linearFromByteDouble[code]
      #expect(encoder.encode(Float(v)) == UInt8(code))
    }
    // Dense sweep against double-precision encode-and-round.
    var mismatches = 0
    for i in 0...200_000 {
      let v = Double(i) / 200_000
      let exact = Int((SRGBTransfer.encode(v) * 255).rounded())
      if Int(encoder.encode(Float(v))) != exact { mismatches += 1 }
    }
    #expect(mismatches <= 4, "\(mismatches) values off by float round-off near a midpoint")
    #expect(encoder.encode(-1) == 0 && encoder.encode(2) == 255 && encoder.encode(.nan) == 0)
  }

  /// Both table kernels (packed single-matrix, two-plane Brettel) against the per-color
  /// double-precision path on every deficiency and method: never more than one code apart,
  /// and apart at all only where fixed-point round-off meets a rounding tie.
  @Test func bulkKernelsMatchThePerColorPath() {
    // Knuth's multiplicative hash spreads 20,000 indices over the 24-bit color cube.
    var colors: [RGBA8] = (0..<20_000).map { (i: UInt32) in
      let v = i &* 2_654_435_761
      return RGBA8(red: UInt8(v >> 24), green: UInt8((v >> 16) & 255), blue: UInt8((v >> 8) & 255))
    }
    for level: UInt8 in [0, 1, 2, 127, 128, 254, 255] {
      colors.append(RGBA8(red: level, green: level, blue: level))
    }
    let simulators =
      Deficiency.allCases.flatMap { deficiency in
        SimulationMethod.allCases.map { CVDSimulator(deficiency, severity: 0.7, method: $0) }
      } + [CVDSimulator(.protanopia, method: .machado2009), CVDSimulator(.achromatopsia)]
    for simulator in simulators {
      var pixels: [UInt8] = colors.flatMap { c -> [UInt8] in [c.red, c.green, c.blue, 77] }
      simulator.simulateRGBA(&pixels)
      var worst = 0
      var differing = 0
      for (i, color) in colors.enumerated() {
        let want = simulator.simulate(SRGBColor(color)).rgba8
        let got = [pixels[4 * i], pixels[4 * i + 1], pixels[4 * i + 2]]
        let expected = [want.red, want.green, want.blue]
        let diff = (0..<3).map { abs(Int(got[$0]) - Int(expected[$0])) }.max()!
        worst = max(worst, diff)
        if diff > 0 { differing += 1 }
        #expect(pixels[4 * i + 3] == 77)
      }
      #expect(worst <= 1, "\(simulator): worst \(worst)")
      #expect(differing <= colors.count / 1000, "\(simulator): \(differing) of \(colors.count) differ")
    }
  }

  @Test func bulkLuminanceMatchesScalar() throws {
    let pixels: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 255, 119, 119, 119, 255, 200, 30, 90, 128]
    let lum = BulkLuminance.relativeLuminance(rgba: pixels)
    #expect(lum.count == 4)
    for i in 0..<4 {
      let c = SRGBColor(RGBA8(red: pixels[4 * i], green: pixels[4 * i + 1], blue: pixels[4 * i + 2]))
      #expect(abs(Double(lum[i]) - WCAG.relativeLuminance(c)) < 1e-6)
    }
  }
}
