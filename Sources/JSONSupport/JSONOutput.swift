/// JSON written a piece at a time, in exactly the form `JSONWriter` gives a whole
/// `JSONValue`: for documents too large to build as a tree first (a palette report of
/// 80,000 pairs is 23 MB; its tree cost more than its writing).
///
/// Open containers with `beginObject`/`beginArray`, name members with `key`, add values
/// (`string`, `number`, … or a whole `JSONValue` subtree where that is convenient), close
/// with `end…`. With a `sink`, the bytes are handed over whenever `chunkSize` of them are
/// ready, always between two values (so a chunk never splits a UTF-8 sequence), and the
/// memory held stays at about one chunk; `finish()` hands over the rest.
///
///     var out = JSONOutput()
///     out.beginObject()
///     out.key("name"); out.string("Acme")
///     out.key("sizes"); out.value([1, 2])
///     out.endObject()
///     out.finish()  // out.bytes: {\n  "name": "Acme",\n  "sizes": [\n    1,\n    2\n  ]\n}\n
///
/// Cost: the palette report writes 2 million keys and values. Appending each piece to an
/// array (`append(contentsOf:)`, about 90 instructions for a few bytes) was most of the
/// report's time, so pieces are written through a pointer into room made beforehand
/// (`write(upTo:_:)`, the only unsafe code here: every writer stays within the room it
/// asked for).
public struct JSONOutput {
  /// Written bytes, then zeros: room for what comes next, grown by doubling.
  private var storage: [UInt8] = []
  /// How many bytes of `storage` are written and not yet handed to the sink.
  private var used = 0
  let pretty: Bool
  let chunkSize: Int
  let sink: (([UInt8]) -> Void)?
  /// Values written so far in the innermost open container, and in the ones around it.
  var count = 0
  var outerCounts: [Int] = []
  /// Open containers.
  var depth = 0
  /// A key was just written: the next value is its value, not a new member.
  var afterKey = false
  /// A few short numbers and their text: a report repeats its thresholds (3.0, 4.5, 7.0)
  /// once per pair, and formatting a double costs more than all the rest of a pair. Long
  /// ones (measured ratios, each different) are not kept: they would push the others out.
  var recentNumbers: [(bits: UInt64, text: String)] = []
  var nextRecent = 0

  /// Pretty output indents two spaces per level, as `JSONWriter` does. With a `sink`, bytes
  /// are handed to it about every `chunkSize` (256 KB by default) and by `finish()`.
  public init(pretty: Bool = true, chunkSize: Int = 1 << 18, sink: (([UInt8]) -> Void)? = nil) {
    self.pretty = pretty
    self.chunkSize = max(1, chunkSize)
    self.sink = sink
    if sink != nil { storage = [UInt8](repeating: 0, count: self.chunkSize + self.chunkSize / 4) }
  }

  /// What has been written and not yet handed to the sink (everything, without a sink).
  public var bytes: [UInt8] { Array(storage[..<used]) }

  /// Opens an object: as an array member, the value of the last key, or the document.
  public mutating func beginObject() {
    startValue()
    byte(UInt8(ascii: "{"))
    open()
  }

  /// Closes the innermost object.
  public mutating func endObject() { close(UInt8(ascii: "}")) }

  /// Opens an array: as an array member, the value of the last key, or the document.
  public mutating func beginArray() {
    startValue()
    byte(UInt8(ascii: "["))
    open()
  }

  /// Closes the innermost array.
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// A member name quoted and escaped once, for keys a writer repeats (every pair of a
  /// palette report has the same eight).
  public struct Key: Sendable {
    /// `"name":`, without the space pretty output adds.
    let quoted: [UInt8]

    /// The name quoted and escaped as `key(string:)` would write it.
    public init(_ name: String) {
      var name = name
      quoted = name.withUTF8 { utf8 in
        [UInt8](unsafeUninitializedCapacity: 6 * utf8.count + 3) { buffer, count in
          // Room for three bytes or more always has an address.
          guard let base = buffer.baseAddress else { return }
          count = JSONOutput.quote(utf8, into: base)
          buffer[count] = UInt8(ascii: ":")
          count += 1
        }
      }
    }
  }

  /// The name of the object member whose value comes next.
  public mutating func key(_ name: Key) {
    startValue()
    let pretty = self.pretty
    name.quoted.withUnsafeBufferPointer { q in
      write(upTo: q.count + 1) { p in
        JSONOutput.copy(q, to: p)
        guard pretty else { return q.count }
        p[q.count] = UInt8(ascii: " ")
        return q.count + 1
      }
    }
    afterKey = true
  }

  /// The name of the object member whose value comes next.
  public mutating func key(_ name: StaticString) {
    startValue()
    name.withUTF8Buffer { quoted($0) }
    colon()
  }

  /// A key made at run time (a theme's name, a finding's fields).
  public mutating func key(string name: String) {
    startValue()
    quoted(name)
    colon()
  }

  mutating func colon() {
    if pretty {
      write(upTo: 2) { p in
        p[0] = UInt8(ascii: ":")
        p[1] = UInt8(ascii: " ")
        return 2
      }
    } else {
      byte(UInt8(ascii: ":"))
    }
    afterKey = true
  }

  /// A string value, escaped like `JSONWriter`'s.
  public mutating func string(_ s: String) {
    startValue()
    quoted(s)
  }

  /// A number in Swift's shortest round-trip form (`3.0`, `4.478089453577214`); null when
  /// not finite.
  public mutating func number(_ d: Double) {
    guard d.isFinite else { return null() }
    if d == 0 { return scalar("0.0") }
    let bits = d.bitPattern
    if let known = recentNumbers.first(where: { $0.bits == bits }) { return scalar(known.text) }
    let text = d.description
    if text.utf8.count <= 8 {
      if recentNumbers.count < 4 {
        recentNumbers.append((bits, text))
      } else {
        recentNumbers[nextRecent] = (bits, text)
        nextRecent = (nextRecent + 1) % 4
      }
    }
    scalar(text)
  }

  /// A whole number, without a fraction.
  public mutating func integer(_ i: Int) { scalar(String(i)) }
  /// `true` or `false`.
  public mutating func bool(_ b: Bool) { scalar(b ? "true" : "false") }
  /// `null`.
  public mutating func null() { scalar("null") }

  /// A value: an array member, the value of the last key, or the whole document.
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let b): bool(b)
    case .integer(let i): integer(i)
    case .number(let d): number(d)
    case .string(let s): string(s)
    case .array(let items):
      beginArray()
      for item in items { self.value(item) }
      endArray()
    case .object(let object):
      beginObject()
      for entry in object.entries {
        key(string: entry.key)
        self.value(entry.value)
      }
      endObject()
    }
  }

  /// Ends the document (a newline when pretty) and hands the rest to the sink.
  public mutating func finish() {
    if pretty { byte(0x0A) }
    if sink != nil { flush() }
  }

  mutating func flush() {
    guard let sink, used > 0 else { return }
    sink(Array(storage[..<used]))
    used = 0
  }

  mutating func scalar(_ text: String) {
    startValue()
    var text = text
    text.withUTF8 { utf8 in
      write(upTo: utf8.count) { p in
        JSONOutput.copy(utf8, to: p)
        return utf8.count
      }
    }
  }

  /// Before a value or key: the comma after the previous member and the new line, unless
  /// this is the value of the key just written.
  mutating func startValue() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    if used >= chunkSize && sink != nil { flush() }
    let comma = count > 0
    count += 1
    let pretty = self.pretty
    let spaces = pretty ? 2 * depth : 0
    write(upTo: 2 + spaces) { p in
      var n = 0
      if comma {
        p[n] = UInt8(ascii: ",")
        n += 1
      }
      if pretty {
        p[n] = 0x0A
        (p + n + 1).update(repeating: 0x20, count: spaces)
        n += 1 + spaces
      }
      return n
    }
  }

  mutating func open() {
    outerCounts.append(count)
    count = 0
    depth += 1
  }

  /// `]` or `}`: on a line of its own after members, right after the bracket when empty.
  mutating func close(_ bracket: UInt8) {
    depth -= 1
    let onItsOwnLine = count > 0 && pretty
    let spaces = 2 * depth
    count = outerCounts.removeLast()
    write(upTo: 2 + spaces) { p in
      guard onItsOwnLine else {
        p[0] = bracket
        return 1
      }
      p[0] = 0x0A
      (p + 1).update(repeating: 0x20, count: spaces)
      p[1 + spaces] = bracket
      return 2 + spaces
    }
  }

  mutating func byte(_ b: UInt8) {
    write(upTo: 1) { p in
      p[0] = b
      return 1
    }
  }

  /// A quoted string: `"`, `\` and control characters escaped; all other Unicode as UTF-8.
  mutating func quoted(_ s: String) {
    var s = s
    s.withUTF8 { quoted($0) }
  }

  mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    write(upTo: 6 * utf8.count + 2) { p in JSONOutput.quote(utf8, into: p) }
  }

  /// Writes `utf8` quoted and escaped at `p` (at most six bytes per byte, for `\u001f`, and
  /// the quotes) and returns the length.
  static func quote(_ utf8: UnsafeBufferPointer<UInt8>, into p: UnsafeMutablePointer<UInt8>) -> Int {
    p[0] = UInt8(ascii: "\"")
    // Most strings (keys, hex colors, token paths) need no escaping: copied whole.
    if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x5B }) {
      if let base = utf8.baseAddress { (p + 1).update(from: base, count: utf8.count) }
      p[utf8.count + 1] = UInt8(ascii: "\"")
      return utf8.count + 2
    }
    // Only ASCII is escaped, and no byte of a multi-byte UTF-8 sequence is ASCII, so the
    // bytes can be copied one by one.
    var n = 1
    var hashes = 0
    for b in utf8 {
      // `##[` is written `##\u005b` (the same string): a JSON report printed in a GitHub
      // Actions log cannot carry the runner's older `##[command]` syntax, which it finds
      // anywhere in a line.
      defer { hashes = b == UInt8(ascii: "#") ? hashes + 1 : 0 }
      if b == UInt8(ascii: "["), hashes >= 2 {
        for (k, e) in "\\u005b".utf8.enumerated() { p[n + k] = e }
        n += 6
        continue
      }
      if b >= 0x20 && b != 0x22 && b != 0x5C {
        p[n] = b
        n += 1
        continue
      }
      p[n] = UInt8(ascii: "\\")
      switch b {
      case 0x22: p[n + 1] = 0x22
      case 0x5C: p[n + 1] = 0x5C
      case 0x0A: p[n + 1] = UInt8(ascii: "n")
      case 0x0D: p[n + 1] = UInt8(ascii: "r")
      case 0x09: p[n + 1] = UInt8(ascii: "t")
      default:
        // \u00XX, lowercase hex.
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        p[n + 1] = UInt8(ascii: "u")
        p[n + 2] = UInt8(ascii: "0")
        p[n + 3] = UInt8(ascii: "0")
        p[n + 4] = hex[Int(b >> 4)]
        p[n + 5] = hex[Int(b & 15)]
        n += 4
      }
      n += 2
    }
    p[n] = UInt8(ascii: "\"")
    return n + 1
  }

  /// Copies `bytes` to `p`. A buffer without an address is empty: there is nothing to copy.
  @inline(__always) static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to p: UnsafeMutablePointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    p.update(from: base, count: bytes.count)
  }

  /// Makes room for `n` bytes and lets `body` write at most that many at the pointer it
  /// gets; `body` returns how many it wrote.
  mutating func write(upTo n: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if used + n > storage.count || storage.isEmpty {
      storage.append(contentsOf: repeatElement(0, count: max(used + n - storage.count, storage.count, 256)))
    }
    let at = used
    // `storage` is never empty here (grown just above), and a non-empty array has an address.
    let written = storage.withUnsafeMutableBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress else { preconditionFailure("JSONOutput's storage has no address") }
      return body(base + at)
    }
    precondition(written <= n, "JSONOutput wrote past the room it made")
    used += written
  }
}
