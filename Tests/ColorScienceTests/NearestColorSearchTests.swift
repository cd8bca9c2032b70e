import Testing

@testable import ColorScience

struct NearestColorSearchTests {
  @Test func grayOnWhiteFindsTheDarkestFailingStepPlusOne() throws {
    let outcome = NearestColorSearch.nearest(
      for: (try SRGBColor(css: "#777777"), .white), changing: .foreground, target: .wcag(4.5))
    let s = try #require(outcome.suggestion)
    // #767676 is the lightest gray that passes 4.5 on white.
    #expect(s.color.hex == "#767676")
    #expect(s.lightnessChange < 0)
  }

  @Test func suggestionMeetsTargetAndNextStepDoesNot() throws {
    let fg = try SRGBColor(css: "#4a90e2")
    let bg = try SRGBColor(css: "#ffffff")
    for target in [ContrastTarget.wcag(4.5), .wcag(7), .apca(60)] {
      let s = try #require(
        NearestColorSearch.nearest(for: (fg, bg), changing: .foreground, target: target).suggestion)
      #expect(target.isMet(foreground: s.color, background: bg), "\(target)")
      // Hue is kept (within what 8-bit rounding allows).
      let h0 = OKLCH(fg).h
      let h1 = OKLCH(s.color).h
      #expect(abs(h0 - h1) < 3, "\(target): hue \(h0) → \(h1)")
      // Moving a little back towards the original fails: the search did not overshoot.
      let lch = OKLCH(s.color)
      let back = NearestColorSearch.candidate(
        OKLCH(fg), neutral: false, lightness: lch.l + (s.lightnessChange < 0 ? 0.004 : -0.004), alpha: 1)
      #expect(!target.isMet(foreground: back, background: bg), "\(target): \(back.hex) also passes")
    }
  }

  @Test func changingTheBackground() throws {
    let outcome = NearestColorSearch.nearest(
      for: (.white, try SRGBColor(css: "#5cb85c")), changing: .background, target: .wcag(4.5))
    let s = try #require(outcome.suggestion)
    #expect(WCAG.contrastRatio(of: .white, on: s.color) >= 4.5)
    #expect(s.lightnessChange < 0)
  }

  @Test func alreadyPassingAndImpossible() throws {
    #expect(
      NearestColorSearch.nearest(for: (.black, .white), changing: .foreground, target: .wcag(7))
        == .alreadyPasses)
    // On mid gray nothing reaches 7:1 (white gives 3.9, black 5.3).
    let mid = try SRGBColor(css: "#808080")
    if case .impossible(let why) = NearestColorSearch.nearest(
      for: (try SRGBColor(css: "#7a7a7a"), mid), changing: .foreground, target: .wcag(7))
    {
      #expect(why.contains("no color"))
    } else {
      Issue.record("expected impossible")
    }
  }
}
