extension Pictograms {
  /// A pictogram with no text near it, and the lines it was found in.
  struct Unlabelled {
    var box: Box
    var surface: Int32
    var lines: [Int]
  }

  /// The pictograms that are their control's only label: no line of text beside them on
  /// their row (within two and a half icon sizes; level with them, or with its middle within
  /// an icon size of theirs, as a list row's title and subtitle are) nor just above or below
  /// (within an icon size). An icon button, a theme toggle, a close or copy button; a tab-bar icon over its
  /// label, a menu icon before its label and a tile beside its row's text are not: their
  /// text names the control, and the icon only decorates it (WCAG 1.4.11 asks 3:1 of the
  /// graphics a control needs to be understood).
  func unlabelled(_ found: [Found?]) -> [Unlabelled] {
    // One entry per pictogram: the lines of an object share its box.
    var byBox: [Int64: Int] = [:]
    var icons: [Unlabelled] = []
    for (k, f) in found.enumerated() {
      guard let f else { continue }
      let key =
        Int64(f.box.minX) << 48 ^ Int64(f.box.minY) << 32 ^ Int64(f.box.maxX) << 16 ^ Int64(f.box.maxY)
      if let n = byBox[key] {
        icons[n].lines.append(k)
      } else {
        byBox[key] = icons.count
        icons.append(Unlabelled(box: f.box, surface: lines[k].surface, lines: [k]))
      }
    }
    return icons.filter { icon in
      let b = icon.box
      let size = max(b.width, b.height)
      let aside = 5 * size / 2
      let reach = Double(size)
      let near = lineWindow.items(in: (Double(b.minY) - reach - Double(4 * size))...(Double(b.maxY) + reach))
      return !near.contains { j in
        guard found[j] == nil, partCounts[j] >= 1 else { return false }
        let t = Box(lines[j])
        // On the row: level with the icon, or a title and subtitle either side of its middle.
        let row = t.overlapY(b) * 10 >= min(t.height, b.height) * 3 || abs(t.centerY - b.centerY) <= reach
        let gapX = max(t.minX - b.maxX, b.minX - t.maxX) - 1
        if row && gapX <= aside { return true }
        let gapY = max(t.minY - b.maxY, b.minY - t.maxY) - 1
        let centred = abs(t.centerX - b.centerX) * 2 <= Double(max(t.width, b.width))
        return centred && t.overlapY(b) == 0 && Double(gapY) <= reach
      }
    }
  }
}
