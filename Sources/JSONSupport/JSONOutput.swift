/// JSON written a piece at a time, in exactly the form `JSONWriter` gives a whole
/// `JSONValue`: for documents too large to build as a tree first (a palette report of
/// 80,000 pairs is 23 MB; its tree cost more than its writing).
///
/// Open containers with `beginObject`/`beginArray`, name members with `key`, add values
/// (a whole `JSONValue` subtree where that is convenient), close with `end…`. With a
/// `sink`, the bytes are handed over whenever `chunkSize` of them are ready, always between
/// two values (so a chunk never splits a UTF-8 sequence), and the memory held stays at
/// about one chunk; `finish()` hands over the rest.
///
///     var out = JSONOutput()
///     out.beginObject()
///     out.key("name"); out.value("Acme")
///     out.key("sizes"); out.value([1, 2])
///     out.endObject()
///     out.finish()  // out.bytes: {\n  "name": "Acme",\n  "sizes": [\n    1,\n    2\n  ]\n}\n
public struct JSONOutput {
  /// What has been written and not yet handed to the sink.
  public private(set) var bytes: [UInt8] = []
  let pretty: Bool
  let chunkSize: Int
  let sink: (([UInt8]) -> Void)?
  /// Values written so far in the innermost open container, and in the ones around it.
  var count = 0
  var outerCounts: [Int] = []
  /// Open containers.
  var depth = 0
  /// A newline and the indentation of each depth, made once.
  var indents: [[UInt8]] = []
  /// A key was just written: the next value is its value, not a new member.
  var afterKey = false

  public init(pretty: Bool = true, chunkSize: Int = 1 << 18, sink: (([UInt8]) -> Void)? = nil) {
    self.pretty = pretty
    self.chunkSize = max(1, chunkSize)
    self.sink = sink
    if sink != nil { bytes.reserveCapacity(self.chunkSize + self.chunkSize / 4) }
  }

  public mutating func beginObject() {
    startValue()
    bytes.append(UInt8(ascii: "{"))
    open()
  }

  public mutating func endObject() { close(UInt8(ascii: "}")) }

  public mutating func beginArray() {
    startValue()
    bytes.append(UInt8(ascii: "["))
    open()
  }

  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// The name of the object member whose value comes next.
  public mutating func key(_ name: String) {
    startValue()
    writeString(name)
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(UInt8(ascii: " ")) }
    afterKey = true
  }

  /// A value: an array member, the value of the last key, or the whole document.
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: scalar("null")
    case .bool(let b): scalar(b ? "true" : "false")
    case .integer(let i): scalar(String(i))
    case .number(let d): scalar(d.isFinite ? (d == 0 ? "0.0" : d.description) : "null")
    case .string(let s):
      startValue()
      writeString(s)
    case .array(let items):
      beginArray()
      for item in items { self.value(item) }
      endArray()
    case .object(let object):
      beginObject()
      for entry in object.entries {
        key(entry.key)
        self.value(entry.value)
      }
      endObject()
    }
  }

  /// Ends the document (a newline when pretty) and hands the rest to the sink.
  public mutating func finish() {
    if pretty { bytes.append(0x0A) }
    if let sink, !bytes.isEmpty {
      sink(bytes)
      bytes.removeAll()
    }
  }

  mutating func scalar(_ text: String) {
    startValue()
    append(text)
  }

  /// Before a value or key: the comma after the previous member and the new line, unless
  /// this is the value of the key just written.
  mutating func startValue() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    if bytes.count >= chunkSize, let sink {
      sink(bytes)
      bytes.removeAll(keepingCapacity: true)
    }
    if count > 0 { bytes.append(UInt8(ascii: ",")) }
    count += 1
    newline(depth)
  }

  mutating func open() {
    outerCounts.append(count)
    count = 0
    depth += 1
  }

  /// `]` or `}`: on a line of its own after members, right after the bracket when empty.
  mutating func close(_ bracket: UInt8) {
    depth -= 1
    if count > 0 { newline(depth) }
    count = outerCounts.removeLast()
    bytes.append(bracket)
  }

  /// A newline and two spaces per level (nothing when not pretty).
  mutating func newline(_ depth: Int) {
    guard pretty else { return }
    while indents.count <= depth { indents.append([0x0A] + [UInt8](repeating: 0x20, count: 2 * indents.count)) }
    bytes.append(contentsOf: indents[depth])
  }

  mutating func append(_ s: String) {
    var s = s
    s.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// A quoted string: `"`, `\` and control characters escaped; all other Unicode as UTF-8.
  mutating func writeString(_ s: String) {
    var s = s
    s.withUTF8 { utf8 in
      bytes.append(UInt8(ascii: "\""))
      // Most strings (keys, hex colors, token paths) need no escaping: append them whole.
      if utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        return
      }
      // Only ASCII is escaped, and no byte of a multi-byte UTF-8 sequence is ASCII, so the
      // bytes can be copied one by one.
      for byte in utf8 {
        switch byte {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case ..<0x20:
          let hex = String(byte, radix: 16)
          append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        default: bytes.append(byte)
        }
      }
      bytes.append(UInt8(ascii: "\""))
    }
  }
}
