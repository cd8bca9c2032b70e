import ColorScience
import JSONSupport

extension LegiblePaletteFormat {
  /// A Legible palette read straight from its bytes into tokens, with no `JSONNode` tree,
  /// or nil when the file is anything but the plain form, which `load(_:root:limits:)`
  /// then reads (and words every error of) as before.
  ///
  /// Why: on a palette of 5,000 tokens in four variants and 20,000 pairs (1.8 MB), building
  /// the tree, walking it and freeing it was 40 % of `legible palette`, where Python's
  /// `json.load` of the same file is a sixth of the whole check. The plain form is what
  /// large palettes are: "name", "variants" (groups of color strings and `{alias}` strings),
  /// "pairs" (foreground, background, use) and "stateGroups" (name, members), strings of
  /// printable ASCII without escapes. Anything else gives nil before a token is made: another
  /// top-level key (`thresholds`, `$schema`), a `$` key, a number, an escape, a byte order
  /// mark, a color the parser refuses, a token or group path met twice (a duplicate key,
  /// or `"a.b"` beside `"a": {"b"}`), more tokens or deeper nesting than the limits allow,
  /// no standard or dark variant, trailing data. So every error, and its line:column, is
  /// still the JSON parser's or the tree reader's, and the palette read is the same.
  static func load(_ file: String, bytes: [UInt8], limits: PaletteLimits) throws(PaletteError) -> Palette? {
    guard bytes.count <= limits.maximumFileBytes, !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
    let read: PlainDocument? = bytes.withUnsafeBufferPointer { buffer in
      var reader = PlainReader(bytes: buffer, file: file, limits: limits)
      return reader.document()
    }
    guard let read, read.raw[.standard] != nil || read.raw[.dark] != nil else { return nil }
    return Palette(
      name: read.name ?? file, format: "Legible palette", files: [file],
      variants: try resolved(read.raw, limits: limits), pairs: read.pairs, stateGroups: read.groups,
      thresholds: [:])
  }

  /// What `PlainReader` read: each variant's own tokens, unresolved, and the rest.
  struct PlainDocument {
    var name: String?
    var raw: [Variant: [String: AliasResolver.Entry]] = [:]
    var pairs: [PairRule] = []
    var groups: [StateGroup] = []
  }

  /// The reader behind `load(_:bytes:limits:)`: JSON's grammar for the plain form only,
  /// positions counted as `JSONParser` counts them (line from 1, column in bytes from 1,
  /// a string's span from its opening quote to after its closing one). Every method
  /// returns nil or false for anything it does not take.
  struct PlainReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let limits: PaletteLimits
    /// As the JSON parser's: a value may be read with at most this many containers open.
    let maximumDepth: Int
    var i = 0
    var line = 1
    var lineStart = 0
    var tokenCount = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: PaletteLimits) {
      self.bytes = bytes
      self.file = file
      self.limits = limits
      // Nested groups recurse here: deeper files take the tree reader, which keeps its own stack.
      maximumDepth = min(limits.maximumDepth, JSONParser.depthCeiling, 48)
    }

    static let quote = UInt8(ascii: "\"")

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

    /// The next byte after blanks, not consumed.
    mutating func peek() -> UInt8? {
      skipSpace()
      return i < bytes.count ? bytes[i] : nil
    }

    /// Consumes `byte` after blanks.
    mutating func take(_ byte: UInt8) -> Bool {
      guard peek() == byte else { return false }
      i += 1
      return true
    }

    /// A string of printable ASCII with no escape, and where it starts.
    mutating func string() -> (text: String, start: Int, line: Int, column: Int)? {
      guard let range = rawString() else { return nil }
      // The opening quote; a plain string holds no newline, so `line` is still its line.
      let start = range.lowerBound - 1
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      return (text, start, line, start - lineStart + 1)
    }

    /// The bytes of a string of printable ASCII with no escape (between its quotes), read
    /// without making a `String`: for keys and words compared against fixed spellings.
    mutating func rawString() -> Range<Int>? {
      guard peek() == PlainReader.quote else { return nil }
      var j = i + 1
      while j < bytes.count {
        let b = bytes[j]
        if b == PlainReader.quote { break }
        if b < 0x20 || b >= 0x7F || b == UInt8(ascii: "\\") { return nil }
        j += 1
      }
      guard j < bytes.count else { return nil }
      defer { i = j + 1 }
      return (i + 1)..<j
    }

    /// `prefix.key` (or the key alone at the top), the key taken from its bytes: one string
    /// made per token, not the key's and then the joined one (a fifth of reading the tokens).
    func path(_ prefix: String, _ key: Range<Int>) -> String {
      let keyBytes = UnsafeBufferPointer(rebasing: bytes[key])
      if prefix.isEmpty { return String(decoding: keyBytes, as: UTF8.self) }
      return String(unsafeUninitializedCapacity: prefix.utf8.count + 1 + key.count) { out in
        var k = 0
        for b in prefix.utf8 {
          out[k] = b
          k += 1
        }
        out[k] = UInt8(ascii: ".")
        k += 1
        for b in keyBytes {
          out[k] = b
          k += 1
        }
        return k
      }
    }

    /// Whether the bytes in `range` spell `word`.
    func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
      guard range.count == word.utf8CodeUnitCount else { return false }
      let w = word.utf8Start
      for k in 0..<range.count where bytes[range.lowerBound + k] != w[k] { return false }
      return true
    }

    /// Like `nextKey`, the key as its bytes.
    mutating func nextRawKey(_ first: inout Bool) -> Range<Int>?? {
      guard let c = peek() else { return .some(nil) }
      if c == UInt8(ascii: "}") {
        i += 1
        return nil
      }
      if first {
        first = false
      } else {
        guard c == UInt8(ascii: ",") else { return .some(nil) }
        i += 1
      }
      guard let key = rawString(), take(UInt8(ascii: ":")) else { return .some(nil) }
      return key
    }

    enum Member {
      case key(String)
      case end
      case bad
    }

    /// The next member's key and its colon, or the end of the object (`{` already taken).
    mutating func nextKey(_ first: inout Bool) -> Member {
      guard let c = peek() else { return .bad }
      if c == UInt8(ascii: "}") {
        i += 1
        return .end
      }
      if first {
        first = false
      } else {
        guard c == UInt8(ascii: ",") else { return .bad }
        i += 1
      }
      guard let key = string(), take(UInt8(ascii: ":")) else { return .bad }
      return .key(key.text)
    }

    /// Whether another item follows (`[` already taken): false at the end, nil when malformed.
    mutating func nextItem(_ first: inout Bool) -> Bool? {
      guard let c = peek() else { return nil }
      if c == UInt8(ascii: "]") {
        i += 1
        return false
      }
      if first {
        first = false
        return true
      }
      guard c == UInt8(ascii: ",") else { return nil }
      i += 1
      return true
    }

    mutating func document() -> PlainDocument? {
      guard take(UInt8(ascii: "{")) else { return nil }
      var document = PlainDocument()
      var seen = Set<String>()
      var first = true
      members: while true {
        switch nextKey(&first) {
        case .bad: return nil
        case .end: break members
        case .key(let key):
          guard seen.insert(key).inserted, 1 <= maximumDepth else { return nil }
          switch key {
          case "name":
            guard let name = string() else { return nil }
            document.name = name.text
          case "variants": guard variants(into: &document) else { return nil }
          case "pairs": guard pairs(into: &document) else { return nil }
          case "stateGroups": guard stateGroups(into: &document) else { return nil }
          default: return nil
          }
        }
      }
      skipSpace()
      guard i == bytes.count, seen.contains("variants") else { return nil }
      return document
    }

    mutating func variants(into document: inout PlainDocument) -> Bool {
      guard take(UInt8(ascii: "{")) else { return false }
      var first = true
      while true {
        switch nextKey(&first) {
        case .bad: return false
        case .end: return true
        case .key(let name):
          guard let variant = Variant.named(name), document.raw[variant] == nil, 2 <= maximumDepth else {
            return false
          }
          // Variants of one palette are much the same size: room for the largest so far,
          // so only the first grows (and rehashes) its way up to thousands of tokens.
          var entries: [String: AliasResolver.Entry] = [:]
          entries.reserveCapacity(document.raw.values.map(\.count).max() ?? 0)
          var groups = Set<String>()
          guard group(prefix: "", depth: 3, into: &entries, groups: &groups) else { return false }
          // A token path that is also a group's (`"a.b"` read before `"a": {"b": …}` is
          // caught when the group opens): checked once per group here, not by hashing every
          // token's path a second time as it is read.
          for path in groups where entries[path] != nil { return false }
          document.raw[variant] = entries
        }
      }
    }

    /// A group of tokens whose members are read with `depth` containers open.
    mutating func group(
      prefix: String, depth: Int, into entries: inout [String: AliasResolver.Entry], groups: inout Set<String>
    ) -> Bool {
      guard take(UInt8(ascii: "{")) else { return false }
      var first = true
      while true {
        switch nextRawKey(&first) {
        case .some(nil): return false
        case nil: return true
        case .some(let key?):
          guard depth <= maximumDepth, key.isEmpty || bytes[key.lowerBound] != UInt8(ascii: "$") else {
            return false
          }
          let path = self.path(prefix, key)
          switch peek() {
          case PlainReader.quote?:
            guard let value = string() else { return false }
            tokenCount += 1
            guard tokenCount <= limits.maximumTokens else { return false }
            let location = SourceLocation(
              file: file, line: value.line, column: value.column, range: value.start..<i)
            let entry: AliasResolver.Entry
            if PaletteInput.isAlias(value.text) {
              entry = .init(raw: .alias(PaletteInput.aliasTarget(value.text), alpha: nil), location: location)
            } else {
              guard let color = try? InputColor(css: value.text) else { return false }
              entry = .admitted(color, location: location)
            }
            guard entries.updateValue(entry, forKey: path) == nil else { return false }
          case UInt8(ascii: "{")?:
            guard entries[path] == nil, groups.insert(path).inserted,
              group(prefix: path, depth: depth + 1, into: &entries, groups: &groups)
            else { return false }
          default: return false
          }
        }
      }
    }

    mutating func pairs(into document: inout PlainDocument) -> Bool {
      guard take(UInt8(ascii: "[")) else { return false }
      var first = true
      while true {
        guard let more = nextItem(&first) else { return false }
        if !more { return true }
        guard 3 <= maximumDepth, take(UInt8(ascii: "{")) else { return false }
        var foreground: String?
        var background: String?
        var use: PairUse?
        var firstMember = true
        // Keys and the use word compared as bytes: 60,000 keys of 20,000 pairs made into
        // strings and matched by a string switch were a third of reading the pairs.
        while let member = nextRawKey(&firstMember) {
          guard let key = member else { return false }
          if spells(key, "foreground") && foreground == nil {
            guard let value = string() else { return false }
            foreground = value.text
          } else if spells(key, "background") && background == nil {
            guard let value = string() else { return false }
            background = value.text
          } else if spells(key, "use") && use == nil {
            guard let word = rawString() else { return false }
            if spells(word, "text") {
              use = .text
            } else if spells(word, "largeText") {
              use = .largeText
            } else if spells(word, "ui") {
              use = .ui
            } else if spells(word, "decorative") {
              use = .decorative
            } else {
              return false
            }
          } else {
            return false
          }
        }
        guard let foreground, let background else { return false }
        let pairUse = use ?? .text
        document.pairs.append(
          PairRule(foreground: foreground, background: background, use: pairUse, source: "explicit"))
      }
    }

    mutating func stateGroups(into document: inout PlainDocument) -> Bool {
      guard take(UInt8(ascii: "[")) else { return false }
      var first = true
      while true {
        guard let more = nextItem(&first) else { return false }
        if !more { return true }
        guard 4 <= maximumDepth, take(UInt8(ascii: "{")) else { return false }
        var name: String?
        var members: [String]?
        var firstMember = true
        fields: while true {
          switch nextKey(&firstMember) {
          case .bad: return false
          case .end: break fields
          case .key("name") where name == nil:
            guard let value = string() else { return false }
            name = value.text
          case .key("members") where members == nil:
            guard take(UInt8(ascii: "[")) else { return false }
            var list: [String] = []
            var firstItem = true
            while true {
              guard let more = nextItem(&firstItem) else { return false }
              if !more { break }
              guard let value = string() else { return false }
              list.append(value.text)
            }
            members = list
          case .key: return false
          }
        }
        guard let members, members.count >= 2 else { return false }
        document.groups.append(StateGroup(name: name ?? members.joined(separator: "/"), members: members))
      }
    }
  }
}
