import Foundation
import PackagePlugin

/// Checks the palettes in a target's files on every build that changes them, and reports each
/// finding on its token's line the way clang and swiftc do (`file:line:column: error: …`), so
/// `swift build` and Xcode show it in place and an error fails the build.
///
/// Which files are palettes is the `legible` tool's decision, not this plugin's: it hands the
/// tool every file of the target that could hold one (`LegibleInputs`) and the tool checks
/// those it recognises, as `legible check` does in a folder, so a palette form the tool learns
/// later is checked here without a change to the plugin. A target with none of those files
/// gets no command, so it costs nothing. The command declares the files and the package's
/// `legible.json` as its inputs and a stamp file as its output: it runs again only when one
/// of them (or the tool) changes, and a run that fails writes no stamp, so the error stays
/// until the palette is fixed.
@main
struct LegibleBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else {
      if target is SourceModuleTarget {
        Diagnostics.warning(
          "LegibleBuildPlugin checks the palettes of Swift targets; '\(target.name)' is not one")
      }
      return []
    }
    let (paths, inputs) = LegibleInputs.of(module.sourceFiles.map { ($0.url, $0.type) })
    guard !paths.isEmpty else { return [] }
    let legible = try context.tool(named: "LegibleTool").url
    let config = LegibleInputs.config(in: context.package.directoryURL)
    // The stamp is a Swift file holding a comment: an output SwiftPM does not know becomes a
    // resource copied into the target's bundle, while a Swift file is only compiled (to
    // nothing). The target's name keeps it apart from the target's own file names.
    let stamp = context.pluginWorkDirectoryURL.appending(path: "LegibleChecked-\(target.name).swift")
    var check = [legible.path, "check", "--format", "xcode", "--palettes-only", "--allow-empty", "--quiet"]
    if let config { check += ["--config", config.path] }
    check += ["--"] + paths.map(\.path)
    // `legible check` reports; the stamp is written only when it passes, so a failing palette
    // fails every build until it is fixed. `sh` keeps the two apart without a build-system
    // option in the tool, and passes every path as an argument, never through its parser.
    return [
      .buildCommand(
        displayName: "Legible: checking the palettes of \(target.name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          "-c", "stamp=$1; shift; \"$@\" && echo '// Palettes checked by legible.' > \"$stamp\"",
          "legible-build-plugin", stamp.path,
        ] + check,
        // SwiftPM adds the tool itself: a new `legible` checks again.
        inputFiles: inputs + (config.map { [$0] } ?? []),
        outputFiles: [stamp])
    ]
  }
}
