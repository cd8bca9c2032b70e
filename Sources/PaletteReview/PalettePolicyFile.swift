import ColorScience
import JSONSupport

/// Reads a palette policy (pairs, thresholds, state groups, translucent surfaces, APCA) from
/// a JSON config: either `{ "palette": { … } }` (the `legible.json` layout) or the palette
/// section alone. Unknown keys are errors that name the key and suggest the nearest one.
public enum PalettePolicyFile {
  static let keys = [
    "pairs", "stateGroups", "thresholds", "translucentOver", "apca", "distinguishThreshold", "stateSeverity",
    "maxPairs", "$schema", "description", "name",
  ]
  /// Contrast ratios run from 1 to 21; APCA |Lc| to 108; ΔE00 between sRGB colors stays
  /// below about 120.
  public static let ratioRange: ClosedRange<Double> = 1...21
  /// The APCA |Lc| values a policy may set.
  public static let apcaRange: ClosedRange<Double> = 0...108
  /// The ΔE00 values a policy may set for `distinguishThreshold`.
  public static let deltaERange: ClosedRange<Double> = 0...200

  /// `maximumPairs`, when given (the --max-pairs flag), wins over the file's `maxPairs`,
  /// which wins over `limits.maximumPairs`; pair lists are counted against it before any
  /// pair is made.
  public static func load(_ path: String, limits: PaletteLimits = PaletteLimits(), maximumPairs: Int? = nil)
    throws(PaletteError) -> PalettePolicy
  {
    let (root, _) = try PaletteInput.readJSON(path, limits: limits)
    do {
      return try policy(root, path: path, limits: limits, maximumPairs: maximumPairs)
    } catch let error as PaletteError {
      throw error
    } catch let error as JSONValueError {
      throw PaletteError(file: path, error)
    } catch {
      throw PaletteError(file: path, message: "\(error)")
    }
  }

  static func policy(_ root: JSONNode, path: String, limits: PaletteLimits, maximumPairs: Int?) throws
    -> PalettePolicy
  {
    let inConfig = root["palette"] != nil
    let section = root["palette"] ?? root
    func fail(_ node: JSONNode, _ m: String) -> PaletteError {
      PaletteError(file: path, line: node.span.line, column: node.span.column, message: m)
    }
    /// The key as the user wrote it: `palette.apca` in legible.json, `apca` in a policy file.
    func key(_ k: String) -> String { inConfig ? "palette." + k : k }
    guard let entries = section.objectEntries else { throw fail(section, "expected an object") }
    for (key, span, _) in entries where !keys.contains(key) && !(root["palette"] == nil && key == "palette") {
      var m = "unknown key '\(key)'"
      if let near = Suggestion.nearest(to: key, among: keys) { m += "; did you mean '\(near)'?" }
      throw PaletteError(file: path, line: span.line, column: span.column, message: m)
    }
    var policy = PalettePolicy()
    policy.maximumPairs =
      try maximumPairs ?? section["maxPairs"]?.wholeNumber(
        key("maxPairs"), in: 1...PaletteLimits.Limit.pairs.ceiling) ?? limits.maximumPairs
    var pairCount = 0
    for (i, p) in try (section["pairs"]?.array(key("pairs")) ?? []).enumerated() {
      let at = key("pairs[\(i)]")
      _ = try p.object(at)
      guard let fgNode = p["foreground"], let bgNode = p["background"] else {
        throw fail(
          p, "a pair needs \"foreground\" and \"background\" (a token path, a pattern with *, or a list)")
      }
      let fgs = try fgNode.strings(at + ".foreground")
      let bgs = try bgNode.strings(at + ".background")
      guard !fgs.isEmpty, !bgs.isEmpty else {
        throw fail(
          p, "a pair needs \"foreground\" and \"background\" (a token path, a pattern with *, or a list)")
      }
      let use =
        try PairUse(rawValue: p["use"]?.oneOf(at + ".use", PairUse.allCases.map(\.rawValue)) ?? "text")
        ?? .text
      // Counted before they are made: two lists of 6,000 names are 36 million pairs.
      let (product, overflow) = fgs.count.multipliedReportingOverflow(by: bgs.count)
      pairCount = overflow ? Int.max : pairCount.addingReportingOverflow(product).partialValue
      guard !overflow, pairCount <= policy.maximumPairs else {
        throw PaletteError(
          file: path, line: p.span.line, column: p.span.column,
          message:
            "\(key("pairs")) lists \(overflow ? "too many" : String(pairCount)) foreground/background pairs; the limit is \(policy.maximumPairs)",
          limit: .pairs)
      }
      for f in fgs {
        for b in bgs {
          policy.pairs.append(PairRule(foreground: f, background: b, use: use, source: "config"))
        }
      }
    }
    for (i, g) in try (section["stateGroups"]?.array(key("stateGroups")) ?? []).enumerated() {
      let at = key("stateGroups[\(i)]")
      _ = try g.object(at)
      let members = try g["members"]?.strings(at + ".members") ?? []
      guard members.count >= 2 else { throw fail(g, "a state group needs two or more \"members\"") }
      for (key, span, _) in g.objectEntries ?? [] where !["name", "members", "cue"].contains(key) {
        throw PaletteError(
          file: path, line: span.line, column: span.column,
          message: "unknown key '\(key)' in a state group; expected name, members or cue")
      }
      let name = try g["name"]?.string(at + ".name") ?? members.joined(separator: "/")
      policy.stateGroups.append(
        StateGroup(name: name, members: members, cue: try g["cue"]?.string(at + ".cue")))
    }
    try readThresholds(section, path: path, key: key, into: &policy)
    policy.translucentOver = try section["translucentOver"]?.strings(key("translucentOver")) ?? []
    policy.apca = try section["apca"]?.number(key("apca"), in: apcaRange, lowerOpen: true)
    if let d = try section["distinguishThreshold"]?.number(key("distinguishThreshold"), in: deltaERange) {
      policy.distinguishThreshold = d
    }
    try readStateSeverity(section, path: path, key: key, into: &policy)
    return policy
  }

  /// `thresholds`, by variant: `increasedContrast+` sets both increased-contrast variants, and
  /// a ratio not given keeps that variant's default rather than the first variant's.
  static func readThresholds(
    _ section: JSONNode, path: String, key: (String) -> String, into policy: inout PalettePolicy
  ) throws {
    for (name, span, t) in try section["thresholds"]?.object(key("thresholds")) ?? [] {
      let variants: [Variant]
      if name == "increasedContrast+" || name == "allIncreasedContrast" {
        variants = [.increasedContrast, .darkIncreasedContrast]
      } else if let v = Variant.named(name) {
        variants = [v]
      } else {
        throw PaletteError(
          file: path, line: span.line, column: span.column, message: "unknown variant '\(name)' in thresholds"
        )
      }
      let thresholds = try Thresholds(
        t, key: key("thresholds.\(name)"), defaults: Thresholds.defaults(for: variants[0]))
      for v in variants {
        let d = Thresholds.defaults(for: v)
        policy.thresholds[v] = Thresholds(
          text: t["text"] == nil ? d.text : thresholds.text,
          largeText: t["largeText"] == nil ? d.largeText : thresholds.largeText,
          ui: t["ui"] == nil ? d.ui : thresholds.ui)
      }
    }
  }

  /// `stateSeverity`, by deficiency; a full deficiency carries its anomalous form along, as
  /// whoever raises one almost always means both.
  static func readStateSeverity(
    _ section: JSONNode, path: String, key: (String) -> String, into policy: inout PalettePolicy
  ) throws {
    // {"achromatopsia": "error", "tritanopia": "error"}: raise (or lower) who a collapse is reported for.
    for (name, span, value) in try section["stateSeverity"]?.object(key("stateSeverity")) ?? [] {
      let names = Deficiency.allCases.map(\.rawValue)
      guard let deficiency = Deficiency(rawValue: name) else {
        throw PaletteError(
          file: path, line: span.line, column: span.column,
          message:
            "unknown deficiency '\(name)' in stateSeverity; expected one of \(names.joined(separator: ", "))")
      }
      let levels = [PaletteFinding.Level.error, .warning, .note].map(\.rawValue)
      guard let level = PaletteFinding.Level(rawValue: try value.oneOf(key("stateSeverity.\(name)"), levels))
      else { continue }
      policy.stateSeverity[deficiency] = level
      // A full deficiency sets its anomalous form too, unless that is given itself.
      let anomaly: [Deficiency: Deficiency] = [
        .protanopia: .protanomaly, .deuteranopia: .deuteranomaly, .tritanopia: .tritanomaly,
      ]
      if let a = anomaly[deficiency], section["stateSeverity"]?[a.rawValue] == nil {
        policy.stateSeverity[a] = level
      }
    }
  }
}

extension Thresholds {
  /// `{"text": 7, "largeText": 4.5, "ui": 3}` with each ratio from 1 to 21; missing ones
  /// from `defaults`. Anything else is an error naming the key.
  init(_ node: JSONNode, key: String, defaults d: Thresholds) throws(JSONValueError) {
    let entries = try node.object(key)
    for (k, _, _) in entries where !["text", "largeText", "ui"].contains(k) {
      throw JSONValueError(
        key: key, at: node, found: "an object with '\(k.prefix(40))'",
        expected: .oneOf(["text", "largeText", "ui"]))
    }
    func ratio(_ k: String, _ fallback: Double) throws(JSONValueError) -> Double {
      try node[k]?.number(key + "." + k, in: PalettePolicyFile.ratioRange) ?? fallback
    }
    self.init(
      text: try ratio("text", d.text), largeText: try ratio("largeText", d.largeText),
      ui: try ratio("ui", d.ui))
  }
}
