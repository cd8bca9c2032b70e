// Component state groups, read back from the live DOM in screens-real-dev's group schema.
// The page marks WHICH elements form a group (data-cg="KIND" on the container, data-cgm on each member,
// data-cg-selected on the active one(s), data-cgm="error|valid|checked|..." for form states); this script
// DECIDES from computed style whether the state is carried by colour alone, so a label is never a guess
// about the CSS. The convention is screens-real-dev's: a filled background alone is colour; a control is
// a group whose selected member also has a weight 200 apart, an underline, a bottom indicator, a visible
// border box the others lack, a check mark, a knob position or an icon/message.
// Overrides: data-cg-cue="CUE" on the container replaces the decision (render.py keeps data-cg-why in
// the GT so the reason travels with the label). CSS px; render.py scales to device px.
() => {
  /* dom-colors.js */
  const VISIBLE = 1.3;  // a border, underline or indicator at least 1.3:1 against what is behind it is seen
  // the element inside a member that holds its text (the innermost with text), for colour and weight
  function textEl(m) { let t = m; for (const e of m.querySelectorAll('*')) if (e.textContent.trim() && !e.children.length) { t = e; break; } return t; }
  function sides(el, behind, fill, min = VISIBLE) {  // visible border sides: seen against what is behind and not just the fill's edge
    const cs = getComputedStyle(el), out = {};
    for (const s of ['Top', 'Right', 'Bottom', 'Left']) {
      const w = parseFloat(cs[`border${s}Width`]);
      if (cs[`border${s}Style`] === 'none' || !(w > 0)) continue;
      const c = over(rgba(cs[`border${s}Color`]), behind);
      if (ratio(c, behind) >= min && (!fill || ratio(c, fill) >= min)) out[s] = {w, c};
    }
    return out;
  }
  function shadowBottom(el, behind) {  // inset 0 -Npx 0 colour or 0 Npx 0 colour: a drawn bottom bar
    const bs = getComputedStyle(el).boxShadow;
    if (!bs || bs === 'none') return null;
    for (const part of bs.split(/,(?![^(]*\))/)) {
      const col = (part.match(/rgba?\([^)]*\)|#[0-9a-f]+/i) || [])[0];
      const nums = part.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) || [];
      const [x, y, blur] = nums.map(parseFloat);
      if (col && Math.abs(y || 0) >= 1 && !(x) && !(blur) && ratio(over(rgba(col), behind), behind) >= VISIBLE) return over(rgba(col), behind);
    }
    return null;
  }
  function pseudoBar(el, behind) {  // ::before/::after drawn as a bar (indicator) with a visible fill or border
    for (const p of ['::before', '::after']) {
      const cs = getComputedStyle(el, p);
      if (cs.content === 'none' || cs.display === 'none') continue;
      const c = over(rgba(cs.backgroundColor), behind);
      const h = parseFloat(cs.height), w = parseFloat(cs.width);
      if (rgba(cs.backgroundColor)[3] > 0.2 && ratio(c, behind) >= VISIBLE && (h <= 6 || w <= 6)) return c;
    }
    return null;
  }
  // A line under the whole row (the tab bar's border on the ul or the header) at the member's bottom edge:
  // an active tab that only recolours its stretch of that line is set apart by colour, not by a new shape.
  function baseline(m, r) {
    let e = m.parentElement;
    for (let i = 0; e && i < 6; i++, e = e.parentElement) {
      const cs = getComputedStyle(e), w = parseFloat(cs.borderBottomWidth);
      if (cs.borderBottomStyle === 'none' || !(w > 0)) continue;
      const bg = bgOf(e), c = over(rgba(cs.borderBottomColor), bg);
      if (ratio(c, bg) >= 1.1 && Math.abs(e.getBoundingClientRect().bottom - r.bottom) <= 2 + w) return w;
    }
    return 0;
  }
  function decoVisible(cs, behind) {
    return cs.textDecorationLine.includes('underline') && ratio(over(rgba(cs.textDecorationColor), behind), behind) >= VISIBLE;
  }
  function describe(m, groupEl) {
    let r = m.getBoundingClientRect();
    const cs = getComputedStyle(m), t = textEl(m), ts = getComputedStyle(t);
    if (m.tagName === 'INPUT' && (cs.opacity === '0' || !view(r)))  // a hidden input: the box drawn for it
      for (const c of [m.nextElementSibling, m.labels && m.labels[0]].filter(Boolean)) {
        const cr = c.getBoundingClientRect();
        if (cr.width > 0 && cr.width <= 80 && view(cr)) { r = cr; break; }
      }
    const behind = m.parentElement ? bgOf(m.parentElement) : [255, 255, 255];
    const own = rgba(cs.backgroundColor);
    const fill = own[3] > 0.2 ? over(own, behind) : null;
    const bg = bgOf(m);
    const sd = sides(m, behind, fill);
    const faint = sides(m, behind, fill, 1.1);  // a border one can still make out (for 'the others lack a border')
    const bordC = Object.values(sd)[0];
    const ind = (m.hasAttribute('data-cg-selected') && groupEl.querySelector('[data-cg-ind]')) ? groupEl.querySelector('[data-cg-ind]') : null;
    const indC = ind ? over(rgba(getComputedStyle(ind).backgroundColor), behind) : (shadowBottom(m, behind) || pseudoBar(m, behind));
    const text = over(rgba(ts.color), bgOf(t));
    return {el: m, r, cs, ts, behind, fill, bg, sides: sd, faint, indicator: indC, base: baseline(m, r),
            underline: decoVisible(ts, bgOf(t)) || decoVisible(cs, bg),
            weight: parseFloat(ts.fontWeight),
            out: {state: '', label: (m.tagName === 'INPUT' ? '' : m.getAttribute('aria-label') || m.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80),
                  box: clip(r), rects: [clip(r)],
                  colors: {background: hex(bg), border: bordC ? hex(bordC.c) : null, fill: fill ? hex(fill) : null,
                           indicator: indC ? hex(indC) : null, text: hex(rgba(ts.color))},
                  fontWeight: parseFloat(ts.fontWeight), textDecoration: ts.textDecorationLine}};
  }
  // what sets the selected member(s) apart from the others, from computed style
  function selectionCue(sel, oth) {
    const cues = [];
    const any = (xs, f) => xs.some(f), all = (xs, f) => xs.every(f);
    if (any(sel, s => oth.some(o => Math.abs(s.weight - o.weight) >= 200))) cues.push('weight');
    const ulS = sel.every(s => s.underline), ulO = oth.every(o => o.underline);
    if (ulS !== ulO) cues.push('underline');
    const bottomOnly = x => x.sides.Bottom && !x.sides.Top;
    // a bottom bar the others lack; where a line runs under all of them, only a bar at least twice as thick counts
    const line = o => o.faint.Bottom ? o.faint.Bottom.w : o.base;
    const thick = s => s.sides.Bottom ? s.sides.Bottom.w : 2;
    if (all(sel, s => s.indicator || bottomOnly(s)) && !any(oth, o => o.indicator || (line(o) && thick(sel[0]) < 2 * line(o))))
      cues.push('indicator');
    // a border box on the selected one that the others lack (a border that only changes colour is colour)
    const boxOf = x => Object.keys(x.sides).length >= 3, faintBox = x => Object.keys(x.faint).length >= 3;
    const bar = (x, side) => x.sides[side] && Object.keys(x.sides).length === 1;
    if (all(sel, boxOf) && !any(oth, faintBox)) cues.push('outline');
    else if (all(sel, x => bar(x, 'Left')) && !any(oth, x => bar(x, 'Left'))) cues.push('indicator');
    // a bar of 2 px or more on one side (AdminLTE's card-outline-tabs top bar) that the others lack
    else if (['Top', 'Left', 'Bottom'].some(k => all(sel, x => x.sides[k] && x.sides[k].w >= 2) && !any(oth, x => x.faint[k])))
      cues.push('indicator');
    return [...new Set(cues)];
  }
  function pseudoKnob(el) {  // position of the knob drawn by ::before/::after of el or its label
    const lab = el.labels && el.labels[0];
    const out = [];
    for (const e of [el, lab, el.nextElementSibling].filter(Boolean))
      for (const p of ['::before', '::after']) {
        const cs = getComputedStyle(e, p);
        if (cs.content === 'none') continue;
        out.push(`${cs.left}|${cs.transform}|${cs.backgroundPosition}`);
      }
    return out.join(';');
  }
  function checkMark(el) {  // a native checkbox draws its mark; a styled one a background-image or a rotated border
    const cs = getComputedStyle(el);
    if (el.tagName === 'INPUT' && cs.appearance !== 'none' && cs.opacity !== '0') return true;
    const lab = el.labels && el.labels[0];
    for (const e of [el, lab, el.nextElementSibling].filter(Boolean))
      for (const p of ['', '::before', '::after']) {
        const s = getComputedStyle(e, p || null);
        if (p && s.content === 'none') continue;
        if (s.backgroundImage !== 'none' && el.checked) return true;
        if (p && s.transform !== 'none' && parseFloat(s.borderRightWidth) > 0 && parseFloat(s.borderBottomWidth) > 0) return true;
      }
    return false;
  }
  const groups = [];
  for (const g of document.querySelectorAll('[data-cg]')) {
    const kind = g.dataset.cg;
    const gs = getComputedStyle(g);
    if (gs.display === 'none' || gs.visibility !== 'visible') continue;
    const mems = [...g.querySelectorAll('[data-cgm]')].filter(m => m.closest('[data-cg]') === g);
    const ds = mems.map(m => describe(m, g)).filter(d => view(d.r) && getComputedStyle(d.el).visibility === 'visible'
                                                        && d.el.getClientRects().length);
    let cue = '', reason = '';
    if (['checkboxes', 'toggles', 'field-error'].includes(kind)) {
      for (const d of ds) {
        const el = d.el;
        d.out.state = el.dataset.cgm || (kind === 'checkboxes' ? (el.checked ? 'checked' : 'unchecked') : (el.checked ? 'on' : 'off'));
      }
      const on = ds.filter(d => ['checked', 'on', 'error'].includes(d.out.state));
      const off = ds.filter(d => !on.includes(d));
      if (!on.length || !off.length) continue;
      if (kind === 'checkboxes') cue = on.every(d => checkMark(d.el)) ? 'check-mark' : '';
      if (kind === 'toggles') cue = new Set(ds.map(d => pseudoKnob(d.el) + d.out.state)).size > 1
        && pseudoKnob(on[0].el) !== pseudoKnob(off[0].el) ? 'knob-position' : '';
      if (kind === 'field-error') {
        // the error field's message (data-cg-msg) shown on screen, and an icon drawn in the field
        const msgs = [...g.querySelectorAll('[data-cg-msg]')].filter(e => e.getClientRects().length && e.textContent.trim()
                                                                    && getComputedStyle(e).visibility === 'visible' && view(e.getBoundingClientRect()));
        const icon = on.some(d => d.cs.backgroundImage !== 'none')
          || [...g.querySelectorAll('[data-cg-icon]')].some(e => e.getClientRects().length && view(e.getBoundingClientRect()));
        cue = [icon ? 'icon' : '', msgs.length ? 'message' : ''].filter(Boolean).join('+');
      }
    } else {
      for (const d of ds) d.out.state = d.el.hasAttribute('data-cg-selected') ? 'selected' : 'default';
      const sel = ds.filter(d => d.out.state === 'selected'), oth = ds.filter(d => d.out.state !== 'selected');
      if (!sel.length || !oth.length) continue;
      cue = selectionCue(sel, oth).join('+');
    }
    if (g.dataset.cgCue) { reason = g.dataset.cgWhy || 'override'; cue = g.dataset.cgCue; }
    const colorOnly = !cue || cue === 'color';
    const gr = g.getBoundingClientRect();
    const rec = {kind, colorOnly, cue: colorOnly ? 'color' : cue, variant: g.dataset.cgVariant || '', box: clip(gr),
                 members: ds.map(d => d.out)};
    if (reason) rec.cueOverride = reason;
    groups.push(rec);
  }
  return groups;
}
