/// The shards `legible merge` is given, checked before anything is combined: a shard given
/// twice would count its findings twice, and a missing one would pass its files unchecked.
package struct ShardSet: Sendable {
  /// Which slice of a run a report covers (`check --shard 2/4` → index 2, count 4).
  package struct Shard: Sendable, Hashable {
    package var index: Int
    package var count: Int
    package init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }
    package var description: String { "\(index)/\(count)" }

    /// How many shards a run may be split into: one limit for `check --shard` and for the
    /// reports `merge` reads (they disagreed: `check` made shard 1/100001, `merge` refused it).
    package static let countRange = 1...100_000
  }

  /// Why a set of reports cannot be merged as given.
  package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The same report (or the same shard) given more than once.
    case duplicate(String, files: [String])
    /// Shards of runs split in different numbers of parts.
    case mixedCounts([Int])
    /// Some reports are shards and some are not.
    case mixedSharding
    /// Shards the run had that were not given.
    case missing([Shard])

    package var description: String {
      switch self {
      case .duplicate(let what, let files):
        return
          "\(what) is given more than once (\(files.joined(separator: ", "))): its findings would count twice"
      case .mixedCounts(let counts):
        return
          "the shards come from runs split \(counts.map(String.init).joined(separator: " and ")) ways; merge the shards of one run"
      case .mixedSharding:
        return "some reports are shards (check --shard) and some are whole runs; merge the shards of one run"
      case .missing(let shards):
        return
          "shard\(shards.count == 1 ? "" : "s") \(shards.map(\.description).joined(separator: ", ")) of \(shards[0].count) \(shards.count == 1 ? "is" : "are") missing, so \(shards.count == 1 ? "its" : "their") files were not checked; pass \(shards.count == 1 ? "it" : "them"), or --allow-partial to merge anyway"
      }
    }
  }

  /// One entry per report: its file, its shard (nil for a whole run), and its content's
  /// fingerprint (the same bytes twice are the same report, whatever the file names).
  package var reports: [(file: String, shard: Shard?, content: String)]

  package init(reports: [(file: String, shard: Shard?, content: String)]) { self.reports = reports }

  /// Throws the first problem; returns the missing shards when `allowPartial` lets them go.
  package func validate(allowPartial: Bool) throws(Problem) -> [Shard] {
    var byContent: [String: [String]] = [:]
    for r in reports { byContent[r.content, default: []].append(r.file) }
    if let (_, files) = byContent.first(where: { $0.value.count > 1 }) {
      throw .duplicate("the report \(files[0])", files: files)
    }
    let shards = reports.compactMap(\.shard)
    guard !shards.isEmpty else { return [] }
    guard shards.count == reports.count else { throw .mixedSharding }
    let counts = Set(shards.map(\.count))
    guard counts.count == 1, let n = counts.first else { throw .mixedCounts(counts.sorted()) }
    var byIndex: [Int: [String]] = [:]
    for r in reports { if let shard = r.shard { byIndex[shard.index, default: []].append(r.file) } }
    if let (index, files) = byIndex.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
      throw .duplicate("shard \(index)/\(n)", files: files)
    }
    let missing = (1...n).filter { byIndex[$0] == nil }.map { Shard(index: $0, count: n) }
    if !missing.isEmpty && !allowPartial { throw .missing(missing) }
    return missing
  }
}
