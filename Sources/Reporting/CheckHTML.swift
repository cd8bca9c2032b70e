import ColorScience
import Findings
import Foundation
import Pixels

/// The HTML report of `legible check`: one self-contained page (styles and script inline,
/// images as data URIs, nothing fetched) to browse findings by file and rule.
///
/// At the top a summary (counts by level, by rule with its WCAG criteria, the files with
/// the most findings) and filters (level, rule, file, free text; also read from the URL's
/// fragment, `#level=error&rule=text-contrast`, so a link can share a view). Then one
/// section per file: a screenshot's overview with every finding boxed over it (each box
/// links to its card, and hovering a card lights its box), then its findings grouped by
/// rule, each with a crop that frames the text, swatches, how the pair looks to protan,
/// deutan and tritan viewers, and the fix.
package enum CheckHTML {
  /// - Parameter previews: overview and crops for each screenshot, by path (see
  ///   `ScreenshotPreview`); a screenshot without one is listed without images.
  /// The most image bytes one page embeds (overviews and crops, before base64): beyond it
  /// images are left out and the page says how many. With `ScreenshotPreview.maximumCrops`
  /// and `maximumBoxes` this bounds the page and the memory that makes it.
  package static let maximumEmbeddedBytes = 48 << 20
  /// The most finding boxes drawn over one screenshot's overview.
  package static let maximumBoxes = 400

  /// The filter bar (levels, rule, file, free text): the page's script hides the cards that
  /// do not match, so a long report stays one static file that needs no server.
  static func filterForm(rules: [Rule], files: [String], findingCount: Int) -> String {
    let x = ScanReports.xml
    var h = "<form id=\"filters\" class=\"filters\" onsubmit=\"return false\"><fieldset><legend>Show</legend>"
    for level in Level.allCases {
      h +=
        "<label><input type=\"checkbox\" name=\"level\" value=\"\(level.rawValue)\" checked> \(level.rawValue)</label>"
    }
    h += "<select name=\"rule\" aria-label=\"rule\"><option value=\"\">every rule</option>"
    for rule in rules { h += "<option value=\"\(rule.id)\">\(x(rule.id))</option>" }
    h += "</select><select name=\"file\" aria-label=\"file\"><option value=\"\">every file</option>"
    for file in files { h += "<option value=\"\(x(file))\">\(x(file))</option>" }
    h +=
      "</select><input type=\"search\" name=\"q\" placeholder=\"search messages, tokens, colors\" aria-label=\"search\">"
    h += "<output id=\"shown\">\(findingCount) of \(findingCount) shown</output></fieldset></form>"
    return h
  }

  ///   `notEmbedded` names screenshots whose images were left out on purpose, with the
  ///   reason (`merge` embeds only screenshots inside the working folder).
  package static func render(
    _ r: CheckReport, version: String, previews: [String: ScreenshotPreview] = [:],
    notEmbedded: [String: String] = [:]
  ) -> String {
    let x = ScanReports.xml
    var h = head
    var embedded = 0
    var leftOut = 0
    /// The image's bytes as a data URI, or nil once the page's budget is spent.
    func embed(_ png: [UInt8]) -> String? {
      guard embedded + png.count <= maximumEmbeddedBytes else {
        leftOut += 1
        return nil
      }
      embedded += png.count
      return "data:image/png;base64," + Data(png).base64EncodedString()
    }
    let count = { (l: Level) in r.findings.filter { $0.level == l }.count }
    h +=
      "<header><h1>Legible report</h1><p>\(r.palettes.count) palette(s), \(r.screenshots.count) screenshot(s) checked by legible \(x(version))</p></header><main>"

    // Summary: levels, rules, files.
    h += "<section class=\"summary\">"
    for (level, label) in [(Level.error, "errors"), (.warning, "warnings"), (.note, "notes")] {
      h += "<div class=\"stat \(level.rawValue)\"><b>\(count(level))</b>\(label)</div>"
    }
    h +=
      "<div class=\"stat\"><b>\(r.baselined)</b>known (baseline)</div><div class=\"stat\"><b>\(r.errors.count)</b>unreadable inputs</div></section>"
    let byRule = Dictionary(grouping: r.findings, by: \.rule)
    let byFile = Dictionary(grouping: r.findings, by: \.file)
    let ids = anchors(Array(byFile.keys))
    if !r.findings.isEmpty { h += summaryTables(byRule: byRule, byFile: byFile, ids: ids) }

    h += filterForm(rules: byRule.keys.sorted(), files: byFile.keys.sorted(), findingCount: r.findings.count)

    for e in r.errors { h += "<p class=\"unreadable\">\(x(e))</p>" }
    if r.findings.isEmpty { h += "<div class=\"empty\">No new findings.</div>" }

    // One section per file, findings grouped by rule, numbered across the page.
    var number = 0
    for (file, fs) in byFile.sorted(by: { $0.key < $1.key }) {
      h +=
        "<section class=\"file\" id=\"\(ids[file] ?? anchor(file))\" data-file=\"\(x(file))\"><h2>\(x(file))</h2>"
      h +=
        "<p class=\"counts\">\(fs.filter { $0.level == .error }.count) error(s), \(fs.count) finding(s)</p>"
      let groups = Dictionary(grouping: fs, by: \.rule).sorted { $0.key < $1.key }
      let firstNumber = number + 1
      if let reason = notEmbedded[file] {
        h += "<p class=\"counts\">screenshot not embedded: \(x(reason))</p>"
      }
      if let preview = previews[file], !preview.overview.isEmpty, let overview = embed(preview.overview) {
        h +=
          "<figure class=\"shot\"><div class=\"frame\"><img alt=\"\(x(file)), whole screen\" src=\"\(overview)\">"
        var n = firstNumber
        for (_, list) in groups {
          for f in list {
            guard n - firstNumber < maximumBoxes else { break }
            // The finding's own box carries its number (in a color-only group, the member
            // that differs); the other members are dashed and link to the same card.
            for (k, b) in f.boxes.prefix(64).enumerated() where preview.width > 0 && preview.height > 0 {
              let px = { (v: Int, of: Int) in
                String(format: "%.3f", 100 * Double(min(max(v, 0), of)) / Double(of))
              }
              let style =
                "left:\(px(b.x, preview.width))%;top:\(px(b.y, preview.height))%;width:\(px(b.width, preview.width))%;height:\(px(b.height, preview.height))%"
              h +=
                "<a class=\"box \(f.level.rawValue)\(k > 0 ? " member" : "")\" href=\"#f\(n)\" data-for=\"f\(n)\" title=\"#\(n) \(x(title(f)))\" style=\"\(style)\">\(k == 0 ? "<span>\(n)</span>" : "")</a>"
            }
            n += 1
          }
        }
        let drawn = fs.count > maximumBoxes ? "; the first \(maximumBoxes) of \(fs.count) findings boxed" : ""
        h +=
          "</div><figcaption>\(preview.width)×\(preview.height) px; boxes link to their findings\(drawn)</figcaption></figure>"
      }
      h += "<div class=\"cards\">"
      for (rule, list) in groups {
        h +=
          "<div class=\"rulegroup\" data-rule=\"\(rule.id)\"><h3>\(x(rule.title)) <small>\(x(rule.id))\(rule.successCriteria.isEmpty ? "" : " · WCAG " + rule.successCriteria.joined(separator: ", "))</small></h3>"
        for f in list {
          number += 1
          h += card(f, number: number, crop: previews[file]?.crops[f.fingerprint].flatMap(embed))
        }
        h += "</div>"
      }
      h += "</div></section>"
    }
    if leftOut > 0 {
      h +=
        "<p class=\"unreadable\">\(leftOut) image(s) not embedded: this page holds at most \(maximumEmbeddedBytes >> 20) MB of images</p>"
    }
    return h + "</main>" + script + "</body></html>\n"
  }

  /// The "by rule" and "files with the most findings" tables of the summary; its own step
  /// to keep `render` short.
  static func summaryTables(
    byRule: [Rule: [Finding]], byFile: [String: [Finding]], ids: [String: String]
  ) -> String {
    let x = ScanReports.xml
    var h = ""
    h +=
      "<section class=\"tables\"><table><caption>By rule</caption><tr><th>rule</th><th>WCAG</th><th>findings</th></tr>"
    for rule in byRule.keys.sorted() {
      h +=
        "<tr><td><a href=\"#rule=\(rule.id)\" class=\"rulelink\" data-rule=\"\(rule.id)\">\(x(rule.id))</a><br><small>\(x(rule.title))</small></td><td>\(x(rule.successCriteria.joined(separator: ", ")))</td><td>\(byRule[rule]!.count)</td></tr>"
    }
    h +=
      "</table><table><caption>Files with the most findings</caption><tr><th>file</th><th>errors</th><th>all</th></tr>"
    for (file, fs) in byFile.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }).prefix(10) {
      h +=
        "<tr><td><a href=\"#\(ids[file] ?? anchor(file))\">\(x(file))</a></td><td>\(fs.filter { $0.level == .error }.count)</td><td>\(fs.count)</td></tr>"
    }
    h += "</table></section>"
    return h
  }

  /// - Parameter crop: a data URI.
  static func card(_ f: Finding, number: Int, crop: String?) -> String {
    let x = ScanReports.xml
    let search = ([f.message, f.file] + f.tokens + f.colors).joined(separator: " ").lowercased()
    var h =
      "<article id=\"f\(number)\" class=\"finding \(f.level.rawValue)\" data-level=\"\(f.level.rawValue)\" data-rule=\"\(f.rule.id)\" data-file=\"\(x(f.file))\" data-text=\"\(x(search))\">"
    h += "<h4><span class=\"num\">\(number)</span> \(x(title(f)))</h4>"
    var place = f.file + (f.line.map { ":\($0)" } ?? "") + (f.column.map { ":\($0)" } ?? "")
    if let b = f.boxes.first { place += " · x \(b.x), y \(b.y), \(b.width)×\(b.height) px" }
    if let v = f.variant { place += " · \(v)" }
    h += "<div class=\"where\">\(x(place))</div><p>\(x(f.message))</p><div class=\"row\">"
    if let crop {
      h += "<img class=\"crop\" alt=\"the finding in the screenshot, framed\" src=\"\(crop)\">"
    }
    h += "<div>"
    let colors = f.colors.compactMap { try? SRGBColor(css: $0) }
    for (name, c) in zip(f.tokens.isEmpty ? f.colors : f.tokens, colors) {
      h +=
        "<span class=\"sw\"><span class=\"chip\" style=\"background:\(c.hex)\"></span>\(x(name))\(f.tokens.isEmpty ? "" : " \(c.hex)")</span>"
    }
    if colors.count >= 2 && (f.rule == .stateDistinguishability || f.rule == .colorOnlyState) {
      // Two states are two fills shown side by side, not text on a fill: each simulation
      // shows both, with how far apart they still are (ΔE00), which is what collapses.
      let names = f.tokens.count >= 2 ? Array(f.tokens.prefix(2)) : ["state 1", "state 2"]
      h += "<div class=\"row sims\">"
      for d in [Deficiency?.none, .protanopia, .deuteranopia, .tritanopia] {
        let shown = colors.prefix(2).map { c in
          d.map { CVDSimulator($0).simulate(c.withAlpha(1)) } ?? c.withAlpha(1)
        }
        h += "<div class=\"sim states\">"
        for (name, c) in zip(names, shown) {
          h += "<span class=\"state\" style=\"background:\(c.hex)\" title=\"\(x(name)) \(c.hex)\"></span>"
        }
        h +=
          "<br>\(d?.rawValue ?? "as designed")<br>ΔE00 \(DeltaE.formatted(DeltaE.ciede2000(shown[0], shown[1])))</div>"
      }
      h += "</div>"
    } else if colors.count >= 2 {
      let fg = colors[0]
      let bg = colors[1]
      h +=
        "<div class=\"row\"><div class=\"sample\" style=\"color:\(fg.hex);background:\(bg.hex)\">The quick brown fox</div>"
      if let suggested = f.suggestedColor.flatMap({ try? SRGBColor(css: $0) }) {
        h +=
          "<div class=\"sample\" title=\"the nearest passing color, hue kept\" style=\"color:\(suggested.hex);background:\(bg.hex)\">The quick brown fox (\(suggested.hex))</div>"
      }
      h += "</div>"
      h += "<div class=\"row sims\">"
      for d in [Deficiency.protanopia, .deuteranopia, .tritanopia] {
        let s = CVDSimulator(d)
        let a = s.simulate(fg.composited(over: bg.withAlpha(1)))
        let b = s.simulate(bg.withAlpha(1))
        h +=
          "<div class=\"sim\"><div class=\"sample\" style=\"color:\(a.hex);background:\(b.hex)\">Aa</div>\(d.rawValue)<br>\(WCAG.formatRatio(WCAG.contrastRatio(of: a, on: b))):1</div>"
      }
      h += "</div>"
    }
    if let fix = f.fix { h += "<div class=\"fix\">Fix: <code>\(x(fix))</code></div>" }
    return h + "</div></div></article>"
  }

  /// An id for a file's section: letters and digits kept, everything else a dash.
  static func anchor(_ file: String) -> String {
    "file-"
      + String(
        file.unicodeScalars.map {
          ($0.properties.isAlphabetic || ("0"..."9").contains($0)) && $0.isASCII ? Character($0) : "-"
        })
  }

  /// Each file's section id, unique on the page: `anchor`, with `-2`, `-3`… after the
  /// second and later files (in sorted order) that would share one (`a b.png` and
  /// `a-b.png` both made `file-a-b-png`, and the second could not be linked to).
  static func anchors(_ files: [String]) -> [String: String] {
    var ids: [String: String] = [:]
    var taken = Set<String>()
    for file in files.sorted() {
      var id = anchor(file)
      var n = 2
      while taken.contains(id) {
        id = anchor(file) + "-\(n)"
        n += 1
      }
      taken.insert(id)
      ids[file] = id
    }
    return ids
  }

  static func title(_ f: Finding) -> String {
    let figure =
      f.ratio.map {
        f.rule == .stateDistinguishability ? "ΔE00 " + DeltaE.formatted($0) : "\(WCAG.formatRatio($0)):1"
      } ?? ""
    switch f.rule {
    case .textContrast: return "Low-contrast text \(figure)" + (f.required.map { " (needs \($0):1)" } ?? "")
    case .pairContrast:
      return "\(f.tokens.joined(separator: " on ")): \(figure)"
        + (f.required.map { " (needs \($0):1)" } ?? "")
    case .colorOnlyState: return "States told apart only by color"
    case .nonTextContrast:
      return "Low-contrast icon \(figure)" + (f.required.map { " (needs \($0):1)" } ?? "")
    case .stateDistinguishability:
      return "\(f.tokens.joined(separator: " / ")) collapse for color-blind viewers"
    case .contrastRegression: return "Increased contrast lowers \(f.tokens.joined(separator: " on "))"
    default: return f.rule.title
    }
  }

  static let head = """
    <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Legible report</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>
    body{font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans",sans-serif;margin:0;background:#f6f6f8;color:#1c1c1e}
    header{background:#1c1c1e;color:#fff;padding:24px 32px}header h1{margin:0 0 4px;font-size:24px}header p{margin:0;color:#c7c7cc}
    main{max-width:1180px;margin:0 auto;padding:24px 32px}
    .summary{display:flex;gap:16px;margin-bottom:20px;flex-wrap:wrap}.stat{background:#fff;border-radius:10px;padding:14px 18px;min-width:120px;box-shadow:0 1px 2px #0001}
    .stat b{display:block;font-size:26px}.stat.error b{color:#c5221f}.stat.warning b{color:#a15c00}.stat.note b{color:#1a5fb4}
    .tables{display:flex;gap:20px;flex-wrap:wrap;align-items:flex-start;margin-bottom:20px}.tables table{background:#fff;border-radius:10px;box-shadow:0 1px 2px #0001;border-collapse:collapse;flex:1;min-width:320px}
    caption{text-align:left;font-weight:600;padding:8px 0}th,td{text-align:left;padding:6px 12px;border-top:1px solid #eee;vertical-align:top}small{color:#636366}
    .filters{position:sticky;top:0;z-index:5;background:#f6f6f8ee;padding:10px 0;margin-bottom:12px}.filters fieldset{border:1px solid #d1d1d6;border-radius:10px;display:flex;gap:14px;flex-wrap:wrap;align-items:center;background:#fff}
    .filters select,.filters input[type=search]{font:inherit;padding:4px 8px;border:1px solid #c7c7cc;border-radius:6px;max-width:320px}.filters output{margin-left:auto;color:#636366}
    .file{background:#fff;border-radius:12px;padding:18px 20px;margin:0 0 20px;box-shadow:0 1px 2px #0001}.file h2{font-size:17px;margin:0;font-family:ui-monospace,Menlo,monospace;word-break:break-all}
    .counts{margin:2px 0 12px;color:#636366}.shot{float:right;margin:0 0 12px 20px;max-width:42%}.frame{position:relative;display:inline-block;line-height:0}
    .frame img{max-width:100%;border:1px solid #0002;border-radius:6px}.shot figcaption{font-size:12px;color:#636366;line-height:1.4}
    .box{position:absolute;border:2px solid #c5221f;border-radius:3px;box-sizing:content-box;padding:3px;margin:-5px 0 0 -5px;min-width:6px;min-height:6px}.box.warning{border-color:#d98c00}.box.note{border-color:#1a5fb4}
    .box span{position:absolute;left:-2px;top:-16px;font:600 11px/14px ui-monospace,Menlo,monospace;background:#c5221f;color:#fff;padding:0 4px;border-radius:3px}
    .box.warning span{background:#d98c00}.box.note span{background:#1a5fb4}.box.member{border-style:dashed;border-width:1px;margin:-4px 0 0 -4px}.box.lit,.box:hover{outline:3px solid #0a84ff;z-index:3}
    .rulegroup h3{font-size:15px;margin:12px 0 8px}.cards{overflow:hidden}
    .finding{border-left:5px solid #c5221f;padding:8px 14px;margin:0 0 12px;background:#fafafa;border-radius:8px}.finding.warning{border-left-color:#d98c00}.finding.note{border-left-color:#1a5fb4}
    .finding.lit{box-shadow:0 0 0 3px #0a84ff}.finding h4{margin:0 0 4px;font-size:15px}.num{font:600 12px ui-monospace,Menlo,monospace;background:#1c1c1e;color:#fff;border-radius:4px;padding:1px 5px}
    .where{color:#636366;font-family:ui-monospace,Menlo,monospace;font-size:13px}.row{display:flex;gap:20px;align-items:flex-start;flex-wrap:wrap;margin-top:10px}
    .sw{display:inline-flex;align-items:center;gap:6px;margin-right:12px;font-family:ui-monospace,Menlo,monospace;font-size:13px}
    .chip{width:22px;height:22px;border-radius:6px;border:1px solid #0002;display:inline-block}.sample{padding:10px 14px;border-radius:8px;font-size:17px;border:1px solid #0001}
    .sims{display:flex;gap:10px;flex-wrap:wrap}.sim{text-align:center;font-size:12px;color:#636366}.states .state{display:inline-block;width:40px;height:28px;border-radius:4px;border:1px solid rgba(0,0,0,.15)}.states .state+.state{margin-left:2px}
    .crop{max-width:560px;max-height:260px;min-width:120px;border:1px solid #0002;border-radius:6px;image-rendering:auto}
    .fix{margin-top:8px;font-size:14px}.fix code{background:#eef;border-radius:4px;padding:1px 5px}
    .empty{background:#fff;border-radius:12px;padding:24px;text-align:center;color:#1a7f37}.unreadable{color:#c5221f;font-family:ui-monospace,Menlo,monospace}
    [hidden]{display:none!important}
    </style></head><body>
    """

  /// Filtering and box/card linking; no library, no network. The filter state also lives in
  /// the URL fragment so that a link reproduces a view.
  static let script = """
    <script>
    (function(){
      var form=document.getElementById('filters');if(!form)return;
      var cards=[].slice.call(document.querySelectorAll('article.finding'));
      function state(){var s={levels:[],rule:form.rule.value,file:form.file.value,q:form.q.value.trim().toLowerCase()};
        [].forEach.call(form.querySelectorAll('input[name=level]'),function(c){if(c.checked)s.levels.push(c.value)});return s}
      function apply(){var s=state(),shown=0;
        cards.forEach(function(c){var ok=s.levels.indexOf(c.dataset.level)>=0&&(!s.rule||c.dataset.rule===s.rule)&&(!s.file||c.dataset.file===s.file)&&(!s.q||c.dataset.text.indexOf(s.q)>=0);
          c.hidden=!ok;if(ok)shown++;[].forEach.call(document.querySelectorAll('.box[data-for="'+c.id+'"]'),function(b){b.hidden=!ok})});
        [].forEach.call(document.querySelectorAll('.rulegroup'),function(g){g.hidden=!g.querySelector('article.finding:not([hidden])')});
        [].forEach.call(document.querySelectorAll('section.file'),function(f){f.hidden=!f.querySelector('article.finding:not([hidden])')});
        document.getElementById('shown').textContent=shown+' of '+cards.length+' shown';
        document.body.dataset.shown=shown}
      function fromHash(){var h=location.hash.replace(/^#/,'');if(h.indexOf('=')<0)return;
        h.split('&').forEach(function(kv){var p=kv.split('='),k=p[0],v=decodeURIComponent(p[1]||'');
          if(k==='level'){var ls=v.split(',');[].forEach.call(form.querySelectorAll('input[name=level]'),function(c){c.checked=ls.indexOf(c.value)>=0})}
          else if(form[k])form[k].value=v})}
      form.addEventListener('input',apply);form.addEventListener('change',apply);
      window.addEventListener('hashchange',function(){fromHash();apply()});
      cards.forEach(function(c){var bs=[].slice.call(document.querySelectorAll('.box[data-for="'+c.id+'"]'));
        function lit(on){bs.forEach(function(b){b.classList.toggle('lit',on)});c.classList.toggle('lit',on)}
        c.addEventListener('mouseenter',function(){lit(true)});c.addEventListener('mouseleave',function(){lit(false)});
        bs.forEach(function(b){b.addEventListener('mouseenter',function(){lit(true)});b.addEventListener('mouseleave',function(){lit(false)})})});
      fromHash();apply();
    })();
    </script>
    """
}
