import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

struct PaletteCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let failing = root.appendingPathComponent("Palettes/acme-failing.palette.json").path
  static let passing = root.appendingPathComponent("Palettes/acme-passing.palette.json").path

  @Test func exitCodes() {
    #expect(CapturedRun(["palette", Self.passing]).status == 0)
    let fail = CapturedRun(["palette", Self.failing])
    #expect(fail.status == 1)
    #expect(fail.stdout.contains("acme-failing.palette.json:7:52: error: text.secondary on bg.page: contrast 3.26:1 is below 4.5:1"))
    #expect(CapturedRun(["palette", Self.failing, "--fail-on", "never"]).status == 0)
    let missing = CapturedRun(["palette", "/nonexistent/palette.json"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "Error: /nonexistent/palette.json: no such file or folder\n")
  }

  @Test func sarifLocatesTheTokenDefinition() throws {
    let run = CapturedRun(["palette", Self.failing, "--format", "sarif"])
    let sarif = try run.json()
    #expect(sarif["version"] as? String == "2.1.0")
    let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    let first = try #require(results.first { ($0["message"] as? [String: Any])?["text"] as? String == nil ? false : (($0["message"] as! [String: Any])["text"] as! String).hasPrefix("text.secondary on bg.page") })
    let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 7)
    #expect(region["startColumn"] as? Int == 52)
    #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("Palettes/acme-failing.palette.json") == true)
  }

  @Test func jsonJunitAndMarkdown() throws {
    let json = try CapturedRun(["palette", Self.failing, "--format", "json"]).json()
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["rule"] as? String == "contrast-regression" })
    #expect(findings.contains { ($0["fix"] as? [String: Any])?["color"] is String })
    let xml = CapturedRun(["palette", Self.failing, "--format", "junit"]).stdout
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse())
    #expect(xml.contains("<failure type=\"pair-contrast\""))
    let md = CapturedRun(["palette", Self.failing, "--format", "markdown"]).stdout
    #expect(md.contains("| rule | tokens | colors | figure | needs | fix |"))
  }

  @Test func fixOutNeverTouchesTheInput() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-fix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("p.json").path
    try FileManager.default.copyItem(atPath: Self.failing, toPath: input)
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    let same = CapturedRun(["palette", input, "--fix-out", input])
    #expect(same.status == 2)
    #expect(same.stderr.contains("refusing to write over the input file"))
    let out = dir.appendingPathComponent("fixed.json").path
    let run = CapturedRun(["palette", input, "--fix-out", out])
    #expect(run.status == 1)
    #expect(FileManager.default.fileExists(atPath: out))
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    let recheck = try CapturedRun(["palette", out, "--format", "json"]).json()
    let remaining = (recheck["findings"] as? [[String: Any]])?.filter { $0["rule"] as? String == "pair-contrast" }.count ?? -1
    let originally = (try CapturedRun(["palette", input, "--format", "json"]).json()["findings"] as? [[String: Any]])?.filter { $0["rule"] as? String == "pair-contrast" }.count ?? -1
    #expect(remaining < originally)
  }
}
