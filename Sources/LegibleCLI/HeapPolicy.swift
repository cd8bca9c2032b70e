#if canImport(Glibc)
  import Glibc
#endif

/// How the `legible` process asks glibc's allocator to keep freed image buffers.
///
/// A scan allocates and frees buffers of several megabytes per image (the pixels, region
/// labels, distance maps). By default glibc serves them from the worker thread's arena, and
/// when an image's buffers are freed, returns the arena's free top to the system as soon as
/// it exceeds twice the largest buffer seen (`madvise(MADV_DONTNEED)`), so the next image
/// faults the same pages in again, zero-filled by the kernel: 200 screenshots took 520,000
/// page faults (2 GB) and 10 % of the run's CPU time in the kernel. Keeping up to 64 MiB free
/// per arena makes the next image reuse those pages (20,000 faults).
///
/// - The mmap threshold is fixed at 32 MiB, glibc's own ceiling for its sliding threshold
///   on 64-bit (fixing the trim threshold stops the sliding, which would otherwise leave it
///   at 128 KiB). Buffers above it are mapped and unmapped as before, so a huge image's
///   memory still goes back to the system when it is done.
/// - 64 MiB is one arena heap (glibc's `HEAP_MAX_SIZE`): what each thread may keep beyond
///   what it uses. It costs resident memory, not work: peak RSS of `scan --jobs 2` on 200
///   screenshots went from 109 to 141 MB; the memory budget still bounds images in flight.
///
/// Only the executable calls this (a process-wide setting is not a library's to make).
/// Without glibc (musl, Darwin) `mallopt` is not found and nothing changes.
package enum HeapPolicy {
  /// glibc's `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` (malloc.h, not in Swift's Glibc module).
  static let trimThresholdOption: Int32 = -1
  static let mmapThresholdOption: Int32 = -3
  static let mmapThreshold: Int32 = 32 << 20
  static let trimThreshold: Int32 = 64 << 20

  /// Applies the thresholds; returns whether glibc accepted both.
  @discardableResult
  package static func keepFreedImageMemory() -> Bool {
    #if canImport(Glibc)
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return false }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      return mallopt(mmapThresholdOption, mmapThreshold) == 1
        && mallopt(trimThresholdOption, trimThreshold) == 1
    #else
      return false
    #endif
  }
}
