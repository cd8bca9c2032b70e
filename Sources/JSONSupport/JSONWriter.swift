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

  /// The document as UTF-8, for writing to a file or stdout without a `String` between.
  public static func bytes(_ value: JSONValue, pretty: Bool = true) -> [UInt8] {
    var out = JSONOutput(pretty: pretty)
    out.value(value)
    out.finish()
    return out.bytes
  }
}
