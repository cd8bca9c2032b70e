import ColorScience

/// How text reports are dressed: bold and color swatches on a true-color terminal, plain
/// otherwise. Reporting writes the words; the caller, which knows the terminal, picks the
/// style (the CLI's `Console.textStyle`).
public struct TextStyle: Sendable {
  public var bold: @Sendable (String) -> String
  public var swatch: @Sendable (RGBA8) -> String

  public init(bold: @escaping @Sendable (String) -> String, swatch: @escaping @Sendable (RGBA8) -> String) {
    self.bold = bold
    self.swatch = swatch
  }

  /// No escapes at all: files, pipes, `NO_COLOR`.
  public static let plain = TextStyle(bold: { $0 }, swatch: { _ in "" })

  /// ANSI bold and 24-bit background blocks.
  public static let trueColor = TextStyle(
    bold: { "\u{1B}[1m\($0)\u{1B}[0m" },
    swatch: { "\u{1B}[48;2;\($0.red);\($0.green);\($0.blue)m  \u{1B}[0m " })
}
