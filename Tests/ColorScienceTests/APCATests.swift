import Testing

@testable import ColorScience

struct APCATests {
  /// The APCA authors' published check values for 0.0.98G-4g (apca-w3 README and test
  /// suite), text color first.
  static let published: [(String, String, Double)] = [
    ("#888888", "#ffffff", 63.056469930209424),
    ("#ffffff", "#888888", -68.54146436644962),
    ("#000000", "#aaaaaa", 58.146262578561334),
    ("#aaaaaa", "#000000", -56.24113336839742),
    ("#112233", "#ddeeff", 91.66830811481631),
    ("#ddeeff", "#112233", -93.06770049484275),
    ("#112233", "#444444", 8.32326136957393),
    ("#444444", "#112233", -7.526878460278154),
  ]

  @Test(arguments: published)
  func publishedValues(text: String, background: String, expected: Double) throws {
    let lc = APCA.lightnessContrast(
      text: try SRGBColor(css: text), background: try SRGBColor(css: background))
    #expect(abs(lc - expected) < 1e-9, "\(text) on \(background): \(lc)")
  }

  @Test func extremesAndClip() throws {
    #expect(abs(APCA.lightnessContrast(text: .black, background: .white) - 106.04067321268862) < 1e-9)
    #expect(abs(APCA.lightnessContrast(text: .white, background: .black) + 107.88473318309848) < 1e-9)
    // Below the low clip (Lc 10 before offset) the result is exactly 0.
    #expect(
      APCA.lightnessContrast(text: try SRGBColor(css: "#112233"), background: try SRGBColor(css: "#223344"))
        == 0)
    #expect(APCA.lightnessContrast(text: .white, background: .white) == 0)
  }

  @Test func bands() {
    #expect(APCA.band(of: 63.05) == 60)
    #expect(APCA.band(of: -68.5) == 60)
    #expect(APCA.band(of: 90) == 90)
    #expect(APCA.band(of: 14.9) == 0)
    #expect(APCA.band(of: 106) == 90)
  }
}
