import Findings
import JSONSupport

/// `legible rules`: every rule Legible checks, read from the catalog that the reports, the
/// SARIF `rules` array and a config's `severity` keys also read.
enum RulesCommand {
  static let spec = CommandSpec(
    name: "rules",
    abstract: "List the rules Legible checks, their WCAG criteria and help.",
    usage: "legible rules [<rule>...] [--format text|json]",
    arguments: [("rule", "Show only these rules (by id, e.g. text-contrast).")],
    options: [
      OptionSpec(
        "format", value: "text|json", allowed: ["text", "json"], help: "Output format (default: text).")
    ],
    discussion: """
      A config's "severity" object takes these ids:
        { "pair-apca": "off", "contrast-regression": "warning" }
      """,
    positionalCount: (0, nil))

  static func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    var rules = Rule.allCases
    if !parsed.positionals.isEmpty {
      rules = try parsed.positionals.map { id in
        guard let rule = Rule(id: id) else {
          var message = "unknown rule '\(id)'"
          if let near = ArgumentParser.nearest(id, among: Rule.allCases.map(\.id)) {
            message += "; did you mean '\(near)'?"
          }
          throw UsageError(message, command: spec.name)
        }
        return rule
      }
    }
    if parsed.value("format") == "json" {
      console.writeOutput(JSONWriter.string(.array(rules.map(json))) + "\n")
      return 0
    }
    var out = ""
    for r in rules {
      let criteria = r.successCriteria.isEmpty ? "" : "  WCAG " + r.successCriteria.joined(separator: ", ")
      out += "\(r.id)  (\(r.subject.rawValue), default \(r.defaultLevel.rawValue))\(criteria)\n"
      out += "  \(r.title)\n  \(r.help)\n  \(r.helpURI)\n\n"
    }
    console.writeOutput(out)
    return 0
  }

  static func json(_ r: Rule) -> JSONValue {
    .object([
      "id": .string(r.id), "name": .string(r.name), "subject": .string(r.subject.rawValue),
      "title": .string(r.title), "successCriteria": .array(r.successCriteria.map { .string($0) }),
      "defaultLevel": .string(r.defaultLevel.rawValue), "help": .string(r.help),
      "helpUri": .string(r.helpURI),
    ])
  }
}
