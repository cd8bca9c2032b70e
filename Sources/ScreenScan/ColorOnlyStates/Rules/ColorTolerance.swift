/// Per-channel color distances (`distance(_:_:)`, the largest of the red, green and blue
/// differences) within which two colors count as one, named by what they are compared for.
/// Tolerances that mean different things keep different names even where their values agree.
enum ColorTolerance {
  /// Two text colors, or two fills, of one look (`ColorOnlyStates.Look.close`): flat colors
  /// drift a few levels with antialiasing and compression, a state's color stands further.
  static let sameLook = 12

  /// A pixel still on a line's fill, walking out from the text to the fill's edge (a
  /// highlighted row's width, a chip's sides): the fill's own drift, as for `sameLook`.
  static let sameFill = 12
}
