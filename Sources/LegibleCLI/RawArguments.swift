import FileInput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's arguments as Swift strings, or the first one that is not UTF-8.
///
/// `CommandLine.arguments` repairs bad bytes into U+FFFD, which turns a file name that is
/// not UTF-8 into one that names no file, and the run then says "no such file". Such a name
/// cannot be passed on through `String` at all, so it is refused up front, by position.
package enum RawArguments {
  package static func decoded(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)
    -> Result<[String], ArgumentError>
  {
    var arguments: [String] = []
    for i in 1..<Int(max(argc, 1)) {
      guard let raw = argv[i] else { continue }
      let bytes = UnsafeBufferPointer(start: raw, count: strlen(raw)).map { UInt8(bitPattern: $0) }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(ArgumentError(position: i, shown: String(decoding: bytes, as: UTF8.self)))
      }
      arguments.append(text)
    }
    return .success(arguments)
  }

  /// An argument that is not valid UTF-8.
  package struct ArgumentError: Error, CustomStringConvertible {
    package var position: Int
    package var shown: String
    package var description: String {
      "argument \(position) (\(MessageText.quoted(shown))) is not valid UTF-8; rename the file, or pass its folder (names that are not UTF-8 are skipped with a warning)"
    }
  }
}
