import ColorScience
import Pixels
import Testing

@testable import Reporting
@testable import ScreenScan

/// A color-only finding is placed at the member that differs, in the text and Markdown
/// reports as in SARIF: a link's finding points at the link, not at the first words of its line.
struct ScanTextPlaceTests {
  @Test func aLinkFindingPointsAtTheLink() {
    let body = PixelBox(x: 70, y: 167, width: 39, height: 11)
    let rest = PixelBox(x: 114, y: 167, width: 300, height: 11)
    let link = PixelBox(x: 420, y: 167, width: 60, height: 11)
    let finding = ScanFinding(
      rule: .colorOnlyState, level: .error, boxes: [body, rest, link], message: "a link",
      colors: [RGBA8(red: 51, green: 51, blue: 51), RGBA8(red: 51, green: 122, blue: 183)],
      evidence: StateEvidence(
        members: [
          .init(box: body, differs: false), .init(box: rest, differs: false), .init(box: link, differs: true),
        ],
        cuesChecked: ["underline"], confidence: 1))
    let result = ScanResult(
      width: 640, height: 400, scale: 1, scaleReason: "given", colorSpace: "sRGB", textRegions: [],
      findings: [finding], warnings: [])
    #expect(ScanText.render("a.png", result).contains("a.png (x 420, y 167, 60×11)"))
    #expect(ScanReports.markdown([(path: "a.png", result: result)]).contains("| 420,167 60×11 |"))
  }
}
