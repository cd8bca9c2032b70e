import Foundation
import Testing

/// A scratch folder with a tiny PNG and a failing palette, for file-system shapes.
struct Scratch {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Corpus")
  static let palette =
    ##"{"variants":{"standard":{"fg":"#999","bg":"#fff"}},"pairs":[{"foreground":"fg","background":"bg"}]}"##
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "legible-fs-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root + "/w", withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  /// `w/<name>` holding the one-pixel PNG; returns the full path.
  @discardableResult func png(_ name: String) throws -> String {
    let path = root + "/w/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.corpus.appendingPathComponent("one-pixel.png").path, toPath: path)
    return path
  }

  @discardableResult func file(_ name: String, _ text: String) throws -> String {
    let path = root + "/w/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @discardableResult func fifo(_ name: String) throws -> String {
    let path = root + "/w/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(mkfifo(path, 0o600) == 0)
    return path
  }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: root + "/w/" + name) }
}

/// Path shapes, non-regular files and runs with nothing to check: each is a clear line and
/// exit 2 (or a warning where a folder merely holds the odd file), never a trap or a hang.
struct HostileFileSystemTests {
  /// Relative shapes run the binary in a scratch folder (the test process's own working
  /// directory must not change under parallel tests).
  @Test func everyPathShapeEndsCleanly() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.png("a")
    try s.png("x.png")
    try s.png("d/y.png")
    let w = s.root + "/w"
    let shapes: [([String], Int32, String)] = [
      (["check", "a"], 2, "a: not a palette"),  // trapped in deletingLastPathComponent
      (["check", "-"], 2, "'-' (standard input) is not one"),
      (["check", "."], 0, ""), (["check", ".."], 0, ""), (["check", "d/"], 0, ""), (["scan", "./"], 0, ""),
      (["scan", "x.png/"], 2, "x.png/: no such file or folder"),
      (["scan", "a"], 0, ""), (["palette", "a"], 2, "a:1:1: invalid JSON"),
      (["palette", "-"], 2, "invalid JSON"), (["scan", "-"], 2, "too short to be a PNG"),
    ]
    for (arguments, status, message) in shapes {
      let run = try BuiltBinary.run(arguments, directory: w)
      #expect(run.status == status, "\(arguments): \(run.stderr)")
      #expect(
        message.isEmpty || run.stderr.contains(message) || run.stdout.contains(message),
        "\(arguments): \(run.stderr)")
    }
    // A 251-byte name: its outputs still fit the 255-byte name limit.
    let long = String(repeating: "n", count: 251) + ".png"
    try s.png(long)
    let longRun = try BuiltBinary.run(["scan", long, "--annotate", "out", "--json-dir", "out"], directory: w)
    #expect(longRun.status == 0, "\(longRun.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: w + "/out").count == 2)
    // A 5,000-byte path: one short line, not the whole value.
    let deep = String(repeating: "d/", count: 2500)
    let deepRun = try BuiltBinary.run(["check", deep], directory: w)
    #expect(deepRun.status == 2)
    #expect(
      deepRun.stdout.split(separator: "\n").allSatisfy { $0.count < 200 }, "\(deepRun.stdout.prefix(300))")
  }

  /// Swift strings hold only UTF-8: such a name is refused by position when named, and
  /// an error of the run (exit 2) when met in a folder.
  @Test func namesThatAreNotUTF8() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.png("ok.png")
    let bad = Array((s.root + "/w/bad").utf8) + [0xFF] + Array(".png".utf8) + [0]
    let fd = bad.withUnsafeBufferPointer {
      $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bad.count) {
        open($0, O_CREAT | O_WRONLY, 0o600)
      }
    }
    close(fd)
    // A screenshot that cannot be named cannot be scanned: an error of the run (exit 2),
    // never a pass; the other files are still scanned.
    let folder = try BuiltBinary.run(["scan", "."], directory: s.root + "/w")
    #expect(folder.status == 2)
    #expect(
      folder.stderr.contains("bad\u{FFFD}.png: cannot be checked: the name is not valid UTF-8 (rename it)"),
      "\(folder.stderr)")
    #expect(folder.stdout.contains("ok.png"))
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "exec \"$LEGIBLE\" scan \"$(printf 'bad\\377.png')\""]
    shell.environment = ["LEGIBLE": try #require(BuiltBinary.url).path]
    shell.currentDirectoryURL = URL(fileURLWithPath: s.root + "/w")
    let err = Pipe()
    shell.standardError = err
    shell.standardOutput = FileHandle.nullDevice
    try shell.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 2)
    #expect(message.hasPrefix("Error: argument 2 (bad\u{FFFD}.png) is not valid UTF-8"), "\(message)")
  }

  @Test func nonRegularFilesAreRefusedWhenNamedAndSkippedInFolders() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.png("dir/ok.png")
    let named = try s.fifo("pipe.png")
    try s.fifo("dir/pipe.png")
    try s.fifo("dir/pipe.tokens.json")
    let scanNamed = CapturedRun(["scan", named])
    #expect(scanNamed.status == 2)
    #expect(
      scanNamed.stderr.contains("pipe.png: is a FIFO (named pipe), not a regular file"), "\(scanNamed.stderr)"
    )
    let scanFolder = CapturedRun(["scan", s.root + "/w/dir"])
    #expect(scanFolder.status == 0)
    #expect(scanFolder.stderr.contains("dir/pipe.png: skipped: is a FIFO (named pipe), not a regular file"))
    let checkFolder = CapturedRun(["check", s.root + "/w/dir", "--format", "json"])
    #expect(checkFolder.status == 0, "\(checkFolder.stderr)")
    #expect(checkFolder.stderr.contains("dir/pipe.tokens.json: skipped: is a FIFO"))
    // A resolver's source and an asset catalog's Contents.json.
    try s.fifo("res/base.tokens.json")
    let resolver = try s.file(
      "res/r.resolver.json",
      ##"{"version":"2025.10","sets":{"base":{"sources":[{"$ref":"base.tokens.json"}]}},"resolutionOrder":[{"$ref":"#/sets/base"}]}"##
    )
    let viaRef = CapturedRun(["palette", resolver])
    #expect(viaRef.status == 2)
    #expect(
      viaRef.stderr.contains("base.tokens.json: is a FIFO (named pipe), not a regular file"),
      "\(viaRef.stderr)")
    try s.fifo("Cat.xcassets/bg.colorset/Contents.json")
    let catalog = CapturedRun(["palette", s.root + "/w/Cat.xcassets"])
    #expect(catalog.status == 2)
    #expect(
      catalog.stderr.contains("Contents.json: is a FIFO (named pipe), not a regular file"),
      "\(catalog.stderr)")
  }

  @Test func nothingToCheckIsAnErrorUnlessAllowed() throws {
    let s = try Scratch()
    defer { s.remove() }
    let missing = CapturedRun(["palette", "/no/such/App.xcassets"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "Error: /no/such/App.xcassets: no such file or folder\n")
    let empty = s.root + "/w"
    for command in ["scan", "check"] {
      let run = CapturedRun([command, empty])
      #expect(run.status == 2, "\(command)")
      #expect(run.stderr.contains("found in \(empty); pass --allow-empty"), "\(run.stderr)")
      #expect(CapturedRun([command, empty, "--allow-empty"]).status == 0)
    }
  }

  /// One unreadable palette and one broken PNG in a tree: both are errors in the report,
  /// every other file is still checked, and the run exits 2.
  @Test func oneBadFileDoesNotEndACheck() throws {
    let s = try Scratch()
    defer { s.remove() }
    try s.png("ok.png")
    try s.file("ok.palette.json", Scratch.palette)
    try s.file("sub/bad.palette.json", ##"{"variants":{"standard":{"fg":"#999","bg":"#fff"}},"pairs":["##)
    try s.file("sub/bad.png", "not a png")
    let run = CapturedRun(["check", s.root + "/w", "--format", "json"])
    #expect(run.status == 2)
    let report = try run.json()
    #expect((report["errors"] as? [String])?.count == 2, "\(report["errors"] ?? "")")
    #expect(
      (report["findings"] as? [[String: Any]])?.contains {
        ($0["file"] as? String)?.hasSuffix("ok.palette.json") == true
      } == true)
    let sarif = CapturedRun(["check", s.root + "/w", "--format", "sarif"])
    #expect(sarif.stdout.contains("\"toolExecutionNotifications\""))
    #expect(sarif.stdout.contains("bad.png"))
  }
}
