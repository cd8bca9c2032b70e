import ColorScience
import FileInput
import Imaging
import JSONSupport
import Reporting

/// `legible simulate <color>…`: how colors look under each color-vision deficiency.
enum SimulateCommand {
  static let spec = CommandSpec(
    name: "simulate",
    abstract: "Show colors as people with color-vision deficiencies see them.",
    usage: "legible simulate <color>... | <image.png> -o <out.png> | <image.png> --sheet <out.png> [options]",
    arguments: [
      ("<color>", "One or more colors in any CSS form (quote '#rgb' in shells)."),
      ("<image.png>", "A PNG to simulate ('-' reads standard input). Needs -o or --sheet."),
    ],
    options: [
      OptionSpec(
        "type", value: "type", allowed: Deficiency.allCases.map(\.rawValue), repeatable: true,
        help: "Deficiency to simulate; repeat for several (default: all). One of: "
          + Deficiency.allCases.map(\.rawValue).joined(separator: ", ") + "."),
      OptionSpec(
        "method", value: "method", allowed: SimulationMethod.allCases.map(\.rawValue),
        help:
          "vienot1999, brettel1997 or machado2009 (default: Brettel for tritan, Viénot for full protan/deutan, Machado below severity 1)."
      ),
      OptionSpec(
        "severity", value: "0-1",
        help:
          "Severity from 0 (typical vision) to 1 (dichromacy). Default: 1 for -opia types and achromatopsia, 0.6 for -omaly types."
      ),
      OptionSpec(
        "format", value: "text|json", allowed: ["text", "json"],
        help: "Output format for colors (default: text)."),
      OptionSpec(
        "output", short: "o", value: "out.png",
        help: "Write the image as seen with --type (default: deuteranopia); '-' is standard output."),
      OptionSpec(
        "sheet", value: "out.png",
        help: "Write a labeled sheet: original, protanopia, deuteranopia, tritanopia, achromatopsia."),
      OptionSpec(
        "backdrop", value: "color", help: "Color behind transparent pixels of an image (default: white)."),
    ],
    discussion: """
      Colors print each simulation and its ΔE2000 from the original. Images are
      color-managed to sRGB first (Display P3 and ICC tags honored), composited over
      the backdrop, and simulated on all cores.
      """,
    positionalCount: (1, nil))

  struct Row {
    var input: SRGBColor
    var deficiency: Deficiency
    var method: String
    var severity: Double
    var output: SRGBColor
    var deltaE2000: Double
  }

  static func parseSeverity(_ text: String?, command: String) throws(UsageError) -> Double? {
    guard let text else { return nil }
    guard let v = Double(text), v >= 0, v <= 1 else {
      throw UsageError(
        "'\(text)' is not a valid value for '--severity'; expected a number from 0 to 1", command: command)
    }
    return v
  }

  static func simulators(_ parsed: ParsedArguments, command: String) throws(UsageError) -> [CVDSimulator] {
    let severity = try parseSeverity(parsed.value("severity"), command: command)
    let method = parsed.value("method").flatMap(SimulationMethod.init(rawValue:))
    let types = parsed.all("type").compactMap(Deficiency.init(rawValue:))
    return (types.isEmpty ? Deficiency.allCases : types).map {
      CVDSimulator($0, severity: severity, method: method)
    }
  }

  static func methodName(_ s: CVDSimulator) -> String {
    s.deficiency == .achromatopsia ? "luminance" : s.method.rawValue
  }

  static func isImage(_ argument: String) -> Bool {
    argument == "-" || argument.lowercased().hasSuffix(".png")
  }

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let wantsImage = parsed.value("output") != nil || parsed.value("sheet") != nil
    if wantsImage || parsed.positionals.contains(where: isImage) {
      return try runImage(parsed, console: console)
    }
    var colors: [SRGBColor] = []
    for text in parsed.positionals {
      do {
        colors.append(try SRGBColor(css: text).clipped.withAlpha(1))
      } catch {
        throw UsageError(error.description, command: spec.name)
      }
    }
    let sims = try simulators(parsed, command: spec.name)
    var rows: [Row] = []
    for color in colors {
      for s in sims {
        let out = s.simulate(color).quantized
        rows.append(
          Row(
            input: color, deficiency: s.deficiency, method: methodName(s), severity: s.severity, output: out,
            deltaE2000: DeltaE.ciede2000(color, out)))
      }
    }
    if parsed.value("format") == "json" {
      let results: [JSONValue] = rows.map { r in
        .object([
          "input": .string(r.input.hex), "type": .string(r.deficiency.rawValue), "method": .string(r.method),
          "severity": .number(r.severity), "output": .string(r.output.hex),
          "deltaE2000": .finite(r.deltaE2000),
        ])
      }
      console.writeOutput(JSONWriter.string(.object(["results": .array(results)])))
      return 0
    }
    var current: SRGBColor? = nil
    for r in rows {
      if r.input != current {
        if current != nil { console.print("") }
        current = r.input
        console.print(console.swatch(r.input.rgba8) + r.input.hex)
      }
      console.print(
        "  " + pad(r.deficiency.rawValue, 15) + pad(r.method, 13) + pad(format(r.severity, 2), 6)
          + console.swatch(r.output.rgba8) + r.output.hex + "  ΔE00 " + format(r.deltaE2000, 1))
    }
    return 0
  }

  static func runImage(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    guard parsed.positionals.count == 1, let input = parsed.positionals.first else {
      throw UsageError(
        "give exactly one image to simulate (found \(parsed.positionals.count) arguments)", command: spec.name
      )
    }
    let output = parsed.value("output")
    let sheet = parsed.value("sheet")
    guard output != nil || sheet != nil else {
      throw UsageError(
        "an image needs -o <out.png> or --sheet <out.png> to write the result", command: spec.name)
    }
    guard parsed.all("type").count <= 1 else {
      throw UsageError(
        "-o writes one simulation; give one --type (or use --sheet for all of them)", command: spec.name)
    }
    if parsed.value("format") != nil {
      throw UsageError("--format applies to colors; an image writes PNG files", command: spec.name)
    }
    var backdrop = RGBA8(red: 255, green: 255, blue: 255)
    if let text = parsed.value("backdrop") {
      do {
        backdrop = try SRGBColor(css: text).clipped.withAlpha(1).rgba8
      } catch {
        throw UsageError("--backdrop: \(error.description)", command: spec.name)
      }
    }
    let severity = try parseSeverity(parsed.value("severity"), command: spec.name)
    let method = parsed.value("method").flatMap(SimulationMethod.init(rawValue:))
    if output == "-" && sheet == "-" {
      throw UsageError(
        "-o - and --sheet - would both write to standard output; send one of them to a file",
        command: spec.name)
    }
    if (output == "-" || sheet == "-") && console.isTerminal {
      throw UsageError(
        "standard output is a terminal: redirect it ('> out.png') or give a file name instead of '-'",
        command: spec.name)
    }
    if let outside = FolderWalk.outsideItsTree(input) { throw CheckReportError(message: outside) }
    let protected = ProtectedFiles([input])
    let decoded = try PNGDecoder.decode(path: input)
    for warning in decoded.warnings { console.printError("warning: \(input): \(warning)") }
    let image = decoded.image.composited(over: backdrop)
    if let output {
      let type = parsed.value("type").flatMap(Deficiency.init(rawValue:)) ?? .deuteranopia
      let simulator = CVDSimulator(type, severity: severity, method: method)
      try Output.write(
        PNGEncoder.encode(image.simulated(simulator), name: output), to: output, protecting: protected,
        console: console)
      console.printError(
        "wrote \(output == "-" ? "standard output" : MessageText.quoted(output)) (\(type.rawValue), \(methodName(simulator)), severity \(format(simulator.severity, 2)))"
      )
    }
    if let sheet {
      let made = ComparisonSheet.make(from: image, severity: severity, method: method)
      try Output.write(
        PNGEncoder.encode(made, name: sheet), to: sheet, protecting: protected, console: console)
      console.printError(
        "wrote \(sheet == "-" ? "standard output" : MessageText.quoted(sheet)) (\(made.width)×\(made.height))"
      )
    }
    return 0
  }
}
