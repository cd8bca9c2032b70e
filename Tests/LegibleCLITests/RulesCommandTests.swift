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
    #expect(
      run.stderr.contains("failOn is 'warnings'; expected one of 'error', 'warning', 'note', 'never'"),
      "\(run.stderr)")
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
    let found = CheckCommand.discover([dir.path]).palettes.map { URL(fileURLWithPath: $0).lastPathComponent }
      .sorted()
    #expect(found == ["legible.palette.json", "material.json", "typed.tokens.json"])
  }
}

/// `merge` end to end: shards record themselves, a shard given twice or a missing one is
/// refused, and `--max-warnings` spends a budget.
struct MergeAndBudgetTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Samples").standardizedFileURL.path

  @Test func shardsAreCheckedBeforeMerging() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for i in 1...2 {
      let run = CapturedRun([
        "check", Self.samples, "--shard", "\(i)/2", "--format", "json", "--quiet", "--fail-on", "never",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      try Data(run.stdout.utf8).write(to: dir.appendingPathComponent("s\(i).json"))
      let json = try run.json()
      #expect((json["shard"] as? [String: Int]) == ["index": i, "count": 2])
    }
    let s1 = dir.appendingPathComponent("s1.json").path
    let s2 = dir.appendingPathComponent("s2.json").path
    let both = CapturedRun(["merge", s1, s2, "--format", "json", "--fail-on", "never"])
    #expect(both.status == 0, "\(both.stderr)")
    let twice = CapturedRun(["merge", s1, s1, "--fail-on", "never"])
    #expect(twice.status == 2)
    #expect(twice.stderr.contains("more than once"), "\(twice.stderr)")
    let half = CapturedRun(["merge", s1, "--fail-on", "never"])
    #expect(half.status == 2)
    #expect(half.stderr.contains("shard 2/2 of 2 is missing"), "\(half.stderr)")
    let allowed = CapturedRun(["merge", s1, "--allow-partial", "--fail-on", "never"])
    #expect(allowed.status == 0)
    #expect(allowed.stderr.contains("without shard 2/2"))
  }

  @Test func maxWarningsSpendsABudget() {
    // One rule for every command: the function, and that each command offers the option.
    #expect(
      ExitStatus.of(levels: [.warning, .warning], unreadable: false, failOn: .never, maxWarnings: 1) == 1)
    #expect(
      ExitStatus.of(levels: [.warning, .warning], unreadable: false, failOn: .never, maxWarnings: 2) == 0)
    #expect(ExitStatus.of(levels: [.error], unreadable: false, failOn: .never, maxWarnings: 0) == 0)
    for name in ["scan", "palette", "check", "merge"] {
      #expect(
        Legible.commands.first { $0.spec.name == name }!.spec.option(named: "max-warnings") != nil, "\(name)")
    }
  }
}
