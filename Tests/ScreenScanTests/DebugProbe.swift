import Foundation
import Imaging
import Testing
@testable import ScreenScan

@Test func debugProbe() throws {
  guard let spec = ProcessInfo.processInfo.environment["PROBE"] else { return }
  let parts = spec.split(separator: ":").map(String.init)
  let image = try PNGDecoder.decode(path: parts[0]).image
  let scale = Double(parts[3])!
  let regions = image.pixels.withUnsafeBufferPointer {
    FlatRegions(pixels: $0, width: image.width, height: image.height, tolerance: 2, surfaceRadius: Int(3 * scale), fillRadius: max(2, Int(2.5 * scale)), fillArea: Int(400 * scale * scale))
  }
  for dy in stride(from: -6, through: 6, by: 2) {
    var line = ""
    for dx in stride(from: -12, through: 12, by: 2) {
      let x = Int(parts[1])! + dx, y = Int(parts[2])! + dy
      let i = y * image.width + x
      line += regions.isSurface[i] ? "S" : "."
    }
    print("PROBE", line)
  }
  let i = Int(parts[2])! * image.width + Int(parts[1])!
  let root = regions.root[i]
  let area = regions.root.filter { $0 == root }.count
  print("PROBE root", root, "area", area, "surface", regions.isSurface[i], "color", image[Int(parts[1])!, Int(parts[2])!])
}

@Test func debugBlobs() throws {
  guard let spec = ProcessInfo.processInfo.environment["PROBE"] else { return }
  let parts = spec.split(separator: ":").map(String.init)
  let image = try PNGDecoder.decode(path: parts[0]).image
  let scale = Double(parts[3])!
  let regions = image.pixels.withUnsafeBufferPointer {
    FlatRegions(pixels: $0, width: image.width, height: image.height, tolerance: 2, surfaceRadius: Int(3 * scale), fillRadius: max(2, Int(2.5 * scale)), fillArea: Int(400 * scale * scale))
  }
  let (blobs, _) = InkBlobFinder.find(regions: regions)
  let px = Int(parts[1])!, py = Int(parts[2])!
  let grouper = TextLineGrouper(scale: scale)
  for b in blobs where abs(b.minX - px) < 40 && abs(b.minY - py) < 15 {
    print("BLOB", b.minX, b.minY, b.width, b.height, "count", b.count, "surface", b.surface, "second", b.secondSurfaceShare, "cand", grouper.isGlyphCandidate(b))
  }
}
