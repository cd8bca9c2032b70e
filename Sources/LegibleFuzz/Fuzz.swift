// Fuzz targets for Legible's input parsers, one binary, chosen by LEGIBLE_FUZZ_TARGET:
//   color        CSS color parsing
//   json         the located JSON parser
//   palette      every palette reader (Legible JSON, DTCG, resolver, Material) on one file
//   png          PNG decoding through Legible's wrapper, chunk walker, iCCP/cICP readers
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

let target = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ_TARGET"] ?? "color"
let scratch: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-fuzz-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

func fuzzOne(_ bytes: [UInt8]) {
  switch target {
  case "color":
    _ = try? SRGBColor(css: String(decoding: bytes, as: UTF8.self))
  case "json":
    _ = try? JSONParser(maximumDepth: 64, maximumBytes: 1 << 20).parse(bytes)
  case "palette":
    let path = scratch.appendingPathComponent("input.json").path
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    for format in [PaletteLoader.Format.legible, .dtcg, .resolver, .material] {
      if let p = try? PaletteLoader.load(path, format: format) { _ = PaletteChecker.check(p) }
    }
  case "png":
    _ = try? PNGDecoder.decode(bytes: bytes, name: "fuzz.png", limits: ImageLimits(maximumPixels: 4_000_000, maximumFileBytes: 1 << 22, maximumICCBytes: 1 << 20))
  default:
    fatalError("unknown LEGIBLE_FUZZ_TARGET \(target)")
  }
}

#if FUZZING
  // SwiftPM links an executable's entry point as <Target>_main, so libFuzzer's own main is
  // bypassed; its driver is started explicitly instead.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

  @main enum Fuzz {
    static func main() {
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
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
          case 0 where n > 0: input[Int.random(in: 0..<n, using: &rng)] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
          case 1: input.insert(interesting.randomElement(using: &rng)!, at: Int.random(in: 0...n, using: &rng))
          case 2 where n > 0: input.remove(at: Int.random(in: 0..<n, using: &rng))
          case 3 where n > 4:
            let a = Int.random(in: 0..<n, using: &rng)
            let b = min(n, a + Int.random(in: 1...64, using: &rng))
            input.insert(contentsOf: input[a..<b], at: Int.random(in: 0...n, using: &rng))
          case 4 where n > 0: input[Int.random(in: 0..<n, using: &rng)] = interesting.randomElement(using: &rng)!
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
