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
    .target(name: "JSONSupport"),
    .target(name: "LegibleCLI", dependencies: ["ColorScience", "JSONSupport"]),
    .executableTarget(name: "legible", dependencies: ["LegibleCLI"]),
    .executableTarget(
      name: "LegibleBenchmark",
      dependencies: ["ColorScience"],
      exclude: ["peers"]
    ),
    .testTarget(
      name: "ColorScienceTests",
      dependencies: ["ColorScience"],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "LegibleCLITests", dependencies: ["LegibleCLI", "JSONSupport", "legible"]),
  ],
  swiftLanguageModes: [.v6]
)
