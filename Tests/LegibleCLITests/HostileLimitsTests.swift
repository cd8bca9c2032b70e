import Foundation
import Testing

/// Issue 12's number, limit, config and amplification classes through the CLI: the smallest
/// input of each (Corpus/limits/) gets a one-line error naming the file, the key or flag and
/// what is allowed, exit status 2, and no trap. Corpus/measure-hostile-limits.sh measures the
/// full-size reproducers (time, peak memory) against a built binary.
struct HostileLimitsTests {
  static let corpus = HostileInputTests.corpus.appendingPathComponent("limits")
  static func file(_ name: String) -> String { corpus.appendingPathComponent(name).path }

  static let cases: [([String], String)] = [
    // Numbers that reached Int(…) or an Int add and trapped (exit 132).
    (
      ["palette", file("threshold-1e19.json")],
      "threshold-1e19.json:1:147: thresholds.standard.text is 1e+19; expected a number from 1 to 21"
    ),
    (
      ["palette", file("pair.json"), "--config", file("apca-1e19.policy.json")],
      "apca-1e19.policy.json:1:22: palette.apca is 1e+19; expected a number above 0 up to 108"
    ),
    (
      ["check", file("scale-1e300")],
      "legible.json:1:20: scan.scale is 1e+300; expected a number from 0.1 to 8"
    ),
    (
      ["check", file("ratio-1e300")],
      "legible.json:1:30: scan.normalTextRatio is 1e+300; expected a number from 1 to 21"
    ),
    (
      ["merge", file("merge-line-1e300.json")],
      "merge-line-1e300.json:1:102: findings[0].line is 1e+300; expected a whole number from 1 to 2147483647"
    ),
    (
      ["merge", file("merge-box-9e18.json"), "--format", "html"],
      "merge-box-9e18.json:1:112: findings[0].boxes[0].x is 9e+18; expected a whole number from 0 to 2147483647"
    ),
    // Config values of the wrong type or out of range.
    (
      ["palette", file("ref-5.resolver.json")],
      "ref-5.resolver.json:1:38: sets.s.sources[0].$ref is 5; expected a string"
    ),
    (
      ["check", file("fail-on-warnings")],
      "legible.json:1:12: failOn is 'warnings'; expected one of 'error', 'warning', 'note', 'never'"
    ),
    (["check", file("scale-0")], "legible.json:1:20: scan.scale is 0; expected a number from 0.1 to 8"),
    (
      ["check", file("long-glob")],
      "legible.json:1:14: include[0] is 2000 bytes long; expected at most 1000 items of at most 1024 characters"
    ),
    // Amplification: counted as made, named with the flag that raises the limit.
    (
      ["palette", file("extends-doubling.tokens.json"), "--max-tokens", "1000"],
      "more than 1000 tokens (token count limit, --max-tokens)"
    ),
    (
      ["palette", file("pair.json"), "--config", file("pairs-4x4.policy.json"), "--max-pairs", "15"],
      "pairs-4x4.policy.json:1:12: pairs lists 16 foreground/background pairs; the limit is 15 (pair count limit, --max-pairs, or palette.maxPairs in legible.json)"
    ),
    (
      ["palette", file("pair.json"), "--config", file("star-pairs.policy.json"), "--max-pairs", "1"],
      "pair.json: the pairs make at least 4 foreground/background pairs across the variants; the limit is 1 (pair count limit, --max-pairs, or palette.maxPairs in legible.json)"
    ),
    // A resolver's $ref outside its folder: refused before it is read, nothing of it quoted.
    (
      ["palette", file("confined/design/passwd.resolver.json")],
      "passwd.resolver.json:1:29: source '../../../../../../../../../../../../etc/passwd' is outside "
    ),
  ]

  @Test(arguments: cases)
  func hostileValue(arguments: [String], message: String) {
    let run = CapturedRun(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stderr.hasPrefix("Error: ") || run.stdout.contains("error: "), "\(run.stderr)")
    #expect(!run.stderr.contains("root:"), "nothing of a file outside the resolver's folder is quoted")
  }

  /// Every limit flag has a ceiling the code honours, refused above it and stated in --help.
  @Test(arguments: [
    ("palette", "max-depth", "512"), ("palette", "max-tokens", "2000000"),
    ("palette", "max-file-bytes", "67108864"),
    ("palette", "max-alias-chain", "100000"), ("palette", "max-files", "100000"),
    ("palette", "max-pairs", "20000000"),
    ("scan", "max-pixels", "1000000000"), ("scan", "max-file-bytes", "4294967296"),
    ("scan", "max-icc-bytes", "67108864"),
    ("scan", "jobs", "256"), ("check", "max-pixels", "1000000000"), ("check", "max-pairs", "20000000"),
    ("check", "jobs", "256"),
  ])
  func limitFlagsHaveCeilings(command: String, flag: String, ceiling: String) {
    let over = String(Int(ceiling)! + 1)
    let run = CapturedRun([
      command, HostileInputTests.corpus.appendingPathComponent("empty.json").path, "--\(flag)", over,
    ])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "'\(over)' is not a valid value for '--\(flag)'; expected a whole number from 1 to \(ceiling)"),
      "\(run.stderr)")
    let help = CapturedRun([command, "--help"]).stdout.replacingOccurrences(of: "\n", with: " ").split(
      separator: " "
    ).joined(separator: " ")
    let option = help.components(separatedBy: "--\(flag) ").last ?? ""
    #expect(option.prefix(260).contains("at most \(ceiling)"), "\(option.prefix(260))")
  }

  /// The recursive parser at a depth far past the ceiling: refused as a flag, and the
  /// default limit stops the document before the stack does.
  @Test func deepDocumentsStopAtTheLimit() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-deep-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let deep = dir.appendingPathComponent("deep.json")
    try (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).write(
      to: deep, atomically: true, encoding: .utf8)
    let run = CapturedRun(["palette", deep.path, "--max-depth", "512"])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "deep.json:1:514: invalid JSON: nesting is deeper than 512 levels (JSON depth limit, --max-depth)"),
      "\(run.stderr)")
  }

  /// A 10,000-link alias chain resolves when the limit allows it (linear, not quadratic),
  /// and is refused with the flag's name when it does not.
  @Test func longAliasChain() throws {
    var chain = [##""c0": "#123456""##]
    for i in 1..<10_000 { chain.append(#""c\#(i)": "{c\#(i - 1)}""#) }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-chain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("chain.json")
    // One pair, so the palette is checked (c9999 on c0: the same color, a failing pair).
    try
      (#"{"variants": {"standard": {"# + chain.joined(separator: ", ")
      + #"}}, "pairs": [{"foreground": "c9999", "background": "c0"}]}"#)
      .write(to: file, atomically: true, encoding: .utf8)
    let ok = CapturedRun(["palette", file.path, "--max-alias-chain", "10000"])
    #expect(ok.status == 1, "\(ok.stderr)")
    #expect(ok.stdout.contains("10000 tokens"))
    let refused = CapturedRun(["palette", file.path, "--max-alias-chain", "100"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("alias chain longer than 100 (alias chain length limit, --max-alias-chain)"),
      "\(refused.stderr)")
  }

  /// `maxPairs` in legible.json is the check's pair limit; --max-pairs overrides it.
  @Test func maxPairsConfigKey() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-maxpairs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(
      atPath: Self.file("pair.json"), toPath: dir.appendingPathComponent("pair.json").path)
    try #"{"palette": {"pairs": [{"foreground": "*", "background": "*"}], "maxPairs": 1}}"#.write(
      to: dir.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
    let limited = CapturedRun(["check", dir.path])
    #expect(limited.status == 2)
    #expect(
      limited.stdout.contains(
        "the limit is 1 (pair count limit, --max-pairs, or palette.maxPairs in legible.json)"),
      "\(limited.stdout)")
    let raised = CapturedRun(["check", dir.path, "--max-pairs", "4"])
    #expect(raised.status == 1, "\(raised.stdout)\(raised.stderr)")
  }

  /// --root widens the folder a resolver's sources may come from.
  @Test func rootWidensConfinement() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-root-\(UUID().uuidString)")
    let inner = dir.appendingPathComponent("design")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try ##"{"fg": {"$type": "color", "$value": "#777777"}, "bg": {"$type": "color", "$value": "#ffffff"}}"##
      .write(to: dir.appendingPathComponent("shared.tokens.json"), atomically: true, encoding: .utf8)
    let policy = dir.appendingPathComponent("policy.json")
    try #"{"pairs": [{"foreground": "fg", "background": "bg"}]}"#.write(
      to: policy, atomically: true, encoding: .utf8)
    let resolver = inner.appendingPathComponent("r.resolver.json")
    try #"{"sets": {"s": {"sources": [{"$ref": "../shared.tokens.json"}]}}}"#.write(
      to: resolver, atomically: true, encoding: .utf8)
    let refused = CapturedRun(["palette", resolver.path])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("source '../shared.tokens.json' is outside"), "\(refused.stderr)")
    let allowed = CapturedRun(["palette", resolver.path, "--root", dir.path, "--config", policy.path])
    #expect(allowed.status == 1, "\(allowed.stderr)")  // #777 on white: 4.48:1
    #expect(allowed.stdout.contains("2 files"))
  }
}
