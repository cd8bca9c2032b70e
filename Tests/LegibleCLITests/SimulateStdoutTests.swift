import Foundation
import Testing

@testable import LegibleCLI

/// `simulate x.png -o -` writes the PNG to standard output, not to a file named `-`.
@Suite struct SimulateStdoutTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples/card_transparent.png").path

  @Test func dashIsStandardOutput() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-dash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let binary = try #require(BuiltBinary.url, "legible binary not found next to the test bundle")
    let p = Process()
    p.executableURL = binary
    p.arguments = ["simulate", Self.sample, "-o", "-", "--type", "protanopia"]
    p.currentDirectoryURL = dir
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "\(message)")
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(message.hasPrefix("wrote standard output (protanopia"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path))
    // The same bytes as a file written by name.
    let named = dir.appendingPathComponent("named.png").path
    let byName = try BuiltBinary.run(["simulate", Self.sample, "-o", named, "--type", "protanopia"])
    #expect(byName.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: named)) == data)
  }

  @Test func dashIsRefusedOnATerminalAndTwice() {
    let tty = CapturedRun(["simulate", Self.sample, "-o", "-"], terminal: true)
    #expect(tty.status == 2)
    #expect(tty.stderr.hasPrefix("Error: standard output is a terminal"))
    let twice = CapturedRun(["simulate", Self.sample, "-o", "-", "--sheet", "-"])
    #expect(twice.status == 2)
    #expect(
      twice.stderr.hasPrefix(
        "Error: -o - and --sheet - would both write to standard output; send one of them to a file"))
  }
}
