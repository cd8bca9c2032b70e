import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Which verdict a measured line gets: review only where the numbers leave it unsure (a
/// busy background under failing text), a gradient judged at its worst stop, and failing
/// text of a control that looks inactive reported as a note (WCAG 1.4.3 exempts it).
struct VerdictTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let black = RGBA8(red: 0, green: 0, blue: 0)

  func scan(_ image: RGBAImage, options: ScanOptions = ScanOptions(scale: 2)) -> ScanResult {
    ScreenScanner(options: options).scan(image)
  }

  func gray(_ v: UInt8) -> RGBA8 { RGBA8(red: v, green: v, blue: v) }

  /// A push button as Qt's Fusion style draws it: a vertical gradient from near white to
  /// light gray inside a one-pixel frame.
  func gradientButton(_ img: inout RGBAImage, x: Int, y: Int, width: Int, height: Int) {
    img.fill(x: x, y: y, width: width, height: height, color: gray(120))
    for row in 1..<(height - 1) {
      let v = UInt8(252 - (row * 44) / height)
      img.fill(x: x + 1, y: y + row, width: width - 2, height: 1, color: gray(v))
    }
  }

  @Test func failingTextOnAGradientButtonIsJudgedAtItsWorstStop() throws {
    var img = RGBAImage(width: 600, height: 200, fill: gray(239))
    gradientButton(&img, x: 40, y: 40, width: 400, height: 70)
    img.draw("Continue", x: 120, y: 62, color: gray(150), scale: 2)
    let t = try #require(scan(img).textRegions.first { $0.box.x > 100 && $0.box.x < 140 })
    // Graded, yet no review: the gradient is smooth, so its worst stop is the background.
    #expect(t.outcome == .fail)
    #expect(t.reviewReason == nil)
    #expect(t.ratio < WCAG.contrastRatio(of: SRGBColor(gray(150)), on: SRGBColor(gray(239))))
  }

  @Test func gradedTextThatPassesOnItsWorstBackgroundPasses() throws {
    var img = RGBAImage(width: 600, height: 300, fill: Self.white)
    for y in 0..<300 {
      for x in 0..<600 { img[x, y] = gray(UInt8(120 + x / 5)) }
    }
    img.draw("Welcome back", x: 20, y: 100, color: Self.black, scale: 2)
    let t = try #require(scan(img).textRegions.first)
    #expect(t.outcome == .pass)
    #expect(t.reviewReason == nil)
  }

  @Test func smallTextIsReviewedOnlyWhenItFails() throws {
    var img = RGBAImage(width: 600, height: 200, fill: Self.white)
    img.draw("Fine print", x: 20, y: 40, color: Self.black, scale: 2)
    img.draw("Fine print", x: 20, y: 120, color: gray(180), scale: 2)
    let r = scan(img, options: ScanOptions(scale: 2, minimumJudgedFontSize: 30))
    let dark = try #require(r.textRegions.first { $0.box.y < 80 })
    let light = try #require(r.textRegions.first { $0.box.y > 80 })
    #expect(dark.outcome == .pass)
    #expect(light.outcome == .needsReview)
  }

  /// A row of two framed buttons: "Next" enabled (black label, dark frame), "Back" with the
  /// given label and frame grays.
  static func buttonRow(backLabel: UInt8, backFrame: UInt8) -> RGBAImage {
    func gray(_ v: UInt8) -> RGBA8 { RGBA8(red: v, green: v, blue: v) }
    var img = RGBAImage(width: 600, height: 160, fill: Self.white)
    func button(_ text: String, x: Int, label: RGBA8, frame: RGBA8) {
      img.fill(x: x, y: 50, width: 120, height: 60, color: frame)
      img.fill(x: x + 2, y: 52, width: 116, height: 56, color: Self.white)
      img.draw(text, x: x + 24, y: 68, color: label, scale: 2)
    }
    button("Back", x: 40, label: gray(backLabel), frame: gray(backFrame))
    button("Next", x: 300, label: Self.black, frame: gray(80))
    return img
  }

  func backFinding(_ r: ScanResult) throws -> ScanFinding {
    try #require(r.findings.first { $0.rule == .textContrast && $0.boxes.first.map { $0.x < 200 } == true })
  }

  @Test func fadedLabelAndFrameBesideAnEnabledButtonIsANote() throws {
    let img = Self.buttonRow(backLabel: 190, backFrame: 215)
    let f = try backFinding(scan(img))
    #expect(f.level == .note)
    #expect(f.message.hasPrefix("looks inactive: WCAG exempts inactive components"))
    #expect(f.ratio.map { $0 < 4.5 } == true)
    // Teams that want them as errors get errors.
    var options = ScanOptions(scale: 2)
    options.inactiveControlsAreErrors = true
    let strict = try backFinding(scan(img, options: options))
    #expect(strict.level == .error)
    #expect(!strict.message.contains("inactive"))
  }

  @Test func fadedLabelInAnUnfadedFrameStaysAnError() throws {
    // The frame is as dark as the enabled button's: only the label is pale, which is a
    // contrast failure of an active control, not an insensitive look.
    let f = try backFinding(scan(Self.buttonRow(backLabel: 190, backFrame: 80)))
    #expect(f.level == .error)
  }

  @Test func mutedLabelBesideAnEnabledButtonStaysAnError() throws {
    // Faded frame, but the label only muted (more than half its ink left): a secondary
    // style, not the insensitive look.
    let f = try backFinding(scan(Self.buttonRow(backLabel: 130, backFrame: 215)))
    #expect(f.level == .error)
  }

  @Test func fadedTextWithNoControlBesideItStaysAnError() throws {
    var img = RGBAImage(width: 600, height: 160, fill: Self.white)
    img.draw("Back", x: 100, y: 68, color: gray(190), scale: 2)
    img.draw("Next", x: 360, y: 68, color: Self.black, scale: 2)
    let f = try backFinding(scan(img))
    #expect(f.level == .error)
  }
}
