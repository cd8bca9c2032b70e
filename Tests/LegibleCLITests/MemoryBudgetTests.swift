import ColorScience
import Foundation
import Imaging
import Testing

@testable import LegibleCLI

/// Decompression bombs and the run's memory budget (issue 12): a small PNG that declares a
/// huge image is refused before decoding when its working set exceeds the budget, and
/// images that fit only one at a time run one at a time.
struct MemoryBudgetTests {
  /// A 4-megapixel white PNG: a few kilobytes that decode to 16 MB and scan in ~150 MB.
  static func bomb(in dir: URL, name: String = "bomb.png") throws -> String {
    let path = dir.appendingPathComponent(name).path
    try PNGEncoder.write(
      RGBAImage(width: 2000, height: 2000, fill: RGBA8(red: 255, green: 255, blue: 255)), to: path)
    return path
  }

  @Test func anImageOverTheBudgetIsRefusedNamingTheFlag() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-budget-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try Self.bomb(in: dir)
    let fileSize = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(fileSize < 100_000)
    let refused = CapturedRun(["scan", path, "--max-memory", "100M"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix("error: \(path): scanning this 2000×2000 image needs about "),
      "\(refused.stderr)")
    #expect(
      refused.stderr.contains(
        " MiB of memory; the budget is 100 MiB (raise it with --max-memory, or scan.maxMemory in legible.json)"
      ))
    // The same in `check`, from legible.json, as an error for that file.
    try #"{"scan": {"maxMemory": 104857600}}"#.write(
      to: dir.appendingPathComponent("legible.json"), atomically: true, encoding: .utf8)
    let check = CapturedRun(["check", dir.path, "--quiet"])
    #expect(check.status == 2)
    #expect(
      (check.stdout + check.stderr).contains("raise it with --max-memory"), "\(check.stdout)\(check.stderr)")
    // With room, it scans.
    let scanned = CapturedRun(["scan", path, "--max-memory", "1G"])
    #expect(scanned.status == 0, "\(scanned.stderr)")
  }

  @Test(arguments: ["0", "-1", "2X", "1048577G", "G"])
  func badBudgetsAreUsageErrors(_ value: String) {
    let run = CapturedRun(["scan", "x.png", "--max-memory", value])
    #expect(run.status == 2)
    #expect(run.stderr.contains("is not a valid value for '--max-memory'"), "\(run.stderr)")
  }

  @Test func imagesThatFitOnlyOneAtATimeTakeTurns() throws {
    let budget = MemoryBudget(total: 100)
    let firstInside = DispatchSemaphore(value: 0)
    let events = EventLog()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      _ = try? budget.withReservation(80) { () throws(ImageError) -> Void in
        firstInside.signal()
        usleep(200_000)  // long enough for the second to try, and to be kept waiting
        events.add("first done")
      }
    }
    firstInside.wait()
    DispatchQueue.global().async(group: group) {
      _ = try? budget.withReservation(80) { () throws(ImageError) -> Void in events.add("second started") }
    }
    group.wait()
    #expect(events.all == ["first done", "second started"])
    // Two that fit together do not wait for each other, and one over the whole budget is refused.
    var inner: Result<Int, ImageError>? = nil
    _ = try budget.withReservation(50) { () throws(ImageError) -> Void in
      inner = try? budget.withReservation(50) { () throws(ImageError) -> Int in 1 }
    }
    #expect(try inner?.get() == 1)
    #expect(throws: MemoryBudgetError.self) {
      _ = try budget.withReservation(101) { () throws(ImageError) -> Int in 1 }
    }
  }
}

final class EventLog: @unchecked Sendable {
  private var events: [String] = []
  private let lock = NSLock()
  func add(_ e: String) { lock.withLock { events.append(e) } }
  var all: [String] { lock.withLock { events } }
}
