import ColorScience

/// A command line misused: an unknown option, a missing value, a bad value. Printed as one
/// line with a usage hint; exit code 2.
package struct UsageError: Error, Sendable, CustomStringConvertible {
  package var message: String
  /// The subcommand whose help to point at, if any.
  package var command: String?

  package init(_ message: String, command: String?) {
    self.message = message
    self.command = command
  }

  package var description: String { message }
}

/// The parsed form of one subcommand's arguments.
package struct ParsedArguments: Sendable {
  package var positionals: [String] = []
  package var values: [String: [String]] = [:]
  package var flags: Set<String> = []

  package func value(_ name: String) -> String? { values[name]?.last }
  package func all(_ name: String) -> [String] { values[name] ?? [] }
  package func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The option's value as a whole number in `range`, or nil when the option is absent;
  /// anything else is a usage error naming the option and what it takes.
  func integer(_ name: String, in range: ClosedRange<Int>, command: String) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let v = Int(text), range.contains(v) else {
      let expected =
        range == 1...Int.max
        ? "a positive whole number" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
      throw UsageError(
        "'\(text)' is not a valid value for '--\(name)'; expected \(expected)", command: command)
    }
    return v
  }
}

/// Parses arguments against a `CommandSpec`: `--opt value`, `--opt=value`, `-o value`,
/// flags, and `--` to end options. Unknown options get a "did you mean" hint.
enum ArgumentParser {
  static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var i = 0
    var optionsEnded = false
    func fail(_ message: String) -> UsageError { UsageError(message, command: spec.name) }

    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if optionsEnded || arg == "-" || !arg.hasPrefix("-") || isNegativeNumber(arg) {
        result.positionals.append(arg)
        continue
      }
      if arg == "--" {
        optionsEnded = true
        continue
      }
      var name: String
      var inlineValue: String? = nil
      let option: OptionSpec
      if arg.hasPrefix("--") {
        name = String(arg.dropFirst(2))
        if let eq = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: eq)...])
          name = String(name[..<eq])
        }
        guard let o = spec.option(named: name) else {
          var message = "unknown option '--\(name)'"
          if let near = nearest(name, among: spec.options.map(\.name)) {
            message += "; did you mean '--\(near)'?"
          }
          throw fail(message)
        }
        option = o
      } else {
        let letters = Array(arg.dropFirst())
        guard letters.count == 1, let o = spec.option(short: letters[0]) else {
          throw fail("unknown option '\(arg)'")
        }
        option = o
      }
      if option.isFlag {
        if inlineValue != nil { throw fail("option '--\(option.name)' takes no value") }
        result.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard i < arguments.count else {
          throw fail("option '--\(option.name)' needs a value (<\(option.valueName!)>)")
        }
        value = arguments[i]
        i += 1
      }
      if value.isEmpty && option.takesPath {
        // An empty folder name joins onto "/" ('--annotate ""' wrote into the root folder),
        // and an empty file name has nothing to say in its error: refused here, by name.
        throw fail(
          "option '--\(option.name)' needs a path; an empty one names no \(option.valueName == "DIR" ? "folder" : "file")"
        )
      }
      if let allowed = option.allowed, !allowed.contains(value) {
        var message =
          "'\(value)' is not a valid value for '--\(option.name)'; expected one of: \(allowed.joined(separator: ", "))"
        if let near = nearest(value, among: allowed) { message += " (did you mean '\(near)'?)" }
        throw fail(message)
      }
      if !option.repeatable, result.values[option.name] != nil {
        throw fail("option '--\(option.name)' was given more than once")
      }
      result.values[option.name, default: []].append(value)
    }
    if result.flag("help") { return result }
    if result.positionals.count < spec.positionalCount.min {
      let missing = spec.arguments.dropFirst(result.positionals.count).first?.name ?? "argument"
      throw fail("missing \(missing)")
    }
    if let max = spec.positionalCount.max, result.positionals.count > max {
      throw fail("unexpected argument '\(result.positionals[max])'")
    }
    return result
  }

  static func isNegativeNumber(_ s: String) -> Bool {
    s.count > 1 && s.hasPrefix("-") && Double(s) != nil
  }

  static func nearest(_ word: String, among candidates: [String]) -> String? {
    Suggestion.nearest(to: word, among: candidates)
  }
}
