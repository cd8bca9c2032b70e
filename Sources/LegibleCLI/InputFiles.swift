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
        found.errors.append(FolderWalk.missing(path))
        continue
      }
      if let outside = FolderWalk.outsideItsTree(path) {
        found.errors.append(outside)
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

/// A sorted, recursive folder walk that skips hidden entries, reports folders it cannot
/// list, and never leaves the tree it was asked to walk.
///
/// Symbolic links: a link whose target resolves inside the walked folder is followed, and
/// every real file or folder is visited once (under the first name the sorted walk meets;
/// a link back to a folder being walked is reported as a loop). A link whose target
/// resolves outside the folder is skipped with a warning, neither followed nor read:
/// `ln -s / root` walked the whole file system, `x.tokens.json -> /etc/shadow` was read.
/// A link loop (`a -> b -> a`) is skipped with a warning that says so; a link to nothing is
/// skipped quietly. Names that are not UTF-8 cannot be named again from Swift: one that
/// looks like an input (a folder, `.png`, `.json`, `.xcassets`) is an error of the run
/// (exit 2), so a screenshot cannot pass unchecked; any other is a warning.
enum FolderWalk {
  struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// `visit(path, name, kind)` returns whether to descend into a folder. `kind` follows
  /// symbolic links (only those that stay inside `folder`).
  static func walk(
    _ folder: String, visited: inout Set<Identity>, found: inout Discovery, skip: Set<String> = [],
    visit: (String, String, FileKind) -> Bool
  ) {
    guard let tree = realPath(folder) else { return }
    walk(folder, tree: tree, top: folder, visited: &visited, found: &found, skip: skip, visit: visit)
  }

  private static func walk(
    _ folder: String, tree: String, top: String, visited: inout Set<Identity>, found: inout Discovery,
    skip: Set<String>, visit: (String, String, FileKind) -> Bool
  ) {
    guard let identity = Self.identity(folder) else { return }
    guard visited.insert(identity).inserted else {
      // Met again: through a link to a folder that holds the link, a loop (an error, as it
      // always was); otherwise a second name for a folder already checked, skipped quietly.
      let parent = realPath(OutputFile.folder(of: folder))
      if let real = realPath(folder), let parent, inside(parent, real) {
        found.errors.append("\(MessageText.quoted(folder)): symbolic link loop; not followed again")
      }
      return
    }
    let (listed, reason) = FolderListing.entries(of: folder)
    guard let entries = listed else {
      found.errors.append("\(MessageText.quoted(folder)): cannot list the folder: \(reason)")
      return
    }
    for name in entries.undecodable where !name.hasPrefix(".") {
      let quoted = MessageText.quoted(join(folder, name))
      let lower = name.lowercased()
      if entries.undecodableFolders.contains(name)
        || [".png", ".json", ".xcassets"].contains(where: { lower.hasSuffix($0) })
      {
        found.errors.append("\(quoted): cannot be checked: the name is not valid UTF-8 (rename it)")
      } else {
        found.warnings.append("\(quoted): skipped: the name is not valid UTF-8")
      }
    }
    for name in entries.names where !name.hasPrefix(".") && !skip.contains(name) {
      let path = join(folder, name)
      guard let own = FileKind.of(path, followingLinks: false) else { continue }
      if own == .symbolicLink {
        switch target(of: path) {
        case .loop:
          found.warnings.append("\(MessageText.quoted(path)): skipped: symbolic link loop")
          continue
        case .missing: continue
        case .resolved(let real):
          guard inside(real, tree) else {
            found.warnings.append(
              "\(MessageText.quoted(path)): skipped: symbolic link to \(MessageText.quoted(real)), outside \(MessageText.quoted(top)); not followed"
            )
            continue
          }
        }
      }
      guard let kind = FileKind.of(path) else { continue }
      // Each real file once: a link inside the tree and its target are one input.
      if kind != .directory, let id = Self.identity(path), !visited.insert(id).inserted { continue }
      if visit(path, name, kind) && kind == .directory {
        walk(path, tree: tree, top: top, visited: &visited, found: &found, skip: skip, visit: visit)
      }
    }
  }

  static func identity(_ path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
  }

  enum Target {
    case resolved(String)
    case loop
    case missing
  }

  /// Where a symbolic link leads, every link on the way resolved.
  static func target(of path: String) -> Target {
    if let real = realPath(path) { return .resolved(real) }
    return errno == ELOOP ? .loop : .missing
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func inside(_ real: String, _ tree: String) -> Bool {
    tree == "/" || real == tree || real.hasPrefix(tree + "/")
  }

  /// Why a path named on the command line is not followed, or nil when it may be read.
  ///
  /// A named path whose links (the last name or a folder on the way) lead outside its tree
  /// is refused: a workflow names fixed paths (`legible check Palettes`), and the pull
  /// request it checks decides whether they are links, so `Palettes -> /` or
  /// `tokens.json -> ~/.ssh/id_rsa` would walk or read outside the checkout. The tree is the
  /// working folder when the path as typed lies inside it, else the folder that holds the
  /// path as typed (`/tmp/a/shot.png` may link to `/tmp/a/real.png`). A link that stays in
  /// its tree is followed as before; a path with no link is never refused, wherever it is;
  /// naming the target itself checks it. What the target is (a FIFO, a device) is for the
  /// reader to refuse: it opens without blocking and reads only regular files.
  static func outsideItsTree(_ path: String) -> String? {
    guard path != "-", let real = realPath(path), let here = realPath(".") else { return nil }
    let cwd = FileManager.default.currentDirectoryPath
    let typed = lexical(path.hasPrefix("/") ? path : cwd + "/" + path)
    guard real != typed else { return nil }  // no link on the way
    let tree: String
    let whereTyped: String
    if inside(typed, lexical(cwd)) || inside(typed, here) {
      (tree, whereTyped) = (here, "the working folder")
    } else {
      let parent = OutputFile.folder(of: typed)
      guard let folder = realPath(parent.isEmpty ? "/" : parent) else { return nil }
      (tree, whereTyped) = (folder, MessageText.quoted(folder))
    }
    guard !inside(real, tree) else { return nil }
    return
      "\(MessageText.quoted(path)): symbolic link to \(MessageText.quoted(real)), outside \(whereTyped); not followed (name \(MessageText.quoted(real)) itself to check it)"
  }

  /// `path` (absolute) with `.`, `..` and repeated slashes resolved by name, links untouched.
  static func lexical(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Why a path named on the command line cannot be read: a loop of links and a link to
  /// nothing are said as such, not as "no such file".
  static func missing(_ path: String) -> String {
    let quoted = MessageText.quoted(path)
    guard FileKind.of(path, followingLinks: false) == .symbolicLink else {
      return "\(quoted): no such file or folder"
    }
    if case .loop = target(of: path) { return "\(quoted): symbolic link loop" }
    return "\(quoted): symbolic link to nothing (its target does not exist)"
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
  /// Every slot's value; read after every task has set its own, so none is skipped.
  func values() -> [T] { lock.withLock { slots.compactMap { $0 } } }
  func takeNext(limit: Int) -> Int? where T == Int {
    lock.withLock {
      guard let i = slots[0], i < limit else { return nil }
      slots[0] = i + 1
      return i
    }
  }
}
