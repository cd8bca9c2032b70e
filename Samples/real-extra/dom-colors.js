// Colour helpers shared by links.js and groups.js; render.py splices this file in where a
// script says /* dom-colors.js */ (each script is one arrow function evaluated in the page).
// rgba: any CSS colour as [r, g, b, alpha] through a 1×1 canvas; lum/ratio: WCAG relative
// luminance and contrast; over: alpha compositing; hex: #RRGGBB (+AA when translucent);
// bgOf: the colour behind an element; view/clip: a rect on screen, clipped to the viewport.
  const VW = innerWidth, VH = innerHeight;
  const cvs = document.createElement('canvas'); cvs.width = cvs.height = 1;
  const ctx = cvs.getContext('2d', {willReadFrequently: true});
  function rgba(s) {
    if (!s || s === 'none') return [0, 0, 0, 0];
    ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = '#000'; ctx.fillStyle = s; ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2], d[3] / 255];
  }
  const lin = c => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const lum = c => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const over = (c, b) => [0, 1, 2].map(i => c[i] * c[3] + b[i] * (1 - c[3]));
  const hex = c => '#' + c.slice(0, 3).map(v => Math.round(v).toString(16).padStart(2, '0')).join('').toUpperCase()
    + (c.length > 3 && c[3] < 1 ? Math.round(c[3] * 255).toString(16).padStart(2, '0').toUpperCase() : '');
  function bgOf(el) {  // the colour behind el: opaque-ish backgrounds up the tree composited over white
    const stack = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) stack.push(c);
      if (c[3] >= 1) break;
    }
    let col = [255, 255, 255];
    for (const c of stack.reverse()) col = over(c, col);
    return col;
  }
  const view = r => r.right > 0 && r.bottom > 0 && r.left < VW && r.top < VH && r.width > 0 && r.height > 0;
  const clip = r => ({x: Math.max(0, r.left), y: Math.max(0, r.top),
                      width: Math.min(VW, r.right) - Math.max(0, r.left), height: Math.min(VH, r.bottom) - Math.max(0, r.top)});
