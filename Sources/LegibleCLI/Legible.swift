import ColorScience
import PaletteReview
import Reporting

/// The `legible` command: parses, validates, runs, and maps outcomes to exit codes.
///
/// Exit codes: 0 success, 1 a check found problems at or above the failure level,
/// 2 misuse or unreadable input.
package enum Legible {
  package static let version = "0.1.0"

  static let commands: [(spec: CommandSpec, run: @Sendable (ParsedArguments, Console) throws -> Int32)] = [
    (ContrastCommand.spec, ContrastCommand.run),
    (SimulateCommand.spec, SimulateCommand.run),
    (ScanCommand.spec, ScanCommand.run),
    (PaletteCommand.spec, PaletteCommand.run),
    (CheckCommand.spec, CheckCommand.run),
    (MergeCommand.spec, MergeCommand.run),
    (RulesCommand.spec, RulesCommand.run),
    (CompletionsCommand.spec, CompletionsCommand.run),
    (ManCommand.spec, ManCommand.run),
  ]

  package static var overview: String {
    var lines = [
      "OVERVIEW: Legible checks that colors are readable and distinguishable for everyone.",
      "",
      "USAGE: legible <subcommand> [options]",
      "",
      "OPTIONS:",
    ]
    lines += HelpFormatter.entry("--version", "Show the version.")
    lines += HelpFormatter.entry("-h, --help", "Show help information.")
    lines += ["", "SUBCOMMANDS:"]
    for c in commands { lines += HelpFormatter.entry(c.spec.name, c.spec.abstract) }
    lines += ["", "  See 'legible <subcommand> --help' for detailed help."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs one invocation. `arguments` excludes the program name.
  package static func run(_ arguments: [String], console: Console) -> Int32 {
    guard let first = arguments.first else {
      console.writeOutput(overview)
      return 0
    }
    if first == "--help" || first == "-h" || first == "help" {
      if first == "help", arguments.count > 1, let c = commands.first(where: { $0.spec.name == arguments[1] })
      {
        console.writeOutput(c.spec.help)
      } else {
        console.writeOutput(overview)
      }
      return 0
    }
    if first == "--version" {
      console.print(version)
      return 0
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      var message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown subcommand '\(first)'"
      if let near = ArgumentParser.nearest(first, among: commands.map(\.spec.name)) {
        message += "; did you mean '\(near)'?"
      }
      report(UsageError(message, command: nil), console: console)
      return 2
    }
    // With `--format xcode` an error that stops the run is a diagnostic at its place too,
    // so a broken legible.json shows on its line in Xcode and in a build plugin's output.
    var asDiagnostic = false
    func fail(_ message: String) {
      console.printError(
        asDiagnostic ? String(XcodeDiagnostics.error(message).dropLast()) : "Error: " + message)
    }
    do {
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
      asDiagnostic = parsed.format == .xcode
      if parsed.flag("help") {
        console.writeOutput(command.spec.help)
        return 0
      }
      try validate(parsed, spec: command.spec)
      return try command.run(parsed, console)
    } catch let error as UsageError {
      report(error, console: console)
      return 2
    } catch let error as PaletteError {
      // A limit is named with the option that raises it.
      fail(
        error.description(naming: { limit in
          limit == .pairs
            ? "--max-pairs, or palette.maxPairs in legible.json"
            : (command.spec.name == PaletteCommand.spec.name ? limit.flag : nil)
        }))
      return 2
    } catch {
      // Unreadable input, unwritable output: the error names the file and the place.
      fail("\(error)")
      return 2
    }
  }

  /// Checks the values every command reads only at its end (the exit code's options), so
  /// that a bad one stops the run before any output is written or any folder made:
  /// `--max-warnings abc` used to be reported after `-o`, `--annotate` and the baseline
  /// were written. Parse, then validate, then run.
  static func validate(_ parsed: ParsedArguments, spec: CommandSpec) throws {
    if spec.option(named: "max-warnings") != nil { _ = try ExitOptions(parsed, command: spec.name) }
  }

  static func report(_ error: UsageError, console: Console) {
    console.printError("Error: \(error.message)")
    if let name = error.command, let c = commands.first(where: { $0.spec.name == name }) {
      console.printError("Usage: \(c.spec.usage)")
      console.printError("  See 'legible \(name) --help'.")
    } else {
      console.printError("Usage: legible <subcommand> [options]")
      console.printError("  See 'legible --help'.")
    }
  }
}
