/// A target whose asset catalog fails: the plugin checks the catalog as one palette.
public enum Catalog { public static let name = "Colors" }
