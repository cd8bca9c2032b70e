import JSONSupport
import Testing

/// JSONOutput writes what JSONWriter writes, piece by piece and through a sink in chunks.
struct JSONOutputTests {
  /// Escapes, Unicode, empty and nested containers, and the numbers JSON cannot hold.
  static let document: JSONValue = .object([
    "text": .string(
      "quote \" backslash \\ newline \n tab \t return \r bell \u{7} unit \u{1F} é ✓ 🎨 ###[x] #[y]"),
    "empty": .object(JSONObject()), "none": .array([]),
    "numbers": .array([
      .number(0), .number(-0.0), .number(3), .number(4.478089453577214), .number(1e300),
      .number(.nan), .number(.infinity), .integer(-42),
    ]),
    "nested": .array([.object(["a": .bool(true), "b": .null]), .array([.array([])])]),
    "ke\"y": .string(""),
  ])

  @Test(arguments: [true, false])
  func piecesWriteWhatTheWholeValueWrites(pretty: Bool) {
    var out = JSONOutput(pretty: pretty)
    out.value(Self.document)
    out.finish()
    #expect(out.bytes == JSONWriter.bytes(Self.document, pretty: pretty))
  }

  @Test func escapesAreExact() {
    #expect(JSONWriter.string(.string("a\"b\\c\nd\u{1}é"), pretty: false) == #""a\"b\\c\nd\u0001é""#)
    #expect(JSONWriter.string(.object(["k": .array([1, 2])])) == "{\n  \"k\": [\n    1,\n    2\n  ]\n}\n")
  }

  /// GitHub's runner runs `##[command]` found anywhere in a log line: a report printed there
  /// writes the bracket as `\u005b`, which reads back as the same string.
  @Test func theOlderWorkflowCommandSyntaxIsNeverWrittenRaw() {
    #expect(
      JSONWriter.string(.string("a ##[add-mask]b #[c]"), pretty: false) == #""a ##\u005badd-mask]b #[c]""#)
    var out = JSONOutput(pretty: false)
    out.value(.array([.string("###[error]x")]))
    out.finish()
    #expect(String(decoding: out.bytes, as: UTF8.self) == ####"["###\u005berror]x"]"####)
  }

  @Test func typedValuesAndQuotedKeysMatchTheTree() {
    var out = JSONOutput()
    out.beginObject()
    out.key(JSONOutput.Key("na\"me"))
    out.string("Acme")
    out.key("ratio")
    out.number(4.5)
    out.key(string: "sizes")
    out.beginArray()
    out.integer(1)
    out.bool(false)
    out.null()
    out.endArray()
    out.endObject()
    out.finish()
    let tree: JSONValue = .object([
      "na\"me": "Acme", "ratio": .number(4.5), "sizes": .array([1, false, nil]),
    ])
    #expect(out.bytes == JSONWriter.bytes(tree))
  }

  /// Chunks come between values, so each is whole UTF-8 and together they are the document.
  @Test func aSinkGetsWholeUTF8ChunksThatMakeTheDocument() throws {
    var chunks: [[UInt8]] = []
    var out = JSONOutput(chunkSize: 7, sink: { chunks.append($0) })
    out.value(Self.document)
    out.finish()
    #expect(chunks.count > 5)
    #expect(out.bytes.isEmpty)
    for chunk in chunks { #expect(String(validating: chunk, as: UTF8.self) != nil) }
    #expect(Array(chunks.joined()) == JSONWriter.bytes(Self.document))
    _ = try JSONParser().parse(Array(chunks.joined()))
  }
}
