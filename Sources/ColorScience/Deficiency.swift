/// Kinds of color-vision deficiency Legible simulates.
///
/// Dichromacy (`…anopia`) lacks one cone type; anomalous trichromacy (`…anomaly`) has a
/// shifted one, graded by a severity in 0…1 (1 is the dichromat). Achromatopsia (rod
/// monochromacy) sees luminance only.
public enum Deficiency: String, CaseIterable, Sendable {
  /// No long-wavelength (L, "red") cones: reds darken and merge with greens; about 1 % of men.
  case protanopia
  /// No medium-wavelength (M, "green") cones: reds and greens merge; about 1 % of men.
  case deuteranopia
  /// No short-wavelength (S, "blue") cones: blues merge with greens, yellows with pinks; rare.
  case tritanopia
  /// Shifted L cones (anomalous trichromacy), a milder protanopia graded by severity.
  case protanomaly
  /// Shifted M cones, the most common deficiency (about 5 % of men), graded by severity.
  case deuteranomaly
  /// Shifted S cones, a milder tritanopia graded by severity.
  case tritanomaly
  /// Rod monochromacy: luminance only, simulated as WCAG relative luminance on every channel.
  case achromatopsia

  /// The cone type affected, or nil for achromatopsia.
  public var cone: Cone? {
    switch self {
    case .protanopia, .protanomaly: return .long
    case .deuteranopia, .deuteranomaly: return .medium
    case .tritanopia, .tritanomaly: return .short
    case .achromatopsia: return nil
    }
  }

  /// True for the dichromacies and achromatopsia, whose severity is 1 by definition.
  public var isComplete: Bool {
    switch self {
    case .protanopia, .deuteranopia, .tritanopia, .achromatopsia: return true
    default: return false
    }
  }

  /// The severity used when none is given: 1 for complete forms; 0.6 for the anomalies,
  /// a moderate case (Machado et al. 2009 tabulate 0…1; 0.6 sits in the range their
  /// subjects spanned and is what most simulators default to for "…anomaly").
  public var defaultSeverity: Double { isComplete ? 1 : 0.6 }

  /// The deficiencies a palette or screen check covers by default: the three dichromacies
  /// (the worst case of each cone) and achromatopsia.
  public static let checked: [Deficiency] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia]

  /// A short family name for reports: "protan", "deutan", "tritan", "achromat".
  package var family: String {
    switch cone {
    case .long: return "protan"
    case .medium: return "deutan"
    case .short: return "tritan"
    case nil: return "achromat"
    }
  }
}

/// Cone classes of the retina.
public enum Cone: Int, Sendable {
  /// L cones, peak sensitivity near 560 nm; missing in protanopia.
  case long = 0
  /// M cones, peak near 530 nm; missing in deuteranopia.
  case medium = 1
  /// S cones, peak near 420 nm; missing in tritanopia.
  case short = 2
}

/// Published CVD simulation methods.
public enum SimulationMethod: String, CaseIterable, Sendable {
  /// Viénot, Brettel & Mollon 1999, "Digital video colourmaps for checking the legibility
  /// of displays by dichromats": one projection plane. Accurate for protan and deutan.
  case vienot1999
  /// Brettel, Viénot & Mollon 1997, "Computerized simulation of color appearance for
  /// dichromats": two half-planes. The reference for tritan.
  case brettel1997
  /// Machado, Oliveira & Fernandes 2009, "A physiologically-based model for simulation of
  /// color vision deficiency": matrices per severity step of 0.1.
  case machado2009

  /// The method the DaltonLens review recommends: Brettel 1997 for tritan, Viénot 1999 for
  /// full protan/deutan, Machado 2009 for protan/deutan severities below 1.
  public static func recommended(for deficiency: Deficiency, severity: Double) -> SimulationMethod {
    switch deficiency.cone {
    case .short: return .brettel1997
    case .long, .medium: return severity < 1 ? .machado2009 : .vienot1999
    case nil: return .vienot1999  // unused: achromatopsia has its own model
    }
  }
}
