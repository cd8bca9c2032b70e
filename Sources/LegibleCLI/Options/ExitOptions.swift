import Findings

/// `--fail-on` and `--max-warnings`: the same options and the same exit-code rule for every
/// command that reports findings (`ExitStatus`): 2 when an input could not be read, else 1
/// when a finding is at or above the level or the warnings overrun the budget, else 0.
struct ExitOptions: OptionGroup {
  /// `defaultLevel`: what `--help` gives as the level when the option is absent.
  static func options(defaultLevel: String = "error") -> [OptionSpec] {
    [
      OptionSpec(
        "fail-on", value: "level", allowed: FailOn.allCases.map(\.rawValue),
        help: "Exit 1 when a finding is at or above this level (default: \(defaultLevel))."),
      // As linters have it: a budget of warnings that exits 1 when spent.
      OptionSpec(
        "max-warnings", value: "N", help: "Exit 1 when there are more than N warnings (default: no limit)."),
    ]
  }

  /// The `--fail-on` level given (checked against `FailOn` when parsing), if any.
  var failOn: FailOn?
  /// The `--max-warnings` budget, if given (0 to 1,000,000,000).
  var maxWarnings: Int?

  init(_ parsed: ParsedArguments, command: String) throws(UsageError) {
    failOn = parsed.value("fail-on").flatMap(FailOn.init(rawValue:))
    maxWarnings = try parsed.integer("max-warnings", in: 0...1_000_000_000, command: command)
  }

  /// The exit status for findings at `levels`: `ExitStatus.of` with these options, the
  /// level defaulting to `fallback` (error, or legible.json's `failOn`).
  func status(levels: [Level], unreadable: Bool, fallback: FailOn = .error) -> Int32 {
    ExitStatus.of(
      levels: levels, unreadable: unreadable, failOn: failOn ?? fallback, maxWarnings: maxWarnings)
  }
}

enum ExitStatus {
  /// 2 for unreadable input, 1 for a finding that `failOn` fails on or for more warnings
  /// than `maxWarnings`, else 0.
  static func of(levels: [Level], unreadable: Bool, failOn: FailOn, maxWarnings: Int? = nil) -> Int32 {
    if unreadable { return 2 }
    if let maxWarnings, levels.filter({ $0 == .warning }).count > maxWarnings { return 1 }
    return failOn.fails(any: levels) ? 1 : 0
  }
}
