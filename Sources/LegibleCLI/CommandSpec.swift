/// One option of a subcommand. The same table drives parsing, `--help`, completions and
/// the man page, so they cannot drift apart.
package struct OptionSpec: Sendable {
  /// Long name without dashes, e.g. "format".
  package var name: String
  /// Optional one-letter alias, e.g. "o".
  package var short: Character?
  /// Placeholder for the value, e.g. "text|json"; nil for a flag.
  package var valueName: String?
  /// Allowed values, when the set is closed; checked at parse time.
  package var allowed: [String]?
  /// Whether the option may be given more than once (values accumulate).
  package var repeatable: Bool
  package var help: String

  package init(
    _ name: String, short: Character? = nil, value: String? = nil, allowed: [String]? = nil,
    repeatable: Bool = false, help: String
  ) {
    self.name = name
    self.short = short
    self.valueName = value
    self.allowed = allowed
    self.repeatable = repeatable
    self.help = help
  }

  var isFlag: Bool { valueName == nil }

  /// Whether the value names a file or folder (`FILE`, `DIR`, `PATH`, or a file name such as
  /// `out.png`): such a value may not be empty.
  var takesPath: Bool { ["FILE", "DIR", "PATH"].contains(valueName) || valueName?.hasSuffix(".png") == true }
}

/// A subcommand: its name, what it does, its positional arguments and options.
package struct CommandSpec: Sendable {
  package var name: String
  package var abstract: String
  package var usage: String
  package var arguments: [(name: String, help: String)]
  package var options: [OptionSpec]
  package var discussion: String?
  /// Minimum and maximum number of positional arguments (nil = unbounded).
  package var positionalCount: (min: Int, max: Int?)

  package init(
    name: String, abstract: String, usage: String, arguments: [(name: String, help: String)],
    options: [OptionSpec], discussion: String? = nil, positionalCount: (min: Int, max: Int?)
  ) {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.arguments = arguments
    self.options = options + [OptionSpec("help", short: "h", help: "Show help information.")]
    self.discussion = discussion
    self.positionalCount = positionalCount
  }

  func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
  func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }

  /// Help in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
  package var help: String {
    var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)"]
    if let discussion { lines += ["", discussion] }
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for a in arguments { lines += HelpFormatter.entry(a.name, a.help) }
    }
    lines += ["", "OPTIONS:"]
    for o in options {
      var label = o.short.map { "-\($0), " } ?? ""
      label += "--\(o.name)"
      if let v = o.valueName { label += " <\(v)>" }
      lines += HelpFormatter.entry(label, o.help)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Lays out help entries in two columns that fit 80 columns.
enum HelpFormatter {
  static let labelWidth = 26
  static let width = 80

  static func entry(_ label: String, _ text: String) -> [String] {
    let indent = String(repeating: " ", count: labelWidth + 2)
    let wrapped = wrap(text, width: width - labelWidth - 2)
    var lines: [String] = []
    if label.count + 2 <= labelWidth {
      let first = "  " + label + String(repeating: " ", count: labelWidth - label.count)
      lines.append(first + (wrapped.first ?? ""))
      lines += wrapped.dropFirst().map { indent + $0 }
    } else {
      lines.append("  " + label)
      lines += wrapped.map { indent + $0 }
    }
    return lines
  }

  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
