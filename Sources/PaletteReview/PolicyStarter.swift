import ColorScience
import JSONSupport

/// A policy to start from when a palette's names say nothing about which colors go
/// together (Apple's system colors, IBM Carbon's scales): written by `--init-policy`, and
/// shown, two lines long, when a check would otherwise verify nothing.
public enum PolicyStarter {
  /// The pairs to write: the inferred ones when there are any; else pairs by role, each
  /// text-like token on each surface-like one, for a person to prune. Roles come from the
  /// names (`TokenRole`: text and icons on surfaces) and, where the names say nothing
  /// (Apple's `systemBlue`, Carbon's `blue.60`), from the colors in the first theme: the
  /// near-neutral tokens at the light end (the dark end in a dark theme) are surfaces, and
  /// the tokens with at least 3:1 on one of them are text.
  public static func pairs(for palette: Palette) -> [PairRule] {
    let inferred = PairInference.infer(Set(palette.variants.values.flatMap(\.keys)))
    if !inferred.isEmpty { return inferred }
    guard let v = palette.variants.keys.sorted().first, let tokens = palette.variants[v] else { return [] }
    let paths = tokens.keys.sorted()
    let roles = Dictionary(uniqueKeysWithValues: paths.map { ($0, TokenRole.of($0)) })
    var foregrounds = paths.filter { roles[$0]?.isForeground == true }
    var surfaces = paths.filter { roles[$0] == .surface }
    if surfaces.isEmpty {
      // Surfaces by value: opaque, nearly neutral (OKLCH chroma below 0.03), and at the light
      // end of relative luminance (0.75 and up; 0.02 and down in a dark theme). Interaction
      // states (hover, pressed) are not surfaces of their own.
      surfaces = paths.filter { p in
        guard let c = tokens[p]?.color, c.isOpaque, PairInference.read(p).transient == nil, OKLCH(c).c < 0.03
        else { return false }
        let l = WCAG.relativeLuminance(c)
        return v.isDark ? l <= 0.02 : l >= 0.75
      }
    }
    if foregrounds.isEmpty && !surfaces.isEmpty {
      // Text by value: what reaches 3:1 on a surface, at rest (Apple's systemBlue links
      // are 4:1 on white; a color below 3:1 on every surface is a fill, not text).
      let surfaceLuminances = surfaces.compactMap { tokens[$0].map { WCAG.relativeLuminance($0.color) } }
      foregrounds = paths.filter { p in
        guard !surfaces.contains(p), let c = tokens[p]?.color, c.isOpaque,
          PairInference.read(p).transient == nil
        else { return false }
        let l = WCAG.relativeLuminance(c)
        return surfaceLuminances.contains { WCAG.contrastRatio(luminance: l, $0) >= 3 }
      }
    }
    var out: [PairRule] = []
    for f in foregrounds {
      for b in surfaces where b != f {
        out.append(
          PairRule(
            foreground: f, background: b, use: roles[f] == .icon ? .ui : .text, source: "starter",
            inferredBy: "by role: text-like on surface-like"))
      }
    }
    return out
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
    let rules: [JSONValue] = order.compactMap { key in
      guard let g = grouped[key] else { return nil }
      let fg = String(key.prefix { $0 != "\u{0}" })
      return .object([
        "foreground": .string(fg),
        "background": g.backgrounds.count == 1
          ? .string(g.backgrounds[0]) : .array(g.backgrounds.map { .string($0) }),
        "use": .string(g.use.rawValue),
      ])
    }
    return JSONWriter.string(
      .object([
        "description": .string(
          "Pairs to check in \(palette.name): written by legible palette --init-policy from the token names; edit, then pass with --config."
        ),
        "palette": .object(["pairs": .array(rules)]),
      ]))
  }

  /// The two-line policy shown when nothing could be checked.
  public static func twoLines(for palette: Palette) -> String {
    let p = pairs(for: palette).first
    let fg = p?.foreground ?? "text.primary"
    let bg = p?.background ?? "background.default"
    return
      "{\"palette\": {\"pairs\": [\n  {\"foreground\": \"\(fg)\", \"background\": \"\(bg)\", \"use\": \"text\"}]}}"
  }
}
