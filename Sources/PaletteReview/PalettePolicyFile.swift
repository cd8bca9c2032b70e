import ColorScience
import JSONSupport

/// Reads a palette policy (pairs, thresholds, state groups, translucent surfaces, APCA) from
/// a JSON config: either `{ "palette": { … } }` (the `legible.json` layout) or the palette
/// section alone. Unknown keys are errors that name the key and suggest the nearest one.
public enum PalettePolicyFile {
  static let keys = ["pairs", "stateGroups", "thresholds", "translucentOver", "apca", "distinguishThreshold", "stateSeverity", "$schema", "description", "name"]

  public static func load(_ path: String, limits: PaletteLimits = PaletteLimits()) throws(PaletteError) -> PalettePolicy {
    let (root, _) = try PaletteInput.readJSON(path, limits: limits)
    let section = root["palette"] ?? root
    func fail(_ node: JSONNode, _ m: String) -> PaletteError { PaletteError(file: path, line: node.span.line, column: node.span.column, message: m) }
    guard let entries = section.objectEntries else { throw fail(section, "expected an object") }
    for (key, span, _) in entries where !keys.contains(key) && !(root["palette"] == nil && key == "palette") {
      var m = "unknown key '\(key)'"
      if let near = Suggestion.nearest(to: key, among: keys) { m += "; did you mean '\(near)'?" }
      throw PaletteError(file: path, line: span.line, column: span.column, message: m)
    }
    var policy = PalettePolicy()
    for p in section["pairs"]?.arrayValues ?? [] {
      let fgs = p["foreground"]?.stringValue.map { [$0] } ?? p["foreground"]?.arrayValues?.compactMap(\.stringValue) ?? []
      let bgs = p["background"]?.stringValue.map { [$0] } ?? p["background"]?.arrayValues?.compactMap(\.stringValue) ?? []
      guard !fgs.isEmpty, !bgs.isEmpty else { throw fail(p, "a pair needs \"foreground\" and \"background\" (a token path, a pattern with *, or a list)") }
      let useText = p["use"]?.stringValue ?? "text"
      guard let use = PairUse(rawValue: useText) else { throw fail(p, "unknown use '\(useText)'; expected text, largeText, ui or decorative") }
      for f in fgs { for b in bgs { policy.pairs.append(PairRule(foreground: f, background: b, use: use, source: "config")) } }
    }
    for g in section["stateGroups"]?.arrayValues ?? [] {
      let members = g["members"]?.arrayValues?.compactMap(\.stringValue) ?? []
      guard members.count >= 2 else { throw fail(g, "a state group needs two or more \"members\"") }
      for (key, span, _) in g.objectEntries ?? [] where !["name", "members", "cue"].contains(key) {
        throw PaletteError(file: path, line: span.line, column: span.column, message: "unknown key '\(key)' in a state group; expected name, members or cue")
      }
      policy.stateGroups.append(StateGroup(name: g["name"]?.stringValue ?? members.joined(separator: "/"), members: members, cue: g["cue"]?.stringValue))
    }
    for (name, span, t) in section["thresholds"]?.objectEntries ?? [] {
      let variants: [Variant]
      if name == "increasedContrast+" || name == "allIncreasedContrast" {
        variants = [.increasedContrast, .darkIncreasedContrast]
      } else if let v = Variant.named(name) {
        variants = [v]
      } else {
        throw PaletteError(file: path, line: span.line, column: span.column, message: "unknown variant '\(name)' in thresholds")
      }
      for v in variants {
        let d = Thresholds.defaults(for: v)
        policy.thresholds[v] = Thresholds(text: t["text"]?.numberValue ?? d.text, largeText: t["largeText"]?.numberValue ?? d.largeText, ui: t["ui"]?.numberValue ?? d.ui)
      }
    }
    policy.translucentOver = section["translucentOver"]?.arrayValues?.compactMap(\.stringValue) ?? []
    policy.apca = section["apca"]?.numberValue
    if let d = section["distinguishThreshold"]?.numberValue { policy.distinguishThreshold = d }
    // {"achromatopsia": "error", "tritanopia": "error"}: raise (or lower) who a collapse is reported for.
    for (name, span, value) in section["stateSeverity"]?.objectEntries ?? [] {
      let names = Deficiency.allCases.map(\.rawValue)
      guard let deficiency = Deficiency(rawValue: name) else {
        throw PaletteError(file: path, line: span.line, column: span.column, message: "unknown deficiency '\(name)' in stateSeverity; expected one of \(names.joined(separator: ", "))")
      }
      guard let level = value.stringValue.flatMap(PaletteFinding.Level.init(rawValue:)) else {
        throw fail(value, "stateSeverity '\(name)' must be \"error\", \"warning\" or \"note\"")
      }
      policy.stateSeverity[deficiency] = level
      // A full deficiency sets its anomalous form too, unless that is given itself.
      let anomaly: [Deficiency: Deficiency] = [.protanopia: .protanomaly, .deuteranopia: .deuteranomaly, .tritanopia: .tritanomaly]
      if let a = anomaly[deficiency], section["stateSeverity"]?[a.rawValue] == nil { policy.stateSeverity[a] = level }
    }
    return policy
  }
}
