import Foundation
import Testing

/// action.yml and the README's example workflow, read as text: the workflow's `uses: ./`
/// names this repository's action, its `with:` keys are the action's inputs, no input is
/// pasted into a shell command, and the example's own inputs run through the script.
@Suite struct ActionDefinitionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func read(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The README's fenced YAML block that uses this repository's action.
  func exampleWorkflow() throws -> [Substring] {
    let readme = try read("README.md")
    let blocks = readme.components(separatedBy: "```yaml\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    let block = try #require(
      blocks.first { $0.contains("- uses: ./\n") }, "no README workflow with 'uses: ./'")
    return block.split(separator: "\n")
  }

  /// `key: value` lines indented under the `with:` that follows `- uses: ./`.
  func exampleInputs() throws -> [String: String] {
    let lines = try exampleWorkflow()
    let uses = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- uses: ./" })
    #expect(lines[uses + 1].trimmingCharacters(in: .whitespaces) == "with:")
    var inputs: [String: String] = [:]
    for line in lines[(uses + 2)...] {
      let t = line.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("          "), let colon = t.firstIndex(of: ":") else { break }
      inputs[String(t[..<colon])] = t[t.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
    return inputs
  }

  /// Input names declared under `inputs:` in action.yml (two-space keys).
  func actionInputs() throws -> Set<String> {
    let yml = try read("action.yml")
    let section = yml.components(separatedBy: "\ninputs:\n")[1].components(separatedBy: "\noutputs:")[0]
    return Set(
      section.split(separator: "\n").filter {
        $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":")
      }
      .map { String($0.dropFirst(2).dropLast()) })
  }

  @Test func exampleUsesThisRepositorysActionWithItsInputs() throws {
    #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("action.yml").path))
    let declared = try actionInputs()
    #expect(declared == ["paths", "args", "annotations", "sarif", "upload-sarif", "fail"])
    let used = try exampleInputs()
    #expect(!used.isEmpty)
    #expect(
      Set(used.keys).isSubset(of: declared),
      "README uses inputs action.yml lacks: \(Set(used.keys).subtracting(declared))")
  }

  @Test func noInputIsPastedIntoAShellCommand() throws {
    let yml = try read("action.yml")
    let runs = yml.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("run:") }
    #expect(runs.count >= 4)
    for run in runs { #expect(!run.contains("${{"), "expression inside a shell command: \(run)") }
    let script = try read(".ci/action-run.sh")
    for step in ["key", "install", "build", "check"] {
      #expect(yml.contains("/.ci/action-run.sh\" \(step)'"), "action.yml does not run \(step)")
      #expect(script.contains("\n  \(step))\n"), "action-run.sh has no \(step) step")
    }
    for variable in [
      "LEGIBLE_PATHS", "LEGIBLE_ARGS", "LEGIBLE_ANNOTATIONS", "LEGIBLE_SARIF", "LEGIBLE_BIN_DIR",
    ] {
      #expect(yml.contains("\(variable): ${{"), "\(variable) is not passed")
      #expect(script.contains(variable))
    }
  }

  /// The example's `paths` and `args` through the check step, on this repository.
  @Test func exampleInputsRunThroughTheScript() throws {
    let binary = try #require(BuiltBinary.url, "legible binary not found next to the test bundle")
    let inputs = try exampleInputs()
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temp) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.root.appendingPathComponent(".ci/action-run.sh").path, "check"]
    process.currentDirectoryURL = Self.root
    process.environment = [
      "PATH": "/usr/bin:/bin", "GITHUB_WORKSPACE": Self.root.path, "RUNNER_TEMP": temp.path,
      "GITHUB_OUTPUT": temp.appendingPathComponent("output").path,
      "GITHUB_STEP_SUMMARY": temp.appendingPathComponent("summary.md").path, "LEGIBLE_BIN": binary.path,
      "LEGIBLE_PATHS": inputs["paths"] ?? ".", "LEGIBLE_ARGS": inputs["args"] ?? "",
      "LEGIBLE_SARIF": temp.appendingPathComponent("legible.sarif").path,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let output = try String(contentsOf: temp.appendingPathComponent("output"), encoding: .utf8)
    // Palettes/acme-failing.palette.json and the Samples fail: the example shows annotations.
    #expect(output == "status=1\n")
    #expect(stdout.contains("::error file=Palettes/acme-failing.palette.json,line="))
    #expect(stdout.contains("::error file=Samples/form_dark.png,title="))
    #expect(FileManager.default.fileExists(atPath: temp.appendingPathComponent("legible.sarif").path))
  }
}
