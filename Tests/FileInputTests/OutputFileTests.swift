import Foundation
import Testing

@testable import FileInput

/// Outputs are written whole, as new regular files, and never through a link, over a
/// device or FIFO, or over a file the run reads.
struct OutputFileTests {
  func temporaryDirectory() throws -> String {
    let dir = NSTemporaryDirectory() + "legible-output-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

  @Test func writesAndReplacesRegularFilesLeavingNoTemporaryFile() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try OutputFile.write([1, 2, 3], to: dir + "/out")
    try OutputFile.write([4], to: dir + "/out")
    try OutputFile.write([], to: dir + "/empty")
    #expect(contents(dir + "/out") == [4])
    #expect(contents(dir + "/empty") == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["empty", "out"])
  }

  @Test func refusesLinksFIFOsFoldersAndInputs() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try OutputFile.write([7], to: dir + "/victim")
    #expect(symlink(dir + "/victim", dir + "/link") == 0)
    #expect(throws: OutputError(path: dir + "/link", reason: .symbolicLink)) {
      try OutputFile.write([1], to: dir + "/link")
    }
    #expect(mkfifo(dir + "/fifo", 0o600) == 0)
    #expect(throws: OutputError(path: dir + "/fifo", reason: .notRegularFile(.fifo))) {
      try OutputFile.write([1], to: dir + "/fifo")
    }
    #expect(FileKind.of(dir + "/fifo", followingLinks: false) == .fifo)
    #expect(throws: OutputError(path: dir, reason: .notRegularFile(.directory))) {
      try OutputFile.write([1], to: dir)
    }
    // An input, however it is spelled, and its hard links.
    #expect(link(dir + "/victim", dir + "/hard") == 0)
    let inputs = ProtectedFiles([dir + "/./victim"])
    #expect(throws: OutputError(path: dir + "/hard", reason: .input)) {
      try OutputFile.write([1], to: dir + "/hard", protecting: inputs)
    }
    #expect(contents(dir + "/victim") == [7])
    #expect(throws: OutputError(path: dir + "/no/out", reason: .folderMissing(dir + "/no"))) {
      try OutputFile.write([1], to: dir + "/no/out")
    }
  }

  /// The rename fails (the name is over 255 bytes); the temporary file must go with it.
  @Test func aFailedWriteLeavesNothingBehind() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let long = dir + "/" + String(repeating: "n", count: 300)
    #expect(throws: OutputError.self) { try OutputFile.write([1], to: long) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
  }

  /// Output folders are made like `mkdir -p`, but not through a link or over a file, and
  /// each error is one line naming the folder.
  @Test func outputFoldersRefuseLinksAndFiles() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try OutputFolder.create(dir + "/a/b/c/")
    #expect(FileKind.of(dir + "/a/b/c") == .directory)
    try OutputFolder.create(dir + "/a/b")
    #expect(symlink(dir + "/a", dir + "/link") == 0)
    #expect(throws: OutputError(path: dir + "/link", reason: .symbolicLink)) {
      try OutputFolder.create(dir + "/link")
    }
    // Parents the user named may be links; a link inside the output folder may not.
    try OutputFolder.create(dir + "/link/sub")
    #expect(FileKind.of(dir + "/a/sub") == .directory)
    #expect(throws: OutputError(path: dir + "/out/planted", reason: .symbolicLink)) {
      try OutputFolder.create(dir + "/out")
      #expect(symlink(dir + "/a", dir + "/out/planted") == 0)
      try OutputFolder.create(dir + "/out/planted/sub", linksAllowedIn: dir)
    }
    try OutputFile.write([1], to: dir + "/file")
    do {
      try OutputFolder.create(dir + "/file/sub")
      Issue.record("a folder was made below a file")
    } catch {
      #expect(
        error.description == "\(dir)/file: is a regular file, not a folder; cannot write outputs into it"
          || error.description.hasSuffix("Not a directory"))
      #expect(!error.description.contains("\n"))
    }
    #expect(
      OutputFile.folder(of: "a") == "." && OutputFile.folder(of: "/a") == "/"
        && OutputFile.folder(of: "a/b//") == "a")
    #expect(
      OutputFile.lastComponent(of: "-") == "-" && OutputFile.lastComponent(of: "a/b/") == "b"
        && OutputFile.lastComponent(of: "/") == "/")
  }
}
