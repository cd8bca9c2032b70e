import FileInput

/// Where a command's files go: `-` is standard output, anything else a file written through
/// `OutputFile` (whole or not at all, never through a link or over an input of the run).
enum Output {
  static func write(_ bytes: [UInt8], to path: String, protecting: ProtectedFiles, console: Console)
    throws(OutputError)
  {
    if path == "-" {
      console.writeOutputBytes(bytes)
    } else {
      try OutputFile.write(bytes, to: path, protecting: protecting)
    }
  }

  /// Checks the output folder named by `--flag` (not `-`: a folder of files cannot be a
  /// stream; not empty), without creating it: `write(_:in:…)` makes it with its first file,
  /// so a run that writes nothing leaves no empty folder.
  static func folder(_ path: String, flag: String, command: String) throws -> String {
    guard path != "-" else {
      throw UsageError("--\(flag) needs a folder; '-' (standard output) cannot hold files", command: command)
    }
    guard !path.isEmpty else {
      throw UsageError("option '--\(flag)' needs a path; an empty one names no folder", command: command)
    }
    try OutputFolder.check(path)
    return path
  }

  /// Writes `bytes` to `relative` + `suffix` under `folder`, creating subfolders as needed
  /// (safe from several threads: an existing folder is fine).
  @discardableResult
  static func write(
    _ bytes: [UInt8], in folder: String, _ relative: String, suffix: String, protecting: ProtectedFiles
  )
    throws(OutputError) -> String
  {
    let target = OutputNames.path(in: folder, relative, suffix: suffix)
    let parent = OutputFile.folder(of: target)
    try OutputFolder.create(folder)  // the folder itself, on the first file (an existing one is fine)
    if parent != folder { try OutputFolder.create(parent, linksAllowedIn: OutputFile.folder(of: folder)) }
    try OutputFile.write(bytes, to: target, protecting: protecting)
    return target
  }
}
