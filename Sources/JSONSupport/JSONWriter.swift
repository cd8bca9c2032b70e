/// Serializes `JSONValue` as RFC 8259 JSON.
///
/// Numbers print in Swift's shortest round-trip form (`4.478089453577214`, `3.0`), so a
/// reader recovers the exact double; integers (`.integer`) print without a fraction. Strings escape `"`, `\`, and control characters; all
/// other Unicode passes through as UTF-8. Pretty output indents two spaces per level and
/// ends with a newline. `JSONOutput` does the writing, and writes large documents piece by
/// piece in the same form.
public enum JSONWriter {
  public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
    String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
  }

  /// `value` written exactly as `string(_:)` writes it at `depth` inside a pretty
  /// document, without the final newline. Parts of a large document (one per image of a
  /// batch) are written this way on the threads that made them, and joined with
  /// `prettyArray` and `prettyObject` into the bytes `string(_:)` writes for the whole.
  public static func fragment(_ value: JSONValue, depth: Int) -> String {
    var out = ""
    write(value, into: &out, indent: depth)
    return out
  }

  /// A pretty array at `depth` whose items are fragments written at `depth + 1`.
  public static func prettyArray(_ items: [String], depth: Int) -> String {
    guard !items.isEmpty else { return "[]" }
    var out = "["
    out.reserveCapacity(items.reduce(2 * items.count * (depth + 2) + 4) { $0 + $1.utf8.count })
    for (i, item) in items.enumerated() {
      if i > 0 { out += "," }
      newline(&out, depth + 1)
      out += item
    }
    newline(&out, depth)
    out += "]"
    return out
  }

  /// A pretty document (final newline included) whose top-level object holds `entries`,
  /// each value a fragment written at depth 1.
  public static func prettyObject(_ entries: [(key: String, value: String)]) -> String {
    guard !entries.isEmpty else { return "{}\n" }
    var out = "{"
    for (i, entry) in entries.enumerated() {
      if i > 0 { out += "," }
      newline(&out, 1)
      writeString(entry.key, into: &out)
      out += ": "
      out += entry.value
    }
    out += "\n}\n"
    return out
  }

  static func write(_ value: JSONValue, into out: inout String, indent: Int?) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .integer(let i): out += String(i)
    case .number(let d):
      out += d.isFinite ? (d == 0 ? "0.0" : "\(d)") : "null"
    case .string(let s): writeString(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent.map { $0 + 1 })
        write(item, into: &out, indent: indent.map { $0 + 1 })
      }
      newline(&out, indent)
      out += "]"
    case .object(let object):
      if object.entries.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, entry) in object.entries.enumerated() {
        if i > 0 { out += "," }
        newline(&out, indent.map { $0 + 1 })
        writeString(entry.key, into: &out)
        out += indent == nil ? ":" : ": "
        write(entry.value, into: &out, indent: indent.map { $0 + 1 })
      }
      newline(&out, indent)
      out += "}"
    }
  }

  static func newline(_ out: inout String, _ indent: Int?) {
    guard let indent else { return }
    out += "\n" + String(repeating: "  ", count: indent)
  }

  static func writeString(_ s: String, into out: inout String) {
    out += "\""
    // Most strings (keys, hex colors, token paths) need no escaping: append them whole.
    if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x5B }) {
      out += s
      out += "\""
      return
    }
    var hashes = 0
    for scalar in s.unicodeScalars {
      defer { hashes = scalar == "#" ? hashes + 1 : 0 }
      switch scalar {
      // `##[` as `##\u005b`, as `JSONOutput` writes it (a log line cannot hold the runner's
      // older `##[command]` syntax).
      case "[" where hashes >= 2: out += "\\u005b"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// The document as UTF-8, for writing to a file or stdout without a `String` between.
  public static func bytes(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
    var out = JSONOutput(pretty: pretty)
    out.value(value)
    out.finish()
    return out.bytes
  }
}
