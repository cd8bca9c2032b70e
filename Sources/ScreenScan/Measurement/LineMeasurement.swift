import ColorScience
import Pixels

/// Measures one text line: its background, its glyph-core foreground, its size and weight.
///
/// - Background: the mean of the surface pixels around and inside the line's box. Their
///   luminance spread tells a graded background (then the worst case is used, and a line
///   that fails on it needs review unless the backdrop is a smooth gradient).
/// - Foreground: antialiasing mixes glyph edges with the background, so only a fraction of
///   ink pixels reach the text's true color, and a mean over ink underestimates contrast.
///   The estimate is the mean of the few ink pixels furthest from the background (the
///   glyph cores).
/// - Size: cap height (tallest glyphs standing on the common baseline) over the typeface
///   ratio of cap height to em (about 0.72 for the UI sans faces), in logical units.
/// - Weight: the median horizontal stem width over the font size; bold faces are about
///   half as heavy again as regular.
struct LineMeasurement {
  var box: PixelBox
  var foreground: RGBA8
  var background: RGBA8
  var worstBackground: RGBA8
  var backgroundSpread: Double
  /// How much the line's surface varies (luminance ratio) within a line height around it,
  /// measured only for near-invisible ink (under `surroundedBelow`), else `backgroundSpread`:
  /// whether faint marks stand on a flat fill or on a texture (brushed metal, paper).
  var surroundSpread: Double
  var fontSizePixels: Double
  var stemRatio: Double
  var inkPixels: Int
  var coreFraction: Double
  /// The most saturated ink color of each blob (label → sRGB), for splitting lines by color.
  var blobColors: [Int32: SIMD3<Double>]
  /// How many of each blob's pixels lie within `plateauDistance` of its core color (label →
  /// count): a glyph drawn in a lighter ink has an interior of that ink, several pixels of
  /// one color, where a lone antialiased pixel does not.
  var blobPlateaus: [Int32: Int]
  /// A single thin stroke bent once sideways (› or ‹): a disclosure indicator.
  var isChevron: Bool

  /// Pixels this close to a blob's core color (Euclidean, 8-bit sRGB) are its plateau: a
  /// screenshot's flat ink varies by a code or two after color management and dithering.
  static let plateauDistance = 6.0

  /// Ink fainter than this against its background gets `surroundSpread` measured: the
  /// ink `judge` tells from texture (`ScreenScanner.textureContrast`).
  static let surroundedBelow = ScreenScanner.textureContrast

  /// The relative luminance of an 8-bit sRGB pixel through `linear`
  /// (`SRGBTransfer.linearFromByte`, passed in so that loops read the table once, as an array
  /// or, in the loop that reads every surface pixel near a line, through its buffer): how the
  /// scan weighs the surface pixels it samples.
  @inline(__always) static func luminance<Table: RandomAccessCollection<Float>>(
    _ linear: Table, _ red: UInt8, _ green: UInt8, _ blue: UInt8
  ) -> Double where Table.Index == Int {
    Double(linear[Int(red)]) * 0.2126 + Double(linear[Int(green)]) * 0.7152 + Double(linear[Int(blue)])
      * 0.0722
  }

  /// The luminance ratio between the lightest and darkest pixel of `line`'s surface within
  /// `reach` pixels of its box.
  static func surfaceSpread(
    around line: TextLineGrouper.Line, reach: Int, regions: FlatRegions, pixels: UnsafeBufferPointer<UInt8>,
    width: Int,
    height: Int
  ) -> Double {
    let linear = SRGBTransfer.linearFromByte
    var (low, high) = (Double.infinity, -Double.infinity)
    regions.root.withUnsafeBufferPointer { root in
      for y in max(0, line.minY - reach)...min(height - 1, line.maxY + reach) {
        for x in max(0, line.minX - reach)...min(width - 1, line.maxX + reach) {
          let i = y * width + x
          guard root[i] == line.surface else { continue }
          let lum = luminance(linear, pixels[4 * i], pixels[4 * i + 1], pixels[4 * i + 2])
          low = min(low, lum)
          high = max(high, lum)
        }
      }
    }
    return high >= low ? WCAG.contrastRatio(luminance: high, low) : 1
  }

  /// How far around a line's box its surface is sampled for the background.
  static func margin(of line: TextLineGrouper.Line) -> Int { max(2, line.height / 4) }

  /// The pixels `measure` reads around and inside a line's box: nearly what measuring the
  /// line costs, its ink and halo test scaling with its box too.
  static func sampledArea(of line: TextLineGrouper.Line, width: Int, height: Int) -> Int {
    let margin = margin(of: line)
    let columns = min(width - 1, line.maxX + margin) - max(0, line.minX - margin) + 1
    let rows = min(height - 1, line.maxY + margin) - max(0, line.minY - margin) + 1
    return max(0, columns) * max(0, rows)
  }

  /// The median stem across, in image pixels (see `stemRatio`).
  var stemPixels: Double { stemRatio * fontSizePixels }

  static func measure(
    line: TextLineGrouper.Line, blobs: [InkBlob], labels: UnsafeBufferPointer<Int32>, regions: FlatRegions,
    pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int
  ) -> LineMeasurement {
    var blobColors: [Int32: SIMD3<Double>] = [:]
    let memberLabels = line.blobs.map { Int32($0) }
    var sampled = sample(
      line: line, memberLabels: memberLabels, blobs: blobs, labels: labels, regions: regions, pixels: pixels,
      width: width, height: height)
    var ink = sampled.ink
    sampled.ink = []  // `ink` its one owner, so `rank` sets its distances in place, no copy
    let (n, darkest, lightest) = (sampled.count, sampled.darkest, sampled.lightest)
    let mean =
      n > 0
      ? SIMD3(Double(sampled.red), Double(sampled.green), Double(sampled.blue)) / Double(n)
      : SIMD3(255, 255, 255)
    let background = RGBA8(
      red: UInt8(mean.x.rounded()), green: UInt8(mean.y.rounded()), blue: UInt8(mean.z.rounded()))
    let spread = n > 0 ? WCAG.contrastRatio(luminance: sampled.maxLum, sampled.minLum) : 1

    // Each ink pixel's distance from the background (a pixel of the color before it has
    // that color's distance: glyph interiors are runs of one color), and what the passes
    // after need of all of them: the farthest, per blob and in all, and their histogram.
    // Glyph cores: the top few percent of ink by distance from the background.
    // The k-th largest distance by histogram (distances are 0…442 in 8-bit sRGB), then the
    // mean color of the pixels at or beyond it: no sort.
    let (blobMax, maxDistance, cutoff) = rank(&ink, mean: mean, memberCount: memberLabels.count)

    // One pass for the glyph cores' color, the stems, and the per-blob extents and core
    // colors. Extents come from pixels at least half as far from the background as the
    // blob's core (α ≥ ½), so faint antialiased rows do not inflate a glyph's height; each
    // blob against its own core, so dim words beside a bright link keep their color.
    let cores = coresAndExtents(
      ink, blobMax: blobMax, maxDistance: maxDistance, cutoff: cutoff, memberCount: memberLabels.count)
    var core = cores.sum
    let (coreCount, runs, extents) = (cores.count, cores.runs, cores.extents)
    core /= max(1, cores.n)
    let foreground = RGBA8(
      red: UInt8(core.x.rounded()), green: UInt8(core.y.rounded()), blue: UInt8(core.z.rounded()))
    // Worst-case background for a graded surface: the one closer in luminance to the text.
    let fgLum = WCAG.relativeLuminance(SRGBColor(foreground))
    let worst =
      abs(WCAG.relativeLuminance(SRGBColor(darkest)) - fgLum)
        < abs(WCAG.relativeLuminance(SRGBColor(lightest)) - fgLum)
      ? darkest : lightest
    for (member, e) in extents.enumerated() {
      if let e { blobColors[memberLabels[member]] = e.color }
    }
    var plateaus = [Int](repeating: 0, count: memberLabels.count)
    for p in ink {
      guard let e = extents[p.member] else { continue }
      let d = p.color - e.color
      if (d * d).sum() <= Self.plateauDistance * Self.plateauDistance { plateaus[p.member] += 1 }
    }
    var blobPlateaus: [Int32: Int] = [:]
    for (member, count) in plateaus.enumerated() where count > 0 {
      blobPlateaus[memberLabels[member]] = count
    }
    let fontSize = fontSizePixels(
      glyphs: extents.compactMap {
        $0.map { GlyphExtent(top: $0.top, bottom: $0.bottom, left: $0.left, right: $0.right) }
      }, line: line)
    let stem = runs.median
    var measured = LineMeasurement(
      box: PixelBox(x: line.minX, y: line.minY, width: line.width, height: line.height),
      foreground: foreground, background: background, worstBackground: worst, backgroundSpread: spread,
      surroundSpread: WCAG.contrastRatio(of: SRGBColor(foreground), on: SRGBColor(background))
        < Self.surroundedBelow
        ? Self.surfaceSpread(
          around: line, reach: line.height, regions: regions, pixels: pixels, width: width, height: height)
        : spread,
      fontSizePixels: fontSize, stemRatio: stem / max(fontSize, 1), inkPixels: ink.count,
      coreFraction: ink.isEmpty ? 0 : Double(coreCount) / Double(ink.count), blobColors: blobColors,
      blobPlateaus: blobPlateaus,
      isChevron: line.blobs.count == 1
        && chevron(ink.filter { $0.distance >= 0.5 * maxDistance }.map { ($0.x, $0.y) }, line: line))
    // A glow or shadow around the glyphs (CSS `text-shadow`) is ink too: measure the cores.
    if let halo = Halo.find(
      ink: ink, background: mean, core: core, line: line, labels: labels, pixels: pixels, width: width,
      height: height)
    {
      measured.apply(halo)
    }
    return measured
  }

  /// What one walk down a line's box and margin gathers: the surface pixels' channel sums,
  /// count and darkest and lightest colors (the background samples), and the ink pixels of
  /// the line's blobs.
  private struct Samples {
    var red = 0
    var green = 0
    var blue = 0
    var count = 0
    var minLum = Double.infinity
    var maxLum = -Double.infinity
    var darkest = RGBA8(red: 0, green: 0, blue: 0)
    var lightest = RGBA8(red: 255, green: 255, blue: 255)
    var ink: [InkPixel] = []
  }

  /// Samples the line's surface around and inside its box, and gathers its blobs' ink pixels
  /// (`memberLabels`: the line's blob labels, whose positions the ink pixels carry).
  private static func sample(
    line: TextLineGrouper.Line, memberLabels: [Int32], blobs: [InkBlob], labels: UnsafeBufferPointer<Int32>,
    regions: FlatRegions, pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int
  ) -> Samples {
    // Membership by blob label: most lines hold a handful of blobs, where a linear scan beats
    // hashing. A line of thousands (noise, a wall of small shapes) is looked up in a sorted
    // copy instead, so its cost stays in proportion to its pixels, not pixels × blobs.
    let sortedMembers =
      memberLabels.count <= 16
      ? [] : memberLabels.indices.map { (memberLabels[$0], $0) }.sorted { $0.0 < $1.0 }
    @inline(__always) func member(_ label: Int32) -> Int? {
      if sortedMembers.isEmpty { return memberLabels.firstIndex(of: label) }
      var (low, high) = (0, sortedMembers.count)
      while low < high {
        let mid = (low + high) / 2
        if sortedMembers[mid].0 < label { low = mid + 1 } else { high = mid }
      }
      return low < sortedMembers.count && sortedMembers[low].0 == label ? sortedMembers[low].1 : nil
    }
    let margin = margin(of: line)
    let x0 = max(0, line.minX - margin)
    let x1 = min(width - 1, line.maxX + margin)
    let y0 = max(0, line.minY - margin)
    let y1 = min(height - 1, line.maxY + margin)
    // One walk down the box and its margin: each row's surface pixels are the background
    // samples, then the same row's ink pixels (inside the box, the row still in cache) are
    // gathered for the passes below, whose distances need the background's mean first.
    // Channel sums are integers (exact, as the sums of doubles they replace were), and a
    // surface pixel of the color before it, as most are on a flat fill, has that color's
    // luminance: no lookup, and it can be neither the new darkest nor the new lightest.
    var (sumRed, sumGreen, sumBlue, n) = (0, 0, 0, 0)
    var minLum = Double.infinity
    var maxLum = -Double.infinity
    var darkest = RGBA8(red: 0, green: 0, blue: 0)
    var lightest = RGBA8(red: 255, green: 255, blue: 255)
    // Each ink pixel carries its blob's position in `memberLabels`, so per-blob tallies
    // below are arrays, not dictionaries hashed once per pixel. The blobs' pixel counts
    // bound how many there are.
    var ink: [InkPixel] = []
    ink.reserveCapacity(min(line.width * line.height, line.blobs.reduce(0) { $0 + blobs[$1].count }))
    SRGBTransfer.linearFromByte.withUnsafeBufferPointer { linear in
      regions.root.withUnsafeBufferPointer { root in
        let bytes = UnsafeRawPointer(pixels.start)
        var lastColor = UInt32.max
        // Neighbouring ink pixels are mostly of one blob: its membership is looked up once.
        var (lastLabel, lastMember) = (Int32(-1), Int32(-1))
        for y in y0...y1 {
          let row = y * width
          for x in x0...x1 where root[row + x] == line.surface {
            let i = row + x
            let color =
              UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)) & 0xFF_FFFF
            let (red, green, blue) = (UInt8(color & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color >> 16))
            sumRed += Int(red)
            sumGreen += Int(green)
            sumBlue += Int(blue)
            n += 1
            guard color != lastColor else { continue }
            lastColor = color
            let lum = luminance(linear, red, green, blue)
            if lum < minLum {
              minLum = lum
              darkest = RGBA8(red: red, green: green, blue: blue)
            }
            if lum > maxLum {
              maxLum = lum
              lightest = RGBA8(red: red, green: green, blue: blue)
            }
          }
          guard y >= line.minY && y <= line.maxY else { continue }
          for x in line.minX...line.maxX {
            let i = row + x
            let label = InkLabel.blob(labels[i])
            guard label >= 0 else { continue }
            if label != lastLabel {
              lastLabel = label
              lastMember = member(label).map { Int32($0) } ?? -1
            }
            guard lastMember >= 0 else { continue }
            ink.append(
              InkPixel(
                distance: 0, red: pixels[4 * i], green: pixels[4 * i + 1], blue: pixels[4 * i + 2],
                storedX: Int32(x),
                storedY: Int32(y), storedMember: lastMember))
          }
        }
      }
    }
    return Samples(
      red: sumRed, green: sumGreen, blue: sumBlue, count: n, minLum: minLum, maxLum: maxLum, darkest: darkest,
      lightest: lightest, ink: ink)
  }

  /// Sets each ink pixel's distance from the background `mean`; returns the farthest per blob
  /// and in all, and the histogram bin (half units of distance) from which the glyph cores
  /// start.
  private static func rank(_ ink: inout [InkPixel], mean: SIMD3<Double>, memberCount: Int)
    -> (blobMax: [Double], maxDistance: Double, cutoff: Int)
  {
    var histogram = [Int](repeating: 0, count: 1024)
    var blobMax = [Double](repeating: 0, count: memberCount)
    var maxDistance = 0.0
    ink.withUnsafeMutableBufferPointer { ink in
      histogram.withUnsafeMutableBufferPointer { histogram in
        blobMax.withUnsafeMutableBufferPointer { blobMax in
          var (lastColor, lastDistance) = (SIMD3<Double>(repeating: -1), 0.0)
          for k in ink.indices {
            let color = ink[k].color
            if color != lastColor {
              let d = color - mean
              (lastColor, lastDistance) = (color, (d * d).sum().squareRoot())
            }
            let distance = lastDistance
            ink[k].distance = distance
            maxDistance = max(maxDistance, distance)
            if distance > blobMax[ink[k].member] { blobMax[ink[k].member] = distance }
            histogram[min(1023, Int(distance * 2))] += 1
          }
        }
      }
    }
    let k = max(3, min(ink.count, ink.count * 4 / 100))
    var cutoff = 1023
    var seen = 0
    while cutoff > 0 && seen + histogram[cutoff] < k {
      seen += histogram[cutoff]
      cutoff -= 1
    }
    return (blobMax, maxDistance, cutoff)
  }

  /// One pass over the ranked ink: the cores' color sum and count, the pixels within 90 % of
  /// the farthest, the stems, and each blob's extent and core color.
  private static func coresAndExtents(
    _ ink: [InkPixel], blobMax: [Double], maxDistance: Double, cutoff: Int, memberCount: Int
  ) -> (
    sum: SIMD3<Double>, n: Double, count: Int, runs: StemRuns,
    extents: [(top: Int, bottom: Int, left: Int, right: Int, best: Double, color: SIMD3<Double>)?]
  ) {
    var core = SIMD3<Double>(repeating: 0)
    var coreN = 0.0
    var coreCount = 0
    var runs = StemRuns()
    var extents = [(top: Int, bottom: Int, left: Int, right: Int, best: Double, color: SIMD3<Double>)?](
      repeating: nil, count: memberCount)
    ink.withUnsafeBufferPointer { ink in
      blobMax.withUnsafeBufferPointer { blobMax in
        extents.withUnsafeMutableBufferPointer { extents in
          for p in ink {
            if Int(p.distance * 2) >= cutoff {
              core += p.color
              coreN += 1
            }
            if p.distance >= maxDistance * 0.9 { coreCount += 1 }
            if maxDistance > 0 { runs.add(x: p.x, y: p.y, coverage: Float(min(1, p.distance / maxDistance))) }
            guard p.distance >= 0.5 * blobMax[p.member] && p.distance > 0 else { continue }
            if var e = extents[p.member] {
              e.top = min(e.top, p.y)
              e.bottom = max(e.bottom, p.y)
              e.left = min(e.left, p.x)
              e.right = max(e.right, p.x)
              if p.distance > e.best { (e.best, e.color) = (p.distance, p.color) }
              extents[p.member] = e
            } else {
              extents[p.member] = (p.y, p.y, p.x, p.x, p.distance, p.color)
            }
          }
        }
      }
    }
    return (core, coreN, coreCount, runs, extents)
  }

  /// One ink pixel of a line: 24 bytes, where a tuple of doubles and ints took 72 (a line
  /// across a noise image holds millions).
  struct InkPixel {
    /// Distance from the background color (Euclidean, 8-bit sRGB).
    var distance: Double
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var storedX: Int32
    var storedY: Int32
    /// The blob's position in the line's member list.
    var storedMember: Int32

    var color: SIMD3<Double> { SIMD3(Double(red), Double(green), Double(blue)) }
    var x: Int { Int(storedX) }
    var y: Int { Int(storedY) }
    var member: Int { Int(storedMember) }
  }

  /// Each row holds one short run whose center moves steadily to one side until the middle
  /// row and steadily back after it, ending near where it began: the shape of › or ‹.
  static func chevron(_ points: [(x: Int, y: Int)], line: TextLineGrouper.Line) -> Bool {
    guard line.height >= 6, line.width * 10 <= line.height * 8 else { return false }
    var rows: [Int: (min: Int, max: Int)] = [:]
    for p in points {
      let r = rows[p.y] ?? (p.x, p.x)
      rows[p.y] = (min(r.min, p.x), max(r.max, p.x))
    }
    let spans = rows.sorted { $0.key < $1.key }.map(\.value)  // top to bottom
    let centers = spans.map { Double($0.min + $0.max) / 2 }
    let widths = spans.map { $0.max - $0.min + 1 }
    // Five rows or more, so the first, last and widest exist.
    guard spans.count >= 5, let widest = widths.max(), let first = centers.first, let last = centers.last
    else { return false }
    guard widest * 2 <= line.width + 2 else { return false }  // thin stroke, never a bar
    let mid = centers.count / 2
    let peak = centers[mid]
    let swing = min(abs(peak - first), abs(peak - last))
    guard swing >= Double(line.width) * 0.35, abs(first - last) <= Double(line.width) * 0.3 else {
      return false
    }
    let direction: Double = peak > first ? 1 : -1
    for i in 1..<centers.count {
      let step = (centers[i] - centers[i - 1]) * direction
      if i <= mid && step < -1 { return false }
      if i > mid + 1 && step > 1 { return false }
    }
    return true
  }
}
