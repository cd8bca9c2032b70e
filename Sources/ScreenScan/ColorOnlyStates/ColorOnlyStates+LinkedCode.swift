import ColorScience
import Pixels

/// Linked code told from plain code only by color. Documentation cross-references set a term
/// in code (`Station`, `tidewater.predict()`) and link it; the code face sets it apart from the
/// prose, but not from the page's other inline code, which is not linked: among code, the link
/// is told by its color alone (screens-real-dev labels these color-only inline links).
///
/// The evidence, all from pixels: the term is in a hue, on a baseline of text in the page's
/// body color a word gap away; the term is code, on a chip (a fill that text lacks) or
/// monospace beside proportional prose; and the page holds plain code on the term's fill, in
/// another color without a hue. Code in a hue with no plain code to compare (a theme that
/// colors all inline code) is not judged: its color is the code's style.
extension ColorOnlyStates {
  func linkedCode(_ lines: [TextRegion]) -> [ScanFinding] {
    let pageBody = bodyColors(lines)
    /// Text of the page's body color, and not the term's, on `term`'s baseline, a word gap
    /// (and a chip's padding) away on either side, not monospace over the run of text it
    /// belongs to on its own fill.
    func prose(beside term: TextRegion) -> [TextRegion] {
      let reach = term.box.height + term.box.height / 2
      return lines.filter { t in
        guard t.box != term.box, let body = pageBody[t.background], distance(t.foreground, body) <= 24,
          distance(t.foreground, term.foreground) > 24
        else { return false }
        return beside(term.box, t.box, within: reach) && codeSized(term, besides: t)
          && typeface(around: t, in: lines) != .monospace
      }
    }
    /// Inline code is often set smaller than its prose (furo 81%, Bootstrap 87.5%): of the
    /// prose's size, or down to seven tenths of it.
    func codeSized(_ code: TextRegion, besides prose: TextRegion) -> Bool {
      similarSize(code, prose) || (code.fontSize < prose.fontSize && code.fontSize >= 0.7 * prose.fontSize)
    }
    /// Code in running text: prose of the page's body color beside it, or text beside it on
    /// another fill, against which it is a chip (a literal in a tip box, whose fill the
    /// page's body colors do not know). A code block's tokens share the block's fill.
    func inline(_ code: TextRegion) -> Bool {
      if !prose(beside: code).isEmpty { return true }
      let reach = code.box.height + code.box.height / 2
      return lines.contains { t in
        t.box != code.box && distance(t.background, code.background) > 2
          && beside(code.box, t.box, within: reach)
          && isChip(code, on: t.background)
      }
    }
    let terms = lines.filter { t in
      Self.isHue(t.foreground) && t.box.width >= 2 * t.box.height && underlineInView(t)
        && !hasUnderline(t, anyColor: true)
    }
    guard !terms.isEmpty else { return [] }
    // The page's link colors: words in prose, set in its face, in a hue or underlined (a
    // theme's links may be a light gray with an underline). Worked out once, when a term
    // first needs them. (Prose beside a word first: most lines have none in another color,
    // and an underline costs a look at every pixel under the line.)
    var pageLinkColors: [RGBA8]? = nil
    func linkColors() -> [RGBA8] {
      if let known = pageLinkColors { return known }
      let found = lines.filter { t in
        !prose(beside: t).isEmpty && (Self.isHue(t.foreground) || hasUnderline(t, anyColor: true))
          && typeface(of: t.box) == .proportional
      }.map(\.foreground)
      pageLinkColors = found
      return found
    }
    var out: [ScanFinding] = []
    for term in terms {
      let around = prose(beside: term)
      guard !around.isEmpty, around.allSatisfy({ $0.bold == term.bold }) else { continue }
      // The term is code on a chip (a fill the prose beside it lacks), or monospace itself
      // beside text that is surely prose (so that a token of a code block, whose other tokens
      // are the code block's body color, is not taken for a term in prose).
      let fill = term.background
      let onChip = around.allSatisfy { distance($0.background, fill) > 2 && isChip(term, on: $0.background) }
      guard
        onChip
          || (around.allSatisfy { typeface(around: $0, in: lines) == .proportional }
            && (typeface(of: term.box) == .monospace || typeface(around: term, in: lines) == .monospace))
      else { continue }
      // Plain code on the term's fill: a run without a hue, of the term's size; on a chip,
      // one not set in a proportional face (a short word of code may not tell), else monospace.
      // It is inline code (`inline`), as the term is: a code block's text is another kind
      // (themes color inline literals and leave blocks dark: guzzle, cinder).
      // A block's code will do when the term's hue is the page's link color, that of a word
      // set in the prose's face among prose: then the term is surely a link.
      let pageLinks = linkColors()
      let linkHue = pageLinks.contains { distance($0, term.foreground) <= 24 }
      // A page that shows its links in prose shows which color they take: code in another
      // color is highlighted code (a string token, `"sphinx.builders.Builder"`, in the string
      // color), not a link. Only a page without links in prose leaves the term's color open.
      guard linkHue || pageLinks.isEmpty else { continue }
      let plainCode = lines.first { t in
        guard distance(t.background, fill) <= 2, !Self.isHue(t.foreground), t.box.width <= 30 * t.box.height,
          similarSize(t, term)
        else { return false }
        let face = typeface(of: t.box)
        return (onChip ? face != .proportional : face == .monospace) && (linkHue || inline(t))
      }
      guard let plain = plainCode?.foreground, distance(plain, term.foreground) > 24 else { continue }
      let result = Distinguishability.compare([SRGBColor(term.foreground)], [SRGBColor(plain)])
      let evidence = StateEvidence(
        members: around.map { StateEvidence.Member(box: $0.box, differs: false) } + [
          .init(box: term.box, differs: true)
        ],
        cuesChecked: ["underline", "weight"], confidence: 1)
      out.append(
        finding(
          around.map(\.box) + [term.box], colors: [plain, term.foreground], result: result,
          what: "a linked code term is set apart from the page's other code only by color (no underline)",
          evidence: evidence))
    }
    return out
  }

  /// True when `term`'s fill is a chip on `page`: along the middle row of the term, its fill
  /// runs at most a line height past the glyphs on both sides (the chip's padding), and then,
  /// within two pixels (an antialiased edge or a border), the page's background. A code
  /// block's fill, or a textured surface the estimates disagree on, does not end so.
  func isChip(_ term: TextRegion, on page: RGBA8) -> Bool {
    let y = term.box.y + term.box.height / 2
    let limit = term.box.height
    func ends(from start: Int, step: Int) -> Bool {
      var x = start
      // The glyphs' own antialiased fringe.
      while (start - x) * step < 2, x >= 0, x < image.width, distance(image[x, y], term.background) > 2 {
        x += step
      }
      var run = 0
      while x >= 0, x < image.width, run <= limit, distance(image[x, y], term.background) <= 2 {
        x += step
        run += 1
      }
      guard run >= 1, run <= limit else { return false }
      return (0..<3).contains { k in
        let xk = x + k * step
        return xk >= 0 && xk < image.width && distance(image[xk, y], page) <= 2
      }
    }
    return ends(from: term.box.x - 1, step: -1) && ends(from: term.box.maxX, step: 1)
  }
}
