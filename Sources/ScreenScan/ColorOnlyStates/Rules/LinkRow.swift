import ColorScience
import Pixels

/// One row of a line of text split by color, as the inline-link rules read it: its body
/// color, its body runs, and the runs in another color that may be links (WCAG technique
/// G183). Measured once per row; the rules in `InlineLinkRules` judge it.
struct LinkRow {
  /// Farther than this (`distance`, per channel) from the body color, a run is in another
  /// color; within it, it is body text.
  static let otherColor = 24

  /// The row's runs, left to right.
  let runs: [TextRegion]
  /// Every text line of the screen (for the paragraph and highlighted-block measures).
  let lines: [TextRegion]
  /// The stem ratio of most of the page's text (`ColorOnlyStates.typicalStemRatio`).
  let pageStem: Double
  /// The page's body color on the row's background, when a run of the row is in it.
  let pageColor: RGBA8?
  /// The color the links are told from: the page's body color on the row, or else the color
  /// covering most of the row's width.
  let body: RGBA8
  /// Runs in another color than `body`, on the row's background, at least two glyph widths
  /// (twice their height) long: words, candidates for links.
  let links: [TextRegion]
  /// Runs in the body color.
  let bodyRuns: [TextRegion]
  /// The body runs' width together.
  let bodyWidth: Int
  /// Whether most of the body's width is bold: a bold term before a link ("station
  /// (Station) – the station to predict for") is not the text the link is told from.
  let bodyBold: Bool
  /// The stems in pixels of the body runs of the body's weight, sorted.
  let bodyStems: [Double]

  init(_ runs: [TextRegion], lines: [TextRegion], pageBody: [RGBA8: RGBA8], pageStem: Double) {
    self.runs = runs
    self.lines = lines
    self.pageStem = pageStem
    var widthByColor: [RGBA8: Int] = [:]
    for r in runs { widthByColor[r.foreground, default: 0] += r.box.width }
    // A line that holds the page's body color is body text with links in it, however much
    // of it the links take ("using reStructuredText doctest blocks").
    let pageColor = pageBody[runs[0].background].flatMap { c in
      runs.contains { distance($0.foreground, c) <= Self.otherColor } ? c : nil
    }
    self.pageColor = pageColor
    let body = pageColor ?? ColorOnlyStates.widest(widthByColor)
    self.body = body
    links = runs.filter {
      distance($0.foreground, body) > Self.otherColor && $0.background == runs[0].background
        && $0.box.width >= 2 * $0.box.height
    }
    let bodyRuns = runs.filter { distance($0.foreground, body) <= Self.otherColor }
    self.bodyRuns = bodyRuns
    let bodyWidth = bodyRuns.reduce(0) { $0 + $1.box.width }
    self.bodyWidth = bodyWidth
    let boldWidth = bodyRuns.filter(\.bold).reduce(0) { $0 + $1.box.width }
    let bodyBold = 2 * boldWidth > bodyWidth
    self.bodyBold = bodyBold
    bodyStems = bodyRuns.filter { $0.bold == bodyBold }.map { $0.stemRatio * $0.fontSize }.sorted()
  }

  /// The body's size: its largest run's (a line is one size; a short piece's estimate runs low).
  var bodySize: Double { bodyRuns.map(\.fontSize).max() ?? 0 }
}
