// Whole-buffer operations on interleaved 8-bit RGBA pixels (R, G, B, A per pixel, rows
// packed): the hot paths of image simulation and screenshot scanning. Each owns its loop
// and works from lookup tables, so no `pow` runs per pixel.
extension CVDSimulator {
  /// Simulates every pixel of an RGBA8 buffer in place. Alpha is left as it is (the
  /// simulation applies to the color; compositing is the caller's business).
  ///
  /// Builds a `PreparedSimulation` (about 20 µs); to process many buffers, prepare once.
  public func simulateRGBA(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
    PreparedSimulation(self).apply(to: pixels)
  }

  /// Simulates every pixel of an RGBA8 array in place.
  public func simulateRGBA(_ pixels: inout [UInt8]) {
    pixels.withUnsafeMutableBufferPointer { simulateRGBA($0) }
  }
}

/// A CVD simulation compiled to lookup tables for 8-bit RGBA buffers.
///
/// Each output channel is a linear combination of the three linear inputs, so the matrix
/// product is folded into three 256-entry tables of fixed-point `SIMD4<Int32>` (1.0 = 2²⁰),
/// one per input channel; the fourth lane carries Brettel's separation test. The tables are
/// biased so every reachable sum is non-negative, and a second table maps the sum straight
/// to an 8-bit code with exact rounding (see `encode`). A pixel costs one 32-bit load, three
/// vector loads and two adds (six and four for Brettel, chosen without a branch), three
/// one-load encodes and a store: no multiply, no `pow`, no clamp.
///
/// Results match the per-color path within 1/255 (see the tests); immutable and `Sendable`,
/// so one instance serves every thread of a parallel image pass.
public struct PreparedSimulation: Sendable {
  static let one: Double = 1_048_576  // 2^20
  static let shift: Int32 = 8
  static let bucket: Int32 = 1 << 8

  let first: [SIMD4<Int32>]
  let second: [SIMD4<Int32>]
  let twoPlanes: Bool
  /// Entry k describes sums in [256k, 256(k+1)) after bias: the code at the bucket's lower
  /// edge in the low byte, and above it the offset where the next code starts (256 = none).
  let encodeTable: [UInt32]

  public init(_ simulator: CVDSimulator) {
    // The range of sums each matrix can reach over inputs in 0...1, to size the encoder.
    var low = 0.0
    var high = 1.0
    for m in [simulator.first, simulator.second] {
      for r in 0..<3 {
        var lo = 0.0
        var hi = 0.0
        for c in 0..<3 {
          lo += min(m[r, c], 0)
          hi += max(m[r, c], 0)
        }
        low = min(low, lo)
        high = max(high, hi)
      }
    }
    let bucket = Int(PreparedSimulation.bucket)
    let bias = (Int((-low * PreparedSimulation.one).rounded(.up)) / bucket + 2) * bucket
    let top = Int((high * PreparedSimulation.one).rounded(.up)) + bias + 2 * bucket
    first = PreparedSimulation.tables(simulator.first, separation: simulator.separation, bias: Int32(bias))
    second = PreparedSimulation.tables(simulator.second, separation: simulator.separation, bias: Int32(bias))
    twoPlanes = simulator.first != simulator.second
    encodeTable = PreparedSimulation.encoder(bias: bias, count: top / bucket + 1)
  }

  static func tables(_ m: Matrix3, separation: SIMD3<Double>, bias: Int32) -> [SIMD4<Int32>] {
    var t = [SIMD4<Int32>](repeating: .zero, count: 768)
    for j in 0..<3 {
      for v in 0..<256 {
        let l = SRGBTransfer.linearFromByteDouble[v] * one
        func q(_ x: Double) -> Int32 { Int32((x * l).rounded()) }
        t[256 * j + v] = SIMD4(q(m[0, j]), q(m[1, j]), q(m[2, j]), q(separation[j]))
      }
    }
    // The bias rides on the red table's color lanes, so sums arrive non-negative.
    for v in 0..<256 { t[v] &+= SIMD4(bias, bias, bias, 0) }
    return t
  }

  /// Buckets of 256 fixed-point units (2.4e-4 in linear light) are narrower than the
  /// smallest gap between two codes' midpoints (3.0e-4, near black), so a bucket holds at
  /// most one midpoint and one comparison finishes the rounding exactly.
  static func encoder(bias: Int, count: Int) -> [UInt32] {
    var mids = [Int](repeating: .max, count: 256)
    for k in 0..<255 {
      mids[k] = Int((SRGBTransfer.decode((Double(k) + 0.5) / 255) * one).rounded(.up)) + bias
    }
    let width = Int(bucket)
    var table = [UInt32](repeating: 0, count: count)
    var code = 0
    for i in 0..<count {
      let start = i * width
      while code < 255 && start >= mids[code] { code += 1 }
      var offset = width
      if code < 255 && mids[code] < start + width {
        offset = mids[code] - start
        precondition(code == 254 || mids[code + 1] >= start + width, "bucket wider than a code gap")
      }
      table[i] = UInt32(code) | UInt32(offset) << 8
    }
    return table
  }

  @inline(__always)
  static func encode(_ v: Int32, _ table: UnsafeBufferPointer<UInt32>) -> UInt32 {
    let entry = table[Int(v &>> shift)]
    return (entry & 0xFF) &+ ((v & (bucket - 1)) >= Int32(entry >> 8) ? 1 : 0)
  }

  /// Simulates every pixel of an RGBA8 buffer in place (alpha kept).
  public func apply(to pixels: UnsafeMutableBufferPointer<UInt8>) {
    let count = pixels.count / 4
    guard count > 0, let base = pixels.baseAddress else { return }
    first.withUnsafeBufferPointer { t1 in
      second.withUnsafeBufferPointer { t2 in
        encodeTable.withUnsafeBufferPointer { table in
          UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count) { words in
            if twoPlanes {
              for i in 0..<count {
                let word = UInt32(littleEndian: words[i])
                let r = Int(word & 0xFF)
                let g = Int((word >> 8) & 0xFF)
                let b = Int((word >> 16) & 0xFF)
                let a = t1[r] &+ t1[256 + g] &+ t1[512 + b]
                let o = t2[r] &+ t2[256 + g] &+ t2[512 + b]
                // Brettel's half-plane, chosen without a branch (noise mispredicts).
                let mask = SIMD4<Int32>(repeating: a.w &>> 31)
                let v = (a & ~mask) | (o & mask)
                words[i] = PreparedSimulation.pack(v, word, table).littleEndian
              }
            } else {
              for i in 0..<count {
                let word = UInt32(littleEndian: words[i])
                let v = t1[Int(word & 0xFF)] &+ t1[256 + Int((word >> 8) & 0xFF)] &+ t1[512 + Int((word >> 16) & 0xFF)]
                words[i] = PreparedSimulation.pack(v, word, table).littleEndian
              }
            }
          }
        }
      }
    }
  }

  /// Encodes three channels at once: the table entries are gathered by index, and the
  /// midpoint comparisons run in the vector unit (true lanes are −1, so subtracting the mask
  /// adds one).
  @inline(__always)
  static func pack(_ v: SIMD4<Int32>, _ word: UInt32, _ table: UnsafeBufferPointer<UInt32>) -> UInt32 {
    let index = v &>> shift
    let entries = SIMD4<Int32>(
      Int32(bitPattern: table[Int(index.x)]), Int32(bitPattern: table[Int(index.y)]),
      Int32(bitPattern: table[Int(index.z)]), 0)
    let offsets = entries &>> 8
    let fraction = v & (bucket - 1)
    let up = SIMD4<Int32>(repeating: 0).replacing(with: -1, where: fraction .>= offsets)
    let code = (entries & 0xFF) &- up
    return UInt32(code.x) | UInt32(code.y) << 8 | UInt32(code.z) << 16 | (word & 0xFF00_0000)
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
