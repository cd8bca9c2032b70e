import ColorScience
import Pixels

/// Second cues that are not color, read from the pixels around and inside a text item: a
/// mark (bar, icon, check), a leading icon, an underline; and the ink profile that
/// compares two texts by shape.
extension ColorOnlyStates {
  /// A line that starts with a glyph-sized mark set apart by a wide gap: at most 1.2 line
  /// heights of ink, then at least 0.35 line heights of none (wider than a word space).
  func leadingIcon(_ t: TextRegion) -> Bool { labelOffset(t) != nil }

  /// A line that starts with a solid block: half a line height or more of columns that are
  /// ink over 60 % of the line's height (a box about the capitals' height, in a line that
  /// reaches down to its descenders), then a column of none. A check box or a
  /// filled dot drawn in the text's color (jQuery UI's checkbox buttons set a white box with
  /// its tick against the blue of the checked button, four pixels before the label) joins the
  /// line closer than `leadingIcon`'s gap, but no letter is that solid: a stem is a tenth of
  /// a line height wide, and even a heavy "M" leaves half its columns short.
  func leadingBlock(_ t: TextRegion) -> Bool {
    let profile = inkProfile(t)
    let h = Double(t.box.height)
    // The block's own antialiased edge may fall short: its solid part starts within a pixel
    // or two of the first ink.
    guard let ink = profile.firstIndex(where: { $0 > 0.5 }),
      let first = profile.firstIndex(where: { $0 >= 0.6 * h }), first <= ink + 2
    else { return false }
    var end = first
    while end < profile.count && profile[end] >= 0.6 * h { end += 1 }
    guard Double(end - first) >= 0.5 * h, end < profile.count else { return false }
    return profile[end...].contains { $0 <= 0.5 }
  }

  /// Where the label starts after a leading icon, from the line's left edge; nil without one.
  /// `gap` is the least space after the icon, `icon` the most width of it, in line heights.
  func labelOffset(_ t: TextRegion, gap: Double = 0.35, icon: Double = 1.2) -> Int? {
    let profile = inkProfile(t)
    let h = Double(t.box.height)
    guard let first = profile.firstIndex(where: { $0 > 0.5 }) else { return nil }
    var x = first
    while x < profile.count, Double(x - first) <= icon * h {
      if profile[x] <= 0.5 {
        var end = x
        while end < profile.count && profile[end] <= 0.5 { end += 1 }
        if Double(end - x) >= gap * h && end < profile.count { return end }
        x = end
      } else {
        x += 1
      }
    }
    return nil
  }

  /// Pixels of ink that is not text just below or to the left of a line (an indicator bar,
  /// an icon, a check mark), in the strips a control would use: up to two line heights
  /// below (tab bars sit at the tab's bottom edge, past its padding) and two to the left.
  /// Neither the item's own background nor the usual items' (`page`) is ink, so a filled
  /// chip's edge, where its fill gives way to the page, counts for nothing.
  /// In a row of items, `rowBottom` and `rowHeight` (the row's lowest glyph bottom and
  /// tallest line) put every item's strip at the same depth: a label with descenders
  /// ("Reports") must not reach a divider that a label without them ("Team") stops short of.
  func markInk(_ t: TextRegion, page: RGBA8, rowBottom: Int? = nil, rowHeight: Int? = nil) -> Int {
    inkBelow(t, page: page, rowBottom: rowBottom, rowHeight: rowHeight) + inkLeft(t, page: page)
  }

  /// `markInk`'s strip below the line: pixels more than `apart` per channel from `t`'s
  /// background and from `page`.
  func inkBelow(_ t: TextRegion, page: RGBA8, rowBottom: Int? = nil, rowHeight: Int? = nil, apart: Int = 40)
    -> Int
  {
    let h = t.box.height
    let rh = rowHeight ?? h
    return count(
      x: t.box.x - h / 2, y: (rowBottom ?? t.box.maxY) + max(2, rh / 4), width: t.box.width + h,
      height: 2 * rh,
      unlike: [t.background, page], apart: apart)
  }

  /// `markInk`'s strip left of the line (`leftStrip`), counted as `inkBelow` counts.
  func inkLeft(_ t: TextRegion, page: RGBA8, apart: Int = 40) -> Int {
    let strip = leftStrip(t)
    return count(
      x: strip.x, y: strip.y, width: strip.width, height: strip.height, unlike: [t.background, page],
      apart: apart)
  }

  /// Pixels of a mark under `t` where every one of `others` has nothing: in `markInk`'s strip
  /// below the line, a pixel far from `t`'s background and from `page`, and no blend of the
  /// two (a filled pill's antialiased edge), whose place under each of `others` (the same
  /// offset from its left edge, the same row) holds that item's background or the page;
  /// counted in rows where they run on for half the label's width. Material's tabs draw the
  /// selected one's bar at the bottom edge of a colored app bar, with the white page just
  /// below it: by amount, the page's white under every tab drowns the bar. A line that runs under all the tabs and is only recolored under the selected
  /// one (Bulma's tabs) is no such mark: the others have it too.
  func markAlone(_ t: TextRegion, unlike others: [TextRegion], page: RGBA8, rowBottom: Int, rowHeight: Int)
    -> Int
  {
    let h = t.box.height
    let (x0, y0) = (t.box.x - h / 2, rowBottom + max(2, rowHeight / 4))
    let (a, b) = (t.background, page)
    // Only rows where such pixels run on for half the label's width count: a bar, not the
    // letters of a line further down (a breadcrumb under a row of pills).
    var n = 0
    for y in max(0, y0)..<max(max(0, y0), min(image.height, y0 + 2 * rowHeight)) {
      var (run, longest) = (0, 0)
      for x in max(0, x0)..<max(max(0, x0), min(image.width, x0 + t.box.width + h)) {
        let p = image[x, y]
        let alone =
          distance(p, a) > 40 && distance(p, b) > 40 && isLineInk(p, between: a, and: b)
          && others.allSatisfy { o in
            let ox = o.box.x + (x - t.box.x)
            guard ox >= 0, ox < image.width else { return true }
            let q = image[ox, y]
            return distance(q, o.background) <= 24 || distance(q, page) <= 24
          }
        run = alone ? run + 1 : 0
        longest = max(longest, run)
      }
      if 2 * longest >= t.box.width { n += longest }
    }
    return n
  }

  /// Where a mark left of a line would sit: two line heights wide, ending a quarter of a
  /// line height (at least 2 px) before the text, the line's height.
  func leftStrip(_ t: TextRegion) -> PixelBox {
    let h = t.box.height
    return PixelBox(x: t.box.x - 2 * h, y: t.box.y, width: 2 * h - max(2, h / 4), height: h)
  }

  /// Pixels in the strip left of `t` (as `markInk` reads it: two line heights wide, the
  /// line's height) far from `t`'s background and from the pixel at the same place beside
  /// every one of `others`: a mark only `t` has, whatever ink all of them share there.
  func markBeside(_ t: TextRegion, unlike others: [TextRegion]) -> Int {
    let strip = leftStrip(t)
    var n = 0
    for dy in 0..<strip.height {
      for dx in 0..<strip.width {
        let (x, y) = (strip.x + dx, strip.y + dy)
        guard x >= 0, y >= 0, x < image.width, y < image.height else { continue }
        let p = image[x, y]
        guard distance(p, t.background) > 40 else { continue }
        let shared = others.contains { o in
          let (ox, oy) = (o.box.x + (x - t.box.x), o.box.y + dy)  // the same place beside `o`
          guard ox >= 0, oy >= 0, ox < image.width, oy < image.height else { return true }
          return distance(image[ox, oy], p) <= 40
        }
        if !shared { n += 1 }
      }
    }
    return n
  }

  /// A horizontal rule of the text's color under it (or through its descenders): an underline.
  /// A row counts when 70 % of it is text-colored and one stretch of it is at least a line
  /// height long: a bold word's baseline row can be as full, but in letter-sized pieces.
  /// `anyColor`: a rule in another color counts too (a link's accent bar under it, as
  /// documentation themes draw them): any pixel far from the background.
  /// `below`: a row bottom the rule must lie under (exclusive maxY of the row's glyphs).
  func hasUnderline(_ t: TextRegion, anyColor: Bool = false, below: Int? = nil) -> Bool {
    // From below the x-height midline: descenders may join the rule.
    let y0 = max(t.box.y + t.box.height * 6 / 10, below ?? 0)
    // A link's underline may sit a third of its height down (`underlineReach`); under an
    // item of a control, that far down is often the edge of its own fill (the page's white
    // under a filled segment, white as its label), so a control's underline stays within a
    // quarter.
    let reach = anyColor ? Self.underlineReach(t.box.height) : max(3, t.box.height / 4)
    let y1 = min(image.height - 1, t.box.maxY + reach)
    guard y0 <= y1 else { return false }
    // Count the row's pixels, not only its longest run: browsers skip the underline around
    // descenders, so it comes in pieces, of which one must still be long.
    for y in y0...y1 {
      var n = 0
      var run = 0
      var longest = 0
      // A pixel of the rule is much nearer the text's color than the background's.
      for x in t.box.x..<min(image.width, t.box.maxX) {
        let px = image[x, y]
        if 2 * distance(px, t.foreground) < distance(px, t.background)
          || (anyColor && distance(px, t.background) > 40 && seen(px, on: t.background))
        {
          n += 1
          run += 1
          longest = max(longest, run)
        } else {
          run = 0
        }
      }
      if n * 10 >= t.box.width * 7 && longest >= min(t.box.height, t.box.width / 2) { return true }
      if dotted(t, y: y) { return true }
    }
    return false
  }

  /// How far below a link's ink box (`height` tall) its underline may sit: a third of the
  /// box, at least 3 px. Themes that set `text-underline-offset` put it that far: iati's
  /// rule lies 7 px under a 25 px box at 2× (0.28 of it), past the quarter that once was
  /// the reach. A box without descenders ends at the baseline; the next line's capitals
  /// start about an em (1.3 box heights) further down.
  static func underlineReach(_ height: Int) -> Int { max(3, height / 3) }

  /// True when `p` stands at least 1.3:1 from `background` (the contrast at which one sees a
  /// decoration at all: sphinx-celery's pale green dashes under its links, 1.16:1 on white,
  /// are no underline one can make out).
  func seen(_ p: RGBA8, on background: RGBA8) -> Bool {
    seen(p, onLuminance: WCAG.relativeLuminance(SRGBColor(background)))
  }

  /// `seen` against a background's relative luminance, worked out once for a row of pixels.
  func seen(_ p: RGBA8, onLuminance background: Double) -> Bool {
    WCAG.contrastRatio(luminance: WCAG.relativeLuminance(SRGBColor(p)), background) >= 1.3
  }

  /// A dotted or dashed rule on row `y` under `t` (a `border-bottom: 1px dotted` link, as
  /// the pallets themes and alabaster draw them): dots of one length at one pitch across the
  /// word, each `seen` against the background. A row of glyph bottoms is no such rule: its
  /// pieces come at the letters' irregular pitch.
  func dotted(_ t: TextRegion, y: Int) -> Bool {
    let background = WCAG.relativeLuminance(SRGBColor(t.background))
    var starts: [Int] = []
    var lengths: [Int] = []
    var run = 0
    let end = min(image.width, t.box.maxX)
    for x in t.box.x...end {
      let ink =
        x < end && distance(image[x, y], t.background) > 8 && seen(image[x, y], onLuminance: background)
      if ink {
        if run == 0 { starts.append(x) }
        run += 1
      } else if run > 0 {
        lengths.append(run)
        run = 0
      }
    }
    // Enough dots to have a pitch, spanning the word from end to end.
    guard starts.count >= 6, let first = starts.first, let last = starts.last,
      let lastLength = lengths.last, first - t.box.x <= t.box.width / 8,
      end - (last + lastLength) <= t.box.width / 8
    else { return false }
    let pitches = zip(starts, starts.dropFirst()).map { $1 - $0 }.sorted()
    let pitch = pitches[pitches.count / 2]
    let sortedLengths = lengths.sorted()
    let dot = sortedLengths[sortedLengths.count / 2]
    // Dots with gaps between them, no longer than a third of the line height, each within a
    // pixel of the usual dot and pitch (a descender's gap may skip one dot).
    guard dot < pitch, dot <= max(2, t.box.height / 3) else { return false }
    let regular = pitches.filter { abs($0 - pitch) <= 1 || abs($0 - 2 * pitch) <= 1 }.count
    let even = lengths.filter { abs($0 - dot) <= 1 }.count
    guard 10 * regular >= 9 * pitches.count && 10 * even >= 9 * lengths.count else { return false }
    // A rule stands clear of the glyphs: a row a dot's thickness above it, and one below it,
    // is background over three dots in four. A glyph's bottom is the end of a stem or bowl
    // that goes on up; a row through small glyphs' x-height (at 1× hinting sets their stems
    // at an even pitch: "View Switcher" in a GTK sidebar reads as dots under the capitals)
    // has glyph ink below it too. `RuleClearance` names the reach.
    func clear(_ yy: Int, _ x0: Int, _ n: Int) -> Bool {
      (x0..<(x0 + n)).allSatisfy { x in
        distance(image[x, yy], t.background) <= 8 || !seen(image[x, yy], onLuminance: background)
      }
    }
    func clearRow(_ yy: Int) -> Bool {
      yy >= 0 && yy < image.height
        && 4 * zip(starts, lengths).filter({ clear(yy, $0, $1) }).count >= 3 * starts.count
    }
    let reach = 1...RuleClearance.rows(lineHeight: t.box.height)
    if reach.contains(where: { clearRow(y - $0) }) && reach.contains(where: { clearRow(y + $0) }) {
      return true
    }
    return dotsOfTheirOwnInk(t, y: y, starts: starts, lengths: lengths)
  }

  /// True when the dots on row `y` (their `starts` and `lengths`) are nine in ten of one ink
  /// more than 40 levels from `t`'s: glyph bottoms are drawn in the text's ink, so such dots
  /// are a rule even where they touch the glyphs and leave no clear row above them (the
  /// library theme's pale gray 4 px dots at 2× join its navy links' baseline).
  func dotsOfTheirOwnInk(_ t: TextRegion, y: Int, starts: [Int], lengths: [Int]) -> Bool {
    let inks = zip(starts, lengths).map { image[$0 + $1 / 2, y] }
    let ink = inks.sorted { ($0.red, $0.green, $0.blue) < ($1.red, $1.green, $1.blue) }[inks.count / 2]
    return 10 * inks.filter({ distance($0, ink) <= 12 }).count >= 9 * inks.count
      && distance(ink, t.foreground) > 40
  }

  /// Pixels in the rectangle (clipped to the image) more than `apart` per channel from every
  /// one of `backgrounds`.
  func count(x: Int, y: Int, width: Int, height: Int, unlike backgrounds: [RGBA8], apart: Int = 40) -> Int {
    var n = 0
    for yy in max(0, y)..<max(max(0, y), min(image.height, y + height)) {
      for xx in max(0, x)..<max(max(0, x), min(image.width, x + width)) {
        let p = image[xx, yy]
        if backgrounds.allSatisfy({ distance(p, $0) > apart }) { n += 1 }
      }
    }
    return n
  }

  /// Two text regions that read the same, even where one is drawn larger or in another
  /// color: their ink profiles (how much ink each column holds), stretched to one length and
  /// to one total, agree within 20 %. Only the shape of the words counts, so the same label
  /// at two sizes matches while "12 ms" and "48 ms" do not.
  func sameText(_ a: TextRegion, _ b: TextRegion) -> Bool {
    let (ha, hb) = (Double(a.box.height), Double(b.box.height))
    let (ra, rb) = (Double(a.box.width) / ha, Double(b.box.width) / hb)
    guard max(ha, hb) <= 1.5 * min(ha, hb), max(ra, rb) <= 1.15 * min(ra, rb) else { return false }
    let n = min(a.box.width, b.box.width)
    guard n >= 4 else { return false }
    let pa = resampled(inkProfile(a), to: n)
    let pb = resampled(inkProfile(b), to: n)
    var diff = 0.0
    for x in 0..<n { diff += abs(pa[x] - pb[x]) }
    return diff <= 0.4  // each profile sums to 1, so the L1 distance runs 0...2
  }

  /// A profile stretched to `n` bins by area, scaled to sum to 1.
  func resampled(_ p: [Double], to n: Int) -> [Double] {
    var out = [Double](repeating: 0, count: n)
    let step = Double(p.count) / Double(n)
    for (x, v) in p.enumerated() {
      // Spread column x (covering [x, x+1) in source units) over the bins it overlaps.
      let lo = Double(x) / step
      let hi = Double(x + 1) / step
      var k = Int(lo)
      while k < n && Double(k) < hi {
        let overlap = min(hi, Double(k + 1)) - max(lo, Double(k))
        out[k] += v * overlap / (hi - lo)
        k += 1
      }
    }
    let total = out.reduce(0, +)
    return total > 0 ? out.map { $0 / total } : out
  }

  func inkProfile(_ t: TextRegion) -> [Double] {
    let contrast = Double(max(1, distance(t.foreground, t.background)))
    var profile = [Double](repeating: 0, count: t.box.width)
    for x in 0..<t.box.width {
      var sum = 0.0
      for y in t.box.y..<min(image.height, t.box.maxY) {
        sum += min(1, Double(distance(image[t.box.x + x, y], t.background)) / contrast)
      }
      profile[x] = sum
    }
    return profile
  }

  /// The stroke width of a text item in pixels, the same whichever way its strokes run: twice
  /// the ink's area over its outline's length (a stroke w wide and L long has area wL and an
  /// outline of about 2L). Coverage is each pixel's place between the background (0) and the
  /// text color (1), so antialiased edges count by their share, and the outline is the
  /// coverage's total change between neighbours, across and down.
  ///
  /// A stem measured across rows alone (`stemRatio`) reads a glyph of horizontal bars
  /// ("3", "5", "E") as bold: its bars are long runs. Pagination and day grids are rows of
  /// such glyphs, one or two to an item, where one misread item decides the weight cue.
  func strokeWidth(_ t: TextRegion) -> Double {
    let (fg, bg) = (t.foreground, t.background)
    let d = (
      Double(fg.red) - Double(bg.red), Double(fg.green) - Double(bg.green), Double(fg.blue) - Double(bg.blue)
    )
    let length = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
    guard length > 0 else { return 0 }
    let x0 = max(0, t.box.x - 1)
    let x1 = min(image.width, t.box.maxX + 1)
    let y0 = max(0, t.box.y - 1)
    let y1 = min(image.height, t.box.maxY + 1)
    guard x1 - x0 >= 2, y1 - y0 >= 2 else { return 0 }
    let w = x1 - x0
    var coverage = [Double](repeating: 0, count: w * (y1 - y0))
    for y in y0..<y1 {
      for x in x0..<x1 {
        let p = image[x, y]
        let q = (
          Double(p.red) - Double(bg.red), Double(p.green) - Double(bg.green), Double(p.blue) - Double(bg.blue)
        )
        coverage[(y - y0) * w + x - x0] = min(1, max(0, (q.0 * d.0 + q.1 * d.1 + q.2 * d.2) / length))
      }
    }
    var area = 0.0
    var outline = 0.0
    for y in 0..<(y1 - y0) {
      for x in 0..<w {
        let c = coverage[y * w + x]
        area += c
        if x + 1 < w { outline += abs(coverage[y * w + x + 1] - c) }
        if y + 1 < y1 - y0 { outline += abs(coverage[(y + 1) * w + x] - c) }
      }
    }
    return outline > 0 ? 2 * area / outline : 0
  }
}
