import ColorScience
import Findings
import Pixels
import Foundation

/// One self-contained HTML page (no network: styles inline, images as data URIs): a summary,
/// then each finding with its swatches, a crop of the screenshot or the token names, the
/// figures, the fix, and how the colors look to protan, deutan and tritan viewers.
public enum CheckHTML {
  /// `crop` returns PNG bytes of a screenshot region, or nil.
  public static func render(_ r: CheckReport, version: String, crop: (String, PixelBoxLike) -> [UInt8]?) -> String {
    var h = """
      <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Legible report</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>
      body{font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans",sans-serif;margin:0;background:#f6f6f8;color:#1c1c1e}
      header{background:#1c1c1e;color:#fff;padding:24px 32px}header h1{margin:0 0 4px;font-size:24px}header p{margin:0;color:#c7c7cc}
      main{max-width:1100px;margin:0 auto;padding:24px 32px}
      .summary{display:flex;gap:16px;margin-bottom:24px;flex-wrap:wrap}.stat{background:#fff;border-radius:10px;padding:14px 18px;min-width:140px;box-shadow:0 1px 2px #0001}
      .stat b{display:block;font-size:26px}.error b{color:#c5221f}.warning b{color:#a15c00}
      .finding{background:#fff;border-radius:12px;padding:18px 20px;margin:0 0 16px;box-shadow:0 1px 2px #0001;border-left:5px solid #c5221f}
      .finding.warning{border-left-color:#d98c00}.finding h2{font-size:16px;margin:0 0 6px}.where{color:#636366;font-family:ui-monospace,Menlo,monospace;font-size:13px}
      .row{display:flex;gap:20px;align-items:flex-start;flex-wrap:wrap;margin-top:12px}
      .sw{display:inline-flex;align-items:center;gap:6px;margin-right:12px;font-family:ui-monospace,Menlo,monospace;font-size:13px}
      .chip{width:22px;height:22px;border-radius:6px;border:1px solid #0002;display:inline-block}
      .sample{padding:10px 14px;border-radius:8px;font-size:17px;border:1px solid #0001}
      .sims{display:flex;gap:10px;flex-wrap:wrap}.sim{text-align:center;font-size:12px;color:#636366}
      .crop{max-width:460px;max-height:180px;border:1px solid #0002;border-radius:6px;image-rendering:auto}
      .fix{margin-top:8px;font-size:14px}.fix code{background:#eef;border-radius:4px;padding:1px 5px}
      .empty{background:#fff;border-radius:12px;padding:24px;text-align:center;color:#1a7f37}
      </style></head><body>
      """
    let errors = r.findings.filter { $0.level == .error }.count
    let warnings = r.findings.count - errors
    h += "<header><h1>Legible report</h1><p>\(r.palettes.count) palette(s), \(r.screenshots.count) screenshot(s) checked by legible \(ScanReports.xml(version))</p></header><main>"
    h += "<section class=\"summary\"><div class=\"stat error\"><b>\(errors)</b>errors</div><div class=\"stat warning\"><b>\(warnings)</b>warnings</div>"
    h += "<div class=\"stat\"><b>\(r.baselined)</b>known (baseline)</div><div class=\"stat\"><b>\(r.errors.count)</b>unreadable inputs</div></section>"
    for e in r.errors { h += "<p class=\"where\">\(ScanReports.xml(e))</p>" }
    if r.findings.isEmpty { h += "<div class=\"empty\">No new findings.</div>" }
    for f in r.findings {
      h += "<article class=\"finding \(f.level)\"><h2>\(ScanReports.xml(title(f)))</h2>"
      h += "<div class=\"where\">\(ScanReports.xml(f.file))\(f.line.map { ":\($0)" } ?? "")\(f.column.map { ":\($0)" } ?? "")\(f.variant.map { " · \($0)" } ?? "")</div>"
      h += "<p>\(ScanReports.xml(f.message))</p><div class=\"row\">"
      let colors = f.colors.compactMap { try? SRGBColor(css: $0) }
      if let box = f.boxes.first, let png = crop(f.file, PixelBoxLike(x: box.x, y: box.y, width: box.width, height: box.height)) {
        h += "<img class=\"crop\" alt=\"the region in the screenshot\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\">"
      }
      h += "<div>"
      for (name, c) in zip(f.tokens.isEmpty ? f.colors : f.tokens, colors) {
        h += "<span class=\"sw\"><span class=\"chip\" style=\"background:\(c.hex)\"></span>\(ScanReports.xml(name))\(f.tokens.isEmpty ? "" : " \(c.hex)")</span>"
      }
      if colors.count >= 2 {
        let fg = colors[0], bg = colors[1]
        h += "<div class=\"row\"><div class=\"sample\" style=\"color:\(fg.hex);background:\(bg.hex)\">The quick brown fox</div></div>"
        h += "<div class=\"row sims\">"
        for d in [Deficiency.protanopia, .deuteranopia, .tritanopia] {
          let s = CVDSimulator(d)
          let a = s.simulate(fg.composited(over: bg.withAlpha(1))), b = s.simulate(bg.withAlpha(1))
          h += "<div class=\"sim\"><div class=\"sample\" style=\"color:\(a.hex);background:\(b.hex)\">Aa</div>\(d.rawValue)<br>\(WCAG.formatRatio(WCAG.contrastRatio(of: a, on: b))):1</div>"
        }
        h += "</div>"
      }
      if let fix = f.fix { h += "<div class=\"fix\">Fix: <code>\(ScanReports.xml(fix))</code></div>" }
      h += "</div></div></article>"
    }
    return h + "</main></body></html>\n"
  }

  static func title(_ f: CheckFinding) -> String {
    let figure = f.ratio.map { f.rule == .stateDistinguishability ? "ΔE00 " + DeltaE.formatted($0) : "\(WCAG.formatRatio($0)):1" } ?? ""
    switch f.rule {
    case .textContrast: return "Low-contrast text \(figure)" + (f.required.map { " (needs \($0):1)" } ?? "")
    case .pairContrast: return "\(f.tokens.joined(separator: " on ")): \(figure)" + (f.required.map { " (needs \($0):1)" } ?? "")
    case .colorOnlyState: return "States told apart only by color"
    case .stateDistinguishability: return "\(f.tokens.joined(separator: " / ")) collapse for color-blind viewers"
    case .contrastRegression: return "Increased contrast lowers \(f.tokens.joined(separator: " on "))"
    default: return f.rule.title
    }
  }
}

/// A box for crop callbacks (kept free of ScreenScan's types for callers).
public struct PixelBoxLike: Sendable {
  public var x: Int, y: Int, width: Int, height: Int
}
