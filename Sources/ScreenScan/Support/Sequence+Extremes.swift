extension Sequence where Element: Comparable {
  /// The smallest and the largest element, found in one pass; nil for an empty sequence.
  ///
  /// The scanner's geometry takes the bounds of sets of blobs, runs and points. Most are
  /// non-empty by construction, but an unusual image can leave a set empty, and `.max()!`
  /// would then let the input choose to end the process: callers guard this instead and
  /// return their neutral result (no line, no shape, no finding).
  var extremes: (min: Element, max: Element)? {
    var iterator = makeIterator()
    guard let first = iterator.next() else { return nil }
    var (low, high) = (first, first)
    while let next = iterator.next() {
      if next < low { low = next }
      if high < next { high = next }
    }
    return (low, high)
  }
}
