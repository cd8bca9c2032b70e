/// Drops a neutral run (OKLCH chroma under `ColorOnlyStates.hueChroma`): links are told by
/// their hue. A gray run is no link, whether inside text of a hue (a token in highlighted
/// code) or inside neutral text (inline code a shade darker, a breadcrumb's current page
/// after its gray links).
enum NeutralRun: LinkRunRule {
  static func drop(_ link: TextRegion, in row: LinkRow, by finder: ColorOnlyStates) -> String? {
    ColorOnlyStates.isHue(link.foreground) ? nil : "the run is a gray, not a hue"
  }
}
