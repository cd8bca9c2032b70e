// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: legible (CLI) → features → image I/O and color science.
// ColorScience uses the standard library only (plus the C math library for pow/cbrt/atan2).
let package = Package(
  name: "Legible",
  products: [
    .library(name: "ColorScience", targets: ["ColorScience"]),
    .executable(name: "legible", targets: ["legible"]),
  ],
  targets: [
    .target(name: "ColorScience"),
    .systemLibrary(
      name: "CLibPNG",
      path: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
    ),
    .target(name: "FileInput"),
    .target(name: "Pixels", dependencies: ["ColorScience"]),
    .target(name: "Findings", dependencies: ["Pixels"]),
    .target(name: "Imaging", dependencies: ["ColorScience", "Pixels", "CLibPNG", "FileInput"], exclude: ["Generators"]),
    .target(name: "ScreenScan", dependencies: ["ColorScience", "Pixels", "Findings"]),
    .target(name: "PaletteReview", dependencies: ["ColorScience", "Findings", "JSONSupport", "FileInput"]),
    .target(
      name: "Reporting", dependencies: ["ColorScience", "Findings", "Imaging", "ScreenScan", "PaletteReview", "JSONSupport"],
      exclude: ["Schemas"]),
    .target(name: "JSONSupport"),
    .target(
      name: "LegibleCLI",
      dependencies: [
        "ColorScience", "Findings", "Imaging", "ScreenScan", "PaletteReview", "Reporting", "JSONSupport", "FileInput",
      ]),
    .executableTarget(name: "legible", dependencies: ["LegibleCLI"]),
    .executableTarget(
      name: "LegibleFuzz",
      dependencies: ["ColorScience", "Imaging", "JSONSupport", "PaletteReview", "FileInput", "ScreenScan"]),
    .executableTarget(
      name: "LegibleBenchmark",
      dependencies: ["ColorScience", "Imaging", "CLibPNG", "ScreenScan"],
      exclude: ["peers"]
    ),
    .testTarget(name: "FileInputTests", dependencies: ["FileInput"]),
    .testTarget(
      name: "ColorScienceTests",
      dependencies: ["ColorScience"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ImagingTests",
      dependencies: ["Imaging", "ColorScience"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ScreenScanTests", dependencies: ["ScreenScan", "Imaging", "ColorScience"],
      exclude: ["screens-dev-score.txt"]),
    .testTarget(
      name: "PaletteReviewTests", dependencies: ["PaletteReview", "ColorScience", "JSONSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "LegibleCLITests", dependencies: ["LegibleCLI", "JSONSupport", "legible"], exclude: ["Corpus"]),
  ],
  swiftLanguageModes: [.v6]
)
