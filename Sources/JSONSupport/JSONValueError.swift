/// A value of the wrong type, or a number outside its range, at a key of a JSON document
/// (a config, a policy, a report): the key and what it allows, for a one-line error.
///
/// Every number an input file supplies goes through `JSONNode.number(_:in:)` or
/// `JSONNode.wholeNumber(_:in:)` before it reaches arithmetic: `Int(1e300)` traps, and so
/// does an `Int` add that overflows, so a range is checked first and an `Int` is made only
/// with `Int(exactly:)`.
public struct JSONValueError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Expected: Sendable, Equatable {
    /// A number in the range (above the lower bound, when `lowerOpen`).
    case number(ClosedRange<Double>, lowerOpen: Bool)
    case wholeNumber(ClosedRange<Int>)
    case oneOf([String])
    case string
    /// A string, or an array of strings.
    case strings
    case object
    case array
    /// At most `count` items of at most `length` characters.
    case listLimit(count: Int, length: Int)
  }

  /// Where the value sits, as written: `scan.scale`, `findings[3].line`.
  public var key: String
  public var line: Int
  public var column: Int
  /// What was found: a kind ("a string") or, for a number, its value.
  public var found: String
  public var expected: Expected

  public init(key: String, at node: JSONNode, found: String? = nil, expected: Expected) {
    self.key = key
    self.line = node.span.line
    self.column = node.span.column
    self.found = found ?? JSONValueError.describe(node)
    self.expected = expected
  }

  /// A number as people write it (`12`, `0.5`, `1e+300`); a string quoted and cut to 40
  /// characters, so a hostile value does not flood the error line.
  public static func describe(_ node: JSONNode) -> String {
    switch node {
    case .number(let n, _): return n.magnitude < 1e15 && n == n.rounded() ? String(Int(n)) : String(n)
    case .string(let s, _): return "'" + (s.count > 40 ? String(s.prefix(40)) + "…" : s) + "'"
    default: return node.kindName
    }
  }

  public var allowed: String {
    func n(_ v: Double) -> String { v.magnitude < 1e15 && v == v.rounded() ? String(Int(v)) : String(v) }
    switch expected {
    case .number(let r, let open):
      return
        "a number \(open ? "above" : "from") \(n(r.lowerBound)) \(open ? "up " : "")to \(n(r.upperBound))"
    case .wholeNumber(let r): return "a whole number from \(r.lowerBound) to \(r.upperBound)"
    case .oneOf(let values): return "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
    case .string: return "a string"
    case .strings: return "a string or an array of strings"
    case .object: return "an object"
    case .array: return "an array"
    case .listLimit(let count, let length): return "at most \(count) items of at most \(length) characters"
    }
  }

  public var description: String { "\(key) is \(found); expected \(allowed)" }
}

extension JSONNode {
  /// This value as a number in `range`, or an error naming `key` and the range.
  public func number(_ key: String, in range: ClosedRange<Double>, lowerOpen: Bool = false)
    throws(JSONValueError) -> Double
  {
    guard let n = numberValue, range.contains(n), !(lowerOpen && n == range.lowerBound) else {
      throw JSONValueError(key: key, at: self, expected: .number(range, lowerOpen: lowerOpen))
    }
    return n
  }

  /// This value as a whole number in `range`, made an `Int` only once it is known to fit.
  public func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws(JSONValueError) -> Int {
    guard let n = numberValue, n >= Double(range.lowerBound), n <= Double(range.upperBound),
      let i = Int(exactly: n),
      range.contains(i)
    else { throw JSONValueError(key: key, at: self, expected: .wholeNumber(range)) }
    return i
  }

  /// This value as a string, or an error naming `key`.
  public func string(_ key: String) throws(JSONValueError) -> String {
    guard let s = stringValue else { throw JSONValueError(key: key, at: self, expected: .string) }
    return s
  }

  /// This value as one of `allowed`, or an error listing them.
  public func oneOf(_ key: String, _ allowed: [String]) throws(JSONValueError) -> String {
    guard let s = stringValue, allowed.contains(s) else {
      throw JSONValueError(key: key, at: self, expected: .oneOf(allowed))
    }
    return s
  }

  /// A string or an array of strings, as an array (`"foreground": "a"` or `["a", "b"]`).
  public func strings(_ key: String) throws(JSONValueError) -> [String] {
    if let s = stringValue { return [s] }
    guard let items = arrayValues else { throw JSONValueError(key: key, at: self, expected: .strings) }
    var out: [String] = []
    out.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      guard let s = item.stringValue else {
        throw JSONValueError(key: "\(key)[\(i)]", at: item, expected: .string)
      }
      out.append(s)
    }
    return out
  }

  /// The entries of an object, or an error naming `key`.
  public func object(_ key: String) throws(JSONValueError) -> [(
    key: String, keySpan: JSONSpan, value: JSONNode
  )] {
    guard let e = objectEntries else { throw JSONValueError(key: key, at: self, expected: .object) }
    return e
  }

  /// The items of an array, or an error naming `key`.
  public func array(_ key: String) throws(JSONValueError) -> [JSONNode] {
    guard let a = arrayValues else { throw JSONValueError(key: key, at: self, expected: .array) }
    return a
  }
}
