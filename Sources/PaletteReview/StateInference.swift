/// State groups read from token names when neither the palette nor a policy declares one:
/// `status.success` and `status.error`, `fgColor.danger` and `fgColor.attention`, are states a
/// person tells apart by color, so they are checked for collapse under color-vision
/// deficiency like a declared group (issue 34: undeclared status colors passed silently).
///
/// Tokens are grouped by their *shape*, the words left when the state word is taken out
/// (`fgColor.success` and `fgColor.danger` share `fgcolor`), and a group needs two different
/// meanings: synonyms (`error`, `danger`, `negative`, `critical`) are one meaning, not a pair
/// to tell apart. Interaction states, scale steps (`negative-color-100`), and backgrounds and
/// borders (a component's fill in a state carries a label or icon too) are left out.
public enum StateInference {
  /// The meaning of each state word: synonyms share one.
  static let meanings: [String: String] = [
    "success": "success", "positive": "success",
    "error": "error", "danger": "error", "negative": "error", "critical": "error", "blocking": "error",
    "warning": "warning", "caution": "warning", "attention": "warning", "notice": "warning",
    "severe": "severe",
    "info": "info", "informative": "info",
  ]

  /// The inferred groups, each named after its shape and listing one token per meaning.
  public static func groups(_ tokens: some Sequence<String>) -> [StateGroup] {
    var byShape: [[String]: [String: String]] = [:]
    for path in tokens.sorted() {
      let words = PairInference.splitWords(path)
      guard let stateWord = words.first(where: { meanings[$0] != nil }), let meaning = meanings[stateWord]
      else { continue }
      if words.contains(where: {
        PairInference.transientStates.contains($0) || PairInference.persistentStates.contains($0)
      }) {
        continue
      }
      if words.contains(where: { $0.allSatisfy(\.isNumber) }) { continue }
      // The state's own color (a plain `status.success`, its text or icon), not the fills
      // and borders of components in that state, which carry text or an icon as well.
      guard [.state, .text, .icon].contains(TokenRole.of(path)) else { continue }
      let shape = words.filter { meanings[$0] == nil }
      if byShape[shape, default: [:]][meaning] == nil { byShape[shape, default: [:]][meaning] = path }
    }
    return byShape.filter { $0.value.count >= 2 }.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map {
      shape, members in
      StateGroup(
        name: shape.isEmpty ? "states" : shape.joined(separator: "."), members: members.values.sorted(),
        inferred: true)
    }
  }
}
