import Foundation
import Testing

struct ContrastCommandTests {
  @Test func failingPairExitsOneAndShowsTruncatedRatio() {
    let run = CapturedRun(["contrast", "#777777", "#ffffff"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("Contrast 4.47:1"))
    #expect(run.stdout.contains("Normal text     FAIL (4.5)"))
    #expect(run.stdout.contains("Large text      pass (3.0)"))
    #expect(run.stderr.isEmpty)
    #expect(!run.stdout.contains("\u{1B}["), "no escape codes when not a terminal")
  }

  @Test func passingPairExitsZero() {
    let run = CapturedRun(["contrast", "#767676", "white"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Contrast 4.54:1"))
  }

  @Test func jsonHasTheDocumentedKeys() throws {
    let run = CapturedRun(["contrast", "#888", "#fff", "--format", "json"])
    #expect(run.status == 1)
    let json = try run.json()
    #expect(json["foreground"] as? String == "#888888")
    #expect(json["background"] as? String == "#ffffff")
    let ratio = try #require(json["ratio"] as? Double)
    #expect(abs(ratio - 3.5449) < 1e-3)
    let apca = try #require(json["apca"] as? Double)
    #expect(abs(apca - 63.056469930209424) < 1e-9)
    let levels = try #require(json["levels"] as? [String: Any])
    let normal = try #require(levels["normalText"] as? [String: Any])
    let aa = try #require(normal["AA"] as? [String: Any])
    #expect(aa["passes"] as? Bool == false)
    #expect(aa["required"] as? Double == 4.5)
    let nonText = try #require(levels["nonText"] as? [String: Any])
    #expect((nonText["AA"] as? [String: Any])?["passes"] as? Bool == true)
  }

  @Test func suggestionsPassTheirTargets() throws {
    let run = CapturedRun(["contrast", "#4a90e2", "#ffffff", "--format=json", "--suggest"])
    let json = try run.json()
    let suggestions = try #require(json["suggestions"] as? [[String: Any]])
    // 3.28:1 fails 4.5 (normal AA, large AAA: one target) and 7 (normal AAA).
    #expect(suggestions.map { $0["ratio"] as? Double } == [4.5, 7])
    for s in suggestions {
      let fg = try #require(s["foreground"] as? [String: Any])
      if fg["status"] as? String == "suggested", let hex = fg["color"] as? String,
        let ratio = s["ratio"] as? Double
      {
        let check = CapturedRun(["contrast", hex, "#ffffff", "--format", "json"])
        let got = try #require(try check.json()["ratio"] as? Double)
        #expect(got >= ratio, "\(hex) should reach \(ratio), got \(got)")
      }
    }
  }

  @Test func translucentBackgroundReportsARange() throws {
    let run = CapturedRun(["contrast", "black", "rgba(255,255,255,0.5)", "--format", "json"])
    let json = try run.json()
    let worst = try #require(json["ratio"] as? Double)
    let best = try #require(json["ratioBest"] as? Double)
    #expect(worst < best)
    #expect(abs(best - 21) < 1e-9)
    #expect((json["notes"] as? [String])?.first?.contains("translucent") == true)
  }

  @Test func swatchesOnlyOnTrueColorTerminalsWithoutNoColor() {
    let color = CapturedRun(
      ["contrast", "#777", "#fff"], terminal: true, environment: ["COLORTERM": "truecolor"])
    #expect(color.stdout.contains("\u{1B}[48;2;119;119;119m"))
    let noColor = CapturedRun(
      ["contrast", "#777", "#fff"], terminal: true, environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"])
    #expect(!noColor.stdout.contains("\u{1B}["))
    let pipe = CapturedRun(
      ["contrast", "#777", "#fff"], terminal: false, environment: ["COLORTERM": "truecolor"])
    #expect(!pipe.stdout.contains("\u{1B}["))
  }

  @Test func badColorIsOneLineWithUsageAndExitTwo() {
    let run = CapturedRun(["contrast", "#12", "white"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    let lines = run.stderr.split(separator: "\n")
    #expect(
      lines.first
        == "Error: foreground: invalid color '#12': a hex color has 3, 4, 6 or 8 digits after '#', found 2")
    #expect(run.stderr.contains("See 'legible contrast --help'"))
  }

  @Test func outOfGamutInputIsNoted() {
    let run = CapturedRun(["contrast", "color(display-p3 0 0.7 0)", "white"])
    #expect(run.stdout.contains("outside sRGB; clipped in linear light"))
  }
}
