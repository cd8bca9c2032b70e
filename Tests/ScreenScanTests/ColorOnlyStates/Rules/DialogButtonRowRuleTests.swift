import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `DialogButtonRow` fires: a dialog's action row whose default button is tinted. The same
/// labels on filled chips that hug them (a selected filter chip among others) stay a state.
struct DialogButtonRowRuleTests {
  static let page = RGBA8(red: 246, green: 245, blue: 244)
  static let button = RGBA8(red: 222, green: 221, blue: 218)
  static let label = RGBA8(red: 46, green: 52, blue: 54)
  static let accent = RGBA8(red: 53, green: 132, blue: 228)
  static let white = RGBA8(red: 255, green: 255, blue: 255)

  /// "Help", "Cancel", "Save" at the foot of a dialog, centered 224 px apart, the last on the
  /// accent fill in white. With `oneSize` every button is 200 px wide (a toolkit's button
  /// box); without it each fill hugs its label with 24 px either side, as chips do.
  func actions(oneSize: Bool) -> RGBAImage {
    var img = RGBAImage(width: 900, height: 400, fill: Self.page)
    img.draw("Delete the selected file?", x: 60, y: 80, color: Self.label, scale: 3)
    for (i, word) in ["Help", "Cancel", "Save"].enumerated() {
      let center = 200 + 224 * i
      let w = RGBAImage.textWidth(word, scale: 2)
      let fillWidth = oneSize ? 200 : w + 48
      let isDefault = i == 2
      img.fill(
        x: center - fillWidth / 2, y: 260, width: fillWidth, height: 68,
        color: isDefault ? Self.accent : Self.button)
      img.draw(word, x: center - w / 2, y: 278, color: isDefault ? Self.white : Self.label, scale: 2)
    }
    return img
  }

  @Test func aTintedDefaultButtonEndingARowOfButtonsIsNoState() {
    expectDropped(actions(oneSize: true), by: "DialogButtonRow")
  }

  @Test func aFilledChipEndingARowOfChipsThatHugTheirLabelsIsStillAState() {
    let (findings, trace) = explained(actions(oneSize: false))
    #expect(findings.count == 1, "\(trace.candidates.map(\.outcome))")
    #expect(!trace.rules(.dropped).contains("DialogButtonRow"))
  }
}
