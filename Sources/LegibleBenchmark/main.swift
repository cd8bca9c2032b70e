// Legible's benchmarks: rerunnable, side by side with the peer named in each issue.
// Run through Sources/LegibleBenchmark/peers/run.sh, which builds in release mode, runs the
// peer on the same input in the same run and prints the ratio. Timings are the best of
// several runs; machines here are shared, so compare ratios, not absolute figures.
import ColorScience
import Foundation

/// Best of several runs: on a shared machine the fastest run is the one least disturbed,
/// and the peer is measured the same way.
func best(_ values: [Double]) -> Double { values.min()! }

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// A deterministic test image: smooth gradients with noise, so every method sees many
/// distinct colors (a flat image would flatter table-based code).
func syntheticImage(width: Int, height: Int) -> [UInt8] {
  var pixels = [UInt8](repeating: 255, count: width * height * 4)
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  for y in 0..<height {
    for x in 0..<width {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let noise = Int(state >> 59)
      let i = 4 * (y * width + x)
      pixels[i] = UInt8((x * 255 / max(width - 1, 1) + noise) & 255)
      pixels[i + 1] = UInt8((y * 255 / max(height - 1, 1) + noise * 3) & 255)
      pixels[i + 2] = UInt8(((x + y) * 255 / max(width + height - 2, 1) + noise * 7) & 255)
    }
  }
  return pixels
}

func cvdBenchmark(arguments: [String]) {
  var width = 3000
  var height = 2000
  var runs = 5
  var rawOut: String? = nil
  var i = 0
  while i < arguments.count {
    switch arguments[i] {
    case "--width": width = Int(arguments[i + 1])!; i += 1
    case "--height": height = Int(arguments[i + 1])!; i += 1
    case "--runs": runs = Int(arguments[i + 1])!; i += 1
    case "--write-rgb": rawOut = arguments[i + 1]; i += 1
    default: fatalError("unknown argument \(arguments[i])")
    }
    i += 1
  }
  let image = syntheticImage(width: width, height: height)
  if let rawOut {
    var rgb = [UInt8]()
    rgb.reserveCapacity(width * height * 3)
    for p in 0..<(width * height) { rgb += image[(4 * p)..<(4 * p + 3)] }
    FileManager.default.createFile(atPath: rawOut, contents: Data(rgb))
  }
  let megapixels = Double(width * height) / 1e6
  let configs: [(String, CVDSimulator)] = [
    ("vienot1999 protanopia", CVDSimulator(.protanopia, method: .vienot1999)),
    ("brettel1997 tritanopia", CVDSimulator(.tritanopia, method: .brettel1997)),
    ("machado2009 deuteranomaly 0.6", CVDSimulator(.deuteranomaly, severity: 0.6, method: .machado2009)),
  ]
  print("{")
  print("  \"image\": {\"width\": \(width), \"height\": \(height)},")
  print("  \"legible\": {")
  for (n, (name, simulator)) in configs.enumerated() {
    var times: [Double] = []
    for _ in 0..<runs {
      var copy = image
      times.append(seconds { simulator.simulateRGBA(&copy) })
    }
    let t = best(times)
    let comma = n == configs.count - 1 ? "" : ","
    print("    \"\(name)\": {\"seconds\": \(t), \"megapixelsPerSecond\": \(megapixels / t)}\(comma)")
  }
  print("  }")
  print("}")
}

let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "cvd": cvdBenchmark(arguments: Array(args.dropFirst()))
default:
  print("usage: LegibleBenchmark cvd [--width W --height H --runs N --write-rgb FILE]")
  exit(2)
}
