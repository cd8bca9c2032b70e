// Ground truth read back from the live DOM (run in the page after layout).
// Returns CSS-px boxes; Python scales them to device px and audits them against pixels.
() => {
  const VW = innerWidth, VH = innerHeight;
  const cvs = document.createElement('canvas'); cvs.width = cvs.height = 1;
  const ctx = cvs.getContext('2d', {willReadFrequently: true});
  function parseColor(s) {
    let m = s.match(/^rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/);
    if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : (m[5] ? m[4] / 100 : +m[4])];
    m = s.match(/^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.]+)(%?))?\s*\)$/);
    if (m) return [m[1] * 255, m[2] * 255, m[3] * 255, m[4] === undefined ? 1 : (m[5] ? m[4] / 100 : +m[4])];
    if (s === 'transparent') return [0, 0, 0, 0];
    // anything else (oklch, lab, ...): let the canvas convert it
    ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = '#000'; ctx.fillStyle = s; ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2], d[3] / 255];
  }
  const opCache = new Map();
  function effOpacity(el) {
    if (!el) return 1;
    if (opCache.has(el)) return opCache.get(el);
    const o = parseFloat(getComputedStyle(el).opacity) * effOpacity(el.parentElement);
    opCache.set(el, o); return o;
  }
  function over(c, b) { // c rgba over opaque b
    return [0, 1, 2].map(i => c[i] * c[3] + b[i] * (1 - c[3]));
  }
  function selector(el) {
    const parts = [];
    for (let e = el; e && e.nodeType === 1 && e !== document.documentElement; e = e.parentElement) {
      let s = e.localName;
      const sib = e.parentElement ? [...e.parentElement.children].filter(x => x.localName === e.localName) : [];
      if (sib.length > 1) s += `:nth-of-type(${sib.indexOf(e) + 1})`;
      if (e.classList.length) s += '.' + [...e.classList].slice(0, 2).join('.');
      parts.unshift(s);
    }
    return parts.join(' > ');
  }
  function inter(a, b) {
    const x0 = Math.max(a.x0, b.x0), y0 = Math.max(a.y0, b.y0), x1 = Math.min(a.x1, b.x1), y1 = Math.min(a.y1, b.y1);
    return (x1 > x0 && y1 > y0) ? {x0, y0, x1, y1} : null;
  }
  const view = {x0: 0, y0: 0, x1: VW, y1: VH};
  function clipRect(el) { // visible region after the viewport and every clipping ancestor
    let r = view;
    for (let e = el; e && e !== document.documentElement && e !== document.body; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible' || cs.clipPath !== 'none' || cs.clip !== 'auto') {
        const b = e.getBoundingClientRect();
        r = inter(r, {x0: b.left + e.clientLeft, y0: b.top + e.clientTop,
                      x1: b.left + e.clientLeft + e.clientWidth, y1: b.top + e.clientTop + e.clientHeight});
        if (!r) return null;
      }
      if (cs.position === 'fixed') break;
    }
    return r;
  }
  function disabled(el) {
    return !!el.closest('button:disabled, fieldset:disabled, input:disabled, textarea:disabled, select:disabled, [aria-disabled="true"], .disabled, [disabled]');
  }
  function occluded(el, b) {
    const y = (b.y0 + b.y1) / 2;
    for (const f of [0.15, 0.5, 0.85]) {
      const x = b.x0 + f * (b.x1 - b.x0);
      if (x < 0 || y < 0 || x >= VW || y >= VH) continue;
      const top = document.elementFromPoint(x, y);
      if (!top) continue;
      if (top === el || el.contains(top) || top.contains(el)) continue;
      // a neighbouring inline in the same flow (hit-testing overlap of adjacent spans) is not a cover;
      // only a positioned element (sticky header, overlay, dropdown) between them hides the text
      let covered = false;
      for (let a = top; a && !a.contains(el); a = a.parentElement) {
        const p = getComputedStyle(a).position;
        if (p === 'fixed' || p === 'sticky' || p === 'absolute' || getComputedStyle(a).zIndex !== 'auto') { covered = true; break; }
      }
      if (covered) return true;
    }
    return false;
  }
  function background(el, b) {
    const cx = Math.min(VW - 1, Math.max(0, (b.x0 + b.x1) / 2)), cy = Math.min(VH - 1, Math.max(0, (b.y0 + b.y1) / 2));
    const hits = document.elementsFromPoint(cx, cy);
    let idx = hits.findIndex(h => h === el || h.contains(el));
    const below = idx >= 0 ? hits.slice(idx) : [];
    // bottom-to-top, splicing in ancestors that hit testing skipped (tr, pointer-events:none)
    const order = [], seen = new Set();
    const chainOf = e => { const c = []; for (let a = e; a; a = a.parentElement) c.unshift(a); return c; };
    for (const e of [...below].reverse().concat([el])) {
      for (const a of chainOf(e)) if (!seen.has(a)) { seen.add(a); order.push(a); }
    }
    let col = [255, 255, 255], reasons = [], layers = [];
    for (const e of order) {
      const cs = getComputedStyle(e);
      const tag = e.localName;
      if (e !== el && !e.contains(el) && ['img', 'svg', 'canvas', 'video', 'picture', 'iframe'].includes(tag)) {
        reasons = ['image'];
      }
      const bg = parseColor(cs.backgroundColor);
      const a = bg[3] * (e === document.documentElement || e === document.body ? 1 : effOpacity(e));
      if (a > 0) {
        col = over([bg[0], bg[1], bg[2], a], col);
        layers.push(selector(e).slice(-60) + ' ' + cs.backgroundColor);
      }
      if (a >= 0.999) reasons = [];
      if (cs.backgroundImage !== 'none') {
        reasons.push(cs.backgroundImage.includes('gradient') ? 'gradient' : 'image');
      }
      if (cs.backdropFilter && cs.backdropFilter !== 'none') reasons.push('backdrop-filter');
      if (e !== document.documentElement && effOpacity(e) < 0.999 && bg[3] > 0 && !reasons.includes('translucent')) reasons.push('translucent');
    }
    return {color: col.map(v => Math.round(v)), reasons: [...new Set(reasons)], layers};
  }
  const lines = [], excluded = [], zones = [];
  function addLine(el, text, box, source, colorCss) {
    const cs = getComputedStyle(el);
    const vis = clipRect(el);
    const vb = vis && inter(box, vis);
    const full = vb && Math.abs(vb.x0 - box.x0) < 0.5 && Math.abs(vb.x1 - box.x1) < 0.5 && Math.abs(vb.y0 - box.y0) < 0.5 && Math.abs(vb.y1 - box.y1) < 0.5;
    const rec = {text, source, box: {x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0}};
    if (!vb || (vb.x1 - vb.x0) < 1 || (vb.y1 - vb.y0) < 1) return; // not on screen
    if (!full) {
      excluded.push(Object.assign(rec, {reason: 'clipped', visibleBox: {x: vb.x0, y: vb.y0, width: vb.x1 - vb.x0, height: vb.y1 - vb.y0},
        visibleFraction: +(((vb.x1 - vb.x0) * (vb.y1 - vb.y0)) / ((box.x1 - box.x0) * (box.y1 - box.y0))).toFixed(3)}));
      return;
    }
    if (disabled(el)) { excluded.push(Object.assign(rec, {reason: 'disabled control (WCAG 1.4.3 exception)', visibleBox: rec.box})); return; }
    if (source === 'text' && occluded(el, box)) { excluded.push(Object.assign(rec, {reason: 'occluded', visibleBox: rec.box})); return; }
    let fgc = parseColor(colorCss);
    const fill = cs.webkitTextFillColor;
    if (source === 'text' && fill && fill !== cs.color) fgc = parseColor(fill);
    const alpha = fgc[3] * effOpacity(el);
    if (alpha < 0.01) { excluded.push(Object.assign(rec, {reason: 'transparent text', visibleBox: rec.box})); return; }
    const bg = background(el, box);
    const tt = cs.textTransform;
    if (tt === 'uppercase') rec.text = text.toUpperCase(); else if (tt === 'lowercase') rec.text = text.toLowerCase();
    Object.assign(rec, {fontFamily: cs.fontFamily.split(',')[0].replace(/["']/g, '').trim(), fontSize: parseFloat(cs.fontSize),
      fontWeight: parseInt(cs.fontWeight), colorCss, fgRGBA: [fgc[0], fgc[1], fgc[2], alpha], bgRGB: bg.color,
      complexReasons: bg.reasons, bgLayers: bg.layers, textShadow: cs.textShadow !== 'none' ? cs.textShadow : null,
      selector: selector(el)});
    lines.push(rec);
  }
  // 1. text nodes
  const skip = new Set(['script', 'style', 'noscript', 'template', 'title', 'textarea', 'option', 'select', 'svg']);
  const tw = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const frags = [];
  for (let n = tw.nextNode(); n; n = tw.nextNode()) {
    if (!/\S/.test(n.data)) continue;
    const el = n.parentElement;
    if (!el || skip.has(el.localName) || el.closest('svg, select, noscript')) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible' || effOpacity(el) < 0.01) continue;
    const r = document.createRange(); r.selectNodeContents(n);
    const nb = r.getBoundingClientRect();
    if (nb.width === 0 || nb.bottom < 0 || nb.top > VH || nb.right < 0 || nb.left > VW) continue;
    const fs = parseFloat(cs.fontSize);
    let cur = null;
    for (let i = 0; i < n.data.length; i++) {
      if (/\s/.test(n.data[i])) continue;
      r.setStart(n, i); r.setEnd(n, i + 1);
      const rs = [...r.getClientRects()].filter(q => q.width > 0 && q.height > 0);
      if (!rs.length) continue;
      const q = rs[0];
      if (cur && Math.abs(q.top - cur.y0) < 0.5 * q.height && q.left >= cur.x1 - 1 && q.left - cur.x1 <= 0.5 * fs) {
        cur.x1 = Math.max(cur.x1, q.right); cur.y0 = Math.min(cur.y0, q.top); cur.y1 = Math.max(cur.y1, q.bottom); cur.j = i;
      } else {
        if (cur) frags.push(cur);
        cur = {el, node: n, i, j: i, x0: q.left, x1: q.right, y0: q.top, y1: q.bottom, fs};
      }
    }
    if (cur) frags.push(cur);
  }
  // merge fragments of the same element on the same line (text split by an inline child only if adjacent)
  const merged = [];
  for (const f of frags) {
    f.text = f.node.data.slice(f.i, f.j + 1).replace(/\s+/g, ' ');
    const p = merged[merged.length - 1];
    if (p && p.el === f.el && Math.abs(p.y0 - f.y0) < 0.5 * (f.y1 - f.y0) && f.x0 >= p.x1 - 1 && f.x0 - p.x1 <= 0.5 * f.fs) {
      p.text += (f.x0 - p.x1 > 0.15 * f.fs ? ' ' : '') + f.text; p.x1 = Math.max(p.x1, f.x1); p.y0 = Math.min(p.y0, f.y0); p.y1 = Math.max(p.y1, f.y1);
    } else merged.push(Object.assign({}, f));
  }
  for (const f of merged) addLine(f.el, f.text.trim(), {x0: f.x0, y0: f.y0, x1: f.x1, y1: f.y1}, 'text', getComputedStyle(f.el).color);
  // 2. placeholders and input values
  for (const inp of document.querySelectorAll('input, textarea')) {
    const type = (inp.getAttribute('type') || 'text').toLowerCase();
    const isBtn = ['submit', 'button', 'reset'].includes(type) && inp.localName === 'input';
    if (!isBtn && !['text', 'email', 'search', 'password', 'number', 'url', 'tel'].includes(type) && inp.localName !== 'textarea') continue;
    const cs = getComputedStyle(inp);
    if (cs.visibility !== 'visible' || cs.display === 'none') continue;
    const val = inp.value, ph = inp.getAttribute('placeholder');
    const text = val ? (type === 'password' ? '•'.repeat(val.length) : val) : ph;
    if (!text) continue;
    const source = (val || isBtn) ? 'input-value' : 'placeholder';
    const colorCss = val ? cs.color : getComputedStyle(inp, '::placeholder').color;
    const b = inp.getBoundingClientRect();
    const pl = parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth), pr = parseFloat(cs.paddingRight) + parseFloat(cs.borderRightWidth);
    const pt = parseFloat(cs.paddingTop) + parseFloat(cs.borderTopWidth), pb = parseFloat(cs.paddingBottom) + parseFloat(cs.borderBottomWidth);
    const cw = b.width - pl - pr, ch = b.height - pt - pb;
    const probe = document.createElement('span');
    probe.style.cssText = `position:absolute;left:-9999px;top:0;white-space:pre;font:${cs.font};letter-spacing:${cs.letterSpacing}`;
    probe.textContent = text; document.body.appendChild(probe);
    const pr2 = probe.getBoundingClientRect(); probe.remove();
    const lh = pr2.height;
    const x0 = b.left + pl + (isBtn ? Math.max(0, (cw - pr2.width) / 2) : 0), y0 = inp.localName === 'textarea' ? b.top + pt : b.top + pt + (ch - lh) / 2;
    addLine(inp, text, {x0, y0, x1: x0 + Math.min(cw, pr2.width), y1: y0 + lh}, source, colorCss);
  }
  // 3. neutral zones: images and form widgets whose text the DOM does not list
  for (const e of document.querySelectorAll('img, canvas, video, picture, iframe, object, select, input[type=checkbox], input[type=radio], input[type=file], input[type=range]')) {
    const b = e.getBoundingClientRect();
    const v = inter({x0: b.left, y0: b.top, x1: b.right, y1: b.bottom}, view);
    if (!v || getComputedStyle(e).visibility !== 'visible') continue;
    const raster = ['img', 'canvas', 'video', 'picture', 'iframe', 'object'].includes(e.localName);
    zones.push({box: {x: v.x0, y: v.y0, width: v.x1 - v.x0, height: v.y1 - v.y0},
                reason: raster ? 'raster image (text inside images is not in the GT)' : 'form control ' + e.localName, what: e.localName});
  }
  // CSS background images smaller than a quarter of the viewport (logos, icons, banners) may hold text
  for (const e of document.querySelectorAll('body *')) {
    const cs = getComputedStyle(e);
    if (!cs.backgroundImage.includes('url(') || cs.visibility !== 'visible') continue;
    const b = e.getBoundingClientRect();
    const v = inter({x0: b.left, y0: b.top, x1: b.right, y1: b.bottom}, view);
    if (!v || (v.x1 - v.x0) * (v.y1 - v.y0) > 0.25 * VW * VH) continue;
    zones.push({box: {x: v.x0, y: v.y0, width: v.x1 - v.x0, height: v.y1 - v.y0},
                reason: 'raster image (CSS background-image; text inside images is not in the GT)', what: 'css-background'});
  }
  return {lines, excluded, zones, scrollY: scrollY, docHeight: document.documentElement.scrollHeight};
}
