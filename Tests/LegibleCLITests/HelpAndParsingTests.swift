import Foundation
import Testing

@testable import LegibleCLI

struct HelpAndParsingTests {
  @Test func topLevelHelpListsSubcommands() {
    let run = CapturedRun(["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("OVERVIEW: Legible checks"))
    #expect(run.stdout.contains("SUBCOMMANDS:"))
    #expect(run.stdout.contains("  contrast"))
    #expect(run.stdout.contains("  simulate"))
  }

  @Test func everyHelpFitsEightyColumnsAndHasTheSections() {
    for command in Legible.commands {
      let run = CapturedRun([command.spec.name, "--help"])
      #expect(run.status == 0)
      for section in ["OVERVIEW:", "USAGE:", "OPTIONS:"] { #expect(run.stdout.contains(section)) }
      for line in run.stdout.split(separator: "\n") where !line.hasPrefix("USAGE:") {
        #expect(line.count <= 80, "\(command.spec.name): '\(line)' is \(line.count) columns")
      }
    }
  }

  /// Golden help text for `contrast`: a change to it is a change to the interface.
  @Test func contrastHelpGolden() {
    let expected = """
      OVERVIEW: Check the contrast of a foreground color on a background color.

      USAGE: legible contrast <foreground> <background> [--format text|json] [--suggest] [--level AA|AAA] [--for text|large|ui]

      Exits 1 when the pair fails the gate that --level and --for choose (default:
      AA for normal text, 4.5:1; --for ui is 3:1, --level AAA --for large is 4.5:1),
      0 when it passes, 2 on bad input. UI components have no AAA level. Verdicts
      use the unrounded ratio; ratios are shown truncated to two decimals, never
      rounded up.

      ARGUMENTS:
        <foreground>              Text or icon color: #rgb, #rrggbb(aa), rgb(), hsl(),
                                  oklch(), color(display-p3 ...), a CSS name. Quote it
                                  in shells: '#777'.
        <background>              Background color, same forms. A translucent
                                  background is judged over black and over white.

      OPTIONS:
        --format <text|json>      Output format (default: text).
        --suggest                 Suggest the nearest passing foreground and
                                  background for each failing level (hue kept).
        --apca <Lc>               Also suggest colors reaching this APCA |Lc| (e.g.
                                  60); implies --suggest.
        --level <AA|AAA>          The WCAG level the exit status gates on (default:
                                  AA).
        --for <text|large|ui>     What the pair is used for: normal text (default),
                                  large text, or UI components and graphics.
        -h, --help                Show help information.

      """
    #expect(CapturedRun(["contrast", "--help"]).stdout == expected)
  }

  @Test func versionAndUnknownSubcommand() {
    #expect(CapturedRun(["--version"]).stdout == Legible.version + "\n")
    let run = CapturedRun(["contrats"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown subcommand 'contrats'; did you mean 'contrast'?"))
  }

  @Test func parserFormsAndDoubleDash() throws {
    let spec = SimulateCommand.spec
    let a = try ArgumentParser.parse(
      ["--format=json", "red", "--type", "protanopia", "--type", "tritanopia"], spec: spec)
    #expect(a.value("format") == "json")
    #expect(a.all("type") == ["protanopia", "tritanopia"])
    #expect(a.positionals == ["red"])
    let b = try ArgumentParser.parse(["--", "--not-an-option"], spec: spec)
    #expect(b.positionals == ["--not-an-option"])
    #expect(throws: UsageError.self) {
      try ArgumentParser.parse(["red", "--format", "json", "--format", "text"], spec: spec)
    }
    #expect(throws: UsageError.self) {
      try ArgumentParser.parse(["red", "--suggest=yes"], spec: ContrastCommand.spec)
    }
  }

  @Test func endToEndThroughTheBinary() throws {
    guard BuiltBinary.url != nil else {
      Issue.record("legible binary not found next to the test bundle")
      return
    }
    let fail = try BuiltBinary.run(["contrast", "#777777", "#ffffff", "--format", "json"])
    #expect(fail.status == 1)
    #expect(fail.stdout.contains("\"ratio\": 4.47"))
    let bad = try BuiltBinary.run(["contrast", "nope", "white"])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Error: foreground: invalid color 'nope'"))
    #expect(bad.stdout.isEmpty)
  }
}
