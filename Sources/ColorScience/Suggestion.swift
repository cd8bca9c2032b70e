/// "Did you mean …?" for every near miss Legible meets: subcommands, options and their
/// values, config and policy keys, rule ids, CSS color names. One rule for all of them, so a
/// typo is caught (or not) the same way everywhere.
package enum Suggestion {
  /// The candidate closest to `word` by edit distance, when it is within a third of the
  /// word's length (at least 2 edits): close enough to be a typo, not a different word.
  /// Ties go to the alphabetically first, so the hint does not change from run to run.
  /// Words longer than 64 characters get no suggestion (no typo is that long, and the
  /// distance costs the product of the lengths).
  package static func nearest<S: Sequence>(to word: String, among candidates: S) -> String?
  where S.Element == String {
    guard word.count <= 64 else { return nil }
    let limit = max(2, word.count / 3)
    var best: (name: String, distance: Int)? = nil
    for name in candidates where name.count <= 64 {
      let d = editDistance(word, name)
      guard d <= limit else { continue }
      let closer = best.map { d < $0.distance || (d == $0.distance && name < $0.name) } ?? true
      if closer { best = (name, d) }
    }
    return best?.name
  }
}

/// Levenshtein distance, for "did you mean" hints.
package func editDistance(_ a: String, _ b: String) -> Int {
  let x = Array(a)
  let y = Array(b)
  if x.isEmpty { return y.count }
  if y.isEmpty { return x.count }
  var previous = Array(0...y.count)
  var current = [Int](repeating: 0, count: y.count + 1)
  for i in 1...x.count {
    current[0] = i
    for j in 1...y.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[y.count]
}
