/// Every `--format` a command can write. Each command offers the subset it supports; the
/// same names mean the same format everywhere, and the writers live in Reporting.
enum OutputFormat: String, CaseIterable, Sendable {
  case text, json, sarif, junit, markdown, html, github, xcode

  /// What `--help` says about each.
  var summary: String {
    switch self {
    case .text: "text for a terminal (default)"
    case .json: "JSON"
    case .sarif: "SARIF 2.1.0 for code scanning"
    case .junit: "JUnit XML for CI test reports"
    case .markdown: "Markdown for a pull request"
    case .html: "one self-contained HTML page"
    case .github: "GitHub workflow commands and a job summary"
    case .xcode: "file:line:column: error: diagnostics, as Xcode and swift build show them"
    }
  }
}

extension OptionSpec {
  /// `--format` with the formats a command supports, in their usual order.
  static func format(_ formats: [OutputFormat], extra: String = "") -> OptionSpec {
    OptionSpec(
      "format", value: "format", allowed: formats.map(\.rawValue),
      help: formats.map(\.rawValue).joined(separator: ", ") + " (default: text)" + extra + ".")
  }
}

extension ParsedArguments {
  /// The `--format` given (checked against the command's list when parsing), or text.
  var format: OutputFormat { value("format").flatMap(OutputFormat.init(rawValue:)) ?? .text }
}
