import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// Lists of records (an inbox: sender, subject, preview, at one pitch): unread senders in the
/// accent color are states told by color alone; in bold they have a second cue.
struct RecordListTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let ink = RGBA8(red: 31, green: 35, blue: 40)
  static let muted = RGBA8(red: 95, green: 102, blue: 112)
  static let accent = RGBA8(red: 11, green: 92, blue: 213)

  /// A phone inbox at 2×: six entries of three lines, 172 px apart; the `unread` senders in
  /// `unreadColor`, and in a heavier weight when `bold`.
  func inbox(unread: Set<Int>, unreadColor: RGBA8, bold: Bool = false) -> RGBAImage {
    var img = RGBAImage(width: 780, height: 1160, fill: Self.white)
    let senders = ["Maria Lopez", "GitHub", "Tom Baker", "Priya N", "Design Team", "Alex Kim"]
    let subjects = ["Re: roadmap", "CI passed", "Lunch Friday", "Slides", "New mockups", "Flights"]
    for k in senders.indices {
      let y = 60 + 172 * k
      let color = unread.contains(k) ? unreadColor : Self.ink
      img.draw(senders[k], x: 44, y: y, color: color, scale: 2)
      if bold && unread.contains(k) {
        for dx in 1...2 { img.draw(senders[k], x: 44 + dx, y: y, color: color, scale: 2) }
      }
      img.draw(subjects[k], x: 44, y: y + 44, color: Self.ink, scale: 2)
      img.draw("Hi, just following up", x: 44, y: y + 84, color: Self.muted, scale: 2)
      img.fill(x: 44, y: y + 150, width: 736, height: 2, color: RGBA8(red: 208, green: 215, blue: 222))
    }
    return img
  }

  @Test func unreadSendersInTheAccentColorAreAColorOnlyState() throws {
    let findings = colorOnly(inbox(unread: [1, 4], unreadColor: Self.accent))
    let f = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(f.evidence?.members.count == 6)
    #expect(f.evidence?.members.filter(\.differs).count == 2)
  }

  @Test func boldUnreadSendersHaveASecondCue() {
    // The bold heads never join the entries' group: what is left of it has one look.
    expectDropped(inbox(unread: [1, 4], unreadColor: Self.accent, bold: true), by: "OneLook")
  }

  @Test func anEvenSplitOfEntriesHasNoUsualLook() {
    // Three and three: past and coming entries, not a few marked ones.
    expectDropped(inbox(unread: [0, 1, 2], unreadColor: Self.accent), by: "RecordMinority")
  }

  @Test func aPlainListIsNoRecordList() {
    // One line per entry, evenly spaced, on a phone: a menu or settings list, no records.
    // Its one item in the accent color is the column pass's business (a stacked menu's
    // current item, as a sidebar's), reported once, as one of five like items.
    var img = RGBAImage(width: 780, height: 700, fill: Self.white)
    for (k, label) in ["Notifications", "Privacy", "Sounds", "Display", "Storage"].enumerated() {
      img.draw(label, x: 44, y: 60 + 96 * k, color: k == 2 ? Self.accent : Self.ink, scale: 2)
    }
    let lines = ScreenScanner(options: ScanOptions(scale: 2)).scan(img).textRegions
    #expect(lines.count == 5)
    #expect(statesWithBlobs(img).recordHeads(lines, taken: []).isEmpty)
    let findings = colorOnly(img)
    #expect(findings.count == 1 && findings.first?.evidence?.members.count == 5)
  }
}
