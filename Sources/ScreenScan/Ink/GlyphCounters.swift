/// The counters of large glyphs (the insides of O, D, B, 0), which `FlatRegions` takes for
/// surfaces of their own, recognised as holes of their glyph.
///
/// From 17 pt at 2× the inside of an "O" holds the square that makes a surface, so the glyph
/// touches two surfaces, its background and its counter, and looked like the rim between a
/// chip and its card, which is dropped: "On" was read as "n", "Deployments" as
/// "eployments". A surface is a hole of a blob when the blob alone surrounds it: it lies
/// strictly inside the blob's box and every pixel beside it is the blob's. Its contacts
/// then no longer count towards the blob's surfaces, and its size is kept in `holeArea`: a
/// glyph's counter is about as large as the ink around it, a checkbox's or a ring's inside
/// several times larger (see `TextLineGrouper`).
enum GlyphCounters {
  static func mark(regions: inout FlatRegions, blobs: inout [InkBlob], scale: Double) {
    let maxGlyph = max(8, Int(64 * scale))
    for k in blobs.indices where blobs[k].secondSurface >= 0 {
      let b = blobs[k]
      guard b.width >= 5, b.height >= 5, b.height <= maxGlyph, b.width <= 2 * maxGlyph else { continue }
      // Only a surface smaller than the inside of the blob's box can be its hole: the
      // background and the card around a glyph are not looked at.
      // One of its two main surfaces must be a hole; then all its surfaces are looked at
      // (a "B" has two counters).
      let room = Int32((b.width - 2) * (b.height - 2))
      var known: [Int32: Int] = [:]
      for s in [b.surface, b.secondSurface] where (regions.surfaceArea[s] ?? .max) <= room {
        if let area = holeArea(of: s, in: b, regions: &regions) { known[s] = area }
      }
      guard !known.isEmpty else { continue }
      var contacts = regions.surfaceContacts(of: b)
      var holes = 0
      var count = 0
      contacts.removeAll { contact in
        guard
          let area = known[contact.surface]
            ?? ((regions.surfaceArea[contact.surface] ?? .max) <= room && contact.surface != b.surface
              && contact.surface != b.secondSurface
              ? holeArea(of: contact.surface, in: b, regions: &regions) : nil)
        else { return false }
        holes += area
        count += 1
        return true
      }
      guard holes > 0, !contacts.isEmpty else { continue }
      blobs[k].holeArea += holes
      blobs[k].holeCount += count
      blobs[k].setSurfaces(contacts)
    }
  }

  /// The size of surface `region` when blob `b` alone encloses it, else nil.
  static func holeArea(of region: Int32, in b: InkBlob, regions: inout FlatRegions) -> Int? {
    guard b.maxX - b.minX >= 2, b.maxY - b.minY >= 2 else { return nil }
    let width = regions.width
    var seed: Int? = nil
    search: for y in (b.minY + 1)...(b.maxY - 1) {
      for x in (b.minX + 1)...(b.maxX - 1) where regions.root[y * width + x] == region {
        seed = y * width + x
        break search
      }
    }
    guard let seed,
      let patch = regions.patch(
        from: seed, minX: b.minX + 1, minY: b.minY + 1, maxX: b.maxX - 1, maxY: b.maxY - 1, maxWidth: b.width,
        maxHeight: b.height)
    else { return nil }
    let label = InkLabel.stored(blob: b.label)
    for i in patch.pixels {
      for side in 0..<4 {
        let r = regions.root[side == 0 ? i - 1 : side == 1 ? i + 1 : side == 2 ? i - width : i + width]
        if r != region && r != label { return nil }
      }
    }
    return patch.pixels.count
  }
}
