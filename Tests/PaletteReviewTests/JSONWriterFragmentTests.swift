import JSONSupport
import Testing

/// A batch writes each image's part of its JSON report on the thread that scanned it and
/// joins the parts: the joined bytes must be the bytes of writing the whole at once.
struct JSONWriterFragmentTests {
  static let item: JSONValue = .object([
    "path": "a \"quoted\"\nname.png", "box": .object(["x": .integer(1), "y": .number(2.5)]),
    "empty": .array([]), "none": .object([:]), "list": .array([.bool(true), .null, .array([.integer(3)])]),
  ])

  @Test(arguments: [0, 1, 3])
  func joinedFragmentsAreTheWholeDocument(count: Int) {
    let items = Array(repeating: Self.item, count: count)
    let tool: JSONValue = .object(["name": "legible", "version": "0.1.0"])
    let whole = JSONWriter.string(.object(["tool": tool, "results": .array(items)]))
    let joined = JSONWriter.prettyObject([
      ("tool", JSONWriter.fragment(tool, depth: 1)),
      ("results", JSONWriter.prettyArray(items.map { JSONWriter.fragment($0, depth: 2) }, depth: 1)),
    ])
    #expect(joined == whole)
  }

  @Test func anEmptyObjectIsWrittenAsAWholeOneIs() {
    #expect(JSONWriter.prettyObject([]) == JSONWriter.string(.object([:])))
    #expect(JSONWriter.fragment(Self.item, depth: 0) + "\n" == JSONWriter.string(Self.item))
  }
}
