import ColorScience
import Findings
import Pixels

/// What the scan concluded about one line of text.
public enum Outcome: String, Sendable, Hashable, Codable {
  case pass
  case fail
  /// The estimate is unreliable (busy or graded background, text too small to judge): a
  /// person should look, and no verdict is claimed.
  case needsReview = "needs-review"
}

/// One detected line of text with its measured colors and verdict.
public struct TextRegion: Sendable, Hashable {
  public var box: PixelBox
  public var foreground: RGBA8
  public var background: RGBA8
  /// WCAG ratio of foreground on background (for a graded background: the worst case).
  public var ratio: Double
  public var apca: Double
  /// In logical units (image pixels ÷ scale), estimated from the glyphs' cap height.
  public var fontSize: Double
  public var bold: Bool
  /// Median stem width over font size: the evidence for `bold` (regular 0.085–0.105, bold
  /// 0.13–0.22 across Roboto, Noto Sans and DejaVu Sans at 1×–3×).
  public var stemRatio: Double
  public var required: Double
  public var outcome: Outcome
  /// Why the outcome is needs-review, if it is.
  public var reviewReason: String?
  /// Lines split by color share a run group (an inline link and the text around it).
  public var runGroup: Int? = nil

  public var passes: Bool { ratio >= required }
  public var isLarge: Bool { required < 4.5 }
}

/// A problem found in a screenshot.
public struct ScanFinding: Sendable, Hashable {
  public typealias Level = Findings.Level
  public var rule: Rule
  public var level: Level
  public var boxes: [PixelBox]
  public var message: String
  public var ratio: Double?
  public var required: Double?
  public var colors: [RGBA8]
  /// For color-only-state findings: the deficiency that collapses the states.
  public var deficiency: String?
  public var fix: String?
  /// For color-only-state findings: why the items were taken for alternatives of one control.
  public var evidence: StateEvidence?
  /// For contrast findings: the nearest text (or icon) color that meets `required` on the
  /// measured background, hue kept, as palette findings suggest one (nil when no color of
  /// that hue can, or the finding is no contrast finding).
  public var suggestion: ColorSuggestion?

  /// The boxes with the finding's own place first: for a color-only group, its first member
  /// that differs (the state, or the link in a line of text), else the boxes as they are.
  /// Every report's one location (text, Markdown, SARIF, the annotated image's badge) is the
  /// first of these.
  public var boxesPlaceFirst: [PixelBox] {
    var out = boxes
    if let members = evidence?.members, members.count == out.count, let odd = members.firstIndex(where: \.differs) {
      out.insert(out.remove(at: odd), at: 0)
    }
    return out
  }

  public init(rule: Rule, level: Level, boxes: [PixelBox], message: String, ratio: Double? = nil,
              required: Double? = nil, colors: [RGBA8] = [], deficiency: String? = nil, fix: String? = nil,
              evidence: StateEvidence? = nil, suggestion: ColorSuggestion? = nil) {
    self.rule = rule
    self.level = level
    self.boxes = boxes
    self.message = message
    self.ratio = ratio
    self.required = required
    self.colors = colors
    self.deficiency = deficiency
    self.fix = fix
    self.evidence = evidence
    self.suggestion = suggestion
  }
}

/// The case for a color-only finding: its members, which of them differ, the non-color cues
/// that were looked for and not found, and how sure the finder is that the members are
/// alternatives of one control.
public struct StateEvidence: Sendable, Hashable {
  public struct Member: Sendable, Hashable {
    public var box: PixelBox
    /// True for the items that look different (the selected, current or marked ones).
    public var differs: Bool

    public init(box: PixelBox, differs: Bool) {
      self.box = box
      self.differs = differs
    }
  }

  public var members: [Member]
  /// The non-color cues that were measured and found absent, by name ("weight", "underline",
  /// "indicator", "icon", "outline", "shape", "size", "label", "thickness", "message").
  public var cuesChecked: [String]
  /// 0...1: the product of the evidence that the members are alternatives of one control
  /// (one kind, one axis or track, even spacing, one or a few that differ, two looks).
  public var confidence: Double

  public init(members: [Member], cuesChecked: [String], confidence: Double) {
    self.members = members
    self.cuesChecked = cuesChecked
    self.confidence = confidence
  }
}

/// Everything the scan found in one image.
public struct ScanResult: Sendable {
  public var width: Int
  public var height: Int
  public var scale: Double
  public var scaleReason: String
  public var colorSpace: String
  public var textRegions: [TextRegion]
  public var findings: [ScanFinding]
  public var warnings: [String]
  /// How long each stage took, for benchmarks and profiling (never part of a report).
  public var stageTimes = StageTimes()

  /// Nanoseconds per stage of the text pass, and how much it found.
  public struct StageTimes: Sendable, Hashable {
    public var regions: UInt64 = 0
    public var blobs: UInt64 = 0
    public var lines: UInt64 = 0
    public var measurement: UInt64 = 0
    public var blobCount = 0
    public var lineCount = 0
  }
}
