import ColorScience
import FileInput
import Foundation
import Imaging
import PaletteReview
import Reporting

/// `legible palette <file>`: design-token palettes checked in every variant.
enum PaletteCommand {
  static let spec = CommandSpec(
    name: "palette",
    abstract: "Check a palette's pairs and state colors in every variant.",
    usage: "legible palette <palette> [--config FILE] [--format text|json|sarif|markdown|junit] [--fix-out PATH]",
    arguments: [("<palette>", "Legible palette JSON, W3C design tokens (a .tokens.json or a .resolver.json), a Material Theme Builder export, or an .xcassets folder.")],
    options: [
      OptionSpec("config", value: "FILE", help: "Policy: pairs (patterns with *), thresholds per variant, state groups, translucent surfaces, APCA."),
      OptionSpec("format", value: "format", allowed: ["text", "json", "sarif", "markdown", "junit"], help: "Output format (default: text)."),
      OptionSpec("input-format", value: "format", allowed: PaletteLoader.Format.allCases.map(\.rawValue), help: "Force the input format instead of detecting it."),
      .failOn(),
      OptionSpec("fix-out", value: "PATH", help: "Write a copy of the palette with the suggested colors (a folder when fixes span files). The input is never modified."),
      OptionSpec("apca", value: "Lc", help: "Also require this APCA |Lc| of every pair (warnings)."),
      OptionSpec("max-tokens", value: "N", help: "Refuse palettes with more than N tokens (default: 200000)."),
      OptionSpec("max-depth", value: "N", help: "Refuse JSON nested deeper than N levels (default: 64)."),
      OptionSpec("max-file-bytes", value: "N", help: "Refuse palette files larger than N bytes (default: 16777216)."),
      OptionSpec("max-alias-chain", value: "N", help: "Refuse alias chains longer than N links (default: 64)."),
      OptionSpec("max-files", value: "N", help: "Refuse resolvers that read more than N files (default: 2000)."),
    ],
    discussion: """
      Pairs are the palette's own or the config's; without either they are
      inferred (Material onX on X, Apple labels on system backgrounds, text and
      fg tokens on default backgrounds) and the report says by which rule.
      Exits 1 for findings at or above --fail-on, 2 for unreadable input.
      """,
    positionalCount: (1, 1))

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let path = parsed.positionals[0]
    var policy = PalettePolicy()
    if let config = parsed.value("config") { policy = try PalettePolicyFile.load(config) }
    if let a = parsed.value("apca") {
      guard let v = Double(a), v > 0, v <= 108 else { throw UsageError("'\(a)' is not a valid value for '--apca'; expected an Lc from 0 to 108", command: spec.name) }
      policy.apca = v
    }
    var limits = PaletteLimits()
    let limitOptions: [(String, (Int) -> Void)] = [
      ("max-tokens", { limits.maximumTokens = $0 }), ("max-depth", { limits.maximumDepth = $0 }),
      ("max-file-bytes", { limits.maximumFileBytes = $0 }), ("max-alias-chain", { limits.maximumAliasChain = $0 }),
      ("max-files", { limits.maximumFiles = $0 }),
    ]
    for (name, apply) in limitOptions {
      if let v = try parsed.integer(name, in: 1...Int.max, command: spec.name) { apply(v) }
    }
    guard path == "-" || FileKind.of(path) != nil else { throw CheckReportError(message: "\(MessageText.quoted(path)): no such file or folder") }
    let palette = try PaletteLoader.load(path, format: parsed.value("input-format").flatMap(PaletteLoader.Format.init(rawValue:)), limits: limits)
    let report = PaletteChecker.check(palette, policy: policy)
    switch parsed.value("format") ?? "text" {
    case "json": console.writeOutput(PaletteReports.json(report, version: Legible.version))
    case "sarif": console.writeOutput(PaletteReports.sarif(report, version: Legible.version))
    case "markdown": console.writeOutput(PaletteReports.markdown(report))
    case "junit": console.writeOutput(PaletteReports.junit(report))
    default: printText(report, console: console)
    }
    if let out = parsed.value("fix-out") {
      // The palette's files and the policy are inputs: a fix never replaces them.
      let protected = ProtectedFiles(palette.files + [path] + [parsed.value("config")].compactMap { $0 })
      let patches = try PaletteFixWriter.patch(report)
      if patches.isEmpty {
        console.printError("no fixes to write")
      } else if patches.count == 1 && (out == "-" || !isDirectory(out)) {
        try Output.write(patches[0].bytes, to: out, protecting: protected, console: console)
        if out != "-" { console.printError("wrote \(MessageText.quoted(out))") }
      } else {
        let folder = try Output.folder(out, flag: "fix-out", command: spec.name)
        // Each file keeps its path below the palette's folder (an asset catalog's files are
        // all named Contents.json), so no fix overwrites another.
        let base = isDirectory(path) ? path : OutputFile.folder(of: path)
        let files = OutputNames.unique(patches.map { InputFile(path: $0.file, relative: FolderWalk.relative($0.file, under: base)) })
        var failed = 0
        for (p, file) in zip(patches, files) {
          do {
            let target = try Output.write(p.bytes, in: folder, OutputNames.mirrored(file.relative), suffix: "", protecting: protected)
            console.printError("wrote \(MessageText.quoted(target))")
          } catch {
            console.printError("error: \(error)")
            failed += 1
          }
        }
        if failed > 0 { return 2 }
      }
    }
    return ExitStatus.of(levels: report.findings.map(\.level), unreadable: false, failOn: parsed.failOn())
  }

  static func isDirectory(_ p: String) -> Bool {
    var d: ObjCBool = false
    return FileManager.default.fileExists(atPath: p, isDirectory: &d) && d.boolValue
  }

  /// Builds the whole report and writes it once (a write per line costs a system call each).
  static func printText(_ r: PaletteReport, console: Console) {
    var text = ""
    var buffered = console
    buffered.writeOutput = { text += $0 }
    printText(r, to: buffered)
    console.writeOutput(text)
  }

  static func printText(_ r: PaletteReport, to console: Console) {
    let p = r.palette
    console.print(console.bold(p.name) + " (\(p.format), \(p.files.count) file\(p.files.count == 1 ? "" : "s"))")
    if r.inferredPairs > 0 {
      var byRule: [String: Int] = [:]
      var seen = Set<String>()
      for pairs in r.checkedPairs.values {
        for x in pairs where seen.insert(x.pair.foreground + "\u{0}" + x.pair.background).inserted { byRule[x.pair.source, default: 0] += 1 }
      }
      console.print("pairs inferred: " + byRule.sorted { $0.key < $1.key }.map { "\($0.value) by \($0.key)" }.joined(separator: ", "))
    }
    let byVariant = Dictionary(grouping: r.findings.indices) { r.findings[$0].variant }
    for v in p.variants.keys.sorted() {
      let pairs = r.checkedPairs[v] ?? []
      let fs = (byVariant[v] ?? []).map { r.findings[$0] }
      let failing = pairs.filter { p in p.required.map { p.ratio < $0 } ?? false }.count
      console.print("")
      console.print(console.bold(v.displayName) + ": \(p.variants[v]?.count ?? 0) tokens, \(pairs.count) pairs checked, \(failing) below their minimum, \(fs.count) finding\(fs.count == 1 ? "" : "s")")
      for f in fs {
        let loc = f.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        let swatches = f.colors.map { console.swatch($0.rgba8) }.joined()
        console.print("  \(loc)\(f.level.rawValue): \(swatches)\(f.message)")
      }
    }
    if r.checkedPairs.values.allSatisfy(\.isEmpty) {
      console.print("")
      console.print("no foreground/background pairs: list \"pairs\" in the palette or a --config to check contrast")
    }
  }
}
