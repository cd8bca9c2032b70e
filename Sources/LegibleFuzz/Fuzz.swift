// Fuzz targets for Legible's input parsers, one binary, chosen by LEGIBLE_FUZZ_TARGET:
//   color        CSS color parsing, and the gate every input color passes (InputColor):
//                what it admits is finite, in gamut, with a WCAG ratio in 1…21
//   json         the located JSON parser, and `check`'s sniffing of unparsable palettes
//   palette      every palette reader (Legible JSON, DTCG, resolver, Material, policy) on one
//                file, and the same bytes as a color set in an Xcode asset catalog
//   resolver     a DTCG resolver and the token file it references: the bytes before the
//                first NUL are the resolver, the rest `a.tokens.json` beside it (sets,
//                modifiers, $ref paths, $extends, aliases, the token and file limits)
//   css          the CSS custom-properties reader (tokenizer, rules, @media, var()) on one
//                stylesheet, and the check of what it reads
//   forms        the plain JSON forms (nested colors, Style Dictionary, Tokens Studio) on one
//                file, and several files as one palette: the bytes before the first NUL are
//                `t.light.json`, the rest `t.dark.json`
//   xcassets     the asset-catalog folder reader on a folder tree the bytes describe: lines
//                of `relative/path<TAB>contents` (colorsets, groups, Contents.json anywhere)
//   png          PNG decoding through Legible's wrapper, chunk walker, iCCP/cICP readers
//   scan         the screenshot scan on a canvas the bytes draw (boxes, outlines, discs,
//                text), so the detectors meet odd geometry: shapes at the edges, one pixel
//                wide, touching, nested
// .ci/fuzz builds it with AddressSanitizer and runs the built-in mutational fuzzer
// (`--mutate`, below): linking libFuzzer (-sanitize=fuzzer -DFUZZING) brings in its own
// main, which clashes with the entry point SwiftPM gives executables, so the FUZZING driver
// is kept for a toolchain where that links. Given files instead, it replays them, to
// reproduce a crash: LEGIBLE_FUZZ_TARGET=png swift run LegibleFuzz crash-123
// A leak is reported only when the process exits, after the last input is gone: replay the
// corpus under ASan to find which input leaks.
import ColorScience
import Foundation
import Imaging
import JSONSupport
import PaletteReview
import ScreenScan

let target = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ_TARGET"] ?? "color"
let scratch: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-fuzz-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

func fuzzOne(_ bytes: [UInt8]) {
  switch target {
  case "color":
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? SRGBColor(css: text)
    if let admitted = try? InputColor(css: text) {
      // The invariants issue 36 restored: a fail here is a crash the fuzzer keeps.
      precondition(
        admitted.color.isFinite && admitted.color.isInGamut, "admitted \(text) as \(admitted.color)")
      let ratio = WCAG.contrastRatio(of: admitted.color.withAlpha(1), on: .white)
      precondition(ratio >= 1 && ratio <= 21, "\(text): ratio \(ratio) outside 1…21")
    }
  case "json":
    _ = try? JSONParser(maximumDepth: 64, maximumBytes: 1 << 20).parse(bytes)
    _ = PaletteSniffing.mentionsPaletteKeys(bytes)
  case "palette":
    let path = scratch.appendingPathComponent("input.json").path
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    for format in [PaletteLoader.Format.legible, .dtcg, .resolver, .material] {
      if let p = try? PaletteLoader.load(path, format: format) { checkRatios(p) }
    }
    _ = try? PalettePolicyFile.load(path)
    // The same bytes as a color set inside an Xcode asset catalog.
    let colorset = scratch.appendingPathComponent("Fuzz.xcassets/Tint.colorset")
    try? FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
    FileManager.default.createFile(
      atPath: colorset.appendingPathComponent("Contents.json").path, contents: Data(bytes))
    if let p = try? PaletteLoader.load(
      scratch.appendingPathComponent("Fuzz.xcassets").path, format: .xcassets)
    {
      checkRatios(p)
    }
  case "resolver":
    let folder = scratch.appendingPathComponent("resolver")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let cut = bytes.firstIndex(of: 0) ?? bytes.count
    FileManager.default.createFile(
      atPath: folder.appendingPathComponent("r.resolver.json").path, contents: Data(bytes[..<cut]))
    FileManager.default.createFile(
      atPath: folder.appendingPathComponent("a.tokens.json").path,
      contents: Data(bytes[min(cut + 1, bytes.count)...]))
    // Small limits, so a doubling $extends or a many-times $ref runs into them quickly.
    var limits = PaletteLimits()
    limits.maximumTokens = 5_000
    limits.maximumFiles = 16
    if let p = try? PaletteLoader.load(
      folder.appendingPathComponent("r.resolver.json").path, format: .resolver, limits: limits)
    {
      var policy = PalettePolicy()
      policy.maximumPairs = 100_000
      _ = try? PaletteChecker.check(p, policy: policy)
    }
  case "css":
    let path = scratch.appendingPathComponent("input.css").path
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    var limits = PaletteLimits()
    limits.maximumTokens = 5_000
    if let p = try? PaletteLoader.load(path, limits: limits) {
      var policy = PalettePolicy()
      policy.maximumPairs = 100_000
      _ = try? PaletteChecker.check(p, policy: policy)
    }
    _ = try? PaletteLoader.isCSSPalette(bytes, file: path)
  case "forms":
    let path = scratch.appendingPathComponent("input.json").path
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    var limits = PaletteLimits()
    limits.maximumTokens = 5_000
    var policy = PalettePolicy()
    policy.maximumPairs = 100_000
    for format in [PaletteLoader.Format.nested, .styleDictionary, .tokensStudio] {
      if let p = try? PaletteLoader.load(path, format: format, limits: limits) {
        _ = try? PaletteChecker.check(p, policy: policy)
      }
    }
    let cut = bytes.firstIndex(of: 0) ?? bytes.count
    let light = scratch.appendingPathComponent("t.light.json").path
    let dark = scratch.appendingPathComponent("t.dark.json").path
    FileManager.default.createFile(atPath: light, contents: Data(bytes[..<cut]))
    FileManager.default.createFile(atPath: dark, contents: Data(bytes[min(cut + 1, bytes.count)...]))
    if let p = try? PaletteLoader.load(files: [.init(path: light), .init(path: dark)], limits: limits) {
      _ = try? PaletteChecker.check(p, policy: policy)
    }
  case "xcassets":
    let catalog = scratch.appendingPathComponent("Tree.xcassets")
    try? FileManager.default.removeItem(at: catalog)
    try? FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true).prefix(32) {
      let tab = line.firstIndex(of: 0x09) ?? line.endIndex
      // Relative paths inside the catalog only: no "..", no absolute path, a bounded depth.
      let parts = String(decoding: line[..<tab], as: UTF8.self).split(separator: "/")
        .filter { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\u{0}") }.prefix(6).map {
          String($0.prefix(64))
        }
      guard let name = parts.last else { continue }
      let dir = parts.dropLast().reduce(catalog) { $0.appendingPathComponent($1) }
      try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let contents = tab < line.endIndex ? Data(line[line.index(after: tab)...]) : Data()
      if name.hasSuffix(".colorset") || name.hasSuffix(".colorgroup") || contents.isEmpty {
        try? FileManager.default.createDirectory(
          at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
      } else {
        FileManager.default.createFile(atPath: dir.appendingPathComponent(name).path, contents: contents)
      }
    }
    if let p = try? PaletteLoader.load(catalog.path, format: .xcassets) { checkRatios(p) }
  case "png":
    _ = try? PNGDecoder.decode(
      bytes: bytes, name: "fuzz.png",
      limits: ImageLimits(maximumPixels: 4_000_000, maximumFileBytes: 1 << 22, maximumICCBytes: 1 << 20))
  case "scan":
    _ = ScreenScanner(options: ScanOptions(scale: bytes.first.map { Double($0 % 3 + 1) } ?? 1)).scan(
      canvas(from: bytes))
  default:
    fatalError("unknown LEGIBLE_FUZZ_TARGET \(target)")
  }
}

/// Checks a loaded palette and traps when a token is not finite and in gamut or a ratio
/// leaves 1…21 (out-of-gamut and overflowing colors once gave -1.1:1 and 9.5e29:1).
func checkRatios(_ p: Palette) {
  for tokens in p.variants.values {
    for t in tokens.values {
      precondition(t.color.isFinite && t.color.isInGamut, "token \(t.path) is \(t.color)")
    }
  }
  guard let report = try? PaletteChecker.check(p) else { return }
  for pairs in report.checkedPairs.values {
    for x in pairs {
      precondition(
        x.ratio >= 1 - 1e-9 && x.ratio <= 21 + 1e-9,
        "\(x.pair.foreground) on \(x.pair.background): \(x.ratio)")
    }
  }
}

/// A 160×120 canvas drawn by the bytes, eight per shape: kind, x, y, width, height, and
/// the color's red, green and blue.
func canvas(from bytes: [UInt8]) -> RGBAImage {
  var image = RGBAImage(width: 160, height: 120, fill: RGBA8(red: 255, green: 255, blue: 255))
  var i = 1
  while i + 8 <= bytes.count && i < 8 * 64 {
    let b = bytes[i..<(i + 8)].map(Int.init)
    let color = RGBA8(red: UInt8(b[5]), green: UInt8(b[6]), blue: UInt8(b[7]))
    let (x, y, w, h) = (b[1] % 170 - 5, b[2] % 130 - 5, b[3] % 80 + 1, b[4] % 60 + 1)
    // Drawing clips nothing itself: keep every shape inside the canvas.
    let x0 = max(0, x)
    let y0 = max(0, y)
    let w0 = min(w, image.width - x0)
    let h0 = min(h, image.height - y0)
    if w0 > 0 && h0 > 0 {
      switch b[0] % 4 {
      case 0: image.fill(x: x0, y: y0, width: w0, height: h0, color: color)
      case 1: image.stroke(x: x0, y: y0, width: w0, height: h0, color: color, thickness: 1 + b[3] % 3)
      case 2:
        let r = min(w0, h0) / 2
        for yy in y0..<(y0 + 2 * r) {
          for xx in x0..<(x0 + 2 * r)
          where (xx - x0 - r) * (xx - x0 - r) + (yy - y0 - r) * (yy - y0 - r) <= r * r {
            image[xx, yy] = color
          }
        }
      default:
        let text = String(repeating: "Ag", count: 1 + b[3] % 4)
        if x0 + RGBAImage.textWidth(text, scale: 1 + b[4] % 2) < image.width,
          y0 + RGBAImage.textHeight(scale: 1 + b[4] % 2) < image.height
        {
          image.draw(text, x: x0, y: y0, color: color, scale: 1 + b[4] % 2)
        }
      }
    }
    i += 8
  }
  return image
}

#if FUZZING
  // SwiftPM links an executable's entry point as <Target>_main, so libFuzzer's own main is
  // bypassed; its driver is started explicitly instead.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  @main enum Fuzz {
    static func main() {
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      let status = runFuzzerDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
      }
      exit(status)
    }
  }
#else
  /// Without libFuzzer: `--mutate SECONDS CORPUS CRASHES` runs a mutational fuzzer (byte
  /// flips, inserts, deletes, splices and interesting values over the seed corpus). Each
  /// input is written to CRASHES/current before it runs, so if the process dies (a trap, a
  /// sanitizer report) the script keeps that file as the crash. Otherwise the arguments are
  /// files to replay.
  @main enum Replay {
    static func main() {
      let args = Array(CommandLine.arguments.dropFirst())
      guard args.first == "--mutate", args.count == 4, let seconds = Double(args[1]) else {
        for path in args {
          guard let data = FileManager.default.contents(atPath: path) else { continue }
          fuzzOne([UInt8](data))
          print("ok \(path)")
        }
        return
      }
      let seeds = ((try? FileManager.default.contentsOfDirectory(atPath: args[2])) ?? []).sorted()
        .compactMap { FileManager.default.contents(atPath: args[2] + "/" + $0).map { [UInt8]($0) } }
      var rng = SystemRandomNumberGenerator()
      let current = args[3] + "/current"
      let start = Date()
      var executions = 0
      let interesting: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A]
      while Date().timeIntervalSince(start) < seconds {
        var input = seeds.isEmpty ? [] : seeds[Int.random(in: 0..<seeds.count, using: &rng)]
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
          let n = input.count
          switch Int.random(in: 0..<6, using: &rng) {
          case 0 where n > 0:
            input[Int.random(in: 0..<n, using: &rng)] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
          case 1:
            input.insert(interesting.randomElement(using: &rng)!, at: Int.random(in: 0...n, using: &rng))
          case 2 where n > 0: input.remove(at: Int.random(in: 0..<n, using: &rng))
          case 3 where n > 4:
            let a = Int.random(in: 0..<n, using: &rng)
            let b = min(n, a + Int.random(in: 1...64, using: &rng))
            input.insert(contentsOf: input[a..<b], at: Int.random(in: 0...n, using: &rng))
          case 4 where n > 0:
            input[Int.random(in: 0..<n, using: &rng)] = interesting.randomElement(using: &rng)!
          case 5 where n > 8: input.removeSubrange(Int.random(in: 0..<(n / 2), using: &rng)..<n)
          default: input.append(UInt8.random(in: 0...255, using: &rng))
          }
        }
        if input.count > 1 << 16 { input.removeSubrange((1 << 16)...) }
        FileManager.default.createFile(atPath: current, contents: Data(input))
        fuzzOne(input)
        executions += 1
      }
      try? FileManager.default.removeItem(atPath: current)
      print("target \(target): \(executions) executions in \(Int(seconds)) s, \(seeds.count) seeds, no crash")
    }
  }
#endif
