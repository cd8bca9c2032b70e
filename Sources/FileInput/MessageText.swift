/// Values quoted in error lines, kept short.
///
/// A path or value from an untrusted repository can be megabytes long or carry terminal
/// control characters; an error line quotes at most `limit` characters of it, with control
/// characters escaped, so one bad input cannot flood or rewrite the log.
public enum MessageText {
  public static let limit = 80

  /// `value` with control characters escaped, shortened to `limit` characters with the
  /// middle elided (the start names the place, the end the file).
  public static func quoted(_ value: String, limit: Int = MessageText.limit) -> String {
    var escaped = ""
    for scalar in value.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    guard escaped.count > limit else { return escaped }
    let head = (limit - 1) / 2
    let tail = limit - 1 - head
    return String(escaped.prefix(head)) + "…" + String(escaped.suffix(tail))
  }
}
