import Foundation
import Testing

@testable import FileInput

/// Inputs that are not regular files are refused at once, by kind, never waited on.
struct NonRegularInputTests {
  /// A FIFO with no writer blocked `open(2)` forever; opened non-blocking it is refused.
  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    let path = NSTemporaryDirectory() + "legible-fifo-\(UUID().uuidString)"
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    #expect(throws: FileBytes.Failure.notRegularFile(.fifo)) { try FileBytes.read(path: path, limit: 10) }
    #expect(
      FileBytes.Failure.notRegularFile(.fifo).message(limit: 10)
        == "is a FIFO (named pipe), not a regular file")
  }

  @Test func aDeviceIsRefusedByKind() {
    #expect(throws: FileBytes.Failure.notRegularFile(.characterDevice)) {
      try FileBytes.read(path: "/dev/zero", limit: 10)
    }
    #expect(FileKind.of("/dev/null") == .characterDevice)
    #expect(FileKind.of("/no/such/file") == nil)
  }

  /// Foundation repairs a name that is not UTF-8 into one that names no file; the listing
  /// keeps such names apart so a walk can say it skipped them.
  @Test func namesThatAreNotUTF8AreListedApart() throws {
    let dir = NSTemporaryDirectory() + "legible-names-\(UUID().uuidString)"
    #expect(mkdir(dir, 0o700) == 0)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bad: [UInt8] = Array((dir + "/bad").utf8) + [0xFF] + Array(".png".utf8) + [0]
    let fd = bad.withUnsafeBufferPointer {
      $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bad.count) {
        open($0, O_CREAT | O_WRONLY, 0o600)
      }
    }
    #expect(fd >= 0)
    close(fd)
    #expect(FileManager.default.createFile(atPath: dir + "/good.png", contents: Data()))
    let listed = try #require(FolderListing.entries(of: dir).entries)
    #expect(listed.names == ["good.png"])
    #expect(listed.undecodable == ["bad\u{FFFD}.png"])
    #expect(FolderListing.entries(of: dir + "/missing").entries == nil)
    // Messages quote at most 80 characters of a value, control characters escaped.
    #expect(MessageText.quoted(String(repeating: "x", count: 5000)).count == 80)
    #expect(MessageText.quoted("a\u{1B}[2Jb") == "a\\u{1b}[2Jb")
  }
}
