/// A PNG that could not be read or written, with where and why.
///
/// `file` names the input as the user gave it (`-` for standard input); `place` says where
/// in the file the problem is (a chunk and its byte offset, or "header"); `message` says
/// what was found and what was expected.
public struct ImageError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The input as the user named it (`-` for standard input).
  public var file: String
  /// Where in the file: a chunk and its byte offset, or "header"; nil for the file as a whole.
  public var place: String?
  /// What was found and what was expected, without the file and place.
  public var message: String

  /// An error about `file`, at `place` when known.
  public init(file: String, place: String? = nil, message: String) {
    self.file = file
    self.place = place
    self.message = message
  }

  /// `file: place: message`, as compilers print diagnostics.
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

  /// Limits with the CLI's defaults, safe for untrusted files on a typical machine.
  public init(
    maximumPixels: Int = 200_000_000, maximumFileBytes: Int = 512 << 20, maximumICCBytes: Int = 4 << 20,
    memoryBudget: Int = 2 << 30
  ) {
    self.maximumPixels = maximumPixels
    self.maximumFileBytes = maximumFileBytes
    self.maximumICCBytes = maximumICCBytes
    self.memoryBudget = memoryBudget
  }

  /// The CLI's defaults: 200 megapixels, 512 MiB files, 4 MiB profiles, 2 GiB at once.
  public static let `default` = ImageLimits()
  /// The largest memory budget accepted (1 PiB): far above any machine, low enough that
  /// sums of reservations cannot overflow.
  public static let maximumMemoryBudget = 1 << 50
}
