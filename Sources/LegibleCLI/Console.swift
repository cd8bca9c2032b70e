import ColorScience
import Foundation
import Reporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes, and what the terminal can show.
///
/// Commands never print directly: tests pass a console that captures output, and `main`
/// passes one bound to stdout/stderr. Colors (24-bit swatches) are used only when stdout is
/// a terminal that announces true color (`COLORTERM=truecolor|24bit`), `TERM` is not
/// `dumb`, and `NO_COLOR` is not set (no-color.org).
package struct Console {
  package var writeOutput: (String) -> Void
  package var writeError: (String) -> Void
  /// Binary output (`simulate x.png -o -`); by default passed to `writeOutput` as (repaired) text.
  package var writeOutputBytes: ([UInt8]) -> Void
  package var isTerminal: Bool
  package var environment: [String: String]

  package init(
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, isTerminal: Bool,
    environment: [String: String], writeOutputBytes: (([UInt8]) -> Void)? = nil
  ) {
    self.writeOutput = writeOutput
    self.writeOutputBytes = writeOutputBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
    self.writeError = writeError
    self.isTerminal = isTerminal
    self.environment = environment
  }

  package var usesColor: Bool {
    guard isTerminal, environment["NO_COLOR"].map({ $0.isEmpty }) ?? true else { return false }
    // A terminal that says it cannot show escapes (Emacs shells, some CI logs) gets none.
    guard environment["TERM"] != "dumb" else { return false }
    let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
    return colorterm == "truecolor" || colorterm == "24bit"
  }

  package func print(_ line: String = "") { writeOutput(line + "\n") }
  /// One diagnostic line on standard error. Names in it come from the inputs, so control
  /// characters are shown escaped and the line cannot begin with `::` (a GitHub Actions
  /// workflow command): Reporting's `DisplayText.diagnosticLine`, the CLI's one place.
  package func printError(_ line: String) { writeError(DisplayText.diagnosticLine(line) + "\n") }

  /// Several diagnostic lines (`--explain-pairs`, a policy to start from), each as `printError`.
  package func printErrorLines(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines { printError(String(line)) }
  }

  /// A two-cell block of the color, or nothing when colors are off.
  package func swatch(_ color: RGBA8) -> String {
    guard usesColor else { return "" }
    return "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m  \u{1B}[0m "
  }

  /// `text` drawn in `foreground` on `background`, or plain text when colors are off.
  package func sample(_ text: String, foreground: RGBA8, background: RGBA8) -> String {
    guard usesColor else { return text }
    return "\u{1B}[38;2;\(foreground.red);\(foreground.green);\(foreground.blue);"
      + "48;2;\(background.red);\(background.green);\(background.blue)m\(text)\u{1B}[0m"
  }

  /// The style Reporting's text output uses on this console.
  package var textStyle: TextStyle { usesColor ? .trueColor : .plain }

  /// Bold text on a color terminal.
  package func bold(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

  /// A console on the process's stdout and stderr. A write that fails ends the run with
  /// exit 2 (`StandardStreams`), never a trap.
  package static func standard() -> Console {
    Console(
      writeOutput: { StandardStreams.write($0, to: 1) },
      writeError: { StandardStreams.write($0, to: 2) },
      isTerminal: isatty(1) == 1, environment: ProcessInfo.processInfo.environment,
      writeOutputBytes: { StandardStreams.write($0, to: 1) })
  }
}
