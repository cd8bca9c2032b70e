import ColorScience
import Foundation
import Imaging
import Testing

struct SimulateImageTests {
  static func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Red, green, gray and a half-transparent blue, 64×32.
  static func writeInput(_ dir: URL) throws -> String {
    var img = RGBAImage(width: 64, height: 32, fill: RGBA8(red: 220, green: 40, blue: 40))
    img.fill(x: 16, y: 0, width: 16, height: 32, color: RGBA8(red: 40, green: 160, blue: 60))
    img.fill(x: 32, y: 0, width: 16, height: 32, color: RGBA8(red: 128, green: 128, blue: 128))
    for y in 0..<32 { for x in 48..<64 { img[x, y] = RGBA8(red: 0, green: 0, blue: 255, alpha: 128) } }
    let path = dir.appendingPathComponent("input.png").path
    try PNGEncoder.write(img, to: path)
    return path
  }

  @Test func writesTheSimulatedImage() throws {
    let dir = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.writeInput(dir)
    let output = dir.appendingPathComponent("out.png").path
    let run = CapturedRun(["simulate", input, "-o", output, "--type", "protanopia"])
    #expect(run.status == 0, "\(run.stderr)")
    let out = try PNGDecoder.decode(path: output).image
    #expect(out.width == 64 && out.height == 32)
    // Each pixel equals the per-color simulation of the composited input (within rounding).
    let simulator = CVDSimulator(.protanopia)
    for (x, color) in [
      (0, RGBA8(red: 220, green: 40, blue: 40)), (20, RGBA8(red: 40, green: 160, blue: 60)),
      (40, RGBA8(red: 128, green: 128, blue: 128)),
    ] {
      let want = simulator.simulate(SRGBColor(color)).rgba8
      let got = out[x, 5]
      #expect(
        abs(Int(got.red) - Int(want.red)) <= 1 && abs(Int(got.green) - Int(want.green)) <= 1
          && abs(Int(got.blue) - Int(want.blue)) <= 1)
    }
    // The translucent blue was composited over white before simulation, so it is opaque.
    #expect(out[50, 5].alpha == 255)
  }

  @Test func sheetHasFivePanelsAndBackdropApplies() throws {
    let dir = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.writeInput(dir)
    let sheet = dir.appendingPathComponent("sheet.png").path
    let run = CapturedRun(["simulate", input, "--sheet", sheet, "--backdrop", "black"])
    #expect(run.status == 0, "\(run.stderr)")
    let img = try PNGDecoder.decode(path: sheet).image
    #expect(img.width == 5 * 64 + 6 * 16)
    // First panel (original) shows the translucent blue over black: #000080.
    let labelHeight = RGBAImage.textHeight(scale: 1) + 12
    #expect(img[16 + 56, 16 + labelHeight + 10] == RGBA8(red: 0, green: 0, blue: 128))
  }

  @Test func refusesToOverwriteItsInputAndNeedsAnOutput() throws {
    let dir = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.writeInput(dir)
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    let run = CapturedRun(["simulate", input, "-o", input])
    #expect(run.status == 2)
    #expect(run.stderr.contains("refusing to write over the input file"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    let none = CapturedRun(["simulate", input])
    #expect(none.status == 2)
    #expect(none.stderr.contains("needs -o <out.png> or --sheet <out.png>"))
  }

  @Test func unreadableImageIsExitTwoAndNoOutput() throws {
    let dir = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("bad.png")
    try Data("not a png".utf8).write(to: bad)
    let out = dir.appendingPathComponent("out.png").path
    let run = CapturedRun(["simulate", bad.path, "-o", out])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: \(bad.path): header: not a PNG"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
