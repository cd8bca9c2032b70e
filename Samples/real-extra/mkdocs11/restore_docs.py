#!/usr/bin/env python3
"""Restore MkDocs's own documentation as a MkDocs source tree from the HTML Debian ships.

  python3 restore_docs.py HTML_DIR OUT_DIR

Why: the mkdocs sdists on PyPI (1.3.1, 1.5.3, 1.6.1) ship no docs/, and Debian's mirror here has the
binary packages only, so the Markdown of MkDocs's docs cannot be fetched. Debian's mkdocs-doc
(1.4.2+dfsg-2) ships those docs built by MkDocs itself (its own mkdocs.yml, extensions and plugins).
Each page's `div[role=main]` is cut into its top-level blocks: headings become Markdown headings with
their original ids (`{#id}`, attr_list) so that every theme's page toc sees them, every other block is
kept as a raw HTML block, which Markdown passes through unchanged (the output of MkDocs's own
extensions: admonitions, tables, definition lists, code). Links stay the relative `.html` links
Debian's build wrote (the theme builds use `use_directory_urls: false`). Images are copied.
"""
import shutil
import sys
from pathlib import Path

from bs4 import BeautifulSoup, NavigableString, Tag

SKIP = {'404.html'}


def heading(el):
    for a in el.select('a.headerlink'):
        a.decompose()
    inner = ''.join(str(c) for c in el.contents).strip().replace('\n', ' ')
    hid = el.get('id')
    return '#' * int(el.name[1]) + ' ' + inner + (f' {{#{hid}}}' if hid else '')


def convert(html):
    soup = BeautifulSoup(html, 'html.parser')
    main = soup.select_one('div[role=main]')
    if main is None:
        return None, None  # not a page of the docs (a redirect stub)
    title = soup.title.get_text().split(' - ')[0].strip() if soup.title else ''
    out = []
    for el in main.children:
        if isinstance(el, NavigableString):
            if el.strip():
                out.append(f'<p>{el.strip()}</p>')
            continue
        if not isinstance(el, Tag):
            continue
        if el.name in ('h1', 'h2', 'h3', 'h4', 'h5', 'h6'):
            out.append(heading(el))
        else:
            out.append(str(el).strip())
    return title, '\n\n'.join(out) + '\n'


def main():
    src, dst = Path(sys.argv[1]), Path(sys.argv[2])
    docs = dst / 'docs'
    if docs.exists():
        shutil.rmtree(docs)
    docs.mkdir(parents=True)
    for f in sorted(src.rglob('*.html')):
        rel = f.relative_to(src)
        if str(rel) in SKIP:
            continue
        title, md = convert(f.read_text(encoding='utf-8'))
        if md is None:
            print(f'skipped {rel} (no div[role=main])')
            continue
        out = docs / rel.with_suffix('.md')
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(md, encoding='utf-8')
    shutil.copytree(src / 'img', docs / 'img')
    print(f'{sum(1 for _ in docs.rglob("*.md"))} pages -> {docs}')


if __name__ == '__main__':
    main()
