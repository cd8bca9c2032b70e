/// Names from the inputs (files, tokens, themes, messages that quote them) as the reports
/// show them: the one place where text output, standard error and Markdown escape what a
/// hostile repository can put in a name.
///
/// A token or file named `x\n::error file=evil.txt::…` printed raw starts a line that GitHub
/// Actions runs as a workflow command; an OSC or clear-screen sequence rewrites the
/// reader's terminal; `<img src=x onerror=…>` in a job summary is markup. So:
/// - text and standard error (`escaped`): control characters shown visibly (`\n`, `\r`,
///   `\t`, `\u{1b}`), including C1 controls, line and paragraph separators and the
///   bidirectional overrides that reorder what a reader sees;
/// - anywhere in a line: `##[` (the runner's older command syntax, which it finds anywhere in
///   a line, not only at its start: `x ##[add-mask]…` or `##[stop-commands]…` would run) is
///   shown as `#\u{23}[`;
/// - a name at the start of a line (`lineStart`): also never begins with `::` (a path
///   gets `./` before it, which names the same file);
/// - Markdown (`markdown`): the above, then `\`, `|`, `` ` ``, `*`, `_`, `[`, `]`
///   backslash-escaped and `<`, `>`, `&` written as entities, so a name is shown, never rendered.
/// `--format github` has its own encoding (`GitHubAnnotations.data`), which GitHub decodes.
package enum DisplayText {
  /// `s` with every control character shown as an escape, and no `##[` left in it.
  package static func escaped(_ s: String) -> String {
    guard needsEscaping(s) else { return s }
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where isControl(c): out += "\\u{" + String(c.value, radix: 16) + "}"
      default: out.unicodeScalars.append(c)
      }
    }
    return legacyCommandFree(out)
  }

  /// Whether `escaped` changes `s`: a control character or a `##[` in it, in one pass over
  /// its scalars. A text report of a large palette escapes every message it prints, and
  /// `String.contains("##[")` went through Foundation's search for each (6 % of checking
  /// 20,000 pairs).
  static func needsEscaping(_ s: String) -> Bool {
    if let answer = s.utf8.withContiguousStorageIfAvailable(needsEscaping(utf8:)) { return answer }
    var hashes = 0
    for c in s.unicodeScalars {
      if isControl(c) { return true }
      if c == "[" && hashes >= 2 { return containsLegacyCommand(s) }
      hashes = c == "#" ? hashes + 1 : 0
    }
    return false
  }

  /// `needsEscaping` over UTF-8 bytes, the same answer without decoding a scalar at a time
  /// (that was 3 % of a large palette's text report): an ASCII byte is a control below
  /// 0x20 and at 0x7F; `isControl`'s other scalars are recognized by their encodings
  /// (U+0080…U+009F `C2 80…9F`, U+061C `D8 9C`, U+200E/F `E2 80 8E/8F`, U+2028…U+202E
  /// `E2 80 A8…AE`, U+2066…U+2069 `E2 81 A6…A9`). Any other byte ends a run of `#`, as any
  /// other scalar does.
  static func needsEscaping(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var hashes = 0
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x20 || b == 0x7F { return true }
      if b == UInt8(ascii: "[") && hashes >= 2 { return true }
      hashes = b == UInt8(ascii: "#") ? hashes + 1 : 0
      if b >= 0x80 {
        let next = i + 1 < n ? bytes[i + 1] : 0
        let third = i + 2 < n ? bytes[i + 2] : 0
        switch b {
        case 0xC2 where (0x80...0x9F).contains(next): return true
        case 0xD8 where next == 0x9C: return true
        case 0xE2 where next == 0x80 && ((0x8E...0x8F).contains(third) || (0xA8...0xAE).contains(third)):
          return true
        case 0xE2 where next == 0x81 && (0xA6...0xA9).contains(third): return true
        default: break
        }
      }
      i += 1
    }
    return false
  }

  /// `s` with the second `#` of every `##[` written `\u{23}`: GitHub's runner reads
  /// `##[command]data` anywhere in a line of the log (`ActionCommand.TryParse`, tried
  /// whenever a line is not a `::` command), so a name cannot carry one into a log.
  package static func legacyCommandFree(_ s: String) -> String {
    guard containsLegacyCommand(s) else { return s }
    var out = ""
    var hashes = 0
    for c in s.unicodeScalars {
      if c == "[" && hashes >= 2 {
        // "###[" needs only its last pair broken: out ends with "#", which becomes "\u{23}".
        out.unicodeScalars.removeLast()
        out += "\\u{23}"
      }
      hashes = c == "#" ? hashes + 1 : 0
      out.unicodeScalars.append(c)
    }
    return out
  }

  /// Whether `s` holds `##[`. The scalars are scanned first; only where they hold it is
  /// the answer `String.contains`'s, as it always was (it compares characters, so a
  /// combining mark after the `[` hides it), and no canonical decomposition makes a `#` or
  /// a `[`, so where the scalars do not hold it neither does the string.
  static func containsLegacyCommand(_ s: String) -> Bool {
    var hashes = 0
    for c in s.unicodeScalars {
      if c == "[" && hashes >= 2 { return s.contains("##[") }
      hashes = c == "#" ? hashes + 1 : 0
    }
    return false
  }

  /// Characters that move the cursor, start an escape sequence, end a line or reorder text.
  static func isControl(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }

  /// A path or name that starts a line: escaped, and never beginning with `::` (GitHub
  /// Actions trims leading blanks before it looks for a workflow command).
  ///
  /// A path gets `./` before it (the same file); any other name has its first colon written
  /// `\u{3a}`. The runner trims every Unicode blank (no-break spaces too), so this does.
  package static func lineStart(_ s: String, isPath: Bool = true) -> String {
    let e = escaped(s)
    // Most names start with a letter, which is neither a blank nor a colon.
    if let first = e.utf8.first, first > 0x20, first < 0x7F, first != UInt8(ascii: ":") { return e }
    let blanks = e.prefix { $0.isWhitespace }
    let rest = e.dropFirst(blanks.count)
    guard rest.hasPrefix(isPath ? ":" : "::") else { return e }
    return isPath ? "./" + e : blanks + "\\u{3a}" + rest.dropFirst()
  }

  /// A whole line of a diagnostic: escaped, and a line that would begin with `::` begins
  /// with `\u{3a}` instead (its words are not a path, so `./` would mislead).
  package static func diagnosticLine(_ s: String) -> String { lineStart(s, isPath: false) }

  /// `s` as a Markdown code span (`` `text.primary` ``): escaped as text, the fence longer
  /// than any run of backticks inside, `|` escaped for tables. Markup inside a code span is
  /// shown, not rendered, so nothing else needs escaping.
  package static func markdownCode(_ s: String) -> String {
    let e = escaped(s).replacingAll("|", with: "\\|")
    var longest = 0
    var run = 0
    for c in e {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = e.hasPrefix("`") || e.hasSuffix("`") ? " " : ""
    return fence + pad + e + pad + fence
  }

  /// `s` for Markdown text or a table cell: escaped as text, metacharacters neutralized.
  package static func markdown(_ s: String) -> String {
    var out = ""
    for c in escaped(s).unicodeScalars {
      switch c {
      case "\\", "|", "`", "*", "_", "[", "]": out += "\\" + String(c)
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
