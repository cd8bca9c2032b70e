import ColorScience
import Foundation
import Imaging
import Testing

/// Failing text of a control that looks inactive is a note in every format, so the default
/// `--fail-on error` passes it, and `--inactive-as-errors` makes it an error again.
struct InactiveNoteTests {
  /// Two framed buttons in a row: "Next" enabled, "Back" with its label and frame faded.
  static func buttonRow(in dir: URL) throws -> String {
    var img = RGBAImage(width: 600, height: 160, fill: RGBA8(red: 255, green: 255, blue: 255))
    func button(_ text: String, x: Int, label: UInt8, frame: UInt8) {
      img.fill(x: x, y: 50, width: 120, height: 60, color: RGBA8(red: frame, green: frame, blue: frame))
      img.fill(x: x + 2, y: 52, width: 116, height: 56, color: RGBA8(red: 255, green: 255, blue: 255))
      img.draw(text, x: x + 24, y: 68, color: RGBA8(red: label, green: label, blue: label), scale: 2)
    }
    button("Back", x: 40, label: 190, frame: 215)
    button("Next", x: 300, label: 0, frame: 80)
    let path = dir.appendingPathComponent("buttons.png").path
    try PNGEncoder.write(img, to: path)
    return path
  }

  func results(_ run: CapturedRun) throws -> [[String: Any]] {
    let root = try run.json()
    let runs = try #require(root["runs"] as? [[String: Any]])
    return try #require(runs.first?["results"] as? [[String: Any]])
  }

  @Test func anInactiveLookingButtonIsASARIFNoteThatDoesNotFail() throws {
    let dir = ScanCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = try Self.buttonRow(in: dir)
    let run = CapturedRun(["scan", png, "--scale", "2", "--format", "sarif"])
    #expect(run.status == 0)
    let text = try #require(try results(run).first { $0["ruleId"] as? String == "text-contrast" })
    #expect(text["level"] as? String == "note")
    let message = (text["message"] as? [String: Any])?["text"] as? String ?? ""
    #expect(message.hasPrefix("looks inactive: WCAG exempts inactive components; text contrast"))

    let strict = CapturedRun(["scan", png, "--scale", "2", "--format", "sarif", "--inactive-as-errors"])
    #expect(strict.status == 1)
    let error = try #require(try results(strict).first { $0["ruleId"] as? String == "text-contrast" })
    #expect(error["level"] as? String == "error")
  }

  @Test func theScanJSONCarriesTheNoteWithinItsSchema() throws {
    let dir = ScanCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = try Self.buttonRow(in: dir)
    let run = CapturedRun(["scan", png, "--scale", "2", "--format", "json"])
    let json = try run.json()
    let schema =
      try JSONSerialization.jsonObject(with: Data(contentsOf: ScanCommandTests.schema)) as! [String: Any]
    #expect(ScanCommandTests.conforms(json, to: schema, root: schema) == [])
    let findings = try #require((json["results"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    let note = try #require(findings.first { $0["rule"] as? String == "text-contrast" })
    #expect(note["level"] as? String == "note")
    #expect((note["ratio"] as? Double).map { $0 < 4.5 } == true)
  }
}
