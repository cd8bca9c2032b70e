/// The tokens of CSS Syntax Level 3 (§4) that a stylesheet of custom properties needs, with
/// the line and column each starts at.
///
/// Comments are dropped; strings keep their quotes out and their escapes read; a run of
/// characters that is none of the punctuation CSS gives structure to (`{ } ( ) [ ] ; : ,`)
/// is an ident, a function (`rgb(`), an at-keyword (`@media`), a hash (`#fff`), a number
/// or dimension (`50%`, `1.5rem`), or a single delimiter. This is enough to find rules,
/// blocks and declarations and to give a value's text back to the color parser; it does
/// not decode escapes inside idents (`\31 0` stays as written), which a custom property's
/// name never needs to match across files.
struct CSSToken: Equatable {
  enum Kind: Equatable {
    case whitespace
    case ident
    /// An ident directly followed by `(`: the text is the name, the `(` is consumed.
    case function
    case atKeyword
    case hash
    case string
    case number
    case openBrace, closeBrace, openParen, closeParen, openBracket, closeBracket
    case semicolon, colon, comma
    case delimiter
  }

  var kind: Kind
  /// The name (ident, function, at-keyword without `@`, hash without `#`), the string's
  /// contents, or the source text.
  var text: String
  var line: Int
  var column: Int
  /// Byte range in the file.
  var range: Range<Int>

  /// How the token is written in the source (a string gets its quotes back).
  var source: String {
    switch kind {
    case .function: return text + "("
    case .atKeyword: return "@" + text
    case .hash: return "#" + text
    case .string: return "\"" + text + "\""
    case .whitespace: return " "
    default: return text
    }
  }
}

/// A stylesheet that cannot be tokenized: an unterminated comment or string.
struct CSSSyntaxError: Error {
  var line: Int
  var column: Int
  var message: String
}

struct CSSTokenizer {
  private let bytes: [UInt8]
  private var i = 0
  private var line = 1
  /// The byte offset where the current line starts, for columns.
  private var lineStart = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte order mark is not part of the stylesheet.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      i = 3
      lineStart = 3
    }
  }

  /// The last offset a column was counted to, and its column: offsets only grow, so
  /// counting on from there keeps a one-line (minified) file linear.
  private var counted = (offset: 0, column: 1)

  /// Columns count characters (UTF-8 lead bytes), as the JSON parser's do.
  private mutating func column(at offset: Int) -> Int {
    if counted.offset < lineStart { counted = (lineStart, 1) }
    var (k, c) = counted
    while k < offset {
      if bytes[k] & 0xC0 != 0x80 { c += 1 }
      k += 1
    }
    counted = (k, c)
    return c
  }

  private static func isNameByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F
      || b >= 0x80
  }

  private static func isHexDigit(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
  }

  private static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
  }

  private mutating func newline(at k: Int) {
    line += 1
    lineStart = k + 1
  }

  /// Every token of the stylesheet, comments left out.
  static func tokens(_ bytes: [UInt8]) throws(CSSSyntaxError) -> [CSSToken] {
    var t = CSSTokenizer(bytes)
    var out: [CSSToken] = []
    while let token = try t.next() { out.append(token) }
    return out
  }

  /// A name (ident chars and escapes) starting at `i`; returns its end.
  private func nameEnd(from start: Int) -> Int {
    var k = start
    while k < bytes.count {
      if Self.isNameByte(bytes[k]) {
        k += 1
      } else if bytes[k] == 0x5C, k + 1 < bytes.count, bytes[k + 1] != 0x0A {
        // An escape (CSS Syntax §4.3.7): up to six hex digits and one whitespace after
        // them, or any one character.
        k += 1
        var digits = 0
        while digits < 6, k < bytes.count, Self.isHexDigit(bytes[k]) {
          k += 1
          digits += 1
        }
        if digits == 0 {
          k += 1
          while k < bytes.count, bytes[k] & 0xC0 == 0x80 { k += 1 }
        } else if k < bytes.count, Self.isSpace(bytes[k]), bytes[k] != 0x0A {
          k += 1
        }
      } else {
        break
      }
    }
    return k
  }

  private func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }

  /// The next token, or nil at the end of the stylesheet. Comments are skipped first
  /// wherever they are; then the first byte decides the kind (§4.3.1, "consume a token"),
  /// each kind read by its own function below.
  mutating func next() throws(CSSSyntaxError) -> CSSToken? {
    try skipComments()
    guard i < bytes.count else { return nil }
    let start = i
    let (startLine, startColumn) = (line, column(at: i))
    func make(_ kind: CSSToken.Kind, _ text: String, end: Int) -> CSSToken {
      CSSToken(kind: kind, text: text, line: startLine, column: startColumn, range: start..<end)
    }
    let b = bytes[i]
    if Self.isSpace(b) {
      skipSpace()
      return make(.whitespace, " ", end: i)
    }
    if let kind = Self.punctuation(b) {
      i += 1
      return make(kind, String(UnicodeScalar(b)), end: i)
    }
    if b == 0x22 || b == 0x27 {
      let value = try string(quotedBy: b, line: startLine, column: startColumn)
      return make(.string, value, end: i)
    }
    if b == 0x40 || b == 0x23 {
      // `@media`, `#fff`: only with a name after the sign; else a delimiter.
      let end = nameEnd(from: i + 1)
      if end > i + 1 {
        i = end
        return make(b == 0x40 ? .atKeyword : .hash, text((start + 1)..<end), end: i)
      }
    }
    if let end = numberEnd(from: i) {
      i = end
      return make(.number, text(start..<end), end: end)
    }
    if Self.isNameByte(b) || b == 0x5C {
      let end = nameEnd(from: i)
      if end > i {
        i = end
        if i < bytes.count, bytes[i] == 0x28 {
          i += 1
          return make(.function, text(start..<end), end: i)
        }
        return make(.ident, text(start..<end), end: i)
      }
    }
    // Anything else is one character.
    var k = i + 1
    while k < bytes.count, bytes[k] & 0xC0 == 0x80 { k += 1 }
    i = k
    return make(.delimiter, text(start..<k), end: k)
  }

  /// Skips every comment at `i`, counting the lines inside; one not closed is an error at
  /// its start, since the rest of the file would silently vanish into it.
  private mutating func skipComments() throws(CSSSyntaxError) {
    while i + 1 < bytes.count, bytes[i] == 0x2F, bytes[i + 1] == 0x2A {
      let (startLine, startColumn) = (line, column(at: i))
      var k = i + 2
      var closed = false
      while k + 1 < bytes.count {
        if bytes[k] == 0x0A { newline(at: k) }
        if bytes[k] == 0x2A && bytes[k + 1] == 0x2F {
          closed = true
          break
        }
        k += 1
      }
      guard closed else {
        throw CSSSyntaxError(
          line: startLine, column: startColumn, message: "comment is not closed (expected */)")
      }
      i = k + 2
    }
  }

  /// Skips a run of whitespace at `i`, counting its lines.
  private mutating func skipSpace() {
    while i < bytes.count, Self.isSpace(bytes[i]) {
      if bytes[i] == 0x0A { newline(at: i) }
      i += 1
    }
  }

  /// The one-character tokens CSS gives structure to.
  private static func punctuation(_ b: UInt8) -> CSSToken.Kind? {
    switch b {
    case 0x7B: return .openBrace
    case 0x7D: return .closeBrace
    case 0x28: return .openParen
    case 0x29: return .closeParen
    case 0x5B: return .openBracket
    case 0x5D: return .closeBracket
    case 0x3B: return .semicolon
    case 0x3A: return .colon
    case 0x2C: return .comma
    default: return nil
    }
  }

  /// The contents of the string whose `quote` is at `i`, escapes read (an escaped newline
  /// continues the string and is dropped); leaves `i` after the closing quote. A string
  /// must close on its line (§4.3.5): else an error at its start (`line`, `column`).
  private mutating func string(quotedBy quote: UInt8, line: Int, column: Int) throws(CSSSyntaxError) -> String
  {
    var k = i + 1
    var value: [UInt8] = []
    while true {
      guard k < bytes.count, bytes[k] != 0x0A else {
        throw CSSSyntaxError(
          line: line, column: column,
          message: "string is not closed (expected \(quote == 0x22 ? "\"" : "'") before the end of the line)")
      }
      if bytes[k] == quote { break }
      if bytes[k] == 0x5C, k + 1 < bytes.count {
        if bytes[k + 1] == 0x0A { newline(at: k + 1) } else { value.append(bytes[k + 1]) }
        k += 2
        continue
      }
      value.append(bytes[k])
      k += 1
    }
    i = k + 1
    return String(decoding: value, as: UTF8.self)
  }

  /// Where the number or dimension starting at `start` ends (12, -1.5, .5, 1e3, 50%,
  /// 1.5rem), or nil when none starts there: a sign or dot counts only before a digit, so
  /// `-` and `.` alone stay delimiters and `-x` an ident.
  private func numberEnd(from start: Int) -> Int? {
    let bytes = self.bytes
    let isDigit = { (k: Int) in k < bytes.count && bytes[k] >= 0x30 && bytes[k] <= 0x39 }
    let b = bytes[start]
    guard
      isDigit(start)
        || ((b == 0x2D || b == 0x2B || b == 0x2E)
          && (isDigit(start + 1)
            || (bytes.count > start + 2 && bytes[start + 1] == 0x2E && isDigit(start + 2))))
    else { return nil }
    var k = start + 1
    while k < bytes.count,
      isDigit(k) || bytes[k] == 0x2E
        || (bytes[k] == 0x65 || bytes[k] == 0x45)
          && (isDigit(k + 1)
            || (k + 2 < bytes.count && (bytes[k + 1] == 0x2D || bytes[k + 1] == 0x2B) && isDigit(k + 2)))
    {
      k += (bytes[k] == 0x65 || bytes[k] == 0x45) && !isDigit(k + 1) ? 2 : 1
    }
    if k < bytes.count, bytes[k] == 0x25 { k += 1 } else { k = nameEnd(from: k) }
    return k
  }
}
