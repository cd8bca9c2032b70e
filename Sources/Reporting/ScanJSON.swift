import ColorScience
import Findings
import JSONSupport
import Pixels
import ScreenScan

/// The stable JSON form of scan results (schema: Sources/Reporting/Schemas/scan.schema.json).
package enum ScanJSON {
  package static func box(_ b: PixelBox) -> JSONValue {
    .object([
      "x": .integer(b.x), "y": .integer(b.y), "width": .integer(b.width), "height": .integer(b.height),
    ])
  }

  /// Ratios are written unrounded (machines compare them); `ratioDisplay` is what people see.
  package static func image(_ path: String, _ r: ScanResult) -> JSONValue {
    var image: JSONObject = [
      "width": .integer(r.width), "height": .integer(r.height), "scale": .number(r.scale),
      "scaleSource": .string(r.scaleReason), "colorSpace": .string(r.colorSpace),
    ]
    if r.scale == r.scale.rounded() { image["scale"] = .integer(Int(r.scale)) }
    let regions: [JSONValue] = r.textRegions.map { t in
      var o: JSONObject = [
        "box": box(t.box), "foreground": .string(t.foreground.opaqueHex),
        "background": .string(t.background.opaqueHex),
        "ratio": .finite(t.ratio), "ratioDisplay": .string(WCAG.formatRatio(t.ratio)),
        "apca": .finite(t.apca),
        "fontSize": .number(t.fontSize), "bold": .bool(t.bold), "stemRatio": .number(t.stemRatio),
        "required": .number(t.required),
        "passes": .bool(t.passes), "outcome": .string(t.outcome.rawValue),
      ]
      if let reason = t.reviewReason { o["reviewReason"] = .string(reason) }
      return .object(o)
    }
    return .object([
      "path": .string(path), "image": .object(image), "textRegions": .array(regions),
      "findings": .array(r.findings.map(finding)), "warnings": .array(r.warnings.map { .string($0) }),
    ])
  }

  package static func finding(_ f: ScanFinding) -> JSONValue {
    var o: JSONObject = ["rule": .string(f.rule.id), "level": .string(f.level.rawValue)]
    if f.boxes.count == 1 { o["box"] = box(f.boxes[0]) } else { o["boxes"] = .array(f.boxes.map(box)) }
    if let ratio = f.ratio { o["ratio"] = .finite(ratio) }
    if let required = f.required { o["required"] = .number(required) }
    if f.rule == .textContrast || f.rule == .nonTextContrast, f.colors.count == 2 {
      o["foreground"] = .string(f.colors[0].opaqueHex)
      o["background"] = .string(f.colors[1].opaqueHex)
    } else if !f.colors.isEmpty {
      o["colors"] = .array(f.colors.map { .string($0.opaqueHex) })
    }
    if let d = f.deficiency { o["deficiency"] = .string(d) }
    o["message"] = .string(f.message)
    if let fix = f.fix { o["fix"] = .string(fix) }
    if let s = f.suggestion {
      o["suggestedForeground"] = .string(s.color.rgba8.opaqueHex)
      o["suggestionDeltaE"] = .number((s.deltaE2000 * 10).rounded() / 10)
    }
    if let e = f.evidence {
      o["members"] = .array(e.members.map { .object(["box": box($0.box), "differs": .bool($0.differs)]) })
      o["cuesChecked"] = .array(e.cuesChecked.map { .string($0) })
      o["confidence"] = .number((e.confidence * 1000).rounded() / 1000)
    }
    return .object(o)
  }
}
