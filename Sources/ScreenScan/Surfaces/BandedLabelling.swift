import Pixels

/// Connected-component labelling of an image split into bands of rows, labelled on all cores.
///
/// Each band is labelled on its own (its first row joins nothing above); the seams between
/// bands are then joined in one serial step that touches only the two rows at each seam and
/// the roots they reach. A band's unions and finds stay inside the band until then, so the
/// bands never touch each other's entries.
///
/// No pass points pixels at their final roots: `DisjointSet` keeps every entry at an
/// earlier pixel of the same component (a copy of the left neighbour's entry, a smaller root,
/// a grandparent), and a root is always its component's first pixel in scan order. So on
/// return each labelled pixel's entry is an earlier pixel of its component, or itself for the
/// first one, which is all a renumbering pass in scan order needs (`label[i] = label[p[i]]`,
/// whose right side is by then final).
enum BandedLabelling {
  /// - Parameters:
  ///   - labelRows: labels a band of rows with `DisjointSet.union` inside those rows only,
  ///     leaving the band's first row unjoined to the row above it.
  ///   - joinAbove: joins row `y` to row `y − 1` (called serially, once per seam).
  static func label(height: Int, labelRows: (Range<Int>) -> Void, joinAbove: (Int) -> Void) {
    let bands = bandCount(height: height)
    Parallel.forEachBand(bands, minimumPerTask: 1) { range in
      for band in range { labelRows(rows(band, of: bands, height: height)) }
    }
    for band in 1..<bands { joinAbove(rows(band, of: bands, height: height).lowerBound) }
  }

  /// Two bands a core, so an uneven band does not leave a core idle; none under 64 rows.
  static func bandCount(height: Int) -> Int { max(1, min(Parallel.coreCount * 2, height / 64)) }

  /// The rows of band `band` of `bands`.
  static func rows(_ band: Int, of bands: Int, height: Int) -> Range<Int> {
    (band * height / bands)..<((band + 1) * height / bands)
  }
}
