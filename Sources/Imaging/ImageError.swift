/// A PNG that could not be read or written, with where and why.
///
/// `file` names the input as the user gave it (`-` for standard input); `place` says where
/// in the file the problem is (a chunk and its byte offset, or "header"); `message` says
/// what was found and what was expected.
public struct ImageError: Error, Sendable, CustomStringConvertible, Equatable {
  public var file: String
  public var place: String?
  public var message: String

  public init(file: String, place: String? = nil, message: String) {
    self.file = file
    self.place = place
    self.message = message
  }

  public var description: String {
    if let place { return "\(file): \(place): \(message)" }
    return "\(file): \(message)"
  }
}

/// Limits on what a PNG may declare before Legible spends memory on it.
public struct ImageLimits: Sendable, Hashable {
  /// Largest width × height accepted (default 200 megapixels), checked against the IHDR
  /// header before anything is allocated.
  public var maximumPixels: Int
  /// Largest file accepted, in bytes (default 512 MiB).
  public var maximumFileBytes: Int
  /// Largest embedded ICC profile, compressed or inflated (default 4 MiB).
  public var maximumICCBytes: Int

  /// Memory a whole run may spend on images at once (default 2 GiB): an image whose working
  /// set exceeds it is refused before decoding, and images wait for each other to fit.
  public var memoryBudget: Int

  public init(
    maximumPixels: Int = 200_000_000, maximumFileBytes: Int = 512 << 20, maximumICCBytes: Int = 4 << 20,
    memoryBudget: Int = 2 << 30
  ) {
    self.maximumPixels = maximumPixels
    self.maximumFileBytes = maximumFileBytes
    self.maximumICCBytes = maximumICCBytes
    self.memoryBudget = memoryBudget
  }

  public static let `default` = ImageLimits()
  /// The largest memory budget accepted (1 PiB): far above any machine, low enough that
  /// sums of reservations cannot overflow.
  public static let maximumMemoryBudget = 1 << 50
}
