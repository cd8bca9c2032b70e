/// Union-find over pixel indices held in a caller's `Int32` buffer (one parent per pixel),
/// with path halving. Every entry names an earlier pixel of its set or itself, and a root is
/// its set's first pixel in scan order.
enum DisjointSet {
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
