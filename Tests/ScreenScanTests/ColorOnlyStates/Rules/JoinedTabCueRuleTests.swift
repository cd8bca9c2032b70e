import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `JoinedTabCue` fires: a notebook whose active tab shares the page's fill and runs on into
/// it. The same white tab inset on the strip, ending above its bottom edge, is a selected
/// segment told by its fill alone, and stays a finding.
struct JoinedTabCueRuleTests {
  static let page = RGBA8(red: 255, green: 255, blue: 255)
  static let strip = RGBA8(red: 232, green: 232, blue: 231)
  static let edge = RGBA8(red: 192, green: 192, blue: 190)
  static let label = RGBA8(red: 46, green: 52, blue: 54)

  /// A tab strip (y 40 to 140, its bottom edge 2 px) over a white page, with "Info",
  /// "Source", "Notes" and "Help" centered 200 px apart; "Source" on a white tab from y 52,
  /// which runs into the page when `joined` and ends 12 px above the edge otherwise.
  func notebook(joined: Bool) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 360, fill: Self.page)
    img.fill(x: 0, y: 40, width: 900, height: 100, color: Self.strip)
    img.fill(x: 0, y: 138, width: 900, height: 2, color: Self.edge)
    for (i, word) in ["Info", "Source", "Notes", "Help"].enumerated() {
      let center = 150 + 200 * i
      if i == 1 { img.fill(x: center - 90, y: 52, width: 180, height: joined ? 88 : 74, color: Self.page) }
      let w = RGBAImage.textWidth(word, scale: 2)
      img.draw(word, x: center - w / 2, y: 80, color: Self.label, scale: 2)
    }
    img.draw(
      "The page under the tabs holds the text of the open one.", x: 40, y: 200, color: Self.label, scale: 2)
    return img
  }

  @Test func aTabJoinedToItsPageHasAShapeCue() {
    expectDropped(notebook(joined: true), by: "JoinedTabCue")
  }

  @Test func aWhiteTabEndingAboveTheStripsEdgeIsStillAState() {
    let (findings, trace) = explained(notebook(joined: false))
    #expect(findings.count == 1, "\(trace.candidates.map(\.outcome))")
    #expect(!trace.rules(.dropped).contains("JoinedTabCue"))
  }
}
