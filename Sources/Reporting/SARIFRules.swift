import Findings
import JSONSupport

/// The SARIF 2.1.0 pieces every SARIF writer shares, read from the rule catalog.
enum SARIFRules {
  /// A `reportingDescriptor` (SARIF §3.49) for one rule: id, name, short and full
  /// description, help text and URI, the default level, and the WCAG criteria as tags.
  static func descriptor(_ rule: Rule) -> JSONValue {
    var properties: JSONObject = [:]
    if !rule.successCriteria.isEmpty {
      properties["tags"] = .array(rule.successCriteria.map { .string("WCAG " + $0) })
    }
    var o: JSONObject = [
      "id": .string(rule.id), "name": .string(rule.name),
      "shortDescription": .object(["text": .string(rule.title)]),
      "help": .object(["text": .string(rule.help)]),
      "helpUri": .string(rule.helpURI),
      "defaultConfiguration": .object(["level": .string(rule.defaultLevel.rawValue)]),
    ]
    if !properties.keys.isEmpty { o["properties"] = .object(properties) }
    return .object(o)
  }

  /// The driver's `rules` array and each rule's index in it, for `result.ruleIndex`.
  static func table(_ rules: [Rule]) -> (rules: JSONValue, index: [Rule: Int]) {
    let sorted = Array(Set(rules)).sorted()
    var index: [Rule: Int] = [:]
    for (i, r) in sorted.enumerated() { index[r] = i }
    return (.array(sorted.map(descriptor)), index)
  }
}
