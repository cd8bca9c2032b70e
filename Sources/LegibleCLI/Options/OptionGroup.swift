/// Options that several commands share (limits, jobs, the exit policy, the report's file),
/// declared once: each group holds its `OptionSpec`s, which drive parsing, `--help`,
/// completions and the man page, and reads them into typed values with their validation.
/// A command lists a group's `options` in its spec and reads the group with `init`, so a
/// flag's name, help, range and error message live in one place; they used to be declared
/// per command (12 options, 26 declarations) and read by string key in each.
protocol OptionGroup {
  /// Reads and validates the group's options; a bad value is a `UsageError` naming the
  /// option and what it takes.
  init(_ parsed: ParsedArguments, command: String) throws(UsageError)
}

extension ParsedArguments {
  /// The last value given for `option`, or nil.
  func value(_ option: OptionSpec) -> String? { value(option.name) }

  /// Whether the flag `option` was given.
  func flag(_ option: OptionSpec) -> Bool { flag(option.name) }

  /// `option`'s value as a whole number in `range`, or nil when it is absent.
  func integer(_ option: OptionSpec, in range: ClosedRange<Int>, command: String) throws(UsageError) -> Int? {
    try integer(option.name, in: range, command: command)
  }
}
