import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `RowHighlight` fires: a list's odd item whose fill does not run its row, or that has no
/// fill of its own, is no highlighted row.
struct RowHighlightRuleTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 33, green: 37, blue: 41)
  static let blue = RGBA8(red: 13, green: 110, blue: 253)

  /// Five bordered rows on a phone screen at 2×; the second row's label in `text`, on a
  /// blue fill `fillWidth` px wide from the row's left (none when 0).
  func list(text: RGBA8, fillWidth: Int) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 600, fill: Self.white)
    for (k, label) in ["Free", "Starter", "Team", "Business", "Enterprise"].enumerated() {
      let y = 60 + 96 * k
      if k == 1 && fillWidth > 0 { img.fill(x: 40, y: y, width: fillWidth, height: 96, color: Self.blue) }
      img.fill(x: 40, y: y + 95, width: 700, height: 1, color: RGBA8(red: 210, green: 210, blue: 215))
      img.draw(label, x: 72, y: y + 34, color: k == 1 ? text : Self.ink, scale: 2)
    }
    return img
  }

  func judged(_ image: RGBAImage) -> JudgedGroup {
    JudgedGroup(image, axis: .column, singleSelection: true, rowFill: true)
  }

  @Test func anOddItemOnTheUsualFillIsNoHighlightedRow() throws {
    let j = judged(list(text: Self.blue, fillWidth: 0))
    try #require(j.lines.count == 5, "\(j.steps)")
    #expect(j.finding == nil)
    #expect(j.outcome?.rule == "RowHighlight", "\(j.steps)")
    #expect(j.outcome?.reason == "the odd row has the usual fill", "\(j.steps)")
  }

  @Test func aFillBehindTheLabelOnlyIsNoHighlightedRow() throws {
    let j = judged(list(text: Self.white, fillWidth: 220))
    try #require(j.lines.count == 5, "\(j.steps)")
    #expect(j.finding == nil)
    #expect(j.outcome?.rule == "RowHighlight", "\(j.steps)")
    #expect(j.outcome?.reason == "the odd item's fill does not run its row", "\(j.steps)")
  }

  /// A fill across the row is the highlight the rule lets through.
  @Test func aFillAcrossTheRowIsJudgedOn() throws {
    let j = judged(list(text: Self.white, fillWidth: 700))
    try #require(j.lines.count == 5, "\(j.steps)")
    #expect(j.outcome != nil && j.outcome?.rule != "RowHighlight", "\(j.steps)")
    #expect(j.finding != nil, "\(j.steps)")
  }
}
