import ColorScience
import FileInput
import Findings
import Foundation
import Imaging
import JSONSupport
import PaletteReview
import Reporting

/// `legible palette <file>`: design-token palettes checked in every variant.
enum PaletteCommand {
  static let spec = CommandSpec(
    name: "palette",
    abstract: "Check a palette's pairs and state colors in every variant.",
    usage:
      "legible palette <palette>... [--variant NAME=FILE] [--config FILE] [--format text|json|sarif|markdown|html|junit|github|xcode] [-o FILE] [--fix-out PATH]",
    arguments: [
      (
        "<palette>",
        "Legible palette JSON, W3C design tokens (a .tokens.json or a .resolver.json), a Material Theme Builder export, an .xcassets folder, CSS custom properties (.css), Tokens Studio (theme groups combined: one theme of each group at a time), Style Dictionary, or nested JSON of colors. Several files make one palette: mode words in their names (light, dark, hc, high-contrast) say their variant."
      )
    ],
    options: [
      OptionSpec(
        "config", value: "FILE",
        help:
          "Policy: pairs (patterns with *), thresholds per variant, state groups, translucent surfaces, APCA."
      ),
      .format(
        [.text, .json, .sarif, .junit, .markdown, .html, .github, .xcode],
        extra: "; markdown and html show a pair × theme matrix"),
    ] + ReportOutputOption.options(never: "an input, the config") + [
      OptionSpec(
        "variant", value: "NAME=FILE", repeatable: true,
        help: "Read FILE as the NAME variant (light, dark, light-hc, dark-hc) of the palette the files make."),
      OptionSpec(
        "input-format", value: "format", allowed: PaletteLoader.Format.allCases.map(\.rawValue),
        help: "Force the input format instead of detecting it."),
    ] + ExitOptions.options() + [
      OptionSpec(
        "fix-out", value: "PATH",
        help:
          "Write a copy of the palette with the suggested colors (a folder when fixes span files). The input is never modified."
      ),
      OptionSpec(
        "explain-pairs",
        help:
          "Print each inferred pair with the naming rule that made it, and each foreground left unpaired with the reason."
      ),
      OptionSpec(
        "init-policy", value: "FILE",
        help:
          "Write a policy to start from (the pairs inferred from the token names, or one to edit) to FILE, and exit."
      ),
      OptionSpec("apca", value: "Lc", help: "Also require this APCA |Lc| of every pair (warnings)."),
    ]
      + PaletteLimitOptions.options(
        PaletteLimitOptions.all, pairsDefault: "the config's maxPairs, else 2000000") + [
        OptionSpec(
          "root", value: "DIR",
          help: "The folder a resolver's $ref sources must stay inside (default: the resolver's folder).")
      ],
    discussion: """
      Pairs are the palette's own or the config's; without either they are
      inferred from the token names: on-X on X, a component's text on the
      component's background (shared name stem), role colors on their tints,
      generic text on generic surfaces; --explain-pairs says why. When no pair
      can be checked the run fails (exit 2) with a policy to start from.
      Exits 1 for findings at or above --fail-on, 2 for unreadable input or
      a palette where nothing could be checked.
      """,
    positionalCount: (0, nil))

  /// The files named, each with the variant `--variant NAME=FILE` gives it.
  static func files(_ parsed: ParsedArguments) throws -> [PaletteLoader.PaletteFile] {
    var files = parsed.positionals.map { PaletteLoader.PaletteFile(path: $0) }
    for v in parsed.all("variant") {
      guard let eq = v.firstIndex(of: "="), !v[v.index(after: eq)...].isEmpty else {
        throw UsageError(
          "'\(MessageText.quoted(v))' is not a valid value for '--variant'; expected NAME=FILE, e.g. dark=tokens.night.json",
          command: spec.name)
      }
      let name = String(v[..<eq])
      guard let variant = ModeWords.variant(name) ?? Variant(rawValue: name) else {
        throw UsageError(
          "'\(MessageText.quoted(name))' is not a variant; expected light, dark, light-hc or dark-hc",
          command: spec.name)
      }
      files.append(PaletteLoader.PaletteFile(path: String(v[v.index(after: eq)...]), variant: variant))
    }
    guard !files.isEmpty else { throw UsageError("missing argument '<palette>'", command: spec.name) }
    return files
  }

  /// The policy to check against: `--config`'s file, or the default one, with `--maximum-pairs`
  /// and `--apca` applied; apart from `run` because it is one decision with its own errors.
  static func policy(_ parsed: ParsedArguments, maximumPairs: Int?) throws -> PalettePolicy {
    var policy = PalettePolicy()
    if let maximumPairs { policy.maximumPairs = maximumPairs }
    if let config = parsed.value("config") {
      policy = try PalettePolicyFile.load(config, maximumPairs: maximumPairs)
    }
    if let a = parsed.value("apca") {
      guard let v = Double(a), v > 0, v <= 108 else {
        throw UsageError(
          "'\(a)' is not a valid value for '--apca'; expected an Lc from 0 to 108", command: spec.name)
      }
      policy.apca = v
    }
    return policy
  }

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let files = try files(parsed)
    let path = files[0].path
    let exit = try ExitOptions(parsed, command: spec.name)
    let output = try ReportOutputOption(parsed, command: spec.name)
    let given = try PaletteLimitOptions(parsed, offering: PaletteLimitOptions.all, command: spec.name)
    let policy = try policy(parsed, maximumPairs: given.maximumPairs)
    var limits = given.applied(to: PaletteLimits())
    for f in files where f.path != "-" {
      if FileKind.of(f.path) == nil { throw CheckReportError(message: FolderWalk.missing(f.path)) }
      if let outside = FolderWalk.outsideItsTree(f.path) { throw CheckReportError(message: outside) }
    }
    limits.referenceRoot = parsed.value("root")
    if files.count > 1, parsed.value("fix-out") != nil {
      throw UsageError(
        "--fix-out writes one palette file; with several files, fix them one at a time", command: spec.name)
    }
    // One file per output: the report, the fixed copy and the policy would replace each other.
    if let file = output.file,
      let other = ["fix-out", "init-policy"].first(where: { parsed.value($0) == file })
    {
      throw UsageError(
        "-o and --\(other) name the same file \(MessageText.quoted(file)); give each its own",
        command: spec.name)
    }
    let palette = try PaletteLoader.load(
      files: files, format: parsed.value("input-format").flatMap(PaletteLoader.Format.init(rawValue:)),
      limits: limits)
    for note in palette.readerNotes { console.printError("note: \(note)") }
    if let out = parsed.value("init-policy") {
      let protected = ProtectedFiles(palette.files + [path] + [parsed.value("config")].compactMap { $0 })
      try Output.write(
        Array((PolicyStarter.policyJSON(for: palette) + "\n").utf8), to: out, protecting: protected,
        console: console)
      console.printError(
        "wrote \(out) (\(PolicyStarter.pairs(for: palette).count) pairs); edit it, then: legible palette \(path) --config \(out)"
      )
      return 0
    }
    let report = try PaletteChecker.check(palette, policy: policy)
    KeptUntilExit.keep(report)
    if report.checkedNothing {
      // Nothing passes unchecked: a palette whose names say no pair is not a passing palette.
      let why =
        parsed.value("config") != nil || !palette.pairs.isEmpty
        ? "the pairs listed match no token in any theme"
        : "no foreground/background pair can be inferred from its token names and no policy lists any"
      console.printError(
        "error: \(path): nothing was checked: \(why). Start a policy from this (or write one with --init-policy FILE) and pass it with --config:"
      )
      console.printErrorLines(PolicyStarter.twoLines(for: palette))
      return 2
    }
    // The palette's files and the policy are inputs: the report never replaces them.
    let inputs = ProtectedFiles(palette.files + [path] + [parsed.value("config")].compactMap { $0 })
    try output.capturing(console, protecting: inputs) { console in
      switch parsed.format {
      case .json:
        // Handed to stdout in chunks as it is written: the report holds every pair.
        var out = JSONOutput(sink: console.writeOutputBytes)
        PaletteReports.json(report, version: Legible.version, into: &out)
      case .sarif: console.writeOutput(PaletteReports.sarif(report, version: Legible.version))
      case .markdown: console.writeOutput(PaletteReports.markdown(report))
      case .html: console.writeOutput(PaletteReports.html(report))
      case .junit: console.writeOutput(PaletteReports.junit(report))
      case .github:
        let file = palette.files.first ?? path
        let findings = report.findings.map { Finding.from(palette: $0, paletteFile: file) }
        console.writeOutput(
          GitHubFormat.render(findings, title: "Legible palette: \(palette.name)", console: console))
      case .xcode:
        let file = palette.files.first ?? path
        console.writeOutput(
          XcodeFormat.render(report.findings.map { Finding.from(palette: $0, paletteFile: file) }))
      case .text: console.writeOutput(PaletteText.render(report, style: console.textStyle))
      }
      if parsed.flag("explain-pairs") {
        // After a text report on stdout; beside a machine format, on stderr.
        let why = PaletteText.explanation(report)
        if parsed.format == .text { console.writeOutput(why) } else { console.printErrorLines(why) }
      }
    }
    if let out = parsed.value("fix-out"),
      let status = try writeFixes(
        to: out, path: path, palette: palette, policy: policy, limits: limits, parsed: parsed,
        console: console)
    {
      return status
    }
    return exit.status(levels: report.findings.map(\.level), unreadable: false)
  }

  /// `--fix-out FILE`: writes the fixed palette, then reads it back and checks it again.
  /// Returns the exit status when an output failed, else nil (the report's status stands).
  static func writeFixes(
    to out: String, path: String, palette: Palette, policy: PalettePolicy, limits: PaletteLimits,
    parsed: ParsedArguments,
    console: Console
  ) throws -> Int32? {
    let inputFormat = parsed.value("input-format").flatMap(PaletteLoader.Format.init(rawValue:))
    let result = try PaletteFixWriter.fix(
      path, palette: palette, policy: policy, format: inputFormat, limits: limits)
    if !result.changed {
      console.printError("no fixes to write")
    } else {
      // The palette's files and the policy are inputs: a fix never replaces them.
      let protected = ProtectedFiles(palette.files + [path] + [parsed.value("config")].compactMap { $0 })
      if result.isFolder {
        // Every file of the palette, fixed or not, so the folder loads on its own.
        let folder = try Output.folder(out, flag: "fix-out", command: spec.name)
        var failed = 0
        for f in result.files {
          do {
            try Output.write(f.bytes, in: folder, f.path, suffix: "", protecting: protected)
          } catch {
            console.printError("error: \(error)")
            failed += 1
          }
        }
        if failed > 0 { return 2 }
        console.printError(
          "wrote \(MessageText.quoted(out))/ (\(result.files.count) files; check it with: legible palette \(out))"
        )
      } else {
        let bytes = result.files.first { $0.path == result.entry }?.bytes ?? result.files[0].bytes
        try Output.write(bytes, to: out, protecting: protected, console: console)
        if out != "-" { console.printError("wrote \(MessageText.quoted(out))") }
      }
      for n in result.notes { console.printError("  \(n)") }
      // Judged on what was written, read back: the claim is about the file, not the plan.
      var remaining = result.remaining
      var readBack: Palette?
      if out != "-" {
        let written = result.isFolder ? out + "/" + result.entry : out
        let loaded = try PaletteLoader.load(written, format: inputFormat, limits: limits)
        readBack = loaded
        remaining = PaletteFixWriter.remainingFailures(try PaletteChecker.check(loaded, policy: policy))
      }
      let changes = readBack.map { PaletteFixWriter.changes(from: palette, to: $0) } ?? []
      if !changes.isEmpty {
        console.printError("\(changes.count) token\(changes.count == 1 ? "" : "s") changed:")
        for c in changes {
          console.printError(
            "  \(c.theme): \(c.token): \(c.old.hex) → \(c.new.hex) (ΔE00 \(DeltaE.formatted(c.deltaE)))")
        }
      }
      if remaining.isEmpty {
        console.printError(
          out == "-"
            ? "the fixed copy re-checks clean with the same policy"
            : "\(MessageText.quoted(out)) re-checks clean with the same policy (read back and checked again)")
      } else {
        let why =
          result.notes.contains { $0.contains("no place to write") }
          ? "some had no place to write their fix, see above; for the others no single color fixes them: change the other token of the pair"
          : "no single color fixes them; change the other token of the pair"
        console.printError(
          "\(remaining.count) failure\(remaining.count == 1 ? "" : "s") left in the fixed copy (\(why)):")
        for r in remaining.prefix(20) { console.printError("  \(r)") }
      }
    }
    return nil
  }

  static func isDirectory(_ p: String) -> Bool {
    var d: ObjCBool = false
    return FileManager.default.fileExists(atPath: p, isDirectory: &d) && d.boolValue
  }

  /// Builds the whole report and writes it once (a write per line costs a system call each).
}
