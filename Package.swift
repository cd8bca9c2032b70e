// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: legible (CLI) → Reporting → features (ScreenScan, PaletteReview)
// → Findings, Pixels, ColorScience. Only Imaging (PNG I/O) links libpng: ScreenScan and
// PaletteReview build without any C dependency. ColorScience uses the standard library only
// (plus the C math library for pow/cbrt/atan2).
let package = Package(
  name: "Legible",
  products: [
    // `import Legible` for all of them; each alone for a smaller dependency.
    .library(name: "Legible", targets: ["Legible"]),
    .library(name: "ColorScience", targets: ["ColorScience"]),
    .library(name: "ScreenScan", targets: ["ScreenScan"]),
    .library(name: "PaletteReview", targets: ["PaletteReview"]),
    .library(name: "Imaging", targets: ["Imaging"]),
    .executable(name: "legible", targets: ["LegibleTool"]),
    // SwiftPM plugins: checks palettes while a target builds, and `swift package legible`.
    .plugin(name: "LegibleBuildPlugin", targets: ["LegibleBuildPlugin"]),
    .plugin(name: "LegibleCommandPlugin", targets: ["LegibleCommandPlugin"]),
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
    .target(
      name: "Imaging", dependencies: ["ColorScience", "Pixels", "CLibPNG", "FileInput"],
      exclude: ["Generators"]),
    .target(name: "ScreenScan", dependencies: ["ColorScience", "Pixels", "Findings"]),
    .target(name: "PaletteReview", dependencies: ["ColorScience", "Findings", "JSONSupport", "FileInput"]),
    .target(
      name: "Reporting",
      dependencies: ["ColorScience", "Findings", "Imaging", "ScreenScan", "PaletteReview", "JSONSupport"],
      exclude: ["Schemas"]),
    .target(name: "JSONSupport"),
    .target(
      name: "LegibleCLI",
      dependencies: [
        "ColorScience", "Findings", "Imaging", "ScreenScan", "PaletteReview", "Reporting", "JSONSupport",
        "FileInput",
      ]),
    // The umbrella library: re-exports the products and adds the test-facing Audit API.
    .target(
      name: "Legible",
      dependencies: ["ColorScience", "Findings", "Pixels", "Imaging", "ScreenScan", "PaletteReview"]),
    // The `legible` executable (its folder is not Sources/legible, which would be the same
    // folder as Sources/Legible on a case-insensitive file system).
    .executableTarget(name: "LegibleTool", dependencies: ["LegibleCLI"]),
    // Both plugins run the `legible` tool built from LegibleTool: no binary is downloaded.
    .plugin(
      name: "LegibleBuildPlugin", capability: .buildTool(), dependencies: ["LegibleTool"],
      path: "Sources/LegibleBuildPlugin"),
    .plugin(
      name: "LegibleCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "legible", description: "Check the package's palettes and screenshots with legible")),
      dependencies: ["LegibleTool"], path: "Sources/LegibleCommandPlugin"),
    .executableTarget(
      name: "LegibleFuzz",
      dependencies: ["ColorScience", "Imaging", "JSONSupport", "PaletteReview", "FileInput", "ScreenScan"]),
    .executableTarget(
      name: "LegibleBenchmark",
      dependencies: ["ColorScience", "Imaging", "CLibPNG", "ScreenScan"],
      exclude: ["peers"]
    ),
    .testTarget(name: "FileInputTests", dependencies: ["FileInput"]),
    .testTarget(name: "FindingsTests", dependencies: ["Findings"]),
    .testTarget(
      name: "ReportingTests",
      dependencies: [
        "Reporting", "Findings", "Pixels", "Imaging", "ScreenScan", "ColorScience", "JSONSupport",
      ]),
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
      name: "PaletteReviewTests", dependencies: ["PaletteReview", "ColorScience", "JSONSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LegibleCLITests", dependencies: ["LegibleCLI", "JSONSupport", "LegibleTool"], exclude: ["Corpus"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
