// Inline-link groups, read from the live DOM like screens-real-dev's hand-made "inline-links" groups:
// each block of running text (p, li, dd, td, ...) that holds visible links in another color than
// the text around them is one group: the block ("text") and its links ("link"). The group is
// color-only when no link has another cue: a visible underline (decoration at least 1.3:1 against
// the block's background), a bottom border, a weight 200 or more apart, a fill of its own, or italics
// against the block's roman (technique G182; added after set12: sets built before label such links colour-only).
// Blocks in navigation (nav, header, footer, sidebars, toctrees) are left out: their links are
// no inline links. CSS px; render.py scales to device px.
() => {
  /* dom-colors.js */
  const NAV = 'nav, header, footer, aside, [role=navigation], .sidebar, .sphinxsidebar, .toctree-wrapper, .toc, .related, .md-nav, .navbar, .menu, .breadcrumb, .pagination, .tabs';
  const BLOCK = 'p, li, dd, dt, td, th, figcaption, blockquote';
  const groups = [];
  for (const b of document.querySelectorAll(BLOCK)) {
    if (b.closest(NAV)) continue;
    if (b.querySelector(BLOCK)) continue;  // the innermost block of running text
    const cs = getComputedStyle(b);
    if (cs.visibility !== 'visible') continue;
    // running text outside links
    let own = '';
    const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement.closest('a')) own += n.textContent;
    if (own.replace(/\s+/g, '').length < 10) continue;
    const bg = bgOf(b);
    const text = over(rgba(cs.color), bg);
    const links = [];
    let anyCue = false;
    for (const a of b.querySelectorAll('a[href]')) {
      const rects = [...a.getClientRects()].filter(view);
      if (!rects.length || !a.textContent.trim()) continue;
      const as = getComputedStyle(a);
      // the color of the link's text: its innermost element with text (a <code> inside keeps its own)
      let inner = a; for (const e of a.querySelectorAll('*')) if (e.textContent.trim()) inner = e;
      const color = over(rgba(getComputedStyle(inner).color), bgOf(inner));
      if (Math.max(...[0, 1, 2].map(i => Math.abs(color[i] - text[i]))) < 16) continue;  // not set apart by color
      const deco = [as, getComputedStyle(inner)].some(s => s.textDecorationLine.includes('underline')
        && ratio(over(rgba(s.textDecorationColor), bg), bg) >= 1.3);
      const border = [as, getComputedStyle(inner)].some(s => s.borderBottomStyle !== 'none' && parseFloat(s.borderBottomWidth) > 0
        && ratio(over(rgba(s.borderBottomColor), bg), bg) >= 1.3);
      const weight = Math.abs(parseFloat(as.fontWeight) - parseFloat(cs.fontWeight)) >= 200;
      const fill = rgba(as.backgroundColor)[3] > 0.2;
      // italics against roman text (or roman in italic text) are a cue: WCAG technique G182
      const italic = (getComputedStyle(inner).fontStyle === 'normal') !== (cs.fontStyle === 'normal');
      const cue = deco ? 'underline' : border ? 'border' : weight ? 'weight' : fill ? 'fill' : italic ? 'italic' : '';
      if (cue) anyCue = true;
      const r = a.getBoundingClientRect();
      links.push({state: 'link', label: a.textContent.trim().slice(0, 80), box: clip(r), rects: rects.map(clip),
                  colors: {text: hex(color), background: hex(bg)}, cue});
    }
    if (!links.length) continue;
    const br = b.getBoundingClientRect();
    if (!view(br)) continue;
    const cues = [...new Set(links.map(l => l.cue).filter(c => c))];
    groups.push({kind: 'inline-links', colorOnly: !anyCue, cue: cues.length ? cues.join('+') : 'color', variant: '',
                 box: clip(br), members: [{state: 'text', label: b.textContent.trim().slice(0, 80), box: clip(br), rects: [clip(br)],
                 colors: {text: hex(text), background: hex(bg)}}, ...links],
                 linkBodyContrast: Math.round(1000 * Math.min(...links.map(l => ratio(rgba(l.colors.text), text)))) / 1000});
  }
  return groups;
}
