import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Inactive controls with no enabled sibling of their own kind: a text button in a faded
/// frame beside an enabled icon button (GTK4's insensitive header button), and the last member
/// of a disabled group (Qt's check box under disabled radio buttons).
struct InactiveLookTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let black = RGBA8(red: 0, green: 0, blue: 0)
  static let surface: UInt8 = 222

  func gray(_ v: UInt8) -> RGBA8 { RGBA8(red: v, green: v, blue: v) }

  func scan(_ image: RGBAImage, inactiveAsErrors: Bool = false) -> ScanResult {
    var options = ScanOptions(scale: 2)
    options.inactiveControlsAreErrors = inactiveAsErrors
    return ScreenScanner(options: options).scan(image)
  }

  /// A header bar: a "Run" text button (label and frame grays given) and, 12 px to its right,
  /// an enabled icon button (frame gray 158, a black ring for its icon). Neither has a text
  /// line of its own kind beside it.
  func header(label: UInt8, frame: UInt8) -> RGBAImage {
    var img = RGBAImage(width: 320, height: 120, fill: gray(Self.surface))
    func button(x: Int, width: Int, frame: RGBA8) {
      img.fill(x: x, y: 30, width: width, height: 52, color: frame)
      img.fill(x: x + 2, y: 32, width: width - 4, height: 48, color: Self.white)
    }
    button(x: 40, width: 110, frame: gray(frame))
    img.draw("Run", x: 72, y: 44, color: gray(label), scale: 2)
    button(x: 162, width: 52, frame: gray(158))
    img.stroke(x: 176, y: 44, width: 24, height: 24, color: Self.black, thickness: 4)
    return img
  }

  func runFinding(_ r: ScanResult) throws -> ScanFinding {
    try #require(r.findings.first { $0.rule == .textContrast && $0.boxes.first.map { $0.x < 150 } == true })
  }

  @Test func textButtonInAFadedFrameBesideAnEnabledIconButtonIsANote() throws {
    // Label at half its ink (128 on white, from black), frame at half its ink (190 against
    // the 222 surface, where the enabled frame is 158): one control faded as a whole.
    let img = header(label: 128, frame: 190)
    let f = try runFinding(scan(img))
    #expect(f.level == .note)
    #expect(f.message.hasPrefix(ScreenScanner.inactiveNote))
    #expect(try runFinding(scan(img, inactiveAsErrors: true)).level == .error)
  }

  @Test func paleLabelInAFullFrameStaysAnError() throws {
    // The frame is as strong as the enabled neighbour's: only the label is pale.
    #expect(try runFinding(scan(header(label: 128, frame: 158))).level == .error)
  }

  @Test func mutedLabelInAGhostFrameStaysAnError() throws {
    // Frame nearly gone (a tenth of its ink), label at half: not faded alike, a ghost style.
    #expect(try runFinding(scan(header(label: 128, frame: 216))).level == .error)
  }

  @Test func colouredLabelInAFadedFrameStaysAnError() throws {
    // A hue of its own (red on white, 4.0:1) is no fade of the usual dark text.
    var img = header(label: 128, frame: 190)
    img.fill(x: 44, y: 36, width: 100, height: 40, color: Self.white)
    img.draw("Run", x: 72, y: 44, color: RGBA8(red: 230, green: 60, blue: 60), scale: 2)
    #expect(try runFinding(scan(img)).level == .error)
  }

  @Test func placeholderInAFieldBesideToolbarIconsStaysAnError() throws {
    // A search field's placeholder fails (2.2:1); beside it flat toolbar icons, no frame of
    // the field's height: an active control's real failure, never a note.
    var img = RGBAImage(width: 420, height: 120, fill: gray(239))
    img.fill(x: 40, y: 30, width: 240, height: 52, color: gray(150))
    img.fill(x: 42, y: 32, width: 236, height: 48, color: Self.white)
    img.draw("Search", x: 60, y: 44, color: gray(150), scale: 2)
    for x in [292, 332] { img.stroke(x: x, y: 42, width: 28, height: 28, color: Self.black, thickness: 4) }
    let f = try #require(scan(img).findings.first { $0.rule == .textContrast })
    #expect(f.level == .error)
  }

  @Test func labelAndFrameAtHalfBesideAnEnabledTwinIsANote() throws {
    // GTK4's insensitive look: label and frame both at half their ink (128 from black on
    // white, frame 168 where the twin's is 80), past the sibling test's 0.4.
    let f = try runFinding(scan(VerdictTests.buttonRow(backLabel: 128, backFrame: 168)))
    #expect(f.level == .note)
  }

  @Test func labelAtHalfInAFullFrameStaysAnError() throws {
    // The same pale label, its frame as strong as the twin's: an active control that fails.
    #expect(try runFinding(scan(VerdictTests.buttonRow(backLabel: 128, backFrame: 80))).level == .error)
  }

  /// Qt's disabled group: an enabled column of radio buttons, the same column disabled below
  /// it (circles and labels faded alike), and under it a faded check box with no enabled check
  /// box anywhere; `lastInk` is the check box label's gray.
  func disabledGroup(lastInk: UInt8) -> RGBAImage {
    var img = RGBAImage(width: 420, height: 460, fill: gray(236))
    func radio(_ text: String, y: Int, ink: RGBA8) {
      img.stroke(x: 30, y: y, width: 22, height: 22, color: ink, thickness: 2)
      img.draw(text, x: 64, y: y + 4, color: ink, scale: 2)
    }
    for (k, label) in ["Radio one", "Radio two", "Radio three"].enumerated() {
      radio(label, y: 30 + 50 * k, ink: Self.black)
      radio(label, y: 220 + 50 * k, ink: gray(190))
    }
    img.stroke(x: 30, y: 370, width: 22, height: 22, color: gray(190), thickness: 2)
    img.draw("Independent pick", x: 64, y: 374, color: gray(lastInk), scale: 2)
    return img
  }

  func lastFinding(_ r: ScanResult) throws -> ScanFinding {
    try #require(r.findings.first { $0.rule == .textContrast && $0.boxes.first.map { $0.y > 360 } == true })
  }

  @Test func lastMemberOfADisabledGroupIsANote() throws {
    let r = scan(disabledGroup(lastInk: 190))
    // The disabled radio buttons have enabled twins above; the check box joins them.
    let notes = r.findings.filter { $0.rule == .textContrast && $0.level == .note }
    #expect(notes.count == 4)
    #expect(try lastFinding(r).level == .note)
  }

  @Test func aPalerLineUnderADisabledGroupStaysAnError() throws {
    // Not the group's ink: a line of its own under the group, not a member.
    let r = scan(disabledGroup(lastInk: 160))
    #expect(try lastFinding(r).level == .error)
  }
}
