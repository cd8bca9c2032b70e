import CLibPNG
import ColorScience

/// Reads the matrix/TRC kind of ICC profile (ICC.1:2022 §F.3: rXYZ gXYZ bXYZ colorants with
/// rTRC gTRC bTRC curves; or a gray profile with kTRC) from a PNG iCCP chunk, and turns it
/// into a conversion to sRGB. Anything else (LUT-based profiles, CMYK, Lab) is refused with
/// an error that says so; the caller then treats the image as sRGB with a warning.
struct ICCProfileReader {
  let file: String
  let place: String
  let limits: ImageLimits

  func fail(_ message: String) -> ImageError { ImageError(file: file, place: place, message: message) }

  /// iCCP data: a 1–79 byte name, a NUL, a compression byte (0 = zlib), the profile.
  func colorSpace(fromICCPChunk data: ArraySlice<UInt8>) throws(ImageError) -> SourceColorSpace {
    guard let nul = data.firstIndex(of: 0), nul > data.startIndex, nul - data.startIndex <= 79 else {
      throw fail("iCCP profile name is missing or longer than 79 bytes")
    }
    guard nul + 1 < data.endIndex, data[nul + 1] == 0 else {
      throw fail("iCCP compression method is not 0 (zlib)")
    }
    let compressed = Array(data[(nul + 2)...])
    guard compressed.count <= limits.maximumICCBytes else {
      throw fail(
        "ICC profile is \(compressed.count) bytes compressed; the limit is \(limits.maximumICCBytes) (--max-icc-bytes, or scan.maxIccBytes in legible.json)"
      )
    }
    let profile = try inflate(compressed)
    return try colorSpace(fromProfile: profile)
  }

  /// zlib-inflates at most `limits.maximumICCBytes`.
  func inflate(_ input: [UInt8]) throws(ImageError) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: 1 << 16)
    var stream = z_stream()
    var status = inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw fail("could not start zlib for the ICC profile") }
    defer { inflateEnd(&stream) }
    var produced = 0
    var input = input
    status = input.withUnsafeMutableBufferPointer { inBuf -> Int32 in
      stream.next_in = inBuf.baseAddress
      stream.avail_in = UInt32(inBuf.count)
      while true {
        if produced == output.count {
          if output.count >= limits.maximumICCBytes { return Z_BUF_ERROR }
          output += [UInt8](repeating: 0, count: min(output.count, limits.maximumICCBytes - output.count))
        }
        let s: Int32 = output.withUnsafeMutableBufferPointer { outBuf in
          stream.next_out = outBuf.start + produced
          stream.avail_out = UInt32(outBuf.count - produced)
          let r = CLibPNG.inflate(&stream, Z_NO_FLUSH)
          produced = outBuf.count - Int(stream.avail_out)
          return r
        }
        if s == Z_STREAM_END { return s }
        if s != Z_OK { return s }
        if stream.avail_in == 0 && produced < output.count { return Z_DATA_ERROR }
      }
    }
    if status == Z_BUF_ERROR && produced >= limits.maximumICCBytes {
      throw fail(
        "ICC profile inflates past the \(limits.maximumICCBytes)-byte limit (--max-icc-bytes, or scan.maxIccBytes in legible.json)"
      )
    }
    guard status == Z_STREAM_END else {
      throw fail("ICC profile is not valid zlib data (zlib status \(status))")
    }
    return Array(output[0..<produced])
  }

  func colorSpace(fromProfile p: [UInt8]) throws(ImageError) -> SourceColorSpace {
    guard p.count >= 132 else { throw fail("ICC profile is \(p.count) bytes; a header alone is 128") }
    let space = String(decoding: p[16..<20], as: UTF8.self)
    let pcs = String(decoding: p[20..<24], as: UTF8.self)
    guard pcs == "XYZ " else {
      throw fail("ICC profile's connection space is '\(pcs)'; only XYZ matrix/TRC profiles are supported")
    }
    let count = Int(u32(p, 128))
    guard count <= 200, 132 + 12 * count <= p.count else { throw fail("ICC tag table is truncated") }
    var tags: [String: ArraySlice<UInt8>] = [:]
    for i in 0..<count {
      let at = 132 + 12 * i
      let sig = String(decoding: p[at..<(at + 4)], as: UTF8.self)
      let offset = Int(u32(p, at + 4))
      let size = Int(u32(p, at + 8))
      guard offset <= p.count, size <= p.count - offset else {
        throw fail("ICC tag '\(sig)' points outside the profile")
      }
      tags[sig] = p[offset..<(offset + size)]
    }
    let description = tags["desc"].flatMap(describe) ?? "ICC profile"
    if space == "GRAY" {
      guard let k = tags["kTRC"] else { throw fail("gray ICC profile has no kTRC curve") }
      let curve = try self.curve(k, "kTRC")
      if let problem = ColorPlausibility.problem(with: curve) {
        throw fail("ICC curve kTRC is implausible: \(problem)")
      }
      return SourceColorSpace(
        name: "ICC '\(description)' (gray)", curves: [curve, curve, curve], toLinearSRGB: nil)
    }
    guard space == "RGB " else { throw fail("ICC profile's color space is '\(space)'; expected RGB or GRAY") }
    guard let r = tags["rXYZ"], let g = tags["gXYZ"], let b = tags["bXYZ"] else {
      throw fail(
        "ICC profile '\(description)' is not a matrix/TRC profile (no rXYZ/gXYZ/bXYZ); LUT-based profiles are not supported"
      )
    }
    let red = try xyz(r, "rXYZ")
    let green = try xyz(g, "gXYZ")
    let blue = try xyz(b, "bXYZ")
    var curves: [TransferCurve] = []
    for name in ["rTRC", "gTRC", "bTRC"] {
      guard let t = tags[name] else { throw fail("ICC profile '\(description)' has no \(name) curve") }
      let c = try curve(t, name)
      if let problem = ColorPlausibility.problem(with: c) {
        throw fail("ICC curve \(name) is implausible: \(problem)")
      }
      curves.append(c)
    }
    // Colorants are D50-relative (the PCS); adapt to D65 and go to linear sRGB.
    let toXYZD50 = Matrix3(
      SIMD3(red.x, green.x, blue.x), SIMD3(red.y, green.y, blue.y), SIMD3(red.z, green.z, blue.z))
    if let problem = ColorPlausibility.problem(withColorants: toXYZD50) {
      throw fail("ICC colorants rXYZ gXYZ bXYZ are implausible: \(problem)")
    }
    let m =
      ColorMatrices.linearSRGBFromXYZ
      * Bradford.adaptation(from: SourceColorSpace.iccD50, to: ColorMatrices.whiteD65) * toXYZD50
    var name = "ICC '\(description)'"
    var matrix: Matrix3? = m
    if m.isApproximately(.identity, tolerance: 3e-3) {
      matrix = nil
    } else if m.isApproximately(ColorMatrices.linearSRGBFromLinearDisplayP3, tolerance: 3e-3) {
      matrix = ColorMatrices.linearSRGBFromLinearDisplayP3
      name = "Display P3 (\(name))"
    }
    return SourceColorSpace(name: name, curves: curves, toLinearSRGB: matrix)
  }

  func xyz(_ t: ArraySlice<UInt8>, _ name: String) throws(ImageError) -> SIMD3<Double> {
    let d = Array(t)
    guard d.count >= 20, String(decoding: d[0..<4], as: UTF8.self) == "XYZ " else {
      throw fail("ICC tag \(name) is not an XYZ value")
    }
    return SIMD3(s15f16(d, 8), s15f16(d, 12), s15f16(d, 16))
  }

  func curve(_ t: ArraySlice<UInt8>, _ name: String) throws(ImageError) -> TransferCurve {
    let d = Array(t)
    guard d.count >= 12 else { throw fail("ICC tag \(name) is truncated") }
    let type = String(decoding: d[0..<4], as: UTF8.self)
    if type == "curv" {
      let n = Int(u32(d, 8))
      guard d.count >= 12 + 2 * n else { throw fail("ICC curve \(name) is truncated") }
      if n == 0 { return .power(1) }
      if n == 1 { return .power(Double(u16(d, 12)) / 256) }
      return .table((0..<n).map { Double(u16(d, 12 + 2 * $0)) / 65535 })
    }
    if type == "para" {
      let kind = Int(u16(d, 8))
      let counts = [1, 3, 4, 5, 7]
      guard kind < counts.count, d.count >= 12 + 4 * counts[kind] else {
        throw fail("ICC parametric curve \(name) is invalid")
      }
      var v = (0..<counts[kind]).map { s15f16(d, 12 + 4 * $0) }
      v += [Double](repeating: 0, count: 7 - v.count)
      guard v[0] > 0, kind == 0 || v[1] != 0 else {
        throw fail("ICC parametric curve \(name) has invalid parameters")
      }
      return .parametric(type: kind, g: v[0], a: v[1], b: v[2], c: v[3], d: v[4], e: v[5], f: v[6])
    }
    throw fail("ICC tag \(name) has type '\(type)'; expected curv or para")
  }

  /// The profile's description (v2 'desc' ASCII, or v4 'mluc' first record).
  func describe(_ t: ArraySlice<UInt8>) -> String? {
    let d = Array(t)
    guard d.count >= 12 else { return nil }
    let type = String(decoding: d[0..<4], as: UTF8.self)
    if type == "desc" {
      let n = Int(u32(d, 8))
      guard n > 0, 12 + n <= d.count else { return nil }
      return String(decoding: d[12..<(12 + n)].prefix { $0 != 0 }, as: UTF8.self)
    }
    if type == "mluc", d.count >= 28 {
      let length = Int(u32(d, 20))
      let offset = Int(u32(d, 24))
      guard offset + length <= d.count else { return nil }
      var units: [UInt16] = []
      for i in stride(from: offset, to: offset + length - 1, by: 2) { units.append(u16(d, i)) }
      return String(decoding: units, as: UTF16.self)
    }
    return nil
  }

  func u32(_ d: [UInt8], _ at: Int) -> UInt32 {
    UInt32(d[at]) << 24 | UInt32(d[at + 1]) << 16 | UInt32(d[at + 2]) << 8 | UInt32(d[at + 3])
  }
  func u16(_ d: [UInt8], _ at: Int) -> UInt16 { UInt16(d[at]) << 8 | UInt16(d[at + 1]) }
  func s15f16(_ d: [UInt8], _ at: Int) -> Double { Double(Int32(bitPattern: u32(d, at))) / 65536 }
}
