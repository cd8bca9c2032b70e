import ColorScience
import FileInput
import Findings
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
    usage:
      "legible scan <png|folder>... [--scale N] [--format text|json|sarif|junit|markdown|github|xcode] [-o FILE] [--json-dir DIR] [--annotate DIR] [--jobs N]",
    arguments: [
      (
        "<png|folder>",
        "PNG screenshots, or folders searched for *.png; '-' reads one PNG from standard input."
      )
    ],
    options: [
      OptionSpec(
        "scale", value: "N",
        help: "Image pixels per logical unit (CSS px, pt, dp), 0.1 to 8. Default: inferred from the width."),
      .format([.text, .json, .sarif, .junit, .markdown, .github, .xcode]),
    ] + ReportOutputOption.options() + [
      OptionSpec(
        "json-dir", value: "DIR", help: "Also write each image's JSON object to DIR/<relative path>.json."),
      OptionSpec(
        "annotate", value: "DIR",
        help: "Write each image to DIR, findings boxed and numbered, with a legend panel."),
      OptionSpec("annotate-all", help: "With --annotate, also box the lines that pass."),
    ] + JobsOption.options(unit: "images") + [
      OptionSpec(
        "large-text", value: "wcag|mobile", allowed: ["wcag", "mobile"],
        help: "Large text is 24 px or 18.66 px bold (wcag, default) or 18/14 (mobile)."),
      OptionSpec(
        "inactive-as-errors",
        help:
          "Report failing text that looks like an inactive control as an error (default: a note; WCAG exempts inactive components)."
      ),
    ] + ExitOptions.options() + [
      OptionSpec("backdrop", value: "color", help: "Color behind transparent pixels (default: white).")
    ] + ImageLimitOptions.options(defaults: .builtIn) + [
      OptionSpec("allow-empty", help: "Exit 0 when the paths hold no PNG file (default: an error, exit 2)."),
      OptionSpec(
        "explain",
        help:
          "Print, per color-only candidate group (its place and members' text boxes), which named rule kept or dropped it and why; after each image's text report, or on standard error with other formats."
      ),
    ],
    discussion: """
      Findings: text-contrast (a line below its WCAG ratio), color-only-state
      (segments, tabs, chips, nav items, status dots, list markers, field borders
      or inline links whose states differ only by color: an error when they
      collapse for a color-blind viewer or differ by less than 3:1, a warning
      when nothing but color marks them) and non-text-contrast (an icon button's
      glyph with no text near it, its control's only label, below 3:1). Other
      icons are not text and are not judged. Failing text of a control that looks
      inactive (its label and frame faded together beside an enabled control, or with
      the rest of its disabled group) is a note, not an error: WCAG 1.4.3 exempts
      inactive components. --annotate draws notes as gray dashed boxes.

      Exits 2 if any input could not be read or an output could not be written (the
      others are still scanned and written), else 1 if a finding is at or above
      --fail-on, else 0. Results come out in input order. Outputs mirror each input's
      path under the folder it was found in; existing links, devices and inputs are
      never written over.
      """,
    positionalCount: (1, nil))

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let options = try scanOptions(parsed, console: console)
    let explain = options.explainColorOnly
    let jobs = try JobsOption(parsed, command: spec.name).jobs
    let exit = try ExitOptions(parsed, command: spec.name)
    let reportOutput = try ReportOutputOption(parsed, command: spec.name)
    var backdrop = RGBA8(red: 255, green: 255, blue: 255)
    if let text = parsed.value("backdrop") {
      do { backdrop = try SRGBColor(css: text).clipped.withAlpha(1).rgba8 } catch {
        throw UsageError("--backdrop: \(error.description)", command: spec.name)
      }
    }
    let jsonDir = try parsed.value("json-dir").map {
      try Output.folder($0, flag: "json-dir", command: spec.name)
    }
    let annotateDir = try parsed.value("annotate").map {
      try Output.folder($0, flag: "annotate", command: spec.name)
    }
    let imageLimits = try ImageLimitOptions(parsed, command: spec.name).applied(to: .default)
    let (inputs, found) = InputFiles.pngs(in: parsed.positionals)
    for warning in found.warnings { console.printError("warning: \(warning)") }
    if inputs.isEmpty && found.errors.isEmpty && !parsed.flag("allow-empty") {
      throw CheckReportError(
        message:
          "no PNG files found in \(parsed.positionals.map { MessageText.quoted($0) }.joined(separator: ", ")); pass --allow-empty to accept a run with nothing to scan"
      )
    }
    let protected = ProtectedFiles(inputs.map(\.path))
    let scanner = ScreenScanner(options: options)
    let backdropColor = backdrop
    // Decode, scan and write outputs in one task per image: the image is decoded once (so
    // standard input and raised limits serve every consumer), within the run's memory
    // budget, and freed when its task ends.
    let budget = MemoryBudget(total: imageLimits.memoryBudget)
    let format = parsed.format
    // A report file gets no color escapes.
    let textStyle = reportOutput.file == nil ? console.textStyle : .plain
    let results = BatchRunner.run(inputs, jobs: jobs) { input -> ScannedImage in
      var outputErrors: [String] = []
      var imageJSON: JSONValue? = nil
      let result = ImageScan.run(
        path: input.path, limits: imageLimits, budget: budget, scanner: scanner, backdrop: backdropColor
      ) { image, result in
        if let dir = jsonDir {
          let value = ScanJSON.image(input.path, result)
          imageJSON = value
          let json = Array(JSONWriter.string(value).utf8)
          do {
            let target = OutputNames.path(in: dir, input.relative, suffix: ".json")
            try ScanOutputs.mayReplace(target)
            try Output.write(json, in: dir, input.relative, suffix: ".json", protecting: protected)
          } catch { outputErrors.append("\(error)") }
        }
        if let dir = annotateDir {
          do {
            let png = try PNGEncoder.encode(
              Annotation.draw(result, on: image, includePassing: parsed.flag("annotate-all")),
              name: input.path)
            try Output.write(png, in: dir, input.relative, suffix: ".annotated.png", protecting: protected)
          } catch let error as OutputError { outputErrors.append(error.description) } catch {
            outputErrors.append("\(error)")
          }
        }
      }
      var scanned = ScannedImage(result: result)
      scanned.outputErrors = outputErrors
      // This image's part of the report, written here on the image's own core: written
      // after the batch, the parts of 200 screenshots took one thread about 3 % of the
      // run's wall time with two jobs.
      if case .success(let r) = result {
        switch format {
        case .json: scanned.report = JSONWriter.fragment(imageJSON ?? ScanJSON.image(input.path, r), depth: 2)
        case .text: scanned.report = ScanText.render(input.path, r, style: textStyle)
        default: break
        }
        if explain, let trace = r.colorOnlyTrace {
          scanned.explanation = ScanExplanation.render(input.path, trace)
        }
      }
      return scanned
    }
    // With -o, the report (text image by image, then the rest) is gathered and written
    // once the last image is done.
    let (levels, unreadable) = try reportOutput.capturing(console, protecting: protected) { console in
      writeResults(inputs, results, found: found, format: format, console: console)
    }
    return exit.status(levels: levels, unreadable: unreadable)
  }

  /// Writes each image's part of the report in input order, its errors on standard error,
  /// then the whole report; returns the findings' levels and whether anything failed.
  static func writeResults(
    _ inputs: [InputFile], _ results: [ScannedImage], found: Discovery, format: OutputFormat,
    console: Console
  ) -> (levels: [Level], unreadable: Bool) {
    var unreadable = found.errors.count
    var imagesJSON: [String] = []  // the "results" items, written at depth 2
    var items: [ScanReports.Item] = []
    var readErrors: [(path: String, message: String)] = []
    for error in found.errors { console.printError("error: \(error)") }
    for (input, scanned) in zip(inputs, results) {
      let path = input.path
      switch scanned.result {
      case .failure(let error):
        unreadable += 1
        console.printError("error: \(error)")
        if format == .json {
          imagesJSON.append(
            JSONWriter.fragment(
              .object(["path": .string(path), "error": .string(error.description)]), depth: 2))
        }
        readErrors.append((path, error.description))
      case .success(let r):
        if let report = scanned.report, format == .json { imagesJSON.append(report) }
        items.append((path, r))
        if let report = scanned.report, format == .text { console.writeOutput(report) }
        if let explanation = scanned.explanation {
          if format == .text { console.writeOutput(explanation) } else { console.writeError(explanation) }
        }
      }
      // A failed output is that file's error; every other output and the report still go out.
      for message in scanned.outputErrors { console.printError("error: \(message)") }
      unreadable += scanned.outputErrors.count
    }
    writeReport(format, imagesJSON: imagesJSON, items: items, readErrors: readErrors, console: console)
    return (items.flatMap { $0.result.findings.map(\.level) }, unreadable > 0)
  }

  /// The scan's options from the flags (and the development knobs in the environment).
  static func scanOptions(_ parsed: ParsedArguments, console: Console) throws -> ScanOptions {
    var options = ScanOptions()
    if let s = parsed.value("scale") {
      guard let v = Double(s), ScanOptions.scaleRange.contains(v) else {
        throw UsageError(
          "'\(s)' is not a valid value for '--scale'; expected a number from 0.1 to 8, e.g. 2 or 3",
          command: spec.name)
      }
      options.scale = v
    }
    if parsed.value("large-text") == "mobile" { options.largeText = .mobile }
    options.explainColorOnly = parsed.flag("explain")
    options.inactiveControlsAreErrors = parsed.flag("inactive-as-errors")
    // Tuning knobs for development (not in --help): LEGIBLE_SURFACE_RADIUS, LEGIBLE_BOLD_STEM.
    // Values outside a sane range are ignored: they become pixel sizes through Int(…).
    func knob(_ name: String, _ range: ClosedRange<Double>) -> Double? {
      console.environment[name].flatMap(Double.init).flatMap { range.contains($0) ? $0 : nil }
    }
    if let v = knob("LEGIBLE_SURFACE_RADIUS", 0...100) { options.surfaceRadius = v }
    if let v = knob("LEGIBLE_BOLD_STEM", 0...1) { options.boldStemRatio = v }
    if let v = knob("LEGIBLE_FILL_RADIUS", 0...100) { options.fillRadius = v }
    if let v = knob("LEGIBLE_FILL_AREA", 0...1_000_000) { options.fillArea = v }
    return options
  }

  /// The whole report in `format`, after every image (text was written image by image).
  static func writeReport(
    _ format: OutputFormat, imagesJSON: [String], items: [ScanReports.Item],
    readErrors: [(path: String, message: String)],
    console: Console
  ) {
    switch format {
    case .json:
      let tool: JSONValue = .object(["name": "legible", "version": .string(Legible.version)])
      console.writeOutput(
        JSONWriter.prettyObject([
          ("tool", JSONWriter.fragment(tool, depth: 1)),
          ("results", JSONWriter.prettyArray(imagesJSON, depth: 1)),
        ]))
    case .sarif: console.writeOutput(ScanReports.sarif(items, version: Legible.version))
    case .junit: console.writeOutput(ScanReports.junit(items, errors: readErrors))
    case .markdown: console.writeOutput(ScanReports.markdown(items))
    case .github:
      let findings = items.flatMap { item in
        item.result.findings.map { Finding.from(scan: $0, image: item.path, imageHeight: item.result.height) }
      }
      let errors = readErrors.map { (file: $0.path, message: $0.message) }
      console.writeOutput(
        GitHubFormat.render(findings, errors: errors, title: "Legible scan", console: console))
    case .xcode:
      let findings = items.flatMap { item in
        item.result.findings.map { Finding.from(scan: $0, image: item.path, imageHeight: item.result.height) }
      }
      console.writeOutput(XcodeFormat.render(findings))
    case .text, .html: break  // text was written image by image; html is not offered
    }
  }
}

/// One image's scan and the outputs that could not be written for it.
struct ScannedImage: Sendable {
  var result: Result<ScanResult, ImageError>
  var outputErrors: [String] = []
  /// This image's part of a JSON report (a fragment at depth 2) or of a text report.
  var report: String? = nil
  /// Why each color-only candidate was kept or dropped (`--explain`).
  var explanation: String? = nil
}

/// Rules for the files `scan` writes.
enum ScanOutputs {
  /// A `--json-dir` file may replace an earlier scan result, nothing else: the folder may be
  /// a repository folder whose `x.json` is a palette or any other file of the user's.
  static func mayReplace(_ target: String) throws(OutputError) {
    // absent, or refused by OutputFile
    guard FileKind.of(target, followingLinks: false) == .regular else { return }
    guard let bytes = try? FileBytes.read(path: target, limit: 64 << 20),
      let root = try? JSONParser().parse(bytes),
      root["path"]?.stringValue != nil, root["textRegions"] != nil || root["error"] != nil
    else {
      throw OutputError(
        path: target,
        reason: .failed(step: "replace it", reason: "it exists and is not a Legible scan result"))
    }
  }
}
