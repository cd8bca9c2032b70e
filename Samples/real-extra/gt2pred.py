#!/usr/bin/env python3
"""GT -> tool-output JSON (perfect prediction: text regions, failing lines, colour-only groups), to sanity-check a set with score.py."""
import json, sys
from pathlib import Path
src, dst = Path(sys.argv[1]), Path(sys.argv[2])
dst.mkdir(parents=True, exist_ok=True)
for f in sorted(src.glob('*.json')):
    if f.name == 'index.json':
        continue
    gt = json.loads(f.read_text())
    regs = [{'box': l['box'], 'foreground': l['foreground'], 'background': l['background'], 'ratio': l['ratio'],
             'required': l['required'], 'passes': l['passes']} for l in gt['textLines']]
    finds = [{'rule': 'text-contrast', 'box': l['box']} for l in gt['textLines'] if not l['passes']]
    finds += [{'rule': 'color-only-state', 'boxes': [m['box'] for m in g['members']]} for g in gt['groups'] if g['colorOnly']]
    (dst / f.name).write_text(json.dumps({'image': {'width': gt['image']['width'], 'height': gt['image']['height']},
                                          'textRegions': regs, 'findings': finds}))
