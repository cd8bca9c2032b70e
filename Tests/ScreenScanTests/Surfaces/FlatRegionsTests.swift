import ColorScience
import Imaging
import Testing

@testable import ScreenScan

/// `FlatRegions` labels bands of rows on separate cores and computes its distance transform
/// in separable passes; both must give exactly what a plain flood fill and a breadth-first
/// distance give, whatever the band seams cut through.
struct FlatRegionsTests {
  /// SplitMix64: a fixed sequence, so a failure reproduces.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  /// Percolating two-tone noise (clusters that wind across many rows and every seam), solid
  /// blocks (surfaces with large distances) and ±2 jitter (similar but not equal pixels).
  func image(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var random = Random(state: seed)
    var image = RGBAImage(width: width, height: height, fill: RGBA8(red: 240, green: 240, blue: 240))
    let tones = [RGBA8(red: 30, green: 60, blue: 90), RGBA8(red: 200, green: 40, blue: 40)]
    for y in 0..<height {
      for x in 0..<width {
        let inBlock = (x / 24 + y / 40) % 3 == 0
        let tone = random.below(100) < 58 ? 0 : 1
        var c = inBlock ? RGBA8(red: 240, green: 240, blue: 240) : tones[tone]
        if random.below(4) == 0 { c.red = UInt8(Int(c.red) + random.below(5) - 2) }
        image[x, y] = c
      }
    }
    return image
  }

  /// Where two per-pixel maps first differ, as (x, y): a readable failure for big arrays.
  func firstMismatch<T: Equatable>(_ a: [T], _ b: [T], width: Int) -> (x: Int, y: Int)? {
    guard a.count == b.count else { return (-1, -1) }
    return a.indices.first { a[$0] != b[$0] }.map { ($0 % width, $0 / width) }
  }

  func similar(_ a: RGBA8, _ b: RGBA8) -> Bool {
    let dr = abs(Int(a.red) - Int(b.red))
    let dg = abs(Int(a.green) - Int(b.green))
    let db = abs(Int(a.blue) - Int(b.blue))
    return max(dr, dg, db) <= 2
  }

  /// Flood fill in scan order, so region numbers follow their first pixels.
  func referenceRegions(_ image: RGBAImage) -> [Int32] {
    let (w, h) = (image.width, image.height)
    var region = [Int32](repeating: -1, count: w * h)
    var next: Int32 = 0
    for start in 0..<(w * h) where region[start] < 0 {
      region[start] = next
      var stack = [start]
      while let i = stack.popLast() {
        let (x, y) = (i % w, i / w)
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && ny >= 0 && nx < w && ny < h {
          let j = ny * w + nx
          if region[j] < 0 && similar(image[x, y], image[nx, ny]) {
            region[j] = next
            stack.append(j)
          }
        }
      }
      next += 1
    }
    return region
  }

  /// Breadth-first city-block distance from every edge pixel.
  func referenceDistance(_ region: [Int32], width w: Int, height h: Int) -> [Int] {
    var distance = [Int](repeating: Int.max, count: w * h)
    var queue: [Int] = []
    for y in 0..<h {
      for x in 0..<w {
        let i = y * w + x
        let me = region[i]
        let border = x == 0 || y == 0 || x == w - 1 || y == h - 1
        if border || [i - 1, i + 1, i - w, i + w].contains(where: { region[$0] != me }) {
          distance[i] = 0
          queue.append(i)
        }
      }
    }
    var head = 0
    while head < queue.count {
      let i = queue[head]
      head += 1
      let (x, y) = (i % w, i / w)
      for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
      where nx >= 0 && ny >= 0 && nx < w && ny < h {
        let j = ny * w + nx
        if distance[j] == Int.max {
          distance[j] = distance[i] + 1
          queue.append(j)
        }
      }
    }
    return distance
  }

  /// Below every 64th row (wherever the band seams fall, for any core count) a bar joins a
  /// row of stripes whose tops climb from left to right, so each stripe's root is smaller
  /// than the last: joining them at the seam builds chains of roots several links deep.
  func staircaseCombs(width: Int = 200, height: Int = 512) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: RGBA8(red: 255, green: 255, blue: 255))
    let ink = RGBA8(red: 20, green: 20, blue: 20)
    for seam in stride(from: 64, to: height, by: 64) {
      for x in 0..<width { image[x, seam] = ink }
      for k in 0..<(width / 4) {
        for y in (seam - 3 - k % 50)..<seam { image[4 * k + 1, y] = ink }
      }
    }
    return image
  }

  @Test func rootChainsAcrossBandSeamsResolveToOneRegion() {
    let img = staircaseCombs()
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: img.width, height: img.height, tolerance: 2, surfaceRadius: 4, fillRadius: 2,
        fillArea: 60)
    }
    #expect(firstMismatch(regions.root, referenceRegions(img), width: img.width) == nil)
  }

  @Test(arguments: [(97, 700, UInt64(1)), (64, 1024, 2), (211, 333, 3), (5, 300, 4)])
  func matchesFloodFillAndBreadthFirstDistance(width: Int, height: Int, seed: UInt64) {
    checkAgainstReference(image(width: width, height: height, seed: seed), radius: 4, thin: 2, bigArea: 60)
  }

  /// Rectangles of every size from 1×1 to 16×16 on a grid of 1-pixel rules: each one's
  /// largest distance sits exactly at, above or below the radii, horizontally and vertically.
  @Test(arguments: [(4, 3, 40), (7, 6, 1000), (6, 2, 30), (1, 1, 1)])
  func rectanglesAtEveryThresholdMatchTheReference(radius: Int, thin: Int, bigArea: Int) {
    let cell = 17
    var img = RGBAImage(width: 16 * cell + 1, height: 16 * cell + 1, fill: RGBA8(red: 0, green: 0, blue: 0))
    for h in 1...16 {
      for w in 1...16 {
        for y in 0..<h {
          for x in 0..<w {
            img[(w - 1) * cell + 1 + x, (h - 1) * cell + 1 + y] = RGBA8(red: 250, green: 250, blue: 250)
          }
        }
      }
    }
    checkAgainstReference(img, radius: radius, thin: thin, bigArea: bigArea)
  }

  /// A thin bar down the whole image is split between the cores that tally areas: it is a
  /// surface only if its parts' areas are added up, not if one part's count stands for all.
  @Test func areasAddUpAcrossTheCoresThatCountThem() {
    var img = RGBAImage(width: 20, height: 400, fill: RGBA8(red: 255, green: 255, blue: 255))
    for y in 0..<400 {
      for x in 8..<11 { img[x, y] = RGBA8(red: 20, green: 20, blue: 20) }
    }
    img[2, 2] = RGBA8(red: 200, green: 0, blue: 0)  // a dot: never a surface
    checkAgainstReference(img, radius: 5, thin: 1, bigArea: 1200, minimumRegions: 3)
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: 20, height: 400, tolerance: 2, surfaceRadius: 5, fillRadius: 1, fillArea: 1200)
    }
    #expect(regions.isSurface[9 + 200 * 20])
  }

  func checkAgainstReference(
    _ img: RGBAImage, radius: Int, thin: Int, bigArea: Int, minimumRegions: Int = 100
  ) {
    let (width, height) = (img.width, img.height)
    let regions = img.pixels.withUnsafeBufferPointer {
      FlatRegions(
        pixels: $0, width: width, height: height, tolerance: 2, surfaceRadius: radius, fillRadius: thin,
        fillArea: bigArea)
    }
    let expected = referenceRegions(img)
    #expect(firstMismatch(regions.root, expected, width: width) == nil)
    let distance = referenceDistance(expected, width: width, height: height)
    let count = Int(expected.max()!) + 1
    var maxDistance = [Int](repeating: 0, count: count)
    var area = [Int](repeating: 0, count: count)
    for (i, k) in expected.enumerated() {
      maxDistance[Int(k)] = max(maxDistance[Int(k)], distance[i])
      area[Int(k)] += 1
    }
    let surface = expected.map { k in
      maxDistance[Int(k)] >= radius || (maxDistance[Int(k)] >= thin && area[Int(k)] >= bigArea)
    }
    #expect(firstMismatch(regions.isSurface, surface, width: width) == nil)
    // The image must exercise what it is for: many regions, surfaces and non-surfaces.
    #expect(count >= minimumRegions && surface.contains(true) && surface.contains(false))
  }
}
