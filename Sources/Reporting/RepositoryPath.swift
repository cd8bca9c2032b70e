import Foundation

/// Paths as a repository names them. Code scanning (SARIF `uriBaseId`) and GitHub annotations
/// attach findings only to repository-relative paths, but a resolver's `$ref`s reach token
/// files by absolute paths; inside the checkout they become relative again here.
package enum RepositoryPath {
  /// The checkout's root as a command run inside it sees it: the current directory.
  package static var currentDirectory: String { FileManager.default.currentDirectoryPath }

  /// `path` relative to `root` when it lies inside it, without a leading `./`; a path outside
  /// `root` is returned unchanged (absolute), never as `../…`.
  package static func relative(_ path: String, to root: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    guard path.hasPrefix("/"), !root.isEmpty else { return path }
    let base = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
