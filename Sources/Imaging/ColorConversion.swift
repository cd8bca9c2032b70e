import ColorScience
import Foundation

/// Converts raw samples from a source color space to 8-bit sRGB with straight alpha.
///
/// Per pixel: un-premultiply (16-bit input), look the sample up in a curve table per channel,
/// apply the 3×3 matrix to linear sRGB, clip in linear light (counting clipped pixels),
/// encode exactly with `LinearToByteEncoder`. Rows run in parallel for large images.
struct ColorConversion {
  let space: SourceColorSpace

  /// From raw 8-bit samples with straight alpha.
  func convert(straight8 raw: [UInt8], width: Int, height: Int) -> (pixels: [UInt8], clipped: Int) {
    // Read as 16-bit samples (× 257) as they are read, not widened into a copy of the image.
    convert(samples: raw, premultiplied: false, levels: 255, width: width, height: height)
  }

  /// From raw 16-bit samples premultiplied by alpha (libpng's linear output).
  func convert(premultiplied16 raw: [UInt16], width: Int, height: Int) -> (pixels: [UInt8], clipped: Int) {
    convert(samples: raw, premultiplied: true, levels: 65535, width: width, height: height)
  }

  /// `levels` is the number of distinct sample steps (255 for 8-bit sources, whose samples
  /// arrive multiplied by 257), which sizes the curve tables.
  private func convert<Sample: FixedWidthInteger & UnsignedInteger>(
    samples raw: [Sample], premultiplied: Bool, levels: Int, width: Int, height: Int
  ) -> (pixels: [UInt8], clipped: Int) {
    let widen = Sample.bitWidth == 8 ? 257 : 1
    let step = 65535 / levels
    let curves = space.curves.map { curve -> [Float] in
      (0...levels).map { Float(curve.linear(Double($0) / Double(levels))) }
    }
    let identicalCurves = space.curves.dropFirst().allSatisfy { $0 == space.curves[0] }
    let m = space.toLinearSRGB
    let rows: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)? = m.map { m in
      func f(_ r: SIMD3<Double>) -> SIMD3<Float> { SIMD3(Float(r.x), Float(r.y), Float(r.z)) }
      return (f(m.rows.0), f(m.rows.1), f(m.rows.2))
    }
    var out = [UInt8](repeating: 0, count: width * height * 4)
    let encoder = LinearToByteEncoder.shared
    let c0 = curves[0]
    let c1 = identicalCurves ? curves[0] : curves[1]
    let c2 = identicalCurves ? curves[0] : curves[2]
    let clippedCount = Counter()
    raw.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        let source = SharedPointer(readOnly: src)
        let destination = SharedPointer(dst)
        Parallel.forEachBand(height) { rowRange in
          var clipped = 0
          let src = source.base
          for i in (rowRange.lowerBound * width)..<(rowRange.upperBound * width) {
            let a = Int(src[4 * i + 3]) * widen
            let p = destination.base + 4 * i
            if a == 0 {
              p[0] = 0
              p[1] = 0
              p[2] = 0
              p[3] = 0
              continue
            }
            func sample(_ c: Int) -> Int {
              let v = Int(src[4 * i + c]) * widen
              let straight = !premultiplied || a == 65535 ? v : min(65535, (v * 65535 + a / 2) / a)
              return (straight + step / 2) / step
            }
            var lin = SIMD3<Float>(c0[sample(0)], c1[sample(1)], c2[sample(2)])
            if let rows {
              lin = SIMD3((rows.0 * lin).sum(), (rows.1 * lin).sum(), (rows.2 * lin).sum())
              // Clipped means moved by more than half an 8-bit step (rounding is not clipping).
              if lin.min() < -1.6e-4 || lin.max() > 1.0045 { clipped += 1 }
            }
            p[0] = encoder.encode(lin.x)
            p[1] = encoder.encode(lin.y)
            p[2] = encoder.encode(lin.z)
            p[3] = UInt8((a * 255 + 32767) / 65535)
          }
          clippedCount.add(clipped)
        }
      }
    }
    return (out, clippedCount.value)
  }
}

/// A thread-safe running total.
final class Counter: @unchecked Sendable {
  private var total = 0
  private let lock = NSLock()
  func add(_ n: Int) { lock.withLock { total += n } }
  var value: Int { lock.withLock { total } }
}
