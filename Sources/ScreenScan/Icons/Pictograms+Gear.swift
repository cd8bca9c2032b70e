extension Pictograms {
  /// A gear drawn as one blob (a settings icon at 1×, its teeth joined to its ring by
  /// antialiasing, so `radialObject` has no rays to count): about as wide as tall, bare at its
  /// centre, ringed all round just outside that centre, and toothed further out: six or more
  /// separate runs of ink round a circle near its edge. An "O" or "0" has no teeth outside its
  /// ring; a "#" has eight ends round its middle but no closed ring round its centre; an
  /// asterisk or a "%" no bare centre ringed; a "@" is ringed out to its edge.
  func isGear(_ b: InkBlob) -> Bool {
    guard b.width >= 9, b.height >= 9, b.width * 4 <= b.height * 5, b.height * 4 <= b.width * 5 else {
      return false
    }
    let (cx, cy) = (Double(b.minX + b.maxX) / 2, Double(b.minY + b.maxY) / 2)
    let half = Double(min(b.width, b.height)) / 2
    // Ink is the core, as in `shape(of:)`: a counter too small to be a surface is the
    // blob's (see `GlyphCounters`), but as pale as the background around.
    let background = backgroundColor(of: b)
    func distance(_ i: Int) -> Double {
      let d = SIMD3(Double(pixels[4 * i]), Double(pixels[4 * i + 1]), Double(pixels[4 * i + 2])) - background
      return (d * d).sum().squareRoot()
    }
    let stored = InkLabel.stored(blob: b.label)
    var farthest = 0.0
    for y in b.minY...b.maxY {
      for x in b.minX...b.maxX where labels[y * width + x] == stored {
        farthest = max(farthest, distance(y * width + x))
      }
    }
    func ink(_ x: Double, _ y: Double) -> Bool {
      let (px, py) = (Int(x.rounded()), Int(y.rounded()))
      guard px >= b.minX, px <= b.maxX, py >= b.minY, py <= b.maxY else { return false }
      let i = py * width + px
      return labels[i] == stored && distance(i) >= 0.5 * farthest
    }
    guard !ink(cx, cy) else { return false }
    let around = Self.compass.map { (ux, uy) in
      (
        ring: ink(cx + 0.55 * half * ux, cy + 0.55 * half * uy),
        teeth: ink(cx + 0.85 * half * ux, cy + 0.85 * half * uy)
      )
    }
    guard around.filter({ !$0.ring }).count <= 1 else { return false }
    // Runs of ink round the outer circle: a run starts where ink follows no ink.
    let teeth = around.map(\.teeth)
    let runs = teeth.indices.filter { teeth[$0] && !teeth[($0 + teeth.count - 1) % teeth.count] }.count
    return runs >= 6
  }

  /// 32 directions round the circle, (cos, sin) of k × 11.25° (the standard library has no
  /// trigonometry).
  static let compass: [(Double, Double)] = {
    let quarter = [1.0, 0.98079, 0.92388, 0.83147, 0.70711, 0.55557, 0.38268, 0.19509]
    var out: [(Double, Double)] = []
    for k in 0..<32 {
      let q = k / 8
      let i = k % 8
      let (c, s) = (quarter[i], quarter[(8 - i) % 8] * (i == 0 ? 0 : 1))
      switch q {
      case 0: out.append((c, s))
      case 1: out.append((-s, c))
      case 2: out.append((-c, -s))
      default: out.append((s, -c))
      }
    }
    return out
  }()
}
