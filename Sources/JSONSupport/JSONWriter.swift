/// Serializes `JSONValue` as RFC 8259 JSON.
///
/// Numbers print in Swift's shortest round-trip form (`4.478089453577214`, `3.0`), so a
/// reader recovers the exact double; integers (`.integer`) print without a fraction. Strings escape `"`, `\`, and control characters; all
/// other Unicode passes through as UTF-8.
///
/// The document is written as UTF-8 bytes into one growing array: a palette report of
/// 80,000 pairs is 23 MB, and appending to a `String` piece by piece spent most of its time
/// in the string's own bookkeeping (capacity and ASCII checks on every append).
public enum JSONWriter {
  public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
    String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
  }

  /// The document as UTF-8, for writing to a file or stdout without a `String` between.
  public static func bytes(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
    var out: [UInt8] = []
    write(value, into: &out, indent: pretty ? 0 : nil)
    if pretty { out.append(0x0A) }
    return out
  }

  static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int?) {
    switch value {
    case .null: append("null", to: &out)
    case .bool(let b): append(b ? "true" : "false", to: &out)
    case .integer(let i): append(String(i), to: &out)
    case .number(let d):
      append(d.isFinite ? (d == 0 ? "0.0" : d.description) : "null", to: &out)
    case .string(let s): writeString(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        append("[]", to: &out)
        return
      }
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        newline(&out, indent.map { $0 + 1 })
        write(item, into: &out, indent: indent.map { $0 + 1 })
      }
      newline(&out, indent)
      out.append(UInt8(ascii: "]"))
    case .object(let object):
      if object.entries.isEmpty {
        append("{}", to: &out)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (i, entry) in object.entries.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        newline(&out, indent.map { $0 + 1 })
        writeString(entry.key, into: &out)
        append(indent == nil ? ":" : ": ", to: &out)
        write(entry.value, into: &out, indent: indent.map { $0 + 1 })
      }
      newline(&out, indent)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A newline and two spaces per level (nothing when not pretty).
  static func newline(_ out: inout [UInt8], _ indent: Int?) {
    guard let indent else { return }
    out.append(0x0A)
    var spaces = 2 * indent
    while spaces > 0 {
      let n = min(spaces, blanks.count)
      out.append(contentsOf: blanks[..<n])
      spaces -= n
    }
  }

  private static let blanks = [UInt8](repeating: 0x20, count: 64)

  static func append(_ s: String, to out: inout [UInt8]) {
    var s = s
    s.withUTF8 { out.append(contentsOf: $0) }
  }

  static func writeString(_ s: String, into out: inout [UInt8]) {
    var s = s
    s.withUTF8 { utf8 in
      out.append(UInt8(ascii: "\""))
      // Most strings (keys, hex colors, token paths) need no escaping: append them whole.
      if utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
        out.append(contentsOf: utf8)
        out.append(UInt8(ascii: "\""))
        return
      }
      // Only ASCII is escaped, and no byte of a multi-byte UTF-8 sequence is ASCII, so the
      // bytes can be copied one by one.
      for byte in utf8 {
        switch byte {
        case 0x22: append("\\\"", to: &out)
        case 0x5C: append("\\\\", to: &out)
        case 0x0A: append("\\n", to: &out)
        case 0x0D: append("\\r", to: &out)
        case 0x09: append("\\t", to: &out)
        case ..<0x20:
          let hex = String(byte, radix: 16)
          append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, to: &out)
        default: out.append(byte)
        }
      }
      out.append(UInt8(ascii: "\""))
    }
  }
}
