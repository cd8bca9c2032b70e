/// The Failing fixture target's code: its palette is what the plugin checks.
public enum FailingPalette { public static let file = "colors.tokens.json" }
