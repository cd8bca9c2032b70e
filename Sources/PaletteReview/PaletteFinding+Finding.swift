import Findings

extension Finding {
  /// A palette finding as the one finding type reports read. The fingerprint is stable
  /// across token reordering and file moves: rule, file name, variant, tokens.
  public static func from(palette f: PaletteFinding, paletteFile: String) -> Finding {
    Finding(
      rule: f.rule, level: f.level, file: f.location?.file ?? paletteFile, line: f.location?.line,
      column: f.location?.column,
      variant: f.variant.rawValue, tokens: f.tokens, colors: f.colors.map(\.hex), ratio: f.ratio,
      required: f.required,
      message: f.message, fix: f.fix.map { "\($0.token): \($0.color.hex)" },
      fingerprint:
        "\(f.rule.id)|\(baseName(paletteFile))|\(f.variant.rawValue)|\(f.tokens.joined(separator: "|"))")
  }

  /// The finding for a palette in which nothing could be checked: no pair inferred from its
  /// token names and none listed by a policy. Nothing passes unchecked.
  public static func paletteUnchecked(_ paletteFile: String) -> Finding {
    Finding(
      rule: .paletteUnchecked, level: Rule.paletteUnchecked.defaultLevel, file: paletteFile,
      message:
        "no foreground/background pair can be inferred from the token names and no policy lists one, so no contrast was checked; add palette pairs to legible.json (legible palette \(paletteFile) --init-policy FILE writes a start)",
      fingerprint: "palette-unchecked|\(baseName(paletteFile))")
  }
}
