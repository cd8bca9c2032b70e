import ColorScience
import FileInput
import Findings
import Foundation
import Imaging
import JSONSupport
import PaletteReview
import Reporting
import ScreenScan

#if canImport(Glibc)
  import Glibc
#endif

/// `legible check [path…]`: every palette and screenshot under the paths, one report.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check every palette and screenshot under the given paths.",
    usage:
      "legible check [path...] [--config FILE] [--format F] [-o FILE] [--baseline FILE] [--update-baseline] [--shard i/n]",
    arguments: [
      (
        "[path...]",
        "Files or folders (default: the current folder). Finds Legible/DTCG/Material palettes, .xcassets and PNGs."
      )
    ],
    options: [
      OptionSpec(
        "config", value: "FILE",
        help: "Config file (default: legible.json or .legible.json in the first path)."),
      .format([.text, .json, .sarif, .junit, .markdown, .html, .github, .xcode]),
    ] + ReportOutputOption.options(never: "an input, the config") + [
      OptionSpec("baseline", value: "FILE", help: "Report only findings whose fingerprints are not in FILE."),
      OptionSpec(
        "update-baseline", help: "Write the current findings' fingerprints to the --baseline file and exit 0."
      ),
      OptionSpec(
        "shard", value: "i/n",
        help: "Check only the i-th of n deterministic slices of the inputs (for build matrices)."),
    ] + JobsOption.options(unit: "files") + ExitOptions.options(defaultLevel: "error, or the config's failOn")
      + [
        OptionSpec("quiet", short: "q", help: "No progress on standard error.")
      ] + ImageLimitOptions.options(defaults: .config)
      + PaletteLimitOptions.options([.pairs], pairsDefault: "palette.maxPairs, else 2000000") + [
        OptionSpec(
          "allow-empty", help: "Exit 0 when the paths hold no palette or PNG (default: an error, exit 2)."),
        OptionSpec(
          "palettes-only",
          help:
            "Check palettes only: skip PNGs, and skip named files that are not palettes as in a folder (for build plugins)."
        ),
      ],
    discussion: """
      Exit status: 2 if an input could not be read (the rest are still checked),
      1 if a finding is at or above --fail-on, else 0. Combine shards with
      'legible merge'.
      """,
    positionalCount: (0, nil))

  static let skippedFolders: Set<String> = [
    ".build", ".git", "node_modules", ".swiftpm", "DerivedData", "Pods",
  ]

  /// Names that say "palette": such a file that cannot be read or parsed is an error, not skipped.
  static let paletteSuffixes = [".palette.json", ".tokens.json", ".resolver.json"]
  static let configNames: Set<String> = [
    "legible.json", ".legible.json", "package.json", "package-lock.json", "Contents.json",
  ]

  /// Palettes and screenshots under `paths`, and the token files that resolvers among them
  /// read (checked through their resolver, and protected from outputs like any input).
  /// A file named on the command line must be one Legible reads; one met in a folder is
  /// skipped quietly unless it looked like an input that could not be read (then a warning).
  /// With `palettesOnly` (`--palettes-only`, which the SwiftPM build plugin passes with every
  /// file of a target that might be a palette) PNGs are left out and a named file is judged
  /// as one met in a folder, so the tool, not its caller, decides what is a palette.
  static func discover(_ paths: [String], palettesOnly: Bool = false) -> (
    palettes: [String], pngs: [String], sources: [String], found: Discovery
  ) {
    var palettes: [String] = []
    var pngs: [String] = []
    var found = Discovery()
    var classified = Discovery()  // apart from `found`, which the walk holds while it calls back
    var visited = Set<FolderWalk.Identity>()
    func classify(_ path: String, kind: FileKind, named: Bool) {
      let name = OutputFile.lastComponent(of: path)
      let quoted = MessageText.quoted(path)
      let named = named && !palettesOnly
      if name.lowercased().hasSuffix(".png") {
        if palettesOnly { return }
        if named || (kind == .regular && !name.hasSuffix(".annotated.png")) {
          pngs.append(path)
        } else if kind != .regular {
          classified.warnings.append("\(quoted): skipped: is \(kind), not a regular file")
        }
        return
      }
      if name.lowercased().hasSuffix(".css") {
        let css = stylesheet(path, kind: kind, named: named)
        if css.isPalette { palettes.append(path) }
        if let warning = css.warning { classified.warnings.append(warning) }
        return
      }
      let candidate =
        name.hasSuffix(".json") && !name.hasSuffix(".schema.json") && !configNames.contains(name)
        && !name.hasSuffix(".legible.json")
      guard candidate || named else { return }
      if kind != .regular {
        if named {
          palettes.append(path)
        } else {
          classified.warnings.append("\(quoted): skipped: is \(kind), not a regular file")
        }
        return  // named: loading it reports the error for that file
      }
      let data = try? FileBytes.read(path: path, limit: 16 << 20)
      let root = data.flatMap { try? JSONParser().parse($0) }
      if let root, let format = PaletteLoader.detect(root, path: path),
        named || !looseForms.contains(format) || pathSaysPalette(path)
      {
        palettes.append(path)
      } else if let data, root == nil,
        PaletteSniffing.mentionsPaletteKeys(data) || PaletteSniffing.paletteNames.contains(name.lowercased())
      {
        // a palette that does not parse (a trailing comma): loading it reports file and line:column
        palettes.append(path)
      } else if (named && name.hasSuffix(".json")) || paletteSuffixes.contains(where: { name.hasSuffix($0) })
      {
        palettes.append(path)  // meant as a palette but unreadable: loading it reports why, for that file
      } else if named {
        classified.errors.append(
          "\(quoted): not a palette (Legible, DTCG or Material JSON, or an .xcassets folder) or a PNG screenshot"
        )
      }
    }
    for p in paths {
      guard let kind = FileKind.of(p) else {
        found.errors.append(FolderWalk.missing(p))
        continue
      }
      if let outside = FolderWalk.outsideItsTree(p) {
        found.errors.append(outside)
        continue
      }
      if p.hasSuffix(".xcassets") || p.hasSuffix(".xcassets/") {
        palettes.append(p)
      } else if kind == .directory {
        FolderWalk.walk(p, visited: &visited, found: &found, skip: skippedFolders) { path, name, kind in
          guard kind == .directory else {
            classify(path, kind: kind, named: false)
            return false
          }
          if name.hasSuffix(".xcassets") {
            palettes.append(path)  // a catalog is one palette: not descended into
            return false
          }
          return true
        }
      } else {
        classify(p, kind: kind, named: true)
      }
    }
    found.errors += classified.errors
    found.warnings += classified.warnings
    // Token files that a resolver already reads are checked through the resolver.
    let sources = resolverSources(palettes)
    palettes = palettes.filter { !sources.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
    return (palettes, pngs, Array(sources), found)
  }

  /// Whether a `.css` file is a palette: a named one always is (loading it reports any
  /// error); one met in a folder is when it defines color custom properties where a palette
  /// does, and warns only when it uses custom properties (`--`) yet could not be read.
  static func stylesheet(_ path: String, kind: FileKind, named: Bool) -> (isPalette: Bool, warning: String?) {
    if named { return (true, nil) }
    guard kind == .regular, let data = try? FileBytes.read(path: path, limit: 16 << 20) else {
      return (false, nil)
    }
    do {
      return (try PaletteLoader.isCSSPalette(data, file: path), nil)
    } catch {
      guard String(decoding: data.prefix(1 << 20), as: UTF8.self).contains("--") else { return (false, nil) }
      return (
        false,
        "\(MessageText.quoted(path)): skipped: could not be read as a palette of CSS custom properties: \(error.description)"
      )
    }
  }

  /// The token files (standardized paths) that the resolvers among `palettes` read through
  /// `$ref`: `discover` drops them from the palettes so each is checked once, through its
  /// resolver, yet still protects them from outputs like any input.
  static func resolverSources(_ palettes: [String]) -> Set<String> {
    var sources = Set<String>()
    for r in palettes where r.hasSuffix(".resolver.json") {
      if let data = try? FileBytes.read(path: r, limit: 16 << 20), let root = try? JSONParser().parse(data) {
        let base = URL(fileURLWithPath: r).deletingLastPathComponent()
        func refs(_ n: JSONNode) {
          if let ref = n["$ref"]?.stringValue, !ref.hasPrefix("#") {
            sources.insert(base.appendingPathComponent(ref).standardizedFileURL.path)
          }
          for (_, _, v) in n.objectEntries ?? [] { refs(v) }
          for v in n.arrayValues ?? [] { refs(v) }
        }
        refs(root)
      }
    }
    return sources
  }

  /// Forms with no mark of their own (any JSON of color strings, any `value` keys): found in
  /// a folder only when the path says palette, so a web manifest's `theme_color` is not one.
  static let looseForms: Set<PaletteLoader.Format> = [.nested, .styleDictionary]
  static func pathSaysPalette(_ path: String) -> Bool {
    let p = path.lowercased()
    return ["color", "colour", "palette", "token", "theme"].contains { p.contains($0) }
  }

  /// Separates the files of one palette in a `palettes` entry (see `siblingsJoined`).
  static let siblingSeparator: Character = "\u{1}"

  /// Files of one folder whose names differ only by a mode word (`tokens.light.json`,
  /// `tokens.dark.json`; `colors.css`, `colors.dark.css`) in a form that can be split over
  /// files (CSS, nested JSON colors, Style Dictionary, DTCG token files), joined into one
  /// entry: they are one palette, its variants. A file without a mode word joins the
  /// group whose name it matches with the word left out (`colors.css`).
  static func siblingsJoined(_ palettes: [String]) -> [String] {
    let splittable: Set<PaletteLoader.Format> = [.nested, .styleDictionary, .dtcg]
    var known: [String: Bool] = [:]
    /// Read again only for names that could join a group (a second parse of a few files).
    func canSplit(_ p: String) -> Bool {
      if PaletteLoader.Format.isCSS(p) { return true }
      if let k = known[p] { return k }
      var answer = false
      if let data = try? FileBytes.read(path: p, limit: 16 << 20), let root = try? JSONParser().parse(data),
        let format = PaletteLoader.detect(root, path: p)
      {
        answer = splittable.contains(format)
      }
      known[p] = answer
      return answer
    }
    var groups: [String: [String]] = [:]
    var keys: [String: String] = [:]
    for p in palettes where ModeWords.inFileName(OutputFile.lastComponent(of: p)) != nil && canSplit(p) {
      let folder = OutputFile.folder(of: p)
      let name = OutputFile.lastComponent(of: p)
      guard let (_, rest) = ModeWords.inFileName(name) else { continue }
      let key = folder + "/" + rest
      groups[key, default: []].append(p)
      keys[p] = key
    }
    // The file the mode word was taken from (`colors.css` for `colors.dark.css`).
    for p in palettes where keys[p] == nil && !groups.isEmpty {
      let folder = OutputFile.folder(of: p)
      let name = OutputFile.lastComponent(of: p)
      for sep in [".", "-", "_"] {
        guard let dot = name.firstIndex(of: ".") else { break }
        let key = folder + "/" + name[..<dot] + sep + "*" + name[dot...]
        if groups[key] != nil, canSplit(p) {
          groups[key, default: []].insert(p, at: 0)
          keys[p] = key
          break
        }
      }
    }
    var out: [String] = []
    var emitted = Set<String>()
    for p in palettes {
      guard let key = keys[p], let members = groups[key], members.count > 1 else {
        out.append(p)
        continue
      }
      if emitted.insert(key).inserted {
        out.append(members.sorted().joined(separator: String(siblingSeparator)))
      }
    }
    return out
  }

  /// Whether the config's `include`/`exclude` globs keep `p`, matched against its path
  /// relative to the checked root so a config's globs read the same from any working folder.
  static func isIncluded(_ p: String, root: String, config: LegibleConfig) -> Bool {
    let rel = p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p
    if !config.include.isEmpty && !config.include.contains(where: { Glob.matches($0, rel) }) {
      return false
    }
    return !config.exclude.contains { Glob.matches($0, rel) }
  }

  /// `--update-baseline`: accepts every current finding into `file`, which is this command's
  /// output and so the one read file it may replace.
  static func writeBaseline(
    accepting findings: [CheckFinding], to file: String, protecting protected: ProtectedFiles,
    console: Console
  ) throws {
    let baseline = Baseline(accepting: findings)
    var inputs = protected
    inputs.remove(file)  // the baseline is this command's output
    try Output.write(Array(baseline.json.utf8), to: file, protecting: inputs, console: console)
    console.printError(
      "wrote \(file): \(findings.count) findings under \(baseline.counts.count) fingerprints")
  }

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
    if paths.contains("-") {
      throw UsageError(
        "check reads files and folders; '-' (standard input) is not one (use 'legible scan -' for a PNG on standard input)",
        command: spec.name)
    }
    // Every option is checked before anything is read or written (parse, validate, run).
    let updatingBaseline = parsed.flag("update-baseline")
    if updatingBaseline && parsed.value("baseline") == nil {
      throw UsageError("--update-baseline needs --baseline FILE to write to", command: spec.name)
    }
    var baseline: Baseline? = nil
    if let file = parsed.value("baseline"), !updatingBaseline { baseline = try readBaseline(file) }
    let shardOfRun = try parsed.value("shard").map { text throws(UsageError) in try shard(text) }
    let exit = try ExitOptions(parsed, command: spec.name)
    let output = try ReportOutputOption(parsed, command: spec.name)
    var config = LegibleConfig()
    let root = paths[0]
    let maximumPairs = try PaletteLimitOptions(parsed, offering: [.pairs], command: spec.name).maximumPairs
    let configFile =
      parsed.value("config") ?? LegibleConfig.find(in: isDirectory(root) ? root : OutputFile.folder(of: root))
    if let configFile { config = try LegibleConfig.load(configFile, maximumPairs: maximumPairs) }
    let jobs = try JobsOption(parsed, command: spec.name).jobs
    // Flags override the config's limits.
    config.imageLimits = try ImageLimitOptions(parsed, command: spec.name).applied(to: config.imageLimits)
    if let maximumPairs { config.palette.maximumPairs = maximumPairs }
    var (palettes, pngs, sources, found) = discover(paths, palettesOnly: parsed.flag("palettes-only"))
    var errors = found.errors
    for warning in found.warnings { console.printError("warning: \(warning)") }
    palettes = siblingsJoined(palettes.filter { isIncluded($0, root: root, config: config) })
    pngs = pngs.filter { isIncluded($0, root: root, config: config) }
    var inputs = palettes.map { ("palette", $0) } + pngs.map { ("png", $0) }
    inputs.sort { $0.1 < $1.1 }
    // Nothing to check is an error, unless asked for (an empty shard of a real run is fine).
    if inputs.isEmpty && errors.isEmpty && !parsed.flag("allow-empty") {
      throw CheckReportError(
        message:
          "no palettes or PNG screenshots found in \(paths.map { MessageText.quoted($0) }.joined(separator: ", ")); pass --allow-empty to accept a run with nothing to check"
      )
    }
    if let shard = shardOfRun {
      inputs = inputs.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
    let total = inputs.count
    let showProgress = !parsed.flag("quiet") && isatty(2) == 1
    let progress = ProgressLine(total: total, enabled: showProgress, console: console)
    let policy = config.palette
    let scanner = ScreenScanner(options: config.scan)
    let imageLimits = config.imageLimits
    // The HTML report shows each screenshot and crops of its findings: made while the scan
    // holds the decoded image, so no image is decoded twice. One bad file is that file's
    // error in the report; it never stops the other files.
    let wantsPreviews = parsed.format == .html
    let budget = MemoryBudget(total: imageLimits.memoryBudget)
    let results = BatchRunner.run(inputs.map { $0.0 + "\u{0}" + $0.1 }, jobs: jobs) {
      item -> Result<CheckedInput, CheckReportError> in
      let kind = String(item.prefix { $0 != "\u{0}" })
      let path = String(item.dropFirst(kind.count + 1))
      defer { progress.tick() }
      return checkInput(
        kind: kind, path: path, policy: policy, scanner: scanner, imageLimits: imageLimits, budget: budget,
        wantsPreviews: wantsPreviews)
    }
    progress.finish()
    // Every file this run read: no output may replace one of them.
    var protected = ProtectedFiles(
      palettes.flatMap { $0.split(separator: siblingSeparator).map(String.init) } + pngs + sources
        + [configFile, parsed.value("baseline")].compactMap { $0 })
    var (findings, suppressed, previews) = collected(
      inputs, results, errors: &errors, protected: &protected)
    findings = configured(findings, config, root: root, suppressed: &suppressed)
    var report = CheckReport(
      palettes: inputs.filter { $0.0 == "palette" }.flatMap {
        $0.1.split(separator: siblingSeparator).map(String.init)
      }, screenshots: inputs.filter { $0.0 == "png" }.map(\.1),
      findings: findings, errors: errors)
    report.shard = shardOfRun
    report.suppressed = suppressed
    if updatingBaseline, let file = parsed.value("baseline") {
      try writeBaseline(accepting: findings, to: file, protecting: protected, console: console)
      return errors.isEmpty ? 0 : 2
    }
    if let baseline {
      (report.findings, report.baselined) = baseline.filter(report.findings)
    }
    try emit(
      report, format: parsed.format, to: output, console: console, protecting: protected, previews: previews)
    return exitCode(report, exit: exit, fallback: config.failOn ?? .error)
  }

  /// Gathers the per-input results in input order (findings, suppressed findings, previews;
  /// failures become `errors`, files read become `protected`): its own step to keep `run` short.
  static func collected(
    _ inputs: [(String, String)], _ results: [Result<CheckedInput, CheckReportError>], errors: inout [String],
    protected: inout ProtectedFiles
  ) -> (findings: [CheckFinding], suppressed: [CheckFinding], previews: [String: ScreenshotPreview]) {
    var findings: [CheckFinding] = []
    var suppressed: [CheckFinding] = []
    var previews: [String: ScreenshotPreview] = [:]
    for (input, result) in zip(inputs, results) {
      switch result {
      case .success(let checked):
        findings += checked.findings
        suppressed += checked.suppressed
        protected.add(checked.files)
        previews[input.1] = checked.preview
      case .failure(let e): errors.append(e.message)
      }
    }
    return (findings, suppressed, previews)
  }

  /// Reads `--baseline FILE`: a misspelled baseline used to be ignored without a word,
  /// every finding reported as new.
  static func readBaseline(_ file: String) throws -> Baseline {
    guard FileKind.of(file) != nil else {
      throw UsageError(
        "--baseline \(MessageText.quoted(file)): no such file; write one with --update-baseline",
        command: spec.name)
    }
    guard let data = try? FileBytes.read(path: file, limit: 64 << 20),
      let root = try? JSONParser().parse(data),
      let parsedBaseline = Baseline.parse(root)
    else {
      throw CheckReportError(
        message:
          "\(MessageText.quoted(file)): not a legible baseline (expected {\"fingerprints\": {\"<fingerprint>\": count}})"
      )
    }
    return parsedBaseline
  }

  /// Checks one input (a palette, siblings joined, or a PNG). One bad file is that file's
  /// error in the report; it never stops the other files.
  static func checkInput(
    kind: String, path: String, policy: PalettePolicy, scanner: ScreenScanner, imageLimits: ImageLimits,
    budget: MemoryBudget,
    wantsPreviews: Bool
  ) -> Result<CheckedInput, CheckReportError> {
    do {
      if kind == "palette" {
        let files = path.split(separator: siblingSeparator).map {
          PaletteLoader.PaletteFile(path: String($0))
        }
        let palette = try PaletteLoader.load(files: files)
        let path = files[0].path
        let report = try PaletteChecker.check(palette, policy: policy)
        if report.checkedNothing {
          // Nothing passes unchecked: a palette whose names declare no pair is reported, not passed.
          return .success(CheckedInput(findings: [.paletteUnchecked(path)], files: palette.files))
        }
        // A token's own suppressions travel as suppressed findings, with their reason.
        let suppressed = report.suppressed.map { item -> CheckFinding in
          var f = CheckFinding.from(palette: item.finding, paletteFile: path)
          f.suppression = item.reason
          return f
        }
        return .success(
          CheckedInput(
            findings: report.findings.map { CheckFinding.from(palette: $0, paletteFile: path) },
            files: palette.files,
            suppressed: suppressed))
      }
      var preview: ScreenshotPreview? = nil
      var converted: [CheckFinding]? = nil
      let r = try ImageScan.run(
        path: path, limits: imageLimits, budget: budget, scanner: scanner,
        backdrop: RGBA8(red: 255, green: 255, blue: 255)
      ) { image, r in
        // While the image is still held: the preview needs the findings' boxes.
        if wantsPreviews {
          converted = r.findings.map { CheckFinding.from(scan: $0, image: path, imageHeight: r.height) }
          preview = .make(image, findings: converted ?? [])
        }
      }.get()
      let findings =
        converted ?? r.findings.map { CheckFinding.from(scan: $0, image: path, imageHeight: r.height) }
      return .success(CheckedInput(findings: findings, files: [path], preview: preview))
    } catch let error as PaletteError {
      return .failure(
        CheckReportError(
          message: error.description(naming: {
            $0 == .pairs ? "--max-pairs, or palette.maxPairs in legible.json" : nil
          })))
    } catch {
      return .failure(CheckReportError(message: "\(error)"))
    }
  }

  /// The config's per-rule severity, then the regions and rules the team accepted in
  /// legible.json (each with its reason, moved to `suppressed`).
  static func configured(
    _ findings: [CheckFinding], _ config: LegibleConfig, root: String, suppressed: inout [CheckFinding]
  ) -> [CheckFinding] {
    // Per-rule severity from the config.
    var findings: [CheckFinding] = findings.compactMap { f -> CheckFinding? in
      var f = f
      switch config.severity[f.rule.id] {
      case "off"?: return nil
      case let level?: f.level = Level(rawValue: level) ?? f.level
      case nil: break
      }
      return f
    }
    // Regions and rules the team accepted in legible.json, each with its reason.
    if !config.suppress.isEmpty {
      findings = findings.filter { f in
        let rel = f.file.hasPrefix(root + "/") ? String(f.file.dropFirst(root.count + 1)) : f.file
        guard let s = config.suppress.first(where: { $0.matches(f, relativePath: rel) }) else { return true }
        var f = f
        f.suppression = s.reason
        suppressed.append(f)
        return false
      }
    }
    return findings
  }

  /// `--shard i/n`, with the limits `merge` accepts (`ShardSet.Shard.countRange`).
  static func shard(_ text: String) throws(UsageError) -> ShardSet.Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 2, let i = parts[0], let n = parts[1], ShardSet.Shard.countRange.contains(n),
      (1...n).contains(i)
    else {
      throw UsageError(
        "'\(text)' is not a valid value for '--shard'; expected i/n with 1 ≤ i ≤ n ≤ \(ShardSet.Shard.countRange.upperBound), e.g. 2/4",
        command: spec.name)
    }
    return ShardSet.Shard(index: i, count: n)
  }

  /// The report's exit status under `exit`'s options, the level defaulting to `fallback`.
  static func exitCode(_ report: CheckReport, exit: ExitOptions, fallback: FailOn = .error) -> Int32 {
    exit.status(levels: report.findings.map(\.level), unreadable: !report.errors.isEmpty, fallback: fallback)
  }

  /// Writes the report. The HTML report shows the previews the scan made (one decode per image).
  static func emit(
    _ report: CheckReport, format: OutputFormat, to output: ReportOutputOption, console: Console,
    protecting inputs: ProtectedFiles, previews: [String: ScreenshotPreview] = [:],
    notEmbedded: [String: String] = [:]
  ) throws {
    let text: String
    switch format {
    case .json: text = report.json(version: Legible.version)
    case .sarif: text = report.sarif(version: Legible.version)
    case .junit: text = report.junit()
    case .markdown: text = report.markdown()
    case .github:
      text = GitHubFormat.render(
        report.findings, errors: report.errors.map { (file: "", message: $0) }, title: "Legible check",
        console: console)
    case .xcode: text = XcodeFormat.render(report.findings, errors: report.errors)
    case .html:
      text = CheckHTML.render(report, version: Legible.version, previews: previews, notEmbedded: notEmbedded)
    case .text: text = report.text()
    }
    try output.write(text, protecting: inputs, console: console)
  }

  static func isDirectory(_ p: String) -> Bool {
    var d: ObjCBool = false
    return FileManager.default.fileExists(atPath: p, isDirectory: &d) && d.boolValue
  }
}

/// FNV-1a, 64-bit: tells identical report files apart from different ones without keeping
/// them (not a security hash; a report file is not an adversary of itself).
struct FNV1a {
  var value: UInt64 = 0xcbf2_9ce4_8422_2325
  mutating func combine(_ bytes: [UInt8]) {
    for b in bytes {
      value ^= UInt64(b)
      value = value &* 0x0000_0100_0000_01B3
    }
  }
}

/// What checking one input gave: its findings and, for the HTML report, its preview.
struct CheckedInput: Sendable {
  var findings: [CheckFinding]
  /// The files it read (a resolver's sources too): outputs must not replace them.
  var files: [String]
  /// Findings its tokens turned off, with their reasons.
  var suppressed: [CheckFinding] = []
  var preview: ScreenshotPreview? = nil
}

/// "checked 12/200 files, 3 s elapsed, about 47 s left" on standard error, redrawn in place,
/// only when standard error is a terminal.
final class ProgressLine: @unchecked Sendable {
  let total: Int
  let enabled: Bool
  let console: Console
  let start = Date()
  var done = 0
  let lock = NSLock()

  init(total: Int, enabled: Bool, console: Console) {
    self.total = total
    self.enabled = enabled && total > 1
    self.console = console
  }

  func tick() {
    guard enabled else { return }
    lock.withLock {
      done += 1
      let elapsed = Date().timeIntervalSince(start)
      let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
      console.writeError(
        "\r\u{1B}[Kchecked \(done)/\(total) files, \(Int(elapsed)) s elapsed, about \(Int(left.rounded())) s left"
      )
    }
  }

  func finish() { if enabled { console.writeError("\r\u{1B}[K") } }
}
