import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// A key's label drawn without stems is text (issue 33, item 5): a calculator's white "="
/// on an orange key, its "−" and ".", whose bars and dots are under the scan's 5 px floor
/// for a line of text and were never found, so the screen passed. Drawn in code as a
/// toolkit draws a keypad at 1×: equal rounded keys in a grid, digits beside the operators.
struct KeyLabelTests {
  typealias P = PictogramTests
  static let window = RGBA8(red: 235, green: 235, blue: 235)
  static let key = RGBA8(red: 245, green: 245, blue: 245)
  /// 2.66:1 under white.
  static let orange = RGBA8(red: 240, green: 130, blue: 20)
  static let black = RGBA8(red: 0, green: 0, blue: 0)

  func scan(_ image: RGBAImage) -> ScanResult {
    ScreenScanner(options: ScanOptions(scale: 1)).scan(image)
  }

  /// A keypad of 3 × 3 keys, 52 × 60 px at a pitch of 58 × 66: "MC", "MR", "MS" over "AC",
  /// "CE", "OK" over "−", "." and "=" (`labelled: false` leaves the top rows' keys blank),
  /// the "=" white on orange.
  static func keypad(labelled: Bool = true, menuGlyph: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: 200, height: 216, fill: window)
    for row in 0..<3 {
      for column in 0..<3 {
        let fill = row == 2 && column == 2 ? orange : key
        P.roundedRect(
          &img, fill, x: Double(10 + 58 * column), y: Double(10 + 66 * row), w: 52, h: 60, radius: 3)
      }
    }
    if labelled {
      for (n, name) in ["MC", "MR", "MS", "AC", "CE", "OK"].enumerated() {
        img.draw(name, x: 28 + 58 * (n % 3), y: 35 + 66 * (n / 3), color: black)
      }
    }
    // The bottom row's labels: bars 2 px thick, a dot 2 px square, as a 1× face hints them.
    img.fill(x: 31, y: 171, width: 10, height: 2, color: black)  // −
    img.fill(x: 94, y: 176, width: 2, height: 2, color: black)  // .
    let bars = menuGlyph ? [167, 171, 175] : [169, 173]
    for y in bars {
      img.fill(x: 147, y: y, width: 12, height: 2, color: RGBA8(red: 255, green: 255, blue: 255))
    }
    return img
  }

  /// The "−", "." and "=" are text, each set in its siblings' size; the "=" fails against
  /// its key (2.66:1), the others pass. The labelled keys' text is found as before.
  @Test func stemlessLabelsOnAKeypadAreText() {
    let r = scan(Self.keypad())
    func labels(onKey column: Int) -> [TextRegion] {
      r.textRegions.filter { $0.box.y > 142 && $0.box.x >= 10 + 58 * column && $0.box.x < 62 + 58 * column }
    }
    #expect(r.textRegions.count == 9, "\(r.textRegions.map(\.box))")
    for column in 0..<3 {
      #expect(labels(onKey: column).count == 1, "key \(column): \(r.textRegions.map(\.box))")
    }
    let named = r.textRegions.filter { $0.box.y < 142 }.map(\.fontSize)
    #expect(labels(onKey: 0).allSatisfy { $0.outcome == .pass && named.contains($0.fontSize) })
    let equals = labels(onKey: 2)
    #expect(equals.allSatisfy { $0.outcome == .fail && abs($0.ratio - 2.66) < 0.1 }, "\(equals)")
    let errors = r.findings.filter { $0.rule == .textContrast && $0.level == .error }
    #expect(errors.count == 1 && errors.allSatisfy { $0.boxes[0].x >= 126 }, "\(r.findings.map(\.message))")
  }

  /// Without labelled siblings the same bars are no key label: a lone "−" or "=" on a
  /// button is as likely a window control or a spin button's icon.
  @Test func stemlessMarksWithoutLabelledSiblingsAreNoText() {
    let r = scan(Self.keypad(labelled: false))
    #expect(r.textRegions.isEmpty, "\(r.textRegions.map(\.box))")
    #expect(!r.findings.contains { $0.rule == .textContrast }, "\(r.findings.map(\.message))")
  }

  /// Three like bars stacked are a menu glyph, an icon, even among labelled keys.
  @Test func aMenuGlyphOnAKeyIsNoText() {
    let r = scan(Self.keypad(menuGlyph: true))
    #expect(!r.textRegions.contains { $0.box.x >= 126 && $0.box.y > 142 }, "\(r.textRegions.map(\.box))")
  }
}
