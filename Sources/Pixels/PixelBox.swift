/// A rectangle in image pixels.
public struct PixelBox: Sendable, Hashable, Codable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }

  public func union(_ o: PixelBox) -> PixelBox {
    let x0 = min(x, o.x)
    let y0 = min(y, o.y)
    return PixelBox(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
  }
}
