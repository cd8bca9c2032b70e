import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// The inline-link pass's named rules (`InlineLinkRules`), each shown firing on a drawing
/// through the trace: a candidate whose outcome names the rule.
struct InlineLinkRuleTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let body = RGBA8(red: 60, green: 60, blue: 60)
  static let blue = RGBA8(red: 40, green: 80, blue: 160)

  /// The outcomes of the inline-link candidates of a scan of `image`, by rule.
  func linkOutcomes(_ image: RGBAImage, scale: Double = 2) -> (findings: [ScanFinding], rules: [String]) {
    let (findings, trace) = explained(image, scale: scale)
    let links = trace.candidates.filter { $0.kind == InlineLinkRules.kind }
    return (
      findings.filter { $0.message.hasPrefix("a link is set apart") },
      links.compactMap { $0.outcome.map { "\($0.rule) \($0.verdict.rawValue)" } }
    )
  }

  /// Pieces of one line drawn left to right at 2×, a word space apart, at `y` on a page
  /// `height` tall, with a paragraph of body text elsewhere on the page (`prose`), so the
  /// page's body color is `body`.
  func line(_ parts: [(String, RGBA8)], y: Int = 50, height: Int = 200, prose: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: 1000, height: height, fill: Self.white)
    var x = 20
    for (text, color) in parts {
      img.draw(text, x: x, y: y, color: color, scale: 2)
      x += RGBAImage.textWidth(text + " ", scale: 2)
    }
    if prose {
      img.draw(
        "Tidewater predicts the tides of a station from its", x: 20, y: y + 100, color: Self.body, scale: 2)
    }
    return img
  }

  @Test func aLinkToldByColorAloneIsKept() {
    let (findings, rules) = linkOutcomes(ColorOnlyStateTests().paragraph(underline: false))
    #expect(findings.count == 1)
    #expect(rules == ["ItalicLink kept"], "\(rules)")
  }

  @Test func underlinedLink() {
    let (findings, rules) = linkOutcomes(ColorOnlyStateTests().paragraph(underline: true))
    #expect(findings.isEmpty)
    #expect(rules == ["UnderlinedLink dropped"], "\(rules)")
  }

  @Test func neutralRun() {
    let gray = RGBA8(red: 130, green: 130, blue: 130)
    let (findings, rules) = linkOutcomes(ColorOnlyStateTests().paragraph(underline: false, link: gray))
    #expect(findings.isEmpty)
    #expect(rules == ["NeutralRun dropped"], "\(rules)")
  }

  /// The same line at 4 image pixels per logical pixel: text about 3.5 px, under the floor.
  @Test func smallTextRow() {
    let (findings, rules) = linkOutcomes(ColorOnlyStateTests().paragraph(underline: false), scale: 4)
    #expect(findings.isEmpty)
    #expect(rules == ["SmallTextRow dropped"], "\(rules)")
  }

  @Test func heavyBodyRow() {
    let (findings, rules) = linkOutcomes(ColorOnlyStateTests().signature(bold: true))
    #expect(findings.isEmpty)
    #expect(rules.contains("HeavyBodyRow dropped"), "\(rules)")
  }

  @Test func highlightedBlockRun() {
    let (_, rules) = linkOutcomes(ColorOnlyStateTests().codeLines(hues: 3))
    #expect(rules.contains("HighlightedBlockRun dropped"), "\(rules)")
    let (_, prose) = linkOutcomes(ColorOnlyStateTests().codeLines(hues: 2))
    #expect(!prose.contains("HighlightedBlockRun dropped"), "\(prose)")
  }

  @Test func italicLink() {
    let (findings, rules) = linkOutcomes(ItalicCueTests().page(shear: 0.25))
    #expect(findings.isEmpty)
    #expect(rules.contains("ItalicLink dropped"), "\(rules)")
  }

  @Test func codeColorRun() {
    let maroon = RGBA8(red: 141, green: 26, blue: 56)
    let (findings, rules) = linkOutcomes(LinkedCodeTests().chiplessLiteral(color: maroon))
    #expect(findings.count == 1)
    #expect(rules.contains("CodeColorRun dropped") && rules.contains("ItalicLink kept"), "\(rules)")
  }

  /// A breadcrumb: the pages before the current one are underlined links in the body color.
  @Test func underlinedBodyRow() {
    var img = line([("Docs", Self.body), ("Guides", Self.body), ("Tides", Self.blue)])
    let w = RGBAImage.textWidth("Docs Guides", scale: 2)
    img.fill(x: 20, y: 50 + RGBAImage.textHeight(scale: 2) - 6, width: w, height: 2, color: Self.body)
    let (findings, rules) = linkOutcomes(img)
    #expect(findings.isEmpty)
    #expect(rules == ["UnderlinedBodyRow dropped"], "\(rules)")
  }

  /// A colored lead-in wider than the body text after it, on a line of its own.
  @Test func linkBodyShare() {
    let (findings, rules) = linkOutcomes(
      line([("Changed in version 7.1:", Self.blue), ("fixed", Self.body)], prose: true))
    #expect(findings.isEmpty)
    #expect(rules == ["LinkBodyShare dropped"], "\(rules)")
  }

  /// The link's line at the foot of the screen (its ink ends 4 px above the edge, its
  /// underline could lie 6 px under it): where its underline would be is off screen.
  @Test func underlineOutOfView() {
    let (findings, rules) = linkOutcomes(
      line(
        [("Read our", Self.body), ("privacy policy", Self.blue), ("before you sign up", Self.body)], y: 170))
    #expect(findings.isEmpty)
    #expect(rules == ["UnderlineOutOfView dropped"], "\(rules)")
  }

  /// A paragraph's last line all in a hue: a link that fills it, unless it runs as long as
  /// the line above (a block of its own).
  @Test func paragraphEndLink() {
    func page(_ last: String) -> RGBAImage {
      var img = RGBAImage(width: 1100, height: 200, fill: Self.white)
      img.draw(
        "Everyone taking part in the project is expected to follow the", x: 20, y: 40, color: Self.body,
        scale: 2)
      img.draw(last, x: 20, y: 70, color: Self.blue, scale: 2)
      return img
    }
    let (short, shortRules) = linkOutcomes(page("PyPA Code of Conduct."))
    #expect(short.count == 1)
    #expect(shortRules == ["ItalicLink kept"], "\(shortRules)")
    let (long, longRules) = linkOutcomes(
      page("a line in the link color that runs on as far as the line above it does here"))
    #expect(long.isEmpty)
    #expect(longRules == ["ParagraphEndLink dropped"], "\(longRules)")
  }

  /// The paragraph's lines as the scan measured them, with its link run changed by `adjust`
  /// (what the test font cannot show: it reads bold at every size, and a run half the body's
  /// size does not join the body's line), judged by `inlineLinks` with a trace.
  func judgedLink(_ adjust: (inout TextRegion) -> Void) -> (links: [ScanFinding], rules: [String]) {
    let image = ColorOnlyStateTests().paragraph(underline: false)
    var lines = ScreenScanner(options: ScanOptions(scale: 2)).scan(image).textRegions
    for k in lines.indices where distance(lines[k].foreground, Self.blue) <= 12 { adjust(&lines[k]) }
    var states = statesWithBlobs(image)
    let recorder = ColorOnlyTraceRecorder()
    states.trace = recorder
    let links = states.inlineLinks(lines)
    return (
      links, recorder.trace.candidates.compactMap { $0.outcome.map { "\($0.rule) \($0.verdict.rawValue)" } }
    )
  }

  @Test func linkWeight() {
    // Regular (the body reads bold), stems 0.6 of what was measured: another weight.
    let (links, rules) = judgedLink {
      $0.bold = false
      $0.stemRatio *= 0.6
    }
    #expect(links.isEmpty)
    #expect(rules == ["LinkWeight dropped"], "\(rules)")
    // The flag alone, stems as measured: a size misread, one weight.
    let (same, sameRules) = judgedLink { $0.bold = false }
    #expect(same.count == 1)
    #expect(sameRules == ["ItalicLink kept"], "\(sameRules)")
  }

  @Test func smallerThanBody() {
    let (links, rules) = judgedLink { $0.fontSize *= 0.4 }
    #expect(links.isEmpty)
    #expect(rules == ["SmallerThanBody dropped"], "\(rules)")
  }
}
