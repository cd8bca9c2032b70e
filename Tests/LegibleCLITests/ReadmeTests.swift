import Foundation
import Testing

/// Every command the README shows, run against this build, so the README cannot go stale:
///
/// - a ```` ```console ```` block is a transcript: each `$ legible …` line is run and its
///   standard output must equal the lines under it, up to a line `…` (the output goes on);
/// - a ```` ```sh ```` block's `legible …` lines (and `swift run legible …`) are run in
///   order, in one scratch folder, and must not fail as misuse or bad input (exit 2) nor
///   print an error; a gate's exit 1 is what the samples are for.
///
/// Both run in a scratch folder holding copies of `Samples/*.png` and `Palettes/`, as a clone's
/// root would, so the outputs the commands write land there. Lines that install or build
/// (`swift build`, `swift test`, `sudo …`, `brew`, `apt-get`) are not run here: `.ci/run` does
/// those on a fresh machine.
@Suite struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One fenced block of the README: its info string and its lines.
  struct Block {
    var language: String
    var lines: [String]
  }

  static func blocks() throws -> [Block] {
    let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [Block] = []
    var current: Block?
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        if let open = current {
          blocks.append(open)
          current = nil
        } else {
          current = Block(language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: [])
        }
      } else {
        current?.lines.append(line)
      }
    }
    return blocks
  }

  /// A command line as the README writes it: its words (quotes removed, a `#` comment
  /// dropped), where standard output is redirected, and whether it is piped on.
  struct Command: CustomStringConvertible {
    var words: [String]
    var redirect: String?
    var description: String { words.joined(separator: " ") }
  }

  /// Splits a shell line into words the way sh does for the quoting the README uses: single
  /// and double quotes, a `#` that starts a word ends the line, `> FILE` redirects, `| …`
  /// pipes into a command that is not Legible's and is dropped.
  static func parse(_ line: String) -> Command {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for c in line {
      if let q = quote {
        if c == q { quote = nil } else { word.append(c) }
        continue
      }
      if c == "'" || c == "\"" {
        quote = c
        inWord = true
      } else if c == " " || c == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if c == "#" && !inWord {
        break
      } else {
        word.append(c)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    if let pipe = words.firstIndex(of: "|") { words = Array(words[..<pipe]) }
    var redirect: String?
    if let gt = words.firstIndex(of: ">"), gt + 1 < words.count {
      redirect = words[gt + 1]
      words.removeSubrange(gt...)
    }
    if words.starts(with: ["swift", "run", "legible"]) { words.removeFirst(2) }
    return Command(words: words, redirect: redirect)
  }

  /// A scratch folder laid out like a clone's root: the sample screenshots and palettes.
  static func scratch() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-readme-\(UUID().uuidString)")
    let fm = FileManager.default
    try fm.createDirectory(at: dir.appendingPathComponent("Samples"), withIntermediateDirectories: true)
    for name in try fm.contentsOfDirectory(atPath: root.appendingPathComponent("Samples").path)
    where name.hasSuffix(".png") {
      try fm.copyItem(
        at: root.appendingPathComponent("Samples/\(name)"), to: dir.appendingPathComponent("Samples/\(name)"))
    }
    try fm.copyItem(at: root.appendingPathComponent("Palettes"), to: dir.appendingPathComponent("Palettes"))
    return dir
  }

  /// Arguments with a `*` in their last path component, expanded in `dir` as the shell would.
  static func expanded(_ words: [String], in dir: URL) throws -> [String] {
    try words.flatMap { word -> [String] in
      guard word.contains("*") else { return [word] }
      let slash = word.lastIndex(of: "/")
      let folder = slash.map { String(word[..<$0]) } ?? ""
      let pattern = slash.map { String(word[word.index(after: $0)...]) } ?? word
      let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
      let (head, tail) = (parts.first ?? "", parts.last ?? "")
      let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(folder).path)
        .sorted()
      let matches = names.filter {
        $0.hasPrefix(head) && $0.hasSuffix(tail) && $0.count >= head.count + tail.count
      }
      return matches.isEmpty ? [word] : matches.map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
    }
  }

  static func run(_ command: Command, in dir: URL) throws -> (status: Int32, stdout: String, stderr: String) {
    let arguments = try expanded(Array(command.words.dropFirst()), in: dir)
    let result = try BuiltBinary.run(arguments, directory: dir.path)
    if let redirect = command.redirect {
      try Data(result.stdout.utf8).write(to: dir.appendingPathComponent(redirect))
    }
    return result
  }

  /// (`swift package legible …` builds the tool as a plugin: `.ci/plugin-fixture/run` runs
  /// it in a package that uses the plugins.)
  static let notRunHere = ["swift build", "swift test", "swift package ", "sudo ", "brew ", "apt-get "]

  @Test func readmeShowsCommandsOfEveryKind() throws {
    let blocks = try Self.blocks()
    #expect(blocks.contains { $0.language == "console" }, "the README shows no transcript")
    #expect(blocks.contains { $0.language == "sh" }, "the README shows no commands")
  }

  @Test func transcriptsMatchWhatTheToolPrints() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    var count = 0
    for block in try Self.blocks() where block.language == "console" {
      var i = 0
      while i < block.lines.count {
        guard block.lines[i].hasPrefix("$ ") else {
          i += 1
          continue
        }
        let command = Self.parse(String(block.lines[i].dropFirst(2)))
        var expected: [String] = []
        i += 1
        while i < block.lines.count, !block.lines[i].hasPrefix("$ ") {
          expected.append(block.lines[i])
          i += 1
        }
        try #require(command.words.first == "legible", "a transcript runs something else: \(command)")
        let result = try Self.run(command, in: dir)
        #expect(result.status != 2, "\(command) exited 2: \(result.stderr)")
        var actual = result.stdout.components(separatedBy: "\n")
        if actual.last == "" { actual.removeLast() }
        if let cut = expected.firstIndex(of: "…") {
          #expect(
            Array(actual.prefix(cut)) == Array(expected[..<cut]),
            "README transcript of `\(command)` differs from its output:\n\(result.stdout)")
          #expect(actual.count > cut, "`\(command)` prints no more than the README shows before its '…'")
        } else {
          while expected.last == "" { expected.removeLast() }
          #expect(
            actual == expected, "README transcript of `\(command)` differs from its output:\n\(result.stdout)"
          )
        }
        count += 1
      }
    }
    #expect(count >= 3, "only \(count) transcripts found")
  }

  @Test func commandsRunWithoutError() throws {
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    var count = 0
    for block in try Self.blocks() where block.language == "sh" {
      for line in block.lines {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("#") else { continue }
        if Self.notRunHere.contains(where: text.hasPrefix) { continue }
        let command = Self.parse(text)
        if command.words.first == "Sources/LegibleBenchmark/peers/run.sh" { continue }  // peers need pip
        try #require(
          command.words.first == "legible", "the README shows a command this test cannot run: \(text)")
        let result = try Self.run(command, in: dir)
        #expect(
          result.status == 0 || result.status == 1, "\(command) exited \(result.status): \(result.stderr)")
        #expect(
          !result.stderr.contains("Error:") && !result.stderr.contains("error: "),
          "\(command): \(result.stderr)")
        count += 1
      }
    }
    #expect(count >= 10, "only \(count) commands found")
    // The main job wrote what the README says: each sample, boxed.
    let annotated = try FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("annotated").path)
    #expect(annotated.filter { $0.hasSuffix(".annotated.png") }.count == 5, "\(annotated)")
  }

  /// `legible check .` in a clone's root reads what the committed `legible.json` includes:
  /// the sample palettes and screenshots, never the test fixtures (corrupt PNGs, hostile
  /// JSON), which would make it exit 2 as unreadable input.
  @Test func checkingTheCloneReadsOnlyTheSamples() throws {
    let result = try BuiltBinary.run(["check", ".", "--format", "json", "-q"], directory: Self.root.path)
    #expect(result.status == 1, "the sample palettes hold deliberate failures: \(result.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = (report["palettes"] as? [String] ?? []) + (report["screenshots"] as? [String] ?? [])
    #expect(files.contains("Palettes/acme-failing.palette.json"))
    #expect(files.contains("Samples/form_dark.png"))
    #expect(files.allSatisfy { $0.hasPrefix("Palettes/") || $0.hasPrefix("Samples/") }, "\(files)")
    #expect(
      (report["errors"] as? [Any])?.isEmpty == true, "inputs it could not read: \(report["errors"] ?? "none")"
    )
  }
}
