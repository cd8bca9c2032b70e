/// A rectangle in image pixels.
///
/// The origin is the top-left pixel, y grows downwards, and the far edges are exclusive
/// (`maxX` is one past the last column), as in the JSON reports, where it encodes as
/// `{"x", "y", "width", "height"}`. Nothing checks that the box lies inside an image.
public struct PixelBox: Sendable, Hashable, Codable {
  /// Left edge: the first column inside the box.
  public var x: Int
  /// Top edge: the first row inside the box.
  public var y: Int
  /// Number of columns.
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// A box from its top-left corner and size, stored as given (not validated).
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the last column: `x + width`.
  public var maxX: Int { x + width }
  /// One past the last row: `y + height`.
  public var maxY: Int { y + height }

  /// The smallest box holding both boxes (empty boxes included: their corner still counts).
  public func union(_ o: PixelBox) -> PixelBox {
    let x0 = min(x, o.x)
    let y0 = min(y, o.y)
    return PixelBox(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
  }

  /// The number of pixels the two boxes share: 0 when they do not meet.
  public func overlapArea(_ o: PixelBox) -> Int {
    max(0, min(maxX, o.maxX) - max(x, o.x)) * max(0, min(maxY, o.maxY) - max(y, o.y))
  }
}
