import ColorScience
import Foundation
import Imaging
import ScreenScan

/// The memory a run may spend on images at once (`--max-memory`, `scan.maxMemory` in
/// legible.json; default 2 GiB).
///
/// Each image reserves its working set (the file, decoding, the scan: see `ImageScan.cost`)
/// from its header, before any of it is allocated. One that does not fit in what is left
/// waits for others to finish instead of starting, so `--jobs` bounds time, not memory; one
/// that would not fit in the whole budget is refused with an error that says how much it
/// needs. A 762 KB PNG that declares 196 megapixels can therefore not take several GB, and
/// two of them cannot take twice that.
final class MemoryBudget: @unchecked Sendable {
  let total: Int
  private var reserved = 0
  private let condition = NSCondition()

  init(total: Int) { self.total = total }

  /// Waits until `bytes` fit, reserves them and runs `body`, then releases them; throws
  /// without waiting when they exceed the whole budget.
  func withReservation<T>(_ bytes: Int, _ body: () throws(ImageError) -> T) throws(MemoryBudgetError)
    -> Result<T, ImageError>
  {
    guard bytes <= total else { throw MemoryBudgetError(needed: bytes, budget: total) }
    condition.lock()
    while reserved + bytes > total { condition.wait() }
    reserved += bytes
    condition.unlock()
    defer {
      condition.lock()
      reserved -= bytes
      condition.broadcast()
      condition.unlock()
    }
    do { return .success(try body()) } catch { return .failure(error) }
  }
}

/// An image that needs more memory than the run's whole budget.
struct MemoryBudgetError: Error {
  var needed: Int
  var budget: Int
}

/// Decoding and scanning one PNG within the run's memory budget, for `scan` and `check`.
enum ImageScan {
  /// Peak bytes of decoding then scanning: the file is held throughout; decoding's buffers
  /// and the scan's never at once (the decoded image is the scan's input, counted there);
  /// a transparent image is composited into a copy, briefly two images.
  static func cost(of file: PNGDecoder.File) -> Int {
    let pixels = file.width * file.height
    let scan = ScreenScanner.workingSetBytes(width: file.width, height: file.height)
    return file.fileBytes + max(file.decodingBytes, 8 * pixels, scan)
  }

  /// `whileHeld` sees the composited image and its result while the image is still in memory
  /// (and counted in the reservation): the HTML report crops its previews there.
  static func run(
    path: String, limits: ImageLimits, budget: MemoryBudget, scanner: ScreenScanner, backdrop: RGBA8,
    whileHeld: (RGBAImage, ScanResult) -> Void = { _, _ in }
  ) -> Result<ScanResult, ImageError> {
    let file: PNGDecoder.File
    do { file = try PNGDecoder.open(path: path, limits: limits) } catch { return .failure(error) }
    let needed = cost(of: file)
    do {
      return try budget.withReservation(needed) { () throws(ImageError) -> ScanResult in
        let image: RGBAImage
        var result: ScanResult
        switch try PNGDecoder.pixels(of: file, limits: limits) {
        case .rows(var rows):
          // The common screenshot: scanned while libpng inflates it (see `scan(rows:backdrop:)`).
          (image, result) = try scanner.scan(rows: &rows, backdrop: backdrop)
          result.colorSpace = rows.colorSpace
          result.warnings = rows.warnings
        case .whole(var decoded):
          image = decoded.image.composited(over: backdrop)
          decoded.image = RGBAImage(width: 0, height: 0, pixels: [])  // a transparent original is not kept
          result = scanner.scan(image)
          result.colorSpace = decoded.colorSpace
          result.warnings = decoded.warnings
        }
        if scanner.options.scale != nil { result.scaleReason = "given with --scale" }
        whileHeld(image, result)
        return result
      }
    } catch {
      return .failure(
        ImageError(
          file: path,
          message:
            "scanning this \(file.width)×\(file.height) image needs about \(size(error.needed)) of memory; the budget is \(size(error.budget)) (raise it with --max-memory, or scan.maxMemory in legible.json)"
        ))
    }
  }

  /// "146 MiB", "2.5 GiB" (rounded up: the point is that it does not fit).
  static func size(_ bytes: Int) -> String {
    let mib = (Double(bytes) / Double(1 << 20)).rounded(.up)
    if mib < 1024 { return "\(Int(mib)) MiB" }
    let gib = Double(bytes) / Double(1 << 30)
    return gib >= 100 ? "\(Int(gib.rounded(.up))) GiB" : "\((gib * 10).rounded(.up) / 10) GiB"
  }
}
