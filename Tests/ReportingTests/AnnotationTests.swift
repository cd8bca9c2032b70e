import ColorScience
import Foundation
import Imaging
import Pixels
import ScreenScan
import Testing

@testable import Reporting

/// Badges go outside every text box and every other badge, at 1×, 2× and 3×; the canvas
/// has at least two pixels per logical pixel; passing lines are drawn only when asked.
@Suite struct AnnotationTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Samples").standardizedFileURL

  static func cases() throws -> [(name: String, image: RGBAImage, scale: Double)] {
    var out: [(String, RGBAImage, Double)] = []
    for name in ["form_dark", "segmented_light", "settings_light", "status_p3"] {
      let image = try PNGDecoder.decode(path: samples.appendingPathComponent(name + ".png").path).image
        .composited(over: RGBA8(red: 255, green: 255, blue: 255))
      out.append((name + "@2x", image, 2))
      out.append((name + "@1x", image.downscaled(by: 2), 1))
      if name == "form_dark" || name == "status_p3" {
        out.append((name + "@3x", Annotation.upscaled(image.downscaled(by: 2), by: 3), 3))
      }
    }
    return out
  }

  @Test func badgesNeverCoverTextOrEachOther() throws {
    var placed = 0
    for (name, image, scale) in try Self.cases() {
      let result = ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
      for all in [false, true] {
        let layout = Annotation.layout(
          result, imageWidth: image.width, imageHeight: image.height, includePassing: all)
        #expect(Double(layout.factor) * scale >= 2, "\(name)")
        let badges = layout.badges.compactMap { $0 }
        placed += badges.count
        for (i, b) in badges.enumerated() {
          #expect(
            b.x >= 0 && b.y >= 0 && b.maxX <= layout.imageWidth && b.maxY <= layout.imageHeight,
            "\(name): \(b)")
          for ink in layout.ink {
            #expect(!Annotation.overlaps(ink, b, margin: 0), "\(name): badge \(b) covers text \(ink)")
          }
          for other in badges[(i + 1)...] {
            #expect(!Annotation.overlaps(other, b, margin: 0), "\(name): badges \(b) and \(other)")
          }
        }
        // Most findings get a badge on the image; the rest are in the legend only.
        #expect(
          badges.count * 10 >= layout.items.count * 8, "\(name): \(badges.count) of \(layout.items.count)")
      }
    }
    #expect(placed > 50)
  }

  /// Every legend row fits its panel: the panel's right margin holds no ink (a row cut at
  /// the edge loses the words that say what collapsed, as color-only rows once did).
  @Test func legendRowsAreNeverCutOff() throws {
    for (name, image, scale) in try Self.cases() {
      let result = ScreenScanner(options: ScanOptions(scale: scale)).scan(image)
      let layout = Annotation.layout(
        result, imageWidth: image.width, imageHeight: image.height, includePassing: true)
      let panel = Annotation.legendPanel(layout)
      let background = panel[panel.width - 1, 0]
      let margin = 8
      var inked = 0
      for y in 0..<panel.height {
        for x in (panel.width - margin)..<panel.width where panel[x, y] != background { inked += 1 }
      }
      #expect(inked == 0, "\(name): \(inked) ink pixels in the legend's right margin")
    }
  }

  /// An icon that is its control's only label and fails 3:1 is boxed as a failing line
  /// is, and its legend row says so with the figure and both colors; the JSON names them.
  @Test func anUnlabelledIconFindingIsBoxedAndListed() throws {
    var image = RGBAImage(width: 400, height: 160, fill: RGBA8(red: 255, green: 255, blue: 255))
    let light = RGBA8(red: 200, green: 200, blue: 200)
    // A sun, 48 px: a ring and eight round rays drawn apart around it.
    let (cx, cy) = (324.0, 80.0)
    for y in 50..<110 {
      for x in 294..<354 {
        let (dx, dy) = (Double(x) + 0.5 - cx, Double(y) + 0.5 - cy)
        let d = (dx * dx + dy * dy).squareRoot()
        let rays = (0..<8).contains { k in
          let a = Double(k) * Double.pi / 4
          let (rx, ry) = (dx - 19.2 * cos(a), dy - 19.2 * sin(a))
          return rx * rx + ry * ry <= 3.4 * 3.4
        }
        if (d <= 9.6 && d >= 5.8) || rays { image[x, y] = light }
      }
    }
    let result = ScreenScanner(options: ScanOptions(scale: 2)).scan(image)
    let icon = try #require(result.findings.first { $0.rule == .nonTextContrast })
    let layout = Annotation.layout(
      result, imageWidth: image.width, imageHeight: image.height, includePassing: false)
    let item = try #require(layout.items.first { $0.finding?.rule == .nonTextContrast })
    #expect(item.kind == .fail && item.boxes[0].x == icon.boxes[0].x * layout.factor)
    #expect(icon.boxes[0].x >= 296 && icon.boxes[0].x + icon.boxes[0].width <= 352)
    #expect(Annotation.describe(item).text.hasPrefix("FAIL icon 1.67:1 < 3:1, #c8c8c8 on #ffffff"))
    guard case .object(let json) = ScanJSON.finding(icon) else { throw CancellationError() }
    #expect(json["foreground"] == .string("#c8c8c8") && json["background"] == .string("#ffffff"))
  }

  /// Two framed buttons: "Back" with its label and frame faded (an inactive look), "Next"
  /// enabled.
  static func buttonRow() -> RGBAImage {
    var img = RGBAImage(width: 600, height: 160, fill: RGBA8(red: 255, green: 255, blue: 255))
    func button(_ text: String, x: Int, label: UInt8, frame: UInt8) {
      img.fill(x: x, y: 50, width: 120, height: 60, color: RGBA8(red: frame, green: frame, blue: frame))
      img.fill(x: x + 2, y: 52, width: 116, height: 56, color: RGBA8(red: 255, green: 255, blue: 255))
      img.draw(text, x: x + 24, y: 68, color: RGBA8(red: label, green: label, blue: label), scale: 2)
    }
    button("Back", x: 40, label: 190, frame: 215)
    button("Next", x: 300, label: 0, frame: 80)
    return img
  }

  /// How many pixels of `image` in columns `columns` have exactly `color`.
  static func count(_ color: RGBA8, in image: RGBAImage, columns: Range<Int>) -> Int {
    var n = 0
    for y in 0..<image.height {
      for x in columns where image[x, y] == color { n += 1 }
    }
    return n
  }

  /// A note (failing text that looks inactive) is drawn as a note: a gray dashed box and a
  /// "note" legend row, never the red of a failure, read back from the written PNG. With
  /// `--inactive-as-errors` the same line is an error and red again.
  @Test func anInactiveNoteIsDrawnAsANoteNotAFailure() throws {
    let image = Self.buttonRow()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("annotation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for asErrors in [false, true] {
      var options = ScanOptions(scale: 2)
      options.inactiveControlsAreErrors = asErrors
      let result = ScreenScanner(options: options).scan(image)
      let finding = try #require(result.findings.first { $0.rule == .textContrast })
      #expect(finding.level == (asErrors ? .error : .note))
      let layout = Annotation.layout(
        result, imageWidth: image.width, imageHeight: image.height, includePassing: false)
      let item = try #require(layout.items.first)
      #expect(layout.items.count == 1)
      let path = dir.appendingPathComponent("back-\(asErrors).png").path
      try PNGEncoder.write(Annotation.draw(result, on: image), to: path)
      let written = try PNGDecoder.decode(path: path).image
      let onImage = 0..<layout.imageWidth
      let note = Self.count(Annotation.noteColor, in: written, columns: onImage)
      let fail = Self.count(Annotation.failColor, in: written, columns: onImage)
      // The legend: its key draws every style once; a row's badge is the item's color.
      var keyOnly = layout
      keyOnly.items = []
      let legendColumns = layout.imageWidth..<written.width
      let key = Annotation.legendPanel(keyOnly)
      let legendFail =
        Self.count(Annotation.failColor, in: written, columns: legendColumns)
        - Self.count(Annotation.failColor, in: key, columns: 0..<key.width)
      if asErrors {
        #expect(item.kind == .fail && fail > 0 && note == 0 && legendFail > 0)
        #expect(Annotation.describe(item).text.hasPrefix("FAIL "))
      } else {
        #expect(item.kind == .note && note > 0 && fail == 0 && legendFail == 0)
        #expect(Annotation.describe(item).text.hasPrefix("note, looks inactive: "))
        // Dashed: along the box's top edge the gray stops and starts again.
        let top = item.boxes[0].y - 2 * max(1, layout.factor)
        let row = (item.boxes[0].x..<item.boxes[0].maxX).map { written[$0, top] == Annotation.noteColor }
        #expect(row.contains(true) && row.contains(false))
      }
    }
  }

  @Test func passingLinesOnlyWhenAsked() throws {
    let image = try PNGDecoder.decode(path: Self.samples.appendingPathComponent("form_dark.png").path).image
    let result = ScreenScanner(options: ScanOptions(scale: 2)).scan(image)
    let failing = result.textRegions.filter { $0.outcome != .pass }.count
    let colorOnly = result.findings.filter { $0.rule == .colorOnlyState }.count
    let some = Annotation.layout(
      result, imageWidth: image.width, imageHeight: image.height, includePassing: false)
    let all = Annotation.layout(
      result, imageWidth: image.width, imageHeight: image.height, includePassing: true)
    #expect(some.items.count == failing + colorOnly)
    #expect(all.items.count == result.textRegions.count + colorOnly)
  }

  /// The drawn canvas: the (doubled) screenshot on the left, untouched where nothing is
  /// drawn, and the legend beside it.
  @Test func canvasHoldsTheImageAndALegend() throws {
    let image = try PNGDecoder.decode(path: Self.samples.appendingPathComponent("status_p3.png").path).image
      .composited(over: RGBA8(red: 255, green: 255, blue: 255)).downscaled(by: 2)
    let result = ScreenScanner(options: ScanOptions(scale: 1)).scan(image)
    let canvas = Annotation.draw(result, on: image)
    #expect(canvas.width > image.width * 2)
    #expect(canvas.height >= image.height * 2)
    // The top-left pixel is nowhere near a finding: it is the screenshot's, doubled.
    #expect(canvas[0, 0] == image[0, 0] && canvas[1, 1] == image[0, 0])
  }

  /// The legend row of a color-only group names the deficiency only when it is the cause: a
  /// gray highlight (the same ΔE00 for every viewer) is "too alike for everyone".
  @Test func aGrayHighlightIsNotBlamedOnADeficiency() {
    let box = PixelBox(x: 0, y: 0, width: 4, height: 4)
    func row(_ message: String) -> String {
      let f = ScanFinding(
        rule: .colorOnlyState, level: .error, boxes: [box, box], message: message, deficiency: "achromatopsia"
      )
      return Annotation.describe(
        Annotation.Item(number: 1, kind: .colorOnly, boxes: [box], region: nil, finding: f)
      ).text
    }
    #expect(
      row(
        "these 2 items show a state only by color; the states differ by ΔE00 4.5 even for typical color vision"
      )
        == "COLOR ONLY: 2 items, too alike for everyone")
    #expect(
      row("these 2 items show a state only by color; for achromatopsia the states differ by ΔE00 6.0")
        == "COLOR ONLY: 2 items, collapse for achromatopsia")
  }
}
