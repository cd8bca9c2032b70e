import ColorScience
import PaletteReview

/// Text output of a palette review: the palette, how its pairs were found, then each theme
/// with its figures and findings at their token's `file:line:column`.
package enum PaletteText {
  package static func render(_ r: PaletteReport, style: TextStyle = .plain) -> String {
    var out = ""
    func line(_ s: String = "") {
      out += s
      out += "\n"
    }
    let p = r.palette
    // Names come from the palette: escaped, never starting a line with `::` (DisplayText).
    let e = DisplayText.escaped
    line(
      style.bold(DisplayText.lineStart(p.name))
        + " (\(p.format), \(p.files.count) file\(p.files.count == 1 ? "" : "s"))")
    if r.inferredPairs > 0 {
      var byRule: [String: Int] = [:]
      var seen = Set<String>()
      for pairs in r.checkedPairs.values {
        for x in pairs where seen.insert(x.pair.foreground + "\u{0}" + x.pair.background).inserted {
          byRule[x.pair.source, default: 0] += 1
        }
      }
      line(
        "pairs inferred from token names: "
          + byRule.sorted { $0.key < $1.key }.map { "\($0.value) by \($0.key)" }.joined(separator: ", ")
          + (r.unpaired.isEmpty
            ? "" : "; \(r.unpaired.count) foreground\(r.unpaired.count == 1 ? "" : "s") left unpaired")
          + " (--explain-pairs says why)")
    }
    for g in r.inferredStateGroups {
      line(
        "state group inferred from names (collapses are warnings; declare it to make them errors): \(e(g.name)): \(e(g.members.joined(separator: ", ")))"
      )
    }
    for s in skippedVariantLines(p) { line(s) }
    for s in p.skippedThemes { line("theme '\(e(s.name))' not checked: \(e(s.reason))") }
    for t in p.clippedTokens {
      let loc = t.location.map { "\(e($0.file)):\($0.line):\($0.column): " } ?? ""
      line(
        loc + "note: "
          + e(InputColor.clippingNote(subject: "'\(t.path)'", input: t.clippedFrom ?? "", clipped: t.color)))
    }
    if !r.suppressed.isEmpty {
      line(
        "\(r.suppressed.count) finding\(r.suppressed.count == 1 ? "" : "s") suppressed by their tokens ($extensions.legible):"
      )
      for item in r.suppressed {
        let loc =
          item.finding.location.map { "\(DisplayText.lineStart($0.file)):\($0.line):\($0.column): " } ?? ""
        line(
          "  \(loc)\(item.finding.rule.id) \(e(item.finding.tokens.joined(separator: " on "))): \(e(item.reason))"
        )
      }
    }
    let byVariant = Dictionary(grouping: r.findings.indices.filter { r.findings[$0].theme == nil }) {
      r.findings[$0].variant
    }
    let sections =
      p.variants.keys.sorted().map { v in
        (
          p.displayName(v), p.variants[v]?.count ?? 0, r.checkedPairs[v] ?? [],
          (byVariant[v] ?? []).map { r.findings[$0] }, r.unchecked[v] ?? []
        )
      }
      + zip(p.extraThemes, r.extraThemes).map { t, checked in
        (
          "\(t.name) (\(t.variant.displayName))", t.tokens.count, checked.pairs,
          r.findings.filter { $0.theme == t.name }, r.uncheckedThemes[t.name] ?? []
        )
      }
    for (title, tokenCount, pairs, fs, unchecked) in sections {
      // Counted, not filtered into a copy (a theme can hold 20,000 pairs).
      var failing = 0
      for k in pairs.indices where pairs[k].required.map({ pairs[k].ratio < $0 }) ?? false { failing += 1 }
      line("")
      line(
        style.bold(DisplayText.lineStart(title))
          + ": \(tokenCount) tokens, \(pairs.count) pairs checked, \(failing) below their minimum, \(fs.count) finding\(fs.count == 1 ? "" : "s")"
      )
      for f in fs {
        let loc = f.location.map { "\(DisplayText.lineStart($0.file)):\($0.line):\($0.column): " } ?? ""
        let swatches = f.colors.map { style.swatch($0.rgba8) }.joined()
        line("  \(loc)\(f.level.rawValue): \(swatches)\(e(f.message))")
      }
      if !unchecked.isEmpty {
        line("  not checked: \(unchecked.count) foreground\(unchecked.count == 1 ? "" : "s")")
        for u in unchecked { line("    \(e(u.token)): \(e(u.reason))") }
      }
    }
    return out
  }

  /// Skipped combinations by reason, a few names each: there can be thousands. Apart from
  /// `render` because the grouping is its own small job.
  static func skippedVariantLines(_ p: Palette) -> [String] {
    let e = DisplayText.escaped
    var reasons: [String] = []
    var byReason: [String: [String]] = [:]
    for s in p.skippedVariants {
      if byReason[s.reason] == nil { reasons.append(s.reason) }
      byReason[s.reason, default: []].append(s.name)
    }
    return reasons.map { reason in
      let names = byReason[reason] ?? []
      let count = reasons.count == 1 ? p.skippedVariantCount : names.count
      return "\(count) variant\(count == 1 ? "" : "s") not checked, \(e(reason)): "
        + names.prefix(5).map { "'\(e($0))'" }.joined(separator: ", ") + (count > 5 ? ", …" : "")
    }
  }

  /// `--explain-pairs`: every inferred pair with its rule, then the foregrounds left unpaired.
  package static func explanation(_ r: PaletteReport) -> String {
    var out = "\npairs and why:\n"
    var seen = Set<String>()
    for v in r.checkedPairs.keys.sorted() {
      for x in r.checkedPairs[v] ?? []
      where seen.insert(x.pair.foreground + "\u{0}" + x.pair.background).inserted {
        let e = DisplayText.escaped
        out +=
          "  \(DisplayText.lineStart(x.pair.foreground, isPath: false)) on \(e(x.pair.background)) (\(x.pair.use.rawValue)): \(e(x.pair.inferredBy ?? x.pair.source))\n"
      }
    }
    if !r.unpaired.isEmpty {
      out += "not paired:\n"
      for u in r.unpaired {
        out += "  \(DisplayText.lineStart(u.token, isPath: false)): \(DisplayText.escaped(u.reason))\n"
      }
    }
    return out
  }
}
