/// A color as Legible admits it from input (a command-line argument, a palette file): finite,
/// and inside sRGB, with a record of whether it had to be clipped to get there.
///
/// Every color read from a user goes through `init(_:input:)`, so `legible contrast`, every
/// palette reader and the asset-catalog components judge the same value the same way: a
/// palette cannot pass a color that `contrast` fails. Wide-gamut colors (`lab(50 100 0)`,
/// `color(display-p3 2 0 0)`) are clipped by `SRGBColor.clipped`, this module's gamut policy,
/// which keeps every WCAG ratio within 1…21. A conversion that overflows (`lab(1e200 0 0)`)
/// gives infinities or NaN, which no policy can place: that is an error, not black.
public struct InputColor: Sendable, Hashable {
  /// The color to judge: finite, in gamut (alpha kept, clipped to 0…1).
  public var color: SRGBColor
  /// The converted value before clipping, when it lay outside sRGB; nil when it was inside.
  public var unclipped: SRGBColor?
  /// The text the color was read from, as given.
  public var input: String

  /// Admits `raw`, a conversion's result for `input`.
  ///
  /// - Throws: `ColorParseError` when a component is infinite or NaN (the conversion
  ///   overflowed), naming the input.
  public init(_ raw: SRGBColor, input: String) throws(ColorParseError) {
    try raw.requireFinite(input: input)
    self.input = input
    color = raw.clipped
    unclipped = raw.isInGamut ? nil : raw
  }

  /// Parses `text` as a CSS color (see `CSSColorParser.parse(_:)`) and admits it.
  public init(css text: String) throws(ColorParseError) {
    try self.init(CSSColorParser.parse(text), input: text)
  }

  /// Whether the input lay outside sRGB and was clipped.
  public var wasClipped: Bool { unclipped != nil }

  /// The note every command prints for a clipped color, `subject` naming it (a role, a token):
  /// "foreground lab(50 100 0) is outside sRGB; clipped in linear light to #ff0018".
  public func clippingNote(subject: String) -> String? {
    guard wasClipped else { return nil }
    return InputColor.clippingNote(subject: subject, input: input, clipped: color)
  }

  /// The clipping note for a color already admitted (a palette token keeps only its input
  /// text and clipped color): one wording for `contrast`, palettes and every report.
  public static func clippingNote(subject: String, input: String, clipped: SRGBColor) -> String {
    "\(subject) \(input) is outside sRGB; clipped in linear light to \(clipped.withAlpha(1).hex)"
  }
}

extension SRGBColor {
  /// True when every component, alpha included, is a finite number.
  public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

  /// Throws unless every component is finite: the one check that stops an overflowed
  /// conversion (components of 1e200 through a cube or a matrix) being read as black.
  public func requireFinite(input: String) throws(ColorParseError) {
    guard isFinite else {
      throw ColorParseError(
        input: input,
        reason:
          "its conversion to sRGB overflows (a component is not a finite number); expected components within the color space's range"
      )
    }
  }
}
