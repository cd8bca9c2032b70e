import ColorScience
import JSONSupport

/// `legible contrast <fg> <bg>`: one pair, every WCAG level, APCA, and fixes.
enum ContrastCommand {
  static let spec = CommandSpec(
    name: "contrast",
    abstract: "Check the contrast of a foreground color on a background color.",
    usage:
      "legible contrast <foreground> <background> [--format text|json] [--suggest] [--level AA|AAA] [--for text|large|ui]",
    arguments: [
      (
        "<foreground>",
        "Text or icon color: #rgb, #rrggbb(aa), rgb(), hsl(), oklch(), color(display-p3 ...), a CSS name. Quote it in shells: '#777'."
      ),
      (
        "<background>",
        "Background color, same forms. A translucent background is judged over black and over white."
      ),
    ],
    options: [
      OptionSpec(
        "format", value: "text|json", allowed: ["text", "json"], help: "Output format (default: text)."),
      OptionSpec(
        "suggest",
        help: "Suggest the nearest passing foreground and background for each failing level (hue kept)."),
      OptionSpec(
        "apca", value: "Lc", help: "Also suggest colors reaching this APCA |Lc| (e.g. 60); implies --suggest."
      ),
      OptionSpec(
        "level", value: "AA|AAA", allowed: ["AA", "AAA"],
        help: "The WCAG level the exit status gates on (default: AA)."),
      OptionSpec(
        "for", value: "text|large|ui", allowed: ["text", "large", "ui"],
        help: "What the pair is used for: normal text (default), large text, or UI components and graphics."),
    ],
    discussion: """
      Exits 1 when the pair fails the gate that --level and --for choose (default:
      AA for normal text, 4.5:1; --for ui is 3:1, --level AAA --for large is 4.5:1),
      0 when it passes, 2 on bad input. UI components have no AAA level. Verdicts
      use the unrounded ratio; ratios are shown truncated to two decimals, never
      rounded up.
      """,
    positionalCount: (2, 2))

  struct Options {
    /// As admitted: clipped to sRGB, with the note that says so (`InputColor`, as palettes do).
    var foreground: InputColor
    var background: InputColor
    var json: Bool
    var suggest: Bool
    var apcaTarget: Double?
    /// What the exit status gates on.
    var gate: (kind: ContentKind, level: ConformanceLevel) = (.normalText, .aa)
  }

  static func options(from parsed: ParsedArguments) throws(UsageError) -> Options {
    let fg = try parseColor(parsed.positionals[0], role: "foreground")
    let bg = try parseColor(parsed.positionals[1], role: "background")
    var apca: Double? = nil
    if let text = parsed.value("apca") {
      guard let v = Double(text), v.isFinite, v > 0, v <= 108 else {
        throw UsageError(
          "'\(text)' is not a valid value for '--apca'; expected an Lc between 0 and 108", command: spec.name)
      }
      apca = v
    }
    let level: ConformanceLevel = parsed.value("level") == "AAA" ? .aaa : .aa
    let kind: ContentKind
    switch parsed.value("for") {
    case "large": kind = .largeText
    case "ui": kind = .nonText
    default: kind = .normalText
    }
    guard WCAG.minimumRatio(for: kind, level: level) != nil else {
      throw UsageError(
        "'--level AAA' cannot gate '--for ui': WCAG 1.4.11 sets only an AA minimum (3:1) for UI components; use '--level AA'",
        command: spec.name)
    }
    return Options(
      foreground: fg, background: bg,
      json: parsed.value("format") == "json", suggest: parsed.flag("suggest") || apca != nil,
      apcaTarget: apca,
      gate: (kind, level))
  }

  static func parseColor(_ text: String, role: String) throws(UsageError) -> InputColor {
    do {
      return try InputColor(css: text)
    } catch {
      throw UsageError("\(role): \(error.description)", command: spec.name)
    }
  }

  // MARK: Evaluation

  struct LevelResult {
    var kind: ContentKind
    var level: ConformanceLevel
    var required: Double
    var passes: Bool
  }

  struct Suggestion {
    var label: String
    var target: ContrastTarget
    var kind: ContentKind?
    var level: ConformanceLevel?
    var foreground: SuggestionOutcome
    var background: SuggestionOutcome
  }

  struct Report {
    var foreground: SRGBColor  // as shown: clipped, composited if translucent over an opaque bg
    var background: SRGBColor
    var notes: [String]
    var bounds: ContrastBounds
    var apca: Double?
    var levels: [LevelResult]
    var suggestions: [Suggestion]
    /// True when the pair fails the gate the options chose (normal-text AA by default).
    var failsGate: Bool
  }

  static func evaluate(_ o: Options) -> Report {
    var notes: [String] = []
    for (color, role) in [(o.foreground, "foreground"), (o.background, "background")] {
      if let note = color.clippingNote(subject: role) { notes.append(note) }
    }
    let fg = o.foreground.color
    let bg = o.background.color
    let bounds = WCAG.contrastBounds(of: fg, on: bg)
    if !bg.isOpaque {
      notes.append(
        "background is translucent: contrast ranges from \(WCAG.formatRatio(bounds.worst)) to \(WCAG.formatRatio(bounds.best)):1 depending on what lies behind it; verdicts use the worst case"
      )
    }
    if !fg.isOpaque {
      notes.append("foreground is translucent (alpha \(fg.rgba8.alpha)/255): composited over the background")
    }
    let ratio = bounds.worst
    var levels: [LevelResult] = []
    for kind in ContentKind.allCases {
      for level in ConformanceLevel.allCases {
        guard let required = WCAG.minimumRatio(for: kind, level: level) else { continue }
        levels.append(
          LevelResult(
            kind: kind, level: level, required: required, passes: WCAG.passes(ratio, minimum: required)))
      }
    }
    let apca = bg.isOpaque ? APCA.lightnessContrast(text: fg, background: bg) : nil
    var suggestions: [Suggestion] = []
    if o.suggest {
      let opaqueBG = bg.isOpaque ? bg : bg.composited(over: .black)
      let opaqueFG = fg.composited(over: opaqueBG)
      var targets: [(String, ContrastTarget, ContentKind?, ConformanceLevel?)] = []
      var seen: Set<Double> = []
      for l in levels where !l.passes && seen.insert(l.required).inserted {
        targets.append(("\(label(l.kind)) \(l.level.rawValue)", .wcag(l.required), l.kind, l.level))
      }
      if let lc = o.apcaTarget, abs(apca ?? 0) < lc { targets.append(("APCA", .apca(lc), nil, nil)) }
      for (name, target, kind, level) in targets {
        suggestions.append(
          Suggestion(
            label: name, target: target, kind: kind, level: level,
            foreground: NearestColorSearch.nearest(
              for: (opaqueFG, opaqueBG), changing: .foreground, target: target),
            background: NearestColorSearch.nearest(
              for: (opaqueFG, opaqueBG), changing: .background, target: target)))
      }
    }
    let gate = levels.first { $0.kind == o.gate.kind && $0.level == o.gate.level }
    return Report(
      foreground: fg, background: bg, notes: notes, bounds: bounds, apca: apca, levels: levels,
      suggestions: suggestions, failsGate: !(gate?.passes ?? false))
  }

  static func label(_ kind: ContentKind) -> String {
    switch kind {
    case .normalText: return "Normal text"
    case .largeText: return "Large text"
    case .nonText: return "UI components"
    }
  }

  // MARK: Output

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let o = try options(from: parsed)
    let report = evaluate(o)
    if o.json {
      console.writeOutput(JSONWriter.string(json(report)))
    } else {
      printText(report, console: console)
    }
    return report.failsGate ? 1 : 0
  }

  static func printText(_ r: Report, console: Console) {
    let fg8 = r.foreground.rgba8
    let bg8 = r.background.rgba8
    let shownFG = r.foreground.composited(
      over: r.background.isOpaque ? r.background : r.background.composited(over: .white))
    let shownBG = r.background.isOpaque ? r.background : r.background.composited(over: .white)
    console.print(console.swatch(fg8) + fg8.hex + " on " + console.swatch(bg8) + bg8.hex)
    if console.usesColor {
      console.print(
        "  "
          + console.sample(
            "  The quick brown fox jumps over the lazy dog  ", foreground: shownFG.rgba8,
            background: shownBG.rgba8))
    }
    for note in r.notes { console.print("note: \(note)") }
    var headline = "Contrast " + console.bold("\(WCAG.formatRatio(r.bounds.worst)):1")
    if !r.bounds.isExact { headline += " (worst case; best \(WCAG.formatRatio(r.bounds.best)):1)" }
    if let apca = r.apca {
      let band = APCA.band(of: apca)
      headline += "   APCA Lc \(format(apca, 1)) (band \(band): \(APCA.bandDescription(band)))"
    }
    console.print(headline)
    console.print("")
    console.print(pad("", 16) + pad("AA", 16) + "AAA")
    for kind in ContentKind.allCases {
      var line = pad(label(kind), 16)
      for level in ConformanceLevel.allCases {
        if let l = r.levels.first(where: { $0.kind == kind && $0.level == level }) {
          line += pad((l.passes ? "pass" : "FAIL") + " (\(format(l.required, 1)))", 16)
        } else {
          line += pad("n/a", 16)
        }
      }
      console.print(line.trimmingTrailingSpaces())
    }
    if !r.suggestions.isEmpty {
      console.print("")
      console.print("Nearest passing colors (hue kept, smallest OKLCH lightness change):")
      for s in r.suggestions {
        console.print("  \(s.label) (\(s.target)):")
        console.print(
          "    foreground: "
            + describe(s.foreground, console: console, other: r.background, side: .foreground))
        console.print(
          "    background: " + describe(s.background, console: console, other: shownFG, side: .background))
      }
    }
  }

  static func describe(_ outcome: SuggestionOutcome, console: Console, other: SRGBColor, side: PairSide)
    -> String
  {
    switch outcome {
    case .alreadyPasses: return "already passes"
    case .impossible(let why): return why
    case .suggestion(let s):
      let ratio =
        side == .foreground
        ? WCAG.contrastRatio(of: s.color, on: other) : WCAG.contrastRatio(of: other, on: s.color)
      return console.swatch(s.color.rgba8) + s.color.hex
        + "  \(WCAG.formatRatio(ratio)):1, ΔE00 \(format(s.deltaE2000, 1)), "
        + (s.lightnessChange < 0 ? "darker" : "lighter")
    }
  }

  static func json(_ r: Report) -> JSONValue {
    var o: JSONObject = [
      "foreground": .string(r.foreground.hex),
      "background": .string(r.background.hex),
      "ratio": .finite(r.bounds.worst),
      "ratioDisplay": .string(WCAG.formatRatio(r.bounds.worst)),
    ]
    if !r.bounds.isExact { o["ratioBest"] = .finite(r.bounds.best) }
    o["apca"] = r.apca.map { .finite($0) } ?? .null
    o["apcaBand"] = r.apca.map { .integer(APCA.band(of: $0)) } ?? .null
    var levels = JSONObject()
    for kind in ContentKind.allCases {
      var perLevel = JSONObject()
      for l in r.levels where l.kind == kind {
        perLevel[l.level.rawValue] = .object(["required": .number(l.required), "passes": .bool(l.passes)])
      }
      levels[kind.rawValue] = .object(perLevel)
    }
    o["levels"] = .object(levels)
    if !r.notes.isEmpty { o["notes"] = .array(r.notes.map { .string($0) }) }
    if !r.suggestions.isEmpty {
      o["suggestions"] = .array(
        r.suggestions.map { s in
          var entry: JSONObject = ["label": .string(s.label)]
          switch s.target {
          case .wcag(let ratio): entry["ratio"] = .number(ratio)
          case .apca(let lc): entry["apca"] = .number(lc)
          }
          entry["foreground"] = outcomeJSON(s.foreground)
          entry["background"] = outcomeJSON(s.background)
          return .object(entry)
        })
    }
    return .object(o)
  }

  static func outcomeJSON(_ outcome: SuggestionOutcome) -> JSONValue {
    switch outcome {
    case .alreadyPasses: return .object(["status": "passes"])
    case .impossible(let why): return .object(["status": "impossible", "reason": .string(why)])
    case .suggestion(let s):
      return .object([
        "status": "suggested", "color": .string(s.color.hex), "deltaE2000": .finite(s.deltaE2000),
        "lightnessChange": .finite(s.lightnessChange),
      ])
    }
  }
}

/// `value` with `digits` decimals, rounded half away from zero (for figures that are not
/// WCAG ratios, which are truncated by `WCAG.formatRatio`).
func format(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  // Past 10^15 a Double holds no decimals, and Int(…) would trap past Int.max.
  guard value.isFinite, value.magnitude * scale < 1e15 else { return NumberText.plain(value) }
  let scaled = Int((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
  let sign = value < 0 && scaled != 0 ? "-" : ""
  if digits == 0 { return sign + String(scaled) }
  let whole = scaled / Int(scale)
  var frac = String(scaled % Int(scale))
  while frac.count < digits { frac = "0" + frac }
  return sign + "\(whole).\(frac)"
}

func pad(_ s: String, _ width: Int) -> String {
  s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
