/// Whether two UI states stay distinguishable for viewers with color-vision deficiencies.
///
/// The one test behind both the palette state-group check and the screenshot scan's
/// color-only-state rule. A state is its set of colors (text, fill, border…, component by
/// component); two states are told apart by whichever component differs most. For each
/// deficiency both states are simulated and that largest ΔE2000 is taken:
///
/// - the pair **collapses** for a deficiency when it falls below `threshold` (default 10:
///   ΔE00 ≈ 2 is a just-noticeable difference side by side; 10 is what a glance at two
///   separate controls needs, the usual design-system figure for "distinct");
/// - independently, WCAG technique G183 asks for a luminance contrast of at least 3:1
///   between colors that carry a distinction without another cue.
///
/// A pair is **distinguishable** when no checked deficiency collapses it, or when the
/// states' luminance contrast reaches 3:1.
public enum Distinguishability {
  /// The ΔE2000 below which two states collapse: 10, what a glance at two separate controls
  /// needs (ΔE00 ≈ 2 is only the just-noticeable difference side by side).
  public static let defaultThreshold = 10.0

  /// The measurements behind a verdict, kept so a report can say why a pair fails.
  public struct Result: Sendable, Hashable {
    /// ΔE2000 of the most different component, per deficiency checked (and typical vision).
    public var deltaE: [Deficiency: Double]
    /// ΔE2000 of the most different component for typical color vision (no simulation).
    public var typicalDeltaE: Double
    /// Largest WCAG luminance ratio between corresponding components of the two states.
    public var luminanceRatio: Double
    /// Deficiencies under which the states collapse, worst first.
    public var collapsing: [Deficiency]

    /// The palette rule: either no deficiency collapses the states, or their luminance
    /// contrast reaches 3:1 (which survives every deficiency).
    public var isDistinguishable: Bool { collapsing.isEmpty || luminanceRatio >= 3 }
    /// The stricter screenshot rule for states carried by color alone (WCAG 1.4.1, G183):
    /// no deficiency collapses them *and* they differ by 3:1 in luminance.
    public var survivesColorOnly: Bool { collapsing.isEmpty && luminanceRatio >= 3 }
    /// The deficiency to name in a report: the worst collapsing one.
    public var worst: Deficiency? { collapsing.first }
  }

  /// Compares two states given as corresponding colors (e.g. [text, fill]).
  ///
  /// Cost: one `CVDSimulator` and two ΔE2000 per component per deficiency; microseconds.
  /// The arrays must be non-empty and of equal length (a precondition: a mismatch is a
  /// programming error, not bad input).
  public static func compare(
    _ a: [SRGBColor], _ b: [SRGBColor], threshold: Double = defaultThreshold,
    deficiencies: [Deficiency] = Deficiency.checked
  ) -> Result {
    precondition(a.count == b.count && !a.isEmpty, "states need the same components")
    // The largest difference of corresponding components. With no components (excluded by
    // the precondition) the states would be the same: ΔE 0, ratio 1.
    func spread(_ f: (SRGBColor) -> SRGBColor) -> Double {
      zip(a, b).map { DeltaE.ciede2000(f($0), f($1)) }.max() ?? 0
    }
    let measured = deficiencies.map { d in
      let s = CVDSimulator(d)
      return (deficiency: d, delta: spread { s.simulate($0) })
    }
    return verdict(measured, typicalDeltaE: spread { $0 }, a, b, threshold: threshold)
  }

  /// The result from each deficiency's ΔE00, the typical one and the states' colors.
  private static func verdict(
    _ measured: [(deficiency: Deficiency, delta: Double)], typicalDeltaE: Double, _ a: [SRGBColor],
    _ b: [SRGBColor], threshold: Double
  ) -> Result {
    var deltas: [Deficiency: Double] = [:]
    for m in measured { deltas[m.deficiency] = m.delta }
    let luminance = zip(a, b).map { WCAG.contrastRatio(of: $0, on: $1) }.max() ?? 1
    // Ties (states that differ only in lightness measure alike under several deficiencies)
    // go to the order the deficiencies were asked in, not to the dictionary's, which Swift
    // seeds per process: the named deficiency must not change from run to run.
    let collapsing = measured.filter { $0.delta < threshold }.enumerated()
      .sorted { ($0.element.delta, $0.offset) < ($1.element.delta, $1.offset) }.map(\.element.deficiency)
    return Result(
      deltaE: deltas, typicalDeltaE: typicalDeltaE, luminanceRatio: luminance, collapsing: collapsing)
  }

  /// A state's colors in CIELAB as typical vision and each deficiency sees them, computed
  /// once: a group of n states makes n(n-1)/2 comparisons, and each simulated and converted
  /// both of its states again, for every deficiency (5 % of checking a large palette).
  public struct SeenState: Sendable {
    let colors: [SRGBColor]
    let deficiencies: [Deficiency]
    let typical: [CIELab]
    /// By deficiency, in the order of `deficiencies`.
    let simulated: [[CIELab]]

    /// The state of `colors` (its components), seen with each of `deficiencies`.
    public init(_ colors: [SRGBColor], deficiencies: [Deficiency] = Deficiency.checked) {
      self.colors = colors
      self.deficiencies = deficiencies
      typical = colors.map { CIELab($0) }
      simulated = deficiencies.map { d in
        let s = CVDSimulator(d)
        return colors.map { CIELab(s.simulate($0)) }
      }
    }
  }

  /// `compare(_:_:threshold:deficiencies:)` of two states seen with the same deficiencies,
  /// with the same result. The states must have the same number of components, at least one.
  public static func compare(_ a: SeenState, _ b: SeenState, threshold: Double = defaultThreshold) -> Result {
    precondition(
      a.colors.count == b.colors.count && !a.colors.isEmpty && a.deficiencies == b.deficiencies,
      "states need the same components, seen with the same deficiencies")
    func spread(_ x: [CIELab], _ y: [CIELab]) -> Double {
      zip(x, y).map { DeltaE.ciede2000($0, $1) }.max() ?? 0
    }
    let measured = a.deficiencies.indices.map { k in
      (deficiency: a.deficiencies[k], delta: spread(a.simulated[k], b.simulated[k]))
    }
    return verdict(
      measured, typicalDeltaE: spread(a.typical, b.typical), a.colors, b.colors, threshold: threshold)
  }
}
