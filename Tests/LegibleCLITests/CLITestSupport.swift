import Foundation
import LegibleCLI

/// Runs `legible` in process with captured output.
final class CapturedRun {
  var stdout = ""
  var stderr = ""
  var status: Int32 = -1

  init(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) {
    let console = Console(
      writeOutput: { [unowned self] in self.stdout += $0 },
      writeError: { [unowned self] in self.stderr += $0 },
      isTerminal: terminal, environment: environment)
    status = Legible.run(arguments, console: console)
  }

  func json() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
    guard let dict = object as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
    return dict
  }
}

/// The built `legible` executable, for end-to-end runs through `Process`.
enum BuiltBinary {
  static var url: URL? {
    var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent("legible")]
    if let exe = Bundle.main.executableURL {
      candidates.append(exe.deletingLastPathComponent().appendingPathComponent("legible"))
      candidates.append(
        exe.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("legible"))
    }
    for arg in CommandLine.arguments.prefix(1) {
      candidates.append(
        URL(fileURLWithPath: arg).deletingLastPathComponent().appendingPathComponent("legible"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// `directory` is the working directory (relative path shapes need one that is not the
  /// test process's own); `stdin` a file for standard input.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: String? = nil, stdin: String? = nil
  ) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = environment
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardInput = stdin.flatMap { FileHandle(forReadingAtPath: $0) } ?? FileHandle.nullDevice
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
  }
}
