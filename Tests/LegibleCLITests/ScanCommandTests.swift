import ColorScience
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// End to end on Samples/: every output format parsed as its consumer would.
struct ScanCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let samples = root.appendingPathComponent("Samples").path
  static let schema = root.appendingPathComponent("Sources/Reporting/Schemas/scan.schema.json")

  static func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-scan-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Checks `value` against the `required` lists of a JSON Schema (following $ref, items,
  /// properties and the first matching oneOf branch): the subset of validation Legible's
  /// schema relies on.
  static func conforms(_ value: Any, to schema: [String: Any], root: [String: Any], path: String = "$")
    -> [String]
  {
    var s = schema
    if let ref = s["$ref"] as? String, ref.hasPrefix("#/$defs/") {
      s = (root["$defs"] as! [String: Any])[String(ref.dropFirst(8))] as! [String: Any]
    }
    if let options = s["oneOf"] as? [[String: Any]] {
      let problems = options.map { conforms(value, to: $0, root: root, path: path) }
      return problems.contains { $0.isEmpty } ? [] : problems.first!
    }
    var problems: [String] = []
    if let object = value as? [String: Any] {
      for key in s["required"] as? [String] ?? [] where object[key] == nil {
        problems.append("\(path): missing '\(key)'")
      }
      for (key, sub) in s["properties"] as? [String: [String: Any]] ?? [:] {
        if let v = object[key] { problems += conforms(v, to: sub, root: root, path: "\(path).\(key)") }
      }
      if let e = s["enum"] as? [String], let v = value as? String, !e.contains(v) {
        problems.append("\(path): \(v) not in enum")
      }
    } else if let array = value as? [Any], let items = s["items"] as? [String: Any] {
      for (i, v) in array.enumerated() {
        problems += conforms(v, to: items, root: root, path: "\(path)[\(i)]")
      }
    } else if let e = s["enum"] as? [String], let v = value as? String, !e.contains(v) {
      problems.append("\(path): '\(v)' not in \(e)")
    }
    return problems
  }

  @Test func explainSaysWhichRuleKeptOrDroppedEachCandidate() throws {
    let image = Self.samples + "/segmented_light.png"
    let text = CapturedRun(["scan", image, "--explain"])
    #expect(text.stdout.contains("segmented_light.png: explain: 3 color-only candidates, 3 kept"))
    // Each candidate: its place and members, then the rule that settled it.
    #expect(text.stdout.contains("  row (x 89, y 961, 593×25), 4 members: kept by MinimumConfidence:"))
    #expect(text.stdout.contains("    members (x 89, y 961, 62×20), (x 273, y 962, 46×19)"))
    // With another format the report stays parseable and the explanation goes to stderr.
    let json = CapturedRun(["scan", image, "--explain", "--format", "json"])
    #expect(try json.json()["results"] != nil)
    #expect(json.stderr.contains("explain: 3 color-only candidates, 3 kept"))
    #expect(!CapturedRun(["scan", image]).stdout.contains("explain:"))
  }

  @Test func jsonFollowsTheSchemaAndJsonDirLayout() throws {
    let dir = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun(["scan", Self.samples, "--format", "json", "--json-dir", dir.path])
    #expect(run.status == 1)
    let json = try run.json()
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schema)) as! [String: Any]
    #expect(Self.conforms(json, to: schema, root: schema) == [])
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.map { ($0["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } } == [
        "card_transparent.png", "form_dark.png", "segmented_light.png", "settings_light.png", "status_p3.png",
      ])
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(
      files == [
        "card_transparent.json", "form_dark.json", "segmented_light.json", "settings_light.json",
        "status_p3.json",
      ])
    let p3 = results[4]["image"] as? [String: Any]
    #expect((p3?["colorSpace"] as? String)?.contains("Display P3") == true)
    #expect(p3?["scale"] as? Int == 2)
    // The form's placeholders fail; its name field passes.
    let form = try #require(results[1]["textRegions"] as? [[String: Any]])
    #expect(
      form.contains { $0["outcome"] as? String == "fail" && ($0["foreground"] as? String) == "#5c5c5c" })
    #expect(
      form.contains { $0["outcome"] as? String == "pass" && ($0["foreground"] as? String) == "#e0e0e0" })
    // Color-only findings explain themselves: the members (the odd ones marked), the cues
    // looked for, and the confidence, which is never below the stated floor.
    let states = results.flatMap {
      ($0["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "color-only-state" }
    }
    #expect(!states.isEmpty)
    for f in states {
      let members = try #require(f["members"] as? [[String: Any]])
      #expect(
        members.contains { $0["differs"] as? Bool == true }
          && members.contains { $0["differs"] as? Bool == false })
      #expect((f["cuesChecked"] as? [String])?.isEmpty == false)
      let confidence = try #require((f["confidence"] as? NSNumber)?.doubleValue)
      #expect(confidence >= 0.5 && confidence <= 1)
    }
  }

  /// Every failing line of a sample carries the color it should be: the JSON's
  /// `suggestedForeground` meets `required` on the line's background, and the check's HTML
  /// card shows it beside the measured one.
  @Test func contrastFindingsCarryTheNearestPassingColor() throws {
    let run = CapturedRun(["scan", Self.samples + "/form_dark.png", "--format", "json"])
    let results = try #require(try run.json()["results"] as? [[String: Any]])
    let findings = try #require(results.first?["findings"] as? [[String: Any]]).filter {
      $0["rule"] as? String == "text-contrast"
    }
    #expect(findings.count == 5)
    for f in findings {
      let suggested = try SRGBColor(css: try #require(f["suggestedForeground"] as? String))
      let background = try SRGBColor(css: try #require(f["background"] as? String))
      let required = try #require(f["required"] as? Double)
      #expect(WCAG.contrastRatio(of: suggested, on: background) >= required, "\(f)")
      #expect((f["message"] as? String)?.contains(suggested.hex) == true)
    }
    let html = CapturedRun(["check", Self.samples + "/form_dark.png", "--format", "html"]).stdout
    let first = try #require(findings.first?["suggestedForeground"] as? String)
    #expect(html.contains("The quick brown fox (\(first))"))
  }

  @Test func sarifHasTheRequiredStructure() throws {
    let run = CapturedRun(["scan", Self.samples + "/form_dark.png", "--format", "sarif"])
    let sarif = try run.json()
    #expect(sarif["version"] as? String == "2.1.0")
    let runs = try #require(sarif["runs"] as? [[String: Any]])
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "legible")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 5)
    for r in results {
      let ruleId = try #require(r["ruleId"] as? String)
      #expect(rules.contains { $0["id"] as? String == ruleId })
      #expect((r["message"] as? [String: Any])?["text"] is String)
      let location = try #require(
        (r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect(
        ((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix(
          "Samples/form_dark.png") == true)
      #expect(((location["region"] as? [String: Any])?["startLine"] as? Int) == 1)
      #expect(["error", "warning", "note"].contains(r["level"] as? String ?? ""))
      // One fingerprint scheme for scan, palette, check and merge: the baseline's.
      #expect((r["partialFingerprints"] as? [String: Any])?["legible/v1"] is String)
      // An image has no lines: the position is in the message for any SARIF reader.
      #expect(((r["message"] as? [String: Any])?["text"] as? String)?.contains(" at x ") == true)
    }
  }

  final class JUnitCounter: NSObject, XMLParserDelegate {
    var cases = 0
    var failures = 0
    var suites = 0
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name == "testcase" { cases += 1 }
      if name == "failure" { failures += 1 }
      if name == "testsuite" { suites += 1 }
    }
  }

  @Test func junitParsesAsXML() throws {
    let run = CapturedRun(["scan", Self.samples, "--format", "junit"])
    let parser = XMLParser(data: Data(run.stdout.utf8))
    let counter = JUnitCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.suites == 5)
    #expect(counter.cases > 50)
    #expect(counter.failures >= 20)
  }

  @Test func markdownIsATable() {
    let run = CapturedRun(["scan", Self.samples + "/form_dark.png", "--format", "markdown"])
    #expect(run.stdout.contains("| level | rule | contrast | needs | colors | where (px) |"))
    #expect(run.stdout.contains("| error | text-contrast | 2.49:1 | 4.5:1 | `#5c5c5c` on `#1e1e1e` |"))
  }

  @Test func unreadableInputIsExitTwoAndTheOthersAreStillScanned() throws {
    let dir = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("not a png".utf8).write(to: dir.appendingPathComponent("broken.png"))
    try FileManager.default.copyItem(
      atPath: Self.samples + "/form_dark.png", toPath: dir.appendingPathComponent("good.png").path)
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("loop").path, withDestinationPath: dir.path)
    let run = CapturedRun(["scan", dir.path, "--format", "json"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("broken.png: header: not a PNG"))
    let results = try #require(try run.json()["results"] as? [[String: Any]])
    #expect(results.count == 2)
    #expect(results[0]["error"] is String)
    #expect((results[1]["textRegions"] as? [Any])?.isEmpty == false)
  }

  @Test func annotateWritesOneImagePerInput() throws {
    let dir = Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = CapturedRun([
      "scan", Self.samples + "/settings_light.png", "--annotate", dir.path, "--fail-on", "never",
    ])
    #expect(run.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["settings_light.annotated.png"])
  }

  @Test func scaleAndExitCodes() {
    let passing = CapturedRun(["scan", Self.samples + "/form_dark.png", "--fail-on", "never"])
    #expect(passing.status == 0)
    let bad = CapturedRun(["scan", Self.samples, "--scale", "zero"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("'zero' is not a valid value for '--scale'"))
    let given = CapturedRun(["scan", Self.samples + "/form_dark.png", "--scale", "3"])
    #expect(given.stdout.contains("scale 3×: given with --scale"))
  }
}
