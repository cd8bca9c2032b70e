import ColorScience
import JSONSupport

/// A policy to start from when a palette's names say nothing about which colors go
/// together (Apple's system colors, IBM Carbon's scales): written by `--init-policy`, and
/// shown, two lines long, when a check would otherwise verify nothing.
public enum PolicyStarter {
  /// The pairs to write: the inferred ones when there are any, else one pair from the
  /// colors themselves (the darkest opaque token on the lightest, in the first variant),
  /// for a person to edit.
  public static func pairs(for palette: Palette) -> [PairRule] {
    let inferred = PairInference.infer(Set(palette.variants.values.flatMap(\.keys)))
    if !inferred.isEmpty { return inferred }
    guard let v = palette.variants.keys.sorted().first, let tokens = palette.variants[v] else { return [] }
    let opaque = tokens.values.filter(\.color.isOpaque).map { ($0.path, WCAG.relativeLuminance($0.color)) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    guard let dark = opaque.first, let light = opaque.last, dark.0 != light.0 else { return [] }
    let (fg, bg) = v.isDark ? (light.0, dark.0) : (dark.0, light.0)
    return [PairRule(foreground: fg, background: bg, use: .text, source: "starter")]
  }

  /// A policy file (`{"palette": {"pairs": […]}}`), one pair rule per foreground.
  public static func policyJSON(for palette: Palette) -> String {
    var order: [String] = []
    var grouped: [String: (use: PairUse, backgrounds: [String])] = [:]
    for p in pairs(for: palette) {
      let key = p.foreground + "\u{0}" + p.use.rawValue
      if grouped[key] == nil { order.append(key) }
      grouped[key, default: (p.use, [])].backgrounds.append(p.background)
    }
    let rules: [JSONValue] = order.map { key in
      let g = grouped[key]!
      let fg = String(key.prefix { $0 != "\u{0}" })
      return .object([
        "foreground": .string(fg),
        "background": g.backgrounds.count == 1 ? .string(g.backgrounds[0]) : .array(g.backgrounds.map { .string($0) }),
        "use": .string(g.use.rawValue),
      ])
    }
    return JSONWriter.string(.object([
      "description": .string("Pairs to check in \(palette.name): written by legible palette --init-policy from the token names; edit, then pass with --config."),
      "palette": .object(["pairs": .array(rules)]),
    ]))
  }

  /// The two-line policy shown when nothing could be checked.
  public static func twoLines(for palette: Palette) -> String {
    let p = pairs(for: palette).first
    let fg = p?.foreground ?? "text.primary"
    let bg = p?.background ?? "background.default"
    return "{\"palette\": {\"pairs\": [\n  {\"foreground\": \"\(fg)\", \"background\": \"\(bg)\", \"use\": \"text\"}]}}"
  }
}
