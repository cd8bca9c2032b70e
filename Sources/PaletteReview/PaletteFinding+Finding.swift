import Findings

extension Finding {
  /// A palette finding as the one finding type reports read. The fingerprint is stable
  /// across token reordering and file moves: rule, file name, variant, tokens.
  public static func from(palette f: PaletteFinding, paletteFile: String) -> Finding {
    Finding(
      rule: f.rule, level: f.level, file: f.location?.file ?? paletteFile, line: f.location?.line, column: f.location?.column,
      variant: f.variant.rawValue, tokens: f.tokens, colors: f.colors.map(\.hex), ratio: f.ratio, required: f.required,
      message: f.message, fix: f.fix.map { "\($0.token): \($0.color.hex)" },
      fingerprint: "\(f.rule.id)|\(baseName(paletteFile))|\(f.variant.rawValue)|\(f.tokens.joined(separator: "|"))")
  }
}
