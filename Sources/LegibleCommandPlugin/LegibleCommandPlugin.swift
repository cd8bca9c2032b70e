import Foundation
import PackagePlugin

/// `swift package legible [subcommand] [options…]`: the `legible` tool, built from this
/// package, run in the package's folder, for CI and for anyone who has not installed it.
///
/// With no subcommand it runs `legible check`, which checks every palette and screenshot
/// under the package's folder (skipping `.build`) with the package's `legible.json`. Paths
/// given (`swift package legible check Sources/App`) are relative to the package's folder,
/// and the package's `legible.json` applies to them too unless `--config` names another.
/// `swift package` exits non-zero when the tool does: a finding at or above `--fail-on`, or
/// an input that could not be read. The plugin asks for no permission: it only
/// reads, unless the options given make the tool write (then pass SwiftPM's
/// `--allow-writing-to-package-directory`).
@main
struct LegibleCommandPlugin: CommandPlugin {
  /// The tool's subcommands and top-level options, passed through as they are; any other
  /// first argument (a path, an option of `check`) is `check`'s.
  static let passedThrough: Set<String> = [
    "check", "scan", "palette", "contrast", "simulate", "merge", "rules", "completions", "man", "help",
    "--help", "-h", "--version",
  ]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var rest = arguments
    if rest.first.map({ !Self.passedThrough.contains($0) }) ?? true {
      rest.insert("check", at: 0)
    }
    // `check` looks for legible.json in its first path; with paths inside the package given,
    // the package's own config is still the one that applies, unless --config names another.
    let folder = context.package.directoryURL
    if rest[0] == "check", !rest.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }),
      let config = ["legible.json", ".legible.json"].map({ folder.appending(path: $0) })
        .first(where: { FileManager.default.fileExists(atPath: $0.path) })
    {
      rest.insert(contentsOf: ["--config", config.path], at: 1)
    }
    let legible = try context.tool(named: "LegibleTool").url
    let process = Process()
    process.executableURL = legible
    process.arguments = rest
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    // Thrown, it is the one error SwiftPM prints, and `swift package` exits non-zero.
    guard status == 0 else { throw ExitStatus(command: rest[0], code: status) }
  }
}

/// The tool's exit status, as the error that ends the plugin.
struct ExitStatus: Error, CustomStringConvertible {
  var command: String
  var code: Int32
  var description: String {
    "legible \(command) exited with status \(code)" + (code == 1 ? " (findings at or above --fail-on)" : "")
  }
}
