import Foundation
import Testing

struct SimulateCommandTests {
  @Test func allTypesByDefault() throws {
    let run = CapturedRun(["simulate", "#d32f2f", "--format", "json"])
    #expect(run.status == 0)
    let results = try #require(try run.json()["results"] as? [[String: Any]])
    #expect(
      results.map { $0["type"] as? String } == [
        "protanopia", "deuteranopia", "tritanopia", "protanomaly", "deuteranomaly", "tritanomaly",
        "achromatopsia",
      ])
    let methods = results.map { $0["method"] as? String }
    #expect(
      methods == [
        "vienot1999", "vienot1999", "brettel1997", "machado2009", "machado2009", "brettel1997", "luminance",
      ])
    for r in results {
      #expect(r["input"] as? String == "#d32f2f")
      #expect((r["output"] as? String)?.count == 7)
      let deltaE = try #require(r["deltaE2000"] as? Double, "every simulation reports its ΔE00")
      #expect(deltaE >= 0 && deltaE < 100)
    }
    #expect(results[3]["severity"] as? Double == 0.6)
  }

  @Test func typeMethodAndSeverity() throws {
    let run = CapturedRun([
      "simulate", "#ff0000", "green", "--type", "deuteranopia", "--severity", "0.6", "--format", "json",
    ])
    let results = try #require(try run.json()["results"] as? [[String: Any]])
    #expect(results.count == 2)
    #expect(results[0]["method"] as? String == "machado2009")
    #expect(results[0]["severity"] as? Double == 0.6)
    #expect(results[1]["input"] as? String == "#008000")
    let forced = CapturedRun([
      "simulate", "#ff0000", "--type", "tritanopia", "--method", "vienot1999", "--format", "json",
    ])
    let f = try #require(try forced.json()["results"] as? [[String: Any]])
    #expect(f[0]["method"] as? String == "vienot1999")
  }

  @Test func textOutputListsEachType() {
    let run = CapturedRun(["simulate", "#ff0000", "--type", "protanopia"])
    #expect(run.stdout.hasPrefix("#ff0000\n"))
    #expect(run.stdout.contains("protanopia"))
    #expect(run.stdout.contains("ΔE00"))
  }

  @Test(arguments: [
    (["simulate"], "missing <color>"),
    (["simulate", "red", "--type", "protan"], "'protan' is not a valid value for '--type'"),
    (["simulate", "red", "--severity", "2"], "expected a number from 0 to 1"),
    (["simulate", "red", "--severty", "2"], "did you mean '--severity'?"),
    (["simulate", "red", "--format"], "needs a value"),
    (["simulate", "notacolor"], "invalid color 'notacolor'"),
  ])
  func misuseIsExitTwo(arguments: [String], message: String) {
    let run = CapturedRun(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}
