import Findings
import Pixels

extension Finding {
  /// Screenshot fingerprints: rule, image name, colors, size class and which quarter of the
  /// image the region is in, so moving content a few pixels keeps the fingerprint (taken
  /// from the scan's first box, so reordering a group's boxes keeps it too).
  public static func from(scan f: ScanFinding, image: String, imageHeight: Int) -> Finding {
    let b = f.boxes.first ?? PixelBox(x: 0, y: 0, width: 0, height: 0)
    let quarter = imageHeight > 0 ? min(3, 4 * (b.y + b.height / 2) / imageHeight) : 0
    let size = Int((Double(b.height) / 8).rounded())
    // Reports put their one location (SARIF, GitHub annotations) on the first box.
    var finding = Finding(
      rule: f.rule, level: f.level, file: image, boxes: f.boxesPlaceFirst, colors: f.colors.map(\.opaqueHex),
      ratio: f.ratio,
      required: f.required, message: f.message, fix: f.fix,
      fingerprint:
        "\(f.rule.id)|\(baseName(image))|\(f.colors.map(\.opaqueHex).joined(separator: ","))|h\(size)|q\(quarter)"
    )
    finding.suggestedColor = f.suggestion?.color.rgba8.opaqueHex
    return finding
  }
}
