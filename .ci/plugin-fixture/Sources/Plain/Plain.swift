/// A target without a palette: the plugin gives it no command.
public enum Plain { public static let name = "plain" }
