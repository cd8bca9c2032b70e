import Imaging
import Testing

@testable import ScreenScan

/// `InkBlobFinder` labels bands of rows on separate cores; its blobs must be exactly the
/// 8-connected components of non-surface pixels a plain flood fill finds, numbered in
/// scan order, with their boxes and sizes.
struct InkBlobTests {
  /// Flood fill over 8-neighbours of non-surface pixels; −1 for surface pixels.
  func referenceLabels(_ surface: [Bool], width w: Int, height h: Int) -> [Int32] {
    var label = [Int32](repeating: -1, count: w * h)
    var next: Int32 = 0
    for start in 0..<(w * h) where !surface[start] && label[start] < 0 {
      label[start] = next
      var stack = [start]
      while let i = stack.popLast() {
        let (x, y) = (i % w, i / w)
        for dy in -1...1 {
          for dx in -1...1 {
            let (nx, ny) = (x + dx, y + dy)
            guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
            let j = ny * w + nx
            if !surface[j] && label[j] < 0 {
              label[j] = next
              stack.append(j)
            }
          }
        }
      }
      next += 1
    }
    return label
  }

  @Test(arguments: [(97, 700, UInt64(11)), (64, 1024, 12), (211, 333, 13)])
  func blobsAreTheEightConnectedComponentsOfInk(width: Int, height: Int, seed: UInt64) throws {
    let shapes = FlatRegionsTests()
    let img = shapes.image(width: width, height: height, seed: seed)
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: width, height: height, tolerance: 2, surfaceRadius: 4, fillRadius: 2,
        fillArea: 60)
    }
    let (blobs, labels) = InkBlobFinder.find(regions: regions)
    let expected = referenceLabels(regions.isSurface, width: width, height: height)
    #expect(shapes.firstMismatch(labels, expected, width: width) == nil)
    try #require(blobs.count == Int(expected.max()!) + 1)
    #expect(blobs.count > 20)
    var boxes = [(minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)](
      repeating: (Int.max, Int.max, Int.min, Int.min, 0), count: blobs.count)
    for (i, b) in expected.enumerated() where b >= 0 {
      let (x, y) = (i % width, i / width)
      let k = Int(b)
      boxes[k] = (
        min(boxes[k].minX, x), min(boxes[k].minY, y), max(boxes[k].maxX, x), max(boxes[k].maxY, y),
        boxes[k].count + 1
      )
    }
    for (blob, box) in zip(blobs, boxes) {
      #expect(blob.count == box.count)
      #expect((blob.minX, blob.minY, blob.maxX, blob.maxY) == (box.minX, box.minY, box.maxX, box.maxY))
    }
  }

  @Test func staircaseCombsAcrossSeamsAreOneBlobEach() {
    let shapes = FlatRegionsTests()
    let img = shapes.staircaseCombs()
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 4, fillRadius: 2,
        fillArea: 60)
    }
    let (blobs, labels) = InkBlobFinder.find(regions: regions)
    #expect(
      shapes.firstMismatch(
        labels, referenceLabels(regions.isSurface, width: img.width, height: img.height),
        width: img.width) == nil)
    // One comb per 64 rows: its bar and every stripe above it.
    #expect(blobs.count == (img.height - 1) / 64)
  }
}
