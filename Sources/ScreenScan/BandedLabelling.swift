import Imaging

/// Connected-component labelling of an image split into bands of rows, labelled on all cores.
///
/// Each band is labelled on its own (its first row joins nothing above) and compressed so
/// every pixel points at its band-local root. The seams between bands are then joined in
/// one serial step that touches only the two rows at each seam and the roots they reach.
///
/// On return every labelled pixel's entry is a pixel of its own component with an index no
/// larger than its own, and equals its own index exactly for the component's first pixel in
/// scan order. That is all a renumbering pass in scan order needs (`label[i] = label[p[i]]`,
/// whose right side is already final), so no pass points every pixel at its final root.
enum BandedLabelling {
  /// - Parameters:
  ///   - parent: one entry per pixel.
  ///   - skipped: pixels that are not labelled at all (left as `labelRows` set them); nil for none.
  ///   - labelRows: labels a band of rows with `DisjointSet.union` inside those rows only,
  ///     leaving the band's first row unjoined to the row above it.
  ///   - joinAbove: joins row `y` to row `y − 1` (called serially, once per seam).
  static func label(
    parent p: UnsafeMutablePointer<Int32>, width: Int, height: Int, skipped: UnsafePointer<Bool>?,
    labelRows: (Range<Int>) -> Void, joinAbove: (Int) -> Void
  ) {
    let shared = SharedPointer(p)
    let bands = max(1, min(Parallel.coreCount * 2, height / 64))
    func rows(_ band: Int) -> Range<Int> { (band * height / bands)..<((band + 1) * height / bands) }
    Parallel.forEachBand(bands, minimumPerTask: 1) { range in
      for band in range {
        let r = rows(band)
        labelRows(r)
        var i = r.lowerBound * width
        let end = r.upperBound * width
        while i < end {
          if let skipped {
            // Skipped pixels come in long runs (surfaces): eight at a time.
            if i &+ 8 <= end, UnsafeRawPointer(skipped + i).loadUnaligned(as: UInt64.self) == 0x0101_0101_0101_0101 {
              i &+= 8
              continue
            }
            if skipped[i] {
              i &+= 1
              continue
            }
          }
          shared.base[i] = DisjointSet.find(shared.base, Int32(i))
          i &+= 1
        }
      }
    }
    for band in 1..<bands { joinAbove(rows(band).lowerBound) }
  }
}
