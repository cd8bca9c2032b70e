#!/usr/bin/env python3
"""(Copied unchanged from screens-dev/score.py so this set scores on its own; native score.py imports it.)
Score a screenshot-scanning tool's outputs against the benchmark ground truth.

  python3 score.py SPLIT_DIR [PRED_DIR] [--out score.json] [--self-test] [--per-page]

SPLIT_DIR  a split folder (dev/ or holdout/) holding <page>.png, <page>.json
           (ground truth) and <page>.axe.json (axe-core color-contrast run).
PRED_DIR   the tool's outputs, one <page>.json per <page>.png (see README.md
           for the schema). A missing file counts as "found nothing".

Always printed on one table: the tool (if PRED_DIR), axe-core's own DOM-based
color-contrast violations, and two reference rows ('flag nothing'; 'flag all'
with ground-truth boxes). --self-test also builds a perfect prediction from
the ground truth, checks that it scores 1.0 / error 0, and exits non-zero if not.

Only the Python standard library is needed.
"""
import argparse
import json
import math
import statistics
import sys
from pathlib import Path

IOU_MIN = 0.3        # region match: IoU >= 0.3 ...
COVER_MIN = 0.5      # ... or >= 50% of the GT box covered
MEMBER_OVERLAP = 0.3  # finding box overlaps a group member if inter >= 30% of the smaller of the two

# ------------------------------------------------------------------ geometry


def norm_box(b):
    try:
        x, y, w, h = float(b['x']), float(b['y']), float(b['width']), float(b['height'])
    except (KeyError, TypeError, ValueError):
        return None
    if not all(math.isfinite(v) for v in (x, y, w, h)) or w <= 0 or h <= 0:
        return None
    return (x, y, x + w, y + h)


def area(b):
    return (b[2] - b[0]) * (b[3] - b[1])


def inter(a, b):
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def iou(a, b):
    i = inter(a, b)
    return i / (area(a) + area(b) - i) if i > 0 else 0.0


def union_coverage(target, boxes):
    """Fraction of `target` covered by the union of `boxes` (exact, coordinate compression)."""
    clipped = []
    for b in boxes:
        c = (max(b[0], target[0]), max(b[1], target[1]), min(b[2], target[2]), min(b[3], target[3]))
        if c[2] > c[0] and c[3] > c[1]:
            clipped.append(c)
    if not clipped:
        return 0.0
    xs = sorted({c[0] for c in clipped} | {c[2] for c in clipped})
    ys = sorted({c[1] for c in clipped} | {c[3] for c in clipped})
    cov = 0.0
    for i in range(len(xs) - 1):
        for j in range(len(ys) - 1):
            cx, cy = (xs[i] + xs[i + 1]) / 2, (ys[j] + ys[j + 1]) / 2
            if any(c[0] <= cx <= c[2] and c[1] <= cy <= c[3] for c in clipped):
                cov += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j])
    return cov / area(target)


def region_match(p, g):
    """A predicted box p matches GT box g (IoU, GT covered, or p mostly inside g)."""
    i = inter(p, g)
    if i <= 0:
        return False
    return i / (area(p) + area(g) - i) >= IOU_MIN or i / area(g) >= COVER_MIN or i / area(p) >= COVER_MIN


def finding_boxes(f):
    out = []
    if isinstance(f.get('box'), dict):
        out.append(norm_box(f['box']))
    for b in f.get('boxes') or []:
        if isinstance(b, dict):
            out.append(norm_box(b))
    return [b for b in out if b]


# ------------------------------------------------------------------ loading


def load_split(split_dir):
    pages = []
    for png in sorted(Path(split_dir).glob('*.png')):
        stem = png.name[:-4]
        gtp = png.with_name(stem + '.json')
        if not gtp.exists():
            continue
        gt = json.loads(gtp.read_text(encoding='utf-8'))
        axp = png.with_name(stem + '.axe.json')
        ax = json.loads(axp.read_text(encoding='utf-8')) if axp.exists() else {'violations': []}
        lines = []
        for l in gt['textLines']:
            variants = [b for b in (norm_box(l['box']), norm_box(l['inkBox']) if l.get('inkBox') else None) if b]
            lines.append({'id': l['id'], 'variants': variants, 'ratio': l['ratio'], 'required': l['required'],
                          'passes': l['passes'], 'ambiguous': l.get('verdictAmbiguous', False),
                          'solid': l['backgroundType'] == 'solid', 'raw': l})
        groups = []
        for g in gt['groups']:
            mem = [[b for b in (norm_box(r) for r in (m.get('rects') or [m['box']])) if b] for m in g['members']]
            groups.append({'id': g['id'], 'kind': g['kind'], 'colorOnly': g['colorOnly'], 'members': mem, 'raw': g})
        pages.append({'name': stem, 'gt': gt, 'axe': ax, 'lines': lines, 'groups': groups})
    return pages


def load_prediction(pred_dir, name):
    p = Path(pred_dir) / (name + '.json')
    if not p.exists():
        return None
    try:
        return json.loads(p.read_text(encoding='utf-8'))
    except (OSError, ValueError):
        return {'_invalid': True}


# ------------------------------------------------------------------ metrics per page


def line_hit(line, boxes):
    for v in line['variants']:
        if any(region_match(b, v) for b in boxes):
            return True
        if boxes and union_coverage(v, boxes) >= COVER_MIN:
            return True
    return False


def score_detection(page, regions):
    preds = []
    for r in regions:
        b = norm_box(r.get('box') or {})
        if b:
            preds.append((b, r))
    pboxes = [b for b, _ in preds]
    gt_hit = sum(1 for l in page['lines'] if line_hit(l, pboxes))
    pred_ok = sum(1 for b in pboxes if any(region_match(b, v) for l in page['lines'] for v in l['variants']))
    # one-to-one greedy matching for ratio error
    cands = []
    for i, l in enumerate(page['lines']):
        for j, (b, r) in enumerate(preds):
            s = max((iou(b, v) for v in l['variants']), default=0)
            cov = max((inter(b, v) / area(v) for v in l['variants']), default=0)
            if s >= IOU_MIN or cov >= COVER_MIN:
                cands.append((s + (0.01 * cov), i, j))
    cands.sort(reverse=True)
    used_i, used_j, errs, agree = set(), set(), [], []
    for _, i, j in cands:
        if i in used_i or j in used_j:
            continue
        used_i.add(i)
        used_j.add(j)
        l, r = page['lines'][i], preds[j][1]
        if l['solid'] and isinstance(r.get('ratio'), (int, float)) and r['ratio'] > 0:
            errs.append((abs(math.log(r['ratio']) - math.log(l['ratio'])), abs(r['ratio'] - l['ratio'])))
        if isinstance(r.get('passes'), bool) and not l['ambiguous']:
            agree.append(r['passes'] == l['passes'])
    return {'gtLines': len(page['lines']), 'gtHit': gt_hit, 'preds': len(pboxes), 'predCorrect': pred_ok,
            'errors': errs, 'verdictAgree': agree}


BANDS = [('<2.5', 0, 2.5), ('2.5-3', 2.5, 3.0), ('3-4.5', 3.0, 4.5), ('4.5-5.5', 4.5, 5.5), ('>=5.5', 5.5, 1e9)]


def band(r):
    for name, lo, hi in BANDS:
        if lo <= r < hi:
            return name
    return BANDS[-1][0]


def score_verdict(page, findings_boxes):
    """findings_boxes: list of box-lists, one per text-contrast finding."""
    fail = [l for l in page['lines'] if not l['passes'] and not l['ambiguous']]
    amb = [l for l in page['lines'] if l['ambiguous']]
    ok = [l for l in page['lines'] if l['passes'] and not l['ambiguous']]
    tp = fp = ign = 0
    for boxes in findings_boxes:
        def m(l):
            return any(region_match(b, v) for b in boxes for v in l['variants'])
        if any(m(l) for l in fail):
            tp += 1
        elif any(m(l) for l in amb):
            ign += 1
        else:
            fp += 1
    allb = [b for bs in findings_boxes for b in bs]
    hit_fail = [l for l in fail if line_hit(l, allb)]
    hit_ok = [l for l in ok if line_hit(l, allb)]
    bands = {}
    for l in fail:
        d = bands.setdefault(band(l['ratio']), {'failing': 0, 'failingFound': 0, 'passing': 0, 'passingFlagged': 0})
        d['failing'] += 1
    for l in hit_fail:
        bands[band(l['ratio'])]['failingFound'] += 1
    for l in ok:
        d = bands.setdefault(band(l['ratio']), {'failing': 0, 'failingFound': 0, 'passing': 0, 'passingFlagged': 0})
        d['passing'] += 1
    for l in hit_ok:
        bands[band(l['ratio'])]['passingFlagged'] += 1
    return {'findings': len(findings_boxes), 'tp': tp, 'fp': fp, 'ignored': ign, 'gtFailing': len(fail),
            'gtFailingFound': len(hit_fail), 'gtPassingFlagged': len(hit_ok), 'bands': bands}


def score_color_only(page, findings_boxes):
    def hits(boxes, g):
        n = 0
        for rects in g['members']:
            if any(inter(b, r) >= MEMBER_OVERLAP * min(area(b), area(r)) for b in boxes for r in rects):
                n += 1
        return n >= 2
    found, flagged_ctrl = set(), set()
    stray = 0
    for boxes in findings_boxes:
        hit_any = False
        for g in page['groups']:
            if hits(boxes, g):
                hit_any = True
                (found if g['colorOnly'] else flagged_ctrl).add(g['id'])
        if not hit_any:
            stray += 1
    co = [g for g in page['groups'] if g['colorOnly']]
    kinds = {}
    for g in page['groups']:
        k = kinds.setdefault(g['kind'], {'colorOnly': 0, 'found': 0, 'control': 0, 'controlFlagged': 0})
        if g['colorOnly']:
            k['colorOnly'] += 1
            k['found'] += g['id'] in found
        else:
            k['control'] += 1
            k['controlFlagged'] += g['id'] in flagged_ctrl
    return {'colorOnlyGroups': len(co), 'found': len(found), 'controlGroups': len(page['groups']) - len(co),
            'controlFlagged': len(flagged_ctrl), 'strayFindings': stray, 'findings': len(findings_boxes), 'kinds': kinds}


def score_page(page, pred):
    regions = (pred or {}).get('textRegions') or []
    findings = (pred or {}).get('findings') or []
    tc = [finding_boxes(f) for f in findings if isinstance(f, dict) and f.get('rule') == 'text-contrast']
    co = [finding_boxes(f) for f in findings if isinstance(f, dict) and f.get('rule') == 'color-only-state']
    res = {'page': page['name'],
           'detection': score_detection(page, [r for r in regions if isinstance(r, dict)]),
           'verdict': score_verdict(page, [b for b in tc if b]),
           'colorOnly': score_color_only(page, [b for b in co if b])}
    if pred and isinstance(pred.get('image'), dict):
        gi = page['gt']['image']
        if (pred['image'].get('width'), pred['image'].get('height')) != (gi['width'], gi['height']):
            res['warning'] = f"image size {pred['image'].get('width')}x{pred['image'].get('height')} != {gi['width']}x{gi['height']}"
    return res


# ------------------------------------------------------------------ aggregation


def prf(tp, fp, fn_total, found):
    p = tp / (tp + fp) if tp + fp else None
    r = found / fn_total if fn_total else None
    f = 2 * p * r / (p + r) if p is not None and r is not None and p + r > 0 else 0.0
    return p, r, f


def pct(xs, q):
    if not xs:
        return None
    xs = sorted(xs)
    k = (len(xs) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def aggregate(per_page, has_regions=True):
    d = [p['detection'] for p in per_page]
    v = [p['verdict'] for p in per_page]
    c = [p['colorOnly'] for p in per_page]
    gtl, hit = sum(x['gtLines'] for x in d), sum(x['gtHit'] for x in d)
    npred, ok = sum(x['preds'] for x in d), sum(x['predCorrect'] for x in d)
    errs = [e for x in d for e in x['errors']]
    agree = [a for x in d for a in x['verdictAgree']]
    out = {'textDetection': {'gtLines': gtl, 'detected': hit, 'predictions': npred, 'correct': ok,
                             'recall': hit / gtl if gtl else None, 'precision': ok / npred if npred else None},
           'ratioError': {'matched': len(errs),
                          'absLogMedian': pct([e[0] for e in errs], 0.5), 'absLogP90': pct([e[0] for e in errs], 0.9),
                          'absMedian': pct([e[1] for e in errs], 0.5), 'absP90': pct([e[1] for e in errs], 0.9)},
           'regionVerdictAccuracy': (sum(agree) / len(agree)) if agree else None}
    tp, fp = sum(x['tp'] for x in v), sum(x['fp'] for x in v)
    fail, found = sum(x['gtFailing'] for x in v), sum(x['gtFailingFound'] for x in v)
    p, r, f = prf(tp, fp, fail, found)
    bands = {}
    for x in v:
        for k, b in x['bands'].items():
            t = bands.setdefault(k, {'failing': 0, 'failingFound': 0, 'passing': 0, 'passingFlagged': 0})
            for kk in t:
                t[kk] += b[kk]
    out['textContrast'] = {'findings': sum(x['findings'] for x in v), 'tp': tp, 'fp': fp,
                           'ignoredAmbiguous': sum(x['ignored'] for x in v), 'gtFailing': fail, 'gtFailingFound': found,
                           'gtPassingFlagged': sum(x['gtPassingFlagged'] for x in v),
                           'precision': p, 'recall': r, 'f1': f,
                           'byRatioBand': {k: bands[k] for k, _, _ in BANDS if k in bands}}
    co, fo = sum(x['colorOnlyGroups'] for x in c), sum(x['found'] for x in c)
    cf, st = sum(x['controlFlagged'] for x in c), sum(x['strayFindings'] for x in c)
    p2 = fo / (fo + cf + st) if fo + cf + st else None
    r2 = fo / co if co else None
    kinds = {}
    for x in c:
        for k, b in x['kinds'].items():
            t = kinds.setdefault(k, {'colorOnly': 0, 'found': 0, 'control': 0, 'controlFlagged': 0})
            for kk in t:
                t[kk] += b[kk]
    out['colorOnlyState'] = {'colorOnlyGroups': co, 'found': fo, 'controlGroups': sum(x['controlGroups'] for x in c),
                             'controlFlagged': cf, 'strayFindings': st, 'findings': sum(x['findings'] for x in c),
                             'precision': p2, 'recall': r2,
                             'f1': (2 * p2 * r2 / (p2 + r2)) if p2 and r2 else 0.0, 'byKind': dict(sorted(kinds.items()))}
    return out


# ------------------------------------------------------------------ predictions built from GT / axe


def perfect_prediction(page):
    gt = page['gt']
    regions, findings = [], []
    for l in gt['textLines']:
        regions.append({'box': l['box'], 'foreground': l['foreground'], 'background': l['background'],
                        'ratio': l['ratio'], 'required': l['required'], 'passes': l['passes']})
        if not l['passes'] and not l.get('verdictAmbiguous'):
            findings.append({'rule': 'text-contrast', 'box': l['box']})
    for g in gt['groups']:
        if g['colorOnly']:
            findings.append({'rule': 'color-only-state', 'boxes': [m['box'] for m in g['members']]})
    return {'image': {'width': gt['image']['width'], 'height': gt['image']['height']},
            'textRegions': regions, 'findings': findings}


def flag_all_prediction(page):
    gt = page['gt']
    return {'textRegions': [], 'findings':
            [{'rule': 'text-contrast', 'box': l['box']} for l in gt['textLines']] +
            [{'rule': 'color-only-state', 'boxes': [m['box'] for m in g['members']]} for g in gt['groups']]}


def axe_prediction(page):
    f = []
    for v in page['axe'].get('violations', []):
        boxes = v.get('textBoxes') or ([v['box']] if v.get('box') else [])
        if boxes:
            f.append({'rule': 'text-contrast', 'boxes': boxes})
    return {'textRegions': [], 'findings': f}


# ------------------------------------------------------------------ report


def fmt(x, nd=3):
    return '  -  ' if x is None else f'{x:.{nd}f}'


def table(rows):
    hdr = (f"{'system':<28} {'det.P':>6} {'det.R':>6} {'dlnR.med':>8} {'dlnR.p90':>8} {'dR.med':>7} {'dR.p90':>7} "
           f"{'con.P':>6} {'con.R':>6} {'con.F1':>6} {'col.P':>6} {'col.R':>6} {'col.F1':>6}")
    out = [hdr, '-' * len(hdr)]
    for name, m, with_det, with_col in rows:
        t, e, c, o = m['textDetection'], m['ratioError'], m['textContrast'], m['colorOnlyState']
        det = (fmt(t['precision']), fmt(t['recall'])) if with_det else ('  n/a', '  n/a')
        err = (fmt(e['absLogMedian']), fmt(e['absLogP90']), fmt(e['absMedian'], 2), fmt(e['absP90'], 2)) if with_det else ('    n/a',) * 2 + ('   n/a',) * 2
        col = (fmt(o['precision']), fmt(o['recall']), fmt(o['f1'])) if with_col else ('  n/a',) * 3
        out.append(f"{name[:28]:<28} {det[0]:>6} {det[1]:>6} {err[0]:>8} {err[1]:>8} {err[2]:>7} {err[3]:>7} "
                   f"{fmt(c['precision']):>6} {fmt(c['recall']):>6} {fmt(c['f1']):>6} {col[0]:>6} {col[1]:>6} {col[2]:>6}")
    return '\n'.join(out)


def run_system(pages, predict):
    per = [score_page(p, predict(p)) for p in pages]
    return per, aggregate(per)


def self_test(pages):
    per, m = run_system(pages, perfect_prediction)
    problems = []
    t, e, c, o = m['textDetection'], m['ratioError'], m['textContrast'], m['colorOnlyState']
    for k, v in [('det.precision', t['precision']), ('det.recall', t['recall']), ('contrast.precision', c['precision']),
                 ('contrast.recall', c['recall']), ('contrast.f1', c['f1']), ('color.precision', o['precision']),
                 ('color.recall', o['recall']), ('regionVerdictAccuracy', m['regionVerdictAccuracy'])]:
        if v is None or abs(v - 1.0) > 1e-9:
            problems.append(f'{k} = {v} (expected 1.0)')
    if e['matched'] == 0 or (e['absLogP90'] or 0) > 1e-9 or (e['absP90'] or 0) > 1e-9:
        problems.append(f'ratio error not zero: {e}')
    _, z = run_system(pages, lambda p: {})
    if z['textDetection']['recall'] not in (0, 0.0) or z['textContrast']['f1'] != 0 or z['colorOnlyState']['recall'] not in (0, None):
        problems.append('flag-nothing baseline should score 0')
    return m, z, problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('split_dir')
    ap.add_argument('pred_dir', nargs='?')
    ap.add_argument('--out', default='score.json', help='where to write the JSON report (default ./score.json)')
    ap.add_argument('--self-test', action='store_true')
    ap.add_argument('--per-page', action='store_true', help='include per-page results in the JSON')
    a = ap.parse_args()
    pages = load_split(a.split_dir)
    if not pages:
        print(f'no pages in {a.split_dir}', file=sys.stderr)
        return 2
    report = {'split': Path(a.split_dir).name, 'pages': len(pages), 'criteria': {
        'iouMin': IOU_MIN, 'coverMin': COVER_MIN, 'memberOverlap': MEMBER_OVERLAP}, 'systems': {}}
    rows = []
    if a.pred_dir:
        missing = [p['name'] for p in pages if load_prediction(a.pred_dir, p['name']) is None]
        per, m = run_system(pages, lambda p: load_prediction(a.pred_dir, p['name']))
        m['missingOutputs'] = missing
        m['warnings'] = [f"{x['page']}: {x['warning']}" for x in per if 'warning' in x]
        if a.per_page:
            m['perPage'] = per
        report['systems']['tool'] = m
        rows.append((f'tool ({Path(a.pred_dir).name})', m, True, True))
    _, ax = run_system(pages, axe_prediction)
    report['systems']['axe-core'] = ax
    ver = next((p['axe'].get('axeVersion') for p in pages if p['axe'].get('axeVersion')), '?')
    rows.append((f'axe-core {ver} (DOM)', ax, False, False))
    _, nothing = run_system(pages, lambda p: {})
    _, allf = run_system(pages, flag_all_prediction)
    report['systems']['flag-nothing'] = nothing
    report['systems']['flag-all (GT boxes)'] = allf
    status = 0
    if a.self_test:
        perfect, zero, problems = self_test(pages)
        report['systems']['perfect (self-test)'] = perfect
        report['selfTest'] = {'ok': not problems, 'problems': problems}
        rows.append(('perfect (self-test)', perfect, True, True))
        status = 1 if problems else 0
    rows.append(('flag nothing', nothing, True, True))
    rows.append(('flag all (GT boxes)', allf, False, True))
    gl = sum(len(p['lines']) for p in pages)
    gf = sum(1 for p in pages for l in p['lines'] if not l['passes'] and not l['ambiguous'])
    gc = sum(1 for p in pages for g in p['groups'] if g['colorOnly'])
    gk = sum(1 for p in pages for g in p['groups'] if not g['colorOnly'])
    print(f"{report['split']}: {len(pages)} pages, {gl} GT text lines ({gf} failing), "
          f"{gc} color-only groups, {gk} control groups")
    print(table(rows))
    if a.self_test:
        print('self-test:', 'OK' if status == 0 else 'FAILED\n  ' + '\n  '.join(report['selfTest']['problems']))
    Path(a.out).write_text(json.dumps(report, indent=1), encoding='utf-8')
    print(f'wrote {a.out}')
    return status


if __name__ == '__main__':
    sys.exit(main())
