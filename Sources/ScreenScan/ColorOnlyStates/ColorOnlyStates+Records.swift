import Pixels

/// Lists of records: an inbox, a feed, a list of results, where every entry repeats one
/// structure (a sender, a subject, a preview) at one left edge. The lines that hold the same
/// place in every record are like items by construction (one kind, one list, one pitch), so a
/// few of them in another color (unread senders in the accent color) are states of the
/// entries, on any screen width.
///
/// The evidence is the period: the column of lines at one left edge repeats every `m` lines
/// (two to four lines per record) at one pitch, each record's lines at the same offsets from
/// its first. A column that repeats every line (a plain list, a settings list on a narrow
/// screen) is no record list: the column and list passes judge those.
extension ColorOnlyStates {
  /// For each record list on screen, the head lines of its records (three records or more),
  /// not already in `taken`. Only the head: an entry's state shows on its first line (the
  /// sender, the title), while the lines under it are its content (a preview, metadata, a
  /// field's message) whose color goes with what they say. `judgeGroup(…, records: true)`
  /// decides.
  func recordHeads(_ lines: [TextRegion], taken: Set<Int>) -> [[Int]] {
    let order = lines.indices.filter { lines[$0].runGroup == nil && !taken.contains($0) }
    let byX = KeyWindow(order) { Double(lines[$0].box.x) }
    let tolerance = max(3, Int(2 * scale))
    var seen = Set<Int>()
    var heads: [[Int]] = []
    for i in order.sorted(by: { lines[$0].box.y < lines[$1].box.y }) where !seen.contains(i) {
      let x = lines[i].box.x
      let column = byX.items(in: Double(x - tolerance)...Double(x + tolerance)).filter { !seen.contains($0) }
        .sorted { lines[$0].box.y < lines[$1].box.y }
      seen.formUnion(column)
      var start = 0
      while start < column.count {
        // The shortest period that repeats from here; one line per record is a plain list.
        guard let m = (1...4).first(where: { records(column, from: start, period: $0, lines: lines) >= 3 })
        else {
          start += 1
          continue
        }
        let count = records(column, from: start, period: m, lines: lines)
        if m >= 2 { heads.append((0..<count).map { column[start + $0 * m] }) }
        start += count * m
      }
    }
    return heads
  }

  /// How many records of `period` lines repeat in `column` from `start`: each record's lines
  /// of a similar size to the first record's, at the same offsets from its first line (within
  /// two logical px), and the records at one pitch.
  func records(_ column: [Int], from start: Int, period m: Int, lines: [TextRegion]) -> Int {
    let tolerance = max(2, Int(2 * scale))
    guard start + 2 * m <= column.count else { return 0 }
    let first = (0..<m).map { lines[column[start + $0]] }
    let pitch = lines[column[start + m]].box.y - first[0].box.y
    guard pitch > 0 else { return 0 }
    var count = 1
    while start + (count + 1) * m <= column.count {
      let head = lines[column[start + count * m]]
      guard abs(head.box.y - first[0].box.y - count * pitch) <= tolerance else { break }
      let alike = (0..<m).allSatisfy { k in
        let t = lines[column[start + count * m + k]]
        return similarSize(t, first[k])
          && abs((t.box.y - head.box.y) - (first[k].box.y - first[0].box.y)) <= tolerance
      }
      guard alike else { break }
      count += 1
    }
    return count
  }
}
