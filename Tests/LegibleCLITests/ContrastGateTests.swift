import Testing

@testable import LegibleCLI

/// `legible contrast --level AA|AAA --for text|large|ui` chooses what the exit status gates on.
@Suite struct ContrastGateTests {
  // #949494 on white is 3.03:1: it fails normal text AA but passes large text and UI AA.
  @Test(
    arguments: zip(
      [
        [], ["--for", "ui"], ["--for", "large"], ["--level", "AAA", "--for", "large"], ["--level", "AAA"],
        ["--level", "AA", "--for", "text"],
      ],
      [Int32(1), 0, 0, 1, 1, 1]))
  func gate(_ flags: [String], expected: Int32) {
    let run = CapturedRun(["contrast", "#949494", "white"] + flags)
    #expect(run.status == expected, "\(flags)")
    #expect(run.stdout.contains("Contrast 3.03:1"))
  }

  // #595959 on white is 7.00:1: AAA for normal text passes, so every gate passes.
  @Test func aaaTextPasses() {
    #expect(CapturedRun(["contrast", "#595959", "white", "--level", "AAA"]).status == 0)
    #expect(CapturedRun(["contrast", "#767676", "white", "--level", "AAA"]).status == 1)
  }

  @Test func uiHasNoAAALevel() {
    let run = CapturedRun(["contrast", "#000", "white", "--level", "AAA", "--for", "ui"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: '--level AAA' cannot gate '--for ui'"))
    #expect(run.stdout.isEmpty)
    #expect(CapturedRun(["contrast", "#000", "white", "--for", "icons"]).status == 2)
  }
}
