import Foundation
import Testing

@testable import LegibleCLI

struct CompletionsTests {
  @Test func everyShellKnowsEveryCommandAndOption() {
    for shell in ["bash", "zsh", "fish"] {
      let run = CapturedRun(["completions", shell])
      #expect(run.status == 0)
      for c in Legible.commands {
        #expect(run.stdout.contains(c.spec.name), "\(shell): \(c.spec.name)")
        for o in c.spec.options { #expect(run.stdout.contains(o.name), "\(shell): --\(o.name)") }
      }
    }
    #expect(CapturedRun(["completions", "tcsh"]).status == 2)
  }

  @Test func bashScriptIsValidSyntax() throws {
    let script = CapturedRun(["completions", "bash"]).stdout
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-\(UUID().uuidString).bash"
    ).path
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-n", path]
    try p.run()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
  }

  @Test func manPageHasASectionPerCommand() {
    let man = CapturedRun(["man"]).stdout
    #expect(man.hasPrefix(".TH LEGIBLE 1"))
    for c in Legible.commands { #expect(man.contains(".SH \(c.spec.name.uppercased())")) }
  }
}
