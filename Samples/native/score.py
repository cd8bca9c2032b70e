#!/usr/bin/env python3
"""Score `legible scan --json-dir DIR` on the native set: screens-dev's rows plus icon and inactive rows.

    python3 score.py PRED_DIR [--set DIR] [--out score.json] [--self-test]

PRED_DIR holds one <page>.json per <page>.png (the tool output schema of screens-dev's README).
The detection, ratio-error and text-contrast rows are screens_score.py (screens-dev's score.py,
copied unchanged) run on this set, with one change of input: a text line of an inactive control
(AT-SPI not sensitive / not enabled; WCAG 1.4.3 exempts it) is neither right nor wrong to flag,
like a verdict-ambiguous line. Rows added here:

  icons as text      GT icons and widget parts (not nested in an icon-only control) that a text
                     region matches, when that region matches no GT text line; and text-contrast
                     findings that sit on icons or parts rather than on text
  icon-only < 3:1    active icon-only controls whose measured glyph contrast is below 3:1 that a
                     non-text-contrast finding matches (recall), and non-text-contrast findings
                     on no icon-only control (stray)
  col.only           color-only-state findings: the set has no color-only group, so each is stray
  inactive           failing text of inactive controls that a text-contrast finding matches:
                     how many as a note, how many as a warning or error

Only the Python standard library is needed.
"""
import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import screens_score as S  # noqa: E402


def load(set_dir):
    pages = []
    for png in sorted(Path(set_dir).glob('n*.png')):
        gtp = png.with_suffix('.json')
        if not gtp.exists():
            continue
        gt = json.loads(gtp.read_text(encoding='utf-8'))
        lines = []
        for l in gt['textLines']:
            variants = [b for b in (S.norm_box(l['box']), S.norm_box(l['inkBox']) if l.get('inkBox') else None) if b]
            lines.append({'id': l['id'], 'variants': variants, 'ratio': l['ratio'], 'required': l['required'],
                          'passes': l['passes'], 'ambiguous': bool(l.get('verdictAmbiguous') or l.get('inactive')),
                          'solid': True, 'raw': l})
        icons = [dict(i, _b=S.norm_box(i['box'])) for i in gt.get('icons', []) if not i.get('insideControl')]
        neutral = [b for b in (S.norm_box(z['box']) for z in gt.get('neutralZones', [])) if b]
        pages.append({'name': gt['page'], 'gt': gt, 'neutral': neutral, 'axe': {'violations': []}, 'lines': lines, 'groups': [],
                      'icons': [i for i in icons if i['_b']]})
    return pages


def neutral_filter(page, pred):
    """Drop text regions and findings that match no GT line and lie mostly inside a neutral zone
    (text the accessibility tree does not list): finding text there is neither right nor wrong."""
    if not pred or not page['neutral']:
        return pred

    def neutral(boxes):
        if not boxes or any(S.region_match(b, v) for b in boxes for l in page['lines'] for v in l['variants']):
            return False
        return all(any(S.inter(b, z) >= 0.5 * S.area(b) for z in page['neutral']) for b in boxes)
    out = dict(pred)
    out['textRegions'] = [r for r in pred.get('textRegions') or []
                          if not (isinstance(r, dict) and neutral([b for b in [S.norm_box(r.get('box') or {})] if b]))]
    out['findings'] = [f for f in pred.get('findings') or [] if not (isinstance(f, dict) and neutral(S.finding_boxes(f)))]
    return out


def score_icons(page, pred):
    pred = pred or {}
    regions = [S.norm_box(r.get('box') or {}) for r in pred.get('textRegions') or [] if isinstance(r, dict)]
    regions = [b for b in regions if b]
    findings = [f for f in pred.get('findings') or [] if isinstance(f, dict)]

    def on_text(b):
        return any(S.region_match(b, v) for l in page['lines'] for v in l['variants'])

    def on_icon(b):
        return [i for i in page['icons'] if S.region_match(b, i['_b'])]

    stray_regions = [b for b in regions if not on_text(b)]
    icons_as_text = {i['id'] for b in stray_regions for i in on_icon(b)}
    tc = [(f, S.finding_boxes(f)) for f in findings if f.get('rule') == 'text-contrast']
    tc_on_icons = sum(1 for f, bs in tc if bs and not any(on_text(b) for b in bs) and any(on_icon(b) for b in bs))
    ntc = [S.finding_boxes(f) for f in findings if f.get('rule') == 'non-text-contrast']
    ctrls = [i for i in page['icons'] if i['kind'] == 'icon-only control' and not i['inactive']]
    low = [i for i in ctrls if isinstance(i.get('ratio'), (int, float)) and i['ratio'] < 3.0]
    found = [i for i in low if any(S.region_match(b, i['_b']) for bs in ntc for b in bs)]
    judged = [i for i in ctrls if any(S.region_match(b, i['_b']) for bs in ntc for b in bs)]
    ntc_stray = sum(1 for bs in ntc if not any(S.region_match(b, i['_b']) for b in bs for i in page['icons']
                                                if i['kind'] == 'icon-only control'))
    inact = [l for l in page['lines'] if l['raw'].get('inactive') and l['ratio'] < l['required']]
    notes = errors = 0
    for l in inact:
        levels = [f.get('level') for f, bs in tc if any(S.region_match(b, v) for b in bs for v in l['variants'])]
        if any(lv in ('error', 'warning') for lv in levels):
            errors += 1
        elif levels:
            notes += 1
    inactive_errors = sum(1 for f, bs in tc if f.get('level') == 'error' and bs and any(
        S.region_match(b, v) for b in bs for l in page['lines'] if l['raw'].get('inactive') for v in l['variants']))
    co = sum(1 for f in findings if f.get('rule') == 'color-only-state')
    return {'colorOnlyFindings': co, 'icons': len(page['icons']), 'iconsAsText': len(icons_as_text), 'textContrastFindings': len(tc),
            'textContrastOnIcons': tc_on_icons, 'iconControls': len(ctrls), 'iconControlsJudged': len(judged),
            'iconControlsBelow3': len(low), 'iconControlsBelow3Found': len(found),
            'nonTextFindings': len(ntc), 'nonTextStray': ntc_stray,
            'inactiveFailing': len(inact), 'inactiveNoted': notes, 'inactiveErrored': errors,
            'errorsOnInactive': inactive_errors}


def sum_icons(per):
    out = {}
    for p in per:
        for k, v in p.items():
            out[k] = out.get(k, 0) + v
    return out


def pct(a, b):
    return f'{100 * a / b:5.1f} %' if b else '   -  '


def icon_table(rows):
    out = [f"{'system':<28} {'icons as text':>18} {'tc on icons':>16} {'icon ctl<3 found':>18} "
           f"{'ctl judged':>14} {'ntc stray':>9} {'inactive noted':>18} {'err on inact.':>13} {'col.only':>8}"]
    out.append('-' * len(out[0]))
    for name, t in rows:
        out.append(f"{name[:28]:<28} {t['iconsAsText']:>4}/{t['icons']:<4} {pct(t['iconsAsText'], t['icons']):>8} "
                   f"{t['textContrastOnIcons']:>3}/{t['textContrastFindings']:<3} {pct(t['textContrastOnIcons'], t['textContrastFindings']):>8} "
                   f"{t['iconControlsBelow3Found']:>3}/{t['iconControlsBelow3']:<3} {pct(t['iconControlsBelow3Found'], t['iconControlsBelow3']):>9} "
                   f"{t['iconControlsJudged']:>3}/{t['iconControls']:<3} {'':>5} {t['nonTextStray']:>9} "
                   f"{t['inactiveNoted']:>3}/{t['inactiveFailing']:<3} {pct(t['inactiveNoted'], t['inactiveFailing']):>9} "
                   f"{t['errorsOnInactive']:>13} {t['colorOnlyFindings']:>8}")
    return '\n'.join(out)


def perfect(page):
    pred = S.perfect_prediction(page)
    for f, l in zip([f for f in pred['findings'] if f['rule'] == 'text-contrast'], [
            l for l in page['gt']['textLines'] if not l['passes'] and not l.get('verdictAmbiguous')]):
        f['level'] = 'note' if l.get('inactive') else 'error'
    for i in page['icons']:
        if i['kind'] == 'icon-only control' and not i['inactive'] and i.get('ratio', 9) < 3.0:
            pred['findings'].append({'rule': 'non-text-contrast', 'level': 'error', 'box': i['box']})
    return pred


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('pred_dir', nargs='?')
    ap.add_argument('--set', default=str(HERE / '.set'))
    ap.add_argument('--out', default='native-score.json')
    ap.add_argument('--self-test', action='store_true')
    a = ap.parse_args()
    pages = load(a.set)
    if not pages:
        print(f'no pages in {a.set}', file=sys.stderr)
        return 2
    rows, irows, report = [], [], {'pages': len(pages), 'systems': {}}

    def run(name, predict, det=True):
        per = [S.score_page(p, predict(p)) for p in pages]
        m = S.aggregate(per)
        m['icons'] = sum_icons([score_icons(p, predict(p)) for p in pages])
        report['systems'][name] = m
        rows.append((name, m, det, True))
        irows.append((name, m['icons']))
        return m

    if a.pred_dir:
        preds = {p['name']: neutral_filter(p, S.load_prediction(a.pred_dir, p['name'])) for p in pages}
        m = run(f'tool ({Path(a.pred_dir).name})', lambda p: preds[p['name']])
        m['missingOutputs'] = [k for k, v in preds.items() if v is None]
    status = 0
    if a.self_test:
        m = run('perfect (self-test)', perfect)
        t, c, i = m['textDetection'], m['textContrast'], m['icons']
        ok = (t['recall'] == 1 and t['precision'] == 1 and (c['f1'] == 1 or c['gtFailing'] == 0)
              and i['iconsAsText'] == 0 and i['textContrastOnIcons'] == 0
              and i['iconControlsBelow3Found'] == i['iconControlsBelow3'])
        status = 0 if ok else 1
    run('flag nothing', lambda p: {})
    n_lines = sum(len(p['lines']) for p in pages)
    n_fail = sum(1 for p in pages for l in p['lines'] if not l['passes'] and not l['ambiguous'])
    n_inact = sum(1 for p in pages for l in p['lines'] if l['raw'].get('inactive'))
    n_icons = sum(len(p['icons']) for p in pages)
    print(f'native: {len(pages)} screens, {n_lines} GT text lines ({n_fail} failing and active, {n_inact} inactive), '
          f'{n_icons} icons and widget parts')
    print(S.table(rows))
    print()
    print(icon_table(irows))
    if a.self_test:
        print('self-test:', 'OK' if status == 0 else 'FAILED')
    Path(a.out).write_text(json.dumps(report, indent=1), encoding='utf-8')
    return status


if __name__ == '__main__':
    sys.exit(main())
