#!/usr/bin/env python3
"""Per-family and no-code breakdown of a scored run.
  python3 breakdown.py SET_DIR NEUTRAL_PRED_DIR   (NEUTRAL_PRED_DIR = <score out>/work/<pred>-neutral)"""
import os
import json, re, subprocess, sys, tempfile
from pathlib import Path
SCORE = os.environ.get('SCORE', os.path.join(os.environ.get('SHARED', '../../../shared'), 'screens-dev/score.py'))
MONO = re.compile(r'mono|consolas|courier|menlo|sfmono|code|inconsolata', re.I)
FAM = [('sphinx builtin (agogo/haiku/pyramid/scrolls/bizstyle)', r'agogo|haiku|pyramid|scrolls|bizstyle'),
       ('sphinx 3rd-party (piccolo/shibuya/awesome/insipid/wagtail/nefertiti)', r'piccolo|shibuya|awesome|insipid|wagtail|nefertiti'),
       ('mkdocs (mkdocs/readthedocs/dracula/terminal)', r'mkdocs-'),
       ('css frameworks (bulma/materialize)', r'bulma|materialize')]
setd, pred = Path(sys.argv[1]), Path(sys.argv[2])


def run(name, pages, mutate=None):
    with tempfile.TemporaryDirectory() as t:
        t = Path(t)
        for png in pages:
            (t / png.name).symlink_to(png.resolve())
            gt = json.loads(png.with_suffix('.json').read_text())
            if mutate:
                mutate(gt)
            (t / png.with_suffix('.json').name).write_text(json.dumps(gt))
        out = subprocess.run([sys.executable, SCORE, str(t), str(pred), '--out', str(t / 's.json')], capture_output=True, text=True)
        s = json.loads((t / 's.json').read_text())['systems']['tool']
        d, c = s['textDetection'], s['textContrast']
        f = lambda v: '  -  ' if v is None else f'{v:.3f}'
        print(f"{name:72s} lines {d['gtLines']:5d} fail {c['gtFailing']:4d} | det P {f(d['precision'])} R {f(d['recall'])} | "
              f"con P {f(c['precision'])} R {f(c['recall'])} F1 {f(c['f1'])} (tp {c['tp']} fp {c['fp']})")


def no_code(gt):
    for l in gt['textLines']:
        if not l['passes'] and (MONO.search(l['fontFamily']) or re.search(r'\b(pre|code|highlight)\b', l['selector'])
                                or not re.search(r'[A-Za-z0-9]', l['text'])):
            l['verdictAmbiguous'] = True


pngs = sorted(setd.glob('x*.png'))
run('all', pngs)
run('all, failing code + punctuation-only lines left out of the verdict', pngs, no_code)
for name, rx in FAM:
    run(name, [p for p in pngs if re.search(rx, p.name)])
run('all but x03 scrolls (textured page background)', [p for p in pngs if 'scrolls' not in p.name])
