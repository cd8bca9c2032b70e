import Findings
import Foundation
import Testing

@testable import LegibleCLI

struct RulesCommandTests {
  @Test func listsEveryRuleOfTheCatalog() {
    let run = CapturedRun(["rules"])
    #expect(run.status == 0)
    for rule in Rule.allCases {
      #expect(run.stdout.contains(rule.id + "  ("), "\(rule.id)")
      #expect(run.stdout.contains(rule.helpURI))
    }
  }

  @Test func jsonIsTheCatalog() throws {
    let run = CapturedRun(["rules", "pair-contrast", "--format", "json"])
    #expect(run.status == 0)
    let list = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(list.count == 1)
    #expect(list.first?["id"] as? String == "pair-contrast")
    #expect(list.first?["successCriteria"] as? [String] == Rule.pairContrast.successCriteria)
    #expect(list.first?["defaultLevel"] as? String == "error")
  }

  @Test func anUnknownRuleIsAUsageErrorWithASuggestion() {
    let run = CapturedRun(["rules", "text-contrat"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("did you mean 'text-contrast'?"))
  }

  /// A config's severity keys are the catalog's ids: a rule added to the catalog can be
  /// configured with no other change.
  @Test func configSeverityKeysAreTheCatalog() {
    #expect(LegibleConfig.rules == Rule.allCases.map(\.id))
  }
}
