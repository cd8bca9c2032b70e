extension Pictograms {
  /// Rings that hold a surface of their own inside, of an icon's size and about as wide as
  /// tall: the disc of an outlined sun (a theme toggle), whose inside is large enough to be
  /// a surface, so the ring lies on two surfaces and reads as a rim (no glyph, no piece of an
  /// icon). They are offered to `radialObject` as centres only: with five rays or more around
  /// at like distances in five directions, the sun is an icon; a radio button or a chip's
  /// outline has no rays.
  func ringCentres(inLine: [Bool]) -> [(box: Box, surface: Int32, blob: Int)] {
    let largest = Int(32 * scale)
    return blobs.indices.compactMap { i in
      let b = blobs[i]
      guard !inLine[i], b.surface >= 0, b.secondSurfaceShare >= 0.3, b.width >= 6, b.height >= 6,
        b.width <= largest, b.height <= largest, b.width * 4 <= b.height * 5, b.height * 4 <= b.width * 5
      else { return nil }
      return (Box(b), b.surface, i)
    }
  }
}

extension Pictograms {
  /// A line, or a run of one split by color, that is mostly a sun: its largest blob a
  /// centre with rays around it (`radialObject`), four in five of its blobs inside the sun.
  /// Blobs, not parts: at 2× and 3× the rays are small enough to count as marks.
  /// A theme toggle's sun, drawn beside a moon or a menu glyph, is grouped with them into one
  /// line, which no object of `find` then contains; a word after a sun ("☀ Light") keeps
  /// too many parts outside it.
  func isMostlySun(_ members: [Int]) -> Bool {
    guard members.count >= 6 else { return false }
    let boxes = members.map { Box(blobs[$0]) }
    guard
      let c = boxes.indices.max(by: {
        boxes[$0].width * boxes[$0].height < boxes[$1].width * boxes[$1].height
      }),
      let sun = Self.radialObject(
        center: boxes[c], around: boxes.indices.filter { $0 != c }.map { boxes[$0] })
    else { return false }
    return boxes.filter { sun.contains($0, margin: 0) }.count * 5 >= boxes.count * 4
  }
}
