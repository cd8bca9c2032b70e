import ColorScience
import Findings
import Foundation
import Imaging
import Testing

@testable import Reporting

@Suite struct CheckHTMLTests {
  /// A 300×200 screen: white, with a dark-gray "text" bar and a light one.
  static func screen() -> RGBAImage {
    var image = RGBAImage(width: 300, height: 200, fill: RGBA8(red: 255, green: 255, blue: 255))
    image.fill(x: 40, y: 40, width: 120, height: 16, color: RGBA8(red: 60, green: 60, blue: 60))
    image.fill(x: 40, y: 120, width: 90, height: 14, color: RGBA8(red: 200, green: 200, blue: 200))
    return image
  }

  static func findings() -> [Finding] {
    [
      Finding(
        rule: .textContrast, level: .error, file: "shots/a.png",
        boxes: [PixelBox(x: 40, y: 120, width: 90, height: 14)],
        colors: ["#c8c8c8", "#ffffff"], ratio: 1.67, required: 4.5, message: "low", fingerprint: "t1"),
      Finding(
        rule: .colorOnlyState, level: .warning, file: "shots/a.png",
        boxes: [
          PixelBox(x: 40, y: 40, width: 60, height: 16), PixelBox(x: 110, y: 40, width: 50, height: 16),
        ],
        message: "color only", fingerprint: "c1"),
      Finding(
        rule: .pairContrast, level: .error, file: "tokens.json", line: 7, column: 9, variant: "dark",
        tokens: ["fg.muted", "bg"], colors: ["#777777", "#ffffff"], ratio: 4.47, required: 4.5,
        message: "pair <low>",
        fix: "fg.muted: #767676", fingerprint: "p1"),
    ]
  }

  func page() -> String {
    let findings = Self.findings()
    let preview = ScreenshotPreview.make(
      Self.screen(), findings: findings.filter { $0.file == "shots/a.png" })
    let report = CheckReport(palettes: ["tokens.json"], screenshots: ["shots/a.png"], findings: findings)
    return CheckHTML.render(report, version: "test", previews: ["shots/a.png": preview])
  }

  func matches(_ pattern: String, in text: String) -> [[String]] {
    let re = try! NSRegularExpression(pattern: pattern)
    return re.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
      (0..<m.numberOfRanges).map { String(text[Range(m.range(at: $0), in: text)!]) }
    }
  }

  @Test func everyFindingHasOneCardAndEveryBoxLinksToACard() {
    let html = page()
    let cards = matches(
      #"<article id="(f\d+)" class="finding (\w+)" data-level="(\w+)" data-rule="([\w-]+)""#, in: html)
    #expect(cards.count == 3)
    #expect(Set(cards.map { $0[1] }).count == 3)
    for c in cards { #expect(c[2] == c[3]) }
    let boxes = matches(##"<a class="box [^"]*" href="#(f\d+)" data-for="(f\d+)""##, in: html)
    // One box for the text line, two for the color-only group (the second dashed).
    #expect(boxes.count == 3)
    for b in boxes {
      #expect(b[1] == b[2])
      #expect(cards.contains { $0[1] == b[1] })
    }
    #expect(html.contains("member"))
  }

  @Test func selfContainedWithGroupsFiltersAndEscaping() {
    let html = page()
    #expect(!html.contains("http://") && !html.contains("src=\"https"))
    #expect(html.contains("<section class=\"file\" id=\"file-shots-a-png\""))
    #expect(html.contains("data-rule=\"color-only-state\"><h3>"))
    #expect(html.contains("<select name=\"rule\""))
    #expect(html.contains("pair &lt;low&gt;"))
    #expect(!html.contains("pair <low>"))
    #expect(html.contains("tokens.json:7:9"))
  }

  /// Images are real PNGs: the overview once per screenshot, a crop per finding with a box.
  @Test func imagesArePNGDataURIs() throws {
    let html = page()
    let uris = matches(#"src="data:image/png;base64,([A-Za-z0-9+/=]+)""#, in: html)
    #expect(uris.count == 3)  // overview + two crops (the palette finding has none)
    for u in uris {
      let bytes = try #require(Data(base64Encoded: u[1]))
      let decoded = try PNGDecoder.decode(bytes: [UInt8](bytes), name: "uri")
      #expect(decoded.image.width > 0)
    }
  }

  /// The frame goes around the finding's box, never over it: every pixel inside the box is
  /// the screenshot's own.
  @Test func cropsFrameTheTextWithoutCoveringIt() throws {
    let image = Self.screen()
    let box = PixelBox(x: 40, y: 120, width: 90, height: 14)
    let png = try #require(ScreenshotPreview.crop(image, around: box))
    let crop = try PNGDecoder.decode(bytes: png, name: "crop").image
    let pad = min(48, max(12, box.height))
    var framed = 0
    for y in 0..<crop.height {
      for x in 0..<crop.width {
        let (ix, iy) = (x + box.x - pad, y + box.y - pad)
        let inside = ix >= box.x && ix < box.maxX && iy >= box.y && iy < box.maxY
        if inside { #expect(crop[x, y] == image[ix, iy]) } else if crop[x, y] != image[ix, iy] { framed += 1 }
      }
    }
    #expect(framed > 2 * (box.width + box.height))
  }

  /// A note's crop (failing text that looks inactive) is framed gray and dashed, an error's
  /// red: the report's picture of an exempt control never reads as a failure.
  @Test func aNoteIsFramedAsANoteNotAsAFailure() throws {
    let image = Self.screen()
    let box = PixelBox(x: 40, y: 120, width: 90, height: 14)
    func colors(_ level: Level) throws -> (fail: Int, note: Int) {
      let png = try #require(ScreenshotPreview.crop(image, around: box, level: level))
      let crop = try PNGDecoder.decode(bytes: png, name: "crop").image
      var (fail, note) = (0, 0)
      for y in 0..<crop.height {
        for x in 0..<crop.width {
          if crop[x, y] == Annotation.failColor { fail += 1 }
          if crop[x, y] == Annotation.noteColor { note += 1 }
        }
      }
      return (fail, note)
    }
    let note = try colors(.note)
    let error = try colors(.error)
    #expect(note.fail == 0 && note.note > box.width)
    #expect(error.fail > 2 * (box.width + box.height) && error.note == 0)
    // Dashed: fewer framed pixels than the solid frame.
    #expect(note.note < error.fail)
  }

  /// A color-only group's crop shows every member (one alone does not show what differs),
  /// each framed without covering it.
  @Test func aGroupCropShowsEveryMember() throws {
    let image = Self.screen()
    let members = [
      PixelBox(x: 40, y: 40, width: 120, height: 16), PixelBox(x: 40, y: 120, width: 90, height: 14),
    ]
    let png = try #require(ScreenshotPreview.crop(image, around: members))
    let crop = try PNGDecoder.decode(bytes: png, name: "crop").image
    let pad = min(48, max(12, members[0].height))
    #expect(crop.width == 120 + 2 * pad && crop.height == 134 - 40 + 2 * pad)
    for box in members {
      for y in box.y..<box.maxY {
        for x in box.x..<box.maxX { #expect(crop[x - 40 + pad, y - 40 + pad] == image[x, y]) }
      }
      // The frame: three pixels outside the box's top-left corner.
      #expect(crop[box.x - 40 + pad - 3, box.y - 40 + pad - 3] != image[box.x - 3, box.y - 3])
    }
  }

  @Test func boxesOutsideTheImageGiveNoCrop() {
    let image = Self.screen()
    #expect(ScreenshotPreview.crop(image, around: PixelBox(x: 400, y: 10, width: 10, height: 10)) == nil)
    #expect(
      ScreenshotPreview.crop(image, around: PixelBox(x: 10, y: 10, width: Int.max / 2, height: 10)) == nil)
    #expect(ScreenshotPreview.crop(image, around: PixelBox(x: -5, y: 10, width: 10, height: 10)) == nil)
  }

  /// The filters, run by a real browser: the URL fragment picks a rule, and only that
  /// rule's cards stay visible. Needs Chromium (`apt-get install -y chromium`); skipped
  /// without it.
  @Test(.enabled(if: CheckHTMLTests.chromium != nil, "needs Chromium"))
  func filtersWorkInABrowser() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("report.html")
    try Data(page().utf8).write(to: file)
    func visibleRules(_ fragment: String) throws -> [String] {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: Self.chromium!)
      p.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString + fragment,
      ]
      let out = Pipe()
      p.standardOutput = out
      p.standardError = FileHandle.nullDevice
      try p.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      p.waitUntilExit()
      let dom = String(decoding: data, as: UTF8.self)
      return matches(#"<article [^>]*data-rule="([\w-]+)"[^>]*>"#, in: dom).filter {
        !$0[0].contains("hidden")
      }.map { $0[1] }
    }
    #expect(try visibleRules("").count == 3)
    #expect(try visibleRules("#rule=pair-contrast") == ["pair-contrast"])
    #expect(try visibleRules("#level=warning") == ["color-only-state"])
    #expect(try visibleRules("#file=shots%2Fa.png&level=error") == ["text-contrast"])
  }

  static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
