import ColorScience
import Findings
import JSONSupport
import PaletteReview
import Pixels

/// Palette review results as JSON, SARIF 2.1.0 (located at the token's definition, so code
/// scanning annotates the palette file itself), JUnit XML and Markdown.
package enum PaletteReports {
  package static func json(_ r: PaletteReport, version: String) -> String {
    var out = JSONOutput()
    json(r, version: version, into: &out)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// One checked pair, streamed: a report holds tens of thousands, so none is built as a
  /// tree; `passes` is true for a pair with no required ratio (it is shown, not judged).
  static func writePair(
    _ p: (pair: PairRule, ratio: Double, required: Double?), into out: inout JSONOutput
  ) {
    out.beginObject()
    out.key(PairKeys.foreground)
    out.string(p.pair.foreground)
    out.key(PairKeys.background)
    out.string(p.pair.background)
    out.key(PairKeys.use)
    out.string(p.pair.use.rawValue)
    out.key(PairKeys.source)
    out.string(p.pair.source)
    out.key(PairKeys.inferredBy)
    if let by = p.pair.inferredBy { out.string(by) } else { out.null() }
    out.key(PairKeys.ratio)
    out.number(p.ratio)
    out.key(PairKeys.required)
    if let required = p.required { out.number(required) } else { out.null() }
    out.key(PairKeys.passes)
    out.bool(p.required.map { p.ratio >= $0 } ?? true)
    out.endObject()
  }

  /// The JSON report written piece by piece: every checked pair is in it (80,000 for 5,000
  /// tokens in 4 variants), so the pairs are written as they are read, not built as a tree.
  package static func json(_ r: PaletteReport, version: String, into out: inout JSONOutput) {
    let sections =
      r.checkedPairs.sorted(by: { $0.key < $1.key }).map {
        ($0.key.rawValue, r.palette.variants[$0.key]?.count ?? 0, $0.value)
      }
      + zip(r.palette.extraThemes, r.extraThemes).map { ($0.name, $0.tokens.count, $1.pairs) }
    // A theme named like a variant takes that variant's place, as setting an object's key
    // twice does.
    var names: [String] = []
    var chosen: [String: Int] = [:]
    for (i, section) in sections.enumerated() {
      if chosen[section.0] == nil { names.append(section.0) }
      chosen[section.0] = i
    }
    out.beginObject()
    out.key("tool")
    out.value(.object(["name": "legible", "version": .string(version)]))
    out.key("palette")
    out.value(
      .object([
        "name": .string(r.palette.name), "format": .string(r.palette.format),
        "files": .array(r.palette.files.map { .string($0) }),
        "variants": .array(r.palette.variants.keys.sorted().map { .string($0.rawValue) }),
        "inferredPairs": .integer(r.inferredPairs),
        "themes": .array(
          r.palette.variants.keys.sorted().map { v in
            .object([
              "variant": .string(v.rawValue), "name": .string(r.palette.themeNames[v] ?? v.rawValue),
              "kind": .string(v.displayName),
            ])
          }
            + r.palette.extraThemes.map { t in
              .object([
                "variant": .string(t.variant.rawValue), "name": .string(t.name),
                "kind": .string(t.variant.displayName),
              ])
            }),
        "skippedThemes": .array(
          r.palette.skippedThemes.map { .object(["name": .string($0.name), "reason": .string($0.reason)]) }),
        // Tokens outside sRGB, judged clipped as `legible contrast` judges them.
        "clippedTokens": .array(
          r.palette.clippedTokens.map { t in
            .object([
              "token": .string(t.path), "value": .string(t.clippedFrom ?? ""),
              "clippedTo": .string(t.color.hex),
              "file": t.location.map { .string($0.file) } ?? .null,
              "line": t.location.map { .integer($0.line) } ?? .null,
            ])
          }),
        "skippedVariants": .array(
          r.palette.skippedVariants.map { .object(["name": .string($0.name), "reason": .string($0.reason)]) }),
        "skippedVariantCount": .integer(r.palette.skippedVariantCount),
        // What the reader left out or read a particular way (a skipped `@media print` block,
        // bare channels read as hsl()): on stderr for a person, here for a pipeline.
        "notes": .array(r.palette.readerNotes.map { .string($0) }),
        "unpaired": .array(
          r.unpaired.map { .object(["token": .string($0.token), "reason": .string($0.reason)]) }),
      ]))
    out.key("unchecked")
    out.value(uncheckedJSON(r))
    out.key("variants")
    out.beginObject()
    for name in names {
      guard let section = chosen[name] else { continue }
      let (_, tokenCount, pairs) = sections[section]
      out.key(string: name)
      out.beginObject()
      out.key("tokens")
      out.integer(tokenCount)
      out.key("pairs")
      out.beginArray()
      for p in pairs { writePair(p, into: &out) }
      out.endArray()
      out.endObject()
    }
    out.endObject()
    out.key("findings")
    out.beginArray()
    for f in r.findings { out.value(finding(f)) }
    out.endArray()
    out.key("suppressed")
    out.value(
      .array(
        r.suppressed.map { item in
          guard case .object(var o) = finding(item.finding) else { return .null }
          o["suppression"] = .string(item.reason)
          return .object(o)
        }))
    out.endObject()
    out.finish()
  }

  /// What was not checked, by theme name: each foreground in no checked pair there, with the
  /// reason (`PaletteReport.unchecked`).
  static func uncheckedJSON(_ r: PaletteReport) -> JSONValue {
    var o: JSONObject = [:]
    for (theme, list) in uncheckedByTheme(r) {
      o[theme] = .array(list.map { .object(["token": .string($0.token), "reason": .string($0.reason)]) })
    }
    return .object(o)
  }

  /// `PaletteReport.unchecked` and `uncheckedThemes` under the names reports give the themes.
  static func uncheckedByTheme(_ r: PaletteReport) -> [(
    theme: String, list: [(token: String, reason: String)]
  )] {
    r.unchecked.sorted { $0.key < $1.key }.map { ($0.key.rawValue, $0.value) }
      + r.uncheckedThemes.sorted { $0.key < $1.key }.filter { !$0.value.isEmpty }.map { ($0.key, $0.value) }
  }

  /// The members of a checked pair, quoted once for the tens of thousands written.
  enum PairKeys {
    static let foreground = JSONOutput.Key("foreground")
    static let background = JSONOutput.Key("background")
    static let use = JSONOutput.Key("use")
    static let source = JSONOutput.Key("source")
    static let inferredBy = JSONOutput.Key("inferredBy")
    static let ratio = JSONOutput.Key("ratio")
    static let required = JSONOutput.Key("required")
    static let passes = JSONOutput.Key("passes")
  }

  static func finding(_ f: PaletteFinding) -> JSONValue {
    var o: JSONObject = [
      "rule": .string(f.rule.id), "level": .string(f.level.rawValue), "variant": .string(f.variant.rawValue),
      "tokens": .array(f.tokens.map { .string($0) }), "colors": .array(f.colors.map { .string($0.hex) }),
    ]
    if let r = f.ratio { o["ratio"] = .finite(r) }
    if let r = f.required { o["required"] = .number(r) }
    if let s = f.source { o["pairSource"] = .string(s) }
    if let t = f.theme { o["theme"] = .string(t) }
    if let l = f.location {
      o["location"] = .object([
        "file": .string(l.file), "line": .integer(l.line), "column": .integer(l.column),
      ])
    }
    if let fix = f.fix { o["fix"] = .object(["token": .string(fix.token), "color": .string(fix.color.hex)]) }
    o["message"] = .string(f.message)
    return .object(o)
  }

  /// The rules a palette check reports; SARIF lists them all, found or not.
  static let rules = Rule.allCases.filter { $0.subject == .palette }

  package static func sarif(_ r: PaletteReport, version: String) -> String {
    let file = r.palette.files.first ?? r.palette.name
    let suppressed = r.suppressed.map { item -> Finding in
      var f = Finding.from(palette: item.finding, paletteFile: file)
      f.suppression = item.reason
      return f
    }
    return SARIFLog.render(
      r.findings.map { Finding.from(palette: $0, paletteFile: file) } + suppressed, rules: rules,
      version: version,
      runProperties: ["unchecked": uncheckedJSON(r)])
  }

  /// One suite per variant: a case per checked pair, and one per other finding.
  package static func junit(_ r: PaletteReport) -> String {
    var suites: [JUnitXML.Suite] = []
    for (v, pairs) in r.checkedPairs.sorted(by: { $0.key < $1.key }) {
      var cases: [JUnitXML.TestCase] = pairs.map { p in
        let name = "\(p.pair.foreground) on \(p.pair.background) (\(p.pair.use.rawValue))"
        guard let req = p.required, p.ratio < req else {
          return .init(classname: v.rawValue, name: name, outcome: .passed)
        }
        return .init(
          classname: v.rawValue, name: name,
          outcome: .failed(
            type: Rule.pairContrast.id, message: "\(WCAG.formatRatio(p.ratio)):1 is below \(req):1"))
      }
      for f in r.findings where f.variant == v && f.rule != .pairContrast {
        cases.append(
          .init(
            classname: v.rawValue, name: f.rule.id + ": " + f.tokens.joined(separator: " / "),
            outcome: .failed(type: f.rule.id, message: f.message)))
      }
      suites.append(.init(name: r.palette.name + " – " + r.palette.displayName(v), cases: cases))
    }
    return JUnitXML(name: "legible palette", suites: suites).document
  }

  /// The pair × theme matrix, then the findings per theme (see `PaletteMatrix`).
  package static func markdown(_ r: PaletteReport) -> String { PaletteMatrix.markdown(r) }

  package static func html(_ r: PaletteReport) -> String { PaletteMatrix.htmlPage(r) }

}
