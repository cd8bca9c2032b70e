import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `ValidationMessage` fires: a form whose two red labels each have a red message under them.
struct ValidationMessageRuleTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let gray = RGBA8(red: 90, green: 90, blue: 90)
  static let red = RGBA8(red: 207, green: 34, blue: 46)

  /// Five labels 120 px apart at 2×, the second and fourth red; with `messages`, each red
  /// label has "Enter a valid value" in red 40 px under it.
  func form(messages: Bool) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 700, fill: Self.white)
    for (k, label) in ["Name", "Email", "Phone", "Member", "City"].enumerated() {
      let y = 60 + 120 * k
      let invalid = k == 1 || k == 3
      img.draw(label, x: 40, y: y, color: invalid ? Self.red : Self.gray, scale: 2)
      if invalid && messages { img.draw("Enter a valid value", x: 40, y: y + 40, color: Self.red, scale: 2) }
    }
    return img
  }

  /// The labels, not the messages: the lines that start within 30 px under a label's row.
  func labels(_ lines: [TextRegion]) -> [Int] { lines.indices.filter { (lines[$0].box.y - 50) % 120 < 30 } }

  @Test func redLabelsWithMessagesAreAValidationNotAState() throws {
    let judged = JudgedGroup(form(messages: true), axis: .column, members: labels)
    try #require(judged.lines.count == 7 && judged.members.count == 5, "\(judged.steps)")
    #expect(judged.finding == nil)
    #expect(judged.outcome?.rule == "ValidationMessage", "\(judged.steps)")
  }

  /// Without the messages the red labels say nothing but their color: not this rule's to drop.
  @Test func redLabelsAloneAreNotDroppedAsAValidation() throws {
    let judged = JudgedGroup(form(messages: false), axis: .column, members: labels)
    try #require(judged.members.count == 5, "\(judged.steps)")
    #expect(judged.outcome != nil && judged.outcome?.rule != "ValidationMessage", "\(judged.steps)")
  }
}
