import Pixels

/// `--jobs N`: how many cores a command that reads many files uses (`scan`, `check`).
struct JobsOption: OptionGroup {
  /// `unit`: what runs at once ("images", "files").
  static func options(unit: String) -> [OptionSpec] {
    [
      OptionSpec(
        "jobs", value: "N",
        help:
          "Cores to use: \(unit) at once, and one \(unit.dropLast())'s own work when few remain (default: all, at most \(LimitCeilings.jobs.upperBound))."
      )
    ]
  }

  /// The cores to use: the flag's, else every core.
  var jobs: Int

  init(_ parsed: ParsedArguments, command: String) throws(UsageError) {
    jobs = try parsed.integer("jobs", in: LimitCeilings.jobs, command: command) ?? Parallel.coreCount
  }
}
