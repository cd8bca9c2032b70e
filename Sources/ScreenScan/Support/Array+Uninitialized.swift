extension Array where Element: BitwiseCopyable {
  /// An array of `count` elements whose memory is left as allocated, for buffers the
  /// caller fills completely (often in parallel) before reading any of it.
  static func uninitialized(count: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  }
}
