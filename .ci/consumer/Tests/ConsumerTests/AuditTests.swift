import Foundation
import Legible
import Testing

/// The repository's own samples, found from this file's path (the consumer lives in
/// `.ci/consumer/Tests/ConsumerTests`).
private func repositoryFile(_ relative: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../../\(relative)").standardizedFileURL.path
}

@Test func aScreenshotWithLowContrastTextFails() throws {
  let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: repositoryFile("Samples/form_dark.png"))))
  let report = try Audit.screenshot(png: png, name: "form_dark.png", scale: 2)
  #expect(!report.passes)
  let text = report.errors.filter { $0.rule == .textContrast }
  #expect(text.count >= 3, "\(report)")
  for f in text {
    #expect(f.ratio.map { $0 < 4.5 } == true)
    #expect(f.boxes.first.map { $0.width > 0 && $0.height > 0 } == true)
  }
}

@Test func anImageInMemoryWithNoTextPasses() {
  let blank = RGBAImage(width: 390, height: 200, fill: RGBA8(red: 250, green: 250, blue: 250))
  let report = Audit.screenshot(blank, scale: 1)
  #expect(report.passes)
  #expect(report.findings.isEmpty)
}

@Test func paletteFindingsNameTheirTokens() throws {
  let failing = try Audit.palette(at: repositoryFile("Palettes/acme-failing.palette.json"))
  let pair = try #require(failing.errors.first { $0.rule == .pairContrast })
  #expect(pair.tokens.count == 2)
  #expect(pair.line != nil)
  #expect(Rule.pairContrast.successCriteria.contains("1.4.3"))

  let passing = try Audit.palette(at: repositoryFile("Palettes/acme-passing.palette.json"))
  #expect(passing.passes, "\(passing)")
}

@Test func unreadableBytesAreATypedError() {
  #expect(throws: ImageError.self) { try Audit.screenshot(png: Array("not a png".utf8)) }
}

@Test func aPaletteWithNothingToCheckDoesNotPass() throws {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let file = dir.appendingPathComponent("scale.tokens.json")
  try Data(
    ##"{"blue": {"$type": "color", "100": {"$value": "#dbeafe"}, "900": {"$value": "#1e3a8a"}}}"##.utf8
  ).write(to: file)
  let report = try Audit.palette(at: file.path)
  #expect(!report.passes)
  #expect(report.findings.map(\.rule) == [.paletteUnchecked])
}
