/// Numbers printed for people, safe for any `Double` a file can hold.
///
/// `String(Int(v))` traps when `v` is beyond `Int`'s range (a threshold of `1e19` in a
/// config did), so whole numbers go through `Int` only below 10^15, where a `Double` is
/// still exact; anything else prints in the standard library's own form (`1e+19`).
public enum NumberText {
  /// `4.5` → "4.5", `7` → "7", `1e19` → "1e+19", NaN → "nan".
  public static func plain(_ v: Double) -> String {
    v.magnitude < 1e15 && v == v.rounded() ? String(Int(v)) : String(v)
  }

  /// `v` rounded to a whole number: "61" for 60.6; "1e+19" beyond 10^15.
  public static func rounded(_ v: Double) -> String { plain(v.magnitude < 1e15 ? v.rounded() : v) }
}
