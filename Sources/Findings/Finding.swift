import Pixels

/// One finding, from a screenshot or a palette, in the one shape every report, baseline,
/// merge and test reads.
///
/// Scans and palette checks keep their own richer results (every text line, every pair);
/// what they found becomes `Finding`s before anything is reported, so each output format is
/// written once.
public struct Finding: Sendable, Hashable {
  /// The rule it breaks, from the catalog.
  public var rule: Rule
  /// How serious it is: the rule's default level unless a config or the rule's code says
  /// otherwise.
  public var level: Level
  /// The screenshot or palette file (for a palette token: the file that defines it).
  public var file: String
  /// 1-based line and column of a token's definition; nil for screenshots.
  public var line: Int?
  /// 1-based column of a token's definition, with `line`.
  public var column: Int?
  /// Where in a screenshot, in image pixels; the first box is the finding's own place.
  public var boxes: [PixelBox]
  /// The palette theme (variant) the finding is in.
  public var variant: String?
  /// The token paths involved, foreground first (`["text.secondary", "bg.page"]`).
  public var tokens: [String]
  /// The colors involved, as `#rrggbb` (or `#rrggbbaa`).
  public var colors: [String]
  /// The measured figure: a WCAG ratio, an APCA Lc or, for state groups, a ΔE00.
  public var ratio: Double?
  /// The minimum the figure is held to.
  public var required: Double?
  /// One sentence a person can act on: what was measured, against what, and the fix.
  public var message: String
  /// The suggested fix, as the report shows it (`token: #rrggbb`).
  public var fix: String?
  /// For a screenshot's contrast finding: the nearest text or icon color that passes
  /// (`#rrggbb`, hue kept), so a report can show it beside the measured one.
  public var suggestedColor: String? = nil
  /// Stable across token reordering and small moves of screenshot content: baselines and
  /// SARIF `partialFingerprints` use it.
  public var fingerprint: String
  /// Why the finding is suppressed (a token's `$extensions.legible`, a region in
  /// legible.json), when it is: reports list it apart and it never fails a run.
  public var suppression: String? = nil

  /// A finding with everything a report shows; only rule, level, file, message and
  /// fingerprint are required.
  public init(
    rule: Rule, level: Level, file: String, line: Int? = nil, column: Int? = nil, boxes: [PixelBox] = [],
    variant: String? = nil, tokens: [String] = [], colors: [String] = [], ratio: Double? = nil,
    required: Double? = nil, message: String, fix: String? = nil, fingerprint: String
  ) {
    self.rule = rule
    self.level = level
    self.file = file
    self.line = line
    self.column = column
    self.boxes = boxes
    self.variant = variant
    self.tokens = tokens
    self.colors = colors
    self.ratio = ratio
    self.required = required
    self.message = message
    self.fix = fix
    self.fingerprint = fingerprint
  }

  /// The last path component of `path`, which fingerprints use so that moving a checkout
  /// does not make every finding new.
  public static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
