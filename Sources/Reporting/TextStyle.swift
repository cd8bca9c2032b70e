import ColorScience

/// How text reports are dressed: bold and color swatches on a true-color terminal, plain
/// otherwise. Reporting writes the words; the caller, which knows the terminal, picks the
/// style (the CLI's `Console.textStyle`).
package struct TextStyle: Sendable {
  package var bold: @Sendable (String) -> String
  package var swatch: @Sendable (RGBA8) -> String

  package init(bold: @escaping @Sendable (String) -> String, swatch: @escaping @Sendable (RGBA8) -> String) {
    self.bold = bold
    self.swatch = swatch
  }

  /// No escapes at all: files, pipes, `NO_COLOR`.
  package static let plain = TextStyle(bold: { $0 }, swatch: { _ in "" })

  /// ANSI bold and 24-bit background blocks.
  package static let trueColor = TextStyle(
    bold: { "\u{1B}[1m\($0)\u{1B}[0m" },
    swatch: { "\u{1B}[48;2;\($0.red);\($0.green);\($0.blue)m  \u{1B}[0m " })
}
