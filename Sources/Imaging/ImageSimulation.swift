import ColorScience

extension RGBAImage {
  /// The image as seen with a color-vision deficiency, computed on all cores.
  ///
  /// The image should be opaque (composite it over a backdrop first): simulation applies to
  /// the colors a viewer sees, and alpha is carried through unchanged.
  public func simulated(_ simulator: CVDSimulator) -> RGBAImage {
    let prepared = PreparedSimulation(simulator)
    var out = pixels
    let width = self.width
    out.withUnsafeMutableBufferPointer { buffer in
      let shared = SharedPointer(buffer)
      Parallel.forEachBand(height, minimumPerTask: 64) { rows in
        let start = shared.base + 4 * rows.lowerBound * width
        prepared.apply(to: UnsafeMutableBufferPointer(start: start, count: 4 * rows.count * width))
      }
    }
    return RGBAImage(width: width, height: height, pixels: out)
  }
}

/// A labeled comparison sheet: the original beside its protanopia, deuteranopia,
/// tritanopia and achromatopsia simulations, for pasting into a design review.
public enum ComparisonSheet {
  /// The deficiencies a sheet shows: the three dichromacies (the strongest forms of each
  /// cone's loss) and achromatopsia; the anomalies look like milder versions of these.
  public static let panels: [Deficiency] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia]

  /// - Parameters:
  ///   - image: an opaque image (composite transparent images first).
  ///   - maximumPanelWidth: panels wider than this are shrunk by a whole factor.
  public static func make(
    from image: RGBAImage, severity: Double? = nil, method: SimulationMethod? = nil,
    maximumPanelWidth: Int = 720
  ) -> RGBAImage {
    let factor = max(1, (image.width + maximumPanelWidth - 1) / maximumPanelWidth)
    let base = image.downscaled(by: factor)
    var items: [(String, RGBAImage)] = [("Original", base)]
    for d in panels {
      let simulator = CVDSimulator(
        d, severity: d == .achromatopsia ? nil : severity, method: d == .achromatopsia ? nil : method)
      var label = d.rawValue.prefix(1).uppercased() + d.rawValue.dropFirst()
      if d != .achromatopsia {
        label += " - \(methodLabel(simulator.method))"
        if simulator.severity < 1 { label += " \(Int((simulator.severity * 100).rounded()))%" }
      }
      items.append((label, base.simulated(simulator)))
    }
    let gap = 16
    let scale = base.width > 500 ? 2 : 1
    let labelHeight = RGBAImage.textHeight(scale: scale) + 12 * scale
    let width = items.count * base.width + (items.count + 1) * gap
    let height = labelHeight + base.height + 2 * gap
    var sheet = RGBAImage(width: width, height: height, fill: RGBA8(red: 242, green: 242, blue: 245))
    for (i, (label, panel)) in items.enumerated() {
      let x = gap + i * (base.width + gap)
      var text = label
      while RGBAImage.textWidth(text, scale: scale) > base.width && text.count > 4 {
        text = String(text.dropLast(2)) + "."
      }
      sheet.draw(text, x: x, y: gap + 4 * scale, color: RGBA8(red: 28, green: 28, blue: 30), scale: scale)
      sheet.place(panel, x: x, y: gap + labelHeight)
      sheet.stroke(
        x: x - 1, y: gap + labelHeight - 1, width: panel.width + 2, height: panel.height + 2,
        color: RGBA8(red: 200, green: 200, blue: 205), thickness: 1)
    }
    return sheet
  }

  static func methodLabel(_ m: SimulationMethod) -> String {
    switch m {
    case .vienot1999: return "Vienot 1999"
    case .brettel1997: return "Brettel 1997"
    case .machado2009: return "Machado 2009"
    }
  }
}
