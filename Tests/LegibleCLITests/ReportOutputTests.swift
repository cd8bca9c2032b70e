import Foundation
import Testing

/// `-o FILE` on every command that writes one report (`scan` and `palette` as `check` and
/// `merge`): what would go to standard output goes to FILE instead, byte for byte, written
/// whole or not at all and never over an input of the run.
struct ReportOutputTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

  @Test(arguments: ["text", "json", "sarif", "junit"])
  func scanWritesTheReportItWouldPrint(format: String) throws {
    let s = try Scratch()
    defer { s.remove() }
    let png = Self.samples.appendingPathComponent("form_dark.png").path
    let out = s.root + "/w/report.out"
    let printed = CapturedRun(["scan", png, "--format", format])
    let filed = CapturedRun(["scan", png, "--format", format, "-o", out])
    #expect(printed.status == 1, "the sample has findings: \(printed.stderr)")
    #expect(filed.status == printed.status)
    #expect(filed.stdout.isEmpty)
    #expect(filed.stderr == printed.stderr + "wrote \(out)\n")
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(written.contains("form_dark.png"))
    #expect(written == printed.stdout)
  }

  @Test(arguments: ["text", "json", "html"])
  func paletteWritesTheReportItWouldPrint(format: String) throws {
    let s = try Scratch()
    defer { s.remove() }
    let palette = try s.file("p.palette.json", Scratch.palette)
    let out = s.root + "/w/report.out"
    let printed = CapturedRun(["palette", palette, "--format", format])
    let filed = CapturedRun(["palette", palette, "--format", format, "--output=\(out)"])
    #expect(printed.status == 1, "#999 on white fails: \(printed.stderr)")
    #expect(filed.status == printed.status)
    #expect(filed.stdout.isEmpty)
    #expect(filed.stderr == printed.stderr + "wrote \(out)\n")
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(written.contains("fg"), "the failing pair is in the report")
    #expect(written == printed.stdout)
  }

  /// A color terminal gets swatches; the file it names does not.
  @Test func aReportFileHasNoColorEscapes() throws {
    let s = try Scratch()
    defer { s.remove() }
    let palette = try s.file("p.palette.json", Scratch.palette)
    let out = s.root + "/w/report.txt"
    let color = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]
    let printed = CapturedRun(["palette", palette], terminal: true, environment: color)
    #expect(printed.stdout.contains("\u{1B}["), "the terminal run is in color")
    _ = CapturedRun(["palette", palette, "-o", out], terminal: true, environment: color)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(!written.isEmpty && !written.contains("\u{1B}["))
  }

  @Test func anInputIsNeverTheReportFile() throws {
    let s = try Scratch()
    defer { s.remove() }
    let png = try s.png("x.png")
    let palette = try s.file("p.palette.json", Scratch.palette)
    let before = try Data(contentsOf: URL(fileURLWithPath: png))
    for run in [CapturedRun(["scan", png, "-o", png]), CapturedRun(["palette", palette, "-o", palette])] {
      #expect(run.status == 2)
      #expect(
        run.stderr.contains("is an input of this run; refusing to write over the input file"), "\(run.stderr)"
      )
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == before)
    #expect(try String(contentsOfFile: palette, encoding: .utf8) == Scratch.palette)
  }

  /// A run that stops before its report writes no file: not an empty one, not half of one.
  @Test func aFailedRunLeavesNoReportFile() throws {
    let s = try Scratch()
    defer { s.remove() }
    let broken = try s.file("broken.palette.json", ##"{"variants": {"standard": {"fg": "#999",}}"##)
    try FileManager.default.createDirectory(atPath: s.root + "/w/empty", withIntermediateDirectories: true)
    let palette = CapturedRun(["palette", broken, "-o", s.root + "/w/p.out"])
    #expect(palette.status == 2)
    #expect(palette.stderr.contains("broken.palette.json"), "the error names the file: \(palette.stderr)")
    let scan = CapturedRun(["scan", s.root + "/w/empty", "-o", s.root + "/w/s.out"])
    #expect(scan.status == 2)
    #expect(scan.stderr.contains("no PNG files found"), "\(scan.stderr)")
    #expect(!s.exists("p.out") && !s.exists("s.out"))
  }

  /// The report and the fixed palette (or the starting policy) would replace each other.
  @Test func theReportAndAnotherOutputNeedTwoFiles() throws {
    let s = try Scratch()
    defer { s.remove() }
    let palette = try s.file("p.palette.json", Scratch.palette)
    let out = s.root + "/w/out.json"
    for other in ["--fix-out", "--init-policy"] {
      let run = CapturedRun(["palette", palette, "-o", out, other, out])
      #expect(run.status == 2)
      #expect(run.stderr.contains("-o and \(other) name the same file"), "\(run.stderr)")
      #expect(!s.exists("out.json"))
    }
  }

  /// One declaration (`ReportOutputOption`) gives every report-writing command the same
  /// option, in its help and its man page.
  @Test(arguments: ["scan", "palette", "check", "merge"])
  func everyReportCommandOffersOutput(command: String) {
    let help = CapturedRun([command, "--help"])
    #expect(help.stdout.contains("  -o, --output <FILE>"), "\(help.stdout)")
    #expect(help.stdout.contains("(written atomically;"))
  }
}
