import ColorScience
import Foundation
import Imaging
import JSONSupport
import Reporting
import ScreenScan

/// `legible scan <png|folder>…`: low-contrast text found from pixels alone.
enum ScanCommand {
  static let spec = CommandSpec(
    name: "scan",
    abstract: "Check text contrast and color-only states in PNG screenshots.",
    usage: "legible scan <png|folder>... [--scale N] [--format text|json] [--json-dir DIR] [--annotate DIR] [--jobs N]",
    arguments: [("<png|folder>", "PNG screenshots, or folders searched for *.png; '-' reads one PNG from standard input.")],
    options: [
      OptionSpec("scale", value: "N", help: "Image pixels per logical unit (CSS px, pt, dp). Default: inferred from the width."),
      OptionSpec("format", value: "format", allowed: ["text", "json", "sarif", "junit", "markdown"], help: "text (default), json, sarif (2.1.0), junit (XML) or markdown."),
      OptionSpec("json-dir", value: "DIR", help: "Also write each image's JSON object to DIR/<name>.json."),
      OptionSpec("annotate", value: "DIR", help: "Write each image to DIR with every text line boxed and labeled, and color-only groups outlined and linked."),
      OptionSpec("jobs", value: "N", help: "Images scanned at once (default: all cores)."),
      OptionSpec("large-text", value: "wcag|mobile", allowed: ["wcag", "mobile"], help: "Large text is 24 px or 18.66 px bold (wcag, default) or 18/14 (mobile)."),
      .failOn(),
      OptionSpec("backdrop", value: "color", help: "Color behind transparent pixels (default: white)."),
      OptionSpec("max-pixels", value: "N", help: "Refuse images larger than N pixels, before decoding (default: 200000000)."),
      OptionSpec("max-file-bytes", value: "N", help: "Refuse PNG files larger than N bytes (default: 536870912)."),
      OptionSpec("max-icc-bytes", value: "N", help: "Refuse embedded ICC profiles larger than N bytes (default: 4194304)."),
    ],
    discussion: """
      Findings: text-contrast (a line below its WCAG ratio) and color-only-state
      (segments, tabs, chips, nav items, status dots, list markers, field borders
      or inline links whose states differ only by color: an error when they
      collapse for a color-blind viewer or differ by less than 3:1, a warning
      when nothing but color marks them).

      Exits 2 if any input could not be read (the others are still scanned), else 1 if
      a finding is at or above --fail-on, else 0. Results come out in input order.
      """,
    positionalCount: (1, nil))

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    var options = ScanOptions()
    if let s = parsed.value("scale") {
      guard let v = Double(s), v > 0, v <= 8 else {
        throw UsageError("'\(s)' is not a valid value for '--scale'; expected a number from 0 to 8, e.g. 2 or 3", command: spec.name)
      }
      options.scale = v
    }
    if parsed.value("large-text") == "mobile" { options.largeText = .mobile }
    // Tuning knobs for development (not in --help): LEGIBLE_SURFACE_RADIUS, LEGIBLE_BOLD_STEM.
    if let v = console.environment["LEGIBLE_SURFACE_RADIUS"].flatMap(Double.init) { options.surfaceRadius = v }
    if let v = console.environment["LEGIBLE_BOLD_STEM"].flatMap(Double.init) { options.boldStemRatio = v }
    if let v = console.environment["LEGIBLE_FILL_RADIUS"].flatMap(Double.init) { options.fillRadius = v }
    if let v = console.environment["LEGIBLE_FILL_AREA"].flatMap(Double.init) { options.fillArea = v }
    let jobs = try parsed.integer("jobs", in: 1...256, command: spec.name) ?? Parallel.coreCount
    var backdrop = RGBA8(red: 255, green: 255, blue: 255)
    if let text = parsed.value("backdrop") {
      do { backdrop = try SRGBColor(css: text).clipped.withAlpha(1).rgba8 } catch {
        throw UsageError("--backdrop: \(error.description)", command: spec.name)
      }
    }
    for dir in [parsed.value("json-dir"), parsed.value("annotate")].compactMap({ $0 }) {
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    let imageLimits = try parsed.imageLimits(over: .default, command: spec.name)
    let (inputs, listingErrors) = InputFiles.pngs(in: parsed.positionals)
    let scanner = ScreenScanner(options: options)
    let backdropColor = backdrop
    let results = BatchRunner.run(inputs, jobs: jobs) { path -> Result<ScanResult, ImageError> in
      Result { () throws(ImageError) -> ScanResult in
        let decoded = try PNGDecoder.decode(path: path, limits: imageLimits)
        var result = scanner.scan(decoded.image.composited(over: backdropColor))
        result.colorSpace = decoded.colorSpace
        if scanner.options.scale != nil { result.scaleReason = "given with --scale" }
        result.warnings = decoded.warnings
        return result
      }
    }
    var unreadable = listingErrors.count
    var imagesJSON: [JSONValue] = []
    var items: [ScanReports.Item] = []
    var readErrors: [(path: String, message: String)] = []
    let format = parsed.value("format") ?? "text"
    for error in listingErrors { console.printError("error: \(error)") }
    for (path, result) in zip(inputs, results) {
      switch result {
      case .failure(let error):
        unreadable += 1
        console.printError("error: \(error)")
        imagesJSON.append(.object(["path": .string(path), "error": .string(error.description)]))
        readErrors.append((path, error.description))
      case .success(let r):
        let json = ScanJSON.image(path, r)
        imagesJSON.append(json)
        items.append((path, r))
        if let dir = parsed.value("json-dir") {
          let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
          try AtomicFile.write(Array(JSONWriter.string(json).utf8), to: dir + "/" + (path == "-" ? "stdin" : name) + ".json", protecting: inputs)
        }
        if let dir = parsed.value("annotate") {
          let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
          let decoded = try PNGDecoder.decode(path: path)
          let annotated = Annotation.draw(r, on: decoded.image.composited(over: backdrop))
          try PNGEncoder.write(annotated, to: dir + "/" + (path == "-" ? "stdin" : name) + ".annotated.png", protecting: inputs)
        }
        if format == "text" { ScanText.print(path, r, console: console) }
      }
    }
    switch format {
    case "json":
      let doc: JSONValue = .object([
        "tool": .object(["name": "legible", "version": .string(Legible.version)]), "results": .array(imagesJSON),
      ])
      console.writeOutput(JSONWriter.string(doc))
    case "sarif": console.writeOutput(ScanReports.sarif(items, version: Legible.version))
    case "junit": console.writeOutput(ScanReports.junit(items, errors: readErrors))
    case "markdown": console.writeOutput(ScanReports.markdown(items))
    default: break
    }
    let levels = items.flatMap { $0.result.findings.map(\.level) }
    return ExitStatus.of(levels: levels, unreadable: unreadable > 0, failOn: parsed.failOn())
  }
}

extension ParsedArguments {
  /// `limits` with the --max-pixels, --max-file-bytes and --max-icc-bytes flags applied
  /// (scan and check take the same three).
  func imageLimits(over limits: ImageLimits, command: String) throws(UsageError) -> ImageLimits {
    var limits = limits
    if let v = try integer("max-pixels", in: 1...Int.max, command: command) { limits.maximumPixels = v }
    if let v = try integer("max-file-bytes", in: 1...Int.max, command: command) { limits.maximumFileBytes = v }
    if let v = try integer("max-icc-bytes", in: 1...Int.max, command: command) { limits.maximumICCBytes = v }
    return limits
  }
}
