extension ScreenScanner {
  /// A lone blob that fills its box like a solid shape only because its counters are ink: a
  /// digit at 1× or 2× ("8", "0", "6", "9" on a calculator's keys), whose insides are too
  /// small to be a surface of their own, so the blob holds them. `judge` takes a lone blob
  /// that fills 72 % of its box for a dot or a filled icon; these keys were never found as
  /// text (31 of 50 one- and two-character labels found on the native set).
  ///
  /// Told by its core (the pixels at least half as far from the background as the farthest,
  /// see `Pictograms.shape(of:)`), which fills no more of the box than a glyph's strokes do,
  /// and by being narrow, as digits and most letters are: a filled disc, square or pill
  /// fills its box with core too, and a round icon with a mark inside (a check in a disc)
  /// is as wide as tall.
  func isCounteredGlyph(_ line: TextLineGrouper.Line, blobs: [InkBlob], icons: Pictograms) -> Bool {
    guard line.blobs.count == 1 else { return false }
    let b = blobs[line.blobs[0]]
    guard b.width * 10 <= b.height * 8, b.height >= 7, b.count * 100 > b.width * b.height * 72,
      let shape = icons.shape(of: b)
    else { return false }
    return shape.fill <= 0.72
  }
}
