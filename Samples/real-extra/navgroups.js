// Navigation state groups on a rendered docs page, read from the live DOM in screens-real-dev's group schema
// (kinds sidebar-nav, nav-links, breadcrumb, tabs, pagination), which the docs sets' GT lacked: links.js leaves
// navigation out, so a scanner finding on a sidebar's current page counted as a stray even when right.
// WHICH elements form a group comes from the markup the themes write: an item marked current/active
// (aria-current, .current, .active, *--active, ...) inside navigation, and its visible siblings at the same
// level (the items of the same list); a breadcrumb's current (last, unlinked or aria-current) item and its
// linked items. WHETHER the state is carried by colour alone is decided from computed style with groups.js's
// convention (helpers copied from groups.js, colours from dom-colors.js): a control is a group whose current
// member has, against its siblings, a weight 200 or more apart, an underline on one side only, a bar (border,
// un-blurred box-shadow or ::before/::after bar) the others lack, a border box the others lack, a text
// marker (::before/::after content) the others lack, or italics. A fill of its own is colour. When the current
// member differs from its siblings in nothing one can see (text colour and background within a few levels,
// no cue), there is no group. CSS px; navlabel.py scales to device px and drops members with no ink.
() => {
  /* dom-colors.js */
  const VISIBLE = 1.3;  // a border, underline or indicator at least 1.3:1 against what is behind it is seen
  const SEP = /^[\s\/»>›|·•→\u00bb\u203a\u2192\\-]*$/;  // breadcrumb separators: '/', '»', '›', '>', '|'
  // --- copied from groups.js (unchanged) ---
  function textEl(m) { let t = m; for (const e of m.querySelectorAll('*')) if (e.textContent.trim() && !e.children.length) { t = e; break; } return t; }
  function sides(el, behind, fill, min = VISIBLE) {
    const cs = getComputedStyle(el), out = {};
    for (const s of ['Top', 'Right', 'Bottom', 'Left']) {
      const w = parseFloat(cs[`border${s}Width`]);
      if (cs[`border${s}Style`] === 'none' || !(w > 0)) continue;
      const c = over(rgba(cs[`border${s}Color`]), behind);
      if (ratio(c, behind) >= min && (!fill || ratio(c, fill) >= min)) out[s] = {w, c};
    }
    return out;
  }
  function pseudoBar(el, behind) {
    for (const p of ['::before', '::after']) {
      const cs = getComputedStyle(el, p);
      if (cs.content === 'none' || cs.display === 'none') continue;
      const c = over(rgba(cs.backgroundColor), behind);
      const h = parseFloat(cs.height), w = parseFloat(cs.width);
      if (rgba(cs.backgroundColor)[3] > 0.2 && ratio(c, behind) >= VISIBLE && (h <= 6 || w <= 6)) return c;
    }
    return null;
  }
  function decoVisible(cs, behind) {
    return cs.textDecorationLine.includes('underline') && ratio(over(rgba(cs.textDecorationColor), behind), behind) >= VISIBLE;
  }
  // --- nav-specific ---
  // an un-blurred box-shadow bar on one side (inset 3px 0 0 c, 0 2px 0 c, ...): groups.js looks only at the bottom
  function shadowBar(el, behind) {
    const bs = getComputedStyle(el).boxShadow;
    if (!bs || bs === 'none') return null;
    for (const part of bs.split(/,(?![^(]*\))/)) {
      const col = (part.match(/rgba?\([^)]*\)|#[0-9a-f]+/i) || [])[0];
      const nums = (part.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) || []).map(parseFloat);
      const [x = 0, y = 0, blur = 0, spread = 0] = nums;
      if (!col || blur || spread > 0) continue;
      if ((Math.abs(x) >= 1) === (Math.abs(y) >= 1)) continue;  // one side only
      if (ratio(over(rgba(col), behind), behind) >= VISIBLE) return hex(over(rgba(col), behind));
    }
    return null;
  }
  // generated text (a marker such as "▸", "•", "→") drawn by ::before/::after, visible
  function markers(el) {
    const out = [];
    for (const p of ['::before', '::after']) {
      const cs = getComputedStyle(el, p);
      if (cs.content === 'none' || cs.display === 'none' || cs.visibility !== 'visible') continue;
      const txt = cs.content.replace(/^["']|["']$/g, '').trim();
      if (!txt || txt === 'normal' || /^(counter|attr|url)\(/.test(txt) || SEP.test(txt)) continue;  // a separator is no marker
      if (rgba(cs.color)[3] < 0.2 || parseFloat(cs.fontSize) < 4) continue;
      out.push(`${p}${txt}`);
    }
    return out.join('|');
  }
  // the text colour as drawn: colour alpha and the opacity of the element and its ancestors up to `top`
  function drawnText(t, top) {
    const c = rgba(getComputedStyle(t).color);
    let a = c[3];
    for (let e = t; e && e !== top.parentElement; e = e.parentElement) a *= parseFloat(getComputedStyle(e).opacity);
    return over([c[0], c[1], c[2], a], bgOf(t));
  }
  const maxd = (a, b) => Math.max(...[0, 1, 2].map(i => Math.abs(a[i] - b[i])));
  const visible = el => {
    if (!el || !el.getClientRects().length) return false;
    const cs = getComputedStyle(el);
    return cs.visibility === 'visible' && view(el.getBoundingClientRect());
  };
  // drawn on top: at the centre of one of its text rects the element hit is the member, inside it, or an ancestor
  // (a second copy of a sidebar under the first, an off-canvas drawer under the page, a header over the list)
  function onTop(el, rects) {
    for (const r of rects) {
      const x = Math.min(VW - 1, Math.max(0, r.left + r.width / 2)), y = Math.min(VH - 1, Math.max(0, r.top + r.height / 2));
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit) || hit.contains(el))) return true;
    }
    return false;
  }
  // a member's box: the element; for an unlinked current item the text itself (a Range), not the li with its separators
  function boxOf(el) {
    if (el.tagName === 'A' || el.tagName === 'BUTTON') return {r: el.getBoundingClientRect(), rects: [...el.getClientRects()]};
    const rg = document.createRange(); rg.selectNodeContents(el);
    const rects = [...rg.getClientRects()].filter(r => r.width > 0 && r.height > 0);
    return {r: rg.getBoundingClientRect(), rects: rects.length ? rects : [el.getBoundingClientRect()]};
  }
  // describe a member: the link (or text element) `el` and the list item `item` that holds it
  function describe(el, item, top) {
    const t = textEl(el), ts = getComputedStyle(t), cs = getComputedStyle(el);
    const parts = item && item !== el && item.contains(el) ? [el, item] : [el];
    const look = parts.map(p => {
      const behind = p.parentElement ? bgOf(p.parentElement) : [255, 255, 255];
      const own = rgba(getComputedStyle(p).backgroundColor);
      const fill = own[3] > 0.2 ? over(own, behind) : null;
      return {sides: sides(p, behind, fill), faint: sides(p, behind, fill, 1.1), bar: pseudoBar(p, behind),
              shadow: shadowBar(p, behind), marker: markers(p)};
    });
    const text = drawnText(t, top), bg = bgOf(t);
    const {r, rects} = boxOf(el);
    const parentBg = item && item.parentElement ? bgOf(item.parentElement) : bg;
    const side = look.map(l => Object.values(l.sides)[0]).find(Boolean);
    const bar = look.map(l => l.bar ? hex(l.bar) : l.shadow).find(Boolean);
    return {el, item, look, text, bg, weight: parseFloat(ts.fontWeight), italic: ts.fontStyle !== 'normal',
            underline: decoVisible(ts, bg) || decoVisible(cs, bg),
            out: {state: '', label: (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80), box: clip(r),
                  rects: rects.filter(view).map(clip),
                  colors: {background: hex(bg), border: side ? hex(side.c) : null, fill: maxd(bg, parentBg) >= 1 ? hex(bg) : null,
                           indicator: bar || null, text: hex(text)},
                  fontWeight: parseFloat(ts.fontWeight), textDecoration: ts.textDecorationLine}};
  }
  // what sets the current member(s) apart from the others (groups.js's rules, for links and their list items)
  function cueOf(sel, oth) {
    const cues = [], why = [];
    const med = xs => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const w0 = med(oth.map(o => o.weight));
    if (sel.every(s => Math.abs(s.weight - w0) >= 200)) { cues.push('weight'); why.push(`weight ${sel[0].weight} vs ${w0}`); }
    const ulS = sel.every(s => s.underline), ulO = oth.every(o => o.underline), ulNone = oth.every(o => !o.underline);
    if ((ulS && ulNone) || (!sel.some(s => s.underline) && ulO)) { cues.push('underline'); why.push(`underline ${ulS ? 'on the current only' : 'on the others only'}`); }
    if (sel.every(s => s.italic) && !oth.some(o => o.italic)) { cues.push('italic'); why.push('italic'); }
    for (let k = 0; k < sel[0].look.length; k++) {
      const L = x => x.look[k] || {sides: {}, faint: {}};
      // a bar on one side (border, pseudo-element bar, flat shadow) the others lack; where all have a line on that
      // side, only one at least twice as thick counts (a recoloured stretch of a shared line is colour)
      for (const side of ['Left', 'Bottom', 'Right', 'Top']) {
        const has = x => L(x).sides[side] && Object.keys(L(x).sides).length <= 2;
        const line = x => L(x).faint[side] ? L(x).faint[side].w : 0;
        if (sel.every(has) && sel.every(s => !oth.some(o => line(o) && L(s).sides[side].w < 2 * line(o)))) {
          cues.push('indicator'); why.push(`${side.toLowerCase()} border ${L(sel[0]).sides[side].w}px ${hex(L(sel[0]).sides[side].c)} the others lack`);
        }
      }
      if (sel.every(s => L(s).bar) && !oth.some(o => L(o).bar)) { cues.push('indicator'); why.push(`::before/::after bar ${hex(L(sel[0]).bar)}`); }
      if (sel.every(s => L(s).shadow) && !oth.some(o => L(o).shadow)) { cues.push('indicator'); why.push(`box-shadow bar ${L(sel[0]).shadow}`); }
      const boxed = x => Object.keys(L(x).sides).length >= 3, faintBox = x => Object.keys(L(x).faint).length >= 3;
      if (sel.every(boxed) && !oth.some(faintBox)) { cues.push('outline'); why.push('border box the others lack'); }
      const mk = L(sel[0]).marker;
      if (mk && sel.every(s => L(s).marker === mk) && !oth.some(o => L(o).marker === mk)) { cues.push('marker'); why.push(`marker ${mk}`); }
    }
    return {cues: [...new Set(cues)], why};
  }
  // ---------------------------------------------------------------------------------------------------
  const NAVCTX = 'nav, header, aside, [role=navigation], [role=tablist], .sphinxsidebar, .related, [class*=sidebar], '
    + '[class*=toc], [id*=toc], [class*=nav], [id*=nav], [class*=menu], [class*=breadcrumb], [class*=pagination], [class*=tabs]';
  const BREAD = '[class*=breadcrumb], [aria-label*=readcrumb], [id*=breadcrumb]';
  const TOKEN = /(^|[-_])(current|active|selected)([-_]|$)|^(current|active|selected)/i;
  const isCurrent = e => {
    const ac = e.getAttribute('aria-current');
    if (ac && ac !== 'false') return true;
    if (e.getAttribute('aria-selected') === 'true') return true;
    return [...e.classList].some(c => TOKEN.test(c) && !/inactive|notactive/i.test(c));
  };
  // the link (or text element) that stands for a list item: its own link, not one of a nested list
  function memberOf(item) {
    if (item.matches('a[href], button')) return item;
    for (const a of item.querySelectorAll('a[href], button')) {
      const nested = a.parentElement.closest('ul, ol');
      if (!nested || !item.contains(nested) || nested === item) { if (a.textContent.trim()) return a; }
    }
    // an unlinked item (a breadcrumb's current page, a toc entry written as a span)
    if (!item.querySelector('ul, ol') && item.textContent.trim()) return item;
    for (const c of item.children) if (!c.matches('ul, ol') && c.textContent.trim()) return c;
    return null;
  }
  const horizontal = ds => ds.length >= 2 && ds.every(d => Math.abs(d.out.box.y + d.out.box.height / 2 - (ds[0].out.box.y + ds[0].out.box.height / 2)) < 6);
  const groups = [], seen = new Set();
  function emit(container, items, isSel, kindHint) {
    if (seen.has(container)) return;
    seen.add(container);
    const top = container;
    const ds = [];
    for (const it of items) {
      const m = memberOf(it);
      if (!m || !visible(m) || SEP.test(m.textContent.trim())) continue;
      const d = describe(m, it, top);
      if (!d.out.rects.length || !onTop(m, boxOf(m).rects.filter(view))) continue;
      d.sel = isSel(it, m);
      ds.push(d);
    }
    const sel = ds.filter(d => d.sel), oth = ds.filter(d => !d.sel);
    if (!sel.length || !oth.length) return;
    const {cues, why} = cueOf(sel, oth);
    // a colour difference: the text or the background behind it, against the others' typical look
    const tOth = oth.map(o => o.text), bOth = oth.map(o => o.bg);
    const textDiff = sel.every(s => tOth.filter(t => maxd(s.text, t) >= 16).length * 2 > tOth.length);
    const fillDiff = sel.every(s => bOth.filter(b => maxd(s.bg, b) >= 10).length * 2 > bOth.length);
    if (!cues.length && !textDiff && !fillDiff) return;  // nothing one can see sets the current item apart
    if (textDiff) why.push(`text ${hex(sel[0].text)} vs ${hex(oth[0].text)}`);
    if (fillDiff) why.push(`fill ${hex(sel[0].bg)} vs ${hex(oth[0].bg)}`);
    let kind = kindHint;
    if (!kind) {
      if (container.closest('[class*=pagination]')) kind = 'pagination';
      else if (container.closest('[role=tablist], [class*=tabs]')) kind = 'tabs';
      else if (horizontal(ds)) kind = 'nav-links';
      else kind = 'sidebar-nav';
    }
    let variant = '';
    for (let e = container; e && e !== document.body; e = e.parentElement) {
      if (e.querySelector('h1, [role=main], main, article')) break;  // up to the column, not the page wrapper
      const s = `${e.id} ${e.className && e.className.baseVal === undefined ? e.className : ''}`;
      if (/local[-_]?toc|page[-_]?toc|toc[-_]?(right|page|local)|on[-_]?this[-_]?page|right[-_]?(side|bar|toc)|secondary|tocsidebar|toc-drawer|md-sidebar--secondary/i.test(s)) { variant = 'page-toc'; break; }
    }
    for (const d of ds) d.out.state = d.sel ? 'selected' : 'default';
    const cr = container.getBoundingClientRect();
    const colorOnly = !cues.length;
    if (!colorOnly && fillDiff) cues.unshift('fill');  // screens-real-dev writes a fill beside a real cue ("fill+weight")
    groups.push({kind, colorOnly, cue: colorOnly ? 'color' : cues.join('+'), variant, box: clip(cr),
                 members: ds.map(d => d.out), source: 'navgroups.js', why: why.join('; ')});
  }
  // 1. breadcrumbs (and Sphinx's related bar, whose trail ends in li.nav-item-this)
  const crumbs = [...document.querySelectorAll(BREAD)].filter(e => !e.parentElement.closest(BREAD));
  for (const bc of document.querySelectorAll('.related ul')) if (bc.querySelector(':scope > li.nav-item-this')) crumbs.push(bc);
  for (const bc of crumbs) {
    let list = bc.matches('ul, ol') ? bc : bc.querySelector('ul, ol') || bc;
    const items = [...list.children].filter(e => e.textContent.trim() && !SEP.test(e.textContent.trim())
                                                && !e.matches('.right') && visible(e));
    // Sphinx's related bar starts with the project's own link (li.nav-item-0, the short title), which themes style as a
    // title (lv2: bold); it is not a crumb the current page is set apart from
    if (list.closest('.related')) items.splice(0, items.length, ...items.filter(e => !e.matches('.nav-item-0')));
    if (items.length < 2) continue;
    let cur = items.filter(e => isCurrent(e) || e.matches('.nav-item-this') || (memberOf(e) && isCurrent(memberOf(e))));
    if (!cur.length) {
      const last = items[items.length - 1];
      if (!last.matches('a[href]') && !last.querySelector('a[href]')) cur = [last];  // the unlinked current page
    }
    if (cur.length !== 1) continue;
    emit(list, items, it => it === cur[0], 'breadcrumb');
  }
  // 2. lists with a current/active item: each level the current item sits at is a group of its siblings
  const cands = [...document.querySelectorAll('body *')].filter(e => isCurrent(e) && e.closest(NAVCTX) && !e.closest(BREAD)
                                                                 && !['HTML', 'BODY', 'MAIN', 'ARTICLE'].includes(e.tagName));
  for (const c of cands) {
    if (c.matches('ul, ol, nav, aside, header') || c.querySelectorAll('a[href]').length > 1 && !c.matches('li')) continue;
    // the list item the current element stands for (itself, or the li holding it: NAVCTX can match the link itself)
    const li = c.closest('li'), item = li && li.closest(NAVCTX) ? li : c;
    const container = item.parentElement;
    if (!container || container.closest(BREAD)) continue;
    const items = [...container.children].filter(e => e.textContent.trim());
    if (items.length < 2) continue;
    emit(container, items.filter(it => isCurrent(it) || it.matches('a[href]') || it.querySelector('a[href]')), (it, m) => isCurrent(it) || isCurrent(m) || [...it.querySelectorAll('a, span')].some(x => isCurrent(x)
                                       && memberOf(it) === x), '');
  }
  return groups;
}
