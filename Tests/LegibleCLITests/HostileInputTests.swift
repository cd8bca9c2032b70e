import Foundation
import Testing

/// The malformed-input corpus (Corpus/): every file gets a clear message naming the file
/// and the place, exit status 2, no crash and no output file.
struct HostileInputTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Corpus")

  static let palettes: [(String, String)] = [
    ("truncated.json", "truncated.json:1:40: invalid JSON: unexpected end of file; expected ',' or '}'"),
    ("wrong-type.json", "wrong-type.json:1:34: 'fg': expected a color string or a group, found an array"),
    (
      "huge-number.json",
      "huge-number.json:1:80: invalid JSON: number 1e400 is out of range (not a finite double)"
    ),
    ("duplicate-key.json", "duplicate-key.json:1:42: invalid JSON: duplicate key \"fg\""),
    ("non-utf8.json", "non-utf8.json:1:28: invalid JSON: string is not valid UTF-8"),
    ("cycle.json", "cycle.json:1:33: 'a': alias cycle: a → b → c → a"),
    ("dangling.json", "dangling.json:1:34: 'fg': aliases 'gray.55', which does not exist"),
    ("out-of-range.tokens.json", "c.$value.alpha is 2; expected a number from 0 to 1"),
    // Found by fuzzing: reading a 0-byte file through FileManager leaked (LeakSanitizer).
    ("empty.json", "empty.json:1:1: invalid JSON: unexpected end of file; expected a value"),
  ]

  @Test(arguments: palettes)
  func malformedPalette(file: String, message: String) {
    let run = CapturedRun(["palette", Self.corpus.appendingPathComponent(file).path])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stderr.hasPrefix("Error: " + Self.corpus.path))
  }

  static let images: [(String, String)] = [
    (
      "text.png",
      "text.png: header: not a PNG: the first 8 bytes are not the PNG signature (89 50 4E 47 0D 0A 1A 0A); it looks like a text file"
    ),
    ("zero-size.png", "zero-size.png: chunk IHDR at byte 8: image size 0×0 is invalid"),
    (
      "huge-header.png",
      "huge-header.png: chunk IHDR at byte 8: image is 65535×65535 (4294836225 pixels); the limit is 200000000 pixels (--max-pixels, or scan.maxPixels in legible.json)"
    ),
    ("truncated-idat.png", "truncated-idat.png: image data: libpng could not decode the image data"),
    ("truncated-file.png", "truncated-file.png: chunk IDAT at byte 33: file is truncated"),
  ]

  @Test(arguments: images)
  func malformedImage(file: String, message: String) throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-hostile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = CapturedRun([
      "scan", Self.corpus.appendingPathComponent(file).path, "--annotate", out.path, "--json-dir", out.path,
    ])
    #expect(run.status == 2)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: out.path))?.isEmpty ?? true,
      "no output file for an unreadable input")
  }

  @Test func onePixelAndBogusTRNSDecode() {
    let one = CapturedRun([
      "scan", Self.corpus.appendingPathComponent("one-pixel.png").path, "--format", "json",
    ])
    #expect(one.status == 0)
    let trns = CapturedRun(["scan", Self.corpus.appendingPathComponent("bogus-trns.png").path])
    #expect(trns.status == 0)
    #expect(
      trns.stdout.contains("tRNS at byte 33: 5 bytes is invalid for an RGB image (expected 6); ignored"))
  }

  @Test func aDirectoryNamedJSONAndLimits() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-dir-\(UUID().uuidString).json")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["palette", dir.path])
    #expect(run.status == 2)
    #expect(run.stderr == "Error: \(dir.path): is a directory, not a JSON file\n")
    let palette = Self.corpus.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Palettes/acme-failing.palette.json").path
    let tokens = CapturedRun(["palette", palette, "--max-tokens", "5"])
    #expect(tokens.status == 2)
    #expect(tokens.stderr.contains("(token count limit, --max-tokens)"))
    let depth = CapturedRun(["palette", palette, "--max-depth", "2"])
    #expect(depth.stderr.contains("nesting is deeper than 2 levels (JSON depth limit, --max-depth)"))
    let pixels = CapturedRun([
      "scan",
      Self.corpus.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/form_dark.png").path, "--max-pixels", "1000",
    ])
    #expect(pixels.status == 2)
    #expect(
      pixels.stderr.contains("the limit is 1000 pixels (--max-pixels, or scan.maxPixels in legible.json)"))
    // Every other limit is a flag too, and named in its message.
    let samples = Self.corpus.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let bytes = CapturedRun([
      "scan", samples.appendingPathComponent("Samples/form_dark.png").path, "--max-file-bytes", "100",
    ])
    #expect(bytes.status == 2)
    #expect(
      bytes.stderr.contains("; the limit is 100 (--max-file-bytes, or scan.maxFileBytes in legible.json)"))
    // An ICC profile over the limit is not fatal: the image is read as sRGB, with a warning.
    let icc = CapturedRun([
      "scan", samples.appendingPathComponent("Samples/status_p3.png").path, "--max-icc-bytes", "16",
    ])
    #expect(
      icc.stdout.contains(
        "ICC profile is 242 bytes compressed; the limit is 16 (--max-icc-bytes, or scan.maxIccBytes in legible.json); treating the image as sRGB"
      ))
    let paletteBytes = CapturedRun(["palette", palette, "--max-file-bytes", "10"])
    #expect(paletteBytes.status == 2)
    #expect(paletteBytes.stderr.contains("the limit is 10 (file size limit, --max-file-bytes)"))
    let bad = CapturedRun(["palette", palette, "--max-alias-chain", "zero"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("'zero' is not a valid value for '--max-alias-chain'"))
  }
}
