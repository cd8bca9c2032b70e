import Findings
import JSONSupport
import Testing

@testable import Reporting

@Suite struct BaselineTests {
  func finding(_ fp: String) -> Finding {
    Finding(rule: .textContrast, level: .error, file: "a.png", message: "m", fingerprint: fp)
  }

  /// Two known copies hide two; a third copy of the same finding is new.
  @Test func countsCopiesOfOneFingerprint() throws {
    let baseline = Baseline(accepting: [finding("x"), finding("x"), finding("y")])
    #expect(baseline.counts == ["x": 2, "y": 1])
    let (new, hidden) = baseline.filter([
      finding("x"), finding("y"), finding("x"), finding("x"), finding("z"),
    ])
    #expect(hidden == 3)
    #expect(new.map(\.fingerprint) == ["x", "z"])
  }

  @Test func roundTripsAndReadsVersionOne() throws {
    let baseline = Baseline(counts: ["b": 3, "a": 1])
    let parsed = try #require(Baseline.parse(try JSONParser().parse(Array(baseline.json.utf8))))
    #expect(parsed == baseline)
    let v1 = try JSONParser().parse(Array(#"{"version": 1, "fingerprints": ["a", "b", "a"]}"#.utf8))
    #expect(Baseline.parse(v1)?.counts == ["a": 2, "b": 1])
  }

  @Test func refusesWhatIsNotABaseline() throws {
    for text in [#"{"fingerprints": {"a": -1}}"#, #"{"fingerprints": {"a": "two"}}"#, #"{"other": []}"#] {
      #expect(Baseline.parse(try JSONParser().parse(Array(text.utf8))) == nil, "\(text)")
    }
    let huge = try JSONParser().parse(Array(#"{"fingerprints": {"a": 1e300}}"#.utf8))
    #expect(Baseline.parse(huge)?.counts["a"] == 1_000_000)
  }
}

@Suite struct ShardSetTests {
  typealias Shard = ShardSet.Shard

  @Test func aCompleteSetMerges() throws {
    let set = ShardSet(reports: [
      ("a", Shard(index: 2, count: 2), "1"), ("b", Shard(index: 1, count: 2), "2"),
    ])
    #expect(try set.validate(allowPartial: false).isEmpty)
  }

  @Test func theSameReportTwiceIsRefused() {
    let set = ShardSet(reports: [
      ("a.json", Shard(index: 1, count: 2), "same"), ("copy.json", Shard(index: 1, count: 2), "same"),
    ])
    #expect(throws: ShardSet.Problem.duplicate("the report a.json", files: ["a.json", "copy.json"])) {
      try set.validate(allowPartial: true)
    }
    let whole = ShardSet(reports: [("a.json", nil, "same"), ("a.json", nil, "same")])
    #expect(throws: ShardSet.Problem.self) { try whole.validate(allowPartial: true) }
  }

  @Test func twoCopiesOfOneShardAreRefused() {
    let set = ShardSet(reports: [
      ("a", Shard(index: 1, count: 2), "1"), ("b", Shard(index: 1, count: 2), "2"),
    ])
    #expect(throws: ShardSet.Problem.duplicate("shard 1/2", files: ["a", "b"])) {
      try set.validate(allowPartial: true)
    }
  }

  @Test func missingShardsAreNamedAndAllowedOnlyWhenAsked() throws {
    let set = ShardSet(reports: [("a", Shard(index: 2, count: 4), "1")])
    let expected = [Shard(index: 1, count: 4), Shard(index: 3, count: 4), Shard(index: 4, count: 4)]
    #expect(throws: ShardSet.Problem.missing(expected)) { try set.validate(allowPartial: false) }
    #expect(try set.validate(allowPartial: true) == expected)
    #expect(ShardSet.Problem.missing(expected).description.contains("shards 1/4, 3/4, 4/4 of 4 are missing"))
  }

  @Test func mixedRunsAreRefused() {
    let counts = ShardSet(reports: [
      ("a", Shard(index: 1, count: 2), "1"), ("b", Shard(index: 2, count: 3), "2"),
    ])
    #expect(throws: ShardSet.Problem.mixedCounts([2, 3])) { try counts.validate(allowPartial: true) }
    let mixed = ShardSet(reports: [("a", Shard(index: 1, count: 2), "1"), ("b", nil, "2")])
    #expect(throws: ShardSet.Problem.mixedSharding) { try mixed.validate(allowPartial: true) }
  }
}
