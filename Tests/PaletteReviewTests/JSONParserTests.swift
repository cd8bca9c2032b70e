import JSONSupport
import Testing

struct JSONParserTests {
  func parse(_ s: String) throws(JSONParseError) -> JSONNode { try JSONParser().parse(Array(s.utf8)) }

  @Test func positionsOfValues() throws {
    let node = try parse("{\n  \"a\": {\n    \"b\": \"#fff\"\n  }\n}")
    let b = try #require(node["a"]?["b"])
    #expect(b.span.line == 3 && b.span.column == 10)
    #expect(b.stringValue == "#fff")
  }

  @Test(arguments: [
    ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key \"a\""),
    ("{\"a\": 1e999}", "1:7: number 1e999 is out of range (not a finite double)"),
    ("{\"a\": [1, 2", "1:12: unexpected end of file; expected ',' or ']'"),
    ("{\"a\": tru}", "1:7: invalid literal; expected true"),
    ("{\"a\": 1} x", "1:10: unexpected data after the JSON value"),
    ("{\"a\": \"x\ty\"}", "1:9: control character in a string (escape it as \\u0009)"),
    ("{a: 1}", "1:2: expected a quoted key"),
  ])
  func errorsSayWhereAndWhat(input: String, message: String) {
    let error = #expect(throws: JSONParseError.self) { _ = try parse(input) }
    #expect(error?.description == message)
  }

  /// Objects past a dozen keys look for duplicates in a set instead of linearly: both find them.
  @Test(arguments: [3, 12, 13, 40])
  func duplicateKeysAreFoundInObjectsOfAnySize(keys: Int) {
    let members = (0..<keys).map { "\"k\($0)\": \($0)" } + ["\"k\(keys / 2)\": 0"]
    let text = "{" + members.joined(separator: ", ") + "}"
    let error = #expect(throws: JSONParseError.self) { _ = try parse(text) }
    #expect(error?.message == "duplicate key \"k\(keys / 2)\"")
    let column = text.utf8.count - "\"k\(keys / 2)\": 0}".utf8.count + 1
    #expect(error?.column == column)
  }

  @Test func membersKeepTheirOrderAndNesting() throws {
    let text = "{" + (0..<30).map { "\"k\($0)\": [\($0), {\"x\": \"\($0)\"}]" }.joined(separator: ",") + "}"
    let entries = try #require(try parse(text).objectEntries)
    #expect(entries.map(\.key) == (0..<30).map { "k\($0)" })
    #expect(entries[17].value.arrayValues?[0].numberValue == 17)
    #expect(entries[29].value.arrayValues?[1]["x"]?.stringValue == "29")
  }

  @Test func depthAndUTF8Limits() {
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect { try JSONParser(maximumDepth: 128).parse(Array(deep.utf8)) } throws: {
      ($0 as? JSONParseError)?.message.contains("deeper than 128") == true
    }
    let bad: [UInt8] = Array("{\"a\": \"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8)
    #expect { try JSONParser().parse(bad) } throws: {
      ($0 as? JSONParseError)?.message == "string is not valid UTF-8"
    }
    #expect { try JSONParser(maximumBytes: 4).parse(Array("[1, 2, 3]".utf8)) } throws: {
      ($0 as? JSONParseError)?.message.contains("limit is 4") == true
    }
  }
}
