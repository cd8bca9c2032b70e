/// A JSON value whose objects keep their keys in the order they were written.
///
/// Legible's machine outputs are read by people too (in diffs, in CI logs), so key order is
/// part of the format: stable, and in the order the schema documents. Foundation's
/// `JSONSerialization` sorts or scrambles keys, so output goes through this type instead.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  public subscript(key: String) -> JSONValue? {
    if case .object(let o) = self { return o[key] }
    return nil
  }
}

/// An ordered JSON object.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  public private(set) var entries: [(key: String, value: JSONValue)] = []

  public init() {}

  /// An object from entries whose keys the caller knows are distinct: linear, where setting
  /// keys one by one through the subscript is quadratic (each set looks for the key).
  public init(uniqueEntries: [(key: String, value: JSONValue)]) { entries = uniqueEntries }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    entries.reserveCapacity(elements.count)
    for (k, v) in elements { self[k] = v }
  }

  public subscript(key: String) -> JSONValue? {
    get { entries.first { $0.key == key }?.value }
    set {
      if let i = entries.firstIndex(where: { $0.key == key }) {
        if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
      } else if let newValue {
        entries.append((key, newValue))
      }
    }
  }

  public var keys: [String] { entries.map(\.key) }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.entries.count == b.entries.count
      && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  public func hash(into h: inout Hasher) {
    for e in entries {
      h.combine(e.key)
      h.combine(e.value)
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }

  /// A number, or null when it is not finite (JSON has no NaN or infinity).
  public static func finite(_ value: Double?) -> JSONValue {
    guard let value, value.isFinite else { return .null }
    return .number(value)
  }
}
