import Foundation
import Testing

/// An interrupted run leaves no temporary or half-written file behind.
struct InterruptionTests {
  @Test func sigtermLeavesNoPartialFiles() throws {
    guard let binary = BuiltBinary.url else {
      Issue.record("legible binary not found")
      return
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-int-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let p = Process()
    p.executableURL = binary
    // Many inputs (the same folder several times) so the run is still writing when stopped.
    p.arguments =
      ["scan"] + Array(repeating: root.appendingPathComponent("Samples").path, count: 40) + [
        "--annotate", out.path, "--jobs", "1",
      ]
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    Thread.sleep(forTimeInterval: 1.0)
    p.terminate()  // SIGTERM
    p.waitUntilExit()
    #expect(p.terminationStatus == 143, "the run should still have been writing when stopped")
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
    // Every file that is there is a whole PNG.
    for name in left {
      let data = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(
        data.count > 100 && Array(data.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82],
        "\(name) is not a complete PNG")
    }
  }

  /// SIGINT while every core scans: the run exits 130 without waiting for the scans. (A
  /// Dispatch signal source needed a free worker, and with every worker busy the exit came
  /// seconds later or not at all.) The bound is loose on purpose: this is not a timing test.
  @Test func sigintWhileEveryCoreIsBusyExits() throws {
    guard let binary = BuiltBinary.url else {
      Issue.record("legible binary not found")
      return
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let p = Process()
    p.executableURL = binary
    p.arguments = ["scan"] + Array(repeating: root.appendingPathComponent("Samples").path, count: 200)
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    Thread.sleep(forTimeInterval: 1.0)
    kill(p.processIdentifier, SIGINT)
    let deadline = Date().addingTimeInterval(15)
    while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if p.isRunning {
      p.terminate()
      Issue.record("still running 15 s after SIGINT")
    }
    p.waitUntilExit()
    #expect(p.terminationStatus == 130, "the run should still have been scanning when interrupted")
  }
}
