import Findings
import Foundation
import Reporting

/// `--format xcode` for scan, palette, check and merge: the commands choose it, Reporting's
/// `XcodeDiagnostics` writes it. This adds what needs the process: each finding's file made
/// absolute, since Xcode attaches a diagnostic to a file only by its full path (a Run Script
/// phase runs in `$SRCROOT`, a build plugin's command wherever the build system likes).
enum XcodeFormat {
  /// The diagnostics for `findings`, then `errors` (inputs that could not be read).
  static func render(_ findings: [Finding], errors: [String] = []) -> String {
    var findings = findings
    for i in findings.indices { findings[i].file = absolute(findings[i].file) }
    return XcodeDiagnostics.lines(findings, errors: errors)
  }

  /// `path` made absolute against the current folder, `./` and `../` resolved.
  static func absolute(_ path: String) -> String {
    guard !path.isEmpty, path != "-" else { return path }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
