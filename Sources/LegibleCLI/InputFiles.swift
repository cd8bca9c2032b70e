import FileInput
import Foundation
import Pixels

/// One PNG to scan, and the name its outputs take under an output folder.
struct InputFile: Sendable, Equatable {
  /// The path to read ("-" for standard input).
  var path: String
  /// The path relative to the folder it was found in, without ".png": outputs mirror it.
  var relative: String
}

/// What expanding command-line paths found: inputs, errors (exit 2) and warnings (skips).
struct Discovery {
  var errors: [String] = []
  var warnings: [String] = []
}

/// Expands command-line paths into the PNG files to scan: files as given, folders searched
/// recursively for `*.png` (sorted, so output order is stable), symlinked folders followed
/// once (a loop is reported, not followed forever).
enum InputFiles {
  static let maximumFiles = 100_000

  static func pngs(in paths: [String]) -> (files: [InputFile], found: Discovery) {
    var files: [InputFile] = []
    var found = Discovery()
    for path in paths {
      if path == "-" {
        files.append(InputFile(path: path, relative: "stdin"))
        continue
      }
      guard let kind = FileKind.of(path) else {
        found.errors.append("\(MessageText.quoted(path)): no such file or folder")
        continue
      }
      guard kind == .directory else {
        // Named directly: a FIFO or device is passed on and refused by name when read.
        files.append(InputFile(path: path, relative: OutputNames.stem(OutputFile.lastComponent(of: path))))
        continue
      }
      var visited = Set<FolderWalk.Identity>()
      var skipped: [String] = []  // apart from `found`, which the walk holds while it calls back
      let root = path
      FolderWalk.walk(path, visited: &visited, found: &found) { entry, name, kind in
        guard name.lowercased().hasSuffix(".png"), !name.hasSuffix(".annotated.png") else {
          return kind == .directory
        }
        switch kind {
        case .regular:
          files.append(
            InputFile(path: entry, relative: OutputNames.stem(FolderWalk.relative(entry, under: root))))
        case .directory: return true
        default: skipped.append("\(MessageText.quoted(entry)): skipped: is \(kind), not a regular file")
        }
        return false
      }
      found.warnings += skipped
    }
    if files.count > maximumFiles {
      found.errors.append(
        "\(files.count) files found; the limit for one run is \(maximumFiles); scanning the first \(maximumFiles)"
      )
      files = Array(files.prefix(maximumFiles))
    }
    return (OutputNames.unique(files), found)
  }
}

/// A sorted, recursive folder walk that skips hidden entries, follows a symbolic link to a
/// folder once (a loop is reported, not followed forever), reports folders it cannot list,
/// and warns about names that are not UTF-8 (they cannot be named again from Swift).
enum FolderWalk {
  struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// `visit(path, name, kind)` returns whether to descend into a folder. `kind` follows
  /// symbolic links; a link to nothing is not visited.
  static func walk(
    _ folder: String, visited: inout Set<Identity>, found: inout Discovery, skip: Set<String> = [],
    visit: (String, String, FileKind) -> Bool
  ) {
    var info = stat()
    guard stat(folder, &info) == 0 else { return }
    let identity = Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    guard visited.insert(identity).inserted else {
      found.errors.append("\(MessageText.quoted(folder)): symbolic link loop; not followed again")
      return
    }
    let (listed, reason) = FolderListing.entries(of: folder)
    guard let entries = listed else {
      found.errors.append("\(MessageText.quoted(folder)): cannot list the folder: \(reason)")
      return
    }
    for name in entries.undecodable where !name.hasPrefix(".") {
      found.warnings.append("\(MessageText.quoted(join(folder, name))): skipped: the name is not valid UTF-8")
    }
    for name in entries.names where !name.hasPrefix(".") && !skip.contains(name) {
      let path = join(folder, name)
      guard let kind = FileKind.of(path) else { continue }
      if visit(path, name, kind) && kind == .directory {
        walk(path, visited: &visited, found: &found, skip: skip, visit: visit)
      }
    }
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
  }

  /// `path` (made by `join` below `root`) relative to `root`.
  static func relative(_ path: String, under root: String) -> String {
    if root == "." { return path }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// Runs a synchronous job per input on `jobs` threads; results come back in input order, and
/// one failing input never stops the others.
enum BatchRunner {
  static func run<Input: Sendable, T: Sendable>(
    _ inputs: [Input], jobs: Int, _ body: @escaping @Sendable (Input) -> T
  ) -> [T] {
    let results = ResultSlots<T>(count: inputs.count)
    let next = ResultSlots<Int>(count: 1)
    next.set(0, 0)
    let workers = max(1, min(jobs, inputs.count))
    let group = DispatchGroup()
    for _ in 0..<workers {
      DispatchQueue.global().async(group: group) {
        // One pool of cores for the batch and the images in it: while other images wait,
        // each worker's image runs on its one core; an image that runs with no other
        // (the tail of a batch, or a batch of one) splits across the cores it is given.
        while let i = next.takeNext(limit: inputs.count) {
          let waiting = inputs.count - i - 1
          let cores = waiting >= workers - 1 ? max(1, jobs / workers) : max(1, jobs - waiting)
          results.set(i, Parallel.withWidth(cores) { body(inputs[i]) })
        }
      }
    }
    group.wait()
    return results.values()
  }
}

final class ResultSlots<T>: @unchecked Sendable {
  private var slots: [T?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ value: T) { lock.withLock { slots[i] = value } }
  func values() -> [T] { lock.withLock { slots.map { $0! } } }
  func takeNext(limit: Int) -> Int? where T == Int {
    lock.withLock {
      let i = slots[0]!
      guard i < limit else { return nil }
      slots[0] = i + 1
      return i
    }
  }
}
