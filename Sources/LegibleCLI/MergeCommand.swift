import ColorScience
import FileInput
import Findings
import Foundation
import Imaging
import JSONSupport
import PaletteReview
import Reporting
import ScreenScan

/// `legible merge report.json…`: shards' JSON reports combined into one report.
enum MergeCommand {
  static let spec = CommandSpec(
    name: "merge",
    abstract: "Combine the JSON reports of 'legible check --shard' runs into one.",
    usage: "legible merge <report.json>... [--format F] [-o FILE] [--fail-on level]",
    arguments: [("<report.json>", "Reports written by 'legible check --format json'.")],
    options: [.format([.text, .json, .sarif, .junit, .markdown, .html, .github, .xcode])]
      + ReportOutputOption.options("merged report", never: "a shard's report")
      + [OptionSpec("allow-partial", help: "Merge even when shards of the run are missing (they are named).")]
      + ExitOptions.options(),
    discussion: """
      Refuses a report given twice, two copies of one shard, shards of runs split
      differently, and (without --allow-partial) a run with shards missing: each would
      count findings twice or pass files that were never checked.
      """,
    positionalCount: (1, nil))

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let exit = try ExitOptions(parsed, command: spec.name)
    let output = try ReportOutputOption(parsed, command: spec.name)
    var merged = CheckReport()
    var reports: [(file: String, report: CheckReport, content: String)] = []
    for path in parsed.positionals {
      if let outside = FolderWalk.outsideItsTree(path) { throw CheckReportError(message: outside) }
      let data: [UInt8]
      do { data = try FileBytes.read(path: path, limit: 256 << 20) } catch {
        throw CheckReportError(message: "\(path): \(error.message(limit: 256 << 20))")
      }
      // The same bytes twice are the same report, under any name.
      var hasher = FNV1a()
      hasher.combine(data)
      reports.append((path, try CheckReport.parse(data, file: path), "\(data.count):\(hasher.value)"))
    }
    let missing: [ShardSet.Shard]
    do {
      missing = try ShardSet(reports: reports.map { ($0.file, $0.report.shard, $0.content) })
        .validate(allowPartial: parsed.flag("allow-partial"))
    } catch {
      throw CheckReportError(message: "legible merge: \(error)")
    }
    if !missing.isEmpty {
      console.printError(
        "warning: merging without shard\(missing.count == 1 ? "" : "s") \(missing.map(\.description).joined(separator: ", ")) (--allow-partial): their files are not in this report"
      )
    }
    for (_, r, _) in reports {
      merged.palettes += r.palettes
      merged.screenshots += r.screenshots
      merged.findings += r.findings
      merged.errors += r.errors
      merged.baselined += r.baselined
    }
    // The shards' screenshots, where this machine has them, are shown in the HTML report:
    // each decoded once, under the default limits, one at a time (only its small preview is
    // kept). A report is untrusted: only a screenshot its shard says it checked, named by a
    // relative path that stays inside the working folder (links resolved), is read; the
    // others are listed as not embedded. One that is gone or unreadable is listed without images.
    var previews: [String: ScreenshotPreview] = [:]
    var notEmbedded: [String: String] = [:]
    if parsed.format == .html {
      let checked = Set(merged.screenshots)
      let here = FolderWalk.realPath(".") ?? "/nonexistent"
      var kept = 0
      let boxed = Dictionary(grouping: merged.findings.filter { !$0.boxes.isEmpty }, by: \.file)
      for (file, fs) in boxed.sorted(by: { $0.key < $1.key }) {
        if let reason = embeddingRefusal(file, checked: checked, inside: here) {
          notEmbedded[file] = reason
          console.printError("warning: \(MessageText.quoted(file)): screenshot not embedded: \(reason)")
          continue
        }
        guard kept < CheckHTML.maximumEmbeddedBytes else {
          notEmbedded[file] =
            "the page already holds its \(CheckHTML.maximumEmbeddedBytes >> 20) MB of images"
          continue
        }
        guard let decoded = try? PNGDecoder.decode(path: file) else { continue }
        let preview = ScreenshotPreview.make(
          decoded.image.composited(over: RGBA8(red: 255, green: 255, blue: 255)), findings: fs)
        kept += preview.overview.count + preview.crops.values.reduce(0) { $0 + $1.count }
        previews[file] = preview
      }
    }
    try CheckCommand.emit(
      merged, format: parsed.format, to: output, console: console,
      protecting: ProtectedFiles(parsed.positionals), previews: previews, notEmbedded: notEmbedded)
    return CheckCommand.exitCode(merged, exit: exit)
  }

  /// Why a screenshot a merged report names is not read, or nil when it may be: it must be
  /// one of the shards' `screenshots`, a relative path without `..`, and resolve (links
  /// followed) inside the working folder. A report naming `/etc/…png` or `../x.png` had
  /// that file embedded in the page.
  static func embeddingRefusal(_ file: String, checked: Set<String>, inside folder: String) -> String? {
    guard checked.contains(file) else { return "it is not among the screenshots the shards checked" }
    guard !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else {
      return "only relative paths inside the working folder are embedded"
    }
    guard let real = FolderWalk.realPath(file) else { return nil }  // gone: listed without images
    guard FolderWalk.inside(real, folder) else { return "it resolves outside the working folder" }
    guard FileKind.of(real) == .regular else { return "it is not a regular file" }
    return nil
  }
}
