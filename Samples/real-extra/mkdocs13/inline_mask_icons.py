#!/usr/bin/env python3
"""Inline the SVGs a built site's CSS names in `mask`/`-webkit-mask` url()s as data: URIs.

Chromium fetches CSS mask images in CORS mode, which a file:// page cannot pass, so the masked icons
(mkdocs-pixel-lab's search/repository/permalink/page-action icons) draw nothing when a page is opened from
disk; served over http(s) they load. The data: URIs hold the same files, so the pages show what a served
site shows.   usage: inline_mask_icons.py SITE_DIR
"""
import re
import sys
import urllib.parse
from pathlib import Path

site = Path(sys.argv[1])
n = 0
for css in site.rglob('*.css'):
    text = css.read_text(encoding='utf-8')

    def repl(m):
        global n
        svg = (css.parent / m.group(1)).resolve()
        if not svg.is_file():
            return m.group(0)
        n += 1
        return 'url("data:image/svg+xml,' + urllib.parse.quote(svg.read_text(encoding='utf-8'), safe='') + '")'

    new = re.sub(r'url\(["\']?([^"\')]+\.svg)["\']?\)', repl, text)
    if new != text:
        css.write_text(new, encoding='utf-8')
print(f'{site.name}: {n} svg url()s inlined')
