import ColorScience
import Foundation
import Imaging
import Testing

@testable import ScreenScan

/// Text on photos and embedded images: one needs-review finding per photo, not a verdict
/// per line; text on a flat overlay inside the photo is still judged.
struct PhotoTextTests {
  static let white = RGBA8(red: 255, green: 255, blue: 255)

  /// A photo-like rectangle: slow hue waves with fine noise, smoothed (what a decoded
  /// photograph looks like at the pixel level: no two neighbours quite alike, smooth
  /// stretches a flat-region finder joins into surfaces, textured stretches it does not).
  static func drawPhoto(
    on image: inout RGBAImage, x x0: Int, y y0: Int, width w: Int, height h: Int, seed: UInt64 = 7
  ) {
    var state = seed
    func noise() -> Double {
      // SplitMix64: deterministic on every platform.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) / Double(1 << 53) * 24 - 12
    }
    var raw = [SIMD3<Double>](repeating: .zero, count: w * h)
    for y in 0..<h {
      for x in 0..<w {
        let (fx, fy) = (Double(x), Double(y))
        raw[y * w + x] = SIMD3(
          120 + 80 * sin(fx / 53) + 40 * cos(fy / 41) + noise(),
          100 + 60 * cos(fy / 37) + 30 * sin((fx - fy) / 29) + noise(),
          90 + 50 * sin((fx + fy) / 61) + noise())
      }
    }
    // A 5 × 5 binomial blur (σ = 1 px), as a camera's optics and a JPEG's smoothing leave.
    let weights: [Double] = [1, 4, 6, 4, 1]
    for y in 0..<h {
      for x in 0..<w {
        var sum = SIMD3<Double>(repeating: 0)
        var total = 0.0
        for dy in -2...2 where y + dy >= 0 && y + dy < h {
          for dx in -2...2 where x + dx >= 0 && x + dx < w {
            let k = weights[dy + 2] * weights[dx + 2]
            sum += k * raw[(y + dy) * w + x + dx]
            total += k
          }
        }
        let c = sum / total
        image[x0 + x, y0 + y] = RGBA8(
          red: UInt8(min(255, max(0, c.x.rounded()))), green: UInt8(min(255, max(0, c.y.rounded()))),
          blue: UInt8(min(255, max(0, c.z.rounded()))))
      }
    }
  }

  /// A page at 2× with a photo holding three lines of text and a caption chip, and body text
  /// under it.
  static func page() -> (image: RGBAImage, photo: PixelBox, chip: PixelBox) {
    var img = RGBAImage(width: 780, height: 700, fill: white)
    let photo = PixelBox(x: 40, y: 100, width: 700, height: 420)
    drawPhoto(on: &img, x: photo.x, y: photo.y, width: photo.width, height: photo.height)
    img.draw("Sunset over the bay", x: 70, y: 140, color: white, scale: 3)
    img.draw(
      "Taken by a reader last Sunday", x: 70, y: 230, color: RGBA8(red: 240, green: 240, blue: 240), scale: 2)
    img.draw(
      "Second line on the photo", x: 70, y: 290, color: RGBA8(red: 200, green: 200, blue: 200), scale: 2)
    img.draw("Third line, darker text", x: 70, y: 350, color: RGBA8(red: 40, green: 40, blue: 40), scale: 2)
    let chip = PixelBox(x: 70, y: 420, width: 330, height: 64)
    img.fill(x: chip.x, y: chip.y, width: chip.width, height: chip.height, color: white)
    img.draw("Caption chip text", x: 90, y: 440, color: RGBA8(red: 170, green: 170, blue: 170), scale: 2)
    img.draw(
      "Body text under the photo", x: 40, y: 580, color: RGBA8(red: 175, green: 175, blue: 175), scale: 2)
    return (img, photo, chip)
  }

  static func contains(_ r: PixelBox, center b: PixelBox) -> Bool {
    let (cx, cy) = (b.x + b.width / 2, b.y + b.height / 2)
    return cx >= r.x && cx < r.maxX && cy >= r.y && cy < r.maxY
  }

  static func inside(_ b: PixelBox, _ r: PixelBox) -> Bool {
    b.x >= r.x && b.y >= r.y && b.maxX <= r.maxX && b.maxY <= r.maxY
  }

  @Test func textOnAPhotoIsOneNeedsReviewFindingForThePhoto() throws {
    let (img, photo, chip) = Self.page()
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    // Findings whose place is on the photo (the chip's own text aside): without the photo
    // rule, one per line and per speck of texture taken for a glyph (88 here).
    let onPhoto = r.findings.filter { f in
      f.boxes.first.map { Self.contains(photo, center: $0) && !Self.inside($0, chip) } ?? false
    }
    try #require(onPhoto.count == 1, "\(onPhoto.map { ($0.boxes[0], $0.message) })")
    let f = onPhoto[0]
    #expect(f.rule == .textContrast)
    #expect(f.level == .warning)
    #expect(f.message.contains("needs review: \(ScreenScanner.photoReason)"))
    // No colors: the worst speck of texture is no stable part of its fingerprint.
    #expect(f.colors.isEmpty)
    // Its first box is the photo (tile-aligned, within a tile of the photo's edges).
    let box = f.boxes[0]
    #expect(abs(box.x - photo.x) < 16 && abs(box.y - photo.y) < 16, "\(box)")
    #expect(abs(box.maxX - photo.maxX) < 16 && abs(box.maxY - photo.maxY) < 16, "\(box)")
    // Every line on the photo (not on the chip) is needs-review, for that reason.
    let lines = r.textRegions.filter { Self.inside($0.box, photo) && !Self.inside($0.box, chip) }
    #expect(lines.count >= 3)
    #expect(lines.allSatisfy { $0.outcome == .needsReview && $0.reviewReason == ScreenScanner.photoReason })
    // The chip's text, on a flat overlay, and the body text under the photo are judged.
    let chipText = try #require(r.textRegions.first { Self.inside($0.box, chip) })
    #expect(chipText.outcome == .fail)
    #expect(chipText.background == Self.white)
    #expect(r.findings.contains { $0.level == .error && $0.boxes.first == chipText.box })
    let body = try #require(r.textRegions.first { $0.box.y > photo.maxY + 20 })
    #expect(body.outcome == .fail)
    #expect(r.findings.contains { $0.level == .error && $0.boxes.first == body.box })
  }

  /// The same page without the photo: nothing is taken for one, every line is judged.
  @Test func flatUIHasNoPhotoRegion() {
    var img = RGBAImage(width: 780, height: 700, fill: Self.white)
    img.fill(x: 40, y: 100, width: 700, height: 420, color: RGBA8(red: 120, green: 140, blue: 90))
    img.draw("Third line, darker text", x: 70, y: 350, color: RGBA8(red: 40, green: 40, blue: 40), scale: 2)
    img.draw(
      "Second line on the card", x: 70, y: 290, color: RGBA8(red: 150, green: 160, blue: 140), scale: 2)
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    #expect(!r.findings.contains { $0.message.contains(ScreenScanner.photoReason) })
    #expect(r.findings.contains { $0.level == .error })
  }

  /// A dithered gradient (steps of one level, as browsers draw CSS gradients) with text on it
  /// is UI: its lines keep their own verdicts.
  @Test func textOnADitheredGradientIsNoPhoto() {
    var img = RGBAImage(width: 780, height: 700, fill: Self.white)
    for y in 100..<520 {
      for x in 40..<740 {
        let dither = (x ^ y) & 1
        let v = UInt8(60 + (y - 100) / 6 + dither)
        img[x, y] = RGBA8(red: v, green: v &+ 20, blue: v &+ 40)
      }
    }
    for (k, line) in ["Comments are visible", "to everyone who has", "access to this file"].enumerated() {
      img.draw(line, x: 70, y: 140 + 60 * k, color: RGBA8(red: 120, green: 130, blue: 150), scale: 2)
    }
    let r = ScreenScanner(options: ScanOptions(scale: 2)).scan(img)
    #expect(!r.textRegions.isEmpty)
    #expect(!r.textRegions.contains { $0.reviewReason == ScreenScanner.photoReason })
  }
}
