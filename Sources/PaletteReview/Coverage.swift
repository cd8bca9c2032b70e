import Findings

/// What a palette check did not verify, as a result: per variant, every foreground (a text or
/// icon token, `TokenRole`) that is in no checked pair there, with the reason; and a
/// `palette-unchecked` warning for each foreground checked in no variant at all, so a text
/// token nobody paired is never a silent pass (issue 34: `bg.card`'s text went unchecked).
enum Coverage {
  /// Fills `report.unchecked` and appends the `palette-unchecked` findings. `explicit`: the
  /// pairs came from the palette or a policy, not from inference. `checkedForegrounds` (per
  /// variant) and `usedAsBackground` are by token number: a token checked as a foreground
  /// there, or used as a background anywhere (a surface, whatever its name), is not read.
  static func record(
    into report: inout PaletteReport, explicit: Bool, numbers: TokenNumbers,
    checkedForegrounds: [Variant: [Bool]], usedAsBackground: [Bool]
  ) {
    var reasons: [String: String] = [:]
    for u in report.unpaired where reasons[u.token] == nil { reasons[u.token] = u.reason }
    var everChecked = [Bool](repeating: false, count: numbers.paths.count)
    for marks in checkedForegrounds.values { for n in marks.indices where marks[n] { everChecked[n] = true } }
    var extraChecked = Set<String>()
    for theme in report.extraThemes { for c in theme.pairs { extraChecked.insert(c.pair.foreground) } }
    func checkedAnywhere(_ path: String) -> Bool {
      if let n = numbers.existing(path), n < everChecked.count, everChecked[n] { return true }
      return extraChecked.contains(path)
    }
    var roles: [String: TokenRole] = [:]
    func isForeground(_ path: String) -> Bool {
      if let r = roles[path] { return r.isForeground }
      let r = TokenRole.of(path)
      roles[path] = r
      return r.isForeground
    }
    func reason(_ path: String) -> String {
      if let r = reasons[path] { return r }
      if checkedAnywhere(path) {
        return "checked in another theme; none of its pairs is complete in this one"
      }
      return explicit ? "no pair in the palette or policy names it" : "no surface found for it"
    }
    for (variant, tokens) in report.palette.variants {
      let marks = checkedForegrounds[variant] ?? []
      var list: [(token: String, reason: String)] = []
      for path in tokens.keys {
        if let n = numbers.existing(path) {
          if n < marks.count && marks[n] { continue }
          if n < usedAsBackground.count && usedAsBackground[n] { continue }
        }
        if isForeground(path) { list.append((path, reason(path))) }
      }
      if !list.isEmpty { report.unchecked[variant] = list.sorted { $0.token < $1.token } }
    }
    for (name, list) in report.uncheckedThemes {
      report.uncheckedThemes[name] = list.map { ($0.token, reasons[$0.token] ?? $0.reason) }
    }
    // Foregrounds checked nowhere: one warning each, in the first variant that has them.
    // Disabled text is exempt from the minimums, so it is listed but not warned about.
    var warned = Set<String>()
    for variant in report.palette.variants.keys.sorted() {
      guard let tokens = report.palette.variants[variant] else { continue }
      for (path, why) in report.unchecked[variant] ?? []
      where !checkedAnywhere(path) && !why.hasPrefix("disabled") {
        guard warned.insert(path).inserted, let token = tokens[path] else { continue }
        report.findings.append(
          PaletteFinding(
            rule: .paletteUnchecked, level: Rule.paletteUnchecked.defaultLevel, variant: variant,
            tokens: [path],
            colors: [token.color], ratio: nil, required: nil,
            message: "\(path) is a foreground checked against no surface in any theme: \(why)",
            location: token.location, source: explicit ? "coverage" : "coverage (inferred pairs)"))
      }
    }
  }
}
