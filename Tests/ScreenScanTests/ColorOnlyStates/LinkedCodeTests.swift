import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Linked code among plain code: a cross-reference set in code (`Station`) on the same chip
/// as the page's unlinked code, told from it only by its color. Drawn with a page of prose,
/// once with plain code to compare (flagged), once where all code is in the link's color (a
/// theme's code style: not judged), and as a token of a code block (no prose: not judged).
struct LinkedCodeTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let body = RGBA8(red: 40, green: 40, blue: 40)
  static let blue = RGBA8(red: 30, green: 90, blue: 190)
  static let chip = RGBA8(red: 232, green: 232, blue: 232)

  /// Prose with `code` on a chip after its first word, at `y`.
  func proseWithChip(_ img: inout RGBAImage, y: Int, code: String, color: RGBA8) {
    img.draw("A", x: 20, y: y, color: Self.body, scale: 2)
    let x = 20 + RGBAImage.textWidth("A ", scale: 2)
    let width = code.count * RGBAImage.monospacePitch
    img.fill(
      x: x - 6, y: y - 6, width: width + 12, height: RGBAImage.textHeight(scale: 2) + 12, color: Self.chip)
    let end = img.drawMonospace(code, x: x, y: y, color: color)
    img.draw("holds the data of one place", x: end + 20, y: y, color: Self.body, scale: 2)
  }

  func page(linkColor: RGBA8, plainColor: RGBA8) -> RGBAImage {
    var img = RGBAImage(width: 1000, height: 300, fill: Self.white)
    img.draw("Tidewater predicts the tides of a station from", x: 20, y: 30, color: Self.body, scale: 2)
    img.draw("its harmonic constituents and writes them out", x: 20, y: 80, color: Self.body, scale: 2)
    proseWithChip(&img, y: 140, code: "Station", color: linkColor)
    proseWithChip(&img, y: 210, code: "load(data)", color: plainColor)
    return img
  }

  @Test func linkedCodeAmongPlainCodeIsFlagged() throws {
    let findings = colorOnly(page(linkColor: Self.blue, plainColor: Self.body))
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(f.message.contains("linked code"))
    #expect(f.evidence?.members.filter(\.differs).count == 1)
    #expect(f.evidence?.members.first(where: \.differs)?.box.y ?? 0 < 170)
  }

  /// Inline code set smaller than its prose (furo sets it at 81%): prose at 4×, code at 3×.
  func smallCodePage() -> RGBAImage {
    var img = RGBAImage(width: 1400, height: 420, fill: Self.white)
    img.draw("Tidewater predicts the tides of a station", x: 20, y: 30, color: Self.body, scale: 4)
    img.draw("from its harmonic constituents", x: 20, y: 100, color: Self.body, scale: 4)
    for (y, code, color) in [(190, "Station", Self.blue), (300, "load(data)", Self.body)] {
      img.draw("A", x: 20, y: y, color: Self.body, scale: 4)
      let x = 20 + RGBAImage.textWidth("A ", scale: 4)
      let width = code.count * RGBAImage.monospacePitch(scale: 3)
      img.fill(
        x: x - 8, y: y - 6, width: width + 16, height: RGBAImage.textHeight(scale: 4) + 12, color: Self.chip)
      let end = img.drawMonospace(code, x: x, y: y + 5, color: color, scale: 3)
      img.draw("holds one place", x: end + 24, y: y, color: Self.body, scale: 4)
    }
    return img
  }

  @Test func linkedCodeSmallerThanItsProseIsFlagged() throws {
    let findings = colorOnly(smallCodePage())
    #expect(findings.count == 1)
    #expect(try #require(findings.first).message.contains("linked code"))
  }

  /// A theme that sets all inline code in one color: the color is the code's style.
  @Test func codeAllInOneHueIsNotJudged() {
    expectDropped(page(linkColor: Self.blue, plainColor: Self.blue), by: "WordSpacedRow")
  }

  /// A code block's blue token beside its other tokens (the block's body color, on the
  /// block's fill) is no linked code: there is no prose beside it and no chip.
  @Test func aTokenOfACodeBlockIsNotLinkedCode() {
    var img = RGBAImage(width: 1000, height: 300, fill: Self.white)
    img.draw("Tidewater predicts the tides of a station from", x: 20, y: 30, color: Self.body, scale: 2)
    img.fill(x: 10, y: 120, width: 980, height: 150, color: Self.chip)
    var x = 30
    for (token, color) in [("data.tail(", Self.body), ("load", Self.blue), ("(path, io), a)", Self.body)] {
      x = img.drawMonospace(token, x: x, y: 150, color: color)
    }
    _ = img.drawMonospace("print(data, io)", x: 30, y: 210, color: Self.body)
    #expect(colorOnly(img).isEmpty)
  }

  /// A theme that colors inline literals (guzzle's maroon, cinder's Bootstrap 3 red) and
  /// leaves code blocks dark: the literal on its chip is no link, and the block's dark code
  /// is no plain inline code to set it against. Plain inline code elsewhere (here in a tip
  /// box, on its own fill) would be; so would the literal's hue on a link in the prose.
  func literalAndBlock(plainInline: Bool, proseLink: Bool) -> RGBAImage {
    let maroon = RGBA8(red: 141, green: 26, blue: 56)
    var img = RGBAImage(width: 1000, height: 480, fill: Self.white)
    img.draw("Tidewater predicts the tides of a station from", x: 20, y: 30, color: Self.body, scale: 2)
    if proseLink {
      img.draw("its", x: 20, y: 80, color: Self.body, scale: 2)
      let x = 20 + RGBAImage.textWidth("its ", scale: 2)
      let end = x + RGBAImage.textWidth("constituents", scale: 2)
      img.draw("constituents", x: x, y: 80, color: maroon, scale: 2)
      img.draw(
        "and writes them", x: end + RGBAImage.textWidth(" ", scale: 2), y: 80, color: Self.body, scale: 2)
    } else {
      img.draw("its harmonic constituents and writes them out", x: 20, y: 80, color: Self.body, scale: 2)
    }
    proseWithChip(&img, y: 140, code: "Station", color: maroon)
    img.fill(x: 10, y: 200, width: 980, height: 110, color: Self.chip)
    _ = img.drawMonospace("data = load(path)", x: 30, y: 220, color: Self.body)
    _ = img.drawMonospace("print(data, io)", x: 30, y: 270, color: Self.body)
    if plainInline {
      let tip = RGBA8(red: 246, green: 246, blue: 246)
      img.fill(x: 10, y: 340, width: 980, height: 100, color: tip)
      img.draw("Cached in", x: 30, y: 376, color: Self.body, scale: 2)
      let x = 30 + RGBAImage.textWidth("Cached in ", scale: 2) + 6
      let width = "~/.cache".count * RGBAImage.monospacePitch
      img.fill(
        x: x - 6, y: 370, width: width + 12, height: RGBAImage.textHeight(scale: 2) + 12, color: Self.chip)
      let end = img.drawMonospace("~/.cache", x: x, y: 376, color: Self.body)
      img.draw("for a week", x: end + 20, y: 376, color: Self.body, scale: 2)
    }
    return img
  }

  @Test func aColoredLiteralBesideACodeBlockIsNoLink() {
    expectDropped(literalAndBlock(plainInline: false, proseLink: false), by: "WordSpacedRow")
    #expect(
      colorOnly(literalAndBlock(plainInline: true, proseLink: false)).contains {
        $0.message.contains("linked code")
      })
    #expect(
      colorOnly(literalAndBlock(plainInline: false, proseLink: true)).contains {
        $0.message.contains("linked code")
      })
  }

  /// A literal set in a monospace face and a color of its own with no chip (guzzle's maroon
  /// `conf.py`) inside prose whose links are blue: its face sets it apart, not a state. In
  /// the blue of the page's links it reads as a link (linked code without a chip).
  func chiplessLiteral(color: RGBA8) -> RGBAImage {
    var img = RGBAImage(width: 1100, height: 220, fill: Self.white)
    img.draw("Tidewater predicts the tides of a station from", x: 20, y: 30, color: Self.body, scale: 2)
    img.draw("its", x: 20, y: 80, color: Self.body, scale: 2)
    var x = 20 + RGBAImage.textWidth("its ", scale: 2)
    img.draw("harmonic constituents", x: x, y: 80, color: Self.blue, scale: 2)
    x += RGBAImage.textWidth("harmonic constituents ", scale: 2)
    img.draw("and writes them out", x: x, y: 80, color: Self.body, scale: 2)
    img.draw("It reads", x: 20, y: 140, color: Self.body, scale: 2)
    x = 20 + RGBAImage.textWidth("It reads ", scale: 2)
    x = img.drawMonospace("tides.cfg", x: x, y: 140, color: color)
    img.draw(
      "before the first run", x: x + RGBAImage.textWidth(" ", scale: 2), y: 140, color: Self.body, scale: 2)
    return img
  }

  @Test func aChiplessLiteralInItsOwnColorIsNoLink() {
    let maroon = RGBA8(red: 141, green: 26, blue: 56)
    let literal = colorOnly(chiplessLiteral(color: maroon))
    // The blue link is still found; the maroon literal is not.
    #expect(literal.count == 1)
    #expect(literal.allSatisfy { $0.colors.contains(Self.blue) && !$0.colors.contains(maroon) })
    let linked = colorOnly(chiplessLiteral(color: Self.blue))
    #expect(linked.count == 2)
  }

  /// Prose lines each with one colored run: `runs` gives each run's text, whether it is set
  /// in monospace, and its color; no chips.
  func proseWithRuns(_ runs: [(String, Bool, RGBA8)]) -> RGBAImage {
    var img = RGBAImage(width: 1200, height: 60 + 60 * runs.count, fill: Self.white)
    img.draw("Tidewater predicts the tides of a station from", x: 20, y: 20, color: Self.body, scale: 2)
    for (k, (text, mono, color)) in runs.enumerated() {
      let y = 80 + 60 * k
      img.draw("It reads", x: 20, y: y, color: Self.body, scale: 2)
      var x = 20 + RGBAImage.textWidth("It reads ", scale: 2)
      if mono {
        x = img.drawMonospace(text, x: x, y: y, color: color)
      } else {
        img.draw(text, x: x, y: y, color: color, scale: 2)
        x += RGBAImage.textWidth(text, scale: 2)
      }
      img.draw(
        "before the first run", x: x + RGBAImage.textWidth(" ", scale: 2), y: y, color: Self.body, scale: 2)
    }
    return img
  }

  /// Each color's runs vote on its kind: where more of a color's runs read monospace than
  /// proportional it is the page's code color (klink's green literals), and a phrase in it
  /// is code too; where more read proportional it is a link color, and one run in it that
  /// reads monospace does not make its phrases code. (That run itself is left to the
  /// linked-code rule, which judges code against code.)
  @Test func aColorsRunsVoteOnWhetherItIsCodeOrLinks() {
    let green = RGBA8(red: 20, green: 130, blue: 70)
    let code = colorOnly(
      proseWithRuns([
        ("load(data, io)", true, green), ("print(tides)", true, green),
        ("harmonic constituents", false, green),
      ]))
    #expect(code.isEmpty)
    let links = colorOnly(
      proseWithRuns([
        ("harmonic constituents", false, Self.blue), ("the station list", false, Self.blue),
        ("load(data, io)", true, Self.blue),
      ]))
    #expect(links.count == 2)
    #expect(links.allSatisfy { $0.colors.contains(Self.blue) })
  }

  /// Linked code among plain code, on a page whose prose shows a link in `proseLink`.
  func pageWithProseLink(_ proseLink: RGBA8) -> RGBAImage {
    var img = page(linkColor: Self.blue, plainColor: Self.body)
    img.fill(x: 0, y: 60, width: 1000, height: 50, color: Self.white)
    img.draw("its", x: 20, y: 80, color: Self.body, scale: 2)
    let x = 20 + RGBAImage.textWidth("its ", scale: 2)
    img.draw("harmonic constituents", x: x, y: 80, color: proseLink, scale: 2)
    img.draw(
      "and writes them", x: x + RGBAImage.textWidth("harmonic constituents ", scale: 2), y: 80,
      color: Self.body,
      scale: 2)
    return img
  }

  /// A page whose prose links are another color than the term: the term's color is a
  /// highlighted token's (a string in the string color), not a link's. In the prose links'
  /// color it is linked code.
  @Test func codeInAColorNoProseLinkTakesIsNoLinkedCode() {
    let teal = RGBA8(red: 0, green: 120, blue: 110)
    #expect(!colorOnly(pageWithProseLink(teal)).contains { $0.message.contains("linked code") })
    #expect(colorOnly(pageWithProseLink(Self.blue)).contains { $0.message.contains("linked code") })
  }
}
