// swift-tools-version:6.0
// A package that uses Legible the way a Swift app's test suite would: by path, through the
// public API of the `Legible` product only. `.ci/run` runs its tests.
import PackageDescription

let package = Package(
  name: "LegibleConsumer",
  dependencies: [.package(name: "Legible", path: "../..")],
  targets: [
    .testTarget(name: "ConsumerTests", dependencies: [.product(name: "Legible", package: "Legible")])
  ],
  swiftLanguageModes: [.v6]
)
