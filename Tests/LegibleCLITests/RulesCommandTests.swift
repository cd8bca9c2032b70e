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

/// `check` tells palettes from other JSON with the loader's own detector, so a file the
/// loader reads is never skipped by check (and the two cannot drift apart again).
struct PaletteDetectionTests {
  @Test func checkFindsEveryFormatTheLoaderDetects() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("detect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = [
      "legible.palette.json": ##"{"variants": {"standard": {"fg": "#000", "bg": "#fff"}}}"##,
      "material.json": ##"{"schemes": {"light": {"primary": "#6750A4", "onPrimary": "#FFFFFF"}}}"##,
      "typed.tokens.json": ##"{"color": {"$type": "color", "fg": {"$value": "#000000"}}}"##,
      "other.json": ##"{"name": "not a palette", "version": 1}"##,
    ]
    for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
    let found = CheckCommand.discover([dir.path]).palettes.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
    #expect(found == ["legible.palette.json", "material.json", "typed.tokens.json"])
  }
}
