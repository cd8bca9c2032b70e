import ColorScience
import Findings
import Testing

@testable import Reporting

/// A state-distinguishability card in the HTML report shows the two states side by side under
/// each simulation, with how far apart they stay (ΔE00), not one drawn as text on the other
/// with a contrast ratio, which is not what collapses.
struct StateCardTests {
  @Test func statesAreTwoFillsSideBySide() throws {
    let f = Finding(
      rule: .stateDistinguishability, level: .warning, file: "status.tokens.json", line: 5, column: 3,
      variant: "standard",
      tokens: ["status.error", "status.success"], colors: ["#ff3b30", "#34c759"], ratio: 8.8, required: 10,
      message: "collapse", fingerprint: "s1")
    let html = CheckHTML.card(f, number: 1, crop: nil)
    // As designed, then protanopia, deuteranopia and tritanopia: two fills each.
    #expect(html.components(separatedBy: "class=\"sim states\"").count - 1 == 4)
    #expect(html.components(separatedBy: "class=\"state\"").count - 1 == 8)
    #expect(html.contains("deuteranopia<br>ΔE00 "))
    #expect(!html.contains(":1</div>"))  // no contrast ratio under a simulation
    #expect(!html.contains("The quick brown fox"))
    // Under deuteranopia the two simulated fills are the simulator's, side by side.
    let deutan = CVDSimulator(.deuteranopia)
    for hex in ["#ff3b30", "#34c759"] {
      let simulated = deutan.simulate(try SRGBColor(css: hex).withAlpha(1)).hex
      #expect(html.contains("background:\(simulated)"), "\(simulated)")
    }
  }
}
