/// A JSON document parsed with the position of every value, for errors and reports that
/// point into the file ("palette.json:14:9") and for editing a value in place.
///
/// Strict RFC 8259: duplicate keys, non-finite numbers (1e999), invalid UTF-8, control
/// characters in strings and trailing data are errors, each with line and column. Depth and
/// size are limited (an attacker controls both).
///
/// Not `indirect`: arrays and objects hold their members in arrays, which are references
/// already, so boxing every value as well cost an allocation per string and number (most
/// of a palette file's values) for nothing.
public enum JSONNode: Sendable {
  case null(JSONSpan)
  case bool(Bool, JSONSpan)
  case number(Double, JSONSpan)
  case string(String, JSONSpan)
  case array([JSONNode], JSONSpan)
  case object([(key: String, keySpan: JSONSpan, value: JSONNode)], JSONSpan)

  public var span: JSONSpan {
    switch self {
    case .null(let s), .bool(_, let s), .number(_, let s), .string(_, let s), .array(_, let s),
      .object(_, let s):
      return s
    }
  }

  public subscript(key: String) -> JSONNode? {
    if case .object(let entries, _) = self { return entries.first { $0.key == key }?.value }
    return nil
  }

  /// True for `null`, which some formats write for "not set" (Primer's `"alpha": null`).
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
  public var stringValue: String? {
    if case .string(let s, _) = self { return s }
    return nil
  }
  public var numberValue: Double? {
    if case .number(let n, _) = self { return n }
    return nil
  }
  public var objectEntries: [(key: String, keySpan: JSONSpan, value: JSONNode)]? {
    if case .object(let e, _) = self { return e }
    return nil
  }
  public var arrayValues: [JSONNode]? {
    if case .array(let a, _) = self { return a }
    return nil
  }

  public var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Where a value sits: 1-based line and column of its first character, byte offsets.
public struct JSONSpan: Sendable, Hashable {
  public var line: Int
  public var column: Int
  public var start: Int
  public var end: Int
}

public struct JSONParseError: Error, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String
  /// The document is nested deeper than the parser's `maximumDepth`.
  public var isDepthLimit = false
  public var description: String { "\(line):\(column): \(message)" }
}

public struct JSONParser {
  /// The deepest nesting any parser accepts, whatever it is asked for. Parsing keeps its
  /// own stack, but the walks over a document and its deallocation (through the
  /// nested arrays) recurse once per level: PaletteReviewTests loads a palette this deep
  /// on a 512 KB thread stack.
  public static let depthCeiling = 512
  public var maximumDepth = 128
  public var maximumBytes = 64 << 20

  /// `maximumDepth` is capped at `depthCeiling`.
  public init(maximumDepth: Int = 128, maximumBytes: Int = 64 << 20) {
    self.maximumDepth = min(maximumDepth, JSONParser.depthCeiling)
    self.maximumBytes = maximumBytes
  }

  public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONNode {
    guard bytes.count <= maximumBytes else {
      throw JSONParseError(
        line: 1, column: 1, message: "the file is \(bytes.count) bytes; the limit is \(maximumBytes)")
    }
    var p = Cursor(bytes: bytes, maximumDepth: min(maximumDepth, JSONParser.depthCeiling))
    // A UTF-8 byte order mark is tolerated.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { p.i = 3 }
    p.skipSpace()
    let value = try p.document()
    p.skipSpace()
    guard p.i == bytes.count else { throw p.error("unexpected data after the JSON value") }
    return value
  }

  struct Cursor {
    let bytes: [UInt8]
    let maximumDepth: Int
    var i = 0
    var line = 1
    var lineStart = 0

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
      JSONParseError(line: line, column: (offset ?? i) - lineStart + 1, message: message)
    }

    mutating func skipSpace() {
      while i < bytes.count {
        switch bytes[i] {
        case 0x20, 0x09, 0x0D: i += 1
        case 0x0A:
          i += 1
          line += 1
          lineStart = i
        default: return
        }
      }
    }

    func span(from start: Int, line l: Int, column c: Int) -> JSONSpan {
      JSONSpan(line: l, column: c, start: start, end: i)
    }

    /// Members of every open container, innermost last: a container's members are the
    /// tail from its `base`, copied into an array of their exact size when it closes. One
    /// scratch array grows once for the whole document, where an array per container
    /// doubled its way up (and a group of 2,500 tokens moved its members a dozen times).
    var pendingItems: [JSONNode] = []
    var pendingEntries: [(key: String, keySpan: JSONSpan, value: JSONNode)] = []

    /// A container being read: where its members start in the scratch arrays, where it
    /// starts in the file, and (objects) its keys.
    struct Open {
      var isObject: Bool
      var base: Int
      /// The keys so far, for objects that outgrow a linear search (`smallObject`).
      var keys = Set<String>()
      var key: (String, JSONSpan)? = nil
      var start: Int
      var line: Int
      var column: Int
    }

    /// The whole document, read with an explicit stack of open containers instead of
    /// recursion: a document's depth costs heap, not thread stack (check reads palettes on
    /// worker threads, whose stacks can be 512 KB).
    mutating func document() throws(JSONParseError) -> JSONNode {
      var stack: [Open] = []
      while true {
        var value: JSONNode
        guard stack.count <= maximumDepth else {
          var e = error("nesting is deeper than \(maximumDepth) levels")
          e.isDepthLimit = true
          throw e
        }
        guard i < bytes.count else { throw error("unexpected end of file; expected a value") }
        let start = i
        let l = line
        let c = i - lineStart + 1
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isObject = bytes[i] == UInt8(ascii: "{")
          i += 1
          skipSpace()
          if i < bytes.count, bytes[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            i += 1
            value =
              isObject
              ? .object([], span(from: start, line: l, column: c))
              : .array([], span(from: start, line: l, column: c))
          } else {
            var open = Open(
              isObject: isObject, base: isObject ? pendingEntries.count : pendingItems.count,
              start: start, line: l, column: c)
            if isObject { try key(into: &open) }
            skipSpace()
            stack.append(open)
            continue
          }
        default:
          value = try scalar()
        }
        // A value is complete: add it to its container, closing every container it ends.
        // The innermost container is worked on where it lies in the stack, not popped and
        // pushed back for every member.
        while true {
          guard let top = stack.indices.last else { return value }
          let isObject = stack[top].isObject
          if isObject {
            // `key(into:)` read the member's key before its value, or threw.
            guard let entry = stack[top].key else { throw error("expected a quoted key") }
            pendingEntries.append((entry.0, entry.1, value))
          } else {
            pendingItems.append(value)
          }
          skipSpace()
          let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          guard i < bytes.count else {
            throw error("unexpected end of file; expected ',' or '\(Character(UnicodeScalar(close)))'")
          }
          if bytes[i] == UInt8(ascii: ",") {
            i += 1
            if isObject { try key(into: &stack[top]) }
            skipSpace()
            break
          }
          guard bytes[i] == close else { throw error("expected ',' or '\(Character(UnicodeScalar(close)))'") }
          i += 1
          let open = stack.removeLast()
          let s = span(from: open.start, line: open.line, column: open.column)
          if open.isObject {
            value = .object(Array(pendingEntries[open.base...]), s)
            pendingEntries.removeSubrange(open.base...)
          } else {
            value = .array(Array(pendingItems[open.base...]), s)
            pendingItems.removeSubrange(open.base...)
          }
        }
      }
    }

    /// Objects with fewer keys than this look for a duplicate key linearly.
    static let smallObject = 12

    /// An object's next key and its colon.
    mutating func key(into container: inout Open) throws(JSONParseError) {
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
      let keyStart = i
      let kl = line
      let kc = i - lineStart + 1
      let key = try string()
      // Most objects have a few keys (a pair has three): comparing with each costs less than
      // hashing into a set, which large objects (a group of 2,500 tokens) need.
      let isDuplicate: Bool
      let members = pendingEntries[container.base...]
      if members.count < Cursor.smallObject {
        isDuplicate = members.contains { $0.key == key }
      } else {
        if container.keys.isEmpty {
          // Room for a large group at once, not doubled from a dozen.
          var keys = Set<String>(minimumCapacity: 8 * Cursor.smallObject)
          for member in members { keys.insert(member.key) }
          container.keys = keys
        }
        isDuplicate = !container.keys.insert(key).inserted
      }
      guard !isDuplicate else {
        // Swift compares strings by canonical equivalence, so "é" (U+00E9, NFC) and "é"
        // (e + U+0301, NFD) are one key here, as they are one token name everywhere after.
        // RFC 8259 would call them two names; keeping both would let one silently replace
        // the other in every table keyed by name, so it is an error that says why.
        let first = members.first { $0.key == key }
        var message = "duplicate key \"\(key)\""
        if let first, !first.key.utf8.elementsEqual(key.utf8) {
          message +=
            " (first at \(first.keySpan.line):\(first.keySpan.column)): the same name written in another Unicode normalization (NFC and NFD); Legible compares names by canonical equivalence, so write it one way"
        }
        throw JSONParseError(line: kl, column: kc, message: message)
      }
      container.key = (key, span(from: keyStart, line: kl, column: kc))
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
      i += 1
    }

    /// A string, number, true, false or null at `i`.
    mutating func scalar() throws(JSONParseError) -> JSONNode {
      let start = i
      let l = line
      let c = i - lineStart + 1
      switch bytes[i] {
      case UInt8(ascii: "\""):
        let s = try string()
        return .string(s, span(from: start, line: l, column: c))
      case UInt8(ascii: "t"):
        try literal("true")
        return .bool(true, span(from: start, line: l, column: c))
      case UInt8(ascii: "f"):
        try literal("false")
        return .bool(false, span(from: start, line: l, column: c))
      case UInt8(ascii: "n"):
        try literal("null")
        return .null(span(from: start, line: l, column: c))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return .number(try number(), span(from: start, line: l, column: c))
      default:
        throw error("unexpected character '\(printable(bytes[i]))'; expected a value")
      }
    }

    func printable(_ b: UInt8) -> String {
      b >= 32 && b < 127 ? String(UnicodeScalar(b)) : "\\x" + String(b, radix: 16)
    }

    mutating func literal(_ word: String) throws(JSONParseError) {
      let w = Array(word.utf8)
      guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else {
        throw error("invalid literal; expected \(word)")
      }
      i += w.count
    }

    mutating func number() throws(JSONParseError) -> Double {
      let start = i
      if bytes[i] == UInt8(ascii: "-") { i += 1 }
      func digits() -> Int {
        let s = i
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
        return i - s
      }
      guard digits() > 0 else { throw error("invalid number", at: start) }
      if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
        i += 1
        guard digits() > 0 else { throw error("invalid number: digits expected after '.'", at: start) }
      }
      if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits() > 0 else { throw error("invalid number: digits expected in the exponent", at: start) }
      }
      let text = String(decoding: bytes[start..<i], as: UTF8.self)
      guard let v = Double(text), v.isFinite else {
        throw error("number \(text) is out of range (not a finite double)", at: start)
      }
      return v
    }

    mutating func string() throws(JSONParseError) -> String {
      let start = i
      i += 1
      // Fast path: no escapes and no control characters up to the closing quote (most keys
      // and values): validate the bytes in place, no copy.
      // Scanned and, when ASCII (which needs no validation), made into a string straight
      // from the buffer: a third of parsing a palette went to the slice-based path.
      let begin = i
      let fast: (end: Int, string: String?) = bytes.withUnsafeBufferPointer { buffer in
        var j = begin
        var high: UInt8 = 0
        while j < buffer.count {
          let b = buffer[j]
          if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
          high |= b
          j += 1
        }
        guard j < buffer.count, buffer[j] == UInt8(ascii: "\""), high < 0x80 else { return (j, nil) }
        return (j, String(decoding: UnsafeBufferPointer(rebasing: buffer[begin..<j]), as: UTF8.self))
      }
      let j = fast.end
      if let s = fast.string {
        i = j + 1
        return s
      }
      if j < bytes.count, bytes[j] == UInt8(ascii: "\"") {
        guard let s = String(validating: bytes[i..<j], as: UTF8.self) else {
          throw error("string is not valid UTF-8", at: start)
        }
        i = j + 1
        return s
      }
      var out = [UInt8]()
      while true {
        guard i < bytes.count else { throw error("unterminated string", at: start) }
        let b = bytes[i]
        if b == UInt8(ascii: "\"") {
          i += 1
          break
        }
        if b < 0x20 { throw error("control character in a string (escape it as \\u\(String(format4(b))))") }
        if b == UInt8(ascii: "\\") {
          i += 1
          guard i < bytes.count else { throw error("unterminated escape", at: start) }
          let e = bytes[i]
          i += 1
          switch e {
          case UInt8(ascii: "\""): out.append(0x22)
          case UInt8(ascii: "\\"): out.append(0x5C)
          case UInt8(ascii: "/"): out.append(0x2F)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code) {
              guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u")
              else {
                throw error("unpaired surrogate in \\u escape")
              }
              i += 2
              let low = try hex4()
              guard (0xDC00...0xDFFF).contains(low) else {
                throw error("invalid low surrogate in \\u escape")
              }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
          default: throw error("invalid escape '\\\(printable(e))'")
          }
          continue
        }
        out.append(b)
        i += 1
      }
      guard let s = String(validating: out, as: UTF8.self) else {
        throw error("string is not valid UTF-8", at: start)
      }
      return s
    }

    func format4(_ b: UInt8) -> String {
      let h = String(b, radix: 16)
      return String(repeating: "0", count: 4 - h.count) + h
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
      guard i + 4 <= bytes.count else { throw error("invalid \\u escape") }
      var v: UInt32 = 0
      for _ in 0..<4 {
        guard let d = Character(UnicodeScalar(bytes[i])).hexDigitValue else {
          throw error("invalid \\u escape")
        }
        v = v * 16 + UInt32(d)
        i += 1
      }
      return v
    }
  }
}
