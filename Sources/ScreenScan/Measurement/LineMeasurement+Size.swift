/// The ink box of one glyph (or a piece of one), inclusive pixel coordinates.
struct GlyphExtent {
  var top: Int
  var bottom: Int
  var left: Int
  var right: Int

  var width: Int { right - left + 1 }
  var height: Int { bottom - top + 1 }
}

extension LineMeasurement {
  /// This measurement of a color run split off `line`, sized as that line's text when its
  /// own glyphs cannot tell: a run of punctuation alone (`=`, `:`) has no cap height, and
  /// read from its marks it would pass for 3 px text, under `smallest` (pixels): no text at
  /// all. A run is set in its line's type; one of a few `blobs` whose marks read under
  /// `punctuationShare` of the line's size has no letters to say otherwise (a word's run has
  /// more blobs, and its own letters give its size). The stem width is kept, in pixels.
  func sized(within line: LineMeasurement, blobs: Int, smallest: Double) -> LineMeasurement {
    guard blobs <= Self.punctuationBlobs, fontSizePixels < smallest,
      fontSizePixels < Self.punctuationShare * line.fontSizePixels
    else { return self }
    var sized = self
    sized.fontSizePixels = line.fontSizePixels
    sized.stemRatio = stemPixels / max(line.fontSizePixels, 1)
    return sized
  }

  /// A run whose marks read as under this share of its line's font size is punctuation...
  static let punctuationShare = 0.6
  /// ...when it has at most this many blobs (`</` and `">` have three).
  static let punctuationBlobs = 4

  /// The font size in pixels from the glyphs of a line, read where they stand on the common
  /// baseline: caps and digits (cap height), lowercase without ascenders (x-height),
  /// ascenders (slightly taller than caps).
  ///
  /// Cap height ≈ 0.72 em and x-height ≈ 0.535 em across Roboto, Noto Sans, DejaVu Sans, SF
  /// and Segoe (each within ±3 %). Glyphs shorter than 0.3 × the line (marks, dashes) are
  /// left out; with none left, the line's height stands for the cap height.
  static func fontSizePixels(glyphs extents: [GlyphExtent], line: TextLineGrouper.Line) -> Double {
    let glyphs = extents.filter { $0.height >= max(2, (line.height * 3) / 10) }
    let bottoms = glyphs.map(\.bottom).sorted()
    let baseline = bottoms.isEmpty ? line.maxY : bottoms[bottoms.count / 2]
    let tolerance = max(1, line.height / 10)
    let heights = glyphs.filter { abs($0.bottom - baseline) <= tolerance }.map { Double($0.height) }.sorted()
    var capHeight = heights.last ?? Double(line.height)
    var fromXHeight = false
    if let shortest = heights.first, let tallest = heights.last {
      if tallest >= shortest * 1.25 {
        // Two clusters: x-height and tall glyphs; caps are the shortest of the tall ones.
        let tall = heights.filter { $0 >= shortest * 1.25 }
        capHeight = tall[tall.count / 4]
      } else if heights.count >= 3 {
        // One cluster: caps/digits, or lowercase without ascenders (then wide glyphs).
        let wide = glyphs.filter { Double($0.width) >= 0.9 * Double($0.height) }.count
        capHeight = heights[heights.count / 2]
        fromXHeight = wide * 10 >= glyphs.count * 7
      }
    }
    return fromXHeight ? capHeight / 0.535 : capHeight / 0.72
  }
}

/// Stem width: the coverage summed across each horizontal run of ink (Σα is the stroke width
/// with sub-pixel precision, where counting pixels would round 1.4 px up to 2); the median
/// over all runs is dominated by vertical stems.
///
/// A run is a row's stretch of side-by-side pixels of coverage above 0.08, fed in row order
/// (so no coverage image of the line's box is needed, which for a line across a whole noise
/// image is as large as the image). Runs under half a pixel are specks, not stems.
struct StemRuns {
  private var runs: [Double] = []
  private var run = 0.0
  private var last = (x: Int.min, y: Int.min)

  /// Adds a pixel of `coverage` (0…1); pixels must come in row order, left to right.
  mutating func add(x: Int, y: Int, coverage: Float) {
    guard coverage > 0.08 else { return }
    if y == last.y && x == last.x + 1 {
      run += Double(coverage)
    } else {
      if run >= 0.5 { runs.append(run) }
      run = Double(coverage)
    }
    last = (x, y)
  }

  /// The median run in pixels, or 1 when there is none.
  ///
  /// The element a sort would put at the middle, found by selection (quickselect, Hoare's
  /// FIND): a line has a run per stem per row, and sorting them all was a measurable part of
  /// measuring it.
  var median: Double {
    var all = runs
    if run >= 0.5 { all.append(run) }
    guard !all.isEmpty else { return 1 }
    let middle = all.count / 2
    return all.withUnsafeMutableBufferPointer { Self.select(middle, in: $0) }
  }

  /// The value at `k` of `values` in ascending order; `values` is reordered.
  static func select(_ k: Int, in values: UnsafeMutableBufferPointer<Double>) -> Double {
    var (low, high) = (0, values.count - 1)
    while low < high {
      // Hoare partition around the middle element: every value left of `j + 1` is at most
      // the pivot, every value right of `j` at least.
      let pivot = values[low + (high - low) / 2]
      var (i, j) = (low, high)
      while i <= j {
        while values[i] < pivot { i += 1 }
        while values[j] > pivot { j -= 1 }
        if i <= j {
          values.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j {
        high = j
      } else if k >= i {
        low = i
      } else {
        return values[k]
      }
    }
    return values[k]
  }
}
