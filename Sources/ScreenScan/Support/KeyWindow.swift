/// The items whose key lies in a range, found by binary search instead of testing every
/// item: the "every item within t of this one" searches of the layout passes are then
/// linear in what they find, not in all items, so an image of a hundred thousand text lines
/// costs a hundred thousand searches, not ten billion comparisons.
///
/// Callers widen the range a little and still apply their own exact test to what comes
/// back, so the result is the same as filtering every item.
struct KeyWindow {
  private let keys: [Double]
  private let items: [Int]

  init(_ items: [Int], key: (Int) -> Double) {
    let sorted = items.map { (key($0), $0) }.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
    keys = sorted.map(\.0)
    self.items = sorted.map(\.1)
  }

  /// The items whose key lies in `range`, in ascending item order (as a filter of the
  /// ascending list of items would give them).
  func items(in range: ClosedRange<Double>) -> [Int] {
    var low = firstKey(atLeast: range.lowerBound)
    var found: [Int] = []
    while low < keys.count && keys[low] <= range.upperBound {
      found.append(items[low])
      low += 1
    }
    return found.sorted()
  }

  /// How many items' keys lie in `range`, without listing them.
  func count(in range: ClosedRange<Double>) -> Int {
    var end = firstKey(atLeast: range.lowerBound)
    let start = end
    while end < keys.count && keys[end] <= range.upperBound { end += 1 }
    return end - start
  }

  /// The index of the first key not below `bound` (binary search).
  private func firstKey(atLeast bound: Double) -> Int {
    var (low, high) = (0, keys.count)
    while low < high {
      let mid = (low + high) / 2
      if keys[mid] < bound { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
