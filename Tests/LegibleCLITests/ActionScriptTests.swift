import Foundation
import Testing

@testable import LegibleCLI

/// The GitHub Action's script steps (`.ci/action-run.sh`, which action.yml calls), run as the
/// runner would on a small fixture repository: a failing palette and a PNG screenshot. Not
/// GitHub itself: the test plays the runner's part (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT,
/// RUNNER_TEMP) and uses the debug binary instead of the cached release build.
@Suite struct ActionScriptTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let script = root.appendingPathComponent(".ci/action-run.sh").path

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var summary: String
    var outputs: String
    var repo: URL
  }

  /// A fixture repository in a fresh temporary folder, then `action-run.sh check` in it.
  func runCheck(paths: String, args: String = "", extra: (URL) throws -> Void = { _ in }) throws -> Run {
    let binary = try #require(BuiltBinary.url, "legible binary not found next to the test bundle")
    let repo = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-action-\(UUID().uuidString)")
    let fm = FileManager.default
    try fm.createDirectory(at: repo.appendingPathComponent("design"), withIntermediateDirectories: true)
    try fm.createDirectory(at: repo.appendingPathComponent("shots"), withIntermediateDirectories: true)
    try fm.copyItem(
      at: Self.root.appendingPathComponent("Palettes/acme-failing.palette.json"),
      to: repo.appendingPathComponent("design/acme.palette.json"))
    try fm.copyItem(
      at: Self.root.appendingPathComponent("Samples/form_dark.png"),
      to: repo.appendingPathComponent("shots/form dark.png"))
    // A resolver reaches its token files by absolute paths; reports must still name them
    // relative to the repository.
    for name in ["github-primer.resolver.json", "github-primer"] {
      try fm.copyItem(
        at: Self.root.appendingPathComponent("Palettes/" + name),
        to: repo.appendingPathComponent("design/" + name))
    }
    try extra(repo)
    let runner = repo.appendingPathComponent(".runner")
    try fm.createDirectory(at: runner, withIntermediateDirectories: true)
    let summary = runner.appendingPathComponent("summary.md")
    let outputs = runner.appendingPathComponent("output")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.script, "check"]
    process.currentDirectoryURL = repo
    process.environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "GITHUB_ACTION_PATH": Self.root.path, "GITHUB_WORKSPACE": repo.path,
      "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_OUTPUT": outputs.path, "RUNNER_TEMP": runner.path,
      "LEGIBLE_BIN": binary.path, "LEGIBLE_PATHS": paths, "LEGIBLE_ARGS": args, "LEGIBLE_ANNOTATIONS": "true",
      "LEGIBLE_SARIF": "legible.sarif",
    ]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
      stderr: String(decoding: e, as: UTF8.self),
      summary: (try? String(contentsOf: summary, encoding: .utf8)) ?? "",
      outputs: (try? String(contentsOf: outputs, encoding: .utf8)) ?? "", repo: repo)
  }

  /// Splits `::kind props::message` without decoding: enough to find file, line and title.
  func annotations(_ stdout: String) -> [(kind: String, properties: [String: String], message: String)] {
    stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.compactMap { line in
      let body = line.dropFirst(2)
      guard let end = body.range(of: "::") else { return nil }
      let parts = body[..<end.lowerBound].split(separator: " ", maxSplits: 1)
      var props: [String: String] = [:]
      for p in parts.dropFirst().first?.split(separator: ",") ?? [] {
        let kv = p.split(separator: "=", maxSplits: 1)
        if kv.count == 2 { props[String(kv[0])] = String(kv[1]) }
      }
      return (String(parts[0]), props, String(body[end.upperBound...]))
    }
  }

  @Test func checkAnnotatesSummarizesAndWritesRelativeSARIF() throws {
    let run = try runCheck(paths: "design shots")
    defer { try? FileManager.default.removeItem(at: run.repo) }
    #expect(
      run.status == 0, "the check step records the status; the Action's last step fails on it: \(run.stderr)")
    #expect(run.outputs.contains("status=1\n"))

    let found = annotations(run.stdout)
    let palette = found.filter { $0.properties["file"] == "design/acme.palette.json" }
    let image = found.filter { $0.properties["file"] == "shots/form dark.png" }
    let resolved = found.filter {
      $0.properties["file"]?.hasPrefix("design/github-primer/functional/color/") == true
    }
    #expect(!palette.isEmpty && !image.isEmpty && !resolved.isEmpty)
    #expect(
      found.count == palette.count + image.count + resolved.count,
      "every annotation names a repository-relative file")
    // Palette findings sit at the token's line and column; screenshots carry x/y in the message.
    #expect(
      palette.allSatisfy {
        $0.kind == "error" && Int($0.properties["line"] ?? "") != nil && $0.properties["col"] != nil
      })
    #expect(palette.contains { $0.properties["title"]?.hasPrefix("pair-contrast%3A ") == true })
    #expect(
      image.allSatisfy {
        $0.properties["line"] == nil && $0.message.contains(" at x ") && $0.message.contains(" px)")
      })
    #expect(image.contains { $0.properties["title"]?.hasPrefix("text-contrast%3A ") == true })

    #expect(run.summary.hasPrefix("## Legible check\n\n\(found.count) findings: "))
    #expect(run.summary.contains("| `pair-contrast` |") && run.summary.contains("| `text-contrast` |"))
    #expect(run.summary.contains("| design/acme.palette.json:"))
    #expect(run.summary.contains("| shots/form dark.png |"))

    let data = try Data(contentsOf: run.repo.appendingPathComponent("legible.sarif"))
    let sarif = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    #expect(results.count == found.count)
    let locations = results.compactMap { r in
      ((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: String]
    }
    #expect(locations.count == results.count)
    let uris = Set(locations.compactMap { $0["uri"] })
    #expect(uris.isSuperset(of: ["design/acme.palette.json", "shots/form%20dark.png"]))
    #expect(
      uris.subtracting(["design/acme.palette.json", "shots/form%20dark.png"]).allSatisfy {
        $0.hasPrefix("design/github-primer/functional/color/") && $0.hasSuffix(".tokens.json")
      }, "\(uris)")
    #expect(locations.allSatisfy { $0["uriBaseId"] == "%SRCROOT%" })
  }

  @Test func inputsAreWordsNeverShellCode() throws {
    let run = try runCheck(
      paths: "design $(touch pwned) `touch pwned2` ;touch pwned3", args: "--fail-on never")
    defer { try? FileManager.default.removeItem(at: run.repo) }
    for name in ["pwned", "pwned2", "pwned3", ";touch"] {
      #expect(
        !FileManager.default.fileExists(atPath: run.repo.appendingPathComponent(name).path),
        "\(name) was created")
    }
    // The odd words are paths that do not exist: check reports them and exits 2.
    #expect(run.outputs.contains("status=2\n"))
    #expect(run.stdout.contains("::error title=Unreadable input::"), "\(run.stdout)")
  }

  @Test func aCleanRepositoryPassesWithAnEmptyAnnotationLog() throws {
    let run = try runCheck(paths: "clean") { repo in
      let clean = repo.appendingPathComponent("clean")
      try FileManager.default.createDirectory(at: clean, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Self.root.appendingPathComponent("Palettes/acme-passing.palette.json"),
        to: clean.appendingPathComponent("acme.palette.json"))
    }
    defer { try? FileManager.default.removeItem(at: run.repo) }
    #expect(run.outputs.contains("status=0\n"), "\(run.stderr)")
    #expect(annotations(run.stdout).isEmpty)
    #expect(run.summary.hasPrefix("## Legible check\n\n0 findings: "))
  }

  /// `key` output for an action checked out at `actionPath`.
  func cacheKey(actionPath: URL) throws -> String {
    let output = actionPath.appendingPathComponent("output-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.script, "key"]
    process.environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "GITHUB_ACTION_PATH": actionPath.path,
      "GITHUB_OUTPUT": output.path, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
      "RUNNER_TOOL_CACHE": "/opt/cache",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("\nbin-dir=/opt/cache/legible-bin\n"))
    return try #require(
      text.split(separator: "\n").first { $0.hasPrefix("key=legible-Linux-X64-") }.map(String.init))
  }

  /// The cached binary is keyed by the package's sources: the same sources give the same
  /// key, any change to Sources gives a new one (an action checkout has no .git to ask).
  @Test func cacheKeyFollowsThePackagesSources() throws {
    let action = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-key-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: action) }
    for dir in ["CLibPNG", "Sources/A"] {
      try FileManager.default.createDirectory(
        at: action.appendingPathComponent(dir), withIntermediateDirectories: true)
    }
    try "// swift-tools-version:6.0\n".write(
      to: action.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let source = action.appendingPathComponent("Sources/A/a.swift")
    try "let a = 1\n".write(to: source, atomically: true, encoding: .utf8)
    let first = try cacheKey(actionPath: action)
    #expect(try cacheKey(actionPath: action) == first)
    try "let a = 2\n".write(to: source, atomically: true, encoding: .utf8)
    #expect(try cacheKey(actionPath: action) != first)
  }
}
