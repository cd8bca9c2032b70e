extension TextLineGrouper.Line {
  /// The fewest blobs a line needs before its spread is read as a field of marks: a line of a
  /// few glyphs beside a tall icon is still a line.
  static let clusterMinimumBlobs = 8

  /// How many of its glyphs' median heights the middle half of a line's glyph centres may
  /// spread over, top to bottom, and still be one line of text. Glyphs of a line sit on one
  /// baseline: their centres differ by descenders, punctuation and superscripts, a fraction
  /// of a glyph's height; three heights apart is rows of marks.
  static let clusterSpread = 3

  /// Whether the line is a field of marks spread in two dimensions (confetti, a scatter plot,
  /// a texture the grouper chained row into row) rather than one row of text.
  ///
  /// Such a "line" is no text: none of it is ever judged (`judge` wants one baseline), yet
  /// splitting it by color cuts it into runs ordered by x, each as tall as the whole field,
  /// and measuring each run walks its box: a cost that grows with the image's area times its
  /// side. Found by the interquartile spread of the glyphs' vertical centres, so an icon or
  /// two taller than the text do not count. Costs a sort of the line's blob centres.
  func isTwoDimensionalField(blobs: [InkBlob]) -> Bool {
    guard self.blobs.count >= Self.clusterMinimumBlobs else { return false }
    let heights = self.blobs.map { blobs[$0].height }.sorted()
    let centres = self.blobs.map { blobs[$0].minY + blobs[$0].maxY }.sorted()  // twice the centre
    let spread = centres[3 * centres.count / 4] - centres[centres.count / 4]
    return spread > 2 * Self.clusterSpread * heights[heights.count / 2]
  }
}
