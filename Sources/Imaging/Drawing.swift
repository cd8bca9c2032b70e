import ColorScience

/// Simple raster drawing for sheets and annotated images: rectangles, outlines, text in the
/// built-in bitmap font, and whole-factor scaling. Colors blend with source-over in sRGB.
extension RGBAImage {
  /// Blends `color` (with its alpha, times `coverage`/255) over the pixel at x, y.
  @inline(__always)
  mutating func blend(_ x: Int, _ y: Int, _ color: RGBA8, coverage: Int = 255) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let a = Int(color.alpha) * coverage / 255
    if a == 0 { return }
    let i = 4 * (y * width + x)
    if a == 255 {
      pixels[i] = color.red
      pixels[i + 1] = color.green
      pixels[i + 2] = color.blue
      pixels[i + 3] = 255
      return
    }
    pixels[i] = UInt8((Int(color.red) * a + Int(pixels[i]) * (255 - a) + 127) / 255)
    pixels[i + 1] = UInt8((Int(color.green) * a + Int(pixels[i + 1]) * (255 - a) + 127) / 255)
    pixels[i + 2] = UInt8((Int(color.blue) * a + Int(pixels[i + 2]) * (255 - a) + 127) / 255)
    pixels[i + 3] = UInt8(min(255, Int(pixels[i + 3]) + a * (255 - Int(pixels[i + 3])) / 255))
  }

  /// Blends `color` over the rectangle, clipped to the image (a box partly off the image
  /// still draws its visible part).
  public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, color: RGBA8) {
    for yy in max(0, y)..<max(max(0, y), min(height, y + h)) {
      for xx in max(0, x)..<max(max(0, x), min(width, x + w)) { blend(xx, yy, color) }
    }
  }

  /// A rectangle outline `thickness` pixels wide, drawn inside the box.
  public mutating func stroke(x: Int, y: Int, width w: Int, height h: Int, color: RGBA8, thickness: Int = 2) {
    let t = max(1, min(thickness, w / 2, h / 2))
    fill(x: x, y: y, width: w, height: t, color: color)
    fill(x: x, y: y + h - t, width: w, height: t, color: color)
    fill(x: x, y: y + t, width: t, height: h - 2 * t, color: color)
    fill(x: x + w - t, y: y + t, width: t, height: h - 2 * t, color: color)
  }

  /// A straight line from (x0, y0) to (x1, y1), `thickness` pixels wide.
  public mutating func line(
    from p0: (x: Int, y: Int), to p1: (x: Int, y: Int), color: RGBA8, thickness: Int = 2
  ) {
    let steps = max(abs(p1.x - p0.x), abs(p1.y - p0.y), 1)
    let r = max(0, thickness / 2)
    for s in 0...steps {
      let x = p0.x + (p1.x - p0.x) * s / steps
      let y = p0.y + (p1.y - p0.y) * s / steps
      fill(x: x - r, y: y - r, width: max(1, thickness), height: max(1, thickness), color: color)
    }
  }

  /// Width in pixels of `text` in the bitmap font at a whole-number `scale`.
  public static func textWidth(_ text: String, scale: Int = 1) -> Int {
    text.unicodeScalars.reduce(0) { $0 + BitmapFont.glyphs[glyphIndex($1)].width } * scale
  }

  /// Height in pixels of one line of the bitmap font at a whole-number `scale`.
  public static func textHeight(scale: Int = 1) -> Int { BitmapFont.lineHeight * scale }

  static func glyphIndex(_ scalar: Unicode.Scalar) -> Int {
    let v = Int(scalar.value)
    return (32...126).contains(v) ? v - 32 : Int(("?" as Unicode.Scalar).value) - 32
  }

  /// Draws `text` with its top-left corner at x, y. Characters outside printable ASCII
  /// draw as "?".
  public mutating func draw(_ text: String, x: Int, y: Int, color: RGBA8, scale: Int = 1) {
    var pen = x
    let h = BitmapFont.lineHeight
    for scalar in text.unicodeScalars {
      let glyph = BitmapFont.glyphs[Self.glyphIndex(scalar)]
      for gy in 0..<h {
        for gx in 0..<glyph.width {
          let coverage = Int(BitmapFont.coverage[glyph.offset + gy * glyph.width + gx])
          if coverage == 0 { continue }
          for sy in 0..<scale {
            for sx in 0..<scale {
              blend(pen + gx * scale + sx, y + gy * scale + sy, color, coverage: coverage)
            }
          }
        }
      }
      pen += glyph.width * scale
    }
  }

  /// Copies `image` into this one with its top-left corner at x, y (clipped).
  public mutating func place(_ image: RGBAImage, x: Int, y: Int) {
    for row in 0..<image.height where y + row >= 0 && y + row < height {
      for col in 0..<image.width where x + col >= 0 && x + col < width {
        let s = 4 * (row * image.width + col)
        let d = 4 * ((y + row) * width + x + col)
        pixels[d] = image.pixels[s]
        pixels[d + 1] = image.pixels[s + 1]
        pixels[d + 2] = image.pixels[s + 2]
        pixels[d + 3] = image.pixels[s + 3]
      }
    }
  }

  /// The image shrunk by a whole factor, each output pixel the mean of a factor×factor
  /// block (a box filter: no aliasing of fine text, no ringing).
  public func downscaled(by factor: Int) -> RGBAImage {
    guard factor > 1 else { return self }
    let w = max(1, width / factor)
    let h = max(1, height / factor)
    var out = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        var sum = SIMD4<Int>(repeating: 0)
        var n = 0
        for yy in (y * factor)..<min(height, (y + 1) * factor) {
          for xx in (x * factor)..<min(width, (x + 1) * factor) {
            let i = 4 * (yy * width + xx)
            sum &+= SIMD4(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
            n += 1
          }
        }
        let o = 4 * (y * w + x)
        for c in 0..<4 { out[o + c] = UInt8((sum[c] + n / 2) / max(n, 1)) }
      }
    }
    return RGBAImage(width: w, height: h, pixels: out)
  }
}
