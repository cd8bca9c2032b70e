import ColorScience
import FileInput
import Foundation
import JSONSupport

/// Tokens as a reader found them, before aliases are resolved: those every variant shares,
/// and each mode's own (a `dark` group, a `.dark` selector, a `tokens.dark.json` file).
///
/// The plain forms (nested hex JSON, Style Dictionary, Tokens Studio, CSS custom
/// properties) and a palette spread over several files all end here, so one set of rules
/// says which variants exist and what each inherits:
/// - a variant is every mode named, plus standard when shared tokens exist;
/// - a variant sees the shared tokens, then its base's own (increased contrast sees
///   standard's, dark increased contrast sees dark's), then its own. Dark does not inherit
///   light: a token only the light file defines is absent from dark, not checked there with
///   light's value.
/// Aliases are resolved per variant, so `var(--gray-9)` means the dark gray under dark.
struct TokenLayers {
  /// One way a value can be read. CSS's `var(--a, #fff)` has two: the first that exists in
  /// the variant is taken.
  enum Alternative: Equatable {
    /// A color, with the text it was clipped from when it lay outside sRGB (`InputColor`).
    case color(SRGBColor, clippedFrom: String? = nil)
    case alias(String, alpha: Double?)
    /// Defined, but not a color (a size, a font): an alias to it drops the token quietly.
    case notColor
  }

  struct Entry {
    var alternatives: [Alternative]
    var location: SourceLocation?

    init(_ alternatives: [Alternative], location: SourceLocation?) {
      self.alternatives = alternatives
      self.location = location
    }
  }

  var shared: [String: Entry] = [:]
  var modes: [Variant: [String: Entry]] = [:]
  /// The source's names for its modes (`[data-theme="night"]`), by variant.
  var themeNames: [Variant: String] = [:]
  var notes: [String] = []

  var tokenCount: Int { shared.count + modes.values.reduce(0) { $0 + $1.count } }

  /// The variants this palette has: every mode, and standard when shared tokens exist.
  var variants: [Variant] {
    var v = Set(modes.keys)
    if !shared.isEmpty || v.isEmpty { v.insert(.standard) }
    return v.sorted()
  }

  /// What `variant` sees: shared tokens, its base's, its own (later wins).
  func entries(for variant: Variant) -> [String: Entry] {
    var out = shared
    if let base = variant.base, let own = modes[base] { out.merge(own) { _, later in later } }
    if let own = modes[variant] { out.merge(own) { _, later in later } }
    return out
  }

  /// Adds another file's layers (files of one palette): a token defined twice in the same
  /// layer is an error, since the files then say different things about one variant.
  mutating func merge(_ other: TokenLayers, file: String, otherFile: String) throws(PaletteError) {
    func add(_ from: [String: Entry], into to: inout [String: Entry]) throws(PaletteError) {
      for (path, e) in from.sorted(by: { $0.key < $1.key }) {
        if let first = to[path], first.alternatives != e.alternatives {
          throw PaletteError(
            file: e.location?.file ?? otherFile, line: e.location?.line, column: e.location?.column,
            tokenPath: path,
            message:
              "is also defined in \(first.location?.description ?? file) with another value: if these files are variants of one palette, name them with --variant NAME=FILE (e.g. --variant dark=\(otherFile))"
          )
        }
        to[path] = e
      }
    }
    try add(other.shared, into: &shared)
    for (v, m) in other.modes {
      var own = modes[v] ?? [:]
      try add(m, into: &own)
      modes[v] = own
    }
    themeNames.merge(other.themeNames) { first, _ in first }
    notes += other.notes
  }

  /// Every variant resolved to colors: alternatives chosen, tokens that alias a non-color
  /// dropped, aliases followed (`AliasResolver`: cycles, missing targets, chain limit).
  func resolved(limits: PaletteLimits) throws(PaletteError) -> [Variant: [String: Token]] {
    var out: [Variant: [String: Token]] = [:]
    for v in variants {
      let all = entries(for: v)
      // The first alternative that exists here; a missing alias is left for the resolver
      // to report with its location.
      var chosen: [String: (alt: Alternative, location: SourceLocation?)] = [:]
      chosen.reserveCapacity(all.count)
      for (path, e) in all {
        let pick =
          e.alternatives.first { alt in
            if case .alias(let t, _) = alt { return all[t] != nil }
            return true
          } ?? e.alternatives.first ?? .notColor
        chosen[path] = (pick, e.location)
      }
      // Tokens whose chain ends in a non-color are not colors: each chain walked once, its
      // answer shared by every link (linear, like AliasResolver).
      var endsInColor: [String: Bool] = [:]
      for path in chosen.keys {
        guard endsInColor[path] == nil else { continue }
        var chain: [String] = []
        var seen = Set<String>()
        var current = path
        var answer = true  // missing targets and cycles: kept, for the resolver's error
        while true {
          if let known = endsInColor[current] {
            answer = known
            break
          }
          guard seen.insert(current).inserted, chain.count <= limits.maximumAliasChain,
            let c = chosen[current]
          else { break }
          chain.append(current)
          switch c.alt {
          case .notColor: answer = false
          case .color: answer = true
          case .alias(let t, _):
            current = t
            continue
          }
          break
        }
        for p in chain { endsInColor[p] = answer }
      }
      var resolverEntries: [String: AliasResolver.Entry] = [:]
      for (path, c) in chosen where endsInColor[path] != false {
        switch c.alt {
        case .color(let color, let clippedFrom):
          resolverEntries[path] = .init(raw: .color(color), location: c.location, clippedFrom: clippedFrom)
        case .alias(let t, let a):
          resolverEntries[path] = .init(raw: .alias(t, alpha: a), location: c.location)
        case .notColor: break
        }
      }
      out[v] = try AliasResolver.resolve(resolverEntries, limits: limits)
    }
    return out
  }

  /// The palette these layers make.
  func palette(name: String, format: String, files: [String], limits: PaletteLimits) throws(PaletteError)
    -> Palette
  {
    var p = Palette(name: name, format: format, files: files, variants: try resolved(limits: limits))
    p.readerNotes = notes
    p.themeNames = themeNames
    return p
  }
}

/// The words that name an appearance mode in keys, selectors and file names: light, dark,
/// hc, high-contrast, increased-contrast, and their combinations (`dark-hc`). Stricter
/// than `Variant.named`, which also reads `default` and `base`: in a plain token file those
/// are token names (`bg.default`), not modes.
package enum ModeWords {
  static let light: Set<String> = ["light", "day"]
  static let dark: Set<String> = ["dark", "night"]

  /// The variant a name made only of mode words says, or nil when any word is not one.
  /// Words are split at `-`, `_`, `.` and spaces: `dark-high-contrast` → dark increased contrast.
  package static func variant(_ name: String) -> Variant? {
    let words = name.lowercased().split { $0 == "-" || $0 == "_" || $0 == "." || $0 == " " }.map(String.init)
    guard !words.isEmpty else { return nil }
    var isDark = false
    var isLight = false
    var isHigh = false
    var i = 0
    while i < words.count {
      let w = words[i]
      if dark.contains(w) {
        isDark = true
      } else if light.contains(w) {
        isLight = true
      } else if w == "hc" || w == "highcontrast" {
        isHigh = true
      } else if (w == "high" || w == "increased" || w == "more") && i + 1 < words.count
        && words[i + 1] == "contrast"
      {
        isHigh = true
        i += 1
      } else {
        return nil
      }
      i += 1
    }
    if isDark && isLight { return nil }
    if isHigh { return isDark ? .darkIncreasedContrast : .increasedContrast }
    return isDark ? .dark : .standard
  }

  /// The mode a file name says (`tokens.dark.json`, `colors-dark-hc.css`): the longest run
  /// of mode words among the name's parts, and the name with them taken out (to tell
  /// siblings of one palette apart: `tokens.light.json` and `tokens.dark.json` share
  /// `tokens.*.json`).
  package static func inFileName(_ fileName: String) -> (variant: Variant, rest: String)? {
    let separators: Set<Character> = ["-", "_", ".", " "]
    var parts: [(word: String, separator: Character?)] = []
    var word = ""
    for ch in fileName {
      if separators.contains(ch) {
        parts.append((word, ch))
        word = ""
      } else {
        word.append(ch)
      }
    }
    parts.append((word, nil))
    var best: (start: Int, end: Int, variant: Variant)? = nil
    for start in parts.indices {
      for end in start..<min(parts.count, start + 4) {
        let name = parts[start...end].map(\.word).joined(separator: "-")
        if let v = variant(name), best.map { end - start > $0.end - $0.start } ?? true {
          best = (start, end, v)
        }
      }
    }
    guard let best else { return nil }
    // The run of mode words (and the separators inside it) becomes one `*`.
    var rest = ""
    for (i, p) in parts.enumerated() {
      if i == best.start { rest += "*" } else if !(best.start...best.end).contains(i) { rest += p.word }
      if let s = p.separator, !(best.start..<best.end).contains(i) { rest.append(s) }
    }
    return (best.variant, rest)
  }
}

extension TokenLayers.Alternative {
  static let colorFunctions = [
    "rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(",
  ]

  /// A string value of the plain JSON forms: an alias `{a.b}` (Style Dictionary's
  /// `{a.b.value}` too), Tokens Studio's `rgba({a.b}, 0.5)`, a CSS color, or something
  /// else (a font, a size), which is not a color. A string that starts like a color
  /// (`#`, `rgb(`…) and does not parse is an error at its place.
  static func reading(_ s: String, file: String, node: JSONNode, path: String) throws(PaletteError) -> Self {
    let text = s.trimmingCharacters(in: .whitespaces)
    if PaletteInput.isAlias(text) {
      var target = PaletteInput.aliasTarget(text)
      if target.hasSuffix(".value") { target.removeLast(".value".count) }
      return .alias(target, alpha: nil)
    }
    let lower = text.lowercased()
    if lower.hasPrefix("rgba({") || lower.hasPrefix("rgb({"), let close = text.firstIndex(of: "}"),
      text.hasSuffix(")"), let open = text.firstIndex(of: "{")
    {
      let target = String(text[text.index(after: open)..<close])
      let rest = text[text.index(after: close)..<text.index(before: text.endIndex)].trimmingCharacters(
        in: .whitespaces)
      let alphaText = rest.hasPrefix(",") ? rest.dropFirst().trimmingCharacters(in: .whitespaces) : rest
      var alpha = Double(alphaText.hasSuffix("%") ? String(alphaText.dropLast()) : alphaText)
      if alphaText.hasSuffix("%") { alpha = alpha.map { $0 / 100 } }
      guard let alpha, alpha.isFinite, (0...1).contains(alpha) else {
        throw PaletteError(
          file: file, line: node.span.line, column: node.span.column, tokenPath: path,
          message: "'\(MessageText.quoted(s))': expected rgba({token}, alpha) with an alpha from 0 to 1")
      }
      return .alias(
        target.hasSuffix(".value") ? String(target.dropLast(".value".count)) : target, alpha: alpha)
    }
    if lower.hasPrefix("#") || colorFunctions.contains(where: { lower.hasPrefix($0) }) {
      let c = try PaletteInput.admitted(text, file: file, node: node, path: path)
      return .color(c.color, clippedFrom: c.wasClipped ? c.input : nil)
    }
    if let named = try? SRGBColor(css: lower), !lower.isEmpty, lower.allSatisfy({ $0.isLetter }) {
      return .color(named)
    }
    return .notColor
  }
}
