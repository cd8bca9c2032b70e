/// How serious a finding is. The three levels are SARIF 2.1.0's `result.level` values
/// (§3.27.10) minus `none`, so every report maps them one to one.
public enum Level: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Fails the check: the content does not meet the rule.
  case error
  /// Worth fixing, but not a failure of the rule as written.
  case warning
  /// Information for the reviewer (a deficiency that affects very few people, say).
  case note

  /// Higher is more serious: error > warning > note.
  public var rank: Int {
    switch self {
    case .error: 2
    case .warning: 1
    case .note: 0
    }
  }

  /// Less serious first: note < warning < error.
  public static func < (a: Level, b: Level) -> Bool { a.rank < b.rank }
}

/// The exit-code policy of every command that reports findings: exit 1 when a finding is at
/// or above the chosen level, never for `never`.
public enum FailOn: String, CaseIterable, Sendable, Hashable {
  /// Exit 1 for errors only (the default).
  case error
  /// Exit 1 for errors and warnings.
  case warning
  /// Exit 1 for any finding.
  case note
  /// Never exit 1 for findings (unreadable input still exits 2).
  case never

  /// The least serious level that fails the run, or nil for `never`.
  public var threshold: Level? {
    switch self {
    case .error: .error
    case .warning: .warning
    case .note: .note
    case .never: nil
    }
  }

  /// True when a finding at `level` fails the run.
  public func fails(_ level: Level) -> Bool { threshold.map { level >= $0 } ?? false }

  /// True when any of `levels` fails the run.
  public func fails<S: Sequence>(any levels: S) -> Bool where S.Element == Level {
    levels.contains { fails($0) }
  }
}
