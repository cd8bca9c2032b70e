import Findings
import JSONSupport

/// Known findings to hide, by fingerprint *and count*: a baseline that accepted two copies
/// of a finding hides two, and a third copy is new. (It used to keep a set of fingerprints,
/// so a second copy of a known problem could never show up.)
///
/// File form: `{"version": 2, "tool": "legible", "fingerprints": {"<fingerprint>": <count>}}`;
/// version 1's `"fingerprints": [..]` list still reads, as one of each.
package struct Baseline: Sendable, Equatable {
  package var counts: [String: Int]

  package init(counts: [String: Int] = [:]) { self.counts = counts }

  /// The baseline that accepts exactly these findings.
  package init(accepting findings: [Finding]) {
    var counts: [String: Int] = [:]
    for f in findings { counts[f.fingerprint, default: 0] += 1 }
    self.counts = counts
  }

  package var json: String {
    let object = JSONObject(
      uniqueEntries: counts.sorted(by: { $0.key < $1.key }).map { (key: $0.key, value: .integer($0.value)) })
    return JSONWriter.string(.object(["version": 2, "tool": "legible", "fingerprints": .object(object)]))
  }

  /// Reads either version; nil when the document is not a baseline. Counts are clamped to
  /// 1...1,000,000 (a count is a number of findings, and the file is untrusted).
  package static func parse(_ root: JSONNode) -> Baseline? {
    if let list = root["fingerprints"]?.arrayValues {
      return Baseline(counts: Dictionary(list.compactMap(\.stringValue).map { ($0, 1) }, uniquingKeysWith: +))
    }
    guard let entries = root["fingerprints"]?.objectEntries else { return nil }
    var counts: [String: Int] = [:]
    for (key, _, value) in entries {
      guard let n = value.numberValue, n.isFinite, n >= 1 else { return nil }
      counts[key] = Int(min(n.rounded(.down), 1_000_000))
    }
    return Baseline(counts: counts)
  }

  /// The findings the baseline does not account for, in their order, and how many it hid.
  package func filter(_ findings: [Finding]) -> (new: [Finding], hidden: Int) {
    var left = counts
    var new: [Finding] = []
    for f in findings {
      if let n = left[f.fingerprint], n > 0 {
        left[f.fingerprint] = n - 1
      } else {
        new.append(f)
      }
    }
    return (new, findings.count - new.count)
  }
}
