import ColorScience
import Findings
import Pixels

/// What the scan concluded about one line of text.
public enum Outcome: String, Sendable, Hashable, Codable {
  /// The line meets its required ratio.
  case pass
  /// The line is below its required ratio: a text-contrast finding.
  case fail
  /// The line fails as measured but the estimate is unreliable (a busy background, not a
  /// smooth gradient; text too small to judge): a person should look, and no verdict is
  /// claimed. A line that passes even so, on its worst background, is a pass.
  case needsReview = "needs-review"
}

/// One detected line of text with its measured colors and verdict.
public struct TextRegion: Sendable, Hashable {
  /// Where the line is, in image pixels (not logical units, so a report can box it on the
  /// image it came from).
  public var box: PixelBox
  /// The text color: the strongest glyph core, least diluted by antialiasing.
  public var foreground: RGBA8
  /// The color right behind the glyphs (for a graded background, the one that gives the
  /// worst ratio).
  public var background: RGBA8
  /// WCAG ratio of foreground on background (for a graded background: the worst case).
  public var ratio: Double
  /// APCA Lc of foreground on background (signed: negative for light text on dark), for
  /// readers who also follow WCAG 3 drafts; no verdict depends on it.
  public var apca: Double
  /// In logical units (image pixels ÷ scale), estimated from the glyphs' cap height.
  public var fontSize: Double
  /// Whether the stems are bold (`stemRatio` at or above `ScanOptions.boldStemRatio`):
  /// bold text counts as large from 18.66 px under WCAG.
  public var bold: Bool
  /// Median stem width over font size: the evidence for `bold` (regular 0.085–0.105, bold
  /// 0.13–0.22 across Roboto, Noto Sans and DejaVu Sans at 1×–3×).
  public var stemRatio: Double
  /// The ratio this line must reach: normal or large text, from size and weight.
  public var required: Double
  /// Pass, fail, or needs-review when the estimate is too unsure to claim a verdict.
  public var outcome: Outcome
  /// Why the outcome is needs-review, if it is.
  public var reviewReason: String?
  /// Lines split by color share a run group (an inline link and the text around it).
  public var runGroup: Int? = nil

  /// Whether the measured ratio meets the required one, whatever `outcome` says (a
  /// needs-review line may pass or fail by its numbers).
  public var passes: Bool { ratio >= required }
  /// Whether the line counts as large text: it was given the lower large-text ratio.
  public var isLarge: Bool { required < 4.5 }
}

/// A problem found in a screenshot.
public struct ScanFinding: Sendable, Hashable {
  /// The severity scale every report shares, named here so scan users need not import
  /// Findings.
  public typealias Level = Findings.Level
  /// Which rule the finding breaks (text-contrast, color-only-state, non-text-contrast).
  public var rule: Rule
  /// How serious it is: `--fail-on` compares it with the threshold.
  public var level: Level
  /// Where it is, in image pixels: the line, or each member of a color-only group.
  public var boxes: [PixelBox]
  /// One sentence for a person: what was measured and what was required.
  public var message: String
  /// The measured contrast ratio, for contrast findings.
  public var ratio: Double?
  /// The ratio the rule requires, for contrast findings.
  public var required: Double?
  /// The colors involved (text and background, or each state's), for swatches in reports.
  public var colors: [RGBA8]
  /// For color-only-state findings: the deficiency that collapses the states.
  public var deficiency: String?
  /// A suggested change when one is likely to help (a nearest passing color).
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
    if let members = evidence?.members, members.count == out.count,
      let odd = members.firstIndex(where: \.differs)
    {
      out.insert(out.remove(at: odd), at: 0)
    }
    return out
  }

  /// A finding; the optional parts default to absent, as most rules use only some of them.
  public init(
    rule: Rule, level: Level, boxes: [PixelBox], message: String, ratio: Double? = nil,
    required: Double? = nil, colors: [RGBA8] = [], deficiency: String? = nil, fix: String? = nil,
    evidence: StateEvidence? = nil, suggestion: ColorSuggestion? = nil
  ) {
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
  /// One item of a color-only group, and whether it is one of the items that differ.
  public struct Member: Sendable, Hashable {
    /// Where the item is, in image pixels.
    public var box: PixelBox
    /// True for the items that look different (the selected, current or marked ones).
    public var differs: Bool

    /// An item of a group; `differs` marks the selected, current or marked ones.
    public init(box: PixelBox, differs: Bool) {
      self.box = box
      self.differs = differs
    }
  }

  /// The items of the group, in the order the finder saw them.
  public var members: [Member]
  /// The non-color cues that were measured and found absent, by name ("weight", "underline",
  /// "indicator", "icon", "outline", "shape", "size", "label", "thickness", "message").
  public var cuesChecked: [String]
  /// 0...1: the product of the evidence that the members are alternatives of one control
  /// (one kind, one axis or track, even spacing, one or a few that differ, two looks).
  public var confidence: Double

  /// The evidence for a color-only finding, for reports that show why it was raised.
  public init(members: [Member], cuesChecked: [String], confidence: Double) {
    self.members = members
    self.cuesChecked = cuesChecked
    self.confidence = confidence
  }
}

/// Everything the scan found in one image.
public struct ScanResult: Sendable {
  /// The image width in pixels.
  public var width: Int
  /// The image height in pixels.
  public var height: Int
  /// Image pixels per logical unit the scan used: every size threshold is in logical units.
  public var scale: Double
  /// How the scale was found (given, or inferred from the width), so a wrong guess is
  /// visible and can be overridden with `--scale`.
  public var scaleReason: String
  /// The color space the image was converted from ("sRGB", "Display P3", an ICC name):
  /// ratios are computed in sRGB, so reports say what was converted.
  public var colorSpace: String
  /// Every detected line of text, passing ones too (JUnit cases and the per-image JSON show
  /// them).
  public var textRegions: [TextRegion]
  /// What a person must act on: failing lines, color-only states, low-contrast icons.
  public var findings: [ScanFinding]
  /// Notes about the scan itself for the reader, never findings (the scanner adds none today;
  /// callers that decode or convert the image add theirs).
  public var warnings: [String]
  /// How long each stage took, for benchmarks and profiling (never part of a report).
  public var stageTimes = StageTimes()
  /// Why each color-only candidate was kept or dropped, when `ScanOptions.explainColorOnly`
  /// asked; nil otherwise (never part of a report).
  public var colorOnlyTrace: ColorOnlyTrace? = nil

  /// Nanoseconds per stage of the text pass, and how much it found.
  public struct StageTimes: Sendable, Hashable {
    /// Nanoseconds labelling flat regions.
    public var regions: UInt64 = 0
    /// Nanoseconds finding ink blobs.
    public var blobs: UInt64 = 0
    /// Nanoseconds grouping blobs into lines.
    public var lines: UInt64 = 0
    /// Nanoseconds measuring the lines' colors, size and weight.
    public var measurement: UInt64 = 0
    /// Ink blobs found: with `lineCount`, tells a slow image's cause (noise makes millions).
    public var blobCount = 0
    /// Lines of text found.
    public var lineCount = 0
  }
}
