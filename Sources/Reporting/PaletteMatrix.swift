import ColorScience
import PaletteReview

/// A palette review as a pair × theme matrix, the table Primer's CI posts on pull requests:
/// one row per pair (and per state-group pair), one column per theme under its own name,
/// each cell the ratio, pass or fail, and the minimum. Markdown and a self-contained HTML page
/// with swatches. Figures are for people: ratios truncated to two decimals (so a shown
/// figure never reaches a minimum the colors miss), minimums as written (4.5, 7).
package enum PaletteMatrix {
  struct Column {
    var title: String
    var variant: Variant
    var theme: String?
    var tokens: [String: Token]
    var pairs: [String: (ratio: Double, required: Double?)]
  }

  struct Row {
    var foreground: String
    var background: String
    var use: PairUse
  }

  static func columns(_ r: PaletteReport) -> [Column] {
    var out: [Column] = []
    for v in r.palette.variants.keys.sorted() {
      var pairs: [String: (Double, Double?)] = [:]
      for p in r.checkedPairs[v] ?? [] {
        pairs[key(p.pair.foreground, p.pair.background)] = (p.ratio, p.required)
      }
      out.append(
        Column(
          title: r.palette.displayName(v), variant: v, theme: nil, tokens: r.palette.variants[v] ?? [:],
          pairs: pairs))
    }
    for (t, checked) in zip(r.palette.extraThemes, r.extraThemes) {
      var pairs: [String: (Double, Double?)] = [:]
      for p in checked.pairs { pairs[key(p.pair.foreground, p.pair.background)] = (p.ratio, p.required) }
      out.append(
        Column(
          title: "\(t.name) (\(t.variant.displayName))", variant: t.variant, theme: t.name, tokens: t.tokens,
          pairs: pairs))
    }
    return out
  }

  static func key(_ fg: String, _ bg: String) -> String { fg + "\u{0}" + bg }

  static func rows(_ r: PaletteReport) -> [Row] {
    var seen = Set<String>()
    var out: [Row] = []
    let all =
      r.checkedPairs.keys.sorted().flatMap { r.checkedPairs[$0] ?? [] } + r.extraThemes.flatMap(\.pairs)
    for p in all where seen.insert(key(p.pair.foreground, p.pair.background)).inserted {
      out.append(Row(foreground: p.pair.foreground, background: p.pair.background, use: p.pair.use))
    }
    return out
  }

  /// State-group pairs that collapse somewhere, with the finding per column.
  static func stateRows(_ r: PaletteReport) -> [(tokens: [String], byColumn: [String: PaletteFinding])] {
    var order: [[String]] = []
    var cells: [[String]: [String: PaletteFinding]] = [:]
    for f in r.findings where f.rule == .stateDistinguishability {
      if cells[f.tokens] == nil { order.append(f.tokens) }
      cells[f.tokens, default: [:]][columnID(f.variant, f.theme)] = f
    }
    return order.compactMap { key in cells[key].map { (key, $0) } }
  }

  static func columnID(_ v: Variant, _ theme: String?) -> String { theme ?? v.rawValue }

  /// "4.5", "7", "3.26": a minimum as people write it.
  static func minimum(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
  }

  /// The deficiency named in a state finding ("protanopia and deuteranopia").
  static func deficiency(_ f: PaletteFinding) -> String {
    guard let range = f.message.range(of: "collapse for ") else { return "collapses" }
    return String(f.message[range.upperBound...].prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
  }

  package static func markdown(_ r: PaletteReport) -> String {
    let cols = columns(r)
    let errors = r.findings.filter { $0.level == .error }.count
    let warnings = r.findings.filter { $0.level == .warning }.count
    let notes = r.findings.filter { $0.level == .note }.count
    let md = DisplayText.markdown  // names from the palette: shown, never rendered
    let code = DisplayText.markdownCode
    var out = "## Legible palette review: \(md(r.palette.name))\n\n"
    out +=
      "\(r.palette.format), \(cols.count) theme(s), \(rows(r).count) pair(s): \(errors) error(s), \(warnings) warning(s), \(notes) note(s).\n\n"
    for s in r.palette.skippedThemes { out += "Theme \(code(s.name)) not checked: \(md(s.reason)).\n\n" }
    if r.palette.skippedVariantCount > 0 {
      out +=
        "\(r.palette.skippedVariantCount) variant(s) of the resolver's contexts not checked (over the limit, or the same colors as one checked); `--format json` lists them under `skippedVariants`.\n\n"
    }
    guard !cols.isEmpty else { return out }
    out += "### Pairs × themes\n\n"
    out += "| pair | use | " + cols.map { cell($0.title) }.joined(separator: " | ") + " |\n"
    out += "|---|---|" + String(repeating: "---|", count: cols.count) + "\n"
    for row in rows(r) {
      out += "| \(code(row.foreground)) on \(code(row.background)) | \(row.use.rawValue) | "
      out +=
        cols.map { c -> String in
          guard let p = c.pairs[key(row.foreground, row.background)] else { return "–" }
          guard let req = p.required else { return "\(WCAG.formatRatio(p.ratio)):1" }
          return p.ratio >= req
            ? "✅ \(WCAG.formatRatio(p.ratio)):1 (min \(minimum(req)))"
            : "❌ **\(WCAG.formatRatio(p.ratio)):1** (min \(minimum(req)))"
        }.joined(separator: " | ") + " |\n"
    }
    for state in stateRows(r) {
      out += "| \(state.tokens.map(code).joined(separator: " / ")) | state | "
      out +=
        cols.map { c -> String in
          guard let f = state.byColumn[columnID(c.variant, c.theme)] else { return "✅ apart" }
          let mark = f.level == .error ? "❌" : f.level == .warning ? "⚠️" : "ℹ️"
          return "\(mark) \(f.level.rawValue): collapse for \(deficiency(f))"
        }.joined(separator: " | ") + " |\n"
    }
    out += "\n"
    for (theme, list) in PaletteReports.uncheckedByTheme(r) {
      out += "### Not checked in \(cell(theme)): \(list.count) foreground(s)\n\n| token | why |\n|---|---|\n"
      for u in list { out += "| `\(u.token)` | \(cell(u.reason)) |\n" }
      out += "\n"
    }
    // Findings with their fixes, per theme.
    for c in cols {
      let fs = r.findings.filter { $0.variant == c.variant && $0.theme == c.theme }
      guard !fs.isEmpty else { continue }
      out += "### \(cell(c.title)): \(fs.count) finding(s)\n\n"
      out += "| level | rule | tokens | colors | figure | needs | fix |\n|---|---|---|---|---|---|---|\n"
      for f in fs {
        let figure =
          f.ratio.map {
            f.rule == .stateDistinguishability ? "ΔE00 " + DeltaE.formatted($0) : WCAG.formatRatio($0) + ":1"
          } ?? "–"
        let needs =
          f.required.map {
            f.rule == .stateDistinguishability
              ? "ΔE00 " + minimum($0)
              : (f.rule == .contrastRegression ? WCAG.formatRatio($0) + ":1 (as before)" : minimum($0) + ":1")
          } ?? "–"
        out +=
          "| \(f.level.rawValue) | \(f.rule.id) | \(f.tokens.map(code).joined(separator: " on ")) | \(f.colors.map { "`\($0.hex)`" }.joined(separator: " ")) | \(figure) | \(needs) | \(f.fix.map { "`\($0.color.hex)`" } ?? "–") |\n"
      }
      out += "\n"
    }
    return out
  }

  static func cell(_ s: String) -> String { DisplayText.markdown(s) }

  static func html(_ s: String) -> String {
    var out = ""
    for ch in s {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(ch)
      }
    }
    return out
  }

  /// A self-contained page: the matrix with a swatch of each pair (its text on its background)
  /// in every theme, then the state groups, then the findings with their fixes.
  package static func htmlPage(_ r: PaletteReport) -> String {
    let cols = columns(r)
    let errors = r.findings.filter { $0.level == .error }.count
    let warnings = r.findings.filter { $0.level == .warning }.count
    let notes = r.findings.filter { $0.level == .note }.count
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Legible palette review: \(html(r.palette.name))</title>
      <style>
      body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
      h1{font-size:20px;margin:0 0 4px} h2{font-size:16px;margin:24px 0 8px} p.sum{color:#555;margin:0 0 16px}
      table{border-collapse:collapse;font-size:13px} th,td{border:1px solid #d0d0d5;padding:4px 8px;text-align:left;vertical-align:middle}
      th{background:#f2f2f7;position:sticky;top:0} td.pair code{font-size:12px}
      .sw{display:inline-block;min-width:34px;padding:2px 6px;border-radius:4px;font-weight:600;text-align:center;border:1px solid rgba(0,0,0,.15);margin-right:6px}
      td.pass{background:#eefaf0} td.fail{background:#fdecec} td.warn{background:#fff6e0} td.note{background:#eef3fd} td.none{color:#999;text-align:center}
      .ratio{font-variant-numeric:tabular-nums;font-weight:600} .min{color:#666;font-size:12px}
      .fail .ratio{color:#b00020} .pass .ratio{color:#1b6e2a}
      </style></head><body>
      <h1>Legible palette review: \(html(r.palette.name))</h1>
      <p class="sum">\(html(r.palette.format)), \(cols.count) theme(s), \(rows(r).count) pair(s): \(errors) error(s), \(warnings) warning(s), \(notes) note(s)</p>

      """
    for s in r.palette.skippedThemes {
      out += "<p>Theme <code>\(html(s.name))</code> not checked: \(html(s.reason))</p>\n"
    }
    if r.palette.skippedVariantCount > 0 {
      out +=
        "<p>\(r.palette.skippedVariantCount) variant(s) of the resolver's contexts not checked (over the limit, or the same colors as one checked); <code>--format json</code> lists them under <code>skippedVariants</code>.</p>\n"
    }
    out += "<h2>Pairs × themes</h2>\n<table><thead><tr><th>pair</th><th>use</th>"
    for c in cols { out += "<th>\(html(c.title))</th>" }
    out += "</tr></thead><tbody>\n"
    for row in rows(r) {
      out +=
        "<tr><td class=\"pair\"><code>\(html(row.foreground))</code><br>on <code>\(html(row.background))</code></td><td>\(row.use.rawValue)</td>"
      for c in cols {
        guard let p = c.pairs[key(row.foreground, row.background)], let fg = c.tokens[row.foreground],
          let bg = c.tokens[row.background]
        else {
          out += "<td class=\"none\">–</td>"
          continue
        }
        let passes = p.required.map { p.ratio >= $0 } ?? true
        // A translucent background is shown over the theme's page (white, or black in dark).
        let shown =
          bg.color.isOpaque ? bg.color : bg.color.composited(over: c.variant.isDark ? .black : .white)
        let swatch =
          "<span class=\"sw\" style=\"color:\(css(fg.color));background:\(css(shown))\" title=\"\(fg.color.hex) on \(bg.color.hex)\">Aa</span>"
        let min =
          p.required.map { "<span class=\"min\">min \(minimum($0))</span>" }
          ?? "<span class=\"min\">decorative</span>"
        out +=
          "<td class=\"\(passes ? "pass" : "fail")\">\(swatch)<span class=\"ratio\">\(WCAG.formatRatio(p.ratio)):1</span> \(passes ? "pass" : "fail") \(min)</td>"
      }
      out += "</tr>\n"
    }
    for state in stateRows(r) {
      out +=
        "<tr><td class=\"pair\">\(state.tokens.map { "<code>\(html($0))</code>" }.joined(separator: "<br>/ "))</td><td>state</td>"
      for c in cols {
        let swatches = state.tokens.compactMap { c.tokens[$0] }.map {
          "<span class=\"sw\" style=\"background:\(css($0.color))\">&nbsp;</span>"
        }.joined()
        guard let f = state.byColumn[columnID(c.variant, c.theme)] else {
          out += "<td class=\"pass\">\(swatches)apart</td>"
          continue
        }
        let cls = f.level == .error ? "fail" : f.level == .warning ? "warn" : "note"
        out += "<td class=\"\(cls)\">\(swatches)\(f.level.rawValue): collapse for \(html(deficiency(f)))</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody></table>\n"
    for (theme, list) in PaletteReports.uncheckedByTheme(r) {
      out +=
        "<h2>Not checked in \(html(theme)): \(list.count) foreground(s)</h2>\n<table><thead><tr><th>token</th><th>why</th></tr></thead><tbody>\n"
      for u in list { out += "<tr><td><code>\(html(u.token))</code></td><td>\(html(u.reason))</td></tr>\n" }
      out += "</tbody></table>\n"
    }
    let listed = r.findings.filter { $0.level != .note }
    if !listed.isEmpty {
      out +=
        "<h2>Findings</h2>\n<table><thead><tr><th>theme</th><th>level</th><th>message</th><th>fix</th></tr></thead><tbody>\n"
      for f in listed {
        let theme = f.theme.map { "\($0)" } ?? r.palette.displayName(f.variant)
        let fix =
          f.fix.map {
            "<span class=\"sw\" style=\"background:\(css($0.color))\">&nbsp;</span><code>\(html($0.token)): \($0.color.hex)</code>"
          } ?? "–"
        out +=
          "<tr><td>\(html(theme))</td><td>\(f.level.rawValue)</td><td>\(html(f.message))</td><td>\(fix)</td></tr>\n"
      }
      out += "</tbody></table>\n"
    }
    return out + "</body></html>\n"
  }

  static func css(_ c: SRGBColor) -> String {
    let p = c.rgba8
    return c.isOpaque ? c.hex : "rgba(\(p.red),\(p.green),\(p.blue),\(minimum(c.alpha)))"
  }
}
