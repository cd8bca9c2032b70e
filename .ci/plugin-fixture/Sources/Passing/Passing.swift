/// The Passing fixture target's code: its palette is what the plugin checks.
public enum PassingPalette { public static let file = "colors.tokens.json" }
