import ColorScience

/// Drops a candidate in the page's code color, or in a monospace face outside the page's
/// link colors. A word in a monospace face inside prose is inline code as often as a link: a
/// theme may set its literals in a color of their own with no chip (guzzle's maroon
/// `conf.py`, klink's green). Each color's candidates vote: a color more of whose runs read
/// monospace than proportional is the page's code color, and none of its runs is a link (one
/// piece of code, "major." cut at its dot, can step like prose, as a phrase without narrow or
/// wide letters, "or access needs", can step like code). A run in a monospace face, or too
/// short to tell ("conf.py" at 1×, "ref"), reads as a link only in a color the page's
/// proportional links take, where it has any; otherwise its typeface sets it apart.
struct CodeColorRun {
  /// Each candidate's typeface.
  let faces: [ColorOnlyStates.Typeface]
  let colors: [RGBA8]
  /// The colors of the proportional candidates outside the code colors.
  private(set) var linkColors: [RGBA8] = []

  /// The votes of the candidates in `colors` (their links' colors), with their `faces`.
  init(colors: [RGBA8], faces: [ColorOnlyStates.Typeface]) {
    self.colors = colors
    self.faces = faces
    linkColors = colors.indices.filter { faces[$0] == .proportional && !isCodeColor(colors[$0]) }.map {
      colors[$0]
    }
  }

  private func votes(_ color: RGBA8, _ face: ColorOnlyStates.Typeface) -> Int {
    colors.indices.filter { faces[$0] == face && distance(colors[$0], color) <= LinkRow.otherColor }.count
  }

  /// A color more of whose candidates read monospace than proportional.
  func isCodeColor(_ color: RGBA8) -> Bool { votes(color, .monospace) > votes(color, .proportional) }

  /// Why candidate `k` reads as code, not a link; nil when it reads as a link.
  func drop(_ k: Int) -> String? {
    let color = colors[k]
    guard !isCodeColor(color) else {
      return "its color is the page's code color: \(votes(color, .monospace)) monospace runs to "
        + "\(votes(color, .proportional)) proportional"
    }
    let inLinkColor = linkColors.contains { distance($0, color) <= LinkRow.otherColor }
    switch faces[k] {
    case .proportional: return nil
    case .monospace: return inLinkColor ? nil : "a monospace run outside the page's link colors"
    case .unknown, .evenPitch:
      return linkColors.isEmpty || inLinkColor ? nil : "a run of no clear face outside the page's link colors"
    }
  }
}
