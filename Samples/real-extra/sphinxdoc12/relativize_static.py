#!/usr/bin/env python3
"""Make a built site's root-absolute /_static/ URLs relative, so it works when opened as file:// (set12, ksphinx).

  python3 relativize_static.py SITE_DIR

HTML pages get `../` * depth + `_static/`; CSS files inside _static/ get their path relative to themselves.
"""
import os
import re
import sys
from pathlib import Path

site = Path(sys.argv[1])
for f in site.rglob('*.html'):
    depth = len(f.relative_to(site).parts) - 1
    s = f.read_text(encoding='utf-8')
    t = re.sub(r'(["\'(])/_static/', lambda m: m.group(1) + '../' * depth + '_static/', s)
    if t != s:
        f.write_text(t, encoding='utf-8')
for f in (site / '_static').rglob('*.css'):
    rel = os.path.relpath(site / '_static', f.parent).replace(os.sep, '/')
    s = f.read_text(encoding='utf-8')
    t = s.replace('url(/_static/', f'url({rel}/')
    if t != s:
        f.write_text(t, encoding='utf-8')
