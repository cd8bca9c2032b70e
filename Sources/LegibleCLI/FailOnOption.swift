import Findings

/// `--fail-on`, the same option and the same exit-code rule for every command that reports
/// findings: 2 when an input could not be read, else 1 when a finding is at or above the
/// level, else 0.
extension OptionSpec {
  static func failOn(default defaultText: String = "error") -> OptionSpec {
    OptionSpec(
      "fail-on", value: "level", allowed: FailOn.allCases.map(\.rawValue),
      help: "Exit 1 when a finding is at or above this level (default: \(defaultText)).")
  }

  /// `--max-warnings N`, as linters have it: a budget of warnings that exits 1 when spent.
  static func maxWarnings() -> OptionSpec {
    OptionSpec(
      "max-warnings", value: "N", help: "Exit 1 when there are more than N warnings (default: no limit).")
  }
}

extension ParsedArguments {
  /// The `--fail-on` level (values were checked when parsing), or `fallback`.
  func failOn(or fallback: FailOn = .error) -> FailOn {
    value("fail-on").flatMap(FailOn.init(rawValue:)) ?? fallback
  }

  /// The `--max-warnings` budget, if given (0 to 1,000,000,000).
  func maxWarnings(command: String) throws -> Int? {
    try integer("max-warnings", in: 0...1_000_000_000, command: command)
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
