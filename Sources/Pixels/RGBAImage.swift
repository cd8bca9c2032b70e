import ColorScience

/// An 8-bit sRGB image with straight (unpremultiplied) alpha, rows packed, R G B A per
/// pixel. Value type: copies share storage until written (copy-on-write of the array).
public struct RGBAImage: Sendable, Equatable {
  /// Columns, in pixels.
  public let width: Int
  /// Rows, in pixels.
  public let height: Int
  /// The samples, `width × height × 4` bytes: row after row, R G B A per pixel, no padding.
  /// Writable, but its count must stay `width × height × 4`.
  public var pixels: [UInt8]

  /// An image over existing samples, without copying them.
  ///
  /// A count that does not match the size stops the program (a precondition): it is a
  /// programming error, and decoders check sizes from files before they get here.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count does not match size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A new image filled with one color; `width` and `height` must be non-negative.
  public init(width: Int, height: Int, fill: RGBA8) {
    var p = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: p.count, by: 4) {
      p[i] = fill.red
      p[i + 1] = fill.green
      p[i + 2] = fill.blue
      p[i + 3] = fill.alpha
    }
    self.init(width: width, height: height, pixels: p)
  }

  /// The pixel at column `x`, row `y` (origin top-left).
  ///
  /// Only the array's bounds are checked (a trap outside them): an `x` beyond the width
  /// reads into the next row, so keep `0..<width` and `0..<height`. For whole-image work,
  /// loop over `pixels` directly; this accessor builds an `RGBA8` per call.
  public subscript(x: Int, y: Int) -> RGBA8 {
    get {
      let i = 4 * (y * width + x)
      return RGBA8(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }
    set {
      let i = 4 * (y * width + x)
      pixels[i] = newValue.red
      pixels[i + 1] = newValue.green
      pixels[i + 2] = newValue.blue
      pixels[i + 3] = newValue.alpha
    }
  }

  /// True when any pixel is not fully opaque.
  public var hasTransparency: Bool {
    // Every scan asks this of a whole screenshot: AND the pixels as 32-bit words in blocks
    // (a loop the compiler vectorises) and look at the alpha byte of the result, instead of
    // testing one alpha byte at a time.
    pixels.withUnsafeBytes { !Self.isOpaque($0) }
  }

  /// True when every pixel of packed RGBA samples (whole pixels) has alpha 255.
  package static func isOpaque(_ raw: UnsafeRawBufferPointer) -> Bool {
    let count = raw.count / 4
    var start = 0
    while start < count {
      let end = min(count, start + 4096)
      var all: UInt32 = 0xFFFF_FFFF
      for k in start..<end { all &= raw.loadUnaligned(fromByteOffset: k &* 4, as: UInt32.self) }
      if UInt32(littleEndian: all) >> 24 != 0xFF { return false }
      start = end
    }
    return true
  }

  /// The image painted over an opaque backdrop with source-over in encoded sRGB, as
  /// browsers composite; the result is opaque. Rounds to nearest.
  public func composited(over backdrop: RGBA8) -> RGBAImage {
    if !hasTransparency { return self }  // shares storage: no copy for the usual opaque screenshot
    var out = pixels
    out.withUnsafeMutableBufferPointer { Self.composite($0, over: backdrop) }
    return RGBAImage(width: width, height: height, pixels: out)
  }

  /// `composited(over:)` in place on packed RGBA samples (whole pixels): for rows that a
  /// streaming consumer receives one band at a time. Opaque pixels are left as they are.
  package static func composite(_ p: UnsafeMutableBufferPointer<UInt8>, over backdrop: RGBA8) {
    let b = [Int(backdrop.red), Int(backdrop.green), Int(backdrop.blue)]
    for i in stride(from: 0, to: p.count, by: 4) {
      let a = Int(p[i + 3])
      if a == 255 { continue }
      for c in 0..<3 { p[i + c] = UInt8((Int(p[i + c]) * a + b[c] * (255 - a) + 127) / 255) }
      p[i + 3] = 255
    }
  }

  /// A rectangular part of the image (clamped to its bounds).
  public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> RGBAImage {
    let x0 = max(0, min(x, width))
    let y0 = max(0, min(y, height))
    let x1 = max(x0, min(x + w, width))
    let y1 = max(y0, min(y + h, height))
    var out = [UInt8]()
    out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for row in y0..<y1 {
      out += pixels[(4 * (row * width + x0))..<(4 * (row * width + x1))]
    }
    return RGBAImage(width: x1 - x0, height: y1 - y0, pixels: out)
  }
}
