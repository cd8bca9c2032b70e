import ColorScience
import Dispatch
import Pixels

extension ScreenScanner {
  /// Scans an image while its rows are still arriving (a PNG being inflated), composited
  /// over `backdrop` as they come; returns the composited image with the result.
  ///
  /// The same result as compositing the whole image and calling `scan(_:)`, in less time:
  /// the flat regions' labelling, the scan's first pass, runs band by band on the other cores
  /// this thread may use (`StreamedLabelling`) while the source produces the next rows, and
  /// the buffers are written while their rows are still in cache. A failure of the source
  /// is thrown as it is, once every helper has stopped.
  public func scan<Source: RowSource>(rows source: inout Source, backdrop: RGBA8) throws(Source.Failure)
    -> (image: RGBAImage, result: ScanResult)
  {
    let (width, height) = (source.width, source.height)
    let count = width * height
    guard count > 0 else {
      let image = RGBAImage(width: width, height: height, pixels: [])
      return (image, scan(image))
    }
    let (scale, reason) = scale(width: width)
    let t0 = DispatchTime.now().uptimeNanoseconds
    var pixels = [UInt8].uninitialized(count: 4 * count)
    var parents = [Int32].uninitialized(count: count)
    var failure: Source.Failure? = nil
    let tolerance = Self.flatTolerance
    let completed = pixels.withUnsafeMutableBufferPointer { pixelBuffer in
      parents.withUnsafeMutableBufferPointer { parentBuffer in
        let base = pixelBuffer.baseAddress!
        let p = parentBuffer.baseAddress!
        let words = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self)
        return StreamedLabelling.label(
          height: height,
          produce: { rows in
            do throws(Source.Failure) {
              try source.readRows(rows.count, into: base + 4 * width * rows.lowerBound)
              return true
            } catch {
              failure = error
              return false
            }
          },
          labelRows: { rows in
            let band = UnsafeMutableBufferPointer(start: base + 4 * width * rows.lowerBound, count: 4 * width * rows.count)
            if !RGBAImage.isOpaque(UnsafeRawBufferPointer(band)) { RGBAImage.composite(band, over: backdrop) }
            FlatRegions.label(rows: rows, words: words, parents: p, width: width, tolerance: tolerance)
          },
          joinAbove: { FlatRegions.join(row: $0, words: words, parents: p, width: width, tolerance: tolerance) },
          ahead: {
            // The image's pages, mapped before the producer writes them (see `Prefault`); then
            // the parents', which this helper fills as it labels.
            Prefault.writable(UnsafeMutableRawBufferPointer(pixelBuffer))
            Prefault.writable(UnsafeMutableRawBufferPointer(parentBuffer))
          })
      }
    }
    if !completed, let failure { throw failure }
    let image = RGBAImage(width: width, height: height, pixels: pixels)
    let sizes = RegionSizes(options: options, scale: scale)
    let regions = FlatRegions(
      parents: consume parents, width: width, height: height, surfaceRadius: sizes.surfaceRadius,
      fillRadius: sizes.fillRadius, fillArea: sizes.fillArea)
    return (image, scan(image, regions: regions, scale: scale, reason: reason, start: t0))
  }
}
