// swift-tools-version:6.0
// A package that applies Legible's plugins the way an app would, depending on Legible by
// path. `.ci/plugin-fixture/run` builds it and checks what `swift build` and
// `swift package legible` report.
import PackageDescription

let legible = Target.PluginUsage.plugin(name: "LegibleBuildPlugin", package: "Legible")

let package = Package(
  name: "LegiblePluginFixture",
  dependencies: [.package(name: "Legible", path: "../..")],
  targets: [
    // text.secondary #999999 on background.default #ffffff: 2.85:1, below 4.5:1.
    .target(name: "Failing", resources: [.copy("colors.tokens.json")], plugins: [legible]),
    // The same pair at #595959: 7.0:1.
    .target(name: "Passing", resources: [.copy("colors.tokens.json")], plugins: [legible]),
    // An asset catalog whose secondaryLabel fails on background (2.22:1).
    .target(name: "Catalog", resources: [.copy("Colors.xcassets")], plugins: [legible]),
    // No palette (a resource folder holding only text): the plugin adds no command.
    .target(name: "Plain", resources: [.copy("Notes")], plugins: [legible]),
  ],
  swiftLanguageModes: [.v6]
)
