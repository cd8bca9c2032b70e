import Findings
import Foundation
import Reporting

/// `--format github` for scan, palette, check and merge: the commands choose it, Reporting's
/// `GitHubAnnotations` writes it. This adds what needs the process: paths made relative to
/// the checkout (annotations only attach to repository-relative paths) and the job summary
/// appended to `$GITHUB_STEP_SUMMARY` when the runner sets it.
enum GitHubFormat {
  /// The workflow commands for `findings`; appends the job summary as a side effect.
  static func render(
    _ findings: [Finding], errors: [(file: String, message: String)] = [], title: String, console: Console
  ) -> String {
    let root = console.environment["GITHUB_WORKSPACE"] ?? RepositoryPath.currentDirectory
    var findings = findings
    for i in findings.indices { findings[i].file = relative(findings[i].file, to: root) }
    let errors = errors.map { (file: relative($0.file, to: root), message: $0.message) }
    if let path = console.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
      let summary = GitHubAnnotations.summary(findings, errors: errors, title: title)
      do { try append(summary, to: path) } catch {
        console.printError(
          "warning: could not append the job summary to \(path): \(error.localizedDescription)")
      }
    }
    return GitHubAnnotations.commands(findings, errors: errors)
  }

  /// `path` relative to `root` when it lies inside it (Reporting's one rule for this).
  static func relative(_ path: String, to root: String) -> String { RepositoryPath.relative(path, to: root) }

  /// Appends, creating the file if needed: GitHub gives each step its own summary file, and
  /// several `legible` runs in one step add to it.
  static func append(_ text: String, to path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }
}
