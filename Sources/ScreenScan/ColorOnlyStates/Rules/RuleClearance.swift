/// How far from a dotted rule (`ColorOnlyStates.dotted`, read by `UnderlineCue`) a clear row
/// must lie, above it and below it, for the dots to be a rule of their own and not a row
/// through glyphs: a dot's thickness and one row more, the thickness taken as an eighth of the
/// line height (at least 2 px). A row through the glyphs' x-height finds ink below it within
/// that reach, so one misread word no longer decides a group's verdict, and light and dark
/// renders of one sidebar agree.
enum RuleClearance {
  static func rows(lineHeight: Int) -> Int { max(2, lineHeight / 8) + 1 }
}
