#!/usr/bin/env python3
"""Add navigation state groups (navgroups.js) to the docs sets' ground truth, as copies beside the originals.

  REALX=/work/realx python3 navlabel.py [--sets 7,9,10,11,12] [--only PAGE_ID_OR_SUBSTRING] [--dry]

For each page of set7/9/10/11/12 (render.py's page table), the page is opened exactly as render.py opens it
(viewport, device scale, colour scheme, file:// only, FREEZE style, fonts, scroll, 400 ms), the screenshot is
compared with the committed PNG (a page that does not match within MAX_DIFF pixels is skipped: its nav state
may not be the one in the PNG), navgroups.js reads the nav groups, the text-free render gives the ink mask,
and $REALX/setN-nav/<page>.json = the original GT with the nav groups appended to `groups` (members scaled to
device px; members whose text left no ink dropped like render.py's `inked`; a group needs a selected and a
default member left), beside a symlink to the original PNG.
"""
import argparse
import io
import json
import sys
from pathlib import Path

import numpy as np
from PIL import Image
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import render  # noqa: E402  (the page table, flags and helpers: one definition of how a page is opened)

SETS = {'7': 'u', '9': 's', '10': 'q', '11': 'p', '12': 'o', '13': 'n', '14': 'm', '15': 'l'}
MAX_DIFF = 60  # device pixels that may differ from the committed PNG (render.py's own rerender differences are 0-8)
ATTEMPTS = 5  # loads of a page that does not match before it is skipped


def open_page(br, spec):
    """The page as render.py's render() opens it, up to its first screenshot."""
    pid, site, path, theme, (w, h, dpr), scroll, pkg = spec
    ctx = br.new_context(viewport={'width': w, 'height': h}, device_scale_factor=dpr,
                         color_scheme='dark' if theme == 'dark' else 'light', locale='en-US')
    page = ctx.new_page()
    page.route('**/*', lambda r: r.continue_() if r.request.url.startswith('file:') else r.abort())
    page.goto((render.SITES / site / path).as_uri(), wait_until='load')
    page.add_style_tag(content=render.FREEZE)
    page.evaluate('document.fonts.ready')
    if isinstance(scroll, str):
        page.evaluate(f'document.querySelector({json.dumps(scroll)}).scrollIntoView()')
    elif scroll:
        page.evaluate(f'window.scrollTo(0, {scroll})')
    page.wait_for_timeout(400)
    return ctx, page


def shot(page):
    return np.asarray(Image.open(io.BytesIO(page.screenshot(type='png', animations='disabled'))).convert('RGB')).astype(np.int16)


def label(br, spec, src, dst, dry=False):
    pid, dpr = spec[0], spec[4][2]
    gts = sorted(src.glob(f'{pid}_*.json'))
    if len(gts) != 1:
        return {'page': pid, 'skipped': f'{len(gts)} GT files'}
    gt_path = gts[0]
    png = gt_path.with_suffix('.png')
    ref = np.asarray(Image.open(png).convert('RGB')).astype(np.int16)
    for attempt in range(ATTEMPTS):  # some pages settle differently from one load to the next (scripts, fonts)
        ctx, page = open_page(br, spec)
        img = shot(page)
        if img.shape != ref.shape:
            ctx.close()
            return {'page': gt_path.stem, 'skipped': f'size {img.shape} != {ref.shape}'}
        diff = np.abs(img - ref).max(2) > 0
        if diff.sum() <= MAX_DIFF or attempt == ATTEMPTS - 1:
            break
        ctx.close()
    nav = page.evaluate(render.dom_script('navgroups.js'))
    page.add_style_tag(content=render.TEXTFREE)
    page.wait_for_timeout(200)
    free = shot(page)
    ctx.close()
    H, W = img.shape[:2]
    ink = np.abs(img - free).max(2) >= 3
    gt = json.loads(gt_path.read_text())
    n0 = len(gt['groups'])
    used = {g['id'] for g in gt['groups']}
    added = []
    for g in nav:
        g['box'] = render.dbox(g['box'], dpr)
        members = []
        for m in g['members']:
            m['box'] = render.dbox(m['box'], dpr)
            m['rects'] = [render.dbox(r, dpr) for r in m['rects']]
            x0, y0, x1, y1 = render.ibox(m['box'], W, H)
            if x1 <= x0 or y1 <= y0 or ink[y0:y1, x0:x1].sum() < 3 * dpr * dpr:
                continue  # off screen, or its text left no ink (covered, clipped, collapsed)
            members.append(m)
        states = {m['state'] for m in members}
        if states != {'selected', 'default'}:
            continue
        g['members'] = members
        k = n0 + len(added)
        while f'g{k}' in used:
            k += 1
        g['id'] = f'g{k}'
        used.add(g['id'])
        # where the page differs from the committed PNG inside a member, the label may not hold for that PNG
        g['pngDiffPixels'] = int(sum(diff[y0:y1, x0:x1].sum() for y0, x0, y1, x1 in
                                     [(b[1], b[0], b[3], b[2]) for b in (render.ibox(m['box'], W, H) for m in members)]))
        added.append(g)
    rec = {'page': gt_path.stem, 'diffPixels': int(diff.sum()), 'added': added}
    if rec['diffPixels'] > MAX_DIFF:
        rec['skipped'] = f'{rec["diffPixels"]} px differ from the committed PNG'
        if not dry:  # no copy of a page whose labels may not hold for its PNG (nor one left from an earlier run)
            for stale in (dst / gt_path.name, dst / png.name):
                if stale.is_symlink() or stale.exists():
                    stale.unlink()
        return rec
    if not dry:
        gt['groups'] = gt['groups'] + added
        gt['navGroups'] = {'script': 'navgroups.js', 'added': len(added), 'pngDiffPixels': rec['diffPixels']}
        dst.mkdir(parents=True, exist_ok=True)
        (dst / gt_path.name).write_text(json.dumps(gt, indent=1), encoding='utf-8')
        link = dst / png.name
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(png.resolve())
    return rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--sets', default='7,9,10,11,12')
    ap.add_argument('--only', default=None)
    ap.add_argument('--dry', action='store_true', help='print the groups, write nothing')
    a = ap.parse_args()
    summary = []
    with sync_playwright() as pw:
        br = pw.chromium.launch(executable_path='/usr/bin/chromium', args=render.FLAGS[1:])
        for s in a.sets.split(','):
            src, dst = render.ROOT / f'set{s}', render.ROOT / f'set{s}-nav'
            for spec in render.PAGES:
                if not spec[0].startswith(SETS[s]) or (a.only and a.only not in spec[0] + spec[1] + spec[2]):
                    continue
                rec = label(br, spec, src, dst, a.dry)
                summary.append(dict(rec, set=s))
                print(f"{rec['page']}: {rec.get('skipped', '')} diff {rec.get('diffPixels')} px, "
                      f"{len(rec.get('added', []))} nav groups", flush=True)
                for g in rec.get('added', []):
                    sel = [m['label'][:24] for m in g['members'] if m['state'] == 'selected']
                    print(f"   {g['id']} {g['kind']:11s} {g['variant']:8s} {g['cue']:18s} n={len(g['members']):2d} "
                          f"sel={sel} pngdiff={g['pngDiffPixels']} | {g['why']}", flush=True)
        br.close()
    if not a.dry:
        for s in a.sets.split(','):
            # one line a page (.jsonl: gt2pred.py and score.py read every *.json in the folder as a page);
            # a run with --only replaces its pages' lines and keeps the others
            path = render.ROOT / f'set{s}-nav' / 'navlabel.jsonl'
            if not path.parent.exists():
                continue
            lines = {json.loads(l)['page']: l for l in path.read_text().splitlines()} if path.exists() else {}
            for r in summary:
                if r['set'] == s:
                    lines[r['page']] = json.dumps({k: v for k, v in r.items() if k != 'added'} | {'groups': [
                        {k: g[k] for k in ('id', 'kind', 'variant', 'colorOnly', 'cue', 'why')} for g in r.get('added', [])]})
            path.write_text(''.join(lines[k] + '\n' for k in sorted(lines)), encoding='utf-8')


if __name__ == '__main__':
    sys.exit(main())
