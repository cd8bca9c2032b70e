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
  /// so do their numbering, distance transform and tallies on the rows far enough above
  /// (`StreamedRegions`); the buffers are written while their rows are still in cache. A
  /// failure of the source is thrown as it is, once every helper has stopped.
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
    let sizes = RegionSizes(options: options, scale: scale)
    var pixels = [UInt8].uninitialized(count: 4 * count)
    var failure: Source.Failure? = nil
    let found = pixels.withUnsafeMutableBufferPointer { pixelBuffer in
      let base = pixelBuffer.start
      return FlatRegions.streamed(
        pixels: base, width: width, height: height, tolerance: Self.flatTolerance,
        surfaceRadius: sizes.surfaceRadius, fillRadius: sizes.fillRadius, fillArea: sizes.fillArea,
        produce: { rows in
          do throws(Source.Failure) {
            try source.readRows(rows.count, into: base + 4 * width * rows.lowerBound)
            return true
          } catch {
            failure = error
            return false
          }
        },
        prepare: { band in
          if !RGBAImage.isOpaque(UnsafeRawBufferPointer(band)) { RGBAImage.composite(band, over: backdrop) }
        },
        // The image's pages, mapped before the producer writes them (see `Prefault`).
        ahead: { Prefault.writable(UnsafeMutableRawBufferPointer(pixelBuffer)) })
    }
    guard let regions = found?.regions else {
      if let failure { throw failure }
      preconditionFailure("the labelling stopped without a failure")
    }
    let image = RGBAImage(width: width, height: height, pixels: pixels)
    return (image, scan(image, regions: regions, scale: scale, reason: reason, start: t0))
  }
}
