import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `CapsCaption` fires: Django admin's sidebar, a caption in capitals over its links, one
/// of them current.
struct CapsCaptionRuleTests {
  @Test func aCaptionInCapitalsLeavesTheColumn() throws {
    let judged = JudgedGroup(
      ColorOnlyStateTests().captionedSidebar(current: 2), axis: .column, singleSelection: true)
    try #require(judged.lines.count == 5, "\(judged.steps)")
    #expect(judged.modifiers == ["CapsCaption"], "\(judged.steps)")
    // Judged again without the caption: the four links, the current one odd.
    let f = try #require(judged.finding, "\(judged.steps)")
    #expect(f.boxes.count == 4 && f.boxes.allSatisfy { $0.y > judged.lines[0].box.maxY }, "\(f.boxes)")
  }
}
