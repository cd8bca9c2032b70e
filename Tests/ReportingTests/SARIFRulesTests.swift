import Findings
import JSONSupport
import Testing

@testable import Reporting

/// Every SARIF writer takes its `rules` from the catalog: each result's `ruleId` has a
/// descriptor, and `ruleIndex` points at it (SARIF 2.1.0 §3.27.6–7).
@Suite struct SARIFRulesTests {
  func findings() -> [Finding] {
    Rule.allCases.enumerated().map { i, rule in
      Finding(
        rule: rule, level: Level.allCases[i % Level.allCases.count], file: "f\(i).json", line: i + 1,
        message: "m\(i)", fingerprint: "fp\(i)")
    }
  }

  @Test func checkReportResultsPointAtTheirRuleDescriptors() throws {
    let report = CheckReport(palettes: ["p.json"], findings: findings())
    let root = try JSONParser().parse(Array(report.sarif(version: "test").utf8))
    let run = try #require(root["runs"]?.arrayValues?.first)
    let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValues)
    let results = try #require(run["results"]?.arrayValues)
    #expect(results.count == Rule.allCases.count)
    #expect(rules.count == Rule.allCases.count)
    for r in results {
      let id = try #require(r["ruleId"]?.stringValue)
      let index = try #require(r["ruleIndex"]?.numberValue.map { Int($0) })
      #expect(rules[index]["id"]?.stringValue == id)
      #expect(["error", "warning", "note"].contains(r["level"]?.stringValue ?? ""))
    }
  }

  @Test func descriptorsCarryTheCatalog() throws {
    for rule in Rule.allCases {
      let d = SARIFRules.descriptor(rule)
      let node = try JSONParser().parse(Array(JSONWriter.string(d).utf8))
      #expect(node["id"]?.stringValue == rule.id)
      #expect(node["name"]?.stringValue == rule.name)
      #expect(node["shortDescription"]?["text"]?.stringValue == rule.title)
      #expect(node["help"]?["text"]?.stringValue == rule.help)
      #expect(node["helpUri"]?.stringValue == rule.helpURI)
      #expect(node["defaultConfiguration"]?["level"]?.stringValue == rule.defaultLevel.rawValue)
      let tags = node["properties"]?["tags"]?.arrayValues?.compactMap(\.stringValue) ?? []
      #expect(tags == rule.successCriteria.map { "WCAG " + $0 })
    }
  }
}
