import Findings
import Foundation
import JSONSupport
import Pixels
import Testing

@testable import Reporting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every SARIF writer takes its `rules` from the catalog: each result's `ruleId` has a
/// descriptor, and `ruleIndex` points at it (SARIF 2.1.0 §3.27.6–7).
@Suite struct SARIFRulesTests {
  func findings() -> [Finding] {
    Rule.allCases.enumerated().map { i, rule in
      Finding(
        rule: rule, level: Level.allCases[i % Level.allCases.count], file: "f\(i).json", line: i + 1,
        message: "m\(i)", fingerprint: "fp\(i)")
    }
  }

  @Test func checkReportResultsPointAtTheirRuleDescriptors() throws {
    let report = CheckReport(palettes: ["p.json"], findings: findings())
    let root = try JSONParser().parse(Array(report.sarif(version: "test").utf8))
    let run = try #require(root["runs"]?.arrayValues?.first)
    let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValues)
    let results = try #require(run["results"]?.arrayValues)
    #expect(results.count == Rule.allCases.count)
    #expect(rules.count == Rule.allCases.count)
    for r in results {
      let id = try #require(r["ruleId"]?.stringValue)
      let index = try #require(r["ruleIndex"]?.numberValue.map { Int($0) })
      #expect(rules[index]["id"]?.stringValue == id)
      #expect(["error", "warning", "note"].contains(r["level"]?.stringValue ?? ""))
    }
  }

  @Test func descriptorsCarryTheCatalog() throws {
    for rule in Rule.allCases {
      let d = SARIFRules.descriptor(rule)
      let node = try JSONParser().parse(Array(JSONWriter.string(d).utf8))
      #expect(node["id"]?.stringValue == rule.id)
      #expect(node["name"]?.stringValue == rule.name)
      #expect(node["shortDescription"]?["text"]?.stringValue == rule.title)
      #expect(node["help"]?["text"]?.stringValue == rule.help)
      #expect(node["helpUri"]?.stringValue == rule.helpURI)
      #expect(node["defaultConfiguration"]?["level"]?.stringValue == rule.defaultLevel.rawValue)
      let tags = node["properties"]?["tags"]?.arrayValues?.compactMap(\.stringValue) ?? []
      #expect(tags == rule.successCriteria.map { "WCAG " + $0 })
    }
  }
}

@Suite struct SARIFLocationTests {
  func location(of path: String, root checkout: String = "/nowhere") throws -> JSONNode {
    let f = Finding(rule: .textContrast, level: .error, file: path, message: "m", fingerprint: "fp")
    let root = try JSONParser().parse(Array(SARIFLog.render([f], version: "t", root: checkout).utf8))
    let result = try #require(root["runs"]?.arrayValues?.first?["results"]?.arrayValues?.first)
    return try #require(result["locations"]?.arrayValues?.first?["physicalLocation"]?["artifactLocation"])
  }

  /// Relative paths resolve against the checkout (`%SRCROOT%`), as code scanning expects;
  /// an absolute path is a file: URI, never a bare machine path.
  @Test func relativePathsResolveAgainstTheSourceRoot() throws {
    let relative = try location(of: "./design/tokens.json")
    #expect(relative["uri"]?.stringValue == "design/tokens.json")
    #expect(relative["uriBaseId"]?.stringValue == "%SRCROOT%")
    let absolute = try location(of: "/home/ci/work/a b.png")
    #expect(absolute["uri"]?.stringValue == "file:///home/ci/work/a%20b.png")
    #expect(absolute["uriBaseId"] == nil)
  }

  /// A resolver reaches its token files by absolute paths: inside the checkout they are
  /// relative again, so code scanning can place them.
  @Test func absolutePathsInsideTheCheckoutBecomeRelative() throws {
    let inside = try location(of: "/home/ci/work/Palettes/x/fg.tokens.json", root: "/home/ci/work")
    #expect(inside["uri"]?.stringValue == "Palettes/x/fg.tokens.json")
    #expect(inside["uriBaseId"]?.stringValue == "%SRCROOT%")
    let beside = try location(of: "/home/ci/workspace/a.png", root: "/home/ci/work")
    #expect(beside["uri"]?.stringValue == "file:///home/ci/workspace/a.png")
  }

  @Test func imageFindingsSayWhereTheyAreInTheMessage() throws {
    let f = Finding(
      rule: .textContrast, level: .warning, file: "s.png",
      boxes: [PixelBox(x: 4, y: 5, width: 60, height: 12)],
      message: "low", fingerprint: "fp")
    let root = try JSONParser().parse(Array(SARIFLog.render([f], version: "t").utf8))
    let result = try #require(root["runs"]?.arrayValues?.first?["results"]?.arrayValues?.first)
    #expect(result["message"]?["text"]?.stringValue == "low at x 4, y 5 (60×12 px)")
    #expect(result["level"]?.stringValue == "warning")
    #expect(
      result["locations"]?.arrayValues?.first?["physicalLocation"]?["region"]?["startLine"]?.numberValue == 1)
  }
}

@Suite struct JUnitXMLTests {
  final class Counter: NSObject, XMLParserDelegate {
    var elements: [String: Int] = [:]
    var totals: [String: String] = [:]
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      elements[name, default: 0] += 1
      if name == "testsuites" { totals = attributes }
    }
  }

  /// The document parses as XML, and its totals are the counts of the elements in it.
  @Test func totalsMatchTheCasesWritten() throws {
    let doc = JUnitXML(
      name: "t <&>",
      suites: [
        .init(
          name: "a",
          cases: [
            .init(classname: "a", name: "ok", outcome: .passed),
            .init(
              classname: "a", name: "bad \"1\"", outcome: .failed(type: "text-contrast", message: "1 < 2")),
            .init(classname: "a", name: "look", outcome: .skipped(message: "review")),
          ]),
        .init(
          name: "b", cases: [.init(classname: "b", name: "read", outcome: .error(message: "unreadable"))]),
      ]
    ).document
    let counter = Counter()
    let parser = XMLParser(data: Data(doc.utf8))
    parser.delegate = counter
    #expect(parser.parse())
    #expect(counter.elements["testcase"] == 4)
    #expect(
      counter.elements["failure"] == 1 && counter.elements["skipped"] == 1 && counter.elements["error"] == 1)
    #expect(counter.totals["tests"] == "4")
    #expect(
      counter.totals["failures"] == "1" && counter.totals["skipped"] == "1" && counter.totals["errors"] == "1"
    )
    #expect(counter.totals["name"] == "t <&>")
  }
}
