import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `InvisibleOdd` fires: a column of links, one of them a shade off the page (1.16:1).
struct InvisibleOddRuleTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let gray = RGBA8(red: 90, green: 90, blue: 90)

  func column(odd: RGBA8) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 500, fill: Self.white)
    for (k, label) in ["Home", "Inbox", "Notes", "Saved", "Music"].enumerated() {
      img.draw(label, x: 40, y: 60 + 76 * k, color: k == 2 ? odd : Self.gray, scale: 2)
    }
    return img
  }

  @Test func anOddItemNobodyCanSeeShowsNoState() throws {
    let judged = JudgedGroup(column(odd: RGBA8(red: 238, green: 238, blue: 238)), axis: .column)
    try #require(judged.lines.count == 5, "the faint item is found as text: \(judged.steps)")
    #expect(judged.lines[2].ratio < ColorOnlyStates.visibleRatio)
    #expect(judged.finding == nil)
    #expect(judged.outcome?.rule == "InvisibleOdd", "\(judged.steps)")
  }

  /// The same item in a visible blue is judged on.
  @Test func aVisibleOddItemIsJudgedOn() throws {
    let judged = JudgedGroup(column(odd: RGBA8(red: 0, green: 122, blue: 255)), axis: .column)
    try #require(judged.lines.count == 5, "\(judged.steps)")
    #expect(judged.outcome != nil && judged.outcome?.rule != "InvisibleOdd", "\(judged.steps)")
  }
}
