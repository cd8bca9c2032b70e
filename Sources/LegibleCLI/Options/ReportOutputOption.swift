import FileInput
import Reporting

/// `-o/--output FILE`: where a command that writes one report puts it (`scan`, `palette`,
/// `check`, `merge`). The report is written whole or not at all (`OutputFile`: atomically,
/// never through a link or a device, never over an input of the run); `-` or no option is
/// standard output.
struct ReportOutputOption: OptionGroup {
  /// `what`: the document, as `--help` names it ("report", "merged report").
  static func options(_ what: String = "report", never: String = "an input") -> [OptionSpec] {
    [
      OptionSpec(
        "output", short: "o", value: "FILE",
        help:
          "Write the \(what) to FILE (written atomically; '-' is standard output). Never over \(never), a link or a device."
      )
    ]
  }

  /// The file named, or nil for standard output (no option, or `-`).
  var file: String?

  init(_ parsed: ParsedArguments, command: String) throws(UsageError) {
    file = parsed.value("output").flatMap { $0 == "-" ? nil : $0 }
  }

  /// Writes `text`: to standard output, or to `file`, then says so on standard error.
  func write(_ text: String, protecting inputs: ProtectedFiles, console: Console) throws {
    guard let file else { return console.writeOutput(text) }
    try Output.write(Array(text.utf8), to: file, protecting: inputs, console: console)
    console.printError("wrote \(MessageText.quoted(file))")
  }

  /// Runs `body` with a console whose standard output is the report, then writes what it
  /// wrote to `file` in one piece; without a file, `body` writes to `console` as it goes.
  /// Nothing is written when `body` throws, so a failed run leaves no partial report.
  func capturing<T>(
    _ console: Console, protecting inputs: @autoclosure () -> ProtectedFiles, _ body: (Console) throws -> T
  ) throws -> T {
    guard let file else { return try body(console) }
    let buffer = ReportBuffer()
    var captured = console
    captured.writeOutput = { buffer.bytes += $0.utf8 }
    captured.writeOutputBytes = { buffer.bytes += $0 }
    // A file is no terminal: no color escapes in it.
    captured.isTerminal = false
    let result = try body(captured)
    try Output.write(buffer.bytes, to: file, protecting: inputs(), console: console)
    console.printError("wrote \(MessageText.quoted(file))")
    return result
  }
}

/// The bytes a command writes to a report file, gathered to be written once.
private final class ReportBuffer {
  var bytes: [UInt8] = []
}
