/// A color string that could not be read, with what was expected instead.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text as given.
  public var input: String
  /// What was wrong and what would have been accepted.
  public var reason: String

  /// An error for `input`; `reason` should say what was found and what was expected.
  public init(input: String, reason: String) {
    self.input = input
    self.reason = reason
  }

  /// One line for people: `invalid color '<input>': <reason>`.
  public var description: String { "invalid color '\(input)': \(reason)" }
}
