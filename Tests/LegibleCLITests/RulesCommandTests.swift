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

/// One --fail-on for every command, with one exit rule.
struct FailOnOptionTests {
  @Test func everyReportingCommandOffersTheSameLevels() {
    for name in ["scan", "palette", "check", "merge"] {
      let spec = Legible.commands.first { $0.spec.name == name }!.spec
      #expect(spec.option(named: "fail-on")?.allowed == ["error", "warning", "note", "never"], "\(name)")
    }
  }

  @Test func exitStatusFollowsTheLevel() {
    #expect(ExitStatus.of(levels: [.warning], unreadable: false, failOn: .error) == 0)
    #expect(ExitStatus.of(levels: [.warning], unreadable: false, failOn: .warning) == 1)
    #expect(ExitStatus.of(levels: [.note], unreadable: false, failOn: .warning) == 0)
    #expect(ExitStatus.of(levels: [.error], unreadable: false, failOn: .never) == 0)
    #expect(ExitStatus.of(levels: [], unreadable: true, failOn: .never) == 2)
  }

  @Test func aConfigFailOnOutsideTheLevelsIsAnError() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("failon-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(#"{"failOn": "warnings"}"#.utf8).write(to: dir.appendingPathComponent("legible.json"))
    let run = CapturedRun(["check", dir.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("failOn must be one of error, warning, note, never"), "\(run.stderr)")
  }
}
