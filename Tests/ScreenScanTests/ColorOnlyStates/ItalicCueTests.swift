import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Italics are a cue besides color (WCAG technique G182): a word in a color of its own and in
/// italics (a theme's colored emphasis, a link set in italics) is told from the roman text
/// around it by its slant too. Drawn as a browser draws a synthetic oblique: the upright
/// glyphs sheared right by a quarter of a pixel per pixel of height.
struct ItalicCueTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let body = RGBA8(red: 50, green: 50, blue: 50)
  static let gold = RGBA8(red: 170, green: 110, blue: 0)

  /// Draws `text` at 2× in `color`, leaning right by `shear` pixels per pixel of height
  /// (0: upright), on the white page. Returns the x one past the text.
  @discardableResult
  func draw(_ text: String, on img: inout RGBAImage, x: Int, y: Int, color: RGBA8, shear: Double) -> Int {
    let width = RGBAImage.textWidth(text, scale: 2)
    let height = RGBAImage.textHeight(scale: 2)
    var upright = RGBAImage(width: width, height: height, fill: Self.white)
    upright.draw(text, x: 0, y: 0, color: color, scale: 2)
    for row in 0..<height {
      let lean = Int((shear * Double(height - 1 - row)).rounded())
      for col in 0..<width where upright[col, row] != Self.white {
        img[x + col + lean, y + row] = upright[col, row]
      }
    }
    return x + width
  }

  /// A paragraph of roman body text whose second line holds one gold `word` leaning by `shear`.
  func page(shear: Double, word: String = "tomorrow's") -> RGBAImage {
    var img = RGBAImage(width: 1100, height: 220, fill: Self.white)
    img.draw("Tidewater predicts the tides of a station from", x: 20, y: 30, color: Self.body, scale: 2)
    var x = draw("its harmonic constituents, and writes", on: &img, x: 20, y: 80, color: Self.body, shear: 0)
    x = draw(word, on: &img, x: x + 12, y: 80, color: Self.gold, shear: shear)
    draw("tide table to a file.", on: &img, x: x + 12, y: 80, color: Self.body, shear: 0)
    img.draw("Each station keeps its own constituents.", x: 20, y: 130, color: Self.body, scale: 2)
    return img
  }

  func wordsInColor(_ img: RGBAImage) -> [ScanFinding] {
    colorOnly(img).filter { $0.message.hasPrefix("a link is set apart from the text around it") }
  }

  /// The same word upright is told apart by its color alone, and reported; leaning as an
  /// oblique (shear 0.25) or as an italic face (0.21), it is not. (Drawn at 0.18, a pixel's
  /// step every five or six rows of a 2× bitmap, the staircase is too coarse to read as
  /// italic; Liberation Sans Italic at 2× measures 0.16 and reads italic.)
  @Test func aColoredWordInItalicsIsNotColorOnly() {
    #expect(wordsInColor(page(shear: 0)).count == 1)
    #expect(wordsInColor(page(shear: 0.25)).isEmpty)
    #expect(wordsInColor(page(shear: 0.21)).isEmpty)
  }

  /// The slant measured on the drawn runs: upright text stands within a step of upright, a
  /// sheared run measures near its shear.
  @Test func slantIsMeasuredFromTheStems() throws {
    for shear in [0.0, 0.21, 0.25] {
      let img = page(shear: shear)
      let result = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
      let word = try #require(result.textRegions.first { distance($0.foreground, Self.gold) <= 40 })
      let measured = try #require(statesWithBlobs(img).slant(of: word))
      #expect(abs(measured - shear) <= 0.06, "shear \(shear) measured \(measured)")
    }
  }

  /// Upright words with no stems ("wavy", "AVW") stack their ink best sheared, but as well one
  /// way as the other: they stay roman, and the word in another color is reported.
  @Test func anUprightWordOfDiagonalsIsNotItalic() {
    #expect(wordsInColor(page(shear: 0, word: "wavy yews")).count == 1)
    #expect(wordsInColor(page(shear: 0, word: "VAW AVVY")).count == 1)
  }
}
