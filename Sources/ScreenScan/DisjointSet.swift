/// Union-find over pixel indices, with path halving. The parent array is the only storage.
struct DisjointSet {
  var parent: [Int32]

  init(count: Int) { parent = (0..<Int32(count)).map { $0 } }

  /// Storage only, not even zeroed (its pages are first touched by whichever core labels
  /// them); the caller sets every entry before use.
  init(uninitializedCount count: Int) { parent = .uninitialized(count: count) }

  @inline(__always)
  static func find(_ p: UnsafeMutablePointer<Int32>, _ i: Int32) -> Int32 {
    var x = i
    while p[Int(x)] != x {
      let grand = p[Int(p[Int(x)])]
      p[Int(x)] = grand
      x = grand
    }
    return x
  }

  @inline(__always)
  static func union(_ p: UnsafeMutablePointer<Int32>, _ a: Int32, _ b: Int32) {
    let ra = find(p, a)
    let rb = find(p, b)
    if ra == rb { return }
    // The smaller index becomes the root, so roots are the first pixel in scan order.
    if ra < rb { p[Int(rb)] = ra } else { p[Int(ra)] = rb }
  }
}

extension Array where Element: BitwiseCopyable {
  /// An array of `count` elements whose memory is left as allocated, for buffers the
  /// caller fills completely (often in parallel) before reading any of it.
  static func uninitialized(count: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  }
}
