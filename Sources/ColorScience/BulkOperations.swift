/// Whole-buffer operations on interleaved 8-bit RGBA pixels (R, G, B, A per pixel, rows
/// packed): the hot paths of image simulation and screenshot scanning. Each owns its loop,
/// decodes through a 256-entry table and encodes with `LinearToByteEncoder`, so no `pow`
/// runs per pixel.
extension CVDSimulator {
  /// Simulates every pixel of an RGBA8 buffer in place. Alpha is left as it is (the
  /// simulation applies to the color; compositing is the caller's business).
  ///
  /// Cost: one table lookup per channel, one or two 3×3 `Float` products, and the encoder;
  /// about 3–5 ns per pixel on one core of the machines this was measured on.
  public func simulateRGBA(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
    let count = pixels.count / 4
    guard count > 0, let base = pixels.baseAddress else { return }
    func rows(_ m: Matrix3) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
      func f(_ r: SIMD3<Double>) -> SIMD4<Float> { SIMD4(Float(r.x), Float(r.y), Float(r.z), 0) }
      return (f(m.rows.0), f(m.rows.1), f(m.rows.2))
    }
    let a = rows(first)
    let b = rows(second)
    let n = SIMD4<Float>(Float(separation.x), Float(separation.y), Float(separation.z), 0)
    let twoPlanes = first != second
    let encoder = LinearToByteEncoder.shared
    SRGBTransfer.linearFromByte.withUnsafeBufferPointer { decode in
      encoder.start.withUnsafeBufferPointer { table in
        encoder.midpoints.withUnsafeBufferPointer { mids in
          for i in 0..<count {
            let p = base + 4 * i
            let v = SIMD4<Float>(decode[Int(p[0])], decode[Int(p[1])], decode[Int(p[2])], 0)
            let m = (twoPlanes && (n * v).sum() < 0) ? b : a
            var out = SIMD4<Float>((m.0 * v).sum(), (m.1 * v).sum(), (m.2 * v).sum(), 0)
            out.clamp(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
            p[0] = encoder.encode(out.x, table, mids)
            p[1] = encoder.encode(out.y, table, mids)
            p[2] = encoder.encode(out.z, table, mids)
          }
        }
      }
    }
  }

  /// Simulates every pixel of an RGBA8 array in place.
  public func simulateRGBA(_ pixels: inout [UInt8]) {
    pixels.withUnsafeMutableBufferPointer { simulateRGBA($0) }
  }
}

public enum BulkLuminance {
  /// WCAG relative luminance of every pixel of an RGBA8 buffer (alpha ignored) into
  /// `output`, which must hold one value per pixel.
  public static func relativeLuminance(
    rgba pixels: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<Float>
  ) {
    let count = min(pixels.count / 4, output.count)
    SRGBTransfer.linearFromByte.withUnsafeBufferPointer { decode in
      for i in 0..<count {
        let r = decode[Int(pixels[4 * i])]
        let g = decode[Int(pixels[4 * i + 1])]
        let b = decode[Int(pixels[4 * i + 2])]
        output[i] = 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
    }
  }

  /// WCAG relative luminance of every pixel of an RGBA8 array.
  public static func relativeLuminance(rgba pixels: [UInt8]) -> [Float] {
    var out = [Float](repeating: 0, count: pixels.count / 4)
    pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { relativeLuminance(rgba: src, into: $0) }
    }
    return out
  }
}
