import Foundation

/// Expands command-line paths into the PNG files to scan: files as given, folders searched
/// recursively for `*.png` (sorted, so output order is stable), symlinked folders followed
/// once (a loop is reported, not followed forever).
enum InputFiles {
  static let maximumFiles = 100_000

  static func pngs(in paths: [String]) -> (files: [String], errors: [String]) {
    var files: [String] = []
    var errors: [String] = []
    let fm = FileManager.default
    for path in paths {
      if path == "-" {
        files.append(path)
        continue
      }
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append("\(path): no such file or folder")
        continue
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      var visited = Set<String>()
      walk(path, fm: fm, visited: &visited, files: &files, errors: &errors)
    }
    if files.count > maximumFiles {
      errors.append("\(files.count) files found; the limit for one run is \(maximumFiles); scanning the first \(maximumFiles)")
      files = Array(files.prefix(maximumFiles))
    }
    return (files, errors)
  }

  static func walk(_ folder: String, fm: FileManager, visited: inout Set<String>, files: inout [String], errors: inout [String]) {
    FolderWalk.walk(folder, visited: &visited, errors: &errors) { path, name, isDirectory in
      if !isDirectory, name.lowercased().hasSuffix(".png"), !name.hasSuffix(".annotated.png") { files.append(path) }
      return true
    }
  }
}

/// A sorted, recursive folder walk that skips hidden entries, follows a symbolic link to a
/// folder once (a loop is reported, not followed forever) and reports folders it cannot list.
enum FolderWalk {
  /// `visit(path, name, isDirectory)` returns whether to descend into a directory.
  static func walk(
    _ folder: String, visited: inout Set<String>, errors: inout [String], skip: Set<String> = [],
    visit: (String, String, Bool) -> Bool
  ) {
    let fm = FileManager.default
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard visited.insert(real).inserted else {
      errors.append("\(folder): symbolic link loop; not followed again")
      return
    }
    guard let entries = try? fm.contentsOfDirectory(atPath: folder) else {
      errors.append("\(folder): cannot list the folder (permissions?)")
      return
    }
    for name in entries.sorted() where !name.hasPrefix(".") && !skip.contains(name) {
      let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if visit(path, name, isDirectory.boolValue) && isDirectory.boolValue {
        walk(path, visited: &visited, errors: &errors, skip: skip, visit: visit)
      }
    }
  }
}

/// Runs a synchronous job per input on `jobs` threads; results come back in input order, and
/// one failing input never stops the others.
enum BatchRunner {
  static func run<T: Sendable>(_ inputs: [String], jobs: Int, _ body: @escaping @Sendable (String) -> T) -> [T] {
    let results = ResultSlots<T>(count: inputs.count)
    let next = ResultSlots<Int>(count: 1)
    next.set(0, 0)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, inputs.count)) {
      DispatchQueue.global().async(group: group) {
        while let i = next.takeNext(limit: inputs.count) { results.set(i, body(inputs[i])) }
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
