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
}

extension ParsedArguments {
  /// The `--fail-on` level (values were checked when parsing), or `fallback`.
  func failOn(or fallback: FailOn = .error) -> FailOn {
    value("fail-on").flatMap(FailOn.init(rawValue:)) ?? fallback
  }
}

enum ExitStatus {
  /// 2 for unreadable input, 1 for a finding that `failOn` fails on, else 0.
  static func of(levels: [Level], unreadable: Bool, failOn: FailOn) -> Int32 {
    if unreadable { return 2 }
    return failOn.fails(any: levels) ? 1 : 0
  }
}
