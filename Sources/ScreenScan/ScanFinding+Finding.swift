import Findings
import Pixels

extension Finding {
  /// Screenshot fingerprints: rule, image name, colors, size class and which quarter of the
  /// image the region is in, so moving content a few pixels keeps the fingerprint.
  public static func from(scan f: ScanFinding, image: String, imageHeight: Int) -> Finding {
    let b = f.boxes.first ?? PixelBox(x: 0, y: 0, width: 0, height: 0)
    let quarter = imageHeight > 0 ? min(3, 4 * (b.y + b.height / 2) / imageHeight) : 0
    let size = Int((Double(b.height) / 8).rounded())
    return Finding(
      rule: f.rule, level: f.level, file: image, boxes: f.boxes, colors: f.colors.map(\.opaqueHex), ratio: f.ratio,
      required: f.required, message: f.message, fix: f.fix,
      fingerprint: "\(f.rule.id)|\(baseName(image))|\(f.colors.map(\.opaqueHex).joined(separator: ","))|h\(size)|q\(quarter)")
  }
}
