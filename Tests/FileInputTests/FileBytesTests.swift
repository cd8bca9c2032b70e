import Foundation
import Testing

@testable import FileInput

/// Reading input files: exact bytes, every refusal named, limits that hold even when the
/// size cannot be known in advance.
struct FileBytesTests {
  func temporaryDirectory() throws -> String {
    let dir = NSTemporaryDirectory() + "legible-filebytes-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func readsExactlyTheBytesOfFilesOfAnySize() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for size in [0, 1, 4095, 4096, 65_536, 65_537, 300_001] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = dir + "/f\(size)"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      #expect(try FileBytes.read(path: path, limit: 1 << 20) == bytes)
    }
  }

  @Test func refusalsSayWhy() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: FileBytes.Failure.notFound) { try FileBytes.read(path: dir + "/missing", limit: 10) }
    #expect(throws: FileBytes.Failure.notFound) {
      try FileBytes.read(path: dir + "/missing/below", limit: 10)
    }
    #expect(throws: FileBytes.Failure.isDirectory) { try FileBytes.read(path: dir, limit: 10) }
    let path = dir + "/big"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 101)))
    #expect(throws: FileBytes.Failure.tooLarge(size: 101)) { try FileBytes.read(path: path, limit: 100) }
    #expect(try FileBytes.read(path: path, limit: 101).count == 101)
    #expect(FileBytes.Failure.tooLarge(size: 101).message(limit: 100) == "is 101 bytes; the limit is 100")
  }

  /// Files that report size 0 but have content (/proc) are read to their end, and the
  /// limit still holds while reading: a stream cannot exceed it by lying about its size.
  @Test func filesWithoutAKnownSizeAreReadToTheEndWithinTheLimit() throws {
    let status = try FileBytes.read(path: "/proc/self/status", limit: 1 << 20)
    #expect(String(decoding: status, as: UTF8.self).contains("Name:"))
    do {
      _ = try FileBytes.read(path: "/proc/self/status", limit: 10)
      Issue.record("a file without a known size was read past the limit")
    } catch {
      guard case .tooLarge(let size) = error else {
        Issue.record("expected tooLarge, got \(error)")
        return
      }
      #expect(size > 10)
    }
  }

  /// A pipe reports no size: its bytes arrive in pieces into a buffer that doubles, and
  /// come out exact; an endless stream stops at the limit.
  @Test func pipesAreReadExactlyAndEndlessInputStopsAtTheLimit() throws {
    let pipe = Pipe()
    let payload = (0..<300_001).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(payload))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    let got = try FileBytes.read(
      descriptor: pipe.fileHandleForReading.fileDescriptor, knownSize: nil, limit: 1 << 20)
    #expect(got == payload)
    let zero = open("/dev/zero", O_RDONLY)
    defer { close(zero) }
    do {
      _ = try FileBytes.read(descriptor: zero, knownSize: nil, limit: 200_000)
    } catch {
      guard case .tooLarge(let size) = error else {
        Issue.record("expected tooLarge, got \(error)")
        return
      }
      #expect(size > 200_000)
    }
  }
}
