// Legible's benchmarks: rerunnable, side by side with the peer named in each issue.
// Run through Sources/LegibleBenchmark/peers/run.sh, which builds in release mode, runs the
// peer on the same input in the same run and prints the ratio. Timings are the best of
// several runs; machines here are shared, so compare ratios, not absolute figures.
import CLibPNG
import ColorScience
import Foundation
import Imaging
import ScreenScan

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
    case "--width":
      width = Int(arguments[i + 1])!
      i += 1
    case "--height":
      height = Int(arguments[i + 1])!
      i += 1
    case "--runs":
      runs = Int(arguments[i + 1])!
      i += 1
    case "--write-rgb":
      rawOut = arguments[i + 1]
      i += 1
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

/// The PNG pipeline on one large PNG: libpng alone (the floor) against Legible's decode +
/// simulate + encode. Reads the PNG given (run.sh makes a 12-megapixel one from Samples/).
func pngBenchmark(arguments: [String]) {
  guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else {
    fatalError("usage: LegibleBenchmark png <file.png> [runs]")
  }
  let runs = arguments.count > 1 ? Int(arguments[1])! : 5
  let bytes = [UInt8](data)
  var width = 0
  var height = 0

  func libpngDecode() -> [UInt8] {
    var image = png_image()
    image.version = legible_image_version
    defer { png_image_free(&image) }
    _ = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    image.format = legible_format_rgba
    width = Int(image.width)
    height = Int(image.height)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    _ = out.withUnsafeMutableBytes {
      png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
    }
    return out
  }
  // The floor's writer is Legible's (libpng's classic writer at Legible's level and filters).
  func libpngEncode(_ rgba: [UInt8]) -> Int {
    try! PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: rgba)).count
  }

  var decodeTimes: [Double] = []
  var floorTimes: [Double] = []
  var legibleTimes: [Double] = []
  var simulateTimes: [Double] = []
  var encodeTimes: [Double] = []
  var encodedBytes = 0
  var rowWriterTimes: [Double] = []
  var lastSimulated = RGBAImage(width: 0, height: 0, fill: RGBA8(red: 0, green: 0, blue: 0))
  let simulator = CVDSimulator(.deuteranopia)
  for _ in 0..<runs {
    decodeTimes.append(seconds { _ = libpngDecode() })
    floorTimes.append(seconds { _ = libpngEncode(libpngDecode()) })
    legibleTimes.append(
      seconds {
        let decoded = try! PNGDecoder.decode(bytes: bytes, name: path)
        let opaque = decoded.image.composited(over: RGBA8(red: 255, green: 255, blue: 255))
        var simulated = opaque
        simulateTimes.append(seconds { simulated = opaque.simulated(simulator) })
        encodeTimes.append(seconds { encodedBytes = try! PNGEncoder.encode(simulated).count })
        lastSimulated = simulated
      })
    // The same pixels through libpng's row writer on one core, unfiltered at level 6 (outside
    // the pipeline's time).
    let image = lastSimulated
    rowWriterTimes.append(
      seconds {
        var output = legible_png_output()
        _ = image.pixels.withUnsafeBufferPointer {
          legible_png_write(
            $0.baseAddress, UInt32(image.width), UInt32(image.height), 4 * image.width, 0, 6,
            legible_filter_none, 0, &output)
        }
        legible_png_output_free(&output)
      })
  }
  print("{\"image\": {\"width\": \(width), \"height\": \(height)},")
  print(" \"libpngDecode\": \(best(decodeTimes)), \"libpngDecodeEncode\": \(best(floorTimes)),")
  print(
    " \"legibleDecodeSimulateEncode\": \(best(legibleTimes)), \"legibleSimulateOnly\": \(best(simulateTimes)),"
  )
  print(" \"legibleEncodeOnly\": \(best(encodeTimes)), \"legibleBytes\": \(encodedBytes),")
  print(" \"libpngRowWriterOnly\": \(best(rowWriterTimes))}")
}

/// `legible scan`'s cost against decoding alone, on one screenshot, in one process.
func scanBenchmark(arguments: [String]) {
  guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else {
    fatalError("usage: LegibleBenchmark scan <screenshot.png> [runs]")
  }
  let runs = arguments.count > 1 ? Int(arguments[1])! : 9
  let bytes = [UInt8](data)
  var decodeTimes: [Double] = []
  var legibleDecodeTimes: [Double] = []
  var scanTimes: [Double] = []
  var textOnlyTimes: [Double] = []
  var wholeTimes: [Double] = []
  var lines = 0
  var size = (0, 0)
  for _ in 0..<runs {
    decodeTimes.append(
      seconds {
        var image = png_image()
        image.version = legible_image_version
        _ = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        image.format = legible_format_rgba
        var out = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
        _ = out.withUnsafeMutableBytes {
          png_image_finish_read(&image, nil, $0.baseAddress, Int32(image.width * 4), nil)
        }
        png_image_free(&image)
        size = (Int(image.width), Int(image.height))
      })
    legibleDecodeTimes.append(seconds { _ = try! PNGDecoder.decode(bytes: bytes, name: path) })
    scanTimes.append(
      seconds {
        // As `legible scan` does it: rows scanned while they are inflated when the file allows.
        let result: ScanResult
        let white = RGBA8(red: 255, green: 255, blue: 255)
        switch try! PNGDecoder.pixels(of: PNGDecoder.open(bytes: bytes, name: path)) {
        case .rows(var rows): result = try! ScreenScanner().scan(rows: &rows, backdrop: white).result
        case .whole(let decoded): result = ScreenScanner().scan(decoded.image.composited(over: white))
        }
        lines = result.textRegions.count
        if CommandLine.arguments.contains("--timing") {
          let t = result.stageTimes
          print(
            "TIMING regions \(t.regions / 1000) µs, blobs \(t.blobs / 1000), lines \(t.lines / 1000), measure \(t.measurement / 1000); blobs \(t.blobCount), lines \(t.lineCount)"
          )
        }
      })
    wholeTimes.append(
      seconds {
        // The whole image decoded first, then scanned: the path before rows were streamed.
        let decoded = try! PNGDecoder.decode(bytes: bytes, name: path)
        _ = ScreenScanner().scan(decoded.image.composited(over: RGBA8(red: 255, green: 255, blue: 255)))
      })
    textOnlyTimes.append(
      seconds {
        let decoded = try! PNGDecoder.decode(bytes: bytes, name: path)
        var options = ScanOptions()
        options.detectColorOnlyStates = false
        _ = ScreenScanner(options: options).scan(decoded.image)
      })
  }
  print("{\"image\": {\"width\": \(size.0), \"height\": \(size.1)}, \"textLines\": \(lines),")
  print(
    " \"libpngDecode\": \(best(decodeTimes)), \"legibleDecode\": \(best(legibleDecodeTimes)), \"legibleDecodeAndScan\": \(best(scanTimes)), \"legibleDecodeAndTextOnlyScan\": \(best(textOnlyTimes)), \"legibleDecodeThenScan\": \(best(wholeTimes))}"
  )
}

/// PNG writing alone at each zlib level and libpng filter choice, for the table of
/// `run.sh png-levels` (against Pillow's writer). Prints one JSON object per file: the best
/// time of `runs` and the size for every (level, filters) pair; writes the decoded pixels to
/// RAWDIR/N.rgba so that the peer encodes exactly the same pixels (Legible's decoder
/// converts color-managed files to sRGB; Pillow's does not).
func pngEncodeBenchmark(arguments: [String]) {
  guard arguments.count >= 3, let runs = Int(arguments[0]) else {
    fatalError("usage: LegibleBenchmark png-encode RUNS RAWDIR FILE.png...")
  }
  let rawFolder = arguments[1]
  let filterChoices: [(String, Int32)] = [
    ("none", legible_filter_none), ("sub", legible_filter_sub), ("up", legible_filter_up),
    ("paeth", legible_filter_paeth), ("up+paeth", legible_filter_up | legible_filter_paeth),
    ("sub+up+paeth", legible_filter_sub | legible_filter_up | legible_filter_paeth),
    ("all", legible_filter_all),
  ]
  for (index, path) in arguments.dropFirst(2).enumerated() {
    let image = try! PNGDecoder.decode(path: path).image
    let alpha = image.hasTransparency
    let raw = "\(rawFolder)/\(index).rgba"
    _ = FileManager.default.createFile(atPath: raw, contents: Data(image.pixels))
    var rows: [String] = []
    for level in Int32(1)...6 {
      for (name, mask) in filterChoices {
        var size = 0
        var times: [Double] = []
        for _ in 0..<runs {
          times.append(
            seconds {
              var output = legible_png_output()
              _ = image.pixels.withUnsafeBufferPointer {
                legible_png_write(
                  $0.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, alpha ? 1 : 0,
                  level, mask, image.width * image.height / 8 + 4096, &output)
              }
              size = output.size
              legible_png_output_free(&output)
            })
        }
        rows.append(
          "{\"level\": \(level), \"filters\": \"\(name)\", \"seconds\": \(best(times)), \"bytes\": \(size)}")
      }
    }
    // One line per file: run.sh reads JSON lines.
    let file =
      "\"path\": \"\(path)\", \"raw\": \"\(raw)\", \"width\": \(image.width), \"height\": \(image.height)"
    print("{\(file), \"alpha\": \(alpha), \"results\": [\(rows.joined(separator: ", "))]}")
  }
}

/// Writes a 12-megapixel PNG (4000×3000) tiled from the sample screenshots.
func makeLargePNG(arguments: [String]) {
  let samples = arguments[0]
  let output = arguments[1]
  let files = ["settings_light.png", "form_dark.png", "segmented_light.png", "status_p3.png"]
  let tiles = files.map { try! PNGDecoder.decode(path: samples + "/" + $0).image }
  var canvas = RGBAImage(width: 4000, height: 3000, fill: RGBA8(red: 255, green: 255, blue: 255))
  var x = 0
  var y = 0
  var i = 0
  while y < 3000 {
    let tile = tiles[i % tiles.count]
    canvas.place(tile, x: x, y: y)
    x += tile.width
    i += 1
    if x >= 4000 {
      x = 0
      y += tile.height
    }
  }
  try! PNGEncoder.write(canvas, to: output)
}

let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "cvd": cvdBenchmark(arguments: Array(args.dropFirst()))
case "png": pngBenchmark(arguments: Array(args.dropFirst()))
case "scan": scanBenchmark(arguments: Array(args.dropFirst()))
case "png-encode": pngEncodeBenchmark(arguments: Array(args.dropFirst()))
case "make-large-png": makeLargePNG(arguments: Array(args.dropFirst()))
default:
  print(
    "usage: LegibleBenchmark cvd [--width W --height H --runs N --write-rgb FILE] | png FILE [RUNS] | png-encode RUNS RAWDIR FILE... | make-large-png SAMPLES OUT"
  )
  exit(2)
}
