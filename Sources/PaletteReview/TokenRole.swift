/// What a color token is for, read from its name: a summary of coverage, and which tokens
/// must be checked as foregrounds (a text or icon token in no checked pair is unchecked).
public enum TokenRole: String, Sendable, Hashable, CaseIterable {
  /// Backgrounds, text, icons, borders, state colors, decoration, and names no rule recognized.
  case surface, text, icon, border, state, decorative, unknown

  /// The role of `path`. Text and icons are foregrounds; a state color (`status.success`)
  /// is checked in its inferred group; a scale step (`blue-500`) is decorative.
  public static func of(_ path: String) -> TokenRole {
    let name = PairInference.read(path)
    switch name.kind {
    case .background: return .surface
    case .text: return .text
    case .icon: return .icon
    case .other:
      let edges: Set<String> = ["border", "bordercolor", "divider", "stroke", "separator", "outline"]
      return name.words.contains(where: edges.contains) ? .border : .decorative
    case .plain:
      if name.words.contains(where: { StateInference.meanings[$0] != nil }) { return .state }
      if name.words.contains(where: { $0.allSatisfy(\.isNumber) })
        || name.words.contains(where: PairInference.roleWords.contains)
      {
        return .decorative
      }
      return .unknown
    }
  }

  /// Whether a token of this role is drawn on a surface and so needs a checked pair.
  public var isForeground: Bool { self == .text || self == .icon }
}
