import Foundation
import Testing

@testable import LegibleCLI

/// Issue 36's input-correctness classes end to end: what a user sees and the exit status.
struct InputCorrectnessCLITests {
  func folder(_ files: [String: String]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-input-\(UUID().uuidString)")
    for (name, text) in files {
      let url = dir.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return dir
  }

  static let passing =
    ##"{"variants": {"standard": {"fg": "#000", "bg": "#fff"}}, "pairs": [{"foreground": "fg", "background": "bg"}]}"##

  /// A `colors.json` found by its content with one trailing comma was dropped and the run
  /// passed; now it is an error at its line:column, exit 2. JSON that is not a palette
  /// (a broken tsconfig, package.json) stays skipped.
  @Test func aBrokenPaletteFoundByContentIsAnError() throws {
    let dir = try folder([
      "ok.palette.json": Self.passing,
      "colors.json":
        "{\"variants\": {\"standard\": {\"fg\": \"#999\", \"bg\": \"#fff\"}},\n \"pairs\": [{\"foreground\": \"fg\", \"background\": \"bg\"},]}",
      "tsconfig.json": "{\"compilerOptions\": {\"strict\": true,}} // comments too",
      "tokens/broken.json": "{\"fg\": {\"$value\": \"#999\"},}",
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["check", dir.path])
    #expect(run.status == 2)
    #expect(
      run.stdout.contains("colors.json:2:") || run.stderr.contains("colors.json:2:"),
      "\(run.stdout)\(run.stderr)")
    #expect((run.stdout + run.stderr).contains("broken.json:1:"))
    #expect(!(run.stdout + run.stderr).contains("tsconfig"))
  }

  /// Named as design tools name palettes, a file cut off before its first key is reported too.
  @Test func aBrokenFileNamedLikeAPaletteIsAnError() throws {
    let dir = try folder(["ok.palette.json": Self.passing, "design/tokens.json": "{\n  \"col"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["check", dir.path])
    #expect(run.status == 2)
    #expect((run.stdout + run.stderr).contains("tokens.json:2:"), "\(run.stdout)\(run.stderr)")
  }

  @Test func notAPaletteIsStillSkipped() throws {
    let dir = try folder([
      "ok.palette.json": Self.passing, "tsconfig.json": "{\"a\": 1,}", "data.json": "{\"variants\": [1,]}",
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["check", dir.path])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }

  /// `lab(1e200 0 0)` read as black and passed 21:1; now exit 2 naming token and value.
  @Test func overflowIsExitTwo() throws {
    let dir = try folder(["p.json": ##"{"variants": {"standard": {"fg": "lab(1e200 0 0)", "bg": "#fff"}}}"##])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["palette", dir.appendingPathComponent("p.json").path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("'fg': invalid color 'lab(1e200 0 0)'"), "\(run.stderr)")
    let contrast = CapturedRun(["contrast", "lab(1e200 0 0)", "white"])
    #expect(contrast.status == 2)
  }

  /// The palette judges `lab(50 100 0)` as `contrast` does (3.78:1, a failure) and notes it.
  @Test func outOfGamutMatchesContrast() throws {
    let dir = try folder([
      "p.json":
        ##"{"variants": {"standard": {"fg": "lab(50 100 0)", "bg": "#fff"}}, "pairs": [{"foreground": "fg", "background": "bg"}]}"##
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["palette", dir.appendingPathComponent("p.json").path])
    #expect(run.status == 1)
    #expect(
      run.stdout.contains("note: 'fg' lab(50 100 0) is outside sRGB; clipped in linear light to #ff007c"),
      "\(run.stdout)")
    #expect(run.stdout.contains("3.78:1"))
    let contrast = CapturedRun(["contrast", "lab(50 100 0)", "#fff"])
    #expect(contrast.status == 1)
    #expect(contrast.stdout.contains("Contrast 3.78:1"))
  }

  /// `"light": "oops"` checked nothing and passed.
  @Test func materialWrongTypeIsExitTwo() throws {
    let dir = try folder(["material-theme.json": ##"{"schemes": {"light": "oops"}}"##])
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["palette", dir.appendingPathComponent("material-theme.json").path])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains("material-theme.json:1:23: schemes.light is 'oops'; expected an object"),
      "\(run.stderr)")
  }
}
